import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type InvitablePlayer = { id: string; name: string; nickname: string | null; email: string };

/** The invite picker lists 20 matches while searching, else the first 50 ACTIVE players by name. */
export const SEARCH_LIMIT = 20;
export const BROWSE_LIMIT = 50;

export type InvitablePlayersParams = { search: string; limit: number };
export type InvitablePlayersAnswer = { players: InvitablePlayer[]; total: number };

/**
 * ACTIVE players with an e-mail address (rpc get_players_admin, admin only), searched on the server over name,
 * nickname, e-mail and GHIN — a large league's list would be cut at PostgREST's 1,000 rows.
 */
export async function getInvitablePlayers({ search, limit }: InvitablePlayersParams): Promise<InvitablePlayersAnswer> {
  const rows =
    unwrap(
      await supabase.rpc('get_players_admin', { status_filter: 'ACTIVE', p_search: search.trim() || null, p_limit: limit, p_offset: 0 }),
    ) ?? [];
  return {
    players: rows
      .filter((row) => row.email !== null && row.email.trim() !== '')
      .map((row) => ({ id: row.id, name: row.name, nickname: row.nickname, email: row.email ?? '' })),
    total: Number(rows[0]?.total_count ?? 0),
  };
}

export const invitablePlayersQueryOptions = (params: InvitablePlayersParams) =>
  queryOptions({ queryKey: invitationKeys.invitablePlayers(params), queryFn: () => getInvitablePlayers(params) });

export const useInvitablePlayers = (params: InvitablePlayersParams, enabled: boolean) =>
  useQuery({ ...invitablePlayersQueryOptions(params), enabled, placeholderData: keepPreviousData });

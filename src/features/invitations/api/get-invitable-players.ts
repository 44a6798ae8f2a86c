import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPlayersAdminRange } from '@/api/players/get-players-admin';
import { playerKeys } from '@/api/players/keys';

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
  const { rows, total } = await getPlayersAdminRange({ status: 'ACTIVE', search, limit, offset: 0 });
  return {
    players: rows
      .filter((row) => row.email !== null && row.email.trim() !== '')
      .map((row) => ({ id: row.id, name: row.name, nickname: row.nickname, email: row.email ?? '' })),
    total,
  };
}

export const invitablePlayersQueryOptions = (params: InvitablePlayersParams) =>
  queryOptions({ queryKey: playerKeys.invitable(params), queryFn: () => getInvitablePlayers(params) });

export const useInvitablePlayers = (params: InvitablePlayersParams, enabled: boolean) =>
  useQuery({ ...invitablePlayersQueryOptions(params), enabled, placeholderData: keepPreviousData });

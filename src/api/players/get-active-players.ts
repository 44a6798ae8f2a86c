import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from './keys';

export type ActivePlayer = { id: string; name: string; nickname: string | null; league_index: number | null };

/** Players the add-player dialog lists: 20 matches while searching, else the first 50 by name. */
export const SEARCH_LIMIT = 20;
export const BROWSE_LIMIT = 50;

export type ActivePlayersParams = { search: string; limit: number };
export type ActivePlayersAnswer = { players: ActivePlayer[]; total: number };

/**
 * ACTIVE players from the public roster, searched on the server (name or nickname) — a large league's list
 * would be cut at PostgREST's 1,000 rows. `total` = every ACTIVE player matching the search.
 */
export async function getActivePlayers({ search, limit }: ActivePlayersParams): Promise<ActivePlayersAnswer> {
  const rows =
    unwrap(
      await supabase.rpc('get_players_public', { status_filter: 'ACTIVE', p_search: search.trim() || null, p_limit: limit, p_offset: 0 }),
    ) ?? [];
  return {
    players: rows.map(({ id, name, nickname, league_index }) => ({ id, name, nickname, league_index })),
    total: Number(rows[0]?.total_count ?? 0),
  };
}

export const activePlayersQueryOptions = (params: ActivePlayersParams) =>
  queryOptions({ queryKey: playerKeys.active(params), queryFn: () => getActivePlayers(params) });

export const useActivePlayers = (params: ActivePlayersParams, enabled = true) =>
  useQuery({ ...activePlayersQueryOptions(params), enabled, placeholderData: keepPreviousData });

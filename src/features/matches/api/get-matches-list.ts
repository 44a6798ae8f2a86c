import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

/** One row of rpc get_matches_list (docs/api.md): the match plus real entry and paid counts. */
export type MatchListItem = RpcRow<'get_matches_list'>;

export type MatchListGame = NonNullable<MatchListItem['games']>[number];

/** UPCOMING: not final, today or later, soonest first. PAST: the rest, newest first. */
export type MatchScope = 'UPCOMING' | 'PAST';

export type MatchesPageParams = { scope: MatchScope; limit: number | null; offset: number };

export type MatchesPage = { rows: MatchListItem[]; total: number };

/** Past matches per page on /matches. */
export const PAST_PAGE_SIZE = 20;

export async function getMatchesPage({ scope, limit, offset }: MatchesPageParams): Promise<MatchesPage> {
  const rows: MatchListItem[] = unwrap(await supabase.rpc('get_matches_list', { p_scope: scope, p_limit: limit, p_offset: offset })) ?? [];
  // total_count rides on every row; an empty page (past the end) says nothing, so count what came.
  return { rows, total: rows.length > 0 ? Number(rows[0].total_count) : offset };
}

export const matchesPageQueryOptions = (params: MatchesPageParams) =>
  queryOptions({ queryKey: matchKeys.list(params), queryFn: () => getMatchesPage(params) });

/** Every upcoming match (typically a handful). */
export const useUpcomingMatches = () => useQuery(matchesPageQueryOptions({ scope: 'UPCOMING', limit: null, offset: 0 }));

/** One page of past matches; the previous page stays on screen while the next one loads. */
export const usePastMatches = (page: number) =>
  useQuery({
    ...matchesPageQueryOptions({ scope: 'PAST', limit: PAST_PAGE_SIZE, offset: page * PAST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

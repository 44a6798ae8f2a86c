import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

export type MatchListGame = { code: string; name: string; enabled: boolean };

/** One row of rpc get_matches_list (docs/api.md): the match plus real entry and paid counts. */
export type MatchListItem = {
  id: string;
  name: string;
  date: string;
  course_name: string | null;
  course_rating: number | null;
  course_slope: number | null;
  format: string | null;
  is_final: boolean;
  capacity: number | null;
  entries_count: number;
  paid_count: number;
  games: MatchListGame[] | null;
  total_count: number;
};

/** UPCOMING: not final, today or later, soonest first. PAST: the rest, newest first. */
export type MatchScope = 'UPCOMING' | 'PAST';

export type MatchesPageParams = { scope: MatchScope; limit: number | null; offset: number };

export type MatchesPage = { rows: MatchListItem[]; total: number };

/** Past matches per page on /matches. */
export const PAST_PAGE_SIZE = 20;

export async function getMatchesPage({ scope, limit, offset }: MatchesPageParams): Promise<MatchesPage> {
  const rows = (unwrap(await supabase.rpc('get_matches_list', { p_scope: scope, p_limit: limit, p_offset: offset })) ??
    []) as MatchListItem[];
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

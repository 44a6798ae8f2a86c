import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { MatchStatus } from './get-match-detail';
import { matchKeys } from './keys';

/** One row of rpc get_matches_list (docs/api.md): the match plus real entry and paid counts. */
export type MatchListItem = RpcRow<'get_matches_list'>;

export type MatchListGame = NonNullable<MatchListItem['games']>[number];

/** ALL: every match, newest first. UPCOMING: not final, today or later, soonest first. PAST: the rest, newest first. */
export type MatchScope = 'ALL' | 'UPCOMING' | 'PAST';

/** The list's filters (null = any) and page; `limit` null = every match of the filter. */
export type MatchesListParams = {
  scope: MatchScope;
  status?: MatchStatus | null;
  courseId?: string | null;
  /** 'yyyy-MM-dd', inclusive */
  from?: string | null;
  to?: string | null;
  limit: number | null;
  offset: number;
  /** One league's matches (/l/<slug>/matches); null or absent: every league's. */
  leagueId?: string | null;
};

/** A page of rows, the total they are out of, and where the page starts (what 'Showing' describes). */
export type MatchesPage = { rows: MatchListItem[]; total: number; offset: number };

/** One page of matches, filtered and paged on the server. */
export async function getMatchesList({ scope, status, courseId, from, to, limit, offset, leagueId }: MatchesListParams): Promise<MatchesPage> {
  const rows: MatchListItem[] =
    unwrap(
    await supabase.rpc('get_matches_list', {
      p_scope: scope,
      p_status: status ?? null,
      p_course_id: courseId ?? null,
      p_from: from ?? null,
      p_to: to ?? null,
      p_limit: limit,
      p_offset: offset,
      p_league_id: leagueId ?? null,
    }),
  ) ?? [];
  // total_count rides on every row; an empty page (past the end) says nothing, so count what came.
  return { rows, total: rows.length > 0 ? Number(rows[0].total_count) : offset, offset };
}

export const matchesListQueryOptions = (params: MatchesListParams) =>
  queryOptions({ queryKey: matchKeys.list(params), queryFn: () => getMatchesList(params) });

/** A page of the list; the previous page stays on screen while the next page or filter loads. */
export const useMatchesList = (params: MatchesListParams) =>
  useQuery({ ...matchesListQueryOptions(params), placeholderData: keepPreviousData });

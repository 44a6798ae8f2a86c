import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '@/features/matches/api/get-match-detail';
import { supabase, unwrap } from '@/lib/supabase';
import { scoringKeys } from './keys';

/** Scores entered elsewhere show up within this many milliseconds while the match is open. */
export const LIVE_REFRESH_MS = 10_000;

/** rpc get_match_detail (docs/api.md); null when there is no such match. */
export async function getLiveMatchDetail(matchId: string): Promise<MatchDetail | null> {
  const detail = unwrap(await supabase.rpc('get_match_detail', { p_match_id: matchId })) as MatchDetail | null;
  if (!detail) return null;
  // Arrays the server may send as null when empty.
  return {
    ...detail,
    games: detail.games ?? [],
    entries: (detail.entries ?? []).map((entry) => ({ ...entry, opted_in_game_ids: entry.opted_in_game_ids ?? [] })),
    scorecards: detail.scorecards ?? [],
    results: detail.results ?? [],
  };
}

/**
 * The match as the score entry panel and the results page see it: refetched every 10 s while the
 * tab is visible and the match is not final, so the leaderboard moves as others enter scores.
 */
export const liveMatchDetailQueryOptions = (matchId: string, asAdmin: boolean) =>
  queryOptions({
    queryKey: scoringKeys.matchDetail(matchId, asAdmin),
    queryFn: () => getLiveMatchDetail(matchId),
    refetchInterval: (query) => (query.state.data?.match.is_final === false ? LIVE_REFRESH_MS : false),
    refetchIntervalInBackground: false,
    staleTime: 5_000,
  });

export const useLiveMatchDetail = (matchId: string, asAdmin: boolean, initialData?: MatchDetail) =>
  useQuery({ ...liveMatchDetailQueryOptions(matchId, asAdmin), initialData });

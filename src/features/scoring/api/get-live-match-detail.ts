import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMatchPageDetail, type MatchDetail } from '@/api/matches/get-match-detail';
import { entriesChanged, mergeScorecards } from '../lib/live-poll';
import { getMatchScorecards, useMatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { matchKeys } from '@/api/matches/keys';

/** Scores entered elsewhere show up within this many milliseconds while the match is open. */
/** 8 s, so a saved score reaches every watcher within 10 s (the poll plus one request). */
export const LIVE_REFRESH_MS = 8_000;

/**
 * The match with its scorecards: the page's parts (rpc get_match_detail, get_match_entries,
 * get_match_balances, get_match_results) and rpc get_match_scorecards, all sent at once. Null when there is no such match.
 */
export async function getLiveMatchDetail(matchId: string): Promise<MatchDetail | null> {
  const [page, cards] = await Promise.all([getMatchPageDetail(matchId), getMatchScorecards(matchId)]);
  return page && { ...page, scorecards: cards?.scorecards ?? [] };
}

/**
 * The match as the score entry panel and the results page see it. The full detail is fetched once;
 * while the tab is visible and the match is not final, the light get_match_scorecards is polled every
 * 10 s and its scorecards merged in, so the leaderboard moves as others enter scores. The full detail
 * is refetched only when the match became final or its entrants changed.
 */
export const liveMatchDetailQueryOptions = (matchId: string, asAdmin: boolean) =>
  queryOptions({
    queryKey: matchKeys.live(matchId, asAdmin),
    queryFn: () => getLiveMatchDetail(matchId),
    staleTime: 5_000,
  });

export function useLiveMatchDetail(matchId: string, asAdmin: boolean, initialData?: MatchDetail) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...liveMatchDetailQueryOptions(matchId, asAdmin), initialData });
  const detail = query.data;
  const poll = useMatchScorecardsPoll(matchId, LIVE_REFRESH_MS, detail?.match.is_final === false);
  const answer = poll.data;

  useEffect(() => {
    if (!answer || !detail || detail.match.is_final) return;
    if (answer.is_final || entriesChanged(detail, answer)) {
      // The page's key is the live detail's prefix: the page and the live detail are both refetched.
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
      return;
    }
    queryClient.setQueryData<MatchDetail | null>(matchKeys.live(matchId, asAdmin), (old) =>
      old ? mergeScorecards(old, answer.scorecards) : old,
    );
    // Only a new poll answer merges; the detail changing on its own (a save) needs no merge.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, matchId, asAdmin, queryClient]);

  return query;
}

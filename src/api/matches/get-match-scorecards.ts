import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import type { MatchScorecard } from './get-match-detail';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

/** The json of rpc get_match_scorecards (docs/api.md): the live leaderboard's light poll. */
export type MatchScorecardsPoll = {
  is_final: boolean;
  scorecards: MatchScorecard[];
  entries_count: number;
  /** The latest entry's created_at; null when nobody is entered. */
  entries_latest_at: string | null;
};

/** Null when there is no such match. */
export async function getMatchScorecards(matchId: string): Promise<MatchScorecardsPoll | null> {
  const poll = fromJson<MatchScorecardsPoll | null>(unwrap(await supabase.rpc('get_match_scorecards', { p_match_id: matchId })));
  if (!poll) return null;
  return { ...poll, scorecards: poll.scorecards ?? [] };
}

export const matchScorecardsQueryOptions = (matchId: string, refetchInterval: number | false) =>
  queryOptions({
    queryKey: matchKeys.scorecards(matchId),
    queryFn: () => getMatchScorecards(matchId),
    refetchInterval,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/**
 * The match's scorecards, asked for by the match page of an open match so its Scores tab opens at once,
 * even where the course has no signal. Same cache as the live poll.
 */
export const useMatchScorecards = (matchId: string, enabled: boolean) =>
  useQuery({ ...matchScorecardsQueryOptions(matchId, false), staleTime: 5_000, enabled });

/** Polls the match's scorecards while enabled (the match is open and not final). */
export const useMatchScorecardsPoll = (matchId: string, refetchInterval: number, enabled: boolean) =>
  useQuery({ ...matchScorecardsQueryOptions(matchId, refetchInterval), enabled });

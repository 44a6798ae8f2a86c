import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchDetail, MatchScorecard } from '@/features/matches/api/get-match-detail';
import { supabase, unwrap } from '@/lib/supabase';
import { scoringKeys } from './keys';

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
  const poll = unwrap(await supabase.rpc('get_match_scorecards', { p_match_id: matchId })) as MatchScorecardsPoll | null;
  if (!poll) return null;
  return { ...poll, scorecards: poll.scorecards ?? [] };
}

export const matchScorecardsQueryOptions = (matchId: string, refetchInterval: number) =>
  queryOptions({
    queryKey: scoringKeys.scorecardsPoll(matchId),
    queryFn: () => getMatchScorecards(matchId),
    refetchInterval,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

/** Polls the match's scorecards while enabled (the match is open and not final). */
export const useMatchScorecardsPoll = (matchId: string, refetchInterval: number, enabled: boolean) =>
  useQuery({ ...matchScorecardsQueryOptions(matchId, refetchInterval), enabled });

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

/** Whether the poll saw entrants the detail does not have (someone joined or left). */
export function entriesChanged(detail: MatchDetail, poll: MatchScorecardsPoll): boolean {
  if (poll.entries_count !== detail.entries.length) return true;
  const latest = detail.entries.reduce((max, entry) => Math.max(max, time(entry.created_at)), Number.NEGATIVE_INFINITY);
  return time(poll.entries_latest_at) !== latest;
}

/**
 * The detail with the polled scorecards merged in: per player the more recently updated card wins, so a
 * card this device just saved (already in the cache) is not replaced by an older poll answer. Unsaved
 * edits live in the panel's own state and are never touched.
 */
export function mergeScorecards(detail: MatchDetail, polled: readonly MatchScorecard[]): MatchDetail {
  const byPlayer = new Map(detail.scorecards.map((card) => [card.player_id, card]));
  let changed = false;
  for (const card of polled) {
    const current = byPlayer.get(card.player_id);
    if (current && time(current.updated_at) >= time(card.updated_at)) continue;
    byPlayer.set(card.player_id, card);
    changed = true;
  }
  return changed ? { ...detail, scorecards: [...byPlayer.values()] } : detail;
}

/**
 * Saving scorecards: rpc upsert_scorecard once per changed player, through the offline queue
 * (lib/score-queue.ts): the changed holes are queued first, then the queue is sent.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MatchDetail, MatchScorecard } from '@/api/matches/get-match-detail';
import { getMatchScorecards, type MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { scorecardKeys } from '@/api/scorecards/keys';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { Holes } from '@/domain/engine-input';
import { drainPendingScores, SaveScorecardsError, type SyncReport } from '../lib/score-queue';

export async function upsertScorecard(matchId: string, playerId: string, holes: Holes): Promise<MatchScorecard> {
  return fromJson<MatchScorecard>(
    unwrap(
      await supabase.rpc('upsert_scorecard', { p_match_id: matchId, p_player_id: playerId, p_holes: holes }),
    ),
  );
}

/** Puts a card the server now has into every cached live detail of the match. */
export function cacheScorecard(queryClient: QueryClient, matchId: string, card: MatchScorecard) {
  queryClient.setQueriesData<MatchDetail | null>({ queryKey: matchKeys.lives(matchId) }, (old) =>
    old ? { ...old, scorecards: [...old.scorecards.filter((c) => c.player_id !== card.player_id), card] } : old,
  );
  // The match page's "attest your card" prompt reads the scorecards poll; the home's list goes stale.
  queryClient.setQueryData<MatchScorecardsPoll | null>(matchKeys.scorecards(matchId), (old) =>
    old ? { ...old, scorecards: [...old.scorecards.filter((c) => c.player_id !== card.player_id), card] } : old,
  );
  void queryClient.invalidateQueries({ queryKey: scorecardKeys.all, refetchType: 'none' });
}

/** Sends this match's queued scores, then refreshes the match from the server. */
export function syncPendingScores(matchId: string, queryClient: QueryClient): Promise<SyncReport> {
  return drainPendingScores(matchId, {
    currentCards: getMatchScorecards,
    upsert: upsertScorecard,
    onSaved: (card) => cacheScorecard(queryClient, matchId, card),
  }).finally(() => {
    // The page's key is the live detail's prefix: both are refetched.
    void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
  });
}

/** Sends the queue; throws when the server refused a card (the queue no longer holds it). */
export async function saveQueuedScorecards(matchId: string, queryClient: QueryClient): Promise<SyncReport> {
  const report = await syncPendingScores(matchId, queryClient);
  const first = report.failed[0];
  if (first) throw new SaveScorecardsError(first.message, report.failed);
  return report;
}

/**
 * Save button (after queueScores). Runs even while the browser is offline (networkMode 'always'):
 * the scores then stay queued. Success and "finalized" toasts are the caller's; failures get the
 * central 'Failed to save scorecard: …' toast.
 */
export function useSaveScorecards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => saveQueuedScorecards(matchId, queryClient),
    networkMode: 'always',
    meta: { errorMessage: 'Failed to save scorecard' },
  });
}

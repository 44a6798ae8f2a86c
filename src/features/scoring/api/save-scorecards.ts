/**
 * Saving scorecards: rpc upsert_scorecard once per changed player. Offline-first (issue 9): the
 * changed holes first go to the pending queue in localStorage, then the queue is sent; what cannot
 * be sent (offline, network error) stays queued and is sent when the browser comes back online or
 * the page loads again. One queue drain runs at a time per match, and a hole leaves the queue only
 * once the server has it, so each score is written exactly once.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import type { MatchDetail, MatchScorecard } from '@/features/matches/api/get-match-detail';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { savedHoles, type Holes } from '../lib/engine-input';
import { isNetworkError, isOffline } from '../lib/network';
import { addPending, applyPatch, clearPending, readPending, removePending, type HolePatch } from '../lib/pending-scores';
import { getMatchScorecards, type MatchScorecardsPoll } from './get-match-scorecards';
import { affectedKeys, scoringKeys } from './keys';

export const FINALIZED_MESSAGE = 'This match has been finalized. Results are locked and can only be viewed.';
export const FINALIZED_BEFORE_SYNC_MESSAGE = 'This match was finalized before your scores synced; the official card was kept.';

export async function upsertScorecard(matchId: string, playerId: string, holes: Holes): Promise<MatchScorecard> {
  return fromJson<MatchScorecard>(
    unwrap(
      await supabase.rpc('upsert_scorecard', { p_match_id: matchId, p_player_id: playerId, p_holes: holes }),
    ),
  );
}

export type SyncReport = {
  /** Players whose card the server now has. */
  saved: string[];
  /** Server refusals other than "finalized" (the patch is no longer queued). */
  failed: { playerId: string; patch: HolePatch; message: string }[];
  /** The match was final: the queue was dropped, the official card kept. */
  finalized: boolean;
  /** Something could not be sent for lack of a network; it stays queued. */
  offline: boolean;
};

const emptyReport = (): SyncReport => ({ saved: [], failed: [], finalized: false, offline: false });

function cacheDetail(queryClient: QueryClient, matchId: string, update: (detail: MatchDetail) => MatchDetail) {
  queryClient.setQueriesData<MatchDetail | null>({ queryKey: scoringKeys.matchDetails(matchId) }, (old) => (old ? update(old) : old));
}

function cacheScorecard(queryClient: QueryClient, matchId: string, card: MatchScorecard) {
  cacheDetail(queryClient, matchId, (detail) => ({
    ...detail,
    scorecards: [...detail.scorecards.filter((c) => c.player_id !== card.player_id), card],
  }));
}

async function drainQueue(matchId: string, queryClient: QueryClient): Promise<SyncReport> {
  const report = emptyReport();
  const pending = readPending(matchId);
  if (Object.keys(pending).length === 0) return report;
  if (isOffline()) return { ...report, offline: true };

  let current: MatchScorecardsPoll | null;
  try {
    // The freshest cards to merge into, and whether the match became final meanwhile.
    current = await getMatchScorecards(matchId);
  } catch (error) {
    if (isNetworkError(error)) return { ...report, offline: true };
    throw error;
  }
  if (!current || current.is_final) {
    // The match is gone or final: the official cards stand (the caches are refreshed below).
    clearPending(matchId);
    return { ...report, finalized: current !== null };
  }

  for (const [playerId, patch] of Object.entries(pending)) {
    try {
      const card = await upsertScorecard(matchId, playerId, applyPatch(savedHoles(current, playerId), patch));
      cacheScorecard(queryClient, matchId, card);
      removePending(matchId, playerId, patch);
      report.saved.push(playerId);
    } catch (error) {
      if (isNetworkError(error)) {
        report.offline = true;
        break;
      }
      const message = error instanceof Error ? error.message : String(error);
      if (message === FINALIZED_MESSAGE) {
        clearPending(matchId);
        report.finalized = true;
        break;
      }
      removePending(matchId, playerId, patch);
      report.failed.push({ playerId, patch, message });
    }
  }
  return report;
}

const queues = new Map<string, Promise<unknown>>();

/** Sends this match's queued scores; runs after any drain already in progress for the match. */
export function syncPendingScores(matchId: string, queryClient: QueryClient): Promise<SyncReport> {
  const previous = queues.get(matchId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => drainQueue(matchId, queryClient));
  queues.set(matchId, run);
  return run.finally(() => {
    if (queues.get(matchId) === run) queues.delete(matchId);
    void queryClient.invalidateQueries({ queryKey: scoringKeys.matchDetails(matchId) });
    void queryClient.invalidateQueries({ queryKey: affectedKeys.matchPageDetail(matchId) });
  });
}

/** A save where the server refused some cards; `failures` carries the edits to give back to the form. */
export class SaveScorecardsError extends Error {
  constructor(
    message: string,
    readonly failures: SyncReport['failed'],
  ) {
    super(message);
  }
}

/**
 * Puts changed holes in the offline queue. Called synchronously in the Save handler, together with
 * clearing the edits, so the card never flashes back to the old values while the save runs.
 */
export function queueScores(matchId: string, changes: Record<string, HolePatch>): void {
  for (const [playerId, patch] of Object.entries(changes)) addPending(matchId, playerId, patch);
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

/** Toasts for a background sync (coming back online, or queued scores found on load). */
function announce(report: SyncReport) {
  if (report.finalized) toast.warning(FINALIZED_BEFORE_SYNC_MESSAGE);
  else if (report.saved.length > 0) toast.success('Scorecard updated successfully');
  for (const failure of report.failed) toast.error(`Failed to save scorecard: ${failure.message}`);
}

/** How often queued scores are retried: a weak signal can fail requests without an 'online' event. */
export const PENDING_RETRY_MS = 15_000;

/**
 * Sends queued scores on mount (when online), whenever the browser's 'online' event fires, when the
 * tab becomes visible again, and every 15 s while anything is queued.
 */
export function usePendingScoresSync(matchId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => {
      if (isOffline() || Object.keys(readPending(matchId)).length === 0) return;
      syncPendingScores(matchId, queryClient)
        .then(announce)
        .catch((error: unknown) => toast.error(`Failed to save scorecard: ${error instanceof Error ? error.message : String(error)}`));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    sync();
    const timer = window.setInterval(sync, PENDING_RETRY_MS);
    window.addEventListener('online', sync);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', sync);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [matchId, queryClient]);
}

/**
 * The offline score queue's engine (issue 9): sends the holes waiting in the pending queue
 * (./pending-scores) to the server. What cannot be sent (offline, network error) stays queued; a hole
 * leaves the queue only once the server has it, and one drain runs at a time per match, so each score
 * is written exactly once. The server calls are passed in, so the engine is tested without one.
 */
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { savedHoles, type Holes } from '@/domain/engine-input';
import { isNetworkError, isOffline } from './network';
import { addPending, applyPatch, clearPending, readPending, removePending, type HolePatch } from './pending-scores';

export const FINALIZED_MESSAGE = 'This match has been finalized. Results are locked and can only be viewed.';
export const FINALIZED_BEFORE_SYNC_MESSAGE = 'This match was finalized before your scores synced; the official card was kept.';

/** What the engine needs from the server. */
export type ScoreServer = {
  /** The freshest cards and whether the match is final; null when there is no such match. */
  currentCards: (matchId: string) => Promise<Pick<MatchScorecardsPoll, 'is_final' | 'scorecards'> | null>;
  /** Writes one player's whole card and answers it as stored. */
  upsert: (matchId: string, playerId: string, holes: Holes) => Promise<MatchScorecard>;
  /** Told about each card the server now has (to update caches). */
  onSaved?: (card: MatchScorecard) => void;
};

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

async function drainQueue(matchId: string, server: ScoreServer): Promise<SyncReport> {
  const report = emptyReport();
  const pending = readPending(matchId);
  if (Object.keys(pending).length === 0) return report;
  if (isOffline()) return { ...report, offline: true };

  let current: Awaited<ReturnType<ScoreServer['currentCards']>>;
  try {
    // The freshest cards to merge into, and whether the match became final meanwhile.
    current = await server.currentCards(matchId);
  } catch (error) {
    if (isNetworkError(error)) return { ...report, offline: true };
    throw error;
  }
  if (!current || current.is_final) {
    // The match is gone or final: the official cards stand.
    clearPending(matchId);
    return { ...report, finalized: current !== null };
  }

  for (const [playerId, patch] of Object.entries(pending)) {
    try {
      const card = await server.upsert(matchId, playerId, applyPatch(savedHoles(current, playerId), patch));
      server.onSaved?.(card);
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

const drains = new Map<string, Promise<unknown>>();

/** Sends this match's queued scores; runs after any drain already in progress for the match. */
export function drainPendingScores(matchId: string, server: ScoreServer): Promise<SyncReport> {
  const previous = drains.get(matchId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => drainQueue(matchId, server));
  drains.set(matchId, run);
  return run.finally(() => {
    if (drains.get(matchId) === run) drains.delete(matchId);
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

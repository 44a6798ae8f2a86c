/**
 * The offline score queue's engine (issue 9): sends the holes waiting in the pending queue
 * (./pending-scores) to the server, card by card (the Scores tab) or hole by hole (the group's screen). What cannot be sent (offline, network error) stays queued; a hole
 * leaves the queue only once the server has it, and one drain runs at a time per match, so each score
 * is written exactly once. The server calls are passed in, so the engine is tested without one.
 */
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { savedHoles, type Holes } from '@/domain/engine-input';
import { isNetworkError, isOffline } from './network';
import { addPending, applyPatch, clearPending, readPending, removePending, type HolePatch, type PendingScores } from './pending-scores';

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
      if (message === MATCH_FINALIZED_MESSAGE) {
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

/** One hole's scores as save_hole_scores takes them. */
export type HoleScore = { player_id: string; strokes: number | null };

/** What the hole-by-hole drain (the group's scoring screen) needs from the server. */
export type HoleServer = {
  /** Saves one hole (1–18) for 1–5 players, all or nothing; answers their cards as stored. */
  saveHole: (matchId: string, hole: number, scores: HoleScore[]) => Promise<MatchScorecard[]>;
  onSaved?: (card: MatchScorecard) => void;
};

/** save_hole_scores takes at most this many players at once (a group of 5). */
const MAX_PLAYERS_PER_HOLE = 5;

/** The queue regrouped by hole (0-based, in hole order): each hole's players and scores. */
export function pendingByHole(pending: PendingScores): Map<number, HoleScore[]> {
  const byHole = new Map<number, HoleScore[]>();
  for (const [playerId, patch] of Object.entries(pending)) {
    for (const [hole, strokes] of Object.entries(patch)) {
      const index = Number(hole);
      byHole.set(index, [...(byHole.get(index) ?? []), { player_id: playerId, strokes }]);
    }
  }
  return new Map([...byHole].sort(([a], [b]) => a - b));
}

type HoleOutcome = 'sent' | 'stop';

async function sendHole(matchId: string, hole: number, scores: HoleScore[], server: HoleServer, report: SyncReport): Promise<HoleOutcome> {
  try {
    const cards = await server.saveHole(matchId, hole + 1, scores);
    for (const card of cards) server.onSaved?.(card);
    for (const score of scores) {
      removePending(matchId, score.player_id, { [hole]: score.strokes });
      if (!report.saved.includes(score.player_id)) report.saved.push(score.player_id);
    }
    return 'sent';
  } catch (error) {
    if (isNetworkError(error)) {
      report.offline = true;
      return 'stop';
    }
    const message = error instanceof Error ? error.message : String(error);
    if (message === MATCH_FINALIZED_MESSAGE) {
      clearPending(matchId);
      report.finalized = true;
      return 'stop';
    }
    if (scores.length > 1) {
      // The hole is all or nothing: one refused player must not hold back the others. Each goes alone.
      for (const score of scores) {
        if ((await sendHole(matchId, hole, [score], server, report)) === 'stop') return 'stop';
      }
      return 'sent';
    }
    for (const score of scores) {
      const patch = { [hole]: score.strokes };
      removePending(matchId, score.player_id, patch);
      report.failed.push({ playerId: score.player_id, patch, message });
    }
    return 'sent';
  }
}

async function drainHoleQueue(matchId: string, server: HoleServer): Promise<SyncReport> {
  const report = emptyReport();
  const byHole = pendingByHole(readPending(matchId));
  if (byHole.size === 0) return report;
  if (isOffline()) return { ...report, offline: true };
  for (const [hole, scores] of byHole) {
    for (let start = 0; start < scores.length; start += MAX_PLAYERS_PER_HOLE) {
      if ((await sendHole(matchId, hole, scores.slice(start, start + MAX_PLAYERS_PER_HOLE), server, report)) === 'stop') return report;
    }
  }
  return report;
}

const drains = new Map<string, Promise<unknown>>();

/** Runs a drain after any drain already in progress for the match (card by card or hole by hole). */
function serialized(matchId: string, drain: () => Promise<SyncReport>): Promise<SyncReport> {
  const previous = drains.get(matchId) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(drain);
  drains.set(matchId, run);
  return run.finally(() => {
    if (drains.get(matchId) === run) drains.delete(matchId);
  });
}

/** Sends this match's queued scores card by card (upsert_scorecard); runs after any drain in progress. */
export function drainPendingScores(matchId: string, server: ScoreServer): Promise<SyncReport> {
  return serialized(matchId, () => drainQueue(matchId, server));
}

/**
 * Sends this match's queued scores hole by hole (save_hole_scores: one call per hole for the players
 * queued on it); runs after any drain in progress. A hole leaves the queue once the server has it;
 * a player the server refuses is reported and the rest of the hole still saved.
 */
export function drainPendingHoles(matchId: string, server: HoleServer): Promise<SyncReport> {
  return serialized(matchId, () => drainHoleQueue(matchId, server));
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

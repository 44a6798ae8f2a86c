/**
 * Scores saved while offline (issue 9). They live in localStorage under
 * 'fairway.pending-scores.<matchId>' as hole patches per player (only the holes the player changed,
 * so syncing merges them into whatever the server holds by then), survive a reload, and are removed
 * hole by hole once the server has them.
 */
import { useMemo, useSyncExternalStore } from 'react';
import type { Holes } from '@/domain/engine-input';

/** Hole index (0-based, as text: JSON keys) → score, null = cleared. */
export type HolePatch = Record<string, number | null>;
/** Player id → the holes they changed. */
export type PendingScores = Record<string, HolePatch>;

export const pendingScoresKey = (matchId: string) => `fairway.pending-scores.${matchId}`;

const CHANGE_EVENT = 'fairway:pending-scores';

function isPatch(value: unknown): value is HolePatch {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, score]) => /^\d+$/.test(key) && Number(key) < 18 && (score === null || (Number.isInteger(score) && score >= 1 && score <= 12)),
  );
}

function parsePending(raw: string | null): PendingScores {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, patch]) => isPatch(patch) && Object.keys(patch).length > 0)) as PendingScores;
  } catch (error) {
    console.error('Could not read the scores waiting to sync', error);
    return {};
  }
}

export function readPending(matchId: string): PendingScores {
  return parsePending(window.localStorage.getItem(pendingScoresKey(matchId)));
}

function writePending(matchId: string, pending: PendingScores): void {
  const kept = Object.fromEntries(Object.entries(pending).filter(([, patch]) => Object.keys(patch).length > 0));
  if (Object.keys(kept).length === 0) window.localStorage.removeItem(pendingScoresKey(matchId));
  else window.localStorage.setItem(pendingScoresKey(matchId), JSON.stringify(kept));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Queues a player's changed holes; later changes to the same hole win. */
export function addPending(matchId: string, playerId: string, patch: HolePatch): void {
  const pending = readPending(matchId);
  pending[playerId] = { ...pending[playerId], ...patch };
  writePending(matchId, pending);
}

/** Drops the holes the server now has (a hole changed again meanwhile stays queued). */
export function removePending(matchId: string, playerId: string, sent: HolePatch): void {
  const pending = readPending(matchId);
  const current = pending[playerId];
  if (!current) return;
  pending[playerId] = Object.fromEntries(Object.entries(current).filter(([hole, score]) => !(hole in sent && sent[hole] === score)));
  writePending(matchId, pending);
}

export function clearPending(matchId: string): void {
  writePending(matchId, {});
}

export function countPending(pending: PendingScores): number {
  return Object.values(pending).reduce((total, patch) => total + Object.keys(patch).length, 0);
}

export function applyPatch(holes: readonly (number | null)[], patch: HolePatch | undefined): Holes {
  const next = [...holes];
  for (const [hole, score] of Object.entries(patch ?? {})) next[Number(hole)] = score;
  return next;
}

function subscribe(listener: () => void) {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

/** The scores of this match waiting to sync; re-renders when they change (in this or another tab). */
export function usePendingScores(matchId: string): PendingScores {
  const raw = useSyncExternalStore(subscribe, () => window.localStorage.getItem(pendingScoresKey(matchId)));
  return useMemo(() => parsePending(raw), [raw]);
}

/** "1 score not yet saved", "12 scores not yet saved". */
export const notYetSavedLabel = (count: number) => `${count} ${count === 1 ? 'score' : 'scores'} not yet saved`;

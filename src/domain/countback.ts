/**
 * Card countback (DESIGN rule 18): players tied on a place game's score are separated by the same
 * metric over the last 9, then 6, then 3, then the last hole — Stableford points (high wins) or net
 * strokes (low wins), both on net scores. Players still level after the last hole stay tied and
 * split the places they cover (rule 6).
 */
import type { CountbackSums, ScoredPlayer } from './types';

export const COUNTBACK_HOLES = [9, 6, 3, 1] as const;

export type CountbackMetric = 'stableford' | 'net';

/** The metric summed over the last 9, 6, 3 and 1 holes of the card (a missing hole counts 0). */
export function countbackSums(player: ScoredPlayer, metric: CountbackMetric): CountbackSums {
  return countbackSumsOf(metric === 'stableford' ? player.points : player.net.map((net) => net ?? 0));
}

/** Any per-hole metric summed over the last 9, 6, 3 and 1 holes. */
export function countbackSumsOf(perHole: readonly number[]): CountbackSums {
  const [nine, six, three, one] = COUNTBACK_HOLES.map((count) =>
    perHole.slice(Math.max(0, perHole.length - count)).reduce((sum, value) => sum + value, 0),
  ) as CountbackSums;
  return [nine, six, three, one];
}

/** Negative when a wins the countback, positive when b does, 0 when they are level on every segment. */
export function compareCountback(a: CountbackSums, b: CountbackSums, better: 'higher' | 'lower'): number {
  const direction = better === 'higher' ? -1 : 1;
  for (let i = 0; i < a.length; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return direction * difference;
  }
  return 0;
}

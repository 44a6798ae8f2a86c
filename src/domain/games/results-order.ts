import { compareIds } from '../ranking';
import type { GameResult } from '../types';

/** Position first (unranked last), then the larger payout, then id: stable for any input order. */
export function sortResults(results: GameResult[]): GameResult[] {
  return results.sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) ||
      b.payoutCents - a.payoutCents ||
      compareIds(a.playerId, b.playerId),
  );
}

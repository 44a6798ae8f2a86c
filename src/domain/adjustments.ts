/** How the engine reads the admin's adjustments (DESIGN rule 18): hole corrections, DQs, place decisions. */
import type { PlaceDecision } from './games/settle-ties';
import type { Adjustment, GameCode, GameResult, HoleCorrection, PlayerInput } from './types';

/** The card with every HOLE correction for the player applied in order (a later one of a hole wins). */
export function correctedCard(player: PlayerInput, adjustments: readonly Adjustment[]): { gross: (number | null)[]; corrections: HoleCorrection[] } {
  const gross = [...player.gross];
  const corrections = new Map<number, HoleCorrection>();
  for (const adjustment of adjustments) {
    if (adjustment.kind !== 'HOLE' || adjustment.playerId !== player.id) continue;
    const from = corrections.get(adjustment.hole)?.from ?? player.gross[adjustment.hole - 1] ?? null;
    gross[adjustment.hole - 1] = adjustment.gross;
    corrections.set(adjustment.hole, { hole: adjustment.hole, from, to: adjustment.gross, reason: adjustment.reason });
  }
  return { gross, corrections: [...corrections.values()].sort((a, b) => a.hole - b.hole) };
}

/** Players disqualified from a game (from it alone, or from the whole match), with the reason. */
export function disqualifiedIn(code: GameCode, adjustments: readonly Adjustment[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const adjustment of adjustments) {
    if (adjustment.kind !== 'DISQUALIFIED') continue;
    if (adjustment.gameCode !== null && adjustment.gameCode !== code) continue;
    if (!out.has(adjustment.playerId)) out.set(adjustment.playerId, adjustment.reason);
  }
  return out;
}

export function placeDecisionsIn(code: GameCode, adjustments: readonly Adjustment[]): PlaceDecision[] {
  return adjustments.flatMap((a) => (a.kind === 'PLACE' && a.gameCode === code ? [{ playerId: a.playerId, place: a.place, reason: a.reason }] : []));
}

export function disqualifiedResult(playerId: string, reason: string): GameResult {
  return {
    playerId,
    position: null,
    points: null,
    skinsWon: 0,
    payoutCents: 0,
    summary: `Disqualified: ${reason}`,
    explanation: { kind: 'disqualified', reason },
  };
}

/**
 * What a game's remainder (pot − paid) is made of. Two different things hide in it:
 * - undecided money: a prize nobody has won (yet) — a Nassau part without a complete card, skins
 *   when no hole has been won outright, a place game with no complete card. Mid-round this is still
 *   to play for; once the match is final nobody won it and it stays with the league.
 * - rounding cents: what flooring shares to the cent leaves (fewer cents than winners). They stay with
 *   the league (the ledger's "rounding remainder").
 */
import type { GameCode, ScoredGame } from './types';

export interface RemainderSplit {
  undecidedCents: number;
  roundingCents: number;
}

/** From the engine's game output (the live preview). */
export function splitRemainder(game: ScoredGame): RemainderSplit {
  const explanation = game.explanation;
  let undecided = 0;
  if (explanation.kind === 'nassau') {
    undecided = explanation.parts.filter((part) => part.winnerIds.length === 0).reduce((sum, part) => sum + part.potCents, 0);
  } else if (explanation.kind === 'teamnassau') {
    undecided = explanation.parts.filter((part) => part.winnerTeamIds.length === 0).reduce((sum, part) => sum + part.potCents, 0);
  } else if (explanation.kind === 'skins') {
    undecided = explanation.totalSkinsWon === 0 ? game.potCents : 0;
  } else {
    undecided = explanation.groups.length === 0 ? game.potCents : 0;
  }
  return { undecidedCents: undecided, roundingCents: game.remainderCents - undecided };
}

/**
 * From stored results (a final match), where only the pot, the payouts and — for Nassau — which parts
 * someone won are at hand.
 */
export function splitStoredRemainder(input: {
  code: GameCode;
  potCents: number;
  paidCents: number;
  /** Nassau and Two-Man Nassau: how many of the three parts somebody won. */
  nassauPartsWon?: number;
}): RemainderSplit {
  const remainder = input.potCents - input.paidCents;
  if (remainder < 0) throw new Error(`Payouts exceed the pot of ${input.code}`);
  let undecided: number;
  if (input.code === 'NASSAU' || input.code === 'TEAM_NASSAU') {
    const unwonParts = 3 - Math.min(3, Math.max(0, input.nassauPartsWon ?? 0));
    undecided = Math.floor(input.potCents / 3) * unwonParts;
  } else {
    undecided = input.paidCents === 0 ? input.potCents : 0;
  }
  return { undecidedCents: undecided, roundingCents: remainder - undecided };
}

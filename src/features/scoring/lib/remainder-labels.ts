/**
 * Plain words for what a game's pot has not paid out (src/domain/remainder.ts): undecided money is
 * called undecided (mid-round) or not won (final), and rounding cents say where they go.
 */
import { plural } from '@/domain/format';
import { formatCents } from '@/domain/money';
import type { RemainderSplit } from '@/domain/remainder';
import type { ScoredGame } from '@/domain/types';

export const ROUNDING_DESTINATION = 'kept by the league (the ledger’s rounding remainder)';

/** "Undecided: $20.00" mid-round, "Not won: $20.00" once final; null when there is none. */
export function undecidedLabel(split: RemainderSplit, final: boolean): string | null {
  if (split.undecidedCents === 0) return null;
  return final ? `Not won: ${formatCents(split.undecidedCents)} (stays with the league)` : `Undecided: ${formatCents(split.undecidedCents)}`;
}

/** "Rounding: $0.04, kept by the league (…)"; null when there is none. */
export function roundingLabel(split: RemainderSplit): string | null {
  if (split.roundingCents === 0) return null;
  return `Rounding: ${formatCents(split.roundingCents)}, ${ROUNDING_DESTINATION}`;
}

/** Why money of this game is undecided so far (live preview), in the game's own words. */
export function undecidedReason(game: ScoredGame): string | null {
  const explanation = game.explanation;
  if (explanation.kind === 'nassau') {
    const open = explanation.parts.filter((part) => part.winnerIds.length === 0).map((part) => part.label);
    return open.length > 0 ? `${open.join(' and ')} not decided yet` : null;
  }
  if (explanation.kind === 'teamnassau') {
    const open = explanation.parts.filter((part) => part.winnerTeamIds.length === 0).map((part) => part.label);
    return open.length > 0 ? `${open.join(' and ')} not decided yet` : null;
  }
  if (explanation.kind === 'matchplay') return explanation.groups.length === 0 ? 'no sides to play' : null;
  if (explanation.kind === 'fourball') return explanation.groups.length === 0 ? 'no complete team card yet' : null;
  if (explanation.kind === 'skins') {
    // Tied holes since the last one won outright (holes nobody has played yet are not "carrying").
    const carrying = explanation.holes.reduce((count, hole) => (hole.outcome === 'won' ? 0 : hole.outcome === 'tied' ? count + 1 : count), 0);
    const carry = carrying > 0 ? `${plural(carrying, 'skin')} carrying over` : null;
    if (explanation.totalSkinsWon > 0) return carry;
    return carry ? `no hole won outright yet; ${carry}` : 'no hole won outright yet';
  }
  return explanation.groups.length === 0 ? 'no complete card yet' : null;
}

/** One line for a game's remainder (live preview): undecided and rounding parts, or that everything is paid. */
export function remainderLine(split: RemainderSplit, reason: string | null): string {
  const parts = [
    split.undecidedCents > 0 ? `${undecidedLabel(split, false)}${reason ? ` (${reason})` : ''}` : null,
    roundingLabel(split),
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return reason ? `Everything in the pot is paid out; ${reason}.` : 'Everything in the pot is paid out.';
  return `${parts.join('. ')}.`;
}

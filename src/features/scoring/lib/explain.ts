/**
 * Plain-language lines explaining a payout, built from the engine's explanation data (kept with
 * each stored result, so a final result explains itself years later). Game-level context (pot,
 * curve) is added when the engine's game output is at hand (results page preview).
 */
import { ordinal, plural } from '@/domain/format';
import { formatCents } from '@/domain/money';
import { splitRemainder } from '@/domain/remainder';
import type { GameCode, ResultExplanation, ScoredGame, TieBreak } from '@/domain/types';
import { explainTeamPayout } from './explain-teams';
import { remainderLine, undecidedReason } from './remainder-labels';

export const GAME_LABELS: Record<GameCode, string> = {
  STB_V2: 'Stableford v2',
  SKINS_GROSS: 'Skins (Gross)',
  SKINS_NET: 'Skins (Net)',
  NASSAU: 'Nassau',
  STROKE_PLAY: 'Stroke Play',
  MATCH_PLAY: 'Match Play',
  FOUR_BALL: 'Four-Ball Better Ball',
  TEAM_NASSAU: 'Two-Man Nassau',
};

const PART_LABELS = { front: 'Front 9', back: 'Back 9', overall: 'Overall 18' } as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored explanation (jsonb) checked before it is read; anything else is not explained. */
export function asResultExplanation(value: unknown): ResultExplanation | null {
  if (!isObject(value)) return null;
  const valid =
    (value.kind === 'place' && Array.isArray(value.placesCovered) && Array.isArray(value.tiedWith)) ||
    (value.kind === 'skins' && Array.isArray(value.skins) && typeof value.centsPerSkin === 'number') ||
    (value.kind === 'nassau' && Array.isArray(value.parts)) ||
    (value.kind === 'matchplay' && Array.isArray(value.matches) && isObject(value.standing)) ||
    (value.kind === 'fourball' && isObject(value.team)) ||
    (value.kind === 'teamnassau' && Array.isArray(value.parts)) ||
    (value.kind === 'disqualified' && typeof value.reason === 'string');
  return valid ? (value as unknown as ResultExplanation) : null;
}

function rangeText(word: string, numbers: readonly number[]): string {
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? `${word} ${first}` : `${word}s ${first}–${last}`;
}

function joinNames(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const list = ids.map((id) => names.get(id) ?? 'another player');
  if (list.length <= 1) return list.join('');
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;
}

export type ExplainInput = {
  code: GameCode;
  position: number | null;
  payoutCents: number;
  explanation: ResultExplanation;
  names: ReadonlyMap<string, string>;
  /** Whose result it is (team games say whose ball counted). */
  playerId?: string | undefined;
  /** The engine's game output, for the pot and the curve (absent for stored results). */
  game?: ScoredGame;
};

/** The lines shown when a payout is opened, in reading order; the last one gives the amount. */
function tieBreakLines(tieBreak: TieBreak | undefined, metric: 'points' | 'net', names: ReadonlyMap<string, string>): string[] {
  if (tieBreak === undefined) return [];
  if (tieBreak.method === 'decided') return [`Tie settled by the committee: ${tieBreak.reason}.`];
  const unit = metric === 'points' ? 'points' : 'net';
  const sums = tieBreak.tied
    .map(({ playerId, sums: [nine, six, three, one] }) => `${names.get(playerId) ?? 'another player'} ${nine}, ${six}, ${three}, ${one}`)
    .join('; ');
  const outcome = tieBreak.stillTied ? 'Still level after the last hole, so the places are split.' : 'Places decided on card countback.';
  return [`Card countback on ${unit} over the last 9, 6, 3 and 1 holes: ${sums}. ${outcome}`];
}

export function explainPayout({ code, position, payoutCents, explanation, names, game, playerId }: ExplainInput): string[] {
  const lines: string[] = [];
  const team = explainTeamPayout({ playerId, explanation, names, game });
  if (team) {
    lines.push(...team);
  } else if (explanation.kind === 'disqualified') {
    lines.push(`Disqualified: ${explanation.reason}. Not ranked and not paid.`);
  } else if (explanation.kind === 'place') {
    const metric = code === 'STB_V2' ? 'points' : 'net';
    if (explanation.score === null || position === null) {
      lines.push(`Incomplete card (${explanation.holesPlayed} of 18 holes): not ranked and not paid.`);
    } else {
      const score = metric === 'points' ? plural(explanation.score, 'point') : `a net ${explanation.score}`;
      const tied = explanation.tiedWith.length > 0 ? `, tied with ${joinNames(explanation.tiedWith, names)}` : '';
      lines.push(`Finished ${ordinal(position)} with ${score}${tied}.`);
      lines.push(...tieBreakLines(explanation.tieBreak, metric, names));
      if (game?.explanation.kind === 'place') {
        const curve = game.explanation.curve.join('/');
        lines.push(
          `${plural(game.explanation.playerCount, 'player')} in the game: pot ${formatCents(game.potCents)}, paid ${curve}% by place.`,
        );
        if (game.explanation.unclaimedPct > 0) {
          lines.push(`${game.explanation.unclaimedPct}% of places nobody reached is shared among the paid places.`);
        }
      }
      if (explanation.pooledPct === 0) {
        lines.push('Outside the paid places.');
      } else {
        const places = rangeText('place', explanation.placesCovered);
        lines.push(
          `${places[0]?.toUpperCase()}${places.slice(1)} ${explanation.placesCovered.length > 1 ? 'pool' : 'pays'} ${explanation.pooledPct}% of the pot = ${formatCents(explanation.groupPoolCents)}.`,
        );
        const members = explanation.tiedWith.length + 1;
        if (members > 1) {
          lines.push(`Split ${members} ways, floored to the cent: ${formatCents(explanation.shareCents)} each.`);
        }
      }
    }
  } else if (explanation.kind === 'skins') {
    if (game?.explanation.kind === 'skins') {
      const basis = game.explanation.basis === 'gross' ? 'gross' : 'net';
      lines.push(
        `Lowest ${basis} score on a hole wins it outright; ties carry to the next hole. Pot ${formatCents(game.potCents)} ÷ ${plural(game.explanation.totalSkinsWon, 'skin')} won = ${formatCents(game.explanation.centsPerSkin)} per skin (floored).`,
      );
    }
    if (explanation.skins.length === 0) lines.push('No skins won.');
    const single = explanation.skins.filter((skin) => skin.carriedFromHoles.length === 0);
    if (single.length > 0) {
      const holes = single.map((skin) => `${skin.hole} (${skin.score})`).join(', ');
      lines.push(`${single.length === 1 ? 'Hole' : 'Holes'} won outright, 1 skin each: ${holes}.`);
    }
    for (const skin of explanation.skins.filter((s) => s.carriedFromHoles.length > 0)) {
      const carried = `1 + ${skin.carriedFromHoles.length} carried from ${rangeText('hole', skin.carriedFromHoles)}`;
      lines.push(`Hole ${skin.hole}: won outright with ${skin.score}, ${plural(skin.skins, 'skin')} (${carried}).`);
    }
    const won = explanation.skins.reduce((total, skin) => total + skin.skins, 0);
    if (won > 0) lines.push(`${plural(won, 'skin')} × ${formatCents(explanation.centsPerSkin)} = ${formatCents(won * explanation.centsPerSkin)}.`);
  } else if (explanation.kind === 'nassau') {
    if (game?.explanation.kind === 'nassau') {
      lines.push(
        `Pot ${formatCents(game.potCents)} in three parts of ${formatCents(game.explanation.partPotCents)}: low net front 9, back 9 and 18; tied winners split a part.`,
      );
    }
    for (const part of explanation.parts) {
      const label = PART_LABELS[part.part];
      if (!part.eligible) lines.push(`${label}: incomplete card, not eligible.`);
      else if (part.won) lines.push(`${label}: won with net ${part.netTotal}, ${formatCents(part.shareCents)}.`);
      else lines.push(`${label}: net ${part.netTotal}, not the lowest.`);
    }
  }
  lines.push(`Payout: ${formatCents(payoutCents)}.`);
  return lines;
}

/** What the game's pot has not paid out, split into undecided money and rounding cents (and where those go). */
export function explainRemainder(game: ScoredGame): string {
  return remainderLine(splitRemainder(game), undecidedReason(game));
}

/**
 * Plain-language lines for the team games' payouts (Match Play, Four-Ball Better Ball, Two-Man Nassau),
 * from the explanation the engine keeps with each result: the matches hole by hole, the team's best
 * balls, the place and pool, and the team's share split between partners.
 */
import { ordinal, plural } from '@/domain/format';
import { matchStatusFor } from '@/domain/games/match-play-match';
import { formatCents } from '@/domain/money';
import { sideName } from '@/domain/teams';
import type {
  FourBallResultExplanation,
  MatchPlayFormat,
  MatchPlayMatch,
  MatchPlayResultExplanation,
  MatchPlayStanding,
  ResultExplanation,
  ScoredGame,
  SeedTieBreak,
  SideMoney,
  SideTieBreak,
  TeamNassauResultExplanation,
} from '@/domain/types';

type Names = ReadonlyMap<string, string>;

const PART_LABELS = { front: 'Front 9', back: 'Back 9', overall: 'Overall 18' } as const;

const FORMAT_TEXT: Record<MatchPlayFormat, string> = {
  SINGLES_ROUND_ROBIN: 'Singles round robin: every player plays every other over the same holes; a win is 1 point, a halved match ½.',
  PAIRS_ROUND_ROBIN: 'Pairs round robin: every team plays every other over the same holes, the better net of the two partners on each hole; a win is 1 point, a halved match ½.',
  SINGLES_BRACKET: 'Singles bracket seeded by handicap (lowest playing handicap = seed 1; level: the lower exact index, then the recorded draw), every round over the same holes.',
  PAIRS_BRACKET: "Pairs bracket seeded by the partners' combined playing handicap (lowest = seed 1; level: the lower combined exact index, then the recorded draw), every round over the same holes, the better net of the two partners on each hole.",
};

export const nameOf = (names: Names, id: string): string => names.get(id) ?? 'another player';

/** 'Ann & Bob' for a team, 'Ann' for a single player. */
export const sideNameOf = (names: Names, playerIds: readonly string[]): string => sideName(playerIds.map((id) => nameOf(names, id)));

/** 2½, 1, ½ */
export function pointsNumber(points: number): string {
  const whole = Math.floor(points);
  if (points - whole !== 0.5) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

function rangeText(word: string, numbers: readonly number[]): string {
  const first = numbers[0];
  const last = numbers[numbers.length - 1];
  if (first === undefined || last === undefined) return '';
  return first === last ? `${word} ${first}` : `${word}s ${first}–${last}`;
}

function sideTieBreakLine(tieBreak: SideTieBreak | undefined, label: (sideId: string) => string): string[] {
  if (tieBreak === undefined) return [];
  const unit = tieBreak.metric === 'stableford' ? 'points' : 'better-ball net';
  const sums = tieBreak.tied.map(({ sideId, sums: [nine, six, three, one] }) => `${label(sideId)} ${nine}, ${six}, ${three}, ${one}`).join('; ');
  const outcome = tieBreak.stillTied ? 'Still level after the last hole, so the places are split.' : 'Places decided on countback.';
  return [`Countback on ${unit} over the last 9, 6, 3 and 1 holes: ${sums}. ${outcome}`];
}

/** The place, the pool it pays and the side's share split between its players. */
function moneyLines(money: SideMoney, teamSize: number): string[] {
  if (money.position === null) return [];
  const lines: string[] = [];
  if (money.pooledPct === 0) return ['Outside the paid places.'];
  const places = rangeText('place', money.placesCovered);
  const sides = money.tiedWith.length + 1;
  lines.push(
    `${places.charAt(0).toUpperCase()}${places.slice(1)} ${money.placesCovered.length > 1 ? 'pool' : 'pays'} ${money.pooledPct}% of the pot = ${formatCents(money.groupPoolCents)}${sides > 1 ? `, split ${sides} ways: ${formatCents(money.sideShareCents)} each` : ''}.`,
  );
  if (teamSize > 1) {
    const odd = money.splitRemainderCents > 0 ? ` (${plural(money.splitRemainderCents, 'cent')} left over stays with the league)` : '';
    lines.push(`The team's ${formatCents(money.sideShareCents)} is split between the partners: ${formatCents(money.shareCents)} each${odd}.`);
  }
  return lines;
}

function matchLine(match: MatchPlayMatch, sideId: string, names: Names): string[] {
  const mine = match.sides[0].sideId === sideId ? 0 : 1;
  const other = match.sides[mine === 0 ? 1 : 0];
  const opponent = sideNameOf(names, other.players.map((p) => p.playerId));
  const where = match.round === null ? '' : ` (${match.label.toLowerCase()})`;
  let result = matchStatusFor(match.status, mine);
  if (match.decidedBy === 'countback' || match.decidedBy === 'seed') {
    const won = match.winner === mine;
    const [a, b] = match.countback ?? [[], []];
    const how = match.decidedBy === 'countback' ? `on countback (better net over the last 9, 6, 3, 1 holes: ${a.join(', ')} v ${b.join(', ')})` : 'as the better seed, level on countback';
    result = `All square: ${won ? 'won' : 'lost'} ${how}`;
  }
  const strokes = match.sides
    .flatMap((s) => s.players)
    .map((p) => `${nameOf(names, p.playerId)} ${p.strokes}`)
    .join(', ');
  const lines = [`v ${opponent}${where}: ${result}. Strokes off the low: ${strokes}.`];
  const conceded = match.holes.filter((h) => h.conceded);
  if (conceded.length > 0) {
    const text = conceded.map((h) => `hole ${h.hole} ${h.winner === mine ? 'won' : 'lost'}`).join(', ');
    lines.push(`Conceded (no score on the hole): ${text}.`);
  }
  return lines;
}

/** How a seed level on handicap with another side was told apart (DESIGN rule 37). */
const SEED_TIE_TEXT: Record<SeedTieBreak, (standing: MatchPlayStanding) => string> = {
  index: (s) => `Level on handicap with another side: seeded on the exact index (${s.exactIndex ?? 'none'}).`,
  draw: (s) => `Level on handicap and exact index with another side: seeded by the draw recorded with the bracket (drawn ${ordinal(s.drawPosition ?? 0)}).`,
  'to be drawn': () => 'Level on handicap and exact index with another side: the draw that settles this seed is made when results are saved.',
};

function matchPlayLines(e: MatchPlayResultExplanation, names: Names): string[] {
  const lines = [FORMAT_TEXT[e.format]];
  if (e.partnerIds.length > 0) lines.push(`Playing with ${e.partnerIds.map((id) => nameOf(names, id)).join(' and ')}.`);
  for (const match of e.matches) lines.push(...matchLine(match, e.sideId, names));
  const { standing } = e;
  if (standing.points !== null) {
    const margin = standing.margin > 0 ? `+${standing.margin}` : String(standing.margin);
    lines.push(
      `${standing.wins} won, ${standing.halves} halved, ${standing.losses} lost: ${pointsNumber(standing.points)} ${standing.points > 0 && standing.points <= 1 ? 'point' : 'points'}, holes-up margin ${margin}.`,
    );
  } else if (standing.seed !== null) {
    const lostIn = e.matches.find((m) => m.round === standing.lostInRound)?.label.toLowerCase() ?? `round ${standing.lostInRound}`;
    const out = standing.lostInRound === null ? 'won the bracket' : `lost in the ${lostIn}`;
    lines.push(`Seed ${standing.seed} (playing handicap ${standing.handicap}); ${out}.`);
    if (standing.seedTieBreak !== undefined) lines.push(SEED_TIE_TEXT[standing.seedTieBreak](standing));
  }
  if (standing.money.position !== null) lines.push(`Finished ${standing.money.tiedWith.length > 0 ? 'tied ' : ''}${ordinal(standing.money.position)}.`);
  const sideLabel = (id: string) => {
    const match = e.matches.flatMap((m) => m.sides).find((s) => s.sideId === id);
    return match ? sideNameOf(names, match.players.map((p) => p.playerId)) : 'another side';
  };
  lines.push(...sideTieBreakLine(standing.tieBreak, sideLabel));
  lines.push(...moneyLines(standing.money, e.partnerIds.length + 1));
  return lines;
}

function fourBallLines(e: FourBallResultExplanation, playerId: string | undefined, names: Names): string[] {
  const stableford = e.format === 'STABLEFORD';
  const partner = e.partnerIds.map((id) => nameOf(names, id)).join(' and ');
  const lines = [
    stableford
      ? "Four-ball better ball, Stableford: on each hole the team counts the higher of the partners' points (net, at the game's allowance)."
      : "Four-ball better ball, stroke play: on each hole the team counts the lower of the partners' nets (at the game's allowance).",
  ];
  const { team } = e;
  const counted = (ids: readonly string[]) => team.holes.filter((h) => ids.some((id) => h.fromPlayerIds.includes(id))).length;
  if (team.total === null) {
    const missing = team.holes.filter((h) => h.score === null).map((h) => h.hole);
    lines.push(`No better ball on ${missing.length === 1 ? 'hole' : 'holes'} ${missing.join(', ')}: the team is not ranked and not paid.`);
    return lines;
  }
  const total = stableford ? plural(team.total, 'point') : `a better-ball net ${team.total}`;
  const balls =
    playerId === undefined ? '' : `; ${nameOf(names, playerId)}'s ball counted on ${plural(counted([playerId]), 'hole')}${partner ? `, ${partner}'s on ${counted(e.partnerIds)}` : ''}`;
  lines.push(`Team ${sideNameOf(names, team.playerIds)}: ${total}${balls}.`);
  if (team.money.position !== null) lines.push(`Finished ${team.money.tiedWith.length > 0 ? 'tied ' : ''}${ordinal(team.money.position)}.`);
  const label = (id: string) => (id === team.teamId ? sideNameOf(names, team.playerIds) : 'the other team');
  lines.push(...sideTieBreakLine(team.tieBreak, label));
  lines.push(...moneyLines(team.money, team.playerIds.length));
  return lines;
}

function teamNassauLines(e: TeamNassauResultExplanation, names: Names, game: ScoredGame | undefined): string[] {
  const lines: string[] = [];
  if (game?.explanation.kind === 'teamnassau') {
    lines.push(
      `Pot ${formatCents(game.potCents)} in three parts of ${formatCents(game.explanation.partPotCents)}: the lowest team better-ball net over the front 9, back 9 and 18; tied teams split a part, and a team's winnings (its parts added) are split between its partners.`,
    );
  }
  if (e.partnerIds.length > 0) lines.push(`Playing with ${e.partnerIds.map((id) => nameOf(names, id)).join(' and ')}.`);
  for (const part of e.parts) {
    const label = PART_LABELS[part.part];
    if (!part.eligible) lines.push(`${label}: the team has no better ball on some hole of it, not eligible.`);
    else if (part.won) lines.push(`${label}: won with better-ball net ${part.netTotal}: ${formatCents(part.teamShareCents)} for the team.`);
    else lines.push(`${label}: better-ball net ${part.netTotal}, not the lowest.`);
  }
  if (e.teamWinningsCents > 0) {
    const odd = e.splitRemainderCents > 0 ? ` (${plural(e.splitRemainderCents, 'cent')} left over stays with the league)` : '';
    const split = e.partnerIds.length > 0 ? `, split between the partners: ${formatCents(e.shareCents)} each${odd}` : '';
    lines.push(`The team's winnings add up to ${formatCents(e.teamWinningsCents)}${split}.`);
  }
  return lines;
}

/** The lines for a team game's result, or null when the explanation is of another kind. */
export function explainTeamPayout(input: {
  playerId?: string | undefined;
  explanation: ResultExplanation;
  names: Names;
  game?: ScoredGame | undefined;
}): string[] | null {
  const { explanation, names } = input;
  if (explanation.kind === 'matchplay') return matchPlayLines(explanation, names);
  if (explanation.kind === 'fourball') return fourBallLines(explanation, input.playerId, names);
  if (explanation.kind === 'teamnassau') return teamNassauLines(explanation, names, input.game);
  return null;
}

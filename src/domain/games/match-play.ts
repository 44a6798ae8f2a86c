/**
 * MATCH_PLAY in a field: singles or pairs (the game's format), as a round robin (every side plays
 * every other; win 1 point, halve ½; ranked by points, then the holes-up margin, then the league's
 * tie rule) or a bracket seeded by handicap (ties: the exact index, then the draw recorded with the
 * bracket — DESIGN rule 37; byes to the top seeds; an all-square match goes to the better countback,
 * then the better seed). All matches are played over the same holes, live or as final results (see
 * match-play-match.ts: final results concede unscored holes and forfeit a side with no card). Sides are
 * paid by place with the payout curves; a side's one share in the game is split between its players.
 */
import type { PayoutCurves } from '../payout-curves';
import { compareCountback, countbackSumsOf } from '../countback';
import { compareIds } from '../ranking';
import { betterBallNets, countbackNet, matchPlayFormatOf, sidesOf, type SideCards } from '../teams';
import type {
  FieldGameScore,
  GameCode,
  GameResult,
  HoleInput,
  MatchPlayFormat,
  MatchPlayMatch,
  MatchPlayRound,
  MatchPlayStanding,
  PlaceTies,
  ScoredPlayer,
  SeedTieBreak,
  TeamInput,
} from '../types';
import { matchCountback, matchStatusFor, playMatch, type MatchSideCard } from './match-play-match';
import { sortResults } from './results-order';
import { payPlacedSides, rankBy, settleSideTies, sideMoneyText, UNPAID_SIDE, type PlacedSide } from './side-places';

export interface MatchPlayGameInput {
  code: GameCode;
  potCents: number;
  players: readonly ScoredPlayer[];
  holes: readonly HoleInput[];
  teams: readonly TeamInput[] | undefined;
  format: string | null | undefined;
  curves: PayoutCurves;
  placeTies: PlaceTies;
  /** Final results (no hole left to play) rather than the live board. */
  final?: boolean | undefined;
  /** The bracket's recorded draw: side ids in the order drawn. */
  draw?: readonly string[] | undefined;
}

interface FieldSide extends SideCards {
  handicap: number;
  /** The partners' exact indexes added; null when one has none. */
  exactIndex: number | null;
  card: MatchSideCard;
}

interface Tally {
  points: number;
  wins: number;
  halves: number;
  losses: number;
  margin: number;
}

function fieldSide(side: SideCards): FieldSide {
  const indexes = side.players.map((p) => p.index);
  return {
    ...side,
    handicap: side.players.reduce((sum, p) => sum + p.courseHandicap, 0),
    // Tenths added as integers: 12.3 + 4.1 is 16.4, not 16.400000000000002.
    exactIndex: indexes.every((i): i is number => i !== null) ? indexes.reduce((sum, i) => sum + Math.round(i * 10), 0) / 10 : null,
    card: { sideId: side.id, players: side.players.map((p) => ({ playerId: p.id, playingHandicap: p.courseHandicap, gross: p.gross })) },
  };
}

function emptyTally(): Tally {
  return { points: 0, wins: 0, halves: 0, losses: 0, margin: 0 };
}

/**
 * Adds a match to both sides' tallies; a match nobody has started counts nothing yet (live only). A walkover
 * is a win for the side with a card (no holes, no margin) and a loss for the side without; when neither
 * has a card both forfeit (a loss each, no points).
 */
function tallyMatch(match: MatchPlayMatch, tallies: Map<string, Tally>, awardPoints: boolean): void {
  const started = match.status.state !== 'not started';
  const bothForfeit = match.status.state === 'walkover' && match.status.leader === null;
  match.sides.forEach((side, index) => {
    const tally = tallies.get(side.sideId);
    if (tally === undefined || !started) return;
    if (bothForfeit) {
      tally.losses += 1;
      return;
    }
    const firstUp = match.holes[match.holes.length - 1]?.up ?? 0;
    tally.margin += index === 0 ? firstUp : -firstUp;
    if (match.winner === null) {
      tally.halves += 1;
      if (awardPoints) tally.points += 0.5;
    } else if (match.winner === index) {
      tally.wins += 1;
      if (awardPoints) tally.points += 1;
    } else {
      tally.losses += 1;
    }
  });
}

function roundRobinMatches(sides: readonly FieldSide[], holes: readonly HoleInput[], final: boolean): MatchPlayMatch[] {
  const matches: MatchPlayMatch[] = [];
  sides.forEach((a, i) => {
    sides.slice(i + 1).forEach((b) => {
      const played = playMatch([a.card, b.card], holes, final);
      const winner = played.status.leader;
      matches.push({
        id: `M${matches.length + 1}`,
        round: null,
        label: 'Match',
        sides: played.sides,
        holes: played.holes,
        status: played.status,
        winner,
        decidedBy: winner === null ? null : played.status.state === 'walkover' ? 'walkover' : 'holes',
        countback: null,
      });
    });
  });
  return matches;
}

/** Bracket slot order for `size` (a power of two): 1 v size, … arranged so the top two seeds can meet only in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** 'Final', 'Semifinal(s)', 'Quarterfinal(s)', else 'Round N'. */
function roundLabel(round: number, rounds: number, plural: boolean): string {
  const fromFinal = rounds - round;
  if (fromFinal === 0) return 'Final';
  if (fromFinal <= 2) return `${fromFinal === 1 ? 'Semifinal' : 'Quarterfinal'}${plural ? 's' : ''}`;
  return `Round ${round}`;
}

interface Bracket {
  matches: MatchPlayMatch[];
  rounds: MatchPlayRound[];
  /** The round each side lost in; the champion is absent. */
  lostIn: Map<string, number>;
  roundCount: number;
}

function playBracket(seeded: readonly FieldSide[], holes: readonly HoleInput[], final: boolean): Bracket {
  let size = 1;
  while (size < seeded.length) size *= 2;
  const roundCount = Math.log2(size);
  const seedOf = new Map(seeded.map((s, i) => [s.id, i + 1]));
  const matches: MatchPlayMatch[] = [];
  const rounds: MatchPlayRound[] = [];
  const lostIn = new Map<string, number>();
  let slots: (FieldSide | null)[] = bracketOrder(size).map((seed) => seeded[seed - 1] ?? null);

  for (let round = 1; round <= roundCount; round++) {
    const label = roundLabel(round, roundCount, false);
    const next: (FieldSide | null)[] = [];
    const info: MatchPlayRound = { round, label: roundLabel(round, roundCount, true), matchIds: [], byeSideIds: [] };
    for (let i = 0; i < slots.length; i += 2) {
      const [x, y] = [slots[i] ?? null, slots[i + 1] ?? null];
      if (x === null || y === null) {
        const through = x ?? y;
        if (through) info.byeSideIds.push(through.id);
        next.push(through);
        continue;
      }
      // The better seed is the first side.
      const [a, b] = (seedOf.get(x.id) ?? 0) < (seedOf.get(y.id) ?? 0) ? [x, y] : [y, x];
      const played = playMatch([a.card, b.card], holes, final);
      let winner: 0 | 1 = 0;
      let decidedBy: MatchPlayMatch['decidedBy'] = 'seed';
      let countback: MatchPlayMatch['countback'] = null;
      if (played.status.leader !== null) {
        winner = played.status.leader;
        decidedBy = played.status.state === 'walkover' ? 'walkover' : 'holes';
      } else if (played.status.state === 'walkover') {
        // Neither side has a card: nothing to count back; the better seed goes through.
      } else {
        countback = [matchCountback(played.betterNets[0], holes), matchCountback(played.betterNets[1], holes)];
        const compared = compareCountback(countback[0], countback[1], 'lower');
        if (compared !== 0) {
          winner = compared < 0 ? 0 : 1;
          decidedBy = 'countback';
        }
      }
      const id = `R${round}M${info.matchIds.length + 1}`;
      matches.push({ id, round, label, sides: played.sides, holes: played.holes, status: played.status, winner, decidedBy, countback });
      info.matchIds.push(id);
      lostIn.set((winner === 0 ? b : a).id, round);
      next.push(winner === 0 ? a : b);
    }
    rounds.push(info);
    slots = next;
  }
  return { matches, rounds, lostIn, roundCount };
}

function pointsText(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole === 0.5;
  const number = half ? (whole === 0 ? '½' : `${whole}½`) : `${whole}`;
  return `${number} ${points > 0 && points <= 1 ? 'point' : 'points'}`;
}

function bracketMatchText(match: MatchPlayMatch, side: 0 | 1): string {
  const won = match.winner === side;
  const where = `in the ${match.label.toLowerCase()}`;
  if (match.decidedBy === 'countback') return `${won ? 'Won' : 'Lost'} on countback (${match.status.text}) ${where}`;
  if (match.decidedBy === 'seed') {
    if (match.status.state === 'walkover') return `${won ? 'Through as the better seed' : 'Out'} (no card on either side) ${where}`;
    return `${won ? 'Won' : 'Lost'} on seeding (${match.status.text}, level on countback) ${where}`;
  }
  return `${matchStatusFor(match.status, side)} ${where}`;
}

/**
 * Bracket seeds: the lowest playing handicap first (pairs: combined); level sides by the exact index (lower
 * first; a side with a player without one after those with one), then by the recorded draw (earlier drawn
 * first). A side the draw does not hold yet follows the drawn ones, by id, marked 'to be drawn' — only a live
 * board before the draw is made; the server makes it before storing results.
 */
export interface SeededSide<S> {
  side: S;
  seed: number;
  drawPosition: number | null;
  seedTieBreak?: SeedTieBreak | undefined;
}

export function seedSides<S extends { id: string; handicap: number; exactIndex: number | null }>(sides: readonly S[], draw: readonly string[] | undefined): SeededSide<S>[] {
  const drawn = new Map((draw ?? []).map((id, i) => [id, i + 1]));
  const byIndex = (a: S, b: S): number =>
    a.exactIndex === b.exactIndex ? 0 : a.exactIndex === null ? 1 : b.exactIndex === null ? -1 : a.exactIndex - b.exactIndex;
  const byDraw = (a: S, b: S): number => (drawn.get(a.id) ?? Infinity) - (drawn.get(b.id) ?? Infinity) || 0;
  const sorted = [...sides].sort((a, b) => a.handicap - b.handicap || byIndex(a, b) || byDraw(a, b) || compareIds(a.id, b.id));
  return sorted.map((side, i) => {
    const level = sorted.filter((other) => other !== side && other.handicap === side.handicap);
    const drawPosition = drawn.get(side.id) ?? null;
    if (level.length === 0) return { side, seed: i + 1, drawPosition };
    const sameIndex = level.filter((other) => byIndex(other, side) === 0);
    const seedTieBreak: SeedTieBreak = sameIndex.length === 0 ? 'index' : sameIndex.every((o) => drawn.has(o.id)) && drawPosition !== null ? 'draw' : 'to be drawn';
    return { side, seed: i + 1, drawPosition, seedTieBreak };
  });
}

export function scoreMatchPlayGame(input: MatchPlayGameInput): FieldGameScore {
  const { code, potCents, holes, curves, placeTies } = input;
  const final = input.final ?? false;
  const format: MatchPlayFormat = matchPlayFormatOf(input.format);
  const bracket = format.endsWith('BRACKET');
  const sides = sidesOf(input.players, input.teams, format.startsWith('PAIRS')).map(fieldSide);
  const tallies = new Map(sides.map((s) => [s.id, emptyTally()]));

  let matches: MatchPlayMatch[];
  let rounds: MatchPlayRound[] = [];
  let placed: PlacedSide<FieldSide>[];
  const seedOf = new Map<string, SeededSide<FieldSide>>();
  let lostIn = new Map<string, number>();

  if (bracket) {
    const seeding = seedSides(sides, input.draw);
    for (const s of seeding) seedOf.set(s.side.id, s);
    const played = playBracket(
      seeding.map((s) => s.side),
      holes,
      final,
    );
    ({ matches, rounds, lostIn } = played);
    for (const match of matches) tallyMatch(match, tallies, false);
    const placeOf = (id: string): number => {
      const round = lostIn.get(id);
      return round === undefined ? 1 : 2 ** (played.roundCount - round) + 1;
    };
    placed = sides.map((item) => ({ item, position: placeOf(item.id) })).sort((a, b) => a.position - b.position || compareIds(a.item.id, b.item.id));
  } else {
    matches = roundRobinMatches(sides, holes, final);
    for (const match of matches) tallyMatch(match, tallies, true);
    const tallyOf = (s: FieldSide): Tally => tallies.get(s.id) ?? emptyTally();
    const ranked = rankBy(sides, (a, b) => tallyOf(b).points - tallyOf(a).points || tallyOf(b).margin - tallyOf(a).margin);
    placed = settleSideTies(ranked, {
      placeTies,
      metric: 'net',
      sums: (side) => countbackSumsOf(betterBallNets(side, holes.length).map((net, h) => countbackNet(net, holes[h]?.par ?? 0))),
    });
  }

  const money = payPlacedSides(
    potCents,
    placed.map((p) => ({ id: p.item.id, position: p.position })),
    sides,
    curves,
  );

  const standings: MatchPlayStanding[] = placed.map(({ item, tieBreak }) => {
    const tally = tallies.get(item.id) ?? emptyTally();
    const seeding = seedOf.get(item.id);
    return {
      sideId: item.id,
      seed: seeding?.seed ?? null,
      handicap: item.handicap,
      exactIndex: item.exactIndex,
      drawPosition: seeding?.drawPosition ?? null,
      ...(seeding?.seedTieBreak === undefined ? {} : { seedTieBreak: seeding.seedTieBreak }),
      points: bracket ? null : tally.points,
      wins: tally.wins,
      halves: tally.halves,
      losses: tally.losses,
      margin: tally.margin,
      lostInRound: lostIn.get(item.id) ?? null,
      ...(tieBreak === undefined ? {} : { tieBreak }),
      money: money.moneyBySide.get(item.id) ?? UNPAID_SIDE,
    };
  });

  const results: GameResult[] = standings.flatMap((standing) => {
    const side = sides.find((s) => s.id === standing.sideId);
    if (!side) return [];
    const mine = matches.filter((m) => m.sides.some((s) => s.sideId === side.id));
    let record: string;
    if (bracket) {
      const last = mine[mine.length - 1];
      record = last ? bracketMatchText(last, last.sides[0].sideId === side.id ? 0 : 1) : 'No opponent';
    } else {
      record = `${standing.wins} won, ${standing.halves} halved, ${standing.losses} lost: ${pointsText(standing.points ?? 0)}`;
    }
    const summary = `${record} · ${sideMoneyText(standing.money, side.playerIds.length)}`;
    return side.playerIds.map((playerId) => ({
      playerId,
      position: standing.money.position,
      points: standing.points,
      skinsWon: 0,
      payoutCents: standing.money.shareCents,
      summary,
      explanation: {
        kind: 'matchplay' as const,
        format,
        sideId: side.id,
        partnerIds: side.playerIds.filter((id) => id !== playerId),
        standing,
        matches: mine,
      },
    }));
  });

  return {
    code,
    potCents,
    paidCents: money.paidCents,
    remainderCents: potCents - money.paidCents,
    results: sortResults(results),
    explanation: {
      kind: 'matchplay',
      format,
      holeCount: holes.length,
      sides: sides.map((s) => ({ id: s.id, playerIds: s.playerIds })),
      matches,
      rounds,
      standings,
      band: money.band,
      curve: money.curve,
      groups: money.groups,
      unclaimedPct: money.unclaimedPct,
      placeTies,
    },
  };
}

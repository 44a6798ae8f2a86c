import { courseHandicap, strokesPerHole } from './handicap';
import { DEFAULT_STABLEFORD_TABLE, pointsForHole, type StablefordTableId } from './stableford';
import type { HoleInput, MatchInput, PlayerInput, ScoredPlayer } from './types';

export interface PlayerScoringContext {
  holes: readonly HoleInput[];
  strokeIndexes: readonly number[];
  rating: number;
  slope: number;
  par: number;
  allowancePct: number;
  stablefordTable: StablefordTableId;
}

/**
 * The course and the league's rules every card of a match is scored with (allowance, Stableford table):
 * the whole-field engine (scoreMatch) and the group's hole-by-hole screen both take it from here.
 */
export function playerScoringContext(input: Pick<MatchInput, 'holes' | 'rating' | 'slope' | 'settings'>): PlayerScoringContext {
  const settings = input.settings ?? {};
  return {
    holes: input.holes,
    strokeIndexes: input.holes.map((h) => h.strokeIndex),
    rating: input.rating,
    slope: input.slope,
    par: input.holes.reduce((sum, h) => sum + h.par, 0),
    allowancePct: settings.allowancePct ?? 100,
    stablefordTable: settings.stablefordTable ?? DEFAULT_STABLEFORD_TABLE,
  };
}

/** Handicap strokes, net scores and Stableford points for one player's card. */
export function scorePlayer(player: PlayerInput, ctx: PlayerScoringContext): Omit<ScoredPlayer, 'corrections'> {
  const handicap = courseHandicap(player.index, ctx.slope, ctx.rating, ctx.par, ctx.allowancePct);
  const strokes = strokesPerHole(handicap.value, ctx.strokeIndexes);
  const gross = [...player.gross];
  const net = gross.map((score, i) => (score === null ? null : score - (strokes[i] ?? 0)));
  const points = net.map((score, i) => pointsForHole(score, ctx.holes[i]?.par ?? 0, ctx.stablefordTable));

  let grossTotal = 0;
  let netTotal = 0;
  let holesPlayed = 0;
  gross.forEach((score, i) => {
    if (score === null) return;
    grossTotal += score;
    netTotal += net[i] ?? 0;
    holesPlayed += 1;
  });

  return {
    id: player.id,
    index: player.index,
    courseHandicap: handicap.value,
    noIndex: handicap.noIndex,
    gross,
    strokes,
    net,
    points,
    grossTotal,
    netTotal,
    stablefordPoints: points.reduce((sum, p) => sum + p, 0),
    holesPlayed,
    complete: holesPlayed === ctx.holes.length,
  };
}

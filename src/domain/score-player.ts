import { courseHandicap, strokesPerHole } from './handicap';
import { pointsForHole, type StablefordTableId } from './stableford';
import type { HoleInput, PlayerInput, ScoredPlayer } from './types';

export interface PlayerScoringContext {
  holes: readonly HoleInput[];
  strokeIndexes: readonly number[];
  rating: number;
  slope: number;
  par: number;
  allowancePct: number;
  stablefordTable: StablefordTableId;
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
    noIndex: handicap.noIndex || player.noIndex === true,
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

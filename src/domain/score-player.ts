import { courseHandicap, strokesPerHole } from './handicap';
import { DEFAULT_STABLEFORD_TABLE, pointsForHole, type StablefordTableId } from './stableford';
import type { GameCode, HoleInput, MatchInput, PlayerInput, ScoredPlayer, ScoringSettings } from './types';

export interface PlayerScoringContext {
  holes: readonly HoleInput[];
  strokeIndexes: readonly number[];
  rating: number;
  slope: number;
  par: number;
  allowancePct: number;
  stablefordTable: StablefordTableId;
}

/** The allowance a game's handicaps are played at: the game's own (allowanceByGame), else the league's. */
export function gameAllowancePct(settings: ScoringSettings | undefined, code: GameCode): number {
  return settings?.allowanceByGame?.[code] ?? settings?.allowancePct ?? 100;
}

/**
 * The course and the league's rules a player's card is scored with (strokes received, net, points, at
 * the Stableford game's allowance, as the leaderboard shows it): the whole-field engine (scoreMatch,
 * which re-scores per game at each game's allowance) and the group's hole-by-hole screen both take it from here.
 */
export function playerScoringContext(input: Pick<MatchInput, 'holes' | 'rating' | 'slope' | 'settings'>): PlayerScoringContext {
  return {
    holes: input.holes,
    strokeIndexes: input.holes.map((h) => h.strokeIndex),
    rating: input.rating,
    slope: input.slope,
    par: input.holes.reduce((sum, h) => sum + h.par, 0),
    allowancePct: gameAllowancePct(input.settings, 'STB_V2'),
    stablefordTable: input.settings?.stablefordTable ?? DEFAULT_STABLEFORD_TABLE,
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

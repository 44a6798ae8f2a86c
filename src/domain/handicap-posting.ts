/**
 * A league round posted to the handicap record (issue 18, DESIGN rules 21 and 21a): the score for
 * handicap purposes is the adjusted gross score of WHS Rule 3.1 — each hole capped at net double bogey,
 * i.e. par + 2 + the strokes the player receives on that hole from their course handicap at 100 % (a
 * plus handicap gives strokes back, lowering the cap on those holes). A player with no handicap index
 * caps each hole at par + 5 (Rule 3.1b), and so does a player whose Course Handicap is over 54 on a hole
 * where they receive 4 or more strokes (Rule 3.1b, Rules of Handicapping 2024). Only complete 18-hole
 * cards are posted.
 */
import { correctedCard } from './adjustments';
import { courseHandicap, strokesPerHole } from './handicap';
import { HOLE_COUNT } from './scorecard';
import type { HoleInput, MatchInput } from './types';

/** Rule 3.1b: the cap over par on every hole for a player without a handicap index. */
export const NO_INDEX_OVER_PAR = 5;

/** Rule 3.1b: above this Course Handicap, a hole with 4 or more strokes received is capped at par + 5. */
export const PAR_PLUS_FIVE_ABOVE_COURSE_HANDICAP = 54;

/**
 * The most each hole counts for handicap purposes; courseHandicap null = the player has no index.
 *
 * Net double bogey (Rule 3.1b) = par + 2 + strokes received on the hole, except that with a Course
 * Handicap over 54 a hole on which the player receives 4 or more strokes is capped at par + 5.
 * Worked example: Course Handicap 55 (index 54.0 on a 73.0 / 113 par-72 tee) gives 3 strokes on every
 * hole and a 4th on stroke index 1 (55 = 3 × 18 + 1). On a par 4 of stroke index 1, net double bogey
 * would be 4 + 2 + 4 = 10; the cap makes it 4 + 5 = 9, so a 12 there counts as 9 (not 10). On the
 * other holes, 4 + 2 + 3 = 9 already.
 */
export function holeScoreLimits(holes: readonly HoleInput[], courseHandicapValue: number | null): number[] {
  if (courseHandicapValue === null) return holes.map((hole) => hole.par + NO_INDEX_OVER_PAR);
  const strokes = strokesPerHole(courseHandicapValue, holes.map((hole) => hole.strokeIndex));
  return holes.map((hole, i) => {
    const received = strokes[i] ?? 0;
    if (courseHandicapValue > PAR_PLUS_FIVE_ABOVE_COURSE_HANDICAP && received >= 4) return hole.par + 5;
    return hole.par + 2 + received;
  });
}

/**
 * Adjusted gross score of a complete card: the sum of each hole's score capped at its limit
 * (holeScoreLimits). Null when a hole has no score or the card is not 18 holes.
 */
export function adjustedGrossScore(
  gross: readonly (number | null)[],
  holes: readonly HoleInput[],
  courseHandicapValue: number | null,
): number | null {
  if (gross.length !== HOLE_COUNT || holes.length !== HOLE_COUNT) return null;
  const limits = holeScoreLimits(holes, courseHandicapValue);
  let total = 0;
  for (const [i, score] of gross.entries()) {
    if (score === null) return null;
    total += Math.min(score, limits[i] ?? score);
  }
  return total;
}

/** Course handicap for posting: always the full 100 % (the league's allowance is for games, not the record). */
export function postingCourseHandicap(index: number | null, holes: readonly HoleInput[], rating: number, slope: number): number | null {
  if (index === null) return null;
  const par = holes.reduce((sum, hole) => sum + hole.par, 0);
  return courseHandicap(index, slope, rating, par, 100).value;
}

export interface LeagueRoundPosting {
  playerId: string;
  adjustedGross: number;
}

/**
 * The rounds a finalized match posts: one per player whose card (with the admin's hole corrections)
 * has all 18 holes. A player flagged `noIndex` (playing off the league's stand-in) posts as having no index.
 */
export function leagueRoundPostings(input: MatchInput): LeagueRoundPosting[] {
  return input.players.flatMap((player) => {
    const { gross } = correctedCard(player, input.adjustments ?? []);
    const index = player.noIndex === true ? null : player.index;
    const adjusted = adjustedGrossScore(gross, input.holes, postingCourseHandicap(index, input.holes, input.rating, input.slope));
    return adjusted === null ? [] : [{ playerId: player.id, adjustedGross: adjusted }];
  });
}

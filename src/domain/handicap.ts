import { playOrder, whsIndex, type PostedRound, type WhsIndex } from './handicap-whs';
import { roundHalfAwayFromZero, roundHalfUp } from './rounding';

export { playOrder, whsCounting, whsDifferentialTenths, whsIndex, WHS_MAXIMUM_INDEX } from './handicap-whs';
export type { CapApplied, PostedRound, WhsIndex, WhsScore } from './handicap-whs';

/** Score differential of one round: (gross − rating) × 113 / slope, to 2 decimals. */
export function differential(gross: number, rating: number, slope: number): number {
  if (!(slope > 0)) throw new Error(`Slope must be positive, got ${slope}`);
  return roundHalfAwayFromZero(((gross - rating) * 113) / slope, 2);
}

export interface SuggestedIndex {
  /** Handicap index to 1 decimal; null when there are no rounds. */
  value: number | null;
  /** 'best 4 of 12', 'all 3', 'No rounds available', … */
  label: string;
  /** Positions in the input array of the differentials that counted, ascending. */
  used: number[];
}

/** How many of the lowest differentials count for a player with `rounds` rounds. */
export function countingRounds(rounds: number): number {
  if (rounds >= 12) return 4;
  if (rounds >= 8) return 3;
  if (rounds >= 6) return 2;
  return rounds;
}

/**
 * Average of the best differentials (see countingRounds), rounded to 1 decimal, halves away from
 * zero. Differentials are 2-decimal values as stored; the average is computed in whole hundredths
 * so no floating-point error can move a result across a rounding boundary. Equal differentials are
 * taken in input order.
 */
export function suggestedIndex(differentials: readonly number[]): SuggestedIndex {
  const rounds = differentials.length;
  if (rounds === 0) return { value: null, label: 'No rounds available', used: [] };
  for (const d of differentials) {
    if (!Number.isFinite(d)) throw new Error(`Differential must be a number, got ${d}`);
  }
  const counting = countingRounds(rounds);
  const best = differentials
    .map((value, position) => ({ value, position }))
    .sort((a, b) => a.value - b.value || a.position - b.position)
    .slice(0, counting);
  const sumHundredths = best.reduce((sum, d) => sum + Math.round(d.value * 100), 0);
  const divisor = 10 * counting; // hundredths summed over `counting` rounds -> tenths of the average
  const tenthsMagnitude = Math.floor((2 * Math.abs(sumHundredths) + divisor) / (2 * divisor));
  const tenths = sumHundredths < 0 ? -tenthsMagnitude : tenthsMagnitude;
  return {
    value: tenths === 0 ? 0 : tenths / 10,
    label: counting === rounds ? `all ${rounds}` : `best ${counting} of ${rounds}`,
    used: best.map((d) => d.position).sort((a, b) => a - b),
  };
}

export interface CourseHandicap {
  /** Strokes received (negative for a plus handicap, which gives strokes back). */
  value: number;
  /** True when the player has no published index: they play off 0 and the UI flags them. */
  noIndex: boolean;
}

/**
 * Course handicap = index × slope / 113 + (rating − par), allowance applied, rounded once, halves
 * up. Plus indexes are negative numbers (+2.3 is passed as -2.3). No index: plays off 0, flagged.
 */
export function courseHandicap(
  index: number | null,
  slope: number,
  rating: number,
  par: number,
  allowancePct = 100,
): CourseHandicap {
  if (index === null) return { value: 0, noIndex: true };
  const full = (index * slope) / 113 + (rating - par);
  return { value: roundHalfUp((full * allowancePct) / 100), noIndex: false };
}

/**
 * Strokes received on each hole, in hole order. A handicap H ≥ 0 gives floor(H/18) on every hole
 * plus one where stroke index ≤ H mod 18. A plus handicap gives strokes back from stroke index 18
 * down (so those holes get −1). Works for 9-hole arrays: the tee's 1–18 stroke indexes are used.
 */
export function strokesPerHole(handicap: number, strokeIndexes: readonly number[]): number[] {
  if (!Number.isInteger(handicap)) throw new Error(`Course handicap must be a whole number, got ${handicap}`);
  const magnitude = Math.abs(handicap);
  const everyHole = Math.floor(magnitude / 18);
  const extra = magnitude % 18;
  if (handicap >= 0) {
    return strokeIndexes.map((si) => everyHole + (si <= extra ? 1 : 0));
  }
  return strokeIndexes.map((si) => 0 - everyHole - (si > 18 - extra ? 1 : 0)); // 0 − … avoids −0
}

export type HandicapMethod = 'TABLE' | 'WHS';

export const HANDICAP_METHODS: readonly HandicapMethod[] = ['TABLE', 'WHS'];

export interface IndexByMethod {
  method: HandicapMethod;
  value: number | null;
  label: string;
  /** Ids of the rounds whose differential makes the index. */
  usedIds: string[];
  /** The WHS record (ESR, caps, which of the last 20 count); null for the table method. */
  whs: WhsIndex | null;
}

/**
 * The league's index method over a player's rounds, in any order: the spec's table over every round
 * (suggestedIndex on the stored differentials in play order) or the World Handicap System (whsIndex).
 */
export function indexByMethod(method: HandicapMethod, rounds: readonly PostedRound[]): IndexByMethod {
  const ordered = playOrder(rounds);
  if (method === 'WHS') {
    const whs = whsIndex(ordered);
    return { method, value: whs.value, label: whs.label, usedIds: whs.scores.filter((s) => s.counts).map((s) => s.id), whs };
  }
  const table = suggestedIndex(ordered.map((r) => r.differential));
  return { method, value: table.value, label: table.label, usedIds: table.used.flatMap((p) => ordered[p]?.id ?? []), whs: null };
}

/**
 * The World Handicap System index (DESIGN rules 21 and 21a): best 8 of the most recent 20 score
 * differentials, the table for 3–19 scores, exceptional score reduction, the soft and hard caps
 * against the Low Handicap Index and the 54.0 maximum. Every value is an integer number of tenths
 * (or an exact fraction of integers), never a floating-point decimal; halves round toward +∞
 * (Rule 5.1c: −1.55 → −1.5). The database's private.whs_index_of mirrors this function line by line;
 * tests/integration/handicap-method-parity.test.ts proves they agree.
 */

/** A posted round as the index reads it. */
export interface PostedRound {
  id: string;
  /** Play date, YYYY-MM-DD. */
  date: string;
  /** When it was posted (ISO timestamp, one offset as the database sends it): orders rounds of one date. */
  postedAt: string;
  gross: number;
  /** Course rating, one decimal. */
  rating: number;
  slope: number;
  /** The stored 2-decimal differential (the table method's input). */
  differential: number;
}

export type CapApplied = 'none' | 'soft' | 'hard';

export interface WhsScore {
  id: string;
  /** Rule 5.1 differential to the tenth (not yet reduced by ESR). */
  differential: number;
  /** ESR this score triggered when posted: 0, −1 or −2. */
  esrTriggered: number;
  /** Total ESR applied to this score as the record stands now (0, −1, −2, …). */
  esrApplied: number;
  /** One of the most recent 20 scores. */
  recent: boolean;
  /** One of the lowest differentials (after ESR) that make the current index. */
  counts: boolean;
  /** The index issued after this score was posted (null below 3 scores). */
  indexAfter: number | null;
}

export interface WhsIndex {
  /** Handicap index to one decimal; null with fewer than 3 scores. */
  value: number | null;
  /** 'best 8 of 20', 'best 1 of 3 − 2.0', 'Needs 3 rounds (2 so far)', 'No rounds available' */
  label: string;
  /** Lowest differentials averaged (0 below 3 scores). */
  counting: number;
  /** The table's adjustment for 3, 4 or 6 scores (−2.0, −1.0), else 0. */
  adjustment: number;
  /** The Low Handicap Index the caps were judged against; null when no cap could apply. */
  lowIndex: number | null;
  /** The index before the caps and the 54.0 maximum. */
  uncapped: number | null;
  cap: CapApplied;
  /** Scores in play order (date, posting time, id). */
  scores: WhsScore[];
}

export const WHS_MAXIMUM_INDEX = 54.0;
const MAX_TENTHS = 540;
const RECENT = 20;

/** Rule 5.2a: [lowest differentials averaged, adjustment in tenths] for 3–20 scores. */
export function whsCounting(scores: number): [counting: number, adjustmentTenths: number] | null {
  if (scores < 3) return null;
  if (scores === 3) return [1, -20];
  if (scores === 4) return [1, -10];
  if (scores === 5) return [1, 0];
  if (scores === 6) return [2, -10];
  if (scores <= 8) return [2, 0];
  if (scores <= 11) return [3, 0];
  if (scores <= 14) return [4, 0];
  if (scores <= 16) return [5, 0];
  if (scores <= 18) return [6, 0];
  if (scores === 19) return [7, 0];
  return [8, 0];
}

/** ⌊a / b⌋ for integers, b > 0, without floating point. */
function floorDiv(a: number, b: number): number {
  const remainder = ((a % b) + b) % b;
  return (a - remainder) / b;
}

/** a / b rounded to a whole number, halves toward +∞ (b > 0). */
export function roundHalfUpDiv(a: number, b: number): number {
  return floorDiv(2 * a + b, 2 * b);
}

function ratingTenths(rating: number): number {
  const tenths = Math.round(rating * 10);
  if (Math.abs(tenths - rating * 10) > 1e-6) throw new Error(`Course rating must have one decimal, got ${rating}`);
  return tenths;
}

/**
 * The exact differential as a fraction: 113 × (gross − rating) / slope = numerator / slope tenths,
 * numerator = 113 × (10 × gross − rating in tenths).
 */
function exactNumerator(round: PostedRound): number {
  if (!Number.isInteger(round.gross)) throw new Error(`Gross must be a whole number, got ${round.gross}`);
  if (!Number.isInteger(round.slope) || round.slope <= 0) throw new Error(`Slope must be a positive whole number, got ${round.slope}`);
  return 113 * (10 * round.gross - ratingTenths(round.rating));
}

/** Rule 5.1: the score differential to the nearest tenth, in tenths (halves toward +∞). */
export function whsDifferentialTenths(gross: number, rating: number, slope: number): number {
  const numerator = exactNumerator({ id: '', date: '', postedAt: '', gross, rating, slope, differential: 0 });
  return roundHalfUpDiv(numerator, slope);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Rounds in play order: date, then posting time, then id (as the database orders them). */
export function playOrder<R extends Pick<PostedRound, 'id' | 'date' | 'postedAt'>>(rounds: readonly R[]): R[] {
  return [...rounds].sort((a, b) => compareText(a.date, b.date) || compareText(a.postedAt, b.postedAt) || compareText(a.id, b.id));
}

function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Date must be YYYY-MM-DD, got ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000;
}

/** The lowest `counting` positions of a window by adjusted differential; equal values in play order. */
function lowest(window: readonly { position: number; tenths: number }[], counting: number) {
  return [...window].sort((a, b) => a.tenths - b.tenths || a.position - b.position).slice(0, counting);
}

/**
 * Rule 5.7 and Interpretation 5.7/1 (Rules of Handicapping 2024): the Low Handicap Index is the lowest
 * index issued in the 365 days before the day on which the most recent score *preceding* the new one was
 * played, and on that day itself (Interpretation 5.7/2: the index issued after that score counts). The
 * window is anchored on the previous score, not on the new one, so a Low HI set within 365 days of the
 * previous score still counts after a long break. Only indexes issued with 20 or more scores count, and
 * the caps apply only once 20 scores exist (Rule 5.7); the 54.0 maximum applies after the caps (Rule 5.3).
 *
 * Worked example (docs/handicaps.md): 20 rounds of 10.0 a week from 2 Jan 2023 (index 10.0 issued with 20
 * scores from 15 May 2023), then rounds of 15.6 a week from 22 May 2023: 10.0 is issued up to 7 Aug 2023,
 * then the index rises under the soft cap to 14.0 on 25 Sep 2023. The next round is played on
 * 1 Oct 2024, after a break of more than a year: best 8 of 20 = 15.6. Its window is anchored on
 * 25 Sep 2023 (25 Sep 2022 – 25 Sep 2023), so the Low HI is 10.0 and the soft cap gives
 * 10.0 + 3.0 + ½ × (15.6 − 13.0) = 14.3. Looked up before the new score's date instead
 * (2 Oct 2023 – 30 Sep 2024) nothing was issued: no Low HI, no cap, 15.6 (the error this replaces).
 */
const LOW_INDEX_DAYS = 365;

interface Issued {
  day: number;
  tenths: number | null;
  scores: number;
}

interface Step {
  tenths: number | null;
  uncapped: number | null;
  lowIndex: number | null;
  cap: CapApplied;
  counting: number;
  adjustment: number;
  counted: number[];
}

/** Caps (Rule 5.8) against the Low Handicap Index, then the 54.0 maximum. */
function capped(uncapped: number, lowIndex: number | null): { tenths: number; cap: CapApplied } {
  let tenths = uncapped;
  let cap: CapApplied = 'none';
  if (lowIndex !== null && tenths - lowIndex > 30) {
    tenths = lowIndex + 30 + roundHalfUpDiv(tenths - lowIndex - 30, 2);
    cap = 'soft';
    if (tenths - lowIndex > 50) {
      tenths = lowIndex + 50;
      cap = 'hard';
    }
  }
  return { tenths: Math.min(tenths, MAX_TENTHS), cap };
}

/**
 * The whole record recomputed in play order, so an edited, deleted or late round changes exactly what
 * it would have changed had it been there all along. After each score an index is issued: ESR is
 * judged against the index issued before the score (on the exact, unrounded differential) and
 * reduces the most recent 20 scores; the caps apply once 20 scores exist, against the Low Handicap
 * Index of the 365 days up to the previous score (see LOW_INDEX_DAYS). `esr: false` computes the record
 * without exceptional score reduction (to show what ESR changed).
 */
export function whsIndex(rounds: readonly PostedRound[], options: { esr?: boolean } = {}): WhsIndex {
  const ordered = playOrder(rounds);
  const differentials = ordered.map((r) => roundHalfUpDiv(exactNumerator(r), r.slope));
  const days = ordered.map((r) => dayNumber(r.date));
  const esr = ordered.map(() => 0);
  const triggered = ordered.map(() => 0);
  const issued: Issued[] = [];
  let previous: number | null = null;
  let last: Step = { tenths: null, uncapped: null, lowIndex: null, cap: 'none', counting: 0, adjustment: 0, counted: [] };

  ordered.forEach((round, k) => {
    const first = Math.max(0, k - RECENT + 1);
    if (previous !== null && options.esr !== false) {
      // The exact differential is numerator / slope tenths: the gap to the index is judged unrounded.
      const gapTimesSlope = previous * round.slope - exactNumerator(round);
      const reduction = gapTimesSlope >= 100 * round.slope ? 2 : gapTimesSlope >= 70 * round.slope ? 1 : 0;
      if (reduction > 0) {
        triggered[k] = -reduction;
        for (let j = first; j <= k; j += 1) esr[j] = (esr[j] ?? 0) - 10 * reduction;
      }
    }
    const scores = k + 1;
    const table = whsCounting(Math.min(scores, RECENT));
    if (table === null) {
      last = { tenths: null, uncapped: null, lowIndex: null, cap: 'none', counting: 0, adjustment: 0, counted: [] };
    } else {
      const [counting, adjustment] = table;
      const window = [];
      for (let j = first; j <= k; j += 1) window.push({ position: j, tenths: (differentials[j] ?? 0) + (esr[j] ?? 0) });
      const best = lowest(window, counting);
      const uncapped = roundHalfUpDiv(best.reduce((sum, d) => sum + d.tenths, 0), counting) + adjustment;
      let lowIndex: number | null = null;
      if (scores >= RECENT) {
        // Interpretation 5.7/1: the window ends on the day of the score *preceding* this one (k ≥ 19 here).
        const anchor = days[k - 1] ?? 0;
        for (const e of issued) {
          if (e.scores >= RECENT && e.tenths !== null && e.day >= anchor - LOW_INDEX_DAYS) {
            lowIndex = lowIndex === null ? e.tenths : Math.min(lowIndex, e.tenths);
          }
        }
      }
      const { tenths, cap } = capped(uncapped, lowIndex);
      last = { tenths, uncapped, lowIndex, cap, counting, adjustment, counted: best.map((d) => d.position) };
    }
    issued.push({ day: days[k] ?? 0, tenths: last.tenths, scores });
    previous = last.tenths;
  });

  const n = ordered.length;
  const counted = new Set(last.counted);
  const toValue = (tenths: number | null) => (tenths === null ? null : tenths / 10);
  return {
    value: toValue(last.tenths),
    label: whsLabel(n, last),
    counting: last.counting,
    adjustment: last.adjustment / 10,
    lowIndex: toValue(last.lowIndex),
    uncapped: toValue(last.uncapped),
    cap: last.cap,
    scores: ordered.map((round, position) => ({
      id: round.id,
      differential: (differentials[position] ?? 0) / 10,
      esrTriggered: triggered[position] ?? 0,
      esrApplied: (esr[position] ?? 0) / 10,
      recent: position >= n - RECENT,
      counts: counted.has(position),
      indexAfter: toValue(issued[position]?.tenths ?? null),
    })),
  };
}

function whsLabel(scores: number, step: Step): string {
  if (scores === 0) return 'No rounds available';
  if (step.tenths === null) return `Needs 3 rounds (${scores} so far)`;
  const adjustment = step.adjustment === 0 ? '' : ` − ${(-step.adjustment / 10).toFixed(1)}`;
  const cap = step.cap === 'none' ? '' : `, ${step.cap} cap`;
  return `best ${step.counting} of ${Math.min(scores, RECENT)}${adjustment}${cap}`;
}

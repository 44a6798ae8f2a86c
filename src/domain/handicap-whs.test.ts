import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexByMethod } from './handicap';
import { playOrder, roundHalfUpDiv, whsCounting, whsDifferentialTenths, whsIndex, type PostedRound } from './handicap-whs';

/** `days` after `from` as YYYY-MM-DD. */
function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A round whose differential is exactly `diff` (slope 113, so differential = gross − rating). */
function round(id: string, date: string, diff: number, postedAt = `${date}T12:00:00+00:00`): PostedRound {
  const gross = 72 + Math.ceil(diff);
  const rating = Math.round((gross - diff) * 10) / 10;
  return { id, date, postedAt, gross, rating, slope: 113, differential: diff };
}

/** One round a week from `from`, ids r01, r02, … (or with a prefix). */
function weekly(diffs: readonly number[], from = '2026-01-01', prefix = 'r'): PostedRound[] {
  return diffs.map((diff, i) => round(`${prefix}${String(i + 1).padStart(2, '0')}`, addDays(from, 7 * i), diff));
}

describe('WHS arithmetic (Rule 5.1c: halves toward +∞, integer tenths)', () => {
  it.each([
    [1, 2, 1], // 0.5 → 1
    [-1, 2, 0], // −0.5 → 0
    [-3, 2, -1], // −1.5 → −1
    [-31, 2, -15], // −15.5 tenths (−1.55) → −1.5
    [31, 2, 16], // 1.55 → 1.6
    [7, 4, 2], // 1.75 → 2
  ])('roundHalfUpDiv(%i, %i) = %i', (a, b, expected) => {
    expect(roundHalfUpDiv(a, b)).toBe(expected);
  });

  it.each([
    // (85 − 72.3) × 113 / 130 = 11.039… → 11.0
    [85, 72.3, 130, 110],
    // 0.9 × 113 / 226 = 0.45 exactly → 0.5
    [73, 72.1, 226, 5],
    // −2.1 × 113 / 226 = −1.05 exactly → −1.0 (toward +∞)
    [70, 72.1, 226, -10],
    // (80 − 79.6) × 113 / 80 = 0.565 → 0.6
    [80, 79.6, 80, 6],
  ])('differential of gross %i on %d/%i is %i tenths', (gross, rating, slope, tenths) => {
    expect(whsDifferentialTenths(gross, rating, slope)).toBe(tenths);
  });

  it('averages in tenths: lowest 2 of 7 at −1.5 and −1.6 give −1.55 → −1.5', () => {
    const record = weekly([5, -1.5, 6, -1.6, 7, 8, 9]);
    expect(whsIndex(record).value).toBe(-1.5);
  });
});

describe('WHS table for fewer than 20 scores (Rule 5.2a)', () => {
  it.each([
    [3, 1, -20],
    [4, 1, -10],
    [5, 1, 0],
    [6, 2, -10],
    [7, 2, 0],
    [8, 2, 0],
    [9, 3, 0],
    [11, 3, 0],
    [12, 4, 0],
    [14, 4, 0],
    [15, 5, 0],
    [16, 5, 0],
    [17, 6, 0],
    [18, 6, 0],
    [19, 7, 0],
    [20, 8, 0],
  ])('%i scores: lowest %i, adjustment %i tenths', (scores, counting, adjustment) => {
    expect(whsCounting(scores)).toEqual([counting, adjustment]);
  });

  it('needs 3 scores', () => {
    expect(whsIndex([])).toMatchObject({ value: null, label: 'No rounds available' });
    expect(whsIndex(weekly([10, 12]))).toMatchObject({ value: null, label: 'Needs 3 rounds (2 so far)' });
  });

  it.each([
    [[10, 12, 14], 8.0, 'best 1 of 3 − 2.0'],
    [[10, 12, 14, 11], 9.0, 'best 1 of 4 − 1.0'],
    [[10, 12, 14, 11, 13], 10.0, 'best 1 of 5'],
    // (10.0 + 11.5) / 2 = 10.75 → 10.8, − 1.0
    [[10, 12, 14, 11.5, 13, 15], 9.8, 'best 2 of 6 − 1.0'],
    [[10, 12, 14, 11.5, 13, 15, 16], 10.8, 'best 2 of 7'],
  ])('%j → %d (%s)', (diffs, value, label) => {
    expect(whsIndex(weekly(diffs))).toMatchObject({ value, label });
  });

  it('best 8 of the most recent 20: the oldest rounds drop out', () => {
    // 5 old rounds of 0.0, then 20 rounds of 12.0 … 31.0: only the 20 most recent count.
    const diffs = [0, 0, 0, 0, 0, ...Array.from({ length: 20 }, (_, i) => 12 + i)];
    const result = whsIndex(weekly(diffs), { esr: false });
    expect(result.label).toMatch(/^best 8 of 20/);
    // (12 + 13 + … + 19) / 8 = 15.5 (then capped against the 0.0 index issued while the old rounds were recent)
    expect(result.uncapped).toBe(15.5);
    expect(result.scores.filter((s) => s.counts).map((s) => s.differential)).toEqual([12, 13, 14, 15, 16, 17, 18, 19]);
    expect(result.scores.slice(0, 5).every((s) => !s.recent && !s.counts)).toBe(true);
  });

  it('applies the 54.0 maximum', () => {
    expect(whsIndex(weekly([60, 60, 60]))).toMatchObject({ value: 54, uncapped: 58 });
  });
});

describe('exceptional score reduction (Rule 5.9)', () => {
  // Twenty scores whose best 8 average 14.8: twelve of 20.0 first, then 17.2, 16.1, 15.1, 15.0, 14.5, 14.0, 13.5, 13.0.
  const twenty = weekly([...Array.from({ length: 12 }, () => 20), 17.2, 16.1, 15.1, 15.0, 14.5, 14.0, 13.5, 13.0]);
  const after = (diff: number, gross?: { gross: number; rating: number; slope: number }) => {
    const next = { ...round('r21', addDays('2026-01-01', 7 * 20), diff), ...gross };
    return whsIndex([...twenty, next]);
  };

  it('the worked example: index 14.8, a differential of 6.8 (8.0 better) → 13.5 without ESR, 12.5 with −1', () => {
    expect(whsIndex(twenty).value).toBe(14.8);
    const result = after(6.8);
    expect(result.uncapped).toBe(12.5);
    expect(result.value).toBe(12.5);
    expect(whsIndex([...twenty, round('r21', addDays('2026-01-01', 140), 6.8)], { esr: false }).value).toBe(13.5);
    const last = result.scores.at(-1);
    expect(last).toMatchObject({ esrTriggered: -1, esrApplied: -1, counts: true });
    // Applied to the most recent 20 scores, the exceptional one included; the oldest is out of the window.
    expect(result.scores.map((s) => s.esrApplied)).toEqual([0, ...Array.from({ length: 20 }, () => -1)]);
    expect(result.scores.slice(0, 20).every((s) => s.esrTriggered === 0)).toBe(true);
  });

  it('10.0 or more better: −2', () => {
    // 14.8 − 4.8 = 10.0 → −2: best 8 = 4.8 + 101.2 → 106.0 / 8 = 13.25 → 13.3, − 2.0
    const result = after(4.8);
    expect(result.scores.at(-1)?.esrTriggered).toBe(-2);
    expect(result.value).toBe(11.3);
  });

  it('6.9 better: no reduction', () => {
    // best 8 = 7.9 + 101.2 = 109.1 / 8 = 13.6375 → 13.6
    expect(after(7.9)).toMatchObject({ value: 13.6 });
    expect(after(7.9).scores.every((s) => s.esrApplied === 0)).toBe(true);
  });

  it('is judged on the unrounded differential: 7.807… rounds to 7.8 (7.0 better) but is only 6.99 better', () => {
    // (80 − 76.2) × 113 / 55 = 7.8072…
    const unrounded = after(7.8, { gross: 80, rating: 76.2, slope: 55 });
    expect(unrounded.scores.at(-1)).toMatchObject({ differential: 7.8, esrTriggered: 0 });
    // (7.8 + 101.2) / 8 = 13.625 → 13.6
    expect(unrounded.value).toBe(13.6);
    // Exactly 7.8 (7.0 better): −1
    expect(after(7.8)).toMatchObject({ value: 12.6 });
  });
});

describe('soft and hard caps (Rule 5.8)', () => {
  /** 20 rounds of 10.0 (index 10.0 issued with 20 scores), then 20 rounds of `later` from `laterFrom`. */
  const record = (later: number, laterFrom = '2026-06-01') => [
    ...weekly(Array.from({ length: 20 }, () => 10), '2025-12-01', 'a'),
    ...Array.from({ length: 20 }, (_, i) => round(`b${String(i + 1).padStart(2, '0')}`, laterFrom, later, `${laterFrom}T12:00:${String(i).padStart(2, '0')}+00:00`)),
  ];

  it('soft cap: Low Handicap Index 10.0, calculated 14.5 → 10.0 + 3.0 + half of 1.5 (0.75 → 0.8) = 13.8', () => {
    expect(whsIndex(record(14.5))).toMatchObject({ value: 13.8, uncapped: 14.5, lowIndex: 10, cap: 'soft', label: 'best 8 of 20, soft cap' });
  });

  it('calculated 17.0: the soft cap gives 15.0, within the hard cap', () => {
    expect(whsIndex(record(17))).toMatchObject({ value: 15, cap: 'soft' });
  });

  it('hard cap: calculated 18.0 → soft cap 15.5 → hard cap 10.0 + 5.0 = 15.0', () => {
    expect(whsIndex(record(18))).toMatchObject({ value: 15, uncapped: 18, cap: 'hard', label: 'best 8 of 20, hard cap' });
  });

  it('no cap within 3.0 of the Low Handicap Index', () => {
    expect(whsIndex(record(13))).toMatchObject({ value: 13, cap: 'none' });
  });

  it('a long break keeps the Low Handicap Index of the year before the previous score (Interpretation 5.7/1)', () => {
    // The 10.0 was last issued on 13 Apr 2026, more than a year before 1 Jun 2027 — but within 365 days
    // of the score preceding the first one of 1 Jun 2027, so it still caps: 18.0 → hard cap 15.0.
    // (Looked up before 1 Jun 2027 instead, there would be no Low HI and the index would be 18.0.)
    expect(whsIndex(record(18, '2027-06-01'))).toMatchObject({ value: 15, uncapped: 18, lowIndex: 10, cap: 'hard' });
  });

  it('no caps before 20 scores, and only indexes issued with 20 or more scores count', () => {
    // 19 scores: 10.0 × 3 then 30.0 × 16 → best 7 of 19 = (3 × 10 + 4 × 30) / 7 = 21.43 → 21.4, uncapped.
    const nineteen = weekly([10, 10, 10, ...Array.from({ length: 16 }, () => 30)]);
    expect(whsIndex(nineteen)).toMatchObject({ value: 21.4, cap: 'none', lowIndex: null });
    // The 20th score: no index with 20 scores was issued before it, so still no cap.
    expect(whsIndex([...nineteen, round('r20', '2026-06-01', 30)])).toMatchObject({ cap: 'none', lowIndex: null });
  });
});

describe('the Low Handicap Index is anchored on the previous score (Rule 5.7, Interpretation 5.7/1)', () => {
  // The worked example of docs/handicaps.md: 20 rounds of 10.0 a week from 2 Jan 2023 (the index is 10.0
  // from the 20th score, 15 May 2023), then rounds of 15.6 a week from 22 May 2023. The index stays 10.0
  // while eight 10.0s remain among the last 20 (to 7 Aug 2023), then rises: 10.7, 11.4, 12.1, 12.8, and
  // under the soft cap 13.3, 13.6 and 14.0 (25 Sep 2023).
  const before = [
    ...weekly(Array.from({ length: 20 }, () => 10), '2023-01-02', 'a'),
    ...weekly(Array.from({ length: 19 }, () => 15.6), '2023-05-22', 'b'),
  ];

  it('the record before the break: 14.0, soft-capped against 10.0', () => {
    const result = whsIndex(before);
    expect(result.scores.at(-1)).toMatchObject({ id: 'b19', indexAfter: 14 });
    expect(result.scores.map((s) => s.indexAfter).slice(30)).toEqual([10, 10, 10.7, 11.4, 12.1, 12.8, 13.3, 13.6, 14]);
    expect(result).toMatchObject({ uncapped: 14.9, lowIndex: 10, cap: 'soft' });
  });

  it('after more than a year without a score: best 8 of 20 = 15.6, soft cap 10.0 + 3.0 + ½ × 2.6 = 14.3 (not 15.6)', () => {
    // The previous score was played on 25 Sep 2023: its window 25 Sep 2022 – 25 Sep 2023 holds the 10.0s.
    // The 365 days before the new score (2 Oct 2023 – 30 Sep 2024) hold no index at all.
    const result = whsIndex([...before, round('b20', '2024-10-01', 15.6)]);
    expect(result).toMatchObject({ value: 14.3, uncapped: 15.6, lowIndex: 10, cap: 'soft', label: 'best 8 of 20, soft cap' });
  });

  it('the next score after the break: the window is anchored on the first score after it (Interpretation 5.7/2)', () => {
    // 8 Oct 2024: the previous score (1 Oct 2024) issued 14.3 and nothing else was issued in the year
    // before it, so the Low HI is that 14.3; best 8 of 20 = 15.6 is within 3.0 of it: no cap.
    const result = whsIndex([...before, round('b20', '2024-10-01', 15.6), round('b21', '2024-10-08', 15.6)]);
    expect(result).toMatchObject({ value: 15.6, uncapped: 15.6, lowIndex: 14.3, cap: 'none' });
  });

  it.each([
    // 20 rounds of 10.0 and 12 of 40.0 on 1 Mar 2025 (10.0 issued), a 40.0 on day P (13.8 → soft cap 13.4),
    // then a 40.0 on 1 Jun 2027: best 8 of 20 = 17.5.
    [365, 10, 15, 'hard'], // P = 1 Mar 2026: the 10.0 is within 365 days of P → 10.0 + 3.0 + ½ × 4.5 = 15.3 → hard cap 15.0
    [366, 13.4, 17, 'soft'], // P = 2 Mar 2026: it is not; the Low HI is P's 13.4 → 13.4 + 3.0 + ½ × 1.1 = 17.0
  ])('the window ends on the previous score: %i days after the Low HI → Low HI %d, index %d (%s cap)', (gap, lowIndex, value, cap) => {
    const rounds = [
      ...Array.from({ length: 32 }, (_, i) => round(`r${String(i + 1).padStart(3, '0')}`, '2025-03-01', i < 20 ? 10 : 40)),
      round('r033', addDays('2025-03-01', gap), 40),
      round('r034', '2027-06-01', 40),
    ];
    expect(whsIndex(rounds.slice(0, 33))).toMatchObject({ value: 13.4, uncapped: 13.8, lowIndex: 10, cap: 'soft' });
    expect(whsIndex(rounds)).toMatchObject({ value, uncapped: 17.5, lowIndex, cap });
  });

  it('a Low HI ages out once the previous score is more than 365 days after it', () => {
    // 20 rounds of 10.0 a week from 1 Dec 2025, then 18.0 a week for two years from 20 Apr 2026. 10.0 is
    // issued for the last time on 6 Jul 2026; the index then rises 11.0, 12.0, 13.0 and under the caps to
    // 15.0 (hard cap, 24 Aug 2026), where it stays while a 10.0 lies within 365 days of the previous score.
    const rounds = [
      ...weekly(Array.from({ length: 20 }, () => 10), '2025-12-01', 'a'),
      ...weekly(Array.from({ length: 104 }, () => 18), '2026-04-20', 'c'),
    ];
    const result = whsIndex(rounds);
    const after = result.scores.map((s) => s.indexAfter);
    expect([rounds[31]?.date, after[31], after[32]]).toEqual(['2026-07-06', 10, 11]);
    expect(after.slice(38, 85).every((v) => v === 15)).toBe(true);
    // 12 Jul 2027: the previous score (5 Jul 2027) is within 365 days of 6 Jul 2026, so 10.0 still caps: 15.0.
    expect([rounds[84]?.date, after[84]]).toEqual(['2027-07-12', 15]);
    // 19 Jul 2027: the previous score (12 Jul 2027) is not; the Low HI is 11.0 (13 Jul 2026): hard cap 16.0.
    expect([rounds[85]?.date, after[85]]).toEqual(['2027-07-19', 16]);
    // In the end the Low HI is the 15.0s, and 18.0 is within 3.0 of it.
    expect(result).toMatchObject({ value: 18, lowIndex: 15, cap: 'none' });
  });
});

describe('a changed record is recomputed in play order', () => {
  it('a late round (posted after later rounds) counts as if posted on its date', () => {
    const rounds = weekly([14, 16, 12, 18, 20, 11, 15]);
    const late = round('late', '2026-01-03', 9, '2026-03-01T09:00:00+00:00');
    const ordered = [...rounds.slice(0, 1), late, ...rounds.slice(1)];
    expect(whsIndex([...rounds, late])).toEqual(whsIndex(ordered));
    expect(playOrder([...rounds, late])[1]?.id).toBe('late');
  });

  it('rounds on one date are ordered by posting time, then id', () => {
    const a = round('b', '2026-01-01', 10, '2026-01-01T10:00:00+00:00');
    const b = round('a', '2026-01-01', 12, '2026-01-01T11:00:00+00:00');
    const c = round('c', '2026-01-01', 12, '2026-01-01T11:00:00+00:00');
    expect(playOrder([c, b, a]).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('indexByMethod', () => {
  const rounds = weekly([12.3, 8.5, 15.1, 10.2, 9.8, 14.0, 7.6]);
  it('TABLE: the spec table over every round (best 2 of 7)', () => {
    expect(indexByMethod('TABLE', rounds)).toMatchObject({ method: 'TABLE', value: 8.1, label: 'best 2 of 7', usedIds: ['r02', 'r07'], whs: null });
  });
  it('WHS: best 2 of 7 = (7.6 + 8.5) / 2 = 8.05 → 8.1', () => {
    const result = indexByMethod('WHS', [...rounds].reverse());
    expect(result).toMatchObject({ method: 'WHS', value: 8.1, label: 'best 2 of 7', usedIds: ['r02', 'r07'] });
  });
});

// ---------- properties ----------

const RUNS = 200;

const roundArb = (id: string): fc.Arbitrary<PostedRound> =>
  fc
    .record({
      day: fc.integer({ min: 0, max: 900 }),
      second: fc.integer({ min: 0, max: 59 }),
      gross: fc.integer({ min: 60, max: 130 }),
      ratingTenths: fc.integer({ min: 650, max: 780 }),
      slope: fc.integer({ min: 90, max: 150 }),
    })
    .map(({ day, second, gross, ratingTenths, slope }) => {
      const date = addDays('2025-01-01', day);
      return { id, date, postedAt: `${date}T12:00:${String(second).padStart(2, '0')}+00:00`, gross, rating: ratingTenths / 10, slope, differential: 0 };
    });

const recordArb: fc.Arbitrary<PostedRound[]> = fc
  .integer({ min: 0, max: 45 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => roundArb(`id-${String(i).padStart(2, '0')}`))))
  .map((rounds) => [...rounds]);

/** A record with its rounds in another order. */
const shuffledArb = recordArb.chain((rounds) => fc.tuple(fc.constant(rounds), fc.shuffledSubarray(rounds, { minLength: rounds.length })));

describe('WHS properties', () => {
  it('the index never depends on the order of the log', () => {
    fc.assert(
      fc.property(shuffledArb, ([rounds, shuffled]) => {
        expect(whsIndex(shuffled)).toEqual(whsIndex(rounds));
        expect(indexByMethod('TABLE', shuffled)).toEqual(indexByMethod('TABLE', rounds));
      }),
      { numRuns: RUNS },
    );
  });

  it('caps never raise the index, and it never exceeds 54.0', () => {
    fc.assert(
      fc.property(recordArb, (rounds) => {
        const ordered = playOrder(rounds);
        for (let n = 3; n <= ordered.length; n += 1) {
          const result = whsIndex(ordered.slice(0, n));
          expect(result.value).not.toBeNull();
          expect(result.value ?? 0).toBeLessThanOrEqual(result.uncapped ?? 0);
          expect(result.value ?? 0).toBeLessThanOrEqual(54);
          const tenths = (x: number | null) => Math.round((x ?? 0) * 10);
          if (result.cap !== 'none') expect(tenths(result.value)).toBeLessThanOrEqual(tenths(result.lowIndex) + 50);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the caps judge against the lowest index issued with 20+ scores in the 365 days up to the previous score (Interpretation 5.7/1)', () => {
    // Records with long breaks as well as weekly play: the Low HI restated from the issued indexes.
    const gappy = fc
      .array(fc.record({ gap: fc.oneof(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 300, max: 500 })), gross: fc.integer({ min: 70, max: 115 }) }), { minLength: 20, maxLength: 45 })
      .map((rows) => {
        let day = 0;
        return rows.map(({ gap, gross }, i): PostedRound => {
          day += gap;
          const date = addDays('2024-01-01', day);
          return { id: `g${String(i).padStart(2, '0')}`, date, postedAt: `${date}T12:00:00+00:00`, gross, rating: 72, slope: 113, differential: 0 };
        });
      });
    fc.assert(
      fc.property(gappy, (rounds) => {
        const ordered = playOrder(rounds);
        const issued = whsIndex(ordered).scores.map((s, k) => ({ date: ordered[k]?.date ?? '', index: s.indexAfter, scores: k + 1 }));
        for (let k = 19; k < ordered.length; k += 1) {
          const previous = ordered[k - 1]?.date ?? '';
          const window = issued.slice(0, k).filter((e) => e.scores >= 20 && e.index !== null && e.date >= addDays(previous, -365));
          const expected = window.length === 0 ? null : Math.min(...window.map((e) => e.index ?? 0));
          expect(whsIndex(ordered.slice(0, k + 1)).lowIndex).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('exceptional score reduction never raises the index, and only lowers differentials', () => {
    fc.assert(
      fc.property(recordArb, (rounds) => {
        const withEsr = whsIndex(rounds);
        const without = whsIndex(rounds, { esr: false });
        expect(withEsr.value ?? 0).toBeLessThanOrEqual(without.value ?? 0);
        expect(withEsr.scores.every((s) => s.esrApplied <= 0 && s.esrTriggered <= 0 && s.esrTriggered >= -2)).toBe(true);
        withEsr.scores.forEach((s, i) => expect(s.indexAfter ?? 0).toBeLessThanOrEqual(without.scores[i]?.indexAfter ?? 0));
      }),
      { numRuns: RUNS },
    );
  });

  it('the index is null below 3 scores and counts the table’s number of scores', () => {
    fc.assert(
      fc.property(recordArb, (rounds) => {
        const result = whsIndex(rounds);
        expect(result.value === null).toBe(rounds.length < 3);
        const table = whsCounting(Math.min(rounds.length, 20));
        expect(result.scores.filter((s) => s.counts)).toHaveLength(table ? table[0] : 0);
        expect(result.scores.filter((s) => s.recent)).toHaveLength(Math.min(rounds.length, 20));
      }),
      { numRuns: RUNS },
    );
  });
});

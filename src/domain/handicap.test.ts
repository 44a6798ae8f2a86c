import { describe, expect, it } from 'vitest';
import { courseHandicap, differential, strokesPerHole, suggestedIndex } from './handicap';
import { roundHalfAwayFromZero, roundHalfUp } from './rounding';

describe('rounding', () => {
  it.each([
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    [1.45, 1, 1.5],
    [-1.45, 1, -1.5],
    [9.15, 1, 9.2],
    [-0.04, 1, 0],
  ])('roundHalfAwayFromZero(%d, %i) = %d', (x, decimals, expected) => {
    expect(roundHalfAwayFromZero(x, decimals)).toBe(expected);
  });

  it.each([
    [2.5, 3],
    [-2.5, -2],
    [-2.6, -3],
    [0.49999999999999994, 1],
    [-0.4, 0],
  ])('roundHalfUp(%d) = %d', (x, expected) => {
    expect(roundHalfUp(x)).toBe(expected);
  });
});

describe('differential', () => {
  it.each([
    // (85 − 72.3) × 113 / 130 = 11.0392…
    [85, 72.3, 130, 11.04],
    // (90 − 70.1) × 113 / 125 = 17.9896
    [90, 70.1, 125, 17.99],
    [72, 72, 113, 0],
    [70, 72.4, 113, -2.4],
    // (80 − 79.6) × 113 / 80 = 0.565 exactly: half goes up
    [80, 79.6, 80, 0.57],
  ])('gross %i on %d/%i -> %d', (gross, rating, slope, expected) => {
    expect(differential(gross, rating, slope)).toBe(expected);
  });
});

describe('suggestedIndex', () => {
  // position:   0     1     2     3     4     5     6     7     8     9    10    11    12    13    14    15    16    17    18    19
  const rounds = [12.3, 8.5, 15.1, 10.2, 9.8, 14.0, 7.6, 11.1, 13.4, 9.1, 16.2, 8.9, 10.7, 12.9, 7.9, 11.8, 14.6, 9.4, 13.0, 10.0];
  const first = (n: number): number[] => rounds.slice(0, n);

  it.each([
    [0, null, 'No rounds available', []],
    [1, 12.3, 'all 1', [0]],
    // 12.3 + 8.5 + 15.1 + 10.2 + 9.8 = 55.9; / 5 = 11.18
    [5, 11.2, 'all 5', [0, 1, 2, 3, 4]],
    // best 2: 8.5 + 9.8 = 18.3; / 2 = 9.15 -> 9.2 (half away from zero, not float's 9.1)
    [6, 9.2, 'best 2 of 6', [1, 4]],
    // best 2: 7.6 + 8.5 = 16.1; / 2 = 8.05 -> 8.1
    [7, 8.1, 'best 2 of 7', [1, 6]],
    // best 3: 7.6 + 8.5 + 9.8 = 25.9; / 3 = 8.633…
    [8, 8.6, 'best 3 of 8', [1, 4, 6]],
    // best 3: 7.6 + 8.5 + 9.1 = 25.2; / 3 = 8.4
    [11, 8.4, 'best 3 of 11', [1, 6, 9]],
    // best 4: 7.6 + 8.5 + 8.9 + 9.1 = 34.1; / 4 = 8.525
    [12, 8.5, 'best 4 of 12', [1, 6, 9, 11]],
    // best 4: 7.6 + 7.9 + 8.5 + 8.9 = 32.9; / 4 = 8.225
    [20, 8.2, 'best 4 of 20', [1, 6, 11, 14]],
  ])('%i rounds -> %s (%s)', (n, value, label, used) => {
    expect(suggestedIndex(first(n))).toEqual({ value, label, used });
  });

  it('takes equal differentials in input order', () => {
    expect(suggestedIndex([10, 9, 9, 9, 12, 13])).toEqual({ value: 9, label: 'best 2 of 6', used: [1, 2] });
  });

  it('rounds negative averages half away from zero', () => {
    expect(suggestedIndex([-1.05]).value).toBe(-1.1);
    expect(suggestedIndex([-1.25, -1.35]).value).toBe(-1.3);
  });
});

describe('courseHandicap', () => {
  it('index 36.4 on 73.1/135, par 72: 43.487 + 1.1 = 44.59 -> 45', () => {
    expect(courseHandicap(36.4, 135, 73.1, 72)).toEqual({ value: 45, noIndex: false });
  });

  it('rounds halves up: 12.0 on 72.5/113 = 12.5 -> 13; 0 on 69.5/113 = -2.5 -> -2', () => {
    expect(courseHandicap(12, 113, 72.5, 72).value).toBe(13);
    expect(courseHandicap(0, 113, 69.5, 72).value).toBe(-2);
  });

  it('plus index +2.3 (passed as -2.3) on 71.2/120: -2.442 − 0.8 = -3.24 -> -3', () => {
    expect(courseHandicap(-2.3, 120, 71.2, 72)).toEqual({ value: -3, noIndex: false });
  });

  it('applies the allowance before the single rounding: 15.0 on 71.3/125 = 15.893; × 85% = 13.51 -> 14', () => {
    expect(courseHandicap(15, 125, 71.3, 72).value).toBe(16);
    expect(courseHandicap(15, 125, 71.3, 72, 85).value).toBe(14);
  });

  it('no published index plays off 0 and is flagged', () => {
    expect(courseHandicap(null, 135, 73.1, 72)).toEqual({ value: 0, noIndex: true });
  });
});

describe('strokesPerHole', () => {
  const siInOrder = Array.from({ length: 18 }, (_, i) => i + 1);

  it('45 strokes: 3 on stroke index 1–9, 2 on 10–18', () => {
    const strokes = strokesPerHole(45, siInOrder);
    expect(strokes).toEqual([3, 3, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2]);
    expect(strokes.reduce((a, b) => a + b)).toBe(45);
  });

  it('0, 18 and 20 strokes', () => {
    expect(strokesPerHole(0, siInOrder)).toEqual(Array(18).fill(0));
    expect(strokesPerHole(18, siInOrder)).toEqual(Array(18).fill(1));
    expect(strokesPerHole(20, siInOrder)).toEqual([2, 2, ...Array(16).fill(1)]);
  });

  it('follows the stroke index, not the hole order', () => {
    expect(strokesPerHole(2, [7, 2, 18, 1, 9, 3, 15, 11, 5, 8, 4, 16, 10, 12, 14, 6, 13, 17])).toEqual([
      0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('plus handicaps give strokes back from stroke index 18 down', () => {
    expect(strokesPerHole(-3, siInOrder)).toEqual([...Array(15).fill(0), -1, -1, -1]);
    expect(strokesPerHole(-1, siInOrder)).toEqual([...Array(17).fill(0), -1]);
    expect(strokesPerHole(-19, siInOrder)).toEqual([...Array(17).fill(-1), -2]);
  });

  it('works on a 9-hole card with the tee’s 1–18 indexes', () => {
    expect(strokesPerHole(5, [1, 3, 5, 7, 9, 11, 13, 15, 17])).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0]);
  });

  it('refuses a fractional handicap', () => {
    expect(() => strokesPerHole(2.5, siInOrder)).toThrow('whole number');
  });
});

import { describe, expect, it } from 'vitest';
import { placePayouts, type PlacedPlayer } from './payouts';

const at = (...positions: [string, number][]): PlacedPlayer[] => positions.map(([id, position]) => ({ id, position }));
const paid = (result: ReturnType<typeof placePayouts>): Record<string, number> => Object.fromEntries(result.payoutByPlayer);

describe('placePayouts', () => {
  it('60/40 with four distinct places: $80 pot -> $48, $32, 0, 0', () => {
    const result = placePayouts(8000, at(['a', 1], ['b', 2], ['c', 3], ['d', 4]), [60, 40]);
    expect(paid(result)).toEqual({ a: 4800, b: 3200, c: 0, d: 0 });
    expect(result.remainderCents).toBe(0);
  });

  it('two tied for 1st pool 60 + 40 and split $80 evenly', () => {
    const result = placePayouts(8000, at(['a', 1], ['b', 1], ['c', 3], ['d', 4]), [60, 40]);
    expect(paid(result)).toEqual({ a: 4000, b: 4000, c: 0, d: 0 });
    expect(result.groups[0]).toEqual({
      position: 1,
      playerIds: ['a', 'b'],
      placesCovered: [1, 2],
      pooledPct: 100,
      poolCents: 8000,
      shareCents: 4000,
    });
  });

  it('three tied for 2nd straddle the last paid place: places 2–4 pool 40% of $50 = $20, $6.66 each, 2¢ remainder', () => {
    const result = placePayouts(5000, at(['a', 1], ['b', 2], ['c', 2], ['d', 2], ['e', 5]), [60, 40]);
    expect(paid(result)).toEqual({ a: 3000, b: 666, c: 666, d: 666, e: 0 });
    expect(result.groups[1]).toMatchObject({ placesCovered: [2, 3, 4], pooledPct: 40, poolCents: 2000, shareCents: 666 });
    expect(result.remainderCents).toBe(2);
  });

  it('three tied for 1st split the whole $10 pot: 333¢ each, 1¢ remainder', () => {
    const result = placePayouts(1000, at(['a', 1], ['b', 1], ['c', 1]), [60, 40]);
    expect(paid(result)).toEqual({ a: 333, b: 333, c: 333 });
    expect(result.remainderCents).toBe(1);
  });

  it('50/30/20 with a tie for 3rd: places 3–4 pool 20% of $90 = $18, $9 each', () => {
    const result = placePayouts(
      9000,
      at(['a', 1], ['b', 2], ['c', 3], ['d', 3], ['e', 5], ['f', 6], ['g', 7], ['h', 8], ['i', 9]),
      [50, 30, 20],
    );
    expect(paid(result)).toMatchObject({ a: 4500, b: 2700, c: 900, d: 900, e: 0 });
    expect(result.remainderCents).toBe(0);
  });

  it('fewer ranked players than paid places: the unreached 40% is shared in proportion (winner takes all)', () => {
    const result = placePayouts(1000, at(['a', 1]), [60, 40]);
    expect(paid(result)).toEqual({ a: 1000 });
    expect(result.unclaimedPct).toBe(40);
  });

  it('two ranked on a 50/30/20 curve share 20% in proportion: 50/80 and 30/80 of $90', () => {
    const result = placePayouts(9000, at(['a', 1], ['b', 2]), [50, 30, 20]);
    expect(paid(result)).toEqual({ a: 5625, b: 3375 });
    expect(result.remainderCents).toBe(0);
  });

  it('fractional percentages: 33.33/33.33/33.34 of $10 -> 333¢ each, 1¢ remainder', () => {
    const result = placePayouts(1000, at(['a', 1], ['b', 2], ['c', 3]), [33.33, 33.33, 33.34]);
    expect(paid(result)).toEqual({ a: 333, b: 333, c: 333 });
    expect(result.remainderCents).toBe(1);
  });

  it('a curve under 100% pays its percentages and leaves the rest as remainder', () => {
    const result = placePayouts(1000, at(['a', 1], ['b', 2], ['c', 3]), [50, 30]);
    expect(paid(result)).toEqual({ a: 500, b: 300, c: 0 });
    expect(result.remainderCents).toBe(200);
  });

  it('a curve over 100% is refused', () => {
    expect(() => placePayouts(1000, at(['a', 1], ['b', 2]), [60, 50])).toThrow(
      'Payout percentages must not add up to more than 100%',
    );
  });

  it('nobody placed: the whole pot is remainder', () => {
    const result = placePayouts(1500, [], [60, 40]);
    expect(result.paidCents).toBe(0);
    expect(result.remainderCents).toBe(1500);
  });
});

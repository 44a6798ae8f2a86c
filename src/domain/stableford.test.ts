import { describe, expect, it } from 'vitest';
import { pointsForHole, STABLEFORD_TABLES } from './stableford';

describe('Modified Stableford v2 (default)', () => {
  it.each([
    [1, 4, 10], // albatross
    [1, 5, 10], // condor counts as albatross or better
    [2, 4, 6], // eagle
    [1, 3, 6],
    [3, 4, 4], // birdie
    [4, 4, 2], // par
    [5, 4, 1], // bogey
    [6, 4, 0], // double bogey
    [12, 4, 0],
  ])('net %i on a par %i -> %i', (net, par, points) => {
    expect(pointsForHole(net, par)).toBe(points);
    expect(pointsForHole(net, par, 'MODIFIED_V2')).toBe(points);
  });
});

describe('standard Stableford', () => {
  it.each([
    [1, 4, 4],
    [2, 4, 4],
    [3, 4, 3],
    [4, 4, 2],
    [5, 4, 1],
    [6, 4, 0],
  ])('net %i on a par %i -> %i', (net, par, points) => {
    expect(pointsForHole(net, par, 'STANDARD')).toBe(points);
  });
});

it('a missing score earns 0 in either table', () => {
  expect(pointsForHole(null, 4, 'MODIFIED_V2')).toBe(0);
  expect(pointsForHole(null, 4, 'STANDARD')).toBe(0);
});

it('tables are data the Scoring Rules card can render', () => {
  expect(STABLEFORD_TABLES.MODIFIED_V2.rows.map((r) => [r.label, r.points])).toEqual([
    ['Albatross or better', 10],
    ['Eagle', 6],
    ['Birdie', 4],
    ['Par', 2],
    ['Bogey', 1],
    ['Double bogey or worse', 0],
  ]);
  expect(STABLEFORD_TABLES.STANDARD.rows.map((r) => r.points)).toEqual([4, 3, 2, 1, 0]);
});

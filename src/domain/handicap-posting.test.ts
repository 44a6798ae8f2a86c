import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustedGrossScore, holeScoreLimits, leagueRoundPostings, postingCourseHandicap } from './handicap-posting';
import { card, match, par4Holes, player } from './test-support';
import type { HoleInput } from './types';

// Par 4 everywhere, stroke index k on hole k (test-support): hole 1 is the hardest, hole 18 the easiest.
const holes = par4Holes(18);

describe('net double bogey limits (WHS Rule 3.1)', () => {
  it('course handicap 10: par + 2 + 1 on stroke indexes 1–10, par + 2 elsewhere', () => {
    expect(holeScoreLimits(holes, 10)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6]);
  });

  it('course handicap 20: two strokes on stroke indexes 1–2, one on the rest', () => {
    expect(holeScoreLimits(holes, 20)).toEqual([8, 8, ...Array<number>(16).fill(7)]);
  });

  it('a plus handicap (+2) gives strokes back on stroke indexes 17 and 18: the cap there is par + 1', () => {
    expect(holeScoreLimits(holes, -2)).toEqual([...Array<number>(16).fill(6), 5, 5]);
  });

  it('Rule 3.1b: Course Handicap 55 — index 54.0 on a 73.0 / 113 par-72 tee — caps stroke index 1 (4 strokes) at par + 5', () => {
    // 54.0 × 113 / 113 + (73.0 − 72) = 55 = 3 × 18 + 1: three strokes on every hole, a fourth on stroke index 1.
    expect(postingCourseHandicap(54, holes, 73, 113)).toBe(55);
    // Net double bogey would be 4 + 2 + 4 = 10 on hole 1; over Course Handicap 54 a hole with 4 or more
    // strokes is capped at par + 5 = 9. The other holes: 4 + 2 + 3 = 9.
    expect(holeScoreLimits(holes, 55)).toEqual(Array<number>(18).fill(9));
  });

  it('Rule 3.1b: a 12 on the stroke-index-1 par 4 at Course Handicap 55 counts 9, not 10', () => {
    expect(adjustedGrossScore(card({ 1: 12 }), holes, 55)).toBe(17 * 4 + 9);
  });

  it('Rule 3.1b at Course Handicap 54 and below: no hole gets 4 strokes, net double bogey as usual', () => {
    // 54 = 3 × 18: par + 2 + 3 = par + 5 everywhere (the same limit, reached without the cap).
    expect(holeScoreLimits(holes, 54)).toEqual(Array<number>(18).fill(9));
    expect(holeScoreLimits(holes, 40)).toEqual([...Array<number>(4).fill(9), ...Array<number>(14).fill(8)]);
  });

  it('Rule 3.1b at Course Handicap 60, 72 and 75: par + 5 on every hole with 4 or 5 strokes', () => {
    // 60 = 3 × 18 + 6: stroke indexes 1–6 get 4 strokes (capped at 9), the rest 3 (net double bogey 9).
    expect(holeScoreLimits(holes, 60)).toEqual(Array<number>(18).fill(9));
    // 75 = 4 × 18 + 3: 5 strokes on stroke indexes 1–3 (net double bogey 11), 4 elsewhere (10): all capped at 9.
    expect(holeScoreLimits(holes, 75)).toEqual(Array<number>(18).fill(9));
    const mixed: HoleInput[] = holes.map((h, i) => ({ ...h, par: i % 3 === 0 ? 3 : i % 3 === 1 ? 4 : 5 }));
    expect(holeScoreLimits(mixed, 72)).toEqual(mixed.map((h) => h.par + 5));
    expect(adjustedGrossScore(card({ 1: 12 }), holes, 54 + 18)).toBe(17 * 4 + 9);
  });

  it('no index: par + 5 on every hole (Rule 3.1b)', () => {
    const mixed: HoleInput[] = holes.map((h, i) => ({ ...h, par: i % 3 === 0 ? 3 : i % 3 === 1 ? 4 : 5 }));
    expect(holeScoreLimits(mixed, null)).toEqual(mixed.map((h) => h.par + 5));
  });
});

describe('adjustedGrossScore', () => {
  it('caps a 9 on stroke index 1 and an 8 on stroke index 18 for course handicap 10: 81 → 77', () => {
    const gross = card({ 1: 9, 18: 8 });
    expect(gross.reduce<number>((s, v) => s + (v ?? 0), 0)).toBe(81);
    expect(adjustedGrossScore(gross, holes, 10)).toBe(64 + 7 + 6);
  });

  it('a player with no index: a 10 on a par 4 counts as 9', () => {
    expect(adjustedGrossScore(card({ 5: 10 }), holes, null)).toBe(17 * 4 + 9);
  });

  it('plus handicap: a 6 on stroke index 18 counts as 5', () => {
    expect(adjustedGrossScore(card({ 18: 6 }), holes, -2)).toBe(17 * 4 + 5);
  });

  it('an incomplete card or a 9-hole card has no adjusted gross', () => {
    expect(adjustedGrossScore(card({ 7: null }), holes, 10)).toBeNull();
    expect(adjustedGrossScore(card().slice(0, 9), holes.slice(0, 9), 10)).toBeNull();
  });

  const anyCard = fc.array(fc.integer({ min: 1, max: 15 }), { minLength: 18, maxLength: 18 });
  const anyHandicap = fc.option(fc.integer({ min: -10, max: 80 }), { nil: null });

  it('never counts a hole above par + 5 once the Course Handicap is over 54 (Rule 3.1b)', () => {
    const mixed: HoleInput[] = holes.map((h, i) => ({ ...h, par: 3 + (i % 3) }));
    fc.assert(
      fc.property(fc.integer({ min: 55, max: 90 }), (handicap) => {
        holeScoreLimits(mixed, handicap).forEach((limit, i) => expect(limit).toBeLessThanOrEqual((mixed[i]?.par ?? 0) + 5));
      }),
    );
  });

  it('is never above the raw gross', () => {
    fc.assert(
      fc.property(anyCard, anyHandicap, (gross, handicap) => {
        expect(adjustedGrossScore(gross, holes, handicap)).toBeLessThanOrEqual(gross.reduce((s, v) => s + v, 0));
      }),
    );
  });

  it('equals the raw gross when no hole exceeds its net double bogey', () => {
    fc.assert(
      fc.property(anyCard, anyHandicap, (gross, handicap) => {
        const limits = holeScoreLimits(holes, handicap);
        const capped = gross.map((v, i) => Math.min(v, limits[i] ?? v));
        expect(adjustedGrossScore(capped, holes, handicap)).toBe(capped.reduce((s, v) => s + v, 0));
      }),
    );
  });
});

describe('postingCourseHandicap', () => {
  it('uses the full course handicap, not the league allowance: 18.0 on 72.0/130 par 72 → 21', () => {
    // 18.0 × 130 / 113 + (72.0 − 72) = 20.71 → 21
    expect(postingCourseHandicap(18, holes, 72, 130)).toBe(21);
    expect(postingCourseHandicap(null, holes, 72, 130)).toBeNull();
  });
});

describe('leagueRoundPostings', () => {
  it('posts each complete card (with hole corrections), skips incomplete ones, and posts a stand-in index as none', () => {
    const input = match(
      [
        player('ann', card({ 1: 9 }), 10), // NDB 7 on hole 1 → 64 + 4 + 7 = 75
        player('bob', card({ 3: null }), 5), // incomplete … until the admin's correction fills hole 3 with a 12
        player('cy', card({ 2: 4 }), null),
        { ...player('dee', card({ 4: 11 }), 18), noIndex: true }, // plays off a stand-in 18: posts with par + 5 → 9
        player('eve', card({ 6: null }), 3),
      ],
      [],
      { adjustments: [{ kind: 'HOLE', playerId: 'bob', hole: 3, gross: 12, reason: 'card read' }] },
    );
    expect(leagueRoundPostings(input)).toEqual([
      { playerId: 'ann', adjustedGross: 75 },
      { playerId: 'bob', adjustedGross: 68 + 7 }, // course handicap 5: hole 3 (SI 3) capped at 7
      { playerId: 'cy', adjustedGross: 72 },
      { playerId: 'dee', adjustedGross: 68 + 9 },
    ]);
  });

  it('Rule 3.1b in a posted round: index 54.0 on a 73.0 / 113 tee is Course Handicap 55, and a 12 on stroke index 1 posts as 9', () => {
    const input = match([player('max', card({ 1: 12, 2: 10 }), 54)], [], { rating: 73 });
    // Hole 1 (4 strokes): par + 5 = 9, not 4 + 2 + 4 = 10. Hole 2 (3 strokes): 4 + 2 + 3 = 9. 16 × 4 + 9 + 9 = 82.
    expect(leagueRoundPostings(input)).toEqual([{ playerId: 'max', adjustedGross: 82 }]);
  });
});

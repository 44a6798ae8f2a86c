import { describe, expect, it } from 'vitest';
import { explanationLines } from './result-explanation';

describe('explanationLines', () => {
  it('has nothing to say without an explanation', () => {
    expect(explanationLines(null)).toEqual([]);
    expect(explanationLines({})).toEqual([]);
  });

  it('explains a shared place', () => {
    const lines = explanationLines({
      summary: 'Tied 1st with 1 other: 60% + 40% pooled, split 2 ways',
      explanation: { kind: 'place', score: 38, holesPlayed: 18, tiedWith: ['x'], placesCovered: [1, 2], pooledPct: 100, groupPoolCents: 16000, shareCents: 8000 },
    });
    expect(lines).toEqual([
      'Tied 1st with 1 other: 60% + 40% pooled, split 2 ways',
      'Score 38 over 18 holes.',
      'Finished on places 1–2, tied with 1 other player.',
      '100% of the pot: $160.00, split equally.',
      'Your share: $80.00.',
    ]);
  });

  it('explains skins with carries', () => {
    expect(
      explanationLines({ kind: 'skins', skins: [{ hole: 7, score: 3, skins: 3, carriedFromHoles: [5, 6] }], centsPerSkin: 1000 }),
    ).toEqual(['Hole 7: 3 skins with a 3 (carried from holes 5–6).', '$10.00 per skin.']);
  });
});

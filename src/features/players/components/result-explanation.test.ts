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

  it('explains a team game: the place and the player’s part of the team’s share', () => {
    const money = { position: 1, tiedWith: [], placesCovered: [1], pooledPct: 60, groupPoolCents: 4800, sideShareCents: 4800, shareCents: 2400, splitRemainderCents: 0 };
    expect(explanationLines({ kind: 'matchplay', standing: { money } })).toEqual([
      'Finished on place 1.',
      'Team share $48.00, split between the partners.',
      'Your share: $24.00.',
    ]);
    expect(explanationLines({ kind: 'teamnassau', parts: [{ part: 'front', eligible: true, netTotal: 34, won: true, shareCents: 500 }] })).toEqual([
      'Front 9: won with net 34, $5.00.',
    ]);
  });
});

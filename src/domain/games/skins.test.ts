import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, ids, match, player } from '../test-support';
import type { ScoredGame, SkinsGameExplanation } from '../types';

function skinsGame(result: ReturnType<typeof scoreMatch>, index = 0): ScoredGame & { explanation: SkinsGameExplanation } {
  const scored = result.games[index];
  if (scored?.explanation.kind !== 'skins') throw new Error('not a skins game');
  return { ...scored, explanation: scored.explanation };
}

const byPlayer = (g: ScoredGame): Record<string, { skinsWon: number; payoutCents: number; position: number | null }> =>
  Object.fromEntries(g.results.map((r) => [r.playerId, { skinsWon: r.skinsWon, payoutCents: r.payoutCents, position: r.position }]));

describe('gross skins', () => {
  //          hole: 1  2  3  4  5
  const a = player('a', [4, 4, 5, 3, 4]);
  const b = player('b', [4, 4, 4, 5, 4]);
  const c = player('c', [5, 4, 5, 5, 4]);
  // Hole 1 a/b tie, hole 2 all tie -> hole 3 b wins 3 skins; hole 4 a wins 1; hole 5 all tie: not awarded.
  // Pot 3 × 333¢ = 999¢; 4 skins won -> 249¢ a skin (floor 999 / 4); remainder 999 − 4 × 249 = 3.
  const result = scoreMatch(match([a, b, c], [game('SKINS_GROSS', 333, ids([a, b, c]))]));
  const skins = skinsGame(result);

  it('pays floor(pot / skins won) × skins', () => {
    expect(byPlayer(skins)).toEqual({
      b: { skinsWon: 3, payoutCents: 747, position: 1 },
      a: { skinsWon: 1, payoutCents: 249, position: 2 },
      c: { skinsWon: 0, payoutCents: 0, position: null },
    });
    expect(skins.potCents).toBe(999);
    expect(skins.remainderCents).toBe(3);
    expect(skins.explanation).toMatchObject({ totalSkinsWon: 4, centsPerSkin: 249, unawardedSkins: 1 });
  });

  it('explains every skin: hole, score and carried holes', () => {
    const bResult = skins.results.find((r) => r.playerId === 'b');
    expect(bResult?.explanation).toEqual({
      kind: 'skins',
      skins: [{ hole: 3, score: 4, skins: 3, carriedFromHoles: [1, 2] }],
      centsPerSkin: 249,
    });
    expect(bResult?.summary).toBe('Won 3 skins: hole 3 (+2 carried from holes 1–2); 3 × $2.49 = $7.47');
    expect(skins.results.find((r) => r.playerId === 'c')?.summary).toBe('No skins won');
  });

  it('explains every hole', () => {
    expect(skins.explanation.holes.map((h) => [h.hole, h.outcome, h.skinsAtStake, h.winnerId])).toEqual([
      [1, 'tied', 1, null],
      [2, 'tied', 2, null],
      [3, 'won', 3, 'b'],
      [4, 'won', 1, 'a'],
      [5, 'tied', 1, null],
    ]);
    expect(skins.explanation.holes[0]?.tiedPlayerIds).toEqual(['a', 'b']);
  });
});

describe('skins edge cases', () => {
  it('all skins tied: nobody is paid and the whole pot is remainder', () => {
    const players = [player('a', card()), player('b', card()), player('c', card())];
    const skins = skinsGame(scoreMatch(match(players, [game('SKINS_GROSS', 500, ids(players))])));
    expect(skins.results.every((r) => r.payoutCents === 0 && r.skinsWon === 0)).toBe(true);
    expect(skins.remainderCents).toBe(1500);
    expect(skins.explanation).toMatchObject({ totalSkinsWon: 0, centsPerSkin: 0, unawardedSkins: 18 });
  });

  it('a skin won on the last hole after a long carry collects all 18: 1500 / 18 = 83¢ a skin, 6¢ remainder', () => {
    const players = [player('a', card({ 18: 3 })), player('b', card()), player('c', card())];
    const skins = skinsGame(scoreMatch(match(players, [game('SKINS_GROSS', 500, ids(players))])));
    expect(byPlayer(skins).a).toEqual({ skinsWon: 18, payoutCents: 1494, position: 1 });
    expect(skins.remainderCents).toBe(6);
    const won = skins.results.find((r) => r.playerId === 'a');
    expect(won?.explanation).toMatchObject({
      skins: [{ hole: 18, score: 3, skins: 18, carriedFromHoles: Array.from({ length: 17 }, (_, i) => i + 1) }],
    });
    expect(won?.summary).toBe('Won 18 skins: hole 18 (+17 carried from holes 1–17); 18 × $0.83 = $14.94');
  });

  it('a missing score drops the player from that hole only; a hole nobody scored carries', () => {
    //                 hole: 1     2     3
    const a = player('a', [null, 4, 4]);
    const b = player('b', [5, null, 3]);
    const c = player('c', [5, null, 4]);
    // Hole 1: b/c tie on 5 (a dropped). Hole 2: a alone -> wins 2 skins (carry from 1). Hole 3: b wins 1.
    const skins = skinsGame(scoreMatch(match([a, b, c], [game('SKINS_GROSS', 400, ids([a, b, c]))])));
    expect(byPlayer(skins)).toEqual({
      a: { skinsWon: 2, payoutCents: 800, position: 1 },
      b: { skinsWon: 1, payoutCents: 400, position: 2 },
      c: { skinsWon: 0, payoutCents: 0, position: null },
    });

    const nobody = [player('a', [null, 3]), player('b', [null, 4])];
    const carried = skinsGame(scoreMatch(match(nobody, [game('SKINS_GROSS', 100, ids(nobody))])));
    expect(carried.explanation.holes[0]).toMatchObject({ outcome: 'no scores', lowScore: null });
    expect(byPlayer(carried).a).toEqual({ skinsWon: 2, payoutCents: 200, position: 1 });
  });

  it('ties on skins share a position', () => {
    const players = [player('a', [3, 4]), player('b', [4, 3]), player('c', [4, 4])];
    const skins = skinsGame(scoreMatch(match(players, [game('SKINS_GROSS', 100, ids(players))])));
    expect(byPlayer(skins)).toEqual({
      a: { skinsWon: 1, payoutCents: 150, position: 1 },
      b: { skinsWon: 1, payoutCents: 150, position: 1 },
      c: { skinsWon: 0, payoutCents: 0, position: null },
    });
  });
});

describe('net skins', () => {
  // a has index 1.0 -> 1 stroke on stroke index 1 (hole 1): gross 5 is net 4.
  const a = player('a', [5, 4, 4], 1);
  const b = player('b', [4, 4, 3]);

  // Pot 2 × 500¢ = 1000¢; 3 skins won -> 333¢ a skin, 1¢ remainder.
  it('uses net scores: hole 1 is a tie on net, so it carries to hole 3', () => {
    const result = scoreMatch(match([a, b], [game('SKINS_NET', 500, ['a', 'b']), game('SKINS_GROSS', 500, ['a', 'b'])]));
    const net = skinsGame(result, 0);
    const gross = skinsGame(result, 1);
    expect(byPlayer(net).b).toEqual({ skinsWon: 3, payoutCents: 999, position: 1 });
    expect(net.explanation.basis).toBe('net');
    expect(byPlayer(gross)).toEqual({
      b: { skinsWon: 3, payoutCents: 999, position: 1 },
      a: { skinsWon: 0, payoutCents: 0, position: null },
    });
    expect(gross.explanation.holes[0]).toMatchObject({ outcome: 'won', winnerId: 'b', lowScore: 4 });
    expect(net.explanation.holes[0]).toMatchObject({ outcome: 'tied', tiedPlayerIds: ['a', 'b'], lowScore: 4 });
  });
});

import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, ids, match, player } from '../test-support';
import type { NassauGameExplanation, ScoredGame } from '../types';

function nassau(players: Parameters<typeof match>[0], buyInCents: number): ScoredGame & { explanation: NassauGameExplanation } {
  const scored = scoreMatch(match(players, [game('NASSAU', buyInCents, ids(players))])).games[0];
  if (scored?.explanation.kind !== 'nassau') throw new Error('not a Nassau');
  return { ...scored, explanation: scored.explanation };
}

const payouts = (g: ScoredGame): Record<string, number> => Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]));

describe('field Nassau', () => {
  // All pars 4, no strokes. Front / back / overall net:
  const a = player('a', card({ 1: 3, 10: 5 })); // 35 / 37 / 72
  const b = player('b', card({ 2: 3 })); //         35 / 36 / 71
  const c = player('c', card({ 1: 5, 10: 3, 11: 3 })); // 37 / 34 / 71
  const d = player('d', card({ 18: null })); //     36 / — / —
  // Pot 4 × $10 = 4000¢ -> three parts of 1333¢, 1¢ left by the split.
  const result = nassau([a, b, c, d], 1000);

  it('splits the pot in three and pays each part to its low net, ties split and floored', () => {
    // Front: a, b tie on 35 -> 666¢ each (1¢ left). Back: c 34 -> 1333¢. Overall: b, c tie on 71 -> 666¢ each (1¢ left).
    expect(payouts(result)).toEqual({ a: 666, b: 1332, c: 1999, d: 0 });
    expect(result.remainderCents).toBe(3);
    expect(result.paidCents + result.remainderCents).toBe(4000);
  });

  it('explains each part: pot, eligible players, winners and split', () => {
    expect(result.explanation.partPotCents).toBe(1333);
    expect(result.explanation.splitRemainderCents).toBe(1);
    expect(result.explanation.parts).toEqual([
      {
        part: 'front',
        label: 'Front 9',
        fromHole: 1,
        toHole: 9,
        potCents: 1333,
        eligiblePlayerIds: ['a', 'b', 'c', 'd'],
        winningNet: 35,
        winnerIds: ['a', 'b'],
        shareCents: 666,
        remainderCents: 1,
      },
      {
        part: 'back',
        label: 'Back 9',
        fromHole: 10,
        toHole: 18,
        potCents: 1333,
        eligiblePlayerIds: ['a', 'b', 'c'],
        winningNet: 34,
        winnerIds: ['c'],
        shareCents: 1333,
        remainderCents: 0,
      },
      {
        part: 'overall',
        label: 'Overall',
        fromHole: 1,
        toHole: 18,
        potCents: 1333,
        eligiblePlayerIds: ['a', 'b', 'c'],
        winningNet: 71,
        winnerIds: ['b', 'c'],
        shareCents: 666,
        remainderCents: 1,
      },
    ]);
  });

  it('explains each player’s parts', () => {
    const dResult = result.results.find((r) => r.playerId === 'd');
    expect(dResult?.explanation).toEqual({
      kind: 'nassau',
      parts: [
        { part: 'front', eligible: true, netTotal: 36, won: false, shareCents: 0 },
        { part: 'back', eligible: false, netTotal: null, won: false, shareCents: 0 },
        { part: 'overall', eligible: false, netTotal: null, won: false, shareCents: 0 },
      ],
    });
    expect(dResult?.summary).toBe('Front 9: net 36; Back 9: incomplete; Overall: incomplete');
    expect(result.results.find((r) => r.playerId === 'c')?.summary).toBe(
      'Front 9: net 37; Back 9: won with net 34, $13.33; Overall: tied 2 ways with net 71, $6.66',
    );
  });

  it('orders results by payout, then id', () => {
    expect(result.results.map((r) => r.playerId)).toEqual(['c', 'b', 'a', 'd']);
  });

  it('uses net scores: a 2-stroke player wins the front with gross 38 against 37', () => {
    const stroked = player('s', card({ 1: 5, 2: 5 }), 2); // strokes on holes 1–2: front net 38 − 2 = 36
    const scratch = player('t', card({ 4: 5 })); // front 37
    const g = nassau([stroked, scratch], 1500);
    expect(g.explanation.parts[0]).toMatchObject({ winnerIds: ['s'], winningNet: 36 });
  });

  it('a part nobody can win is not paid: it goes to the remainder', () => {
    const g = nassau([player('a', card({ 12: null })), player('b', card({ 15: null, 1: 3 }))], 1000);
    // Front: b 35 wins 666¢. Back and overall: nobody complete.
    expect(payouts(g)).toEqual({ a: 0, b: 666 });
    expect(g.remainderCents).toBe(2000 - 666);
    expect(g.explanation.parts[1]).toMatchObject({ winnerIds: [], winningNet: null, shareCents: 0, remainderCents: 666 });
  });

  it('needs 18 holes', () => {
    const nine = [player('a', [4, 4, 4, 4, 4, 4, 4, 4, 4])];
    expect(() => scoreMatch(match(nine, [game('NASSAU', 1000, ['a'])]))).toThrow('Nassau requires 18 holes');
  });
});

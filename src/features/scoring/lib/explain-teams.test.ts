import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { card, game, match, player } from '@/domain/test-support';
import type { ScoredGame } from '@/domain/types';
import { explainPayout } from './explain';

const names = new Map([
  ['a', 'Ann'],
  ['b', 'Bob'],
  ['c', 'Cy'],
  ['d', 'Dee'],
]);
const teams = [
  { id: 't1', playerIds: ['a', 'b'] },
  { id: 't2', playerIds: ['c', 'd'] },
];

function lines(g: ScoredGame, playerId: string): string[] {
  const r = g.results.find((x) => x.playerId === playerId);
  if (!r) throw new Error(playerId);
  return explainPayout({ code: g.code, position: r.position, payoutCents: r.payoutCents, explanation: r.explanation, names, game: g, playerId });
}

describe('team payouts in words', () => {
  // No strokes. Ann birdies 1 and 2, Bob birdies 3, Cy birdies 10: pot 4 × $10.01 = $40.04.
  const players = [player('a', card({ 1: 3, 2: 3 })), player('b', card({ 3: 3 })), player('c', card({ 10: 3 })), player('d', card())];
  const ids = ['a', 'b', 'c', 'd'];

  it('four-ball: whose ball counted, the place, the team share and the split', () => {
    const g = scoreMatch(match(players, [{ ...game('FOUR_BALL', 1001, ids), teams, format: 'STABLEFORD' }])).games[0] as ScoredGame;
    // t1: 15 pars (2) + 3 birdies (4) = 42; t2: 17 × 2 + 4 = 38. 60% of 4004 = 2402 → 1201 each.
    expect(lines(g, 'a')).toEqual([
      "Four-ball better ball, Stableford: on each hole the team counts the higher of the partners' points (net, at the game's allowance).",
      "Team Ann & Bob: 42 points; Ann's ball counted on 17 holes, Bob's on 16.",
      'Finished 1st.',
      'Place 1 pays 60% of the pot = $24.02.',
      "The team's $24.02 is split between the partners: $12.01 each.",
      'Payout: $12.01.',
    ]);
  });

  it('two-man Nassau: each part, the team share and each partner’s', () => {
    const g = scoreMatch(match(players, [{ ...game('TEAM_NASSAU', 1001, ids), teams }])).games[0] as ScoredGame;
    // Parts of 1334 (4004 / 3 = 1334, 2¢ left). Front: t1 33 v 36. Back: t2 35 v 36. Overall: t1 69 v 71.
    expect(lines(g, 'c')).toEqual([
      'Pot $40.04 in three parts of $13.34: the lowest team better-ball net over the front 9, back 9 and 18; tied teams split a part, and a team\'s winnings (its parts added) are split between its partners.',
      'Playing with Dee.',
      'Front 9: better-ball net 36, not the lowest.',
      'Back 9: won with better-ball net 35: $13.34 for the team.',
      'Overall 18: better-ball net 71, not the lowest.',
      "The team's winnings add up to $13.34, split between the partners: $6.67 each.",
      'Payout: $6.67.',
    ]);
  });

  it('match play: the match, the strokes, the standing and the money', () => {
    const g = scoreMatch(match(players, [{ ...game('MATCH_PLAY', 1000, ids), teams, format: 'PAIRS_BRACKET' }])).games[0] as ScoredGame;
    // t1 wins 1, 2 and 3, t2 wins 10: t1 2 up after 17 with 1 to play, "2 & 1".
    expect(lines(g, 'd')).toEqual([
      "Pairs bracket seeded by the partners' combined playing handicap (lowest = seed 1; level: the lower combined exact index, then the recorded draw), every round over the same holes, the better net of the two partners on each hole.",
      'Playing with Cy.',
      'v Ann & Bob (final): Lost 2 & 1. Strokes off the low: Ann 0, Bob 0, Cy 0, Dee 0.',
      'Seed 2 (playing handicap 0); lost in the final.',
      // Both teams off 0 with no draw made yet (a preview): the seed waits for the draw.
      'Level on handicap and exact index with another side: the draw that settles this seed is made when results are saved.',
      'Finished 2nd.',
      'Place 2 pays 40% of the pot = $16.00.',
      "The team's $16.00 is split between the partners: $8.00 each.",
      'Payout: $8.00.',
    ]);
  });
});

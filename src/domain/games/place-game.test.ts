import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { game, ids, match, player } from '../test-support';
import type { GameInput, PlaceGameExplanation, PlayerInput, ScoredGame } from '../types';

function placeGame(players: PlayerInput[], games: GameInput[], index = 0): ScoredGame & { explanation: PlaceGameExplanation } {
  const scored = scoreMatch(match(players, games)).games[index];
  if (scored?.explanation.kind !== 'place') throw new Error('not a place game');
  return { ...scored, explanation: scored.explanation };
}

const standings = (g: ScoredGame): [string, number | null, number][] => g.results.map((r) => [r.playerId, r.position, r.payoutCents]);

// Two par-4 holes, no strokes. Modified Stableford: 1 -> 10, 2 -> 6, 3 -> 4, 4 -> 2, 5 -> 1, 6+ -> 0.
describe('Stableford place game', () => {
  it('three tied for 2nd in a 60/40 field pool 40% and split it, floored', () => {
    const players = [
      player('a', [2, 3]), // 6 + 4 = 10
      player('b', [3, 3]), // 8
      player('c', [3, 3]), // 8
      player('d', [3, 3]), // 8
      player('e', [4, 4]), // 4
    ];
    // Pot 5 × $10 = 5000¢: a 60% = 3000¢; b, c, d share 40% = 2000¢ -> 666¢ each; 2¢ remainder.
    const g = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(standings(g)).toEqual([
      ['a', 1, 3000],
      ['b', 2, 666],
      ['c', 2, 666],
      ['d', 2, 666],
      ['e', 5, 0],
    ]);
    expect(g.remainderCents).toBe(2);
    expect(g.results.map((r) => r.points)).toEqual([10, 8, 8, 8, 4]);
    const b = g.results[1];
    expect(b?.explanation).toEqual({
      kind: 'place',
      score: 8,
      holesPlayed: 2,
      tiedWith: ['c', 'd'],
      placesCovered: [2, 3, 4],
      pooledPct: 40,
      groupPoolCents: 2000,
      shareCents: 666,
    });
    expect(b?.summary).toBe('Tied 2nd with 8 points: places 2–4 pay 40% = $20.00, split 3 ways: $6.66 each');
    expect(g.results[0]?.summary).toBe('1st with 10 points: place 1 pays 60% = $30.00');
    expect(g.results[4]?.summary).toBe('5th with 4 points: outside the paid places');
  });

  it('a player with no holes takes no place: in a field of two the live leader takes the places nobody reached', () => {
    // Ann has played two holes; Bo has not teed off (the live board mid-round) or never came (final results).
    const players = [player('ann', [5, 6]), player('bo', [null, null])]; // Ann: 1 + 0 = 1 point; Bo: no hole
    // Pot 2 × $10 = 2000¢. 60/40 for two players; only 1st is reached, so Ann takes 60% + the unreachable 40%.
    const g = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(standings(g)).toEqual([
      ['ann', 1, 2000],
      ['bo', null, 0],
    ]);
    expect(g.results[1]?.points).toBeNull();
    expect(g.results[1]?.summary).toBe('No holes played: not ranked, not paid');
    expect(g.paidCents + g.remainderCents).toBe(2000);
  });

  it('nobody has played a hole: nobody is placed or paid, the pot is remainder', () => {
    const players = [player('a', [null, null]), player('b', [null, null])];
    const g = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(standings(g)).toEqual([
      ['a', null, 0],
      ['b', null, 0],
    ]);
    expect(g.remainderCents).toBe(2000);
  });

  it('two tied for 1st share 100%; 3rd gets nothing', () => {
    const players = [player('a', [3, 3]), player('b', [2, 4]), player('c', [4, 4]), player('d', [5, 5])];
    const g = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(standings(g)).toEqual([
      ['a', 1, 2000],
      ['b', 1, 2000],
      ['c', 3, 0],
      ['d', 4, 0],
    ]);
  });

  it('switches curve at 9 players: 8 play 60/40, 9 play 50/30/20', () => {
    const cards: [number, number][] = [[2, 2], [2, 3], [3, 3], [3, 4], [4, 4], [4, 5], [5, 5], [5, 6], [6, 6]];
    const players = cards.map((c, i) => player(`p${i + 1}`, c)); // 12, 10, 8, 6, 4, 3, 2, 1, 0 points
    const eight = placeGame(players.slice(0, 8), [game('STB_V2', 1000, ids(players.slice(0, 8)))]);
    expect(eight.explanation).toMatchObject({ band: 'small', curve: [60, 40], playerCount: 8 });
    expect(eight.results.map((r) => r.payoutCents)).toEqual([4800, 3200, 0, 0, 0, 0, 0, 0]);

    const nine = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(nine.explanation).toMatchObject({ band: 'medium', curve: [50, 30, 20], playerCount: 9 });
    expect(nine.results.map((r) => r.payoutCents)).toEqual([4500, 2700, 1800, 0, 0, 0, 0, 0, 0]);
  });

  it('17 players play 40/30/20/10', () => {
    const top: [number, number, number][] = [[2, 2, 2], [2, 2, 3], [2, 3, 3], [3, 3, 3]]; // 18, 16, 14, 12 points
    const players = [
      ...top.map((c, i) => player(`p${String(i + 1).padStart(2, '0')}`, c)),
      ...Array.from({ length: 13 }, (_, i) => player(`p${i + 5}`, [6, 6, 6])),
    ];
    // Pot 17 × 100¢ = 1700¢ -> 680, 510, 340, 170.
    const g = placeGame(players, [game('STB_V2', 100, ids(players))]);
    expect(g.explanation.band).toBe('large');
    expect(g.results.slice(0, 5).map((r) => [r.position, r.payoutCents])).toEqual([
      [1, 680],
      [2, 510],
      [3, 340],
      [4, 170],
      [5, 0],
    ]);
  });

  it('a FLAT pot is the buy-in, whatever the field', () => {
    const players = [player('a', [3, 3]), player('b', [4, 4]), player('c', [5, 5])];
    const g = placeGame(players, [game('STB_V2', 5000, ids(players), 'FLAT')]);
    expect(g.potCents).toBe(5000);
    expect(standings(g)).toEqual([
      ['a', 1, 3000],
      ['b', 2, 2000],
      ['c', 3, 0],
    ]);
  });

  it('a missing hole earns 0 points but the card still ranks', () => {
    const players = [player('a', [3, null]), player('b', [4, 5])]; // 4 vs 3
    const g = placeGame(players, [game('STB_V2', 1000, ids(players))]);
    expect(standings(g)).toEqual([
      ['a', 1, 1200],
      ['b', 2, 800],
    ]);
  });

  it('uses the standard table when the league chose it', () => {
    const players = [player('a', [2, 4]), player('b', [3, 3])]; // standard: 4 + 2 = 6 vs 3 + 3 = 6; v2: 8 vs 8
    const scored = scoreMatch(match(players, [game('STB_V2', 1000, ids(players))], { settings: { stablefordTable: 'STANDARD' } }));
    expect(scored.stablefordTable).toBe('STANDARD');
    expect(scored.games[0]?.results.map((r) => [r.playerId, r.points, r.position])).toEqual([
      ['a', 6, 1],
      ['b', 6, 1],
    ]);
  });

  it('uses custom payout curves from settings', () => {
    const players = [player('a', [3, 3]), player('b', [4, 4]), player('c', [5, 5])];
    const scored = scoreMatch(
      match(players, [game('STB_V2', 1000, ids(players))], {
        settings: { payoutCurves: { small: [70, 20, 10], medium: [50, 30, 20], large: [40, 30, 20, 10] } },
      }),
    );
    expect(scored.games[0]?.results.map((r) => r.payoutCents)).toEqual([2100, 600, 300]);
  });
});

describe('stroke play', () => {
  //                                  net totals, no strokes
  const a = player('a', [4, 4, 4]); // 12
  const b = player('b', [4, 5, 4]); // 13
  const c = player('c', [3, null, 3]); // incomplete (would have led)

  it('low net wins; an incomplete card ranks last with no position and no payout', () => {
    const g = placeGame([a, b, c], [game('STROKE_PLAY', 1000, ['a', 'b', 'c'])]);
    expect(standings(g)).toEqual([
      ['a', 1, 1800],
      ['b', 2, 1200],
      ['c', null, 0],
    ]);
    expect(g.explanation.unrankedPlayerIds).toEqual(['c']);
    expect(g.results[2]?.summary).toBe('Incomplete card (2 of 3 holes): not ranked, not paid');
    expect(g.results[0]?.summary).toBe('1st with net 12: place 1 pays 60% = $18.00');
    expect(g.results.map((r) => r.points)).toEqual([null, null, null]);
  });

  it('net of handicap strokes decides: index 1.0 turns gross 13 into net 12 and ties for 1st', () => {
    const stroked = player('d', [5, 4, 4], 1);
    const g = placeGame([a, stroked], [game('STROKE_PLAY', 1000, ['a', 'd'])]);
    expect(standings(g)).toEqual([
      ['a', 1, 1000],
      ['d', 1, 1000],
    ]);
  });

  it('with one complete card of three, the winner takes the places nobody reached', () => {
    const d = player('d', [null, 4, 4]);
    const g = placeGame([a, c, d], [game('STROKE_PLAY', 1000, ['a', 'c', 'd'])]);
    expect(standings(g)).toEqual([
      ['a', 1, 3000],
      ['c', null, 0],
      ['d', null, 0],
    ]);
    expect(g.explanation.unclaimedPct).toBe(40);
    expect(g.results[0]?.summary).toBe(
      '1st with net 12: place 1 pays 60% (+ share of 40% for places nobody reached) = $30.00',
    );
  });

  it('nobody complete: nobody paid, the pot is remainder', () => {
    const g = placeGame([c], [game('STROKE_PLAY', 1000, ['c'])]);
    expect(g.paidCents).toBe(0);
    expect(g.remainderCents).toBe(1000);
  });
});

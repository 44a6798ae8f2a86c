import { describe, expect, it } from 'vitest';
import { scoreMatch } from './score-match';
import { card, game, ids, match, par4Holes, player } from './test-support';
import type { MatchInput } from './types';

describe('players', () => {
  // Course: 18 × par 4 (72), rating 73.1, slope 135, stroke index = hole number.
  const course = { holes: par4Holes(18), rating: 73.1, slope: 135 };

  it('index 36.4 receives 45 strokes: 3 on holes 1–9, 2 on 10–18', () => {
    const result = scoreMatch({ ...course, players: [player('h', card({}, 6), 36.4)], games: [] });
    const h = result.players[0];
    expect(h).toMatchObject({ courseHandicap: 45, noIndex: false, grossTotal: 108, netTotal: 63, holesPlayed: 18, complete: true });
    expect(h?.strokes).toEqual([...Array(9).fill(3), ...Array(9).fill(2)]);
    // Net 3 (birdie, 4 pts) on holes 1–9, net 4 (par, 2 pts) on 10–18.
    expect(h?.stablefordPoints).toBe(9 * 4 + 9 * 2);
  });

  it('a plus index gives strokes back on the hardest-last holes: +2.3 on 71.2/120 is −3, on stroke index 16–18', () => {
    const result = scoreMatch({ holes: par4Holes(18), rating: 71.2, slope: 120, players: [player('p', card(), -2.3)], games: [] });
    const p = result.players[0];
    expect(p?.courseHandicap).toBe(-3);
    expect(p?.net).toEqual([...Array(15).fill(4), 5, 5, 5]);
    expect(p?.netTotal).toBe(75);
    expect(p?.stablefordPoints).toBe(15 * 2 + 3 * 1);
  });

  it('a player without an index plays off 0 and is flagged', () => {
    const result = scoreMatch({ ...course, players: [player('n', card(), null)], games: [] });
    expect(result.players[0]).toMatchObject({ courseHandicap: 0, noIndex: true, netTotal: 72 });
    expect(result.players[0]?.strokes).toEqual(Array(18).fill(0));
  });

  it('missing holes: totals over entered holes, 0 points, not complete', () => {
    const result = scoreMatch(match([player('m', card({ 3: null, 17: null }))], []));
    expect(result.players[0]).toMatchObject({ grossTotal: 64, netTotal: 64, holesPlayed: 16, complete: false, stablefordPoints: 32 });
    expect(result.players[0]?.net[2]).toBeNull();
    expect(result.players[0]?.points[2]).toBe(0);
  });

  it('applies the handicap allowance setting', () => {
    const result = scoreMatch({ ...course, players: [player('h', card(), 36.4)], games: [], settings: { allowancePct: 50 } });
    // 44.587 × 50% = 22.29 -> 22
    expect(result.players[0]?.courseHandicap).toBe(22);
  });
});

describe('leaderboard', () => {
  it('ranks by Stableford points, high first, ties sharing a rank (1, 2, 2, 4)', () => {
    const players = [
      player('d', card({ 1: 5 })), // 35
      player('a', card({ 1: 3 })), // 38
      player('c', card()), // 36
      player('b', card()), // 36
    ];
    const result = scoreMatch(match(players, []));
    expect(result.leaderboard.map((r) => [r.rank, r.playerId, r.grossTotal, r.stablefordPoints])).toEqual([
      [1, 'a', 71, 38],
      [2, 'b', 72, 36],
      [2, 'c', 72, 36],
      [4, 'd', 73, 35],
    ]);
  });
});

describe('a full match', () => {
  const players = [
    player('amy', card({ 1: 3, 10: 5 }), 2.0),
    player('bob', card({ 2: 3 }), 0.4),
    player('cat', card({ 5: 5, 12: 3 }), null),
    player('dan', card({ 18: null }), 5.6),
  ];
  const input: MatchInput = match(players, [
    game('STB_V2', 1000, ids(players)),
    game('SKINS_GROSS', 500, ['amy', 'bob', 'cat'], 'PER_ENTRY'),
    game('SKINS_NET', 500, ids(players), 'PER_PLAYER'),
    game('NASSAU', 1500, ids(players)),
    game('STROKE_PLAY', 2000, ids(players), 'FLAT'),
  ]);
  const result = scoreMatch(input);

  it('pots follow the pot calculation and players in each game', () => {
    expect(result.games.map((g) => [g.code, g.potCents])).toEqual([
      ['STB_V2', 4000],
      ['SKINS_GROSS', 1500],
      ['SKINS_NET', 2000],
      ['NASSAU', 6000],
      ['STROKE_PLAY', 2000],
    ]);
  });

  it('every game and the match add up: payouts + remainder = pot', () => {
    for (const g of result.games) {
      expect(g.results.reduce((sum, r) => sum + r.payoutCents, 0)).toBe(g.paidCents);
      expect(g.paidCents + g.remainderCents).toBe(g.potCents);
    }
    expect(result.totals).toEqual({
      potCents: 15500,
      paidCents: result.games.reduce((s, g) => s + g.paidCents, 0),
      remainderCents: result.games.reduce((s, g) => s + g.remainderCents, 0),
    });
    expect(result.totals.paidCents + result.totals.remainderCents).toBe(15500);
  });

  it('lists one result per player in each game', () => {
    expect(result.games.map((g) => g.results.length)).toEqual([4, 3, 4, 4, 4]);
  });

  it('does not depend on the order of players', () => {
    const reversed: MatchInput = {
      ...input,
      players: [...input.players].reverse(),
      games: input.games.map((g) => ({ ...g, playerIds: [...g.playerIds].reverse() })),
    };
    expect(scoreMatch(reversed)).toEqual(result);
  });
});

describe('input checks', () => {
  const players = [player('a', [4, 4]), player('b', [4, 4])];

  it('Match Play is played: singles need no teams, pairs do', () => {
    expect(scoreMatch(match(players, [{ ...game('MATCH_PLAY', 1000, ['a', 'b']), format: 'SINGLES_ROUND_ROBIN' }])).games[0]?.paidCents).toBe(2000);
    expect(() => scoreMatch(match(players, [game('MATCH_PLAY', 1000, ['a', 'b'])]))).toThrow('Every player in a team game needs a team');
  });

  it.each<[string, MatchInput]>([
    ['Player a: 1 score for 2 holes', match([player('b', [4, 4]), player('a', [4])], [])],
    ['Player a, hole 2: score must be 1 to 12', match([player('a', [4, 13])], [])],
    ['Player a, hole 1: score must be 1 to 12', match([player('a', [0, 4])], [])],
    ['Player a is listed twice', match([player('a', [4, 4]), player('a', [4, 4])], [])],
    ['Game STB_V2: unknown player z', match(players, [game('STB_V2', 100, ['a', 'z'])])],
    ['Game STB_V2: player a is listed twice', match(players, [game('STB_V2', 100, ['a', 'a'])])],
    ['Game STB_V2 is listed twice', match(players, [game('STB_V2', 100, ['a']), game('STB_V2', 100, ['b'])])],
    ['Game SKINS_GROSS: buy-in must be a whole number of cents, 0 or more', match(players, [game('SKINS_GROSS', 2.5, ['a'])])],
    ['Slope must be an integer between 55 and 155', { ...match(players, []), slope: 0 }],
    ['Handicap allowance must be 0 to 100%', match(players, [], { settings: { allowancePct: 120 } })],
    [
      'Payout curve small: percentages must not add up to more than 100%',
      match(players, [], { settings: { payoutCurves: { small: [60, 50], medium: [50, 30, 20], large: [40, 30, 20, 10] } } }),
    ],
  ])('%s', (message, input) => {
    expect(() => scoreMatch(input)).toThrow(message);
  });

  it('reports unknown Stableford tables and missing curves coming from stored settings', () => {
    const stored = JSON.parse('{"stablefordTable":"toString","payoutCurves":{"small":[60,40]}}') as MatchInput['settings'];
    expect(() => scoreMatch(match(players, [], { settings: stored }))).toThrow(
      'Unknown Stableford table toString; Payout curve medium is missing; Payout curve large is missing',
    );
  });

  it('an empty game pays nobody; a FLAT one keeps its pot as remainder', () => {
    const result = scoreMatch(match(players, [game('SKINS_GROSS', 500, []), game('STB_V2', 700, [], 'FLAT')]));
    expect(result.games.map((g) => [g.potCents, g.paidCents, g.remainderCents, g.results.length])).toEqual([
      [0, 0, 0, 0],
      [700, 0, 700, 0],
    ]);
  });
});

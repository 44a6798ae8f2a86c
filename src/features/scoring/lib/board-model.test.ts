import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { card, game, match, player } from '@/domain/test-support';
import {
  boardTabs,
  enginePayouts,
  filterPlayerIds,
  formatToPar,
  livePayouts,
  moneyRows,
  nassauBoard,
  sheetFlights,
  shortNames,
  skinsBoard,
  stablefordRows,
  strokeRows,
  thruLabel,
} from './board-model';

const PARS = Array.from({ length: 18 }, () => 4);
/** A card with scores on holes 1..n (the rest not played yet). */
const through = (n: number, changes: Record<number, number> = {}) => card(changes).map((score, i) => (i < n ? score : null));

describe('skins board', () => {
  // ann wins hole 1; hole 2 is tied; bob wins hole 3 with hole 2 carried; holes 4 and 5 are tied
  // (cat has not played 5 yet); nobody has played 6–18.
  const players = [
    player('ann', through(5, { 1: 3 })),
    player('bob', through(5, { 3: 3 })),
    player('cat', through(4)),
  ];
  const score = scoreMatch(match(players, [game('SKINS_GROSS', 1000, ['ann', 'bob', 'cat'])]));
  const board = skinsBoard(score, 'SKINS_GROSS', enginePayouts(score));

  it('shows who won which hole, with the skins carried into it', () => {
    expect(board?.holes.slice(0, 5).map((h) => [h.hole, h.outcome, h.winnerId, h.skinsAtStake])).toEqual([
      [1, 'won', 'ann', 1],
      [2, 'tied', null, 1],
      [3, 'won', 'bob', 2],
      [4, 'tied', null, 1],
      [5, 'tied', null, 2],
    ]);
    expect(board?.holes[4]).toMatchObject({ scored: 2, fieldSize: 3 });
    expect(board?.holes[5]).toMatchObject({ outcome: 'no scores', scored: 0 });
  });

  it('the carry-over pot is the tied holes since the last skin won, riding on the next hole', () => {
    expect(board?.carry).toEqual({ skins: 2, fromHoles: [4, 5], intoHole: 6 });
  });

  it('money if the round ended now is the engine: pot 30.00 ÷ 3 skins won = 10.00 a skin', () => {
    expect(board?.centsPerSkin).toBe(1000);
    expect(board?.players).toEqual([
      { playerId: 'bob', skinsWon: 2, holesWon: [3], payoutCents: 2000 },
      { playerId: 'ann', skinsWon: 1, holesWon: [1], payoutCents: 1000 },
      { playerId: 'cat', skinsWon: 0, holesWon: [], payoutCents: 0 },
    ]);
  });

  it('no carry right after a skin is won; a tie on 18 is not awarded', () => {
    const won = scoreMatch(match([player('ann', through(1, { 1: 3 })), player('bob', through(1))], [game('SKINS_NET', 500, ['ann', 'bob'])]));
    expect(skinsBoard(won, 'SKINS_NET', [])?.carry).toEqual({ skins: 0, fromHoles: [], intoHole: 2 });
    const tiedLast = scoreMatch(match([player('ann', card({ 1: 3 })), player('bob', card())], [game('SKINS_NET', 500, ['ann', 'bob'])]));
    expect(skinsBoard(tiedLast, 'SKINS_NET', [])?.carry).toMatchObject({ skins: 17, intoHole: null });
    expect(skinsBoard(tiedLast, 'SKINS_GROSS', [])).toBeNull();
  });
});

describe('Nassau board', () => {
  // Everyone has finished the front nine (ann 35, bob 36, cat 37); ann and bob are through 12,
  // bob with a birdie on 11; cat has not started the back nine.
  const players = [
    player('ann', through(12, { 2: 3 })),
    player('bob', through(12, { 11: 3 })),
    player('cat', through(9, { 5: 5 })),
  ];
  const score = scoreMatch(match(players, [game('NASSAU', 900, ['ann', 'bob', 'cat'])]));
  const parts = nassauBoard(score, PARS, false);

  it('a part everyone has finished is decided by the engine', () => {
    expect(parts?.[0]).toMatchObject({ part: 'front', status: 'decided', leaderIds: ['ann'], leadToPar: -1, potCents: 900 });
  });

  it('a part in play shows the leaders on net to par and how far each player is', () => {
    expect(parts?.[1]).toMatchObject({ part: 'back', status: 'in play', leaderIds: ['bob'], leadToPar: -1 });
    expect(parts?.[1]?.rows).toEqual([
      { playerId: 'bob', thru: 3, netToPar: -1, complete: false },
      { playerId: 'ann', thru: 3, netToPar: 0, complete: false },
      { playerId: 'cat', thru: 0, netToPar: null, complete: false },
    ]);
    expect(parts?.[2]).toMatchObject({ part: 'overall', status: 'in play', leaderIds: ['ann', 'bob'], leadToPar: -1 });
  });

  it('nobody has started: not started; the final match decides every part', () => {
    const fresh = scoreMatch(match([player('ann', through(0)), player('bob', through(0))], [game('NASSAU', 300, ['ann', 'bob'])]));
    expect(nassauBoard(fresh, PARS, false)?.map((p) => p.status)).toEqual(['not started', 'not started', 'not started']);
    expect(nassauBoard(score, PARS, true)?.map((p) => [p.status, p.leaderIds])).toEqual([
      ['decided', ['ann']],
      ['decided', []],
      ['decided', []],
    ]);
  });

  it('provisional money equals the engine: only the front nine is won (27.00 ÷ 3 = 9.00)', () => {
    const rows = moneyRows(['ann', 'bob', 'cat'], enginePayouts(score));
    expect(rows).toEqual([
      { playerId: 'ann', byGame: { NASSAU: 900 }, totalCents: 900 },
      { playerId: 'bob', byGame: { NASSAU: 0 }, totalCents: 0 },
      { playerId: 'cat', byGame: { NASSAU: 0 }, totalCents: 0 },
    ]);
  });
});

describe('money if the round ended now', () => {
  // Three complete cards (ann 70, bob 71, cat 73), every game with a 30.00 pot: Stableford and stroke
  // play 60/40; gross skins: ann wins 1 and 10 (with 3–9 carried: 8 skins), bob wins 2, 11–18 tied and
  // not awarded: 10 skins at 3.00; Nassau 10.00 a part: front tied ann/bob (5.00 each), back and 18 ann.
  const players = [player('ann', card({ 1: 3, 10: 3 })), player('bob', card({ 2: 3 })), player('cat', card({ 3: 5 }))];
  const everyone = ['ann', 'bob', 'cat'];
  const score = scoreMatch(
    match(players, [game('STB_V2', 1000, everyone), game('STROKE_PLAY', 1000, everyone), game('SKINS_GROSS', 1000, everyone), game('NASSAU', 1000, everyone)]),
  );

  it('per player and game, summing to what the engine pays out', () => {
    const rows = moneyRows(everyone, enginePayouts(score));
    expect(rows).toEqual([
      { playerId: 'ann', byGame: { STB_V2: 1800, STROKE_PLAY: 1800, SKINS_GROSS: 2700, NASSAU: 2500 }, totalCents: 8800 },
      { playerId: 'bob', byGame: { STB_V2: 1200, STROKE_PLAY: 1200, SKINS_GROSS: 300, NASSAU: 500 }, totalCents: 3200 },
      { playerId: 'cat', byGame: { STB_V2: 0, STROKE_PLAY: 0, SKINS_GROSS: 0, NASSAU: 0 }, totalCents: 0 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.totalCents, 0)).toBe(score.totals.paidCents);
  });

  it('stored results (a final match) sum the same way', () => {
    expect(moneyRows(['ann', 'bob'], [{ playerId: 'ann', gameCode: 'STB_V2', payoutCents: 600 }, { playerId: 'ann', gameCode: 'NASSAU', payoutCents: 50 }])).toEqual([
      { playerId: 'ann', byGame: { STB_V2: 600, NASSAU: 50 }, totalCents: 650 },
      { playerId: 'bob', byGame: {}, totalCents: 0 },
    ]);
  });

  it('tabs follow the games played', () => {
    expect(boardTabs(score).map((t) => t.id)).toEqual(['stableford', 'SKINS_GROSS', 'NASSAU', 'stroke', 'money']);
    const noGames = scoreMatch(match(players, []));
    expect(boardTabs(noGames).map((t) => t.id)).toEqual(['stableford', 'stroke']);
  });
});

describe('Stableford and stroke play', () => {
  // dan (index 18: a stroke on every hole) makes 5s: net par (2 points), gross bogey (1 point).
  const players = [player('dan', through(2, { 1: 5, 2: 5 }), 18), player('eve', through(3)), player('fay', through(0))];
  const score = scoreMatch(match(players, [game('STB_V2', 1000, ['dan', 'eve'])]));

  it('net points are the engine, gross points the same table on the gross score', () => {
    expect(stablefordRows(score, PARS, 'net', enginePayouts(score)).map((r) => [r.playerId, r.rank, r.netPoints, r.grossPoints, r.payoutCents])).toEqual([
      ['eve', 1, 6, 6, 1200],
      ['dan', 2, 4, 2, 800],
      ['fay', 3, 0, 0, null],
    ]);
    expect(stablefordRows(score, PARS, 'gross', enginePayouts(score)).map((r) => [r.playerId, r.rank])).toEqual([
      ['eve', 1],
      ['dan', 2],
      ['fay', 3],
    ]);
  });

  it('a final match shows the stored payouts, not the engine’s', () => {
    const stored = [{ playerId: 'eve', gameCode: 'STB_V2' as const, payoutCents: 1500 }];
    expect(stablefordRows(score, PARS, 'net', stored).map((r) => [r.playerId, r.payoutCents])).toEqual([
      ['eve', 1500],
      ['dan', null],
      ['fay', null],
    ]);
  });

  it('stroke play ranks to par over the holes played; players not started come last without a rank', () => {
    expect(strokeRows(score, PARS, 'net', []).map((r) => [r.playerId, r.rank, r.holesPlayed, r.netToPar, r.grossToPar])).toEqual([
      ['dan', 1, 2, 0, 2],
      ['eve', 1, 3, 0, 0],
      ['fay', null, 0, 0, 0],
    ]);
    expect(strokeRows(score, PARS, 'gross', []).map((r) => [r.playerId, r.rank])).toEqual([
      ['eve', 1],
      ['dan', 2],
      ['fay', null],
    ]);
  });

  it('labels', () => {
    expect([thruLabel(0), thruLabel(9), thruLabel(18)]).toEqual(['0', '9', 'F']);
    expect([formatToPar(0), formatToPar(3), formatToPar(-2)]).toEqual(['E', '+3', '−2']);
  });
});

describe('filters', () => {
  const sheet = {
    groups: [
      { id: 'g1', flight: 'A', players: [{ player_id: 'ann' }, { player_id: 'bob' }] },
      { id: 'g2', flight: 'B', players: [{ player_id: 'cat' }] },
      { id: 'g3', flight: 'A', players: [{ player_id: 'dan' }] },
    ],
  };

  it('keeps a group or a flight; everyone otherwise', () => {
    expect(filterPlayerIds(sheet, { kind: 'all' })).toBeNull();
    expect([...(filterPlayerIds(sheet, { kind: 'group', groupId: 'g2' }) ?? [])]).toEqual(['cat']);
    expect([...(filterPlayerIds(sheet, { kind: 'flight', flight: 'A' }) ?? [])]).toEqual(['ann', 'bob', 'dan']);
    expect(sheetFlights(sheet)).toEqual(['A', 'B']);
    expect(sheetFlights(null)).toEqual([]);
  });
});

describe('short names for the skins grid', () => {
  it('first names where unique, then the last initial, else the whole name', () => {
    const names = new Map([
      ['1', 'Ann Lee'],
      ['2', 'Bob Ray'],
      ['3', 'Bob Stone'],
      ['4', 'Cy Tan'],
      ['5', 'Cy Tate'],
      ['6', 'Dee'],
    ]);
    expect([...shortNames(names).values()]).toEqual(['Ann', 'Bob R.', 'Bob S.', 'Cy Tan', 'Cy Tate', 'Dee']);
  });
});

describe('the live board agrees with itself', () => {
  it('a skin is not won, nor paid, while a player who could tie its hole has not played it', () => {
    // Ann wins hole 1 outright (all three played it); on hole 2 Ann has a 3 but Cat has not played it yet.
    const players = [player('ann', through(2, { 1: 3, 2: 3 })), player('bob', through(2)), player('cat', through(1))];
    const score = scoreMatch(match(players, [game('SKINS_GROSS', 1000, ['ann', 'bob', 'cat'])]));
    const payouts = livePayouts(score, PARS);
    const board = skinsBoard(score, 'SKINS_GROSS', payouts, true);
    expect(board?.holes.slice(0, 2).map((h) => [h.hole, h.outcome, h.pending])).toEqual([
      [1, 'won', false],
      [2, 'won', true],
    ]);
    // One skin settled: the whole $30.00 pot rides on it if the round ended now; hole 2 pays nothing yet.
    expect(board?.centsPerSkin).toBe(3000);
    expect(board?.players[0]).toEqual({ playerId: 'ann', skinsWon: 1, holesWon: [1], payoutCents: 3000 });
    expect(payouts.filter((p) => p.gameCode === 'SKINS_GROSS').map((p) => [p.playerId, p.payoutCents])).toEqual([
      ['ann', 3000],
      ['bob', 0],
      ['cat', 0],
    ]);
    // The final board (every hole played or the match final) is the engine's.
    expect(skinsBoard(score, 'SKINS_GROSS', enginePayouts(score))?.holes[1]?.pending).toBe(false);
  });

  it("the Nassau part's money goes to the leaders its tab names, split when they are tied", () => {
    // Front nine: Ann has finished at -1; Bob is -1 thru 7; Cat +2 thru 7. The tab says Ann and Bob lead.
    const players = [player('ann', through(9, { 1: 3 })), player('bob', through(7, { 2: 3 })), player('cat', through(7, { 3: 6 }))];
    const score = scoreMatch(match(players, [game('NASSAU', 900, ['ann', 'bob', 'cat'])]));
    const front = nassauBoard(score, PARS, false)?.[0];
    expect(front?.status).toBe('in play');
    expect(front?.leaderIds.sort()).toEqual(['ann', 'bob']);
    // Pot 3 × $9 = $27.00, $9.00 a part: the front's two leaders split it ($4.50 each); nothing else is in play... yet.
    const nassau = new Map(livePayouts(score, PARS).filter((p) => p.gameCode === 'NASSAU').map((p) => [p.playerId, p.payoutCents]));
    expect(nassau.get('ann')).toBe(nassau.get('bob'));
    expect(nassau.get('cat')).toBe(0);
    // The engine alone would have given Ann, the only one to finish the nine, the whole front part.
    const engine = new Map(enginePayouts(score).filter((p) => p.gameCode === 'NASSAU').map((p) => [p.playerId, p.payoutCents]));
    expect(engine.get('ann')).toBeGreaterThan(engine.get('bob') ?? 0);
  });
});

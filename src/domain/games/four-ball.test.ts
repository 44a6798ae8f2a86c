import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, match, player } from '../test-support';
import type { FourBallGameExplanation, GameInput, ScoredGame } from '../types';

type FourBallGame = ScoredGame & { explanation: FourBallGameExplanation };

// Par 4s, rating = par, slope 113; allowance 85% for FOUR_BALL: playing handicap = round half up (index × 0.85):
// p1 20 → 17, p2 10 → 8.5 → 9, p3 12 → 10.2 → 10, p4 4 → 3.4 → 3, p5 and p6 0.
// Everyone shoots 5 unless said:
// p1 (17 strokes, holes 1–17): net 4 on 1–17 (par, 2 pts), net 5 on 18 (bogey, 1).
// p2 (9 strokes, holes 1–9): net 4 on 1–9, net 5 on 10–17, a 3 on 18 (net birdie, 4 pts).
// p3 (10 strokes): net 4 on 1–10, 5 on 11–18. p4 (3 strokes): 4 on 11–18 (net par), net 5 on 4–10.
// p5: 4 everywhere but hole 5 (no score). p6: 5 everywhere but hole 5 (no score).
const players = [
  player('p1', card({}, 5), 20),
  player('p2', card({ 18: 3 }, 5), 10),
  player('p3', card({}, 5), 12),
  player('p4', card({ 11: 4, 12: 4, 13: 4, 14: 4, 15: 4, 16: 4, 17: 4, 18: 4 }, 5), 4),
  player('p5', card({ 5: null }, 4), 0),
  player('p6', card({ 5: null }, 5), 0),
];
const teams = [
  { id: 'X', playerIds: ['p1', 'p2'] },
  { id: 'Y', playerIds: ['p3', 'p4'] },
  { id: 'Z', playerIds: ['p5', 'p6'] },
];

function fourBall(format: string, extra: Partial<GameInput> = {}): FourBallGame {
  const g: GameInput = { ...game('FOUR_BALL', 1000, players.map((p) => p.id)), teams, format, ...extra };
  const scored = scoreMatch(match(players, [g], { settings: { allowancePct: 100, allowanceByGame: { FOUR_BALL: 85 } } })).games[0];
  if (scored?.explanation.kind !== 'fourball') throw new Error('not four-ball');
  return { ...scored, explanation: scored.explanation };
}

const payouts = (g: ScoredGame): Record<string, number> => Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]));

describe('four-ball better ball at 85%', () => {
  it('plays every card at the game’s allowance', () => {
    const g = fourBall('STABLEFORD');
    expect(g.allowancePct).toBe(85);
    expect(g.handicaps.map((h) => [h.playerId, h.courseHandicap, h.playingHandicap])).toEqual([
      ['p1', 20, 17],
      ['p2', 10, 9],
      ['p3', 12, 10],
      ['p4', 4, 3],
      ['p5', 0, 0],
      ['p6', 0, 0],
    ]);
  });

  it('Stableford: the higher of the partners’ points per hole', () => {
    // X: 2 on holes 1–17 (p1; p2 too on 1–9), 4 on 18 (p2's net birdie) = 38.
    // Y: 2 on 1–10 (p3), 2 on 11–18 (p4) = 36. Z: 2 on 17 holes (p5), 0 on hole 5 = 34.
    const g = fourBall('STABLEFORD');
    expect(g.explanation.teams.map((t) => [t.teamId, t.total, t.holesWithScore, t.money.position])).toEqual([
      ['X', 38, 18, 1],
      ['Y', 36, 18, 2],
      ['Z', 34, 17, 3],
    ]);
    const x = g.explanation.teams[0];
    expect(x?.holes[0]).toEqual({ hole: 1, score: 2, fromPlayerIds: ['p1', 'p2'] });
    expect(x?.holes[17]).toEqual({ hole: 18, score: 4, fromPlayerIds: ['p2'] });
    expect(g.explanation.teams[2]?.holes[4]).toEqual({ hole: 5, score: 0, fromPlayerIds: [] });
    // Pot 6 × $10 = $60; 3 teams: small curve 60/40: X $36 ($18 each), Y $24 ($12 each).
    expect(payouts(g)).toEqual({ p1: 1800, p2: 1800, p3: 1200, p4: 1200, p5: 0, p6: 0 });
    expect(g.results.map((r) => [r.playerId, r.position, r.points])).toEqual([
      ['p1', 1, 38],
      ['p2', 1, 38],
      ['p3', 2, 36],
      ['p4', 2, 36],
      ['p5', 3, 34],
      ['p6', 3, 34],
    ]);
    expect(g.results[0]?.summary).toBe('Team 38 points · 1st · $36.00 for the team, $18.00 each');
    expect(g.results[0]?.explanation).toMatchObject({ kind: 'fourball', teamId: 'X', partnerIds: ['p2'] });
  });

  it('stroke: the lower net per hole; a team without a better ball on every hole is not ranked', () => {
    // X: 4 on 1–17 (p1), 3 on 18 (p2) = 71. Y: 4 on 1–10 (p3), 4 on 11–18 (p4) = 72. Z: nobody on hole 5.
    const g = fourBall('STROKE');
    expect(g.explanation.teams.map((t) => [t.teamId, t.total, t.money.position])).toEqual([
      ['X', 71, 1],
      ['Y', 72, 2],
      ['Z', null, null],
    ]);
    expect(g.explanation.unrankedTeamIds).toEqual(['Z']);
    expect(payouts(g)).toEqual({ p1: 1800, p2: 1800, p3: 1200, p4: 1200, p5: 0, p6: 0 });
    expect(g.results.find((r) => r.playerId === 'p5')?.summary).toBe('Team incomplete (better ball on 17 of 18 holes): not ranked, not paid');
    expect(g.results.find((r) => r.playerId === 'p3')?.summary).toBe('Team better-ball net 72 · 2nd · $24.00 for the team, $12.00 each');
  });

  it('ties: split, or countback on the team’s best per hole', () => {
    // p3 shoots 4 on hole 10 (a stroke there: net 3, a birdie, 4 points): Y 38, level with X.
    const tiedPlayers = players.map((p) => (p.id === 'p3' ? player('p3', card({ 10: 4 }, 5), 12) : p));
    const score = (placeTies: 'split' | 'countback') =>
      scoreMatch(
        match(tiedPlayers, [{ ...game('FOUR_BALL', 1000, tiedPlayers.map((p) => p.id)), teams, format: 'STABLEFORD' }], {
          settings: { allowanceByGame: { FOUR_BALL: 85 }, placeTies },
        }),
      ).games[0] as FourBallGame;
    const split = score('split');
    expect(split.explanation.teams.map((t) => [t.teamId, t.total, t.money.position])).toEqual([
      ['X', 38, 1],
      ['Y', 38, 1],
      ['Z', 34, 3],
    ]);
    // Places 1–2 pooled: 100% of $60 = $30 a team, $15 each.
    expect(payouts(split)).toMatchObject({ p1: 1500, p3: 1500 });
    const countback = score('countback');
    // Last 9: X 2×8 + 4 = 20, Y 4 + 2×8 = 20; last 6: X 14, Y 12: X wins.
    expect(countback.explanation.teams[0]).toMatchObject({
      teamId: 'X',
      money: { position: 1 },
      tieBreak: { method: 'countback', metric: 'stableford', tied: [{ sideId: 'X', sums: [20, 14, 8, 4] }, { sideId: 'Y', sums: [20, 12, 6, 2] }], stillTied: false },
    });
    expect(payouts(countback)).toMatchObject({ p1: 1800, p3: 1200 });
  });
});

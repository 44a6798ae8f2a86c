import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, match, player } from '../test-support';
import type { ScoredGame, TeamNassauGameExplanation } from '../types';

describe('two-man Nassau', () => {
  // No strokes (index 0), par 4s. Better-ball net per team:
  // X: a birdies 1, 2; b birdies 10 → front 34, back 35, overall 69.
  // Y: c birdies 3, 4; d pars → front 34, back 36, overall 70.
  // Z: e birdies 11, 12; f birdies 13 and has no score on hole 1 (e has) → front 36, back 33, overall 69.
  const players = [
    player('a', card({ 1: 3, 2: 3 }), 0),
    player('b', card({ 10: 3 }), 0),
    player('c', card({ 3: 3, 4: 3 }), 0),
    player('d', card(), 0),
    player('e', card({ 11: 3, 12: 3 }), 0),
    player('f', card({ 1: null, 13: 3 }), 0),
  ];
  const teams = [
    { id: 'X', playerIds: ['a', 'b'] },
    { id: 'Y', playerIds: ['c', 'd'] },
    { id: 'Z', playerIds: ['e', 'f'] },
  ];
  // $10.01 a player: pot 6006, three parts of 2002.
  const scored = scoreMatch(match(players, [{ ...game('TEAM_NASSAU', 1001, players.map((p) => p.id)), teams }])).games[0];
  const g = scored as ScoredGame & { explanation: TeamNassauGameExplanation };

  it('front tied by X and Y, back to Z, overall tied by X and Z', () => {
    expect(g.explanation.kind).toBe('teamnassau');
    expect(g.explanation.parts.map((p) => [p.label, p.teamNets.map((t) => t.net), p.winnerTeamIds, p.teamShareCents, p.remainderCents])).toEqual([
      // 2002 / 2 teams = 1001 a team, nothing left of the part.
      ['Front 9', [34, 34, 36], ['X', 'Y'], 1001, 0],
      ['Back 9', [35, 36, 33], ['Z'], 2002, 0],
      ['Overall', [69, 70, 69], ['X', 'Z'], 1001, 0],
    ]);
  });

  it('adds a team’s winnings first, then splits them between the partners (rule 37): no cent lost per part', () => {
    // Worked example. X wins half the front ($10.01) and half the 18 ($10.01): $20.02 for the team, $10.01 each.
    // Splitting each part would pay $5.00 + $5.00 = $10.00 each and strand 2¢ (the fault this rule fixes).
    // Y: $10.01 → $5.00 each, 1¢ left. Z: $20.02 + $10.01 = $30.03 → $15.01 each, 1¢ left.
    expect(g.explanation.money).toEqual([
      { teamId: 'X', teamWinningsCents: 2002, shareCents: 1001, splitRemainderCents: 0 },
      { teamId: 'Y', teamWinningsCents: 1001, shareCents: 500, splitRemainderCents: 1 },
      { teamId: 'Z', teamWinningsCents: 3003, shareCents: 1501, splitRemainderCents: 1 },
    ]);
    expect(Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]))).toEqual({ a: 1001, b: 1001, c: 500, d: 500, e: 1501, f: 1501 });
    // The pot cuts in three evenly (0¢); the only remainder is the two odd cents of Y's and Z's splits.
    expect(g.explanation.splitRemainderCents).toBe(0);
    expect(g.explanation.partnerSplitRemainderCents).toBe(2);
    expect(g.remainderCents).toBe(2);
    expect(g.paidCents + g.remainderCents).toBe(6006);
    expect(g.results.every((r) => r.position === null && r.points === null)).toBe(true);
  });

  it('a team winning two odd parts: added first it loses no cent (per part it lost one each)', () => {
    // $1.00 a player, 4 players: pot 400 → parts of 133 (1¢ left by the cut). Front tied X 34 v Y 34: 66 a team
    // (1¢ left by the tie); back X 35 v Y 36 and overall X 69 v Y 70: 133 each to X.
    // X: 66 + 133 + 133 = 332 → 166 each, nothing left. Per part it was 33 + 66 + 66 = 165 each, 3¢ stranded.
    const four = players.slice(0, 4);
    const sweep = scoreMatch(match(four, [{ ...game('TEAM_NASSAU', 100, four.map((p) => p.id)), teams: teams.slice(0, 2) }])).games[0];
    if (sweep?.explanation.kind !== 'teamnassau') throw new Error('not a two-man Nassau');
    expect(sweep.explanation.money).toEqual([
      { teamId: 'X', teamWinningsCents: 332, shareCents: 166, splitRemainderCents: 0 },
      { teamId: 'Y', teamWinningsCents: 66, shareCents: 33, splitRemainderCents: 0 },
    ]);
    expect(Object.fromEntries(sweep.results.map((r) => [r.playerId, r.payoutCents]))).toEqual({ a: 166, b: 166, c: 33, d: 33 });
    // Remainder: 1¢ of the cut + 1¢ of the tied front.
    expect(sweep.remainderCents).toBe(2);
    expect(sweep.paidCents).toBe(398);
  });

  it('explains each player’s parts', () => {
    const c = g.results.find((r) => r.playerId === 'c');
    expect(c?.explanation).toEqual({
      kind: 'teamnassau',
      teamId: 'Y',
      partnerIds: ['d'],
      teamWinningsCents: 1001,
      shareCents: 500,
      splitRemainderCents: 1,
      parts: [
        { part: 'front', eligible: true, netTotal: 34, won: true, teamShareCents: 1001 },
        { part: 'back', eligible: true, netTotal: 36, won: false, teamShareCents: 0 },
        { part: 'overall', eligible: true, netTotal: 70, won: false, teamShareCents: 0 },
      ],
    });
    expect(c?.summary).toBe('Front 9: tied 2 ways with net 34, $10.01; Back 9: net 36; Overall: net 70; Team won $10.01: $5.00 each');
  });

  it('a team without a better ball on every hole of a part is not eligible for it', () => {
    const gaps = players.map((p) => (p.id === 'a' || p.id === 'b' ? { ...p, gross: p.gross.map((s, i) => (i === 12 ? null : s)) } : p));
    const part = scoreMatch(match(gaps, [{ ...game('TEAM_NASSAU', 1000, gaps.map((p) => p.id)), teams }])).games[0]?.explanation;
    if (part?.kind !== 'teamnassau') throw new Error('not a two-man Nassau');
    expect(part.parts.map((p) => [p.part, p.teamNets.find((t) => t.teamId === 'X')?.net, p.winnerTeamIds])).toEqual([
      ['front', 34, ['X', 'Y']],
      ['back', null, ['Z']],
      ['overall', null, ['Z']],
    ]);
  });
});

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
      // 2002 / 2 teams = 1001 a team → 500 each, 1¢ left per team.
      ['Front 9', [34, 34, 36], ['X', 'Y'], 1001, 2],
      ['Back 9', [35, 36, 33], ['Z'], 2002, 0],
      ['Overall', [69, 70, 69], ['X', 'Z'], 1001, 2],
    ]);
  });

  it('pays each team’s share split between partners; money conserved', () => {
    // a, b: 500 + 500; c, d: 500; e, f: 1001 + 500.
    expect(Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]))).toEqual({ a: 1000, b: 1000, c: 500, d: 500, e: 1501, f: 1501 });
    expect(g.remainderCents).toBe(4);
    expect(g.paidCents + g.remainderCents).toBe(6006);
    expect(g.results.every((r) => r.position === null && r.points === null)).toBe(true);
  });

  it('explains each player’s parts', () => {
    const c = g.results.find((r) => r.playerId === 'c');
    expect(c?.explanation).toEqual({
      kind: 'teamnassau',
      teamId: 'Y',
      partnerIds: ['d'],
      parts: [
        { part: 'front', eligible: true, netTotal: 34, won: true, teamShareCents: 1001, shareCents: 500 },
        { part: 'back', eligible: true, netTotal: 36, won: false, teamShareCents: 0, shareCents: 0 },
        { part: 'overall', eligible: true, netTotal: 70, won: false, teamShareCents: 0, shareCents: 0 },
      ],
    });
    expect(c?.summary).toBe('Front 9: tied 2 ways with net 34, $10.01 for the team, $5.00 each; Back 9: net 36; Overall: net 70');
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

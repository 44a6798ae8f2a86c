import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { card, game, match, player } from '@/domain/test-support';
import type { GameInput, MatchPlayMatch, PlayerInput } from '@/domain/types';
import { explainRemainder } from './explain';
import { matchView } from './team-board';

const names = new Map([
  ['a', 'Ann'],
  ['b', 'Bob'],
  ['c', 'Cy'],
  ['d', 'Dee'],
]);

function matchesOf(players: PlayerInput[], format: string, teams?: GameInput['teams']): MatchPlayMatch[] {
  const g = { ...game('MATCH_PLAY', 1000, players.map((p) => p.id)), format, teams };
  const scored = scoreMatch(match(players, [g])).games[0]?.explanation;
  if (scored?.kind !== 'matchplay') throw new Error('not match play');
  return scored.matches;
}

const upTo = (n: number, changes: Record<number, number> = {}) => card(changes).map((s, i) => (i < n ? s : null));

describe('match status on the board', () => {
  it('in play, dormie, won, halved — from the leader’s view with the sides’ names', () => {
    // Ann birdies 3 and 8; thru 12: 2 UP; thru 16: dormie; a birdie on 17 too: won 3 & 1.
    expect(matchView(matchesOf([player('a', upTo(12, { 3: 3, 8: 3 })), player('c', upTo(12))], 'SINGLES_ROUND_ROBIN')[0] as MatchPlayMatch, names)).toMatchObject({
      status: 'Ann 2 UP thru 12',
      badge: 'In play',
      leader: 0,
    });
    expect(matchView(matchesOf([player('a', upTo(16, { 3: 3, 8: 3 })), player('c', upTo(16))], 'SINGLES_ROUND_ROBIN')[0] as MatchPlayMatch, names)).toMatchObject({
      status: 'Ann 2 UP thru 16',
      badge: 'Dormie',
    });
    expect(matchView(matchesOf([player('a', card({ 3: 3, 8: 3, 17: 3 })), player('c', card())], 'SINGLES_ROUND_ROBIN')[0] as MatchPlayMatch, names)).toMatchObject({
      status: 'Ann won 3 & 1',
      badge: 'Final',
    });
    expect(matchView(matchesOf([player('a', card()), player('c', card())], 'SINGLES_ROUND_ROBIN')[0] as MatchPlayMatch, names)).toMatchObject({
      status: 'Halved',
      badge: 'Halved',
      leader: null,
    });
    expect(matchView(matchesOf([player('a', upTo(0)), player('c', upTo(0))], 'SINGLES_ROUND_ROBIN')[0] as MatchPlayMatch, names)).toMatchObject({
      status: 'Not started',
      badge: 'Not started',
    });
  });

  it('a bracket match all square after 18 names the side through on countback', () => {
    // Cy's birdie on 18 against Ann's on 1: all square, Cy better over the last 9.
    const [final] = matchesOf([player('a', card({ 1: 3 })), player('c', card({ 18: 3 }))], 'SINGLES_BRACKET');
    expect(matchView(final as MatchPlayMatch, names)).toMatchObject({ status: 'Cy won on countback (AS)', badge: 'Final', leader: 1, roundLabel: 'Final' });
  });

  it('pairs sides read "Ann & Bob"', () => {
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id, upTo(5, id === 'b' ? { 2: 3 } : {})));
    const teams = [
      { id: 't1', playerIds: ['a', 'b'] },
      { id: 't2', playerIds: ['c', 'd'] },
    ];
    const [only] = matchesOf(players, 'PAIRS_ROUND_ROBIN', teams);
    expect(matchView(only as MatchPlayMatch, names)).toMatchObject({ sides: [{ name: 'Ann & Bob' }, { name: 'Cy & Dee' }], status: 'Ann & Bob 1 UP thru 5' });
  });

  it('the remainder line of a team game', () => {
    // Two-Man Nassau with every part tied: $40 → 1333¢ a part (1¢ left by the split in three), 666¢ a team,
    // 333¢ a player: 1¢ left in each part. 1 + 3 × 1 = 4¢.
    const players = ['a', 'b', 'c', 'd'].map((id) => player(id, card()));
    const teams = [
      { id: 't1', playerIds: ['a', 'b'] },
      { id: 't2', playerIds: ['c', 'd'] },
    ];
    const g = scoreMatch(match(players, [{ ...game('TEAM_NASSAU', 1000, ['a', 'b', 'c', 'd']), teams }])).games[0];
    if (!g) throw new Error('no game');
    expect(g.remainderCents).toBe(4000 - 12 * 333);
    expect(explainRemainder(g)).toBe('Rounding: $0.04, kept by the league (the ledger’s rounding remainder).');
  });
});

import { describe, expect, it } from 'vitest';
import { card, game, match, player } from './test-support';
import type { GameInput } from './types';
import { findMatchInputProblems } from './validate-match';

const players = ['a', 'b', 'c', 'd', 'e'].map((id) => player(id, card()));
const withTeams = (code: GameInput['code'], playerIds: string[], teams: GameInput['teams'], format?: string): GameInput => ({
  ...game(code, 1000, playerIds),
  teams,
  format,
});
const problemsOf = (g: GameInput) => findMatchInputProblems(match(players, [g]));

describe('team games: bad input', () => {
  it('an odd number of players in a pairs game', () => {
    expect(problemsOf(withTeams('FOUR_BALL', ['a', 'b', 'c'], [{ id: 't1', playerIds: ['a', 'b'] }]))).toEqual([
      'Pairs games need an even number of players',
      'Every player in a team game needs a team',
    ]);
  });

  it('a player in two teams', () => {
    const teams = [
      { id: 't1', playerIds: ['a', 'b'] },
      { id: 't2', playerIds: ['b', 'c'] },
    ];
    expect(problemsOf(withTeams('TEAM_NASSAU', ['a', 'b', 'c', 'd'], teams))).toEqual([
      'A player can be in only one team',
      'Every player in a team game needs a team',
    ]);
  });

  it('a team of one or three', () => {
    const teams = [
      { id: 't1', playerIds: ['a', 'b', 'c'] },
      { id: 't2', playerIds: ['d'] },
    ];
    expect(problemsOf(withTeams('MATCH_PLAY', ['a', 'b', 'c', 'd'], teams, 'PAIRS_BRACKET'))).toEqual(['A team has exactly 2 players']);
  });

  it('a team game with no teams; singles match play needs none', () => {
    expect(problemsOf(withTeams('MATCH_PLAY', ['a', 'b'], undefined))).toEqual(['Every player in a team game needs a team']);
    expect(problemsOf(withTeams('MATCH_PLAY', ['a', 'b', 'c'], undefined, 'SINGLES_ROUND_ROBIN'))).toEqual([]);
  });

  it('unknown formats, a partner outside the game, Two-Man Nassau on 9 holes', () => {
    expect(problemsOf(withTeams('FOUR_BALL', ['a', 'b'], [{ id: 't1', playerIds: ['a', 'b'] }], 'SCRAMBLE'))).toEqual(['Game FOUR_BALL: unknown format SCRAMBLE']);
    expect(problemsOf(withTeams('FOUR_BALL', ['a', 'b'], [{ id: 't1', playerIds: ['a', 'e'] }]))).toEqual([
      'Every player in a team game needs a team',
      'Game FOUR_BALL: team t1 has player e, who does not play this game',
    ]);
    const nine = ['a', 'b'].map((id) => player(id, [4, 4, 4, 4, 4, 4, 4, 4, 4]));
    const g = withTeams('TEAM_NASSAU', ['a', 'b'], [{ id: 't1', playerIds: ['a', 'b'] }]);
    expect(findMatchInputProblems(match(nine, [g]))).toEqual(['Two-Man Nassau requires 18 holes']);
  });

  it('the same message once when two team games share the problem', () => {
    const input = match(players, [withTeams('FOUR_BALL', ['a', 'b'], []), withTeams('TEAM_NASSAU', ['a', 'b'], [])]);
    expect(findMatchInputProblems(input)).toEqual(['Every player in a team game needs a team']);
  });
});

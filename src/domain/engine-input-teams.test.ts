import { describe, expect, it } from 'vitest';
import { buildEngineInput, gameTeams, matchTeams, type MatchSource, type SourceGame } from './engine-input';
import { scoreMatch } from './score-match';

const PARS = Array.from({ length: 18 }, () => 4);
const SI = Array.from({ length: 18 }, (_, i) => i + 1);
const sourceGame = (id: string, game_code: SourceGame['game_code'], extra: Partial<SourceGame> = {}): SourceGame => ({
  id,
  game_code,
  enabled: true,
  buy_in: 1000,
  pot_calc: 'PER_PLAYER',
  requires_teams: game_code === 'MATCH_PLAY' || game_code === 'FOUR_BALL' || game_code === 'TEAM_NASSAU',
  ...extra,
});
const entry = (player_id: string, team_id: string | null, opted_in_game_ids: string[] = []) => ({ player_id, league_index: 0, opted_in_game_ids, team_id });

const source: MatchSource = {
  match: { course_rating: 72, course_slope: 113 },
  teeset: { label: 'White', rating: 72, slope: 113, par_by_hole: PARS, stroke_index_by_hole: SI },
  games: [
    sourceGame('g-stb', 'STB_V2'),
    sourceGame('g-mp', 'MATCH_PLAY', { format: 'PAIRS_BRACKET' }),
    sourceGame('g-fb', 'FOUR_BALL', { format: 'STROKE', pot_calc: 'PER_ENTRY' }),
    sourceGame('g-tn', 'TEAM_NASSAU', { format: null }),
    sourceGame('g-singles', 'MATCH_PLAY', { format: 'SINGLES_ROUND_ROBIN', enabled: false }),
  ],
  entries: [entry('a', 't1', ['g-fb']), entry('b', 't1', ['g-fb']), entry('c', 't2', ['g-fb']), entry('d', 't2')],
  scorecards: ['a', 'b', 'c', 'd'].map((player_id) => ({ player_id, holes: PARS })),
  teams: [
    { id: 't1', number: 1, name: null, player_ids: ['a', 'b'] },
    { id: 't2', number: 2, name: 'Birdie Hunters', player_ids: ['c', 'd'] },
  ],
};

describe('engine input for team games', () => {
  it('passes each team game with its format and the teams of the players in it', () => {
    const built = buildEngineInput(source);
    if (!built.ok) throw new Error(built.problem);
    expect(built.input.games).toEqual([
      { code: 'STB_V2', buyInCents: 1000, potCalc: 'PER_PLAYER', playerIds: ['a', 'b', 'c', 'd'] },
      {
        code: 'MATCH_PLAY',
        buyInCents: 1000,
        potCalc: 'PER_PLAYER',
        playerIds: ['a', 'b', 'c', 'd'],
        format: 'PAIRS_BRACKET',
        teams: [
          { id: 't1', playerIds: ['a', 'b'] },
          { id: 't2', playerIds: ['c', 'd'] },
        ],
      },
      // d did not opt in: t2 has one player in this game.
      {
        code: 'FOUR_BALL',
        buyInCents: 1000,
        potCalc: 'PER_ENTRY',
        playerIds: ['a', 'b', 'c'],
        format: 'STROKE',
        teams: [
          { id: 't1', playerIds: ['a', 'b'] },
          { id: 't2', playerIds: ['c'] },
        ],
      },
      {
        code: 'TEAM_NASSAU',
        buyInCents: 1000,
        potCalc: 'PER_PLAYER',
        playerIds: ['a', 'b', 'c', 'd'],
        format: null,
        teams: [
          { id: 't1', playerIds: ['a', 'b'] },
          { id: 't2', playerIds: ['c', 'd'] },
        ],
      },
    ]);
    // The engine names the lone partner's problem.
    expect(() => scoreMatch(built.input)).toThrow('Pairs games need an even number of players; A team has exactly 2 players');
  });

  it('a singles Match Play game gets no teams', () => {
    const singles = { ...source, games: [sourceGame('g-s', 'MATCH_PLAY', { format: 'SINGLES_BRACKET' })] };
    const built = buildEngineInput(singles);
    if (!built.ok) throw new Error(built.problem);
    expect(built.input.games).toEqual([{ code: 'MATCH_PLAY', buyInCents: 1000, potCalc: 'PER_PLAYER', playerIds: ['a', 'b', 'c', 'd'], format: 'SINGLES_BRACKET' }]);
    expect(scoreMatch(built.input).games[0]?.paidCents).toBe(4000);
  });

  it('without a team list, the entries’ team_id forms the teams', () => {
    expect(matchTeams({ entries: source.entries })).toEqual([
      { id: 't1', playerIds: ['a', 'b'] },
      { id: 't2', playerIds: ['c', 'd'] },
    ]);
    expect(matchTeams({ entries: [entry('a', null), entry('b', 't9')] })).toEqual([{ id: 't9', playerIds: ['b'] }]);
    const { teams: _teams, ...fromEntries } = source;
    const built = buildEngineInput({ ...fromEntries, games: [sourceGame('g-tn', 'TEAM_NASSAU')] });
    if (!built.ok) throw new Error(built.problem);
    const score = scoreMatch(built.input);
    // All pars: every part tied by both teams, $40 pot → $13.33 a part, $6.66 a team, $3.33 a player.
    expect(score.games[0]?.results.map((r) => r.payoutCents)).toEqual([999, 999, 999, 999]);
  });

  it('keeps only the players of the game in each team and drops teams with none', () => {
    const teams = [
      { id: 't1', playerIds: ['a', 'b'] },
      { id: 't2', playerIds: ['c', 'd'] },
    ];
    expect(gameTeams(teams, ['a', 'b'])).toEqual([{ id: 't1', playerIds: ['a', 'b'] }]);
    expect(gameTeams(teams, ['b', 'd'])).toEqual([
      { id: 't1', playerIds: ['b'] },
      { id: 't2', playerIds: ['d'] },
    ]);
  });
});

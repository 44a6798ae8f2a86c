// Team games (issue 19) on the generated engine copy: the rows finalize-match stores, and the refusal of a
// team game whose players have no team.
import { assertEquals } from './testing.ts';
import { HttpError } from './http.ts';
import { engineResultRows, type EngineSource } from './match-results.ts';

const par = Array.from({ length: 18 }, () => 4);

function teamSource(teams: EngineSource['teams']): EngineSource {
  return {
    match: { course_rating: 72, course_slope: 113 },
    teeset: { label: 'White', rating: 72, slope: 113, par_by_hole: par, stroke_index_by_hole: par.map((_, i) => i + 1) },
    games: [
      { id: 'g-mp', game_code: 'MATCH_PLAY', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: true, format: 'PAIRS_ROUND_ROBIN' },
      { id: 'g-fb', game_code: 'FOUR_BALL', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: true, format: 'STABLEFORD' },
    ],
    entries: ['a', 'b', 'c', 'd'].map((player_id) => ({ player_id, league_index: '0.0', opted_in_game_ids: [] })),
    // a birdies hole 1: team t1 wins the match 1 UP and the four-ball by 2 points.
    scorecards: ['a', 'b', 'c', 'd'].map((player_id) => ({ player_id, holes: par.map((p, i) => (player_id === 'a' && i === 0 ? 3 : p)) })),
    teams,
    settings: { stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } },
    adjustments: [],
  };
}

Deno.test('engine rows: pairs match play and four-ball, a team’s share split between partners', () => {
  const rows = engineResultRows(
    teamSource([
      { id: 't1', number: 1, name: null, player_ids: ['a', 'b'] },
      { id: 't2', number: 2, name: null, player_ids: ['c', 'd'] },
    ]),
  );
  // Each pot $40: 60% $24 → $12 each for t1, 40% $16 → $8 each for t2.
  assertEquals(
    rows.map((r) => [r.game_code, r.player_id, r.position, r.payout_cents]),
    [
      ['MATCH_PLAY', 'a', 1, 1200],
      ['MATCH_PLAY', 'b', 1, 1200],
      ['MATCH_PLAY', 'c', 2, 800],
      ['MATCH_PLAY', 'd', 2, 800],
      ['FOUR_BALL', 'a', 1, 1200],
      ['FOUR_BALL', 'b', 1, 1200],
      ['FOUR_BALL', 'c', 2, 800],
      ['FOUR_BALL', 'd', 2, 800],
    ],
  );
  assertEquals(rows[0]?.notes, '1 won, 0 halved, 0 lost: 1 point · 1st · $24.00 for the team, $12.00 each');
  assertEquals(rows[0]?.explanation.kind, 'matchplay');
});

Deno.test('engine rows: a team game whose players have no team is a 422 saying so', () => {
  let error: unknown = null;
  try {
    engineResultRows(teamSource([]));
  } catch (caught) {
    error = caught;
  }
  assertEquals(error instanceof HttpError && [error.status, error.message], [422, 'Every player in a team game needs a team']);
});

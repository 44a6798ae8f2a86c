// The edge function's engine path without a database: request parsing and the generated engine copy.
import { assertEquals, assertThrows } from './testing.ts';
import { HttpError } from './http.ts';
import { CLIENT_RESULTS_REFUSED, engineResultRows, leagueRounds, parseFinalizeRequest, type EngineSource } from './match-results.ts';

const MATCH_ID = '6f1c2a4e-1111-4222-8333-944455556666';

function httpError(fn: () => unknown): HttpError {
  try {
    fn();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected an HttpError');
}

Deno.test('finalize request: matchId and finalize only; results or payouts are refused by name', () => {
  assertEquals(parseFinalizeRequest({ matchId: MATCH_ID }), { matchId: MATCH_ID, finalize: true });
  assertEquals(parseFinalizeRequest({ matchId: MATCH_ID, finalize: false }), { matchId: MATCH_ID, finalize: false });
  for (const key of ['results', 'p_results', 'payouts', 'payout_cents']) {
    const error = httpError(() => parseFinalizeRequest({ matchId: MATCH_ID, [key]: [] }));
    assertEquals([error.status, error.message], [400, CLIENT_RESULTS_REFUSED]);
  }
  assertThrows(() => parseFinalizeRequest({ matchId: 'x' }), HttpError, 'matchId must be a match id');
  assertThrows(() => parseFinalizeRequest({ matchId: MATCH_ID, finalize: 'yes' }), HttpError, 'finalize must be true or false');
});

Deno.test('engine rows: a two-player Stableford game on the generated engine copy', () => {
  const par = Array.from({ length: 18 }, () => 4);
  const source: EngineSource = {
    match: { course_rating: 72, course_slope: 113 },
    teeset: { label: 'White', rating: 72, slope: 113, par_by_hole: par, stroke_index_by_hole: par.map((_, i) => i + 1) },
    games: [{ id: 'g1', game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: false }],
    entries: [
      { player_id: 'a', league_index: null, opted_in_game_ids: ['g1'] },
      { player_id: 'b', league_index: null, opted_in_game_ids: ['g1'] },
    ],
    scorecards: [
      { player_id: 'a', holes: par.map((p, i) => (i === 0 ? 3 : p)) },
      { player_id: 'b', holes: par },
    ],
    settings: { stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } },
    adjustments: [{ kind: 'DISQUALIFIED', player_id: 'a', game_code: null, place: null, hole: null, gross: null, reason: 'Wrong ball' }],
  };
  const rows = engineResultRows(source);
  assertEquals(rows.map((r) => [r.player_id, r.position, r.payout_cents]), [['b', 1, 2000], ['a', null, 0]]);
});

Deno.test('engine rows: a match the engine cannot score is a 422 with its reason', () => {
  const source = { match: { course_rating: null, course_slope: null }, teeset: null, games: [], entries: [], scorecards: [], adjustments: [],
    settings: { stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } } } as EngineSource;
  assertEquals(httpError(() => engineResultRows(source)).status, 422);
});

Deno.test('league rounds: each complete card posts its adjusted gross (net double bogey, par + 5 without an index)', () => {
  const par = Array.from({ length: 18 }, () => 4);
  const source: EngineSource = {
    match: { course_rating: 72, course_slope: 113 },
    teeset: { label: 'White', rating: 72, slope: 113, par_by_hole: par, stroke_index_by_hole: par.map((_, i) => i + 1) },
    games: [{ id: 'g1', game_code: 'STB_V2', enabled: true, buy_in: 0, pot_calc: 'PER_PLAYER', requires_teams: false }],
    entries: [
      { player_id: 'a', league_index: '10.0', opted_in_game_ids: ['g1'] },
      { player_id: 'b', league_index: null, opted_in_game_ids: ['g1'] },
      { player_id: 'c', league_index: '5.0', opted_in_game_ids: ['g1'] },
    ],
    scorecards: [
      // Course handicap 10: a 9 on stroke index 1 counts 7, an 8 on stroke index 18 counts 6 → 64 + 7 + 6.
      { player_id: 'a', holes: par.map((p, i) => (i === 0 ? 9 : i === 17 ? 8 : p)) },
      // No index: a 10 counts 9.
      { player_id: 'b', holes: par.map((p, i) => (i === 4 ? 10 : p)) },
      // Not complete: no round.
      { player_id: 'c', holes: par.map((p, i) => (i === 6 ? null : p)) },
    ],
    settings: { stablefordTable: 'MODIFIED_V2', allowancePct: 90, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } },
    adjustments: [],
  };
  assertEquals(leagueRounds(source), [
    { player_id: 'a', adjusted_gross: 77 },
    { player_id: 'b', adjusted_gross: 77 },
  ]);
});

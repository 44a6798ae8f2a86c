// The rule-37 report's pure part: a finalized match's stored team-game results against the engine's final
// results — a walk-off stored as a win is listed, unchanged matches are not, nothing is written.
import { assertEquals } from './testing.ts';
import type { EngineSource } from './match-results.ts';
import { settleMatch, teamSettlementReport, type StoredTeamResult, type TeamSettlementSource } from './team-settlement.ts';

const par = Array.from({ length: 18 }, () => 4);
const card = (last: number, birdieOn?: number) => par.map((p, i) => (i >= last ? null : i + 1 === birdieOn ? p - 1 : p));

function source(scorecards: EngineSource['scorecards'], format = 'SINGLES_ROUND_ROBIN'): EngineSource {
  return {
    match: { course_rating: 72, course_slope: 113, bracket_draw: null },
    teeset: { label: 'White', rating: 72, slope: 113, par_by_hole: par, stroke_index_by_hole: par.map((_, i) => i + 1) },
    games: [{ id: 'g-mp', game_code: 'MATCH_PLAY', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: true, format }],
    entries: ['ann', 'bob'].map((player_id) => ({ player_id, league_index: '0.0', opted_in_game_ids: [] })),
    scorecards,
    settings: { stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } },
    adjustments: [],
  };
}

const row = (player_id: string, position: number, points: number | string, payout_cents: number): StoredTeamResult => ({
  player_id,
  player_name: player_id === 'ann' ? 'Ann' : 'Bob',
  game_code: 'MATCH_PLAY',
  position,
  points,
  payout_cents,
});

// Ann birdies 1 and walks off after 14 ("1 UP thru 14"); Bob plays in. Stored as it was settled before the rule:
// Ann 1 point and $12.00. Final results: Bob wins 2 & 1.
const walkOff: TeamSettlementSource = {
  match_id: 'm1',
  name: 'Walk-off day',
  date: '2026-11-28',
  source: source([
    { player_id: 'ann', holes: card(14, 1) },
    { player_id: 'bob', holes: card(18) },
  ]),
  stored: [row('ann', 1, '1.0', 1200), row('bob', 2, '0.0', 800)],
};

Deno.test('team settlement report: a walk-off stored as a win is listed, stored → recomputed', () => {
  const settled = settleMatch(walkOff);
  assertEquals(settled.problem, null);
  assertEquals(
    settled.changes.map((c) => [c.player_name, c.game_code, c.stored, c.recomputed]),
    [
      ['Ann', 'MATCH_PLAY', { position: 1, points: 1, payout_cents: 1200 }, { position: 2, points: 0, payout_cents: 800 }],
      ['Bob', 'MATCH_PLAY', { position: 2, points: 0, payout_cents: 800 }, { position: 1, points: 1, payout_cents: 1200 }],
    ],
  );
});

Deno.test('team settlement report: a match whose stored results hold under the rule is not listed', () => {
  const complete: TeamSettlementSource = {
    ...walkOff,
    match_id: 'm2',
    source: source([
      { player_id: 'ann', holes: card(18, 1) },
      { player_id: 'bob', holes: card(18) },
    ]),
  };
  const report = teamSettlementReport([complete, walkOff]);
  assertEquals(report.checked, 2);
  assertEquals(report.matches.map((m) => m.match_id), ['m1']);
});

Deno.test('team settlement report: a bracket tie with no recorded draw is flagged, a match the engine refuses says why', () => {
  // Ann and Bob both off 0.0: level on handicap and index, and no draw (finalized before draws were recorded).
  const tie: TeamSettlementSource = {
    ...walkOff,
    match_id: 'm3',
    source: source([{ player_id: 'ann', holes: card(18, 1) }, { player_id: 'bob', holes: card(18) }], 'SINGLES_BRACKET'),
    stored: [row('ann', 1, 0, 1200), row('bob', 2, 0, 800)],
  };
  const tieReport = settleMatch({ ...tie, stored: tie.stored.map((r) => ({ ...r, points: null })) });
  assertEquals([tieReport.changes.length, tieReport.seeding_tie_without_draw], [0, true]);
  const broken = settleMatch({ ...walkOff, match_id: 'm4', source: { ...walkOff.source, teeset: null } });
  assertEquals(broken.problem, 'This match has no tee set, so par and stroke indexes are unknown.');
});

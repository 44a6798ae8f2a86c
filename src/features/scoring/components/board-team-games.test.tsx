// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MatchDetail, MatchResult, MatchScorecard } from '@/api/matches/get-match-detail';
import { scoringSettingsFrom } from '@/domain/engine-input';
import { resultRowsFromScore } from '@/domain/result-rows';
import { entry, game, matchDetail, PARS } from '../test/fixtures';
import { scoreDetail } from '../lib/use-match-score';
import { BoardView } from './board-view';
import { FinalResults } from './final-results';
import { GameResultsTab } from './game-results-tab';

const SETTINGS = scoringSettingsFrom({ stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } });

const people = [
  ['p-ann', 'Ann Lee', 't1'],
  ['p-bob', 'Bob Ray', 't1'],
  ['p-cy', 'Cy Tan', 't2'],
  ['p-dee', 'Dee Fox', 't2'],
  ['p-eve', 'Eve Gil', 't3'],
  ['p-fay', 'Fay Ho', 't3'],
  ['p-gus', 'Gus Ito', 't4'],
  ['p-hal', 'Hal Jo', 't4'],
] as const;

/** Par on holes 1–12 (nothing after), with the given birdies. */
const card = (playerId: string, birdies: number[] = []): MatchScorecard => ({
  player_id: playerId,
  holes: PARS.map((par, i) => (i < 12 ? par - (birdies.includes(i + 1) ? 1 : 0) : null)),
  gross_total: null,
  updated_at: '2025-05-10T12:00:00Z',
  attested_at: null,
});

// Rating = par and slope 113 with index 0: nobody receives strokes. Ann birdies 2 and 5, Cy birdies 7:
// thru 12, Ann & Bob are 2 UP on Eve & Fay and on Gus & Hal, 1 UP on Cy & Dee; Cy & Dee 1 UP on the other two.
const base = matchDetail();
const detail: MatchDetail = matchDetail({
    match: { ...base.match, status: 'IN_PROGRESS', format: 'Team games' },
    teeset: base.teeset && { ...base.teeset, rating: PARS.reduce((a, b) => a + b, 0), slope: 113 },
    games: [
      Object.assign(game('MATCH_PLAY', { id: 'g-mp', pot_calc: 'PER_PLAYER', name: 'Match Play' }), { format: 'PAIRS_ROUND_ROBIN' }),
      Object.assign(game('FOUR_BALL', { id: 'g-fb', pot_calc: 'PER_PLAYER', name: 'Four-Ball Better Ball' }), { format: 'STABLEFORD' }),
      Object.assign(game('TEAM_NASSAU', { id: 'g-tn', pot_calc: 'PER_PLAYER', buy_in: 1500, name: 'Two-Man Nassau' }), { format: null }),
    ],
    entries: people.map(([id, name, team]) => Object.assign(entry(id, name, { league_index: 0 }), { team_id: team })),
    scorecards: people.map(([id]) => card(id, id === 'p-ann' ? [2, 5] : id === 'p-cy' ? [7] : [])),
});

function wrap(children: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const state = scoreDetail(detail, SETTINGS);
if (state.status !== 'ready') throw new Error(state.status === 'problem' ? state.problem : 'loading');
const score = state.score;
const names = new Map<string, string>(people.map(([id, name]) => [id, name]));
const gameOf = (code: string) => {
  const g = score.games.find((x) => x.code === code);
  if (!g) throw new Error(code);
  return g;
};

beforeAll(() => {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.scrollIntoView ??= () => undefined;
});

afterEach(cleanup);

describe('team games on the live board', () => {
  it('a tab per team game; match play shows standings and each match’s status', async () => {
    const user = userEvent.setup();
    render(wrap(<BoardView detail={detail} state={state} sheet={null} tv={false} />));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stableford', 'Match play', 'Four-ball', '2-man Nassau', 'Stroke play', 'Money']);

    await user.click(screen.getByRole('tab', { name: 'Match play' }));
    const standings = screen.getByRole('table', { name: 'Match play standings' });
    const rows = within(standings).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Ann Lee & Bob Ray', 'Cy Tan & Dee Fox', 'Eve Gil & Fay Ho', 'Gus Ito & Hal Jo']);
    // Ann & Bob lead all three matches: 3 points; pot 8 × $10, 60% = $48 for the team.
    expect(rows[0]).toHaveTextContent('1st');
    expect(rows[0]).toHaveTextContent('3');
    expect(rows[0]).toHaveTextContent('$48.00');
    const statuses = screen.getAllByTestId('match-status').map((s) => s.textContent);
    expect(statuses).toContain('Ann Lee & Bob Ray 2 UP thru 12');
    expect(statuses).toContain('Ann Lee & Bob Ray 1 UP thru 12');
    expect(statuses).toContain('AS thru 12');
    expect(screen.getAllByText('In play').length).toBeGreaterThan(0);
  });

  it('four-ball team standings and the two-man Nassau parts', async () => {
    const user = userEvent.setup();
    render(wrap(<BoardView detail={detail} state={state} sheet={null} tv={false} />));
    await user.click(screen.getByRole('tab', { name: 'Four-ball' }));
    const table = screen.getByRole('table', { name: 'Four-ball team standings' });
    // Par 2 points × 12 = 24; a birdie 4: Ann & Bob 28, Cy & Dee 26, the others 24 (tied 3rd).
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['1stAnn Lee & Bob Ray1228$48.00', '2ndCy Tan & Dee Fox1226$32.00', 'T3rdEve Gil & Fay Ho1224—', 'T3rdGus Ito & Hal Jo1224—']);

    await user.click(screen.getByRole('tab', { name: '2-man Nassau' }));
    expect(within(screen.getByTestId('team-nassau-front')).getByTestId('team-nassau-status')).toHaveTextContent('Won by Ann Lee & Bob Ray at −2. Part pot $40.00.');
    expect(within(screen.getByTestId('team-nassau-back')).getByTestId('team-nassau-status')).toHaveTextContent('4 teams lead at E.');
  });
});

describe('team games in the results', () => {
  it('the preview explains a match play payout match by match', async () => {
    const user = userEvent.setup();
    render(wrap(<GameResultsTab game={gameOf('MATCH_PLAY')} gameName="Match Play" names={names} problem={null} />));
    const annRow = screen.getAllByRole('row').find((row) => row.textContent?.includes('Ann Lee'));
    expect(annRow).toHaveTextContent('with Bob Ray · 3 pts');
    await user.click(screen.getByRole('button', { name: "$24.00: explain Ann Lee's payout" }));
    const panel = document.getElementById('explain-MATCH_PLAY-p-ann');
    expect(panel).toHaveTextContent('Pairs round robin');
    expect(panel).toHaveTextContent('Playing with Bob Ray.');
    expect(panel).toHaveTextContent('v Eve Gil & Fay Ho: 2 UP thru 12. Strokes off the low: Ann Lee 0, Bob Ray 0, Eve Gil 0, Fay Ho 0.');
    expect(panel).toHaveTextContent('3 won, 0 halved, 0 lost: 3 points, holes-up margin +5.');
    expect(panel).toHaveTextContent("The team's $48.00 is split between the partners: $24.00 each.");
    expect(panel).toHaveTextContent('Payout: $24.00.');
  });

  it('the final results show each team game with its result', () => {
    const results: MatchResult[] = resultRowsFromScore(score).map((row) => ({
      player_id: row.player_id,
      game_code: row.game_code,
      position: row.position,
      points: row.points,
      skins_won: row.skins_won,
      payout_cents: row.payout_cents,
      notes: row.notes,
    }));
    render(wrap(<FinalResults detail={{ ...detail, match: { ...detail.match, is_final: true, status: 'FINAL' }, results }} />));
    const rowOf = (label: string, name: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('row')
        .find((row) => row.textContent?.includes(name));
    expect(rowOf('Match Play results', 'Ann Lee')).toHaveTextContent('3 pts');
    expect(rowOf('Four-Ball Better Ball results', 'Cy Tan')).toHaveTextContent('26 pts');
    expect(rowOf('Two-Man Nassau results', 'Bob Ray')).toHaveTextContent('Front 9');
  });
});

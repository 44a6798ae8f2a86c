// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { publicSettingsQueryOptions, type PublicSettings } from '@/api/settings/get-public-settings';
import { SETTINGS as LEAGUE_SETTINGS } from '@/test/public-settings';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { pendingScoresKey } from '../lib/pending-scores';
import { allHoles, entry, game, matchDetail } from '../test/fixtures';
import { ScoreEntryPanel } from './score-entry-panel';

// The shared settings without a club time zone (the browser's own), as these tests were written.
const SETTINGS: PublicSettings = { ...LEAGUE_SETTINGS, extra: {} };

// Match day (cards open from its start, for admins too: DESIGN rule 17).
const detail = matchDetail({
  match: { ...matchDetail().match, status: 'IN_PROGRESS' },
  games: [game('STB_V2', { id: 'g-stb' })],
  entries: [
    entry('p-ann', 'Ann Lee', { league_index: 0, opted_in_game_ids: ['g-stb'] }),
    entry('p-bob', 'Bob Ray', { league_index: 0, opted_in_game_ids: ['g-stb'] }),
  ],
  scorecards: [{ player_id: 'p-bob', holes: [5, ...allHoles(null).slice(1)], gross_total: 5, updated_at: '2025-05-10T12:00:00Z', attested_at: null }],
});

function renderPanel(value: MatchDetail = detail) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // No network in component tests: the league settings are already cached.
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  return render(
    <QueryClientProvider client={queryClient}>
      <ScoreEntryPanel detail={value} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const leaderboardNames = () =>
  screen.getAllByTestId('leaderboard-row').map((row) => within(row).getAllByRole('cell')[1]?.textContent);

describe('ScoreEntryPanel', () => {
  it('shows a card per entered player with par and stroke-index hints and 18 score boxes', () => {
    renderPanel();
    expect(screen.getByRole('group', { name: 'Ann Lee' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bob Ray' })).toBeInTheDocument();
    const hole1 = screen.getByRole('spinbutton', { name: 'Ann Lee, hole 1' });
    expect(hole1).toHaveAttribute('inputmode', 'numeric');
    expect(hole1).toHaveAccessibleDescription('Par 4, stroke index 7');
    expect(screen.getAllByRole('spinbutton', { name: /^Ann Lee, hole \d+$/ })).toHaveLength(18);
    expect(screen.getByRole('spinbutton', { name: 'Bob Ray, hole 1' })).toHaveValue(5);
  });

  it("shows 'Unsaved changes' after an edit and moves the live leaderboard with unsaved values", async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(leaderboardNames()).toEqual(['Bob Ray', 'Ann Lee']);

    await user.type(screen.getByRole('spinbutton', { name: 'Ann Lee, hole 1' }), '3');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Birdie (net 3 on a par 4) outscores a bogey: Ann leads before anything is saved.
    expect(leaderboardNames()).toEqual(['Ann Lee', 'Bob Ray']);
    // A decisive digit moves on to the next hole.
    expect(screen.getByRole('spinbutton', { name: 'Ann Lee, hole 2' })).toHaveFocus();
  });

  it('accepts 1–12 only: 13 and 0 are refused with a message and Save is disabled', async () => {
    const user = userEvent.setup();
    renderPanel();
    const hole = screen.getByRole('spinbutton', { name: 'Ann Lee, hole 4' });
    expect(hole).toHaveAttribute('min', '1');
    expect(hole).toHaveAttribute('max', '12');

    await user.type(hole, '13');
    expect(hole).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Hole scores must be whole numbers from 1 to 12');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await user.clear(hole);
    await user.type(hole, '0');
    expect(hole).toHaveAttribute('aria-invalid', 'true');

    await user.clear(hole);
    await user.type(hole, '12');
    expect(hole).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('is read-only with the spec message when the match is final', () => {
    renderPanel({ ...detail, match: { ...detail.match, is_final: true, status: 'FINAL' } });
    expect(screen.getByText(MATCH_FINALIZED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Bob Ray, hole 1: 5')).toBeInTheDocument();
  });

  it('is read-only for someone who may not enter scores', () => {
    renderPanel({ ...detail, can_enter_scores: false, is_admin: false });
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.getByText('Scores can be entered by admins and by the players entered in this match.')).toBeInTheDocument();
  });

  it('keeps scores saved while offline on the device and says how many wait to sync', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole('spinbutton', { name: 'Ann Lee, hole 1' }), '4');
    await user.type(screen.getByRole('spinbutton', { name: 'Ann Lee, hole 2' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('2 scores waiting to sync')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(pendingScoresKey('match-1')) ?? '{}')).toEqual({ 'p-ann': { '0': 4, '1': 5 } });
    // The queued scores stay on the card and in the leaderboard.
    expect(screen.getByRole('spinbutton', { name: 'Ann Lee, hole 1' })).toHaveValue(4);
  });

  it('shows queued scores after a reload', () => {
    window.localStorage.setItem(pendingScoresKey('match-1'), JSON.stringify({ 'p-bob': { '1': 6 } }));
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderPanel();
    expect(screen.getByText('1 score waiting to sync')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Bob Ray, hole 2' })).toHaveValue(6);
  });

  it('has an empty state without entries', () => {
    renderPanel({ ...detail, entries: [], scorecards: [] });
    expect(screen.getByText('No players have entered this match yet.')).toBeInTheDocument();
  });

  it('before the match day no card is open, an admin\'s included, and the panel says from when', () => {
    renderPanel({ ...detail, match: { ...detail.match, status: 'DRAFT', date: '2025-05-10' } });
    expect(screen.getByText('Scores can be entered from the match day (May 10, 2025).')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Ann Lee, hole 1' })).toBeNull();
  });
});

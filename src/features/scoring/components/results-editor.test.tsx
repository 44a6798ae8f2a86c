// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { matchKeys } from '@/api/matches/keys';
import { publicSettingsQueryOptions, type PublicSettings } from '@/api/settings/get-public-settings';
import { SETTINGS as LEAGUE_SETTINGS } from '@/test/public-settings';
import type { MatchAdjustment } from '../api/result-adjustments';
import { allHoles, entry, game, matchDetail } from '../test/fixtures';
import { ResultsEditor, SAVE_SCORES_FIRST } from './results-editor';

// The shared settings without a club time zone (the browser's own), as these tests were written.
const SETTINGS: PublicSettings = { ...LEAGUE_SETTINGS, extra: {} };

// No scores yet: every Stableford total is 0 and nobody has won a skin.
const detail = matchDetail({
  games: [game('STB_V2', { id: 'g-stb', name: 'Stableford v2' }), game('SKINS_GROSS', { id: 'g-skins', name: 'Skins (Gross)', buy_in: 500 })],
  entries: [
    entry('p-ann', 'Ann Lee', { opted_in_game_ids: ['g-stb', 'g-skins'] }),
    entry('p-bob', 'Bob Ray', { opted_in_game_ids: ['g-stb', 'g-skins'] }),
  ],
});

function renderEditor(value: MatchDetail = detail, scoresUnsaved = false, adjustments: MatchAdjustment[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  queryClient.setQueryData(matchKeys.adjustments(value.match.id), adjustments);
  return render(
    <QueryClientProvider client={queryClient}>
      <ResultsEditor detail={value} scoresUnsaved={scoresUnsaved} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ResultsEditor', () => {
  it("shows one tab per game with the engine's results, read-only, and the adjustments form", () => {
    renderEditor();
    expect(screen.getByRole('tab', { name: 'Stableford v2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Skins (Gross)' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: /Points for/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalize Match' })).toBeInTheDocument();
    expect(screen.getByText('Locks results and updates profiles.')).toBeInTheDocument();
    expect(screen.getByText('No adjustments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Adjustment' })).toBeInTheDocument();
  });

  it("says 'Please enter points for at least one player' when every Stableford total is zero", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(screen.getAllByText('Please enter points for at least one player').length).toBeGreaterThan(0);
  });

  it("says 'Please enter skins won for at least one player' when no one has skins, and opens that tab", async () => {
    const user = userEvent.setup();
    // Ann and Bob both par every hole: Stableford points, but every skin tied.
    renderEditor({
      ...detail,
      scorecards: ['p-ann', 'p-bob'].map((id) => ({ player_id: id, holes: [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4], gross_total: 72, updated_at: '', attested_at: null })),
    });
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(screen.getByRole('tab', { name: 'Skins (Gross)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Please enter skins won for at least one player').length).toBeGreaterThan(0);
  });

  it('previews the adjustments: a disqualified player is listed unpaid with the reason', () => {
    const cards = { ...detail, scorecards: [{ player_id: 'p-ann', holes: allHoles(4), gross_total: 72, updated_at: '', attested_at: null }, { player_id: 'p-bob', holes: allHoles(5), gross_total: 90, updated_at: '', attested_at: null }] };
    renderEditor(cards, false, [
      { id: 'adj-1', kind: 'DISQUALIFIED', player_id: 'p-ann', player_name: 'Ann Lee', game_code: null, place: null, hole: null, gross: null, reason: 'Wrong ball on 7', created_at: '' },
    ]);
    expect(screen.getByText('Ann Lee: Disqualified from the match')).toBeInTheDocument();
    expect(screen.getByText('Wrong ball on 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "$0.00: explain Ann Lee's payout" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove adjustment for Ann Lee' })).toBeInTheDocument();
  });

  it('asks for a player before saving an adjustment', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Add Adjustment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a player');
  });

  it('waits for unsaved scorecards before saving or finalizing', () => {
    renderEditor(detail, true);
    expect(screen.getByText(SAVE_SCORES_FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Results' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finalize Match' })).toBeDisabled();
  });

  it('shows the stored results and Reopen Results once final', () => {
    renderEditor({
      ...detail,
      match: { ...detail.match, is_final: true, status: 'FINAL' },
      results: [
        { player_id: 'p-ann', game_code: 'STB_V2', position: 1, points: 30, skins_won: 0, payout_cents: 1200, notes: '1st with 30 points', summary: null },
        { player_id: 'p-bob', game_code: 'STB_V2', position: 2, points: 25, skins_won: 0, payout_cents: 800, notes: null, summary: null },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Final Results' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "$12.00: explain Ann Lee's payout" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen Results' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalize Match' })).not.toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { publicSettingsQueryOptions, type PublicSettings } from '@/api/settings/get-public-settings';
import { entry, game, matchDetail } from '../test/fixtures';
import { ResultsEditor, SAVE_SCORES_FIRST } from './results-editor';

const SETTINGS: PublicSettings = {
  branding: { clubName: 'Fairway League', tagline: '', logoUrl: null, groupUrl: null },
  stablefordTable: 'MODIFIED_V2',
  allowancePct: 100,
  payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' },
  defaultBuyIns: {},
  emailEnabled: true,
};

// No scores yet: every Stableford total is 0 and nobody has won a skin.
const detail = matchDetail({
  games: [game('STB_V2', { id: 'g-stb', name: 'Stableford v2' }), game('SKINS_GROSS', { id: 'g-skins', name: 'Skins (Gross)', buy_in: 500 })],
  entries: [
    entry('p-ann', 'Ann Lee', { opted_in_game_ids: ['g-stb', 'g-skins'] }),
    entry('p-bob', 'Bob Ray', { opted_in_game_ids: ['g-stb', 'g-skins'] }),
  ],
});

function renderEditor(value: MatchDetail = detail, scoresUnsaved = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  return render(
    <QueryClientProvider client={queryClient}>
      <ResultsEditor detail={value} scoresUnsaved={scoresUnsaved} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('ResultsEditor', () => {
  it('shows one tab per game with the inputs prefilled from the engine; Stableford position is read-only', () => {
    renderEditor();
    expect(screen.getByRole('tab', { name: 'Stableford v2' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Skins (Gross)' })).toBeInTheDocument();
    const position = screen.getByRole('spinbutton', { name: 'Position for Ann Lee' });
    expect(position).toHaveAttribute('readonly');
    expect(position).toHaveValue(1);
    const points = screen.getByRole('spinbutton', { name: 'Points for Ann Lee' });
    expect(points).toHaveAttribute('step', '0.5');
    expect(points).toHaveValue(0);
    expect(screen.getByRole('button', { name: 'Finalize Match' })).toBeInTheDocument();
    expect(screen.getByText('Locks results and updates profiles.')).toBeInTheDocument();
  });

  it("says 'Please enter points for at least one player' when every Stableford total is empty or zero", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(screen.getAllByText('Please enter points for at least one player').length).toBeGreaterThan(0);

    await user.clear(screen.getByRole('spinbutton', { name: 'Points for Ann Lee' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Points for Ann Lee' }), '2.5');
    expect(screen.queryByText('Please enter points for at least one player')).not.toBeInTheDocument();
  });

  it("says 'Please enter skins won for at least one player' when no one has skins, and opens that tab", async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('spinbutton', { name: 'Points for Bob Ray' }), '4');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(screen.getByRole('tab', { name: 'Skins (Gross)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText('Please enter skins won for at least one player').length).toBeGreaterThan(0);
    const skins = screen.getByRole('spinbutton', { name: 'Skins won for Ann Lee' });
    expect(skins).toHaveAttribute('min', '0');

    await user.clear(skins);
    await user.type(skins, '2');
    expect(screen.queryByText('Please enter skins won for at least one player')).not.toBeInTheDocument();
  });

  it('refuses points that are not in steps of 0.5', async () => {
    const user = userEvent.setup();
    renderEditor();
    const points = screen.getByRole('spinbutton', { name: 'Points for Ann Lee' });
    await user.clear(points);
    await user.type(points, '1.3');
    await user.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Ann Lee: Points must be 0 or more in steps of 0.5')).toBeInTheDocument();
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

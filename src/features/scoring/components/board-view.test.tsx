// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchDetail, MatchScorecard } from '@/api/matches/get-match-detail';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { scoringSettingsFrom } from '@/domain/engine-input';
import { formatCents } from '@/domain/money';
import { entry, game, matchDetail, PARS } from '../test/fixtures';
import { livePayouts } from '../lib/board-model';
import { scoreDetail } from '../lib/use-match-score';
import { BoardShareButton } from './board-share-button';
import { BoardView, TV_ROTATE_MS } from './board-view';

const SETTINGS = scoringSettingsFrom({ stablefordTable: 'MODIFIED_V2', allowancePct: 100, payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' } });

/** A card with `overPar` strokes over par on holes 1..n and nothing after. */
const card = (playerId: string, n: number, overPar: Record<number, number> = {}): MatchScorecard => ({
  player_id: playerId,
  holes: PARS.map((par, i) => (i < n ? par + (overPar[i + 1] ?? 0) : null)),
  gross_total: null,
  updated_at: '2025-05-10T12:00:00Z',
  attested_at: null,
});

const games = [
  game('STB_V2', { id: 'g-stb', pot_calc: 'PER_PLAYER' }),
  game('SKINS_GROSS', { id: 'g-skins', pot_calc: 'PER_PLAYER', buy_in: 500 }),
  game('NASSAU', { id: 'g-nassau', pot_calc: 'PER_PLAYER', buy_in: 900 }),
];
const entries = [
  entry('p-ann', 'Ann Lee'),
  entry('p-bob', 'Bob Ray'),
  entry('p-cy', 'Cy Tan'),
];
// Ann birdies 1, Bob birdies 3; hole 2 is tied; everyone has played the front nine, Ann and Bob hole 10.
const scorecards = [card('p-ann', 10, { 1: -1 }), card('p-bob', 10, { 3: -1 }), card('p-cy', 9, { 5: 1 })];
const live = matchDetail({ games, entries, scorecards, match: { ...matchDetail().match, status: 'IN_PROGRESS' } });

const sheet: TeeSheet = {
  match_id: 'match-1',
  start_mode: 'TEE_TIMES',
  start_time: '08:00:00',
  unplaced: [],
  groups: [
    { id: 'g1', number: 1, tee_time: '08:00:00', start_hole: null, marker_player_id: 'p-ann', flight: 'A', players: [{ player_id: 'p-ann', name: 'Ann Lee', league_index: 0 }, { player_id: 'p-bob', name: 'Bob Ray', league_index: 0 }] },
    { id: 'g2', number: 2, tee_time: '08:10:00', start_hole: null, marker_player_id: 'p-cy', flight: 'B', players: [{ player_id: 'p-cy', name: 'Cy Tan', league_index: 0 }] },
  ],
};

function wrap(children: ReactNode, url = '/matches/match-1/board') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const renderBoard = (detail: MatchDetail, tv = false, url?: string) =>
  render(wrap(<BoardView detail={detail} state={scoreDetail(detail, SETTINGS)} sheet={sheet} tv={tv} />, url));

const rowNames = (testId: string) => screen.getAllByTestId(testId).map((row) => within(row).getByRole('rowheader').textContent);

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix's Select calls.
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BoardView', () => {
  it('has a tab per game played, marks the money provisional, and shows the live payouts (skins settled, Nassau to its named leaders)', async () => {
    const user = userEvent.setup();
    renderBoard(live);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stableford', 'Skins (gross)', 'Nassau', 'Stroke play', 'Money']);
    // The badge above the games and the Stableford money column.
    expect(screen.getAllByText('Provisional')).toHaveLength(2);
    expect(rowNames('board-stableford-row')).toEqual(['Ann Lee', 'Bob Ray', 'Cy Tan']);

    await user.click(screen.getByRole('tab', { name: 'Money' }));
    const state = scoreDetail(live, SETTINGS);
    if (state.status !== 'ready') throw new Error(state.status);
    const payouts = livePayouts(state.score, PARS);
    const engineTotal = (id: string) => payouts.filter((p) => p.playerId === id).reduce((sum, p) => sum + p.payoutCents, 0);
    const table = screen.getByRole('table', { name: 'Provisional money if the round ended now' });
    for (const row of screen.getAllByTestId('board-money-row')) {
      const name = within(row).getByRole('rowheader').textContent;
      const id = entries.find((e) => e.name === name)?.player_id ?? '';
      expect(within(row).getByTestId('board-money-total')).toHaveTextContent(formatCents(engineTotal(id)));
    }
    expect(within(table).getByRole('columnheader', { name: 'Total (provisional)' })).toBeInTheDocument();
  });

  it('skins show who won which hole and the carry; Nassau the decided front nine', async () => {
    const user = userEvent.setup();
    renderBoard(live);
    await user.click(screen.getByRole('tab', { name: 'Skins (gross)' }));
    // First names in the grid (each is unique here); the full name in its title.
    expect(screen.getByTestId('skins-hole-1')).toHaveTextContent('Ann');
    expect(screen.getByTestId('skins-hole-1')).toHaveAttribute('title', 'Ann Lee');
    expect(screen.getByTestId('skins-hole-2')).toHaveTextContent('Tied');
    expect(screen.getByTestId('skins-hole-3')).toHaveTextContent('Bob');
    // Holes 4–10 tied (Cy has not played 10): seven skins ride on hole 11.
    expect(screen.getByTestId('skins-carry')).toHaveTextContent('Carry-over pot: 7 skins riding on hole 11 (holes 4–10 tied).');

    await user.click(screen.getByRole('tab', { name: 'Nassau' }));
    expect(within(screen.getByTestId('nassau-front')).getByTestId('nassau-status')).toHaveTextContent('Won by Ann Lee and Bob Ray at −1.');
    expect(within(screen.getByTestId('nassau-back')).getByTestId('nassau-status')).toHaveTextContent('Ann Lee and Bob Ray lead at E thru 1.');
  });

  it('filters by group', async () => {
    const user = userEvent.setup();
    renderBoard(live);
    await user.click(screen.getByRole('combobox', { name: 'Show players' }));
    await user.click(await screen.findByRole('option', { name: 'Group 2 · 08:10' }));
    expect(rowNames('board-stableford-row')).toEqual(['Cy Tan']);
    await user.click(screen.getByRole('combobox', { name: 'Show players' }));
    await user.click(await screen.findByRole('option', { name: 'Flight A' }));
    expect(rowNames('board-stableford-row')).toEqual(['Ann Lee', 'Bob Ray']);
  });

  it('a link or the TV with ?show=flight:B shows that flight only, and says so on the TV', () => {
    renderBoard(live, false, '/matches/match-1/board?show=flight:B');
    expect(rowNames('board-stableford-row')).toEqual(['Cy Tan']);
    expect(screen.getByRole('combobox', { name: 'Show players' })).toHaveTextContent('Flight B');
    cleanup();
    renderBoard(live, true, '/matches/match-1/board/tv?show=flight:B');
    expect(screen.getByText('Flight B')).toBeInTheDocument();
    expect(rowNames('board-stableford-row')).toEqual(['Cy Tan']);
  });

  it('a team game without its teams is left off the board, with why; the other games stay', () => {
    const withFourBall = { ...live, games: [...games, game('FOUR_BALL', { id: 'g-4b', pot_calc: 'PER_PLAYER', requires_teams: true })] };
    renderBoard(withFourBall);
    expect(screen.getByText('Team games are not on the board yet')).toBeInTheDocument();
    expect(screen.getByText('Pairs games need an even number of players. The teams are formed on the tee sheet.')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Stableford', 'Skins (gross)', 'Nassau', 'Stroke play', 'Money']);
  });

  it('a final match shows the stored results, not provisional money', async () => {
    const user = userEvent.setup();
    const final = matchDetail({
      games,
      entries,
      scorecards,
      match: { ...live.match, is_final: true, status: 'FINAL' },
      results: [{ player_id: 'p-bob', game_code: 'STB_V2', position: 1, points: 20, skins_won: null, payout_cents: 4321, notes: null }],
    });
    renderBoard(final);
    expect(screen.queryAllByText(/provisional/i)).toEqual([]);
    // The game's own column shows the stored payout too.
    const bob = screen.getAllByTestId('board-stableford-row').find((row) => within(row).getByRole('rowheader').textContent === 'Bob Ray');
    expect(bob).toHaveTextContent('$43.21');
    await user.click(screen.getByRole('tab', { name: 'Money' }));
    expect(screen.getByText('Final: the payouts stored when the match was finalized.')).toBeInTheDocument();
    expect(rowNames('board-money-row')[0]).toBe('Bob Ray');
    expect(screen.getAllByTestId('board-money-total').map((cell) => cell.textContent)).toEqual(['$43.21', '$0.00', '$0.00']);
  });

  it('announces new scores politely, only when they change', () => {
    const view = renderBoard(live);
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).toHaveTextContent('');
    const more = { ...live, scorecards: [card('p-ann', 11, { 1: -1 }), ...scorecards.slice(1)] };
    view.rerender(wrap(<BoardView detail={more} state={scoreDetail(more, SETTINGS)} sheet={sheet} tv={false} />));
    expect(region).toHaveTextContent('Board updated: 30 hole scores in.');
  });

  it('on the TV: no controls, and the games rotate on their own', () => {
    vi.useFakeTimers();
    renderBoard(live, true);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('tab')).toEqual([]);
    const panel = screen.getByTestId('board-tv-panel');
    expect(panel).toHaveAttribute('data-tab', 'stableford');
    act(() => vi.advanceTimersByTime(TV_ROTATE_MS));
    expect(panel).toHaveAttribute('data-tab', 'SKINS_GROSS');
    act(() => vi.advanceTimersByTime(TV_ROTATE_MS * 4));
    expect(panel).toHaveAttribute('data-tab', 'stableford');
  });
});

describe('BoardShareButton', () => {
  it('opens the board link with its QR code', async () => {
    const user = userEvent.setup();
    render(wrap(<BoardShareButton matchId="m-1" matchName="Saturday Stableford" />));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the live board' });
    const url = `${window.location.origin}/matches/m-1/board`;
    expect(within(dialog).getByRole('textbox', { name: 'Board link' })).toHaveValue(url);
    expect(within(dialog).getByRole('img', { name: `QR code of the board link ${url}` })).toBeInTheDocument();
  });

  it('on a phone with a share sheet, opens it with the board link', async () => {
    const user = userEvent.setup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    try {
      render(wrap(<BoardShareButton matchId="m-1" matchName="Saturday Stableford" />));
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Saturday Stableford: live board', url: `${window.location.origin}/matches/m-1/board` });
      await screen.findByRole('dialog', { name: 'Share the live board' });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      vi.unstubAllGlobals();
    }
  });
});

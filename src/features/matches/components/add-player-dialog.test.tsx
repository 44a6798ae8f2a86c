// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchGame } from '@/api/matches/get-match-detail';
import { polyfillRadix, renderWithClient } from '../test/render';
import { AddPlayerDialog } from './add-player-dialog';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
vi.mock('@/api/players/get-active-players', () => ({
  SEARCH_LIMIT: 20,
  BROWSE_LIMIT: 50,
  useActivePlayers: () => ({
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    data: {
      players: [
        { id: 'p-ann', name: 'Ann Lee', nickname: null, league_index: 12.1 },
        { id: 'p-bo', name: 'Bo Diaz', nickname: null, league_index: 8.4 },
      ],
      total: 2,
    },
  }),
}));
type Callbacks = { onSuccess?: () => void };
const mutate = vi.hoisted(() => vi.fn<(args: unknown, callbacks: Callbacks) => void>());
vi.mock('../api/add-match-entry', () => ({ useAddMatchEntry: () => ({ mutate, isPending: false }) }));

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  mutate.mockReset();
});

const game = (over: Partial<MatchGame>): MatchGame =>
  ({ id: 'g', game_code: 'STB_V2', name: 'Stableford', category: '', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', requires_teams: false, ...over }) as MatchGame;
const GAMES = [
  game({ id: 'g-stb', name: 'Stableford', pot_calc: 'PER_PLAYER' }),
  game({ id: 'g-skins', game_code: 'SKINS_GROSS', name: 'Skins (Gross)', buy_in: 500, pot_calc: 'PER_ENTRY' }),
  game({ id: 'g-nassau', game_code: 'NASSAU', name: 'Nassau', buy_in: 900, pot_calc: 'PER_ENTRY' }),
  game({ id: 'g-off', game_code: 'SKINS_NET', name: 'Skins (Net)', pot_calc: 'PER_ENTRY', enabled: false }),
];

describe('AddPlayerDialog', () => {
  it('asks which optional games the player plays, none ticked, and sends only those ticked', async () => {
    const user = userEvent.setup();
    renderWithClient(<AddPlayerDialog matchId="m-1" enteredPlayerIds={[]} games={GAMES} />);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Ann Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Player' });
    expect(dialog).toHaveTextContent('Which optional games does Ann Lee play?');
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('div')?.textContent)).toEqual(['Skins (Gross)$5.00', 'Nassau$9.00']);
    for (const box of boxes) expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Nassau/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Ann Lee' }));
    expect(mutate).toHaveBeenCalledWith({ matchId: 'm-1', playerId: 'p-ann', matchGameIds: ['g-nassau'] }, expect.anything());
  });

  it('adds with no optional game when none is ticked, and at once when the match has none', async () => {
    const user = userEvent.setup();
    renderWithClient(<AddPlayerDialog matchId="m-1" enteredPlayerIds={[]} games={GAMES} />);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Bo Diaz' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add Bo Diaz' }));
    expect(mutate).toHaveBeenLastCalledWith({ matchId: 'm-1', playerId: 'p-bo', matchGameIds: [] }, expect.anything());
    cleanup();
    renderWithClient(<AddPlayerDialog matchId="m-1" enteredPlayerIds={[]} games={GAMES.filter((g) => g.pot_calc !== 'PER_ENTRY')} />);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Ann Lee' }));
    expect(mutate).toHaveBeenLastCalledWith({ matchId: 'm-1', playerId: 'p-ann', matchGameIds: [] }, expect.anything());
  });

  it('a slow add does not close the dialog the admin has reopened for the next player', async () => {
    const user = userEvent.setup();
    renderWithClient(<AddPlayerDialog matchId="m-1" enteredPlayerIds={[]} games={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Ann Lee' }));
    const slow = mutate.mock.calls[0]?.[1];
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    expect(screen.getByRole('dialog', { name: 'Add Player' })).toBeInTheDocument();
    slow?.onSuccess?.();
    expect(await screen.findByRole('dialog', { name: 'Add Player' })).toBeInTheDocument();
  });

  it('an add that finishes while its dialog is still open closes it', async () => {
    const user = userEvent.setup();
    renderWithClient(<AddPlayerDialog matchId="m-1" enteredPlayerIds={[]} games={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Player' }));
    await user.click(screen.getByRole('button', { name: 'Add Ann Lee' }));
    mutate.mock.calls[0]?.[1].onSuccess?.();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

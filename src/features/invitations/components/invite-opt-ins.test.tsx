// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvitationGame } from '../api/get-invitation';
import { InviteOptIns, optInTotalCents } from './invite-opt-ins';

const GAMES: InvitationGame[] = [
  { id: 'g-stb', game_code: 'STB_V2', name: 'Stableford v2', buy_in: 1000, pot_calc: 'PER_PLAYER' },
  { id: 'g-skins', game_code: 'SKINS_GROSS', name: 'Skins (Gross)', buy_in: 500, pot_calc: 'PER_ENTRY' },
  { id: 'g-nassau', game_code: 'NASSAU', name: 'Nassau', buy_in: 1500, pot_calc: 'PER_ENTRY' },
  { id: 'g-flat', game_code: 'STROKE_PLAY', name: 'Stroke Play', buy_in: 5000, pot_calc: 'FLAT' },
];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

function renderOptIns() {
  const onConfirm = vi.fn();
  const onBack = vi.fn();
  render(<InviteOptIns games={GAMES} onBack={onBack} onConfirm={onConfirm} confirming={false} />);
  return { user: userEvent.setup(), onConfirm, onBack };
}

describe('InviteOptIns', () => {
  it('locks PER_PLAYER games in: checked, disabled, "Included for every player"', async () => {
    const { user } = renderOptIns();
    const stableford = screen.getByRole('checkbox', { name: 'Stableford v2' });
    expect(stableford).toBeChecked();
    expect(stableford).toBeDisabled();
    expect(stableford).toHaveAccessibleDescription('Included for every player');
    await user.click(stableford);
    expect(stableford).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Stroke Play' })).toBeDisabled();
  });

  it('leaves PER_ENTRY games optional and keeps a running total', async () => {
    const { user } = renderOptIns();
    const skins = screen.getByRole('checkbox', { name: 'Skins (Gross)' });
    const nassau = screen.getByRole('checkbox', { name: 'Nassau' });
    expect(skins).toBeEnabled();
    expect(skins).not.toBeChecked();
    expect(screen.getByTestId('opt-in-total')).toHaveTextContent('$10.00');
    await user.click(skins);
    expect(screen.getByTestId('opt-in-total')).toHaveTextContent('$15.00');
    await user.click(nassau);
    expect(screen.getByTestId('opt-in-total')).toHaveTextContent('$30.00');
    await user.click(skins);
    expect(screen.getByTestId('opt-in-total')).toHaveTextContent('$25.00');
  });

  it('confirms with the locked games plus the chosen side games; Back goes back', async () => {
    const { user, onConfirm, onBack } = renderOptIns();
    await user.click(screen.getByRole('checkbox', { name: 'Nassau' }));
    await user.click(screen.getByRole('button', { name: /Confirm Entry/ }));
    expect(onConfirm).toHaveBeenCalledWith(['g-stb', 'g-nassau', 'g-flat']);
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('totals PER_PLAYER and chosen PER_ENTRY buy-ins; FLAT costs players nothing', () => {
    expect(optInTotalCents(GAMES, [])).toBe(1000);
    expect(optInTotalCents(GAMES, ['g-skins', 'g-flat'])).toBe(1500);
  });

  it('warns when the player would play no game at all, and not once they choose one', async () => {
    const onConfirm = vi.fn();
    render(<InviteOptIns games={GAMES.filter((g) => g.pot_calc === 'PER_ENTRY')} onBack={vi.fn()} onConfirm={onConfirm} confirming={false} />);
    const user = userEvent.setup();
    expect(screen.getByRole('status')).toHaveTextContent("You haven't chosen any games");
    await user.click(screen.getByRole('checkbox', { name: 'Nassau' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not warn when a game is included for everyone', () => {
    renderOptIns();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers a team game (Match Play) as an optional game like the others', async () => {
    const onConfirm = vi.fn();
    const games: InvitationGame[] = [...GAMES, { id: 'g-mp', game_code: 'MATCH_PLAY', name: 'Match Play', buy_in: 1000, pot_calc: 'PER_ENTRY' }];
    render(<InviteOptIns games={games} onBack={vi.fn()} onConfirm={onConfirm} confirming={false} />);
    const user = userEvent.setup();
    const matchPlay = screen.getByRole('checkbox', { name: 'Match Play' });
    expect(matchPlay).toBeEnabled();
    await user.click(matchPlay);
    expect(screen.getByTestId('opt-in-total')).toHaveTextContent('$20.00');
    await user.click(screen.getByRole('button', { name: /Confirm/ }));
    expect(onConfirm).toHaveBeenCalledWith(['g-stb', 'g-flat', 'g-mp']);
  });
});

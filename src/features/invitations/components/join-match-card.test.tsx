// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationGame } from '../api/get-invitation';
import type { MatchSignup } from '../api/get-match-signup';
import { invitationKeys } from '../api/keys';
import { JoinMatchCard } from './join-match-card';

const GAMES: InvitationGame[] = [
  { id: 'g-stb', game_code: 'STB_V2', name: 'Stableford v2', buy_in: 1000, pot_calc: 'PER_PLAYER' },
  { id: 'g-skins', game_code: 'SKINS_GROSS', name: 'Skins (Gross)', buy_in: 500, pot_calc: 'PER_ENTRY' },
];

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

/** The card with the server's answer already cached (nobody signed in: the key's player is null). */
function renderCard(signup: MatchSignup, isAdmin = false) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(invitationKeys.signup('m-1', null), signup);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <JoinMatchCard matchId="m-1" games={GAMES} requirePayment isAdmin={isAdmin} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('JoinMatchCard', () => {
  it('offers Join; with side games it asks for the games first, as an invitation does', async () => {
    const user = renderCard({ open_signup: true, state: 'JOIN', message: null });
    expect(screen.getByRole('heading', { name: 'Open for sign-up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join waitlist' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByRole('heading', { name: 'Choose your games' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Join' })).toBeInTheDocument();
  });

  it('is not shown to an admin without a player session (the Entries tab manages sign-up)', () => {
    renderCard({ open_signup: true, state: 'CLOSED', message: 'Sign in to join this match.' }, true);
    expect(screen.queryByRole('heading', { name: 'Open for sign-up' })).not.toBeInTheDocument();
  });

  it('offers Join waitlist when the match is full', () => {
    renderCard({ open_signup: true, state: 'JOIN_WAITLIST', message: null });
    expect(screen.getByRole('button', { name: 'Join waitlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.getByText(/This match is full/)).toBeInTheDocument();
  });

  it('says where the member stands once entered or waitlisted', () => {
    renderCard({ open_signup: true, state: 'ENTERED', message: 'You are already entered in this match.' });
    expect(screen.getByRole('status')).toHaveTextContent("You're entered in this match.");
    cleanup();
    renderCard({ open_signup: true, state: 'WAITLISTED', message: 'You are already on the waitlist for this match.' });
    expect(screen.getByRole('status')).toHaveTextContent("You're on the waitlist.");
  });

  it('lets a member who joined change their side games, as an invitee can', async () => {
    const user = renderCard({ open_signup: true, state: 'ENTERED', message: 'You are already entered in this match.' });
    await user.click(screen.getByRole('button', { name: 'Change my games' }));
    expect(screen.getByRole('heading', { name: 'Choose your games' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('status')).toHaveTextContent("You're entered in this match.");
  });

  it('shows the server\'s reason and, for a visitor, the way to sign in', () => {
    renderCard({ open_signup: true, state: 'CLOSED', message: 'Sign in to join this match.' });
    expect(screen.getByText('Sign in to join this match.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    cleanup();
    renderCard({ open_signup: true, state: 'CLOSED', message: 'This match has started. Sign-up is closed.' });
    expect(screen.getByText('This match has started. Sign-up is closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

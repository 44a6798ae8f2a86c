// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invitation } from '../api/get-invitation';
import { invitationKeys } from '../api/keys';
import { InvitationPage } from './invitation-page';

// Settings (payment instructions, zone) never answer here: the page's own answer is cached.
vi.mock('@/lib/supabase', async (original) => ({
  ...(await original<typeof import('@/lib/supabase')>()),
  supabase: { rpc: () => new Promise(() => undefined) },
}));

afterEach(cleanup);

const base: Invitation = {
  invite: { id: 'i-1', status: 'PENDING', message: null, expires_at: '2099-01-01T23:00:00Z', responded_at: null },
  match: {
    id: 'm-1', name: 'Saturday Skins', date: '2099-01-03', course_name: 'Pine Hollow', notes: null, require_payment_before_play: true,
    start_time: '08:00', start_mode: 'TEE_TIMES', cancelled_at: null, cancel_reason: null,
  },
  player: { name: 'Bea Member', nickname: null },
  games: [{ id: 'g-1', game_code: 'STB_V2', name: 'Stableford v2', buy_in: 1000, pot_calc: 'PER_ENTRY' }],
};

function renderPage(invitation: Invitation) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(invitationKeys.byToken('tok'), invitation);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <InvitationPage token="tok" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('InvitationPage', () => {
  it('says a full match is full, and where accepting puts the member, before any game is picked', () => {
    renderPage({ ...base, seats: { capacity: 8, entered: 8, full: true, allow_waitlist: true, waitlist_position: 3 } });
    expect(screen.getByText('This match is full')).toBeInTheDocument();
    expect(screen.getByText("Accepting puts you on the waitlist at position 3. We'll e-mail you if a seat opens up.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('says when a full match has no waitlist', () => {
    renderPage({ ...base, seats: { capacity: 8, entered: 8, full: true, allow_waitlist: false, waitlist_position: null } });
    expect(screen.getByText('The waitlist is closed, so this invitation cannot be accepted.')).toBeInTheDocument();
  });

  it('says nothing about seats while there are some', () => {
    renderPage({ ...base, seats: { capacity: 8, entered: 3, full: false, allow_waitlist: true, waitlist_position: null } });
    expect(screen.queryByText('This match is full')).not.toBeInTheDocument();
  });

  it('a withdrawn invitee reads WITHDRAWN, not ACCEPTED, and may rejoin', () => {
    renderPage({ ...base, invite: { ...base.invite, status: 'WITHDRAWN', responded_at: '2098-12-20T12:00:00Z' } });
    expect(screen.getByText('WITHDRAWN')).toBeInTheDocument();
    expect(screen.queryByText('ACCEPTED')).not.toBeInTheDocument();
    expect(screen.getByText('You withdrew from this match.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoin the match' })).toBeInTheDocument();
  });
});

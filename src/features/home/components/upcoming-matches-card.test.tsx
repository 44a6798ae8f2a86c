// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { UpcomingEntry } from '../api/get-my-home';
import { UpcomingMatchesCard } from './upcoming-matches-card';

afterEach(cleanup);

const entry = (name: string, money: Partial<UpcomingEntry>): UpcomingEntry => ({
  match_id: name,
  name,
  date: '2026-12-05',
  start_time: '09:30',
  course_name: 'Pine Hollow',
  cancelled: false,
  charges_cents: 1500,
  paid_cents: 0,
  owed_cents: 1500,
  can_withdraw: true,
  ...money,
});

function renderCard(upcoming: UpcomingEntry[]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <UpcomingMatchesCard upcoming={upcoming} waitlisted={[]} timezone="America/New_York" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (name: string) => within(screen.getByRole('link', { name }).closest('li') as HTMLElement);
}

describe('UpcomingMatchesCard', () => {
  it('says what each entry owes: an amount, Paid, or Nothing due', () => {
    const row = renderCard([
      entry('Owing', { paid_cents: 500, owed_cents: 1000 }),
      entry('Settled', { paid_cents: 1500, owed_cents: 0 }),
      entry('Free', { charges_cents: 0, owed_cents: 0 }),
    ]);
    expect(row('Owing').getByText('You owe $10.00')).toBeInTheDocument();
    expect(row('Settled').getByText('Paid')).toBeInTheDocument();
    expect(row('Free').getByText('Nothing due')).toBeInTheDocument();
    expect(row('Owing').getByText(/9:30 AM/)).toBeInTheDocument();
  });

  it('offers Withdraw only until the start, and never on a cancelled match', () => {
    const row = renderCard([entry('Open', {}), entry('Started', { can_withdraw: false }), entry('Called off', { cancelled: true, can_withdraw: false })]);
    expect(row('Open').getByRole('button', { name: 'Withdraw from Open' })).toBeInTheDocument();
    expect(row('Started').queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(row('Called off').getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows an empty state with a way to the matches', () => {
    renderCard([]);
    expect(screen.getByText('No upcoming matches')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse matches' })).toHaveAttribute('href', '/matches');
  });
});

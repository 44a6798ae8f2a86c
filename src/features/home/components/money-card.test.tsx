// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { HomeAccount, Winning } from '../api/get-my-home';
import { MoneyCard } from './money-card';
import { WinningsCard } from './winnings-card';

afterEach(cleanup);

const account = (over: Partial<HomeAccount> = {}): HomeAccount => ({
  due_cents: 0,
  paid_cents: 0,
  refunded_cents: 0,
  credit_moved_cents: 0,
  credit_cents: 0,
  outstanding_cents: 0,
  ...over,
});

describe('MoneyCard: what the member owes and holds, on every match', () => {
  it('lists a match played days ago that is still owed, and credit from a cancelled match', () => {
    render(
      <MemoryRouter>
        <MoneyCard
          account={account({ due_cents: 1500, outstanding_cents: 1500, credit_cents: 2000 })}
          owed={[{ match_id: 'm1', name: 'Past Match', date: '2026-12-04', start_time: '08:00', is_final: false, due_cents: 1500, paid_cents: 0, owed_cents: 1500 }]}
          credits={[{ match_id: 'm2', name: 'Rained Out', date: '2026-12-20', credit_cents: 2000, reason: 'CANCELLED' }]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('home-owed-total')).toHaveTextContent('$15.00');
    expect(screen.getByTestId('home-credit-total')).toHaveTextContent('$20.00');
    const toPay = screen.getByRole('heading', { name: 'To pay' }).parentElement as HTMLElement;
    expect(within(toPay).getByRole('link', { name: 'Past Match' })).toBeTruthy();
    expect(screen.getByText(/the match was called off/)).toBeTruthy();
  });

  it('says so when the member is square', () => {
    render(
      <MemoryRouter>
        <MoneyCard account={account()} owed={[]} credits={[]} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You owe nothing and hold no credit.')).toBeTruthy();
    expect(screen.queryByTestId('home-owed-total')).toBeNull();
  });
});

describe('WinningsCard: winnings still to collect, payouts deducted', () => {
  const winning = (over: Partial<Winning>): Winning => ({
    match_id: 'w',
    name: 'Final Match',
    date: '2026-11-28',
    won_cents: 1200,
    handed_over_cents: 0,
    to_collect_cents: 1200,
    paid_on: null,
    ...over,
  });
  it('shows what is left to collect after a partial payout, and "paid <day>" once handed over', () => {
    render(
      <MemoryRouter>
        <WinningsCard
          winnings={[
            winning({ match_id: 'a', handed_over_cents: 500, to_collect_cents: 700 }),
            winning({ match_id: 'b', name: 'Older Match', handed_over_cents: 1200, to_collect_cents: 0, paid_on: '2026-11-29' }),
          ]}
          toCollectCents={700}
          results={[]}
        />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByTestId('home-winning');
    expect(first).toHaveTextContent('$7.00 to collect');
    expect(first).toHaveTextContent('Won $12.00 · Handed over $5.00');
    expect(second).toHaveTextContent('paid 29 Nov');
    expect(second).not.toHaveTextContent('to collect');
    expect(screen.getByRole('heading', { name: /Winnings/ })).toHaveTextContent('$7.00 to collect');
  });
});

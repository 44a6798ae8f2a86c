// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ledger, LedgerPlayer } from '../lib/ledger';
import { LedgerPlayersTable } from './ledger-players-table';

afterEach(cleanup);

const player = (over: Partial<LedgerPlayer>): LedgerPlayer => ({
  player_id: 'p',
  name: 'P',
  charged_cents: 0,
  paid_cents: 0,
  refunded_cents: 0,
  credit_moved_cents: 0,
  balance_cents: 0,
  credit_cents: 0,
  outstanding_cents: 0,
  winnings_cents: 0,
  paid_out_cents: 0,
  winnings_outstanding_cents: 0,
  net_cents: 0,
  ...over,
});

describe('LedgerPlayersTable: Due, Paid, Refunded, Credit, Outstanding that add up', () => {
  it("shows the walk's refund row so it adds up, and Won / Handed over", () => {
    const ledger = {
      players: [
        player({ player_id: 'a', name: 'Sarah', charged_cents: 11500, paid_cents: 11000, refunded_cents: 1500, outstanding_cents: 2000, balance_cents: 2000 }),
        player({ player_id: 'b', name: 'Rachel', charged_cents: 13000, paid_cents: 14000, credit_cents: 1000, balance_cents: -1000, winnings_cents: 14415, paid_out_cents: 5000 }),
      ],
    } as Ledger;
    render(
      <MemoryRouter>
        <LedgerPlayersTable ledger={ledger} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: "Players' accounts" });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Player',
      'Due',
      'Paid',
      'Refunded',
      'Credit',
      'Outstanding',
      'Won',
      'Handed over',
    ]);
    const [first, second] = screen.getAllByTestId('ledger-player-row');
    expect(first).toHaveTextContent('Sarah$115.00$110.00$15.00$0.00$20.00');
    expect(first).toHaveAttribute('data-adds-up', 'true');
    expect(second).toHaveTextContent('Rachel$130.00$140.00$0.00$10.00$0.00$144.15$50.00');
    expect(second).toHaveAttribute('data-adds-up', 'true');
  });
});

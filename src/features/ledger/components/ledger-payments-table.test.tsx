// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Ledger, LedgerHandout } from '../lib/ledger';
import { LedgerPaymentsTable } from './ledger-payments-table';

afterEach(cleanup);

const payout = (over: Partial<LedgerHandout>): LedgerHandout => ({
  id: 'w',
  created_at: '2026-12-01T18:00:00Z',
  paid_on: '2026-12-01',
  match_id: 'm',
  match_name: 'Saturday Skins',
  player_id: 'p',
  player_name: 'Oscar',
  amount_cents: 800,
  method: 'VENMO',
  note: null,
  recorded_by: 'Treasurer',
  voided_at: null,
  void_reason: null,
  ...over,
});

describe('LedgerPaymentsTable: winnings handed over, a voided payout kept and struck through', () => {
  it('shows the void with its reason beside the payout that stands', () => {
    const ledger = {
      payments: [],
      refunds: [],
      payouts: [
        payout({ id: 'w1', player_name: 'Oscar', voided_at: '2026-12-02T10:00:00Z', void_reason: 'Handed to the wrong player' }),
        payout({ id: 'w2', player_name: 'Alice', amount_cents: 1200, method: 'CASH' }),
      ],
    } as unknown as Ledger;
    render(<LedgerPaymentsTable ledger={ledger} />);
    const table = screen.getByRole('table', { name: 'Winnings handed over' });
    const rows = within(table).getAllByRole('row');
    const voided = rows[1] as HTMLElement;
    const standing = rows[2] as HTMLElement;
    expect(voided).toHaveAttribute('data-voided', 'true');
    expect(within(voided).getByText('Voided')).toBeInTheDocument();
    expect(within(voided).getByText('Handed to the wrong player')).toBeInTheDocument();
    expect(within(voided).getByText('$8.00')).toHaveClass('line-through');
    expect(within(voided).getByText('Venmo')).toBeInTheDocument();
    expect(standing).not.toHaveAttribute('data-voided');
    expect(within(standing).getByText('$12.00')).not.toHaveClass('line-through');
  });
});

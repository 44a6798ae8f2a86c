// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchMoneyMove, MatchMoneyPayment } from '../api/match-money';
import { MatchPaymentsList } from './match-payments-list';

afterEach(cleanup);

const payment = (over: Partial<MatchMoneyPayment>): MatchMoneyPayment => ({
  id: 'pay-1',
  player_id: 'p-ann',
  player_name: 'Ann Lee',
  amount_cents: 2000,
  method: 'VENMO',
  note: 'first',
  created_at: '2026-11-01T10:00:00Z',
  voided_at: null,
  void_reason: null,
  ...over,
});
const move = (over: Partial<MatchMoneyMove>): MatchMoneyMove => ({
  id: 'mv-1',
  player_id: 'p-ann',
  player_name: 'Ann Lee',
  kind: 'REFUND',
  amount_cents: 500,
  method: 'CASH',
  moved_on: '2026-11-03',
  note: 'part back',
  created_at: '2026-11-03T10:00:00Z',
  ...over,
});

describe("MatchPaymentsList: the match's payments and refunds", () => {
  it('lists a refund beside the payments, in order, with methods as "Venmo" and "Cash"', () => {
    render(
      <MatchPaymentsList
        payments={[payment({}), payment({ id: 'pay-2', amount_cents: 100, method: 'ZELLE', created_at: '2026-11-02T10:00:00Z', voided_at: '2026-11-02T11:00:00Z', void_reason: 'Typo' })]}
        moves={[move({}), move({ id: 'mv-2', kind: 'CREDIT_OUT', method: null })]}
        onVoid={vi.fn()}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Venmo');
    expect(rows[0]).not.toHaveTextContent('VENMO');
    expect(rows[1]).toHaveTextContent('Voided: Typo');
    expect(rows[2]).toHaveTextContent('Refund');
    expect(rows[2]).toHaveTextContent('−$5.00');
    expect(rows[2]).toHaveTextContent('Cash');
    expect(rows[2]).toHaveTextContent('part back');
  });

  it('says when nothing is recorded', () => {
    render(<MatchPaymentsList payments={[]} moves={[]} onVoid={vi.fn()} />);
    expect(screen.getByText('No payments recorded yet.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { polyfillRadix, renderWithClient } from '../test/render';
import { RecordPaymentDialog, type PayingEntry } from './record-payment-dialog';

const ENTRY: PayingEntry = { player_id: 'p-1', name: 'Ann Lee', due_cents: 3500, paid_cents: 1000, balance_cents: 2500 };

beforeAll(polyfillRadix);
afterEach(cleanup);

function renderDialog(entry: PayingEntry = ENTRY) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onOpenChange = vi.fn();
  renderWithClient(<RecordPaymentDialog matchId="m-1" entry={entry} onOpenChange={onOpenChange} onSubmit={onSubmit} submitting={false} />);
  return { user: userEvent.setup(), onSubmit, onOpenChange };
}

async function chooseMethod(user: ReturnType<typeof userEvent.setup>, method: string) {
  await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
  await user.click(await screen.findByRole('option', { name: method }));
}

const amount = () => screen.getByRole('spinbutton', { name: 'Amount ($)' });

describe('RecordPaymentDialog', () => {
  it('shows the real due, paid and balance from the server', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.getByText('$35.00')).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full balance $25.00' })).toBeEnabled();
    expect(amount()).toHaveAttribute('step', '0.01');
    expect(amount()).toHaveAttribute('min', '0.01');
  });

  it('asks for amount and method when either is missing', async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in amount and payment method');

    await user.type(amount(), '20');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in amount and payment method');
    expect(onSubmit).not.toHaveBeenCalled();

    // Fixed: the message goes away without another submit.
    await chooseMethod(user, 'Zelle');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an amount of zero or less', async () => {
    const { user, onSubmit } = renderDialog();
    await chooseMethod(user, 'Cash');
    await user.type(amount(), '0');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Amount must be greater than 0');
    await user.clear(amount());
    await user.type(amount(), '-5');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Amount must be greater than 0');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('quick-fills $10, $20, $50 and the full balance, and records the amount in cents', async () => {
    const { user, onSubmit, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: '$10' }));
    expect(amount()).toHaveValue(10);
    await user.click(screen.getByRole('button', { name: '$50' }));
    expect(amount()).toHaveValue(50);
    await user.click(screen.getByRole('button', { name: '$20' }));
    expect(amount()).toHaveValue(20);
    await user.click(screen.getByRole('button', { name: 'Full balance $25.00' }));
    expect(amount()).toHaveValue(25);
    await chooseMethod(user, 'Venmo');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), ' @ann ');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(onSubmit).toHaveBeenCalledWith({ matchId: 'm-1', playerId: 'p-1', amountCents: 2500, method: 'VENMO', note: '@ann' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('disables the full-balance button when nothing is owed', () => {
    renderDialog({ ...ENTRY, paid_cents: 3500, balance_cents: 0 });
    expect(screen.getByRole('button', { name: 'Full balance $0.00' })).toBeDisabled();
  });

  it('asks to confirm an overpayment and keeps the difference as credit', async () => {
    const { user, onSubmit } = renderDialog({ player_id: 'p-2', name: 'Bo Diaz', due_cents: 3000, paid_cents: 0, balance_cents: 3000 });
    await chooseMethod(user, 'Cash');
    await user.type(amount(), '100');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByRole('alert')).toHaveTextContent('This is $70.00 more than the $30.00 owed. The $70.00 will be kept as credit on Bo Diaz');
    await user.click(screen.getByRole('button', { name: 'Record and keep $70.00 as credit' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ amountCents: 10000 }));
  });
});

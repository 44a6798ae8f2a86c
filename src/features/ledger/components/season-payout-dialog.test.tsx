// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicSettingsQueryOptions } from '@/api/settings/get-public-settings';
import { SETTINGS } from '@/test/public-settings';
import { SeasonPayoutDialog } from './season-payout-dialog';

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix's Select calls.
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => undefined;
  proto.releasePointerCapture ??= () => undefined;
  proto.scrollIntoView ??= () => undefined;
});
afterEach(cleanup);

function renderDialog() {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  const onOpenChange = vi.fn();
  // The date defaults to the club's today: the league's zone comes from the public settings.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS);
  render(
    <QueryClientProvider client={queryClient}>
      <SeasonPayoutDialog
        player={{ name: 'James Okafor', outstandingCents: 5222 }}
        season={2026}
        onOpenChange={onOpenChange}
        submitting={false}
        onSubmit={onSubmit}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), onSubmit, onOpenChange };
}

describe('SeasonPayoutDialog', () => {
  it('offers what is outstanding for the season as the amount', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Record season payout' });
    expect(dialog).toHaveTextContent("James Okafor's 2026 winnings handed over: $52.22 is outstanding.");
    expect(screen.getByLabelText('Amount ($)')).toHaveValue('52.22');
  });

  it('asks for a method and refuses more than is outstanding', async () => {
    const { user, onSubmit } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in amount, method and date');
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Venmo' }));
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '60');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The most you can record here is $52.22');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('records a partial settle-up with method, date and note, then closes', async () => {
    const { user, onSubmit, onOpenChange } = renderDialog();
    await user.clear(screen.getByLabelText('Amount ($)'));
    await user.type(screen.getByLabelText('Amount ($)'), '30');
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2026-11-20');
    await user.type(screen.getByLabelText('Note (optional)'), 'End of season dinner');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(onSubmit).toHaveBeenCalledWith({ amountCents: 3000, method: 'CASH', paidOn: '2026-11-20', note: 'End of season dinner' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { publicSettingsQueryOptions } from '@/api/settings/get-public-settings';
import { SETTINGS } from '@/test/public-settings';
import { polyfillRadix } from '../test/render';
import { MoneyOutDialog } from './money-out-dialog';

beforeAll(polyfillRadix);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderDialog(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(publicSettingsQueryOptions().queryKey, SETTINGS); // club zone America/New_York
  render(
    <QueryClientProvider client={queryClient}>
      <MoneyOutDialog open onOpenChange={vi.fn()} title="Refund" description="Money handed back" submitLabel="Record Refund" maxCents={1500} submitting={false} onSubmit={onSubmit} />
    </QueryClientProvider>,
  );
  return onSubmit;
}

describe('MoneyOutDialog', () => {
  it("offers the club's today as the date, not the device's (23:58 in New York, a phone on UTC)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T04:58:00Z'));
    renderDialog();
    const date = screen.getByLabelText('Date');
    expect(date).toHaveValue('2026-12-07');
    expect(date).toHaveAttribute('max', '2026-12-07');
  });

  it("says so when the date is after the club's today, before asking the server", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T04:58:00Z'));
    const onSubmit = renderDialog();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    const date = screen.getByLabelText('Date');
    fireEvent.change(date, { target: { value: '2026-12-08' } });
    await user.click(screen.getByRole('button', { name: 'Record Refund' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The date can't be after today (2026-12-07, club time)");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

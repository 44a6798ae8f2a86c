// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAdminSettings } from '@/api/settings/get-admin-settings';
import { WeeklyLeadersCard } from './weekly-leaders-card';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', async (original) => ({ ...(await original<typeof import('@/lib/supabase')>()), supabase: { rpc } }));

afterEach(() => {
  cleanup();
  rpc.mockReset();
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <WeeklyLeadersCard settings={parseAdminSettings({ emailEnabled: 'true' })} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('WeeklyLeadersCard: Send now', () => {
  it('asks before the first send of the week, and sends nothing when cancelled', async () => {
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const question = await screen.findByRole('alertdialog', { name: 'Send the weekly leaders now?' });
    expect(rpc).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('sends once confirmed', async () => {
    rpc.mockResolvedValue({ data: { id: 'c1', total: 12, week: '2026-12-07', resend: false }, error: null });
    const user = renderCard();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const question = await screen.findByRole('alertdialog', { name: 'Send the weekly leaders now?' });
    await user.click(within(question).getByRole('button', { name: 'Send now' }));
    expect(rpc).toHaveBeenCalledExactlyOnceWith('send_weekly_leaders', { p_confirm_resend: false });
  });
});

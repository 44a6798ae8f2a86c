// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseAdminSettings } from '@/api/settings/get-admin-settings';
import { MoneyPrivacyCard } from './money-privacy-card';

const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', async (importOriginal) => ({ ...(await importOriginal<object>()), supabase: { rpc } }));

afterEach(() => {
  cleanup();
  rpc.mockReset();
});

describe('MoneyPrivacyCard: publishNetsToMembers', () => {
  it('is off by default and saves the setting when switched on', async () => {
    rpc.mockResolvedValue({ data: null, error: null });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MoneyPrivacyCard settings={parseAdminSettings({})} />
      </QueryClientProvider>,
    );
    const toggle = screen.getByRole('switch', { name: 'Publish nets to members' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    expect(rpc).toHaveBeenCalledWith('upsert_admin_setting', { p_key: 'publishNetsToMembers', p_value: 'true' });
  });
});

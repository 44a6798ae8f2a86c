// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAdminSettings } from '@/api/settings/get-admin-settings';
import { HandicapAllowanceCard } from './handicap-allowance-card';
import { SiteCard } from './site-card';

afterEach(cleanup);

function renderCard(card: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{card}</QueryClientProvider>);
  return userEvent.setup();
}

describe('HandicapAllowanceCard', () => {
  it('shows the allowance and refuses values outside 1–100', async () => {
    const user = renderCard(<HandicapAllowanceCard settings={parseAdminSettings({ allowancePct: '90' })} />);
    const input = screen.getByLabelText('Allowance (%)');
    expect(input).toHaveValue('90');
    await user.clear(input);
    await user.type(input, '120');
    await user.click(screen.getByRole('button', { name: 'Save Allowance' }));
    expect(await screen.findByText('Allowance must be a whole number between 1 and 100')).toBeInTheDocument();
  });
});

describe('SiteCard', () => {
  it('refuses a public URL over plain http with the database message', async () => {
    const user = renderCard(<SiteCard settings={parseAdminSettings({})} />);
    await user.type(screen.getByLabelText('Public URL'), 'http://league.example.com');
    const [saveUrl] = screen.getAllByRole('button', { name: 'Save' });
    if (!saveUrl) throw new Error('no Save button');
    await user.click(saveUrl);
    expect(await screen.findByText('App URL must use https:// (http:// is only for localhost)')).toBeInTheDocument();
  });

  it('shows the maintenance switch and the footer year', () => {
    renderCard(<SiteCard settings={parseAdminSettings({ maintenanceMode: 'true', copyrightYear: '2026' })} />);
    expect(screen.getByRole('switch', { name: 'Maintenance mode' })).toBeChecked();
    expect(screen.getByLabelText('Footer year')).toHaveValue('2026');
  });
});

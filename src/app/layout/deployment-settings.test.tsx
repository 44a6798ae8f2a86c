// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicSettings } from '@/api/settings/get-public-settings';
import { settingsKeys } from '@/api/settings/keys';
import { copyrightYear } from '@/api/settings/site-settings';
import { clearAdminSession, clearPlayerSession, saveAdminSession, savePlayerSession } from '@/lib/session';
import { Footer } from './footer';
import { Header } from './header';
import { MaintenanceGate } from './maintenance-gate';

afterEach(() => {
  cleanup();
  clearAdminSession();
  clearPlayerSession();
});

const settings = (extra: Record<string, string> = {}): PublicSettings => ({
  branding: { clubName: 'Oak Hill Golfers', tagline: 'Fore and after.', logoUrl: null, groupUrl: null },
  stablefordTable: 'MODIFIED_V2',
  allowancePct: 100,
  payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' },
  placeTies: 'split',
  defaultBuyIns: {},
  emailEnabled: true,
  extra,
});

function renderAt(path: string, element: React.ReactNode, data: PublicSettings) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(settingsKeys.public, data);
  const router = createMemoryRouter(
    [
      { path: '/maintenance', element: <p>Maintenance page</p> },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const gated = (
  <MaintenanceGate>
    <p>League page</p>
  </MaintenanceGate>
);

describe('MaintenanceGate', () => {
  it('lets everyone through while maintenance is off', () => {
    renderAt('/matches', gated, settings({ maintenanceMode: 'false' }));
    expect(screen.getByText('League page')).toBeInTheDocument();
  });

  it('sends visitors and players to /maintenance while it is on', () => {
    savePlayerSession({ playerId: 'p1', token: 't' });
    const router = renderAt('/matches', gated, settings({ maintenanceMode: 'true' }));
    expect(screen.getByText('Maintenance page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('keeps the legal pages open', () => {
    renderAt('/privacy', gated, settings({ maintenanceMode: 'true' }));
    expect(screen.getByText('League page')).toBeInTheDocument();
  });

  it('lets admins keep working, under a banner', () => {
    saveAdminSession('tok', new Date(Date.now() + 3_600_000).toISOString());
    renderAt('/admin/matches', gated, settings({ maintenanceMode: 'true' }));
    expect(screen.getByText('League page')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Maintenance mode is on: visitors and players see the maintenance page.');
  });
});

describe('Footer', () => {
  it('says © and the year from the setting, the club name and the tagline', () => {
    renderAt('/', <Footer />, settings({ copyrightYear: '2025' }));
    expect(screen.getByText(/© 2025 Oak Hill Golfers\./)).toBeInTheDocument();
    expect(screen.getByText('Fore and after.')).toBeInTheDocument();
  });

  it('uses the current year when none is set, never a fixed one', () => {
    expect(copyrightYear(settings(), new Date('2031-03-01T12:00:00Z'))).toBe(2031);
    expect(copyrightYear(settings({ copyrightYear: '' }), new Date('2031-03-01T12:00:00Z'))).toBe(2031);
  });
});

describe('Header', () => {
  it('offers visitors Sign in next to Sign Up', () => {
    renderAt('/', <Header onAdminClick={() => {}} />, settings());
    // In the bar (phones) and among the actions (large screens).
    for (const link of screen.getAllByRole('link', { name: 'Sign in' })) expect(link).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('shows a signed-in player My Profile instead', () => {
    savePlayerSession({ playerId: 'p1', token: 't' });
    renderAt('/', <Header onAdminClick={() => {}} />, settings());
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My Profile' })).toBeInTheDocument();
  });

  it('offers a signed-in admin neither Sign in nor Sign Up', () => {
    saveAdminSession('tok', new Date(Date.now() + 3_600_000).toISOString());
    renderAt('/', <Header onAdminClick={() => {}} />, settings());
    expect(screen.queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });
});

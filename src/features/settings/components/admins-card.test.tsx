// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { adminsKeys } from '../api/keys';
import type { AdminRow } from '../api/list-admins';
import { AdminsCard } from './admins-card';

afterEach(cleanup);

const row = (over: Partial<AdminRow>): AdminRow => ({
  id: 'a1',
  name: 'League owner',
  is_owner: true,
  is_me: false,
  created_at: '2026-11-01T00:00:00Z',
  revoked_at: null,
  ...over,
});

function setup(admins: AdminRow[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(adminsKeys.list, admins);
  render(
    <QueryClientProvider client={client}>
      <AdminsCard />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AdminsCard', () => {
  it('lets the owner add, rename and revoke, but never revoke the owner', async () => {
    setup([row({ is_me: true }), row({ id: 'a2', name: 'Nina', is_owner: false }), row({ id: 'a3', name: 'Old', is_owner: false, revoked_at: '2026-11-02T00:00:00Z' })]);
    expect(screen.getByRole('button', { name: 'Add admin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Nina' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke Nina' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke League owner' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revoke Old' })).toBeNull();
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('6–10 digits.')).toBeInTheDocument();
  });

  it('shows other admins the list only', () => {
    setup([row({}), row({ id: 'a2', name: 'Nina', is_owner: false, is_me: true })]);
    expect(screen.getByText('Only the league owner can add, rename or revoke admins.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Rename|Revoke/ })).toBeNull();
  });

  it('checks the name and the PIN with the spec\'s messages before calling the server', async () => {
    const user = setup([row({ is_me: true })]);
    await user.type(screen.getByLabelText('Their PIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('PIN must be at least 4 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Their PIN'), '456');
    await user.type(screen.getByLabelText('Confirm their PIN'), '123457');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('PINs do not match')).toBeInTheDocument();
  });

  it('asks a named admin for 6 or more digits, as the server does', async () => {
    const user = setup([row({ is_me: true })]);
    await user.type(screen.getByLabelText('Their PIN'), '4321');
    await user.type(screen.getByLabelText('Confirm their PIN'), '4321');
    await user.click(screen.getByRole('button', { name: 'Add admin' }));
    expect(await screen.findByText('A named admin\'s PIN must be at least 6 digits')).toBeInTheDocument();
  });
});

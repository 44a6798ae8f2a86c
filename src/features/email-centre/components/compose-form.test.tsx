// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Recipient, RecipientQuery } from '../lib/campaign';
import { ComposeForm } from './compose-form';

afterEach(cleanup);

// jsdom lacks what Radix's checkbox and select use for layout and pointer handling.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

const people: Recipient[] = [
  { id: '1', name: 'Ann Lee', email: 'ann@example.com' },
  { id: '2', name: 'Bob Ray', email: 'bob@example.com' },
  { id: '3', name: 'Cy Doe', email: 'cy@example.com' },
];

/** A stand-in for get_email_recipients over `list`: search on name or e-mail, a page, the size of the match. */
function fetcherOver(list: Recipient[]) {
  return vi.fn(async ({ search, limit, offset }: RecipientQuery) => {
    const needle = search.trim().toLowerCase();
    const found = needle ? list.filter((r) => r.name.toLowerCase().includes(needle) || r.email.toLowerCase().includes(needle)) : list;
    return { total: found.length, rows: limit === null ? found.slice(offset) : found.slice(offset, offset + limit) };
  });
}

function setup({ recipients = people, ...props }: Partial<React.ComponentProps<typeof ComposeForm>> & { recipients?: Recipient[] } = {}) {
  const onSend = vi.fn();
  const fetchRecipients = fetcherOver(recipients);
  const loadWeeklyLeaders = vi.fn(async () => [{ player_id: '1', name: 'Ann Lee', earnings_cents: 4550, points: 38 }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ComposeForm
        emailEnabled
        clubName="Pine Club"
        fetchRecipients={fetchRecipients}
        loadWeeklyLeaders={loadWeeklyLeaders}
        matchesUrl="https://club.example/matches"
        sending={false}
        onSend={onSend}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { onSend, loadWeeklyLeaders, fetchRecipients, user: userEvent.setup() };
}

const sendButton = () => screen.getByRole('button', { name: /^Send Email/ });

describe('ComposeForm', () => {
  it('says what is missing and keeps Send disabled until recipients, subject and message are there', async () => {
    const { onSend, user } = setup();
    expect(screen.getByText('Please select at least one recipient')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();

    await user.click(await screen.findByRole('checkbox', { name: 'Bob Ray (bob@example.com)' }));
    expect(screen.queryByText('Please select at least one recipient')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Subject'), 'Saturday');
    expect(screen.queryByText('Please enter a subject')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(screen.getByText('Please enter a message')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'Tee off at **8**');
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(
      { template: 'CUSTOM', all: false, playerIds: ['2'], count: 1, subject: 'Saturday', message: '   Tee off at **8**', leagueId: null },
      expect.any(Function),
    );
  });

  it('shows the disabled-notifications message', () => {
    setup({ emailEnabled: false });
    expect(screen.getByText('Email notifications are disabled. Enable them in settings first.')).toBeInTheDocument();
  });

  it('refuses All Active Players when there are more than 200', async () => {
    const many = Array.from({ length: 201 }, (_, i) => ({ id: String(i), name: `P${String(i).padStart(3, '0')}`, email: `p${i}@example.com` }));
    const { user, fetchRecipients } = setup({ recipients: many });
    await user.click(await screen.findByRole('checkbox', { name: 'All Active Players (201)' }));
    expect(screen.getByText('Maximum 200 recipients allowed per send')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    expect(fetchRecipients.mock.calls.every(([query]) => query.limit === 50)).toBe(true);
  });

  it('pages 50 at a time, searches, and keeps individual picks across pages and searches', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: String(i), name: `P${String(i).padStart(3, '0')}`, email: `p${i}@example.com` }));
    const { user, onSend, fetchRecipients } = setup({ recipients: many });
    await user.click(await screen.findByRole('checkbox', { name: 'P000 (p0@example.com)' }));
    expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'P050 (p50@example.com)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'P050 (p50@example.com)' }));
    expect(screen.getByText('Showing 51–100 of 120')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find a player'), 'p119@');
    // The search waits for the typing to stop, then asks the server: give a busy machine time.
    await user.click(await screen.findByRole('checkbox', { name: 'P119 (p119@example.com)' }, { timeout: 5_000 }));
    expect(fetchRecipients).toHaveBeenCalledWith({ search: 'p119@', limit: 50, offset: 0, leagueId: null });
    expect(screen.getByText('3 recipients selected')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Find a player'));
    expect(await screen.findByRole('checkbox', { name: 'P000 (p0@example.com)' }, { timeout: 5_000 })).toBeChecked();
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(
      { template: 'CUSTOM', all: false, playerIds: ['0', '50', '119'], count: 3, subject: 'Hi', message: 'Hello', leagueId: null },
      expect.any(Function),
    );
  }, 20_000);

  it('All Active Players leaves reading them to the server at send time', async () => {
    const { user, onSend, fetchRecipients } = setup();
    await user.click(await screen.findByRole('checkbox', { name: 'All Active Players (3)' }));
    await user.type(screen.getByLabelText('Subject'), 'Hi');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Email (3)' }));
    expect(onSend).toHaveBeenCalledWith({ template: 'CUSTOM', all: true, playerIds: [], count: 3, subject: 'Hi', message: 'Hello', leagueId: null }, expect.any(Function));
    expect(fetchRecipients.mock.calls.every(([query]) => query.limit === 50)).toBe(true);
  });

  it('picking one player after All unticks All; picking All clears the individual picks', async () => {
    const { user } = setup();
    const all = await screen.findByRole('checkbox', { name: 'All Active Players (3)' });
    await user.click(all);
    expect(screen.getByText('3 recipients selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Cy Doe (cy@example.com)' }));
    expect(all).not.toBeChecked();
    expect(screen.getByText('1 recipient selected')).toBeInTheDocument();
    await user.click(all);
    expect(screen.getByRole('checkbox', { name: 'Cy Doe (cy@example.com)' })).not.toBeChecked();
    expect(screen.getByText('3 recipients selected')).toBeInTheDocument();
  });

  it('says so when no active player has an e-mail', async () => {
    setup({ recipients: [] });
    expect(await screen.findByText('No active players with email addresses found')).toBeInTheDocument();
  });

  it('fills subject and message from the Weekly Leaders template (the e-mail every active player gets) and clears them for Custom', async () => {
    const { user, loadWeeklyLeaders, onSend } = setup();
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Weekly Leaders' }));
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue('Pine Club weekly leaders'));
    expect(loadWeeklyLeaders).toHaveBeenCalled();
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toContain('1. **Ann Lee** — $45.50 (38 pts)');
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: 'All Active Players (3)' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send Email (3)' }));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ template: 'WEEKLY_LEADERS', all: true, count: 3 }), expect.any(Function));
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Custom Message' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("in a club of several leagues, writes to one league's players: the list and the send name the league", async () => {
    const leagues = [
      { id: 'l-1', name: 'Saturday Wager', slug: 'saturday', status: 'ACTIVE' as const },
      { id: 'l-2', name: 'Tuesday Nines', slug: 'tuesday-nines', status: 'ACTIVE' as const },
    ];
    const { user, onSend, fetchRecipients } = setup({ leagues });
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Tuesday Nines' }));
    await waitFor(() => expect(fetchRecipients).toHaveBeenCalledWith(expect.objectContaining({ leagueId: 'l-2' })));
    await user.click(await screen.findByRole('checkbox', { name: /All active players of Tuesday Nines/ }));
    await user.type(screen.getByLabelText('Subject'), 'Tuesday news');
    await user.type(screen.getByLabelText('Message'), 'See you on the first tee.');
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ all: true, leagueId: 'l-2', subject: 'Tuesday news' }), expect.any(Function));
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AddGuestDialog } from './add-guest-dialog';

afterEach(cleanup);

function renderDialog(props: { full: boolean; allowWaitlist: boolean }) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddGuestDialog matchId="m-1" {...props} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('AddGuestDialog', () => {
  it('asks for a name and a valid e-mail with the sign-up form\'s messages', async () => {
    const user = renderDialog({ full: false, allowWaitlist: true });
    await user.click(screen.getByRole('button', { name: 'Add Guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Guest' });
    await user.click(within(dialog).getByRole('button', { name: 'Add to match' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Guest email' }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add to waitlist' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('offers only the waitlist when the match is full', async () => {
    const user = renderDialog({ full: true, allowWaitlist: true });
    await user.click(screen.getByRole('button', { name: 'Add Guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Guest' });
    expect(within(dialog).getByText('The match is full: the guest joins the waitlist.')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Add to/ }).map((button) => button.textContent)).toEqual(['Add to waitlist']);
  });

  it('cannot add anyone to a full match without a waitlist', async () => {
    const user = renderDialog({ full: true, allowWaitlist: false });
    await user.click(screen.getByRole('button', { name: 'Add Guest' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Guest' });
    expect(within(dialog).getByText('The match is full and has no waitlist.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to waitlist' })).toBeDisabled();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminPinForm } from './admin-pin-form';

afterEach(cleanup);

function setup() {
  const onSubmit = vi.fn((_input: { current: string; pin: string }, done: () => void) => done());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AdminPinForm onSubmit={onSubmit} isPending={false} />
    </QueryClientProvider>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('AdminPinForm', () => {
  it('asks for a PIN when it is blank', async () => {
    const { onSubmit, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    expect(await screen.findByText('Please enter a PIN')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the current PIN', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('New PIN'), '482913');
    await user.type(screen.getByLabelText('Confirm PIN'), '482913');
    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    expect(await screen.findByText('Please enter your current PIN')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs at least 4 characters', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('New PIN'), '123');
    await user.type(screen.getByLabelText('Confirm PIN'), '123');
    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    expect(await screen.findByText('PIN must be at least 4 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs the confirmation to match', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('New PIN'), '482913');
    await user.type(screen.getByLabelText('Confirm PIN'), '482914');
    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    expect(await screen.findByText('PINs do not match')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('limits the field to 10 characters', () => {
    setup();
    expect(screen.getByLabelText('New PIN')).toHaveAttribute('maxLength', '10');
  });

  it('submits the current and the new PIN and clears the form', async () => {
    const { onSubmit, user } = setup();
    await user.type(screen.getByLabelText('Current PIN'), '1357');
    await user.type(screen.getByLabelText('New PIN'), '482913');
    await user.type(screen.getByLabelText('Confirm PIN'), '482913');
    await user.click(screen.getByRole('button', { name: 'Update PIN' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ current: '1357', pin: '482913' }, expect.any(Function)));
    await waitFor(() => expect(screen.getByLabelText('New PIN')).toHaveValue(''));
  });
});

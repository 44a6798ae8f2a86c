// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PayoutCurvesForm } from './payout-curves-form';

const defaults = { small: '60,40', medium: '50,30,20', large: '40,30,20,10' };

afterEach(cleanup);

function setup() {
  const onSave = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PayoutCurvesForm defaultValues={defaults} onSave={onSave} isPending={false} />
    </QueryClientProvider>,
  );
  return { onSave, user: userEvent.setup() };
}

describe('PayoutCurvesForm', () => {
  it('refuses percentages that do not add up to 100', async () => {
    const { onSave, user } = setup();
    const small = screen.getByLabelText('Small field');
    await user.clear(small);
    await user.type(small, '60, 30');
    await user.click(screen.getByRole('button', { name: 'Save Payout Curves' }));
    expect(await screen.findByText('Payout percentages must add up to 100%')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses text that is not a percentage', async () => {
    const { onSave, user } = setup();
    const large = screen.getByLabelText('Large field');
    await user.clear(large);
    await user.type(large, '50, fifty');
    await user.click(screen.getByRole('button', { name: 'Save Payout Curves' }));
    expect(await screen.findByText('Payout percentages must be numbers from 0 to 100 with at most 2 decimals')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves valid curves in the stored form, spaces and % signs removed', async () => {
    const { onSave, user } = setup();
    const medium = screen.getByLabelText('Medium field');
    await user.clear(medium);
    await user.type(medium, '50%, 25%, 25%');
    await user.click(screen.getByRole('button', { name: 'Save Payout Curves' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ small: '60,40', medium: '50,25,25', large: '40,30,20,10' }));
  });
});

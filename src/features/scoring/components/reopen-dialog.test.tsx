// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handedOverQueryOptions, type HandedOver } from '../api/reopen-match';
import { HANDED_OVER_UNCONFIRMED, REOPEN_REASON_REQUIRED, ReopenDialog } from './reopen-dialog';

const rpc = vi.fn();
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc: (...args: unknown[]) => rpc(...args) },
  unwrap: (answer: { data: unknown; error: { message: string } | null }) => {
    if (answer.error) throw new Error(answer.error.message);
    return answer.data;
  },
}));

beforeAll(() => {
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.scrollIntoView ??= () => undefined;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => {
  cleanup();
  rpc.mockReset();
});

function renderDialog(handedOver: HandedOver[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(handedOverQueryOptions('m-1').queryKey, handedOver);
  const onReopened = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ReopenDialog matchId="m-1" matchName="Saturday Skins" open onOpenChange={() => undefined} onReopened={onReopened} />
    </QueryClientProvider>,
  );
  return onReopened;
}

const reopenCalls = () => rpc.mock.calls.filter(([name]) => name === 'reopen_match');

describe('ReopenDialog', () => {
  it('asks for a reason before anything is sent', async () => {
    renderDialog([]);
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Results' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REOPEN_REASON_REQUIRED);
    expect(reopenCalls()).toHaveLength(0);
  });

  it('with nothing handed over, reopens with the reason alone', async () => {
    rpc.mockResolvedValue({ data: { correction_id: 'c-1' }, error: null });
    const onReopened = renderDialog([]);
    expect(screen.queryByText('Winnings already handed over')).toBeNull();
    await userEvent.type(screen.getByLabelText('Reason for the correction'), 'Wrong card');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Results' }));
    expect(reopenCalls()).toEqual([['reopen_match', { p_match_id: 'm-1', p_reason: 'Wrong card', p_handed_over_cents: undefined }]]);
    expect(onReopened).toHaveBeenCalled();
  });

  it('lists what was handed over per player and sends the confirmed total only once confirmed', async () => {
    rpc.mockResolvedValue({ data: { correction_id: 'c-1' }, error: null });
    renderDialog([
      { playerId: 'p-ann', name: 'Ann Lee', cents: 1200 },
      { playerId: 'p-bob', name: 'Bob Ray', cents: 500 },
    ]);
    const list = screen.getByRole('list', { name: 'Winnings already handed over' });
    expect(list).toHaveTextContent('Ann Lee$12.00');
    expect(list).toHaveTextContent('Bob Ray$5.00');
    await userEvent.type(screen.getByLabelText('Reason for the correction'), 'Wrong card');
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Results' }));
    expect(screen.getByRole('alert')).toHaveTextContent(HANDED_OVER_UNCONFIRMED);
    expect(reopenCalls()).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I confirm $17.00 has been handed over, as listed' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Results' }));
    expect(reopenCalls()).toEqual([['reopen_match', { p_match_id: 'm-1', p_reason: 'Wrong card', p_handed_over_cents: 1700 }]]);
  });

  it("shows the server's refusal of a stale confirmation and asks to confirm again", async () => {
    const stale = 'The amounts handed over have changed since you confirmed them ($12.00 now, $17.00 confirmed). Check them again.';
    rpc.mockImplementation(async (name: string) =>
      name === 'reopen_match' ? { data: null, error: { message: stale } } : { data: { players: [] }, error: null },
    );
    renderDialog([{ playerId: 'p-ann', name: 'Ann Lee', cents: 1700 }]);
    await userEvent.type(screen.getByLabelText('Reason for the correction'), 'Wrong card');
    await userEvent.click(screen.getByRole('checkbox', { name: /I confirm/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Reopen Results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(stale);
  });
});

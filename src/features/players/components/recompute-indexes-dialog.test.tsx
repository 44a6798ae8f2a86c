// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { RecomputeIndexesDialog } from './recompute-indexes-dialog';

// The server: preview_recompute_indexes answers the changes; publish_recomputed_indexes as the test sets it.
const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc },
  unwrap: (answer: { data: unknown; error: Error | null }) => {
    if (answer.error) throw answer.error;
    return answer.data;
  },
}));

const ALICE = { player_id: 'alice', name: 'Alice Active', old_index: 15.6, new_index: 14.3, label: 'best 8 of 20, soft cap' };
const OSCAR = { player_id: 'oscar', name: 'Oscar Other', old_index: 12, new_index: 4, label: 'best 1 of 4 − 1.0' };
const STALE = 'The indexes changed since you reviewed them: review the new list, then publish';

let preview: (typeof ALICE)[] = [];
let publishAnswer: { data: unknown; error: Error | null } = { data: 1, error: null };

beforeEach(() => {
  preview = [ALICE];
  publishAnswer = { data: 1, error: null };
  rpc.mockReset();
  rpc.mockImplementation((name: string) => Promise.resolve(name === 'preview_recompute_indexes' ? { data: preview, error: null } : publishAnswer));
});
afterEach(() => cleanup());

async function open() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecomputeIndexesDialog />
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Recompute Indexes' }));
  return screen.findByRole('dialog', { name: 'Recompute Indexes' });
}

describe('Recompute Indexes', () => {
  it('shows each change old → new with its rule, and publishes exactly the reviewed list', async () => {
    const dialog = await open();
    const row = (await within(dialog).findByText('Alice Active')).closest('tr');
    expect(row?.textContent).toContain('15.6');
    expect(row?.textContent).toContain('14.3');
    expect(row?.textContent).toContain('best 8 of 20, soft cap');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish 1 Index' }));
    expect(rpc).toHaveBeenCalledWith('publish_recomputed_indexes', { p_reviewed: [{ player_id: 'alice', old_index: 15.6, new_index: 14.3 }] });
  });

  it('after a refusal (the changes moved on) it shows the new list to review', async () => {
    const dialog = await open();
    await within(dialog).findByText('Alice Active');
    publishAnswer = { data: null, error: new Error(STALE) };
    preview = [ALICE, OSCAR];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish 1 Index' }));
    expect(await within(dialog).findByText('Oscar Other')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Publish 2 Indexes' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));
const rpc = vi.hoisted(() => vi.fn());
vi.mock('@/lib/supabase', async (importOriginal) => ({ ...(await importOriginal<object>()), supabase: { rpc } }));

import { useRecordPayment } from './record-payment';
import { useRecordRefund } from './match-money';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('money refusals', () => {
  it("a refused refund's toast carries the server's reason", async () => {
    rpc.mockResolvedValue({ data: null, error: { message: "The date can't be in the future", code: '23514' } });
    const { result } = renderHook(() => useRecordRefund(), { wrapper });
    await act(() => result.current.mutateAsync({ matchId: 'm', playerId: 'p', amountCents: 500, method: 'CASH', date: '2026-12-08', note: null }).catch(() => undefined));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to record the refund: The date can't be in the future"));
  });

  it("a refused payment's toast carries the server's reason", async () => {
    toastError.mockClear();
    rpc.mockResolvedValue({ data: null, error: { message: 'This match has been called off. It takes no scores, entries or payments.', code: '23514' } });
    const { result } = renderHook(() => useRecordPayment(), { wrapper });
    await act(() => result.current.mutateAsync({ matchId: 'm', playerId: 'p', amountCents: 500, method: 'CASH', note: null }).catch(() => undefined));
    await waitFor(() =>
      expect(toastError).toHaveBeenCalledWith('Failed to record payment: This match has been called off. It takes no scores, entries or payments.'),
    );
  });
});

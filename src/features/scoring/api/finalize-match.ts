import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function';
import { invalidateAfterResults } from './save-results';

export type StoredResults = { results: number; pot_cents: number; paid_out_cents: number; is_final: boolean };

/**
 * Edge function finalize-match (admin): the server runs the engine on the match as the database holds
 * it (scorecards, games, opt-ins, settings, adjustments) and stores exactly its results; with
 * `finalize` it also locks score entry and sets is_final. Nothing computed here is sent: the browser
 * only previews. The server's refusal (unpaid entries, a date still to come) is the toast.
 */
export async function storeResults({ matchId, finalize }: { matchId: string; finalize: boolean }): Promise<StoredResults> {
  return invokeFunction<StoredResults>('finalize-match', { matchId, finalize });
}

export function useFinalizeMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => storeResults({ matchId, finalize: true }),
    onSuccess: (_data, matchId) => invalidateAfterResults(queryClient, matchId),
  });
}

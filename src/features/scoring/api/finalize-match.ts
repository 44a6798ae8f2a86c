import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invalidateAfterResults, type ResultsInput } from './save-results';

/**
 * rpc finalize_match (admin): saves the results, locks score entry and sets is_final. The server
 * refuses while payment is required and an entry is unpaid; its message is the toast.
 */
export async function finalizeMatch({ matchId, results }: ResultsInput): Promise<void> {
  unwrap(await supabase.rpc('finalize_match', { p_match_id: matchId, p_results: toJson(results) }));
}

export function useFinalizeMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalizeMatch,
    onSuccess: (_data, { matchId }) => invalidateAfterResults(queryClient, matchId),
  });
}

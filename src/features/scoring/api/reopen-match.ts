import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invalidateAfterResults } from './save-results';

/** rpc reopen_match (admin): unlocks score entry and removes the match's results until the next finalize. */
export async function reopenMatch(matchId: string): Promise<void> {
  unwrap(await supabase.rpc('reopen_match', { p_match_id: matchId }));
}

export function useReopenMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenMatch,
    meta: { errorMessage: 'Failed to reopen results' },
    onSuccess: (_data, matchId) => invalidateAfterResults(queryClient, matchId),
  });
}

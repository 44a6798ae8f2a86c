import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { ResultRow } from '../lib/result-rows';
import { matchKeys } from '@/api/matches/keys';
import { playerKeys } from '@/api/players/keys';

export type ResultsInput = { matchId: string; results: ResultRow[] };

/** rpc save_results (admin): replaces the match's results; the server re-checks Σ payout ≤ pot. */
export async function saveResults({ matchId, results }: ResultsInput): Promise<void> {
  unwrap(await supabase.rpc('save_results', { p_match_id: matchId, p_results: toJson(results) }));
}

/** Results feed the match page, the lists and every player's profile (career figures, last 5). */
export function invalidateAfterResults(queryClient: QueryClient, matchId: string) {
  return Promise.all([
    // The page's key is the live detail's prefix: both are refetched.
    queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
    queryClient.invalidateQueries({ queryKey: matchKeys.explanations(matchId) }),
    queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: playerKeys.all }),
  ]);
}

export function useSaveResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveResults,
    meta: { errorMessage: 'Failed to save results' },
    onSuccess: (_data, { matchId }) => invalidateAfterResults(queryClient, matchId),
  });
}

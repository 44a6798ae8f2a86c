import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { playerKeys } from '@/api/players/keys';
import { storeResults } from './finalize-match';

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

/** Save Results: the server computes and stores the engine's results without finalizing (finalize-match). */
export function useSaveResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => storeResults({ matchId, finalize: false }),
    meta: { errorMessage: 'Failed to save results' },
    onSuccess: (_data, matchId) => invalidateAfterResults(queryClient, matchId),
  });
}

import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeResults } from './finalize-match';
import { affectedKeys, scoringKeys } from './keys';

/** Results feed the match page, the lists and every player's profile (career figures, last 5). */
export function invalidateAfterResults(queryClient: QueryClient, matchId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scoringKeys.matchDetails(matchId) }),
    queryClient.invalidateQueries({ queryKey: scoringKeys.explanations(matchId) }),
    queryClient.invalidateQueries({ queryKey: affectedKeys.matchPageDetail(matchId) }),
    queryClient.invalidateQueries({ queryKey: affectedKeys.matchLists }),
    queryClient.invalidateQueries({ queryKey: affectedKeys.players }),
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

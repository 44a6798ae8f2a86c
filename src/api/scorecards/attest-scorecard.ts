import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';
import { scorecardKeys } from './keys';

/** rpc attest_scorecard: the session player confirms their complete card; afterwards only an admin changes it. */
export async function attestScorecard(matchId: string): Promise<MatchScorecard> {
  return unwrap(await supabase.rpc('attest_scorecard', { p_match_id: matchId })) as MatchScorecard;
}

/** Shared by the score entry, the group's hole screen, the match page's prompt and the home's. */
export function useAttestScorecard(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => attestScorecard(matchId),
    meta: { errorMessage: 'Failed to attest the card' },
    onSuccess: (card) => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.scorecards(matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.cardHistory(matchId, card.player_id) });
      void queryClient.invalidateQueries({ queryKey: scorecardKeys.all });
    },
  });
}

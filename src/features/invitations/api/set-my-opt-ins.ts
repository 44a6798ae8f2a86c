import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type SetMyOptInsArgs = { matchId: string; matchGameIds: string[] };
export type SetMyOptInsResult = { match_id: string; match_game_ids: string[]; cutoff: string };

/**
 * rpc set_my_opt_ins: the signed-in entrant changes their side games until their cut-off (the RSVP deadline
 * or the start; the start for a member who joined without an invitation, DESIGN rule 17).
 */
export async function setMyOptIns({ matchId, matchGameIds }: SetMyOptInsArgs): Promise<SetMyOptInsResult> {
  return fromJson<SetMyOptInsResult>(unwrap(await supabase.rpc('set_my_opt_ins', { p_match_id: matchId, p_match_game_ids: matchGameIds })));
}

export function useSetMyOptIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyOptIns,
    meta: { errorMessage: 'Could not change your games' },
    onSuccess: (_result, { matchId }) => queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
  });
}

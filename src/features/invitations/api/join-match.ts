import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type JoinMatchArgs = { matchId: string; matchGameIds: string[] };
export type JoinMatchResult = { outcome: 'ENTERED' | 'WAITLISTED'; match_id: string; total_cents: number };

/** rpc join_match: a seat when one is left, else the waitlist; the server refuses with a message to show as is. */
export async function joinMatch({ matchId, matchGameIds }: JoinMatchArgs): Promise<JoinMatchResult> {
  return fromJson<JoinMatchResult>(unwrap(await supabase.rpc('join_match', { p_match_id: matchId, p_match_game_ids: matchGameIds })));
}

export function useJoinMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinMatch,
    meta: { errorMessage: 'Could not join the match' },
    onSuccess: (_result, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitationKeys.signups(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type RespondArgs = { token: string; accept: boolean; matchGameIds: string[] };
export type RespondResult = { outcome: 'ENTERED' | 'WAITLISTED' | 'DECLINED'; match_id: string; total_cents: number };

/** Server messages the invite page shows as they are; other failures get the step's own text. */
export const SHOWN_AS_IS = ['Match is full and waitlist is not allowed', 'This invitation link is not valid or has expired.'];

export async function respondToInvitation({ token, accept, matchGameIds }: RespondArgs): Promise<RespondResult> {
  return fromJson<RespondResult>(
    unwrap(
      await supabase.rpc('respond_to_invitation', { p_token: token, p_accept: accept, p_match_game_ids: matchGameIds }),
    ),
  );
}

/** The page picks the failure text per step (accept / finalize / decline), so no central toast here. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToInvitation,
    meta: { silentError: true },
    onSuccess: (_result, { token }) => queryClient.invalidateQueries({ queryKey: invitationKeys.byToken(token) }),
  });
}

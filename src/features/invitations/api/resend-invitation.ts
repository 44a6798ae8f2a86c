import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export const RATE_LIMIT_MESSAGE = 'Please wait at least an hour before resending.';

export type ResendInvitationArgs = { matchId: string; inviteId: string };

export async function resendInvitation({ inviteId }: ResendInvitationArgs): Promise<void> {
  unwrap(await supabase.rpc('resend_invitation', { p_invite_id: inviteId }));
}

/** The once-an-hour limit gets its own 'Rate Limited' toast; anything else the spec's simple message. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    meta: { silentError: true },
    onError: (error) => {
      if (error.message === RATE_LIMIT_MESSAGE) toast.error('Rate Limited', { description: RATE_LIMIT_MESSAGE });
      else toast.error('Failed to resend invitation.');
    },
    onSuccess: (_void, { matchId }) => queryClient.invalidateQueries({ queryKey: invitationKeys.forMatch(matchId) }),
  });
}

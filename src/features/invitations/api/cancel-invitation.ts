import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type CancelInvitationArgs = { matchId: string; inviteId: string };

export async function cancelInvitation({ inviteId }: CancelInvitationArgs): Promise<void> {
  unwrap(await supabase.rpc('cancel_invitation', { p_invite_id: inviteId }));
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    meta: { errorMessage: 'Failed to update invitation.', plainError: true },
    onSuccess: (_void, { matchId }) => queryClient.invalidateQueries({ queryKey: invitationKeys.forMatch(matchId) }),
  });
}

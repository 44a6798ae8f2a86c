import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type WaitlistArgs = { matchId: string; waitlistId: string };

/** Gives the waitlisted player a seat (entry + e-mail); 'No seats left' when full. */
export async function promoteWaitlist({ waitlistId }: WaitlistArgs): Promise<void> {
  unwrap(await supabase.rpc('promote_waitlist', { p_waitlist_id: waitlistId }));
}

export function usePromoteWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteWaitlist,
    meta: { errorMessage: 'Failed to promote player from waitlist.', plainError: true },
    onSuccess: (_void, { matchId }) => queryClient.invalidateQueries({ queryKey: invitationKeys.waitlist(matchId) }),
  });
}

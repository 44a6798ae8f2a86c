import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';
import type { WaitlistArgs } from './promote-waitlist';

export async function removeWaitlist({ waitlistId }: WaitlistArgs): Promise<void> {
  unwrap(await supabase.rpc('remove_waitlist', { p_waitlist_id: waitlistId }));
}

export function useRemoveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWaitlist,
    meta: { errorMessage: 'Failed to remove player from waitlist.', plainError: true },
    onSuccess: (_void, { matchId }) => queryClient.invalidateQueries({ queryKey: invitationKeys.waitlist(matchId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { playerFieldsSchema } from '@/lib/player-fields';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

/** A guest's two fields, with the sign-up form's rules and messages (the server checks them again). */
export const guestSchema = playerFieldsSchema.pick({ name: true, email: true });
export type GuestValues = z.infer<typeof guestSchema>;

export type AddGuestArgs = GuestValues & { matchId: string; waitlist: boolean };
/** member: the e-mail was a member's, who was entered instead of a new guest. */
export type AddGuestResult = { outcome: 'ENTERED' | 'WAITLISTED'; player_id: string; name: string; member: boolean };

export async function addMatchGuest({ matchId, name, email, waitlist }: AddGuestArgs): Promise<AddGuestResult> {
  return fromJson<AddGuestResult>(
    unwrap(await supabase.rpc('add_match_guest', { p_match_id: matchId, p_name: name, p_email: email, p_waitlist: waitlist })),
  );
}

/** The dialog shows the server's refusal beside the form. */
export function useAddMatchGuest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMatchGuest,
    meta: { silentError: true },
    onSuccess: (_result, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.waitlist(matchId) }),
      ]),
  });
}

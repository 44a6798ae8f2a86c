import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase, unwrap } from '@/lib/supabase';
import { toast } from '@/lib/toast';
import { invitationKeys } from './keys';

const isRefusal = (error: unknown) => (error as { code?: string } | null)?.code === '23514';

/** The Invite Players form (admin-side §2 and §5). */
export const inviteSchema = z.object({
  playerIds: z.array(z.string()).min(1, 'No Players Selected'),
  /** RSVP deadline, club time zone */
  deadlineDate: z.string().min(1, 'RSVP deadline date is required'),
  deadlineTime: z.string().min(1, 'RSVP deadline time is required'),
  includeIcs: z.boolean(),
  message: z.string().max(2000, 'Message must be 2000 characters or less'),
});

export type InviteValues = z.infer<typeof inviteSchema>;

export type CreateInvitationsArgs = {
  matchId: string;
  playerIds: string[];
  message: string | null;
  expiresAt: string;
  includeIcs: boolean;
};

/** Returns how many invitations were created (players with a pending invite or not ACTIVE are skipped). */
export async function createInvitations(args: CreateInvitationsArgs): Promise<number> {
  return unwrap(
    await supabase.rpc('create_invitations', {
      p_match_id: args.matchId,
      p_player_ids: args.playerIds,
      p_message: args.message,
      p_expires_at: args.expiresAt,
      p_include_ics: args.includeIcs,
    }),
  );
}

export function useCreateInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitations,
    // A refusal by the league's rules (23514: the match has started, is called off, the deadline is past)
    // says its reason; anything else is the spec's message.
    meta: { silentError: true },
    onError: (error) => toast.error(isRefusal(error) ? error.message : 'Failed to send invitations. Please try again.'),
    onSuccess: (_count, { matchId }) => queryClient.invalidateQueries({ queryKey: invitationKeys.forMatch(matchId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { homeKeys } from './keys';

export type AnswerInput = { inviteId: string; accept: boolean; gameIds: string[] };
export type AnswerOutcome = { outcome: 'ENTERED' | 'WAITLISTED' | 'DECLINED'; match_id: string; total_cents: number };

/** Accept (with the chosen optional games) or decline one of the player's own invitations. */
export async function answerMyInvitation({ inviteId, accept, gameIds }: AnswerInput): Promise<AnswerOutcome> {
  return fromJson<AnswerOutcome>(
    unwrap(await supabase.rpc('answer_my_invitation', { p_invite_id: inviteId, p_accept: accept, p_match_game_ids: gameIds })),
  );
}

const MESSAGES: Record<AnswerOutcome['outcome'], string> = {
  ENTERED: "You're in! See you on the course.",
  WAITLISTED: "The match is full: you're on the waitlist.",
  DECLINED: 'Invitation declined.',
};

export function useAnswerMyInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerMyInvitation,
    meta: { errorMessage: 'Could not answer the invitation' },
    onSuccess: async (answer) => {
      toast.success(MESSAGES[answer.outcome]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
}

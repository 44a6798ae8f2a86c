import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type SetOpenSignupArgs = { matchId: string; open: boolean };

/** Admins may update matches.open_signup (RLS); the matches_audit_edit trigger audits the change. */
export async function setOpenSignup({ matchId, open }: SetOpenSignupArgs): Promise<void> {
  const rows = unwrap(await supabase.from('matches').update({ open_signup: open }).eq('id', matchId).select('id'));
  if (rows.length === 0) throw new Error('Admin access required');
}

export function useSetOpenSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOpenSignup,
    meta: { errorMessage: 'Could not change sign-up' },
    onSuccess: (_void, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.signups(matchId) }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

export type ConfirmedEmail = { player_id: string; email: string };

/** Applies the e-mail change from the link sent to the new address; the player's other sessions end. */
export async function confirmEmailChange(token: string): Promise<ConfirmedEmail> {
  return fromJson<ConfirmedEmail>(unwrap(await supabase.rpc('confirm_email_change', { p_token: token })));
}

/** The page shows the invalid-link message itself. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    meta: { silentError: true },
    onSuccess: ({ player_id: playerId }) => queryClient.invalidateQueries({ queryKey: playerKeys.detail(playerId) }),
  });
}

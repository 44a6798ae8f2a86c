import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teeSheetKeys } from '@/api/tee-sheet/get-tee-sheet';
import { supabase, unwrap } from '@/lib/supabase';

export type SetPartnerArgs = { matchId: string; playerId: string; partnerId: string | null };

/** rpc set_partner_request: the player (until the start) or an admin asks for a playing partner; null clears. */
export async function setPartnerRequest({ matchId, playerId, partnerId }: SetPartnerArgs): Promise<void> {
  unwrap(await supabase.rpc('set_partner_request', { p_match_id: matchId, p_player_id: playerId, p_partner_id: partnerId }));
}

export function useSetPartnerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerRequest,
    meta: { errorMessage: 'Could not save the partner request' },
    onSuccess: (_nothing, { matchId }) => queryClient.invalidateQueries({ queryKey: teeSheetKeys.match(matchId) }),
  });
}

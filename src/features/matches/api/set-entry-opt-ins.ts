import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type SetEntryOptInsArgs = { matchId: string; playerId: string; matchGameIds: string[] };

/** Replaces a player's game selections; the server always keeps PER_PLAYER games. */
export async function setEntryOptIns({ matchId, playerId, matchGameIds }: SetEntryOptInsArgs): Promise<void> {
  unwrap(await supabase.rpc('set_entry_opt_ins', { p_match_id: matchId, p_player_id: playerId, p_match_game_ids: matchGameIds }));
}

export function useSetEntryOptIns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEntryOptIns,
    meta: { errorMessage: 'Failed to update game selections.', plainError: true },
    onSuccess: (_void, { matchId }) => queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
  });
}

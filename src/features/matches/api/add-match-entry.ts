import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

/** matchGameIds: the optional (PER_ENTRY) games chosen; the games every entrant plays come with the entry. */
export type AddMatchEntryArgs = { matchId: string; playerId: string; matchGameIds: string[] };

/** Returns the entry id; the server respects capacity and opts the player into the games chosen. */
export async function addMatchEntry({ matchId, playerId, matchGameIds }: AddMatchEntryArgs): Promise<string> {
  return unwrap(await supabase.rpc('add_match_entry', { p_match_id: matchId, p_player_id: playerId, p_match_game_ids: matchGameIds }));
}

export function useAddMatchEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMatchEntry,
    meta: { errorMessage: 'Failed to add player' },
    onSuccess: (_id, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type RemoveMatchEntryArgs = { matchId: string; entryId: string };

export async function removeMatchEntry({ entryId }: RemoveMatchEntryArgs): Promise<void> {
  unwrap(await supabase.rpc('remove_match_entry', { p_entry_id: entryId }));
}

export function useRemoveMatchEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMatchEntry,
    meta: { errorMessage: 'Failed to remove player' },
    onSuccess: (_void, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}

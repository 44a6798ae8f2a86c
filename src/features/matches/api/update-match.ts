import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type MatchChanges = Partial<{ require_payment_before_play: boolean; capacity: number | null; notes: string | null; allow_waitlist: boolean }>;
export type UpdateMatchArgs = { matchId: string; changes: MatchChanges };

export async function updateMatch({ matchId, changes }: UpdateMatchArgs): Promise<void> {
  unwrap(await supabase.rpc('update_match', { p_match_id: matchId, p_changes: changes }));
}

export function useUpdateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    meta: { errorMessage: 'Failed to update match' },
    onSuccess: (_void, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}

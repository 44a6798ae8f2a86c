import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';
import type { StartMode } from '@/lib/match-time';

/** The fields rpc update_match changes (only those sent). start_time is 'HH:MM' in the club zone. */
export type MatchChanges = Partial<{
  name: string;
  date: string;
  start_time: string;
  start_mode: StartMode;
  format: string | null;
  course_id: string;
  teeset_id: string;
  require_payment_before_play: boolean;
  capacity: number | null;
  notes: string | null;
  allow_waitlist: boolean;
}>;
export type UpdateMatchArgs = { matchId: string; changes: MatchChanges };

export async function updateMatch({ matchId, changes }: UpdateMatchArgs): Promise<void> {
  unwrap(await supabase.rpc('update_match', { p_match_id: matchId, p_changes: changes }));
}

export function useUpdateMatch({ silentError = false }: { silentError?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMatch,
    meta: { errorMessage: 'Failed to update match', silentError },
    onSuccess: (_void, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}

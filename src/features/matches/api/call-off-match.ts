import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type CancelMatchArgs = { matchId: string; reason: string };
export type PostponeMatchArgs = { matchId: string; reason: string; date: string; startTime: string };

/** rpc cancel_match: returns how many entrants and invitees were e-mailed. */
export async function cancelMatch({ matchId, reason }: CancelMatchArgs): Promise<number> {
  return unwrap(await supabase.rpc('cancel_match', { p_match_id: matchId, p_reason: reason }));
}

/** rpc postpone_match: returns how many entrants and invitees were e-mailed. */
export async function postponeMatch({ matchId, reason, date, startTime }: PostponeMatchArgs): Promise<number> {
  return unwrap(await supabase.rpc('postpone_match', { p_match_id: matchId, p_date: date, p_start_time: startTime, p_reason: reason }));
}

function useRefreshMatch() {
  const queryClient = useQueryClient();
  return (matchId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
      queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
    ]);
}

export function useCancelMatch() {
  const refresh = useRefreshMatch();
  return useMutation({ mutationFn: cancelMatch, meta: { silentError: true }, onSuccess: (_n, { matchId }) => refresh(matchId) });
}

export function usePostponeMatch() {
  const refresh = useRefreshMatch();
  return useMutation({ mutationFn: postponeMatch, meta: { silentError: true }, onSuccess: (_n, { matchId }) => refresh(matchId) });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** One correction of a final match (rpc get_match_corrections, admin): reopened with a reason, finalized again. */
export type MatchCorrection = {
  id: string;
  reason: string;
  reopened_at: string;
  refinalized_at: string | null;
  handed_over: { player_id: string; name: string; cents: number }[];
  handed_over_cents: number;
  /** Null while the match waits to be finalized again. */
  changed: boolean | null;
  hole_changes: { player_id: string; player_name: string; hole: number; old: number | null; new: number | null }[] | null;
};

export async function getMatchCorrections(matchId: string): Promise<MatchCorrection[]> {
  return fromJson<MatchCorrection[]>(unwrap(await supabase.rpc('get_match_corrections', { p_match_id: matchId })));
}

/** Under the match's detail key: a reopen or a finalize refreshes it. Newest first. */
export const matchCorrectionsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: [...matchKeys.detail(matchId), 'corrections'] as const, queryFn: () => getMatchCorrections(matchId) });

export const useMatchCorrections = (matchId: string, enabled: boolean) => useQuery({ ...matchCorrectionsQueryOptions(matchId), enabled });

/** rpc send_results_corrected (admin): the last correction's e-mail to the players again; refused when nothing changed. */
export async function sendResultsCorrected(matchId: string): Promise<{ queued: number }> {
  return fromJson<{ queued: number }>(unwrap(await supabase.rpc('send_results_corrected', { p_match_id: matchId })));
}

export const useSendResultsCorrected = () =>
  useMutation({ mutationFn: sendResultsCorrected, meta: { errorMessage: 'Failed to send the "results corrected" e-mail' } });

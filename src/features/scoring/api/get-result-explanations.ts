import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCode } from '@/domain/types';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type StoredExplanation = { player_id: string; game_code: GameCode; explanation: unknown };

/**
 * rpc get_result_explanations (docs/api.md): the stored engine explanation of each result of a
 * match. The match page does not send them; they are loaded when a payout's explanation is opened.
 */
export async function getResultExplanations(matchId: string): Promise<StoredExplanation[]> {
  return fromJson<StoredExplanation[] | null>(unwrap(await supabase.rpc('get_result_explanations', { p_match_id: matchId }))) ?? [];
}

export const resultExplanationsQueryOptions = (matchId: string) =>
  queryOptions({
    queryKey: matchKeys.explanations(matchId),
    queryFn: () => getResultExplanations(matchId),
    // Stored results change only on save/finalize/reopen, which invalidate this key.
    staleTime: 5 * 60 * 1000,
  });

export const useResultExplanations = (matchId: string, enabled = true) =>
  useQuery({ ...resultExplanationsQueryOptions(matchId), enabled });

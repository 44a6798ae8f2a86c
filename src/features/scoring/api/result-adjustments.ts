import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SourceAdjustment } from '@/domain/engine-input';
import type { GameCode } from '@/domain/types';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

/** A row of rpc get_match_adjustments (admin). */
export type MatchAdjustment = SourceAdjustment & { id: string; player_name: string; created_at: string };

export type NewAdjustment =
  | { matchId: string; kind: 'PLACE'; playerId: string; gameCode: GameCode; place: number; reason: string }
  | { matchId: string; kind: 'DISQUALIFIED'; playerId: string; gameCode: GameCode | null; reason: string }
  | { matchId: string; kind: 'HOLE'; playerId: string; hole: number; gross: number | null; reason: string };

export async function getMatchAdjustments(matchId: string): Promise<MatchAdjustment[]> {
  return fromJson<MatchAdjustment[] | null>(unwrap(await supabase.rpc('get_match_adjustments', { p_match_id: matchId }))) ?? [];
}

export const matchAdjustmentsQuery = (matchId: string) =>
  queryOptions({ queryKey: matchKeys.adjustments(matchId), queryFn: () => getMatchAdjustments(matchId) });

/** The admin's corrections of a match (only admins may read them; others preview without them). */
export const useMatchAdjustments = (matchId: string, enabled: boolean) => useQuery({ ...matchAdjustmentsQuery(matchId), enabled });

/** rpc add_result_adjustment (admin, match not final): audited; the engine applies it on the next save or finalize. */
export async function addAdjustment(adjustment: NewAdjustment): Promise<void> {
  const args = {
    p_match_id: adjustment.matchId,
    p_player_id: adjustment.playerId,
    p_kind: adjustment.kind,
    p_reason: adjustment.reason,
    ...(adjustment.kind === 'PLACE' ? { p_game_code: adjustment.gameCode, p_place: adjustment.place } : {}),
    ...(adjustment.kind === 'DISQUALIFIED' && adjustment.gameCode !== null ? { p_game_code: adjustment.gameCode } : {}),
    ...(adjustment.kind === 'HOLE' ? { p_hole: adjustment.hole, ...(adjustment.gross === null ? {} : { p_gross: adjustment.gross }) } : {}),
  };
  unwrap(await supabase.rpc('add_result_adjustment', args));
}

/** rpc remove_result_adjustment (admin, match not final): audited. */
export async function removeAdjustment({ id }: { id: string; matchId: string }): Promise<void> {
  unwrap(await supabase.rpc('remove_result_adjustment', { p_id: id }));
}

export function useAddAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAdjustment,
    meta: { errorMessage: 'Failed to save adjustment' },
    onSuccess: (_data, { matchId }) => queryClient.invalidateQueries({ queryKey: matchKeys.adjustments(matchId) }),
  });
}

export function useRemoveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAdjustment,
    meta: { errorMessage: 'Failed to remove adjustment' },
    onSuccess: (_data, { matchId }) => queryClient.invalidateQueries({ queryKey: matchKeys.adjustments(matchId) }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teeSheetKeys, type TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { matchKeys } from '@/api/matches/keys';
import { fromJson, toJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { SaveGroup } from '../lib/draft';

export type SaveMethod = 'MANUAL' | 'HANDICAP' | 'RANDOM' | 'PARTNERS';

export type SaveTeeSheetArgs = { matchId: string; groups: SaveGroup[]; method: SaveMethod };

/** rpc save_tee_sheet: the whole sheet in one call (all or nothing); answers the saved sheet. */
export async function saveTeeSheet({ matchId, groups, method }: SaveTeeSheetArgs): Promise<TeeSheet> {
  const answer = unwrap(await supabase.rpc('save_tee_sheet', { p_match_id: matchId, p_groups: toJson(groups), p_method: method }));
  return fromJson<TeeSheet>(answer);
}

export function useSaveTeeSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeeSheet,
    meta: { errorMessage: 'Could not save the tee sheet' },
    onSuccess: (sheet, { matchId }) => {
      queryClient.setQueryData(teeSheetKeys.match(matchId), sheet);
      return queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    },
  });
}

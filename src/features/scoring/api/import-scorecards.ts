import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { ImportRow } from '../lib/scorecards-csv';
import { affectedKeys, scoringKeys } from './keys';

/** rpc import_scorecards (admin): all rows or none; returns how many cards were written. */
export async function importScorecards({ matchId, rows }: { matchId: string; rows: ImportRow[] }): Promise<number> {
  return unwrap(await supabase.rpc('import_scorecards', { p_match_id: matchId, p_rows: rows }));
}

export function useImportScorecards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScorecards,
    meta: { errorMessage: 'Failed to import scorecards' },
    onSuccess: (_count, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scoringKeys.matchDetails(matchId) }),
        queryClient.invalidateQueries({ queryKey: affectedKeys.matchPageDetail(matchId) }),
      ]),
  });
}

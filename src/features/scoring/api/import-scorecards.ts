import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { ImportRow } from '../lib/scorecards-csv';
import { matchKeys } from '@/api/matches/keys';

/** rpc import_scorecards (admin): all rows or none; returns how many cards were written. */
export async function importScorecards({ matchId, rows }: { matchId: string; rows: ImportRow[] }): Promise<number> {
  return unwrap(await supabase.rpc('import_scorecards', { p_match_id: matchId, p_rows: rows })) as number;
}

export function useImportScorecards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScorecards,
    meta: { errorMessage: 'Failed to import scorecards' },
    onSuccess: (_count, { matchId }) =>
      // The page's key is the live detail's prefix: both are refetched.
      queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
  });
}

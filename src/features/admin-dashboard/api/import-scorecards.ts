import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase, unwrap } from '@/lib/supabase';
import type { ScorecardImportRow } from '../lib/scorecard-csv';
import { adminDashboardKeys } from './keys';

export type ImportScorecardsInput = { matchId: string; rows: ScorecardImportRow[] };

/** Admin: writes every scorecard of the file or none (the server validates again). */
export async function importScorecards({ matchId, rows }: ImportScorecardsInput): Promise<number> {
  return Number(unwrap(await supabase.rpc('import_scorecards', { p_match_id: matchId, p_rows: rows })) ?? 0);
}

export function useImportScorecards({ onChanged }: { onChanged?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScorecards,
    meta: { errorMessage: 'Failed to import scorecards' },
    onSuccess: async (count) => {
      toast.success(count === 1 ? 'Imported 1 scorecard' : `Imported ${count} scorecards`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }), onChanged?.()]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { matchKeys } from '@/api/matches/keys';
import type { ScorecardImportRow } from '@/lib/scorecard-csv';
import { supabase, unwrap } from '@/lib/supabase';
import { scorecardImportKeys } from './keys';

export type ImportScorecardsInput = { matchId: string; rows: ScorecardImportRow[] };

/** rpc import_scorecards (admin): writes every scorecard of the file or none (the server validates again). */
export async function importScorecards({ matchId, rows }: ImportScorecardsInput): Promise<number> {
  return Number(unwrap(await supabase.rpc('import_scorecards', { p_match_id: matchId, p_rows: rows })) ?? 0);
}

/** Refreshes the match (page and live detail), the lists and the dialog's data, then tells the caller. */
export function useImportScorecards({ onImported }: { onImported?: (playerIds: string[]) => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importScorecards,
    meta: { errorMessage: 'Failed to import scorecards' },
    onSuccess: async (count, { matchId, rows }) => {
      toast.success(count === 1 ? 'Imported 1 scorecard' : `Imported ${count} scorecards`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: scorecardImportKeys.all }),
        onImported?.(rows.map((row) => row.player_id)),
      ]);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { handicapKeys } from './keys';

/** `reason`: an admin's removal needs one (audited); a member deletes their own fresh round without. */
export async function deleteHandicapLog({ logId, reason }: { logId: string; playerId: string; reason?: string | undefined }) {
  unwrap(await supabase.rpc('delete_handicap_log', { p_id: logId, p_reason: reason ?? null }));
}

export function useDeleteHandicapLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHandicapLog,
    meta: { errorMessage: 'Failed to delete handicap log' },
    onSuccess: async (_data, { playerId }) => {
      toast.success('Handicap log deleted successfully');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: handicapKeys.logs(playerId) }),
        queryClient.invalidateQueries({ queryKey: handicapKeys.alerts() }),
      ]);
    },
  });
}

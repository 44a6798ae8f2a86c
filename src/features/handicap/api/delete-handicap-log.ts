import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase, unwrap } from '@/lib/supabase';
import { handicapKeys } from './keys';

export async function deleteHandicapLog({ logId }: { logId: string; playerId: string }) {
  unwrap(await supabase.rpc('delete_handicap_log', { p_id: logId }));
}

export function useDeleteHandicapLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHandicapLog,
    meta: { errorMessage: 'Failed to delete handicap log' },
    onSuccess: async (_data, { playerId }) => {
      toast.success('Handicap log deleted successfully');
      await queryClient.invalidateQueries({ queryKey: handicapKeys.logs(playerId) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

/** Admin: publishes every changed index in one transaction (audited); returns how many changed. */
export async function publishRecomputedIndexes(): Promise<number> {
  return Number(unwrap(await supabase.rpc('publish_recomputed_indexes')) ?? 0);
}

export function usePublishRecomputedIndexes({ onChanged }: { onChanged?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRecomputedIndexes,
    meta: { errorMessage: 'Failed to recompute indexes' },
    onSuccess: async (count) => {
      toast.success(count === 1 ? 'Published 1 updated index' : `Published ${count} updated indexes`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.all }), onChanged?.()]);
    },
  });
}

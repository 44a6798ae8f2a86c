import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';
import type { IndexChange } from './preview-recompute-indexes';

/**
 * Admin: publishes the changes the admin reviewed in one transaction (audited); returns how many.
 * The server refuses, writing nothing, when the changes to make are no longer exactly these.
 */
export async function publishRecomputedIndexes(reviewed: readonly IndexChange[]): Promise<number> {
  const p_reviewed = reviewed.map(({ player_id, old_index, new_index }) => ({ player_id, old_index, new_index }));
  return Number(unwrap(await supabase.rpc('publish_recomputed_indexes', { p_reviewed })) ?? 0);
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
    // Refused because the changes moved on: show the admin the new list to review.
    onError: () => queryClient.invalidateQueries({ queryKey: playerKeys.recomputePreview() }),
  });
}

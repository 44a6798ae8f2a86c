import { useMutation } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** Admin: publishes the suggested index the server computes from the logs. */
export async function publishIndex(playerId: string): Promise<{ league_index: number | null }> {
  return fromJson<{ league_index: number | null }>(unwrap(await supabase.rpc('publish_index', { p_player_id: playerId })));
}

/** `onPublished` lets the page refresh the player's published index (another feature's data). */
export function usePublishIndex({ onPublished }: { onPublished?: () => unknown } = {}) {
  return useMutation({
    mutationFn: publishIndex,
    meta: { errorMessage: 'Failed to publish index' },
    onSuccess: async () => {
      toast.success('League index published successfully');
      await onPublished?.();
    },
  });
}

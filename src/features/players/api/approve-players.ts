import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

/** Admin: PENDING → ACTIVE (join date today); returns how many changed. The server audits and e-mails. */
export async function approvePlayers(playerIds: string[]): Promise<number> {
  return Number(unwrap(await supabase.rpc('approve_players', { p_player_ids: playerIds })) ?? 0);
}

/** `onChanged` lets the route refresh other features' data (roster, dashboard). */
export function useApprovePlayers({ onChanged }: { onChanged?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePlayers,
    meta: { errorMessage: 'Failed to approve player', plainError: true },
    onSuccess: async (count) => {
      toast.success(count === 1 ? 'Player approved' : `${count} players approved`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.all }), onChanged?.()]);
    },
  });
}

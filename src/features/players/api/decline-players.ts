import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from '@/api/players/keys';

/** Admin: PENDING → INACTIVE; returns how many changed. The server audits and e-mails. */
export async function declinePlayers(playerIds: string[]): Promise<number> {
  return Number(unwrap(await supabase.rpc('decline_players', { p_player_ids: playerIds })) ?? 0);
}

/** `onChanged` lets the route refresh other features' data (roster, dashboard). */
export function useDeclinePlayers({ onChanged }: { onChanged?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declinePlayers,
    meta: { errorMessage: 'Failed to decline player', plainError: true },
    onSuccess: async (count) => {
      toast.success(count === 1 ? 'Player declined' : `${count} players declined`);
      await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.all }), onChanged?.()]);
    },
  });
}

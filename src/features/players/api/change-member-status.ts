import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { playerKeys } from '@/api/players/keys';
import { supabase, unwrap } from '@/lib/supabase';
import type { MemberStatusChange } from '../lib/member-status-change';

/** Each change is an RPC that audits it and e-mails the member. */
const RPC = { deactivate: 'deactivate_player', reactivate: 'reactivate_player', undoDecline: 'undo_player_decline' } as const;

const DONE: Record<MemberStatusChange, string> = {
  deactivate: 'Member deactivated',
  reactivate: 'Member reactivated',
  undoDecline: 'Decline undone: the request is pending again',
};

export async function changeMemberStatus({ playerId, change }: { playerId: string; change: MemberStatusChange }): Promise<void> {
  unwrap(await supabase.rpc(RPC[change], { p_player_id: playerId }));
}

/** `onChanged` lets the route refresh other features' data (roster, dashboard). */
export function useChangeMemberStatus({ onChanged }: { onChanged?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberStatus,
    meta: { errorMessage: 'Could not change the member' },
    onSuccess: async (_, { change }) => {
      toast.success(DONE[change]);
      await Promise.all([queryClient.invalidateQueries({ queryKey: playerKeys.all }), onChanged?.()]);
    },
  });
}

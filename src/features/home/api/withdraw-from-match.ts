import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { matchKeys } from '@/api/matches/keys';
import { formatCents } from '@/domain/money';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { homeKeys } from './keys';

export type Withdrawal = { promoted: string | null; admins_told: boolean; credit_cents: number };

/** Leaves a match until its start; payments stay as credit, the waitlist moves up (server). */
export async function withdrawFromMatch(matchId: string): Promise<Withdrawal> {
  return fromJson<Withdrawal>(unwrap(await supabase.rpc('withdraw_from_match', { p_match_id: matchId })));
}

export function withdrawalMessage({ credit_cents }: Withdrawal): string {
  return credit_cents > 0
    ? `You have withdrawn. ${formatCents(credit_cents)} you paid stays with the league as credit.`
    : 'You have withdrawn.';
}

export function useWithdrawFromMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawFromMatch,
    meta: { errorMessage: 'Could not withdraw' },
    onSuccess: async (withdrawal) => {
      toast.success(withdrawalMessage(withdrawal));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: homeKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invalidateAfterResults } from './save-results';

/** One player's winnings already handed over on a match (payouts not voided), as the reopen dialog confirms them. */
export type HandedOver = { playerId: string; name: string; cents: number };

type MoneyPlayers = { players: { player_id: string; name: string; paid_out_cents: number | string }[] };

/** What has been handed over per player (get_match_money's paid out: payouts not voided), largest first. */
export async function getHandedOver(matchId: string): Promise<HandedOver[]> {
  const money = fromJson<MoneyPlayers>(unwrap(await supabase.rpc('get_match_money', { p_match_id: matchId })));
  return money.players
    .map((p) => ({ playerId: p.player_id, name: p.name, cents: Number(p.paid_out_cents) }))
    .filter((p) => p.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name));
}

/** Under the match's detail key: every money write (a payout recorded or voided) refreshes it. */
export const handedOverQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: [...matchKeys.detail(matchId), 'handed-over'] as const, queryFn: () => getHandedOver(matchId) });

/** Admins, while the reopen dialog is open: the amounts they confirm. */
export const useHandedOver = (matchId: string, enabled: boolean) => useQuery({ ...handedOverQueryOptions(matchId), enabled });

export type ReopenArgs = { matchId: string; reason: string; handedOverCents: number | null };

/**
 * rpc reopen_match (admin): unlocks score entry and removes the match's results until the next finalize. A reason is
 * required; with winnings handed over the server also needs the handed-over total the admin confirmed (a stale one
 * is refused with the current total).
 */
export async function reopenMatch({ matchId, reason, handedOverCents }: ReopenArgs): Promise<void> {
  unwrap(await supabase.rpc('reopen_match', { p_match_id: matchId, p_reason: reason, p_handed_over_cents: handedOverCents ?? undefined }));
}

export function useReopenMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenMatch,
    meta: { errorMessage: 'Failed to reopen results' },
    onSuccess: (_data, { matchId }) =>
      Promise.all([
        invalidateAfterResults(queryClient, matchId),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]),
  });
}

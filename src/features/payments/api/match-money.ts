import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { PaymentMethod } from './record-payment';

/** One player's money on a match (get_match_money), all in cents. */
export type MatchMoneyPlayer = {
  player_id: string;
  name: string;
  is_entry: boolean;
  due_cents: number;
  paid_cents: number;
  refunded_cents: number;
  credit_moved_cents: number;
  /** What the league holds for the player on this match: payments not voided − refunds ± credit moved. */
  held_cents: number;
  /** held − due when positive: an overpayment, a removed entry's or a cancelled match's money. */
  credit_cents: number;
  outstanding_cents: number;
  won_cents: number;
  paid_out_cents: number;
  /** won − paid out: negative when more was handed over than is won (after a correction). */
  winnings_outstanding_cents: number;
  /** Won beyond what was handed over. */
  still_owed_cents: number;
  /** Handed over beyond what is won now (after a correction): the player owes it back. */
  owed_back_cents: number;
};

export type MatchMoneyPayment = {
  id: string;
  player_id: string;
  player_name: string;
  amount_cents: number;
  method: PaymentMethod;
  note: string | null;
  created_at: string;
  voided_at: string | null;
  void_reason: string | null;
};

export type MatchMoneyMove = {
  id: string;
  player_id: string;
  player_name: string;
  kind: 'REFUND' | 'CREDIT_OUT' | 'CREDIT_IN';
  amount_cents: number;
  method: PaymentMethod | null;
  moved_on: string;
  note: string | null;
  created_at: string;
};

export type MatchMoneyPayout = {
  id: string;
  player_id: string;
  player_name: string;
  amount_cents: number;
  method: PaymentMethod;
  paid_on: string;
  note: string | null;
  created_at: string;
  /** Set when voided (with void_reason): the payout counts for nothing but stays listed. */
  voided_at: string | null;
  void_reason: string | null;
};

export type MatchMoney = {
  match_id: string;
  players: MatchMoneyPlayer[];
  payments: MatchMoneyPayment[];
  moves: MatchMoneyMove[];
  payouts: MatchMoneyPayout[];
};

export const matchMoneyKey = (matchId: string) => [...matchKeys.detail(matchId), 'money'] as const;

export async function getMatchMoney(matchId: string): Promise<MatchMoney> {
  return fromJson<MatchMoney>(unwrap(await supabase.rpc('get_match_money', { p_match_id: matchId })));
}

export const matchMoneyQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: matchMoneyKey(matchId), queryFn: () => getMatchMoney(matchId) });

/** Admins only: the match page's money panel. */
export const useMatchMoney = (matchId: string, enabled: boolean) => useQuery({ ...matchMoneyQueryOptions(matchId), enabled });

/**
 * Every money write changes the match's page (statuses, totals), its money and the ledger. A refusal's toast
 * carries the server's reason ('Failed to record the refund: The date can't be in the future').
 */
function useMoneyMutation<Args>(mutationFn: (args: Args) => Promise<unknown>, errorMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorMessage },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
        queryClient.invalidateQueries({ queryKey: ['player-account'] }),
      ]),
  });
}

export const useVoidPayment = () =>
  useMoneyMutation(
    async ({ paymentId, reason }: { paymentId: string; reason: string }) =>
      unwrap(await supabase.rpc('void_payment', { p_payment_id: paymentId, p_reason: reason })),
    'Failed to void the payment',
  );

/** Void a recorded payout with a reason; the toast carries the server's reason when refused. */
export const useVoidPayout = () =>
  useMoneyMutation(
    async ({ payoutId, reason }: { payoutId: string; reason: string }) =>
      unwrap(await supabase.rpc('void_winnings_payout', { p_payout_id: payoutId, p_reason: reason })),
    'Failed to void the payout',
  );

export type MoneyOut = { matchId: string; playerId: string; amountCents: number; method: PaymentMethod; date: string; note: string | null };

export const useRecordRefund = () =>
  useMoneyMutation(
    async (args: MoneyOut) =>
      unwrap(
        await supabase.rpc('record_refund', {
          p_match_id: args.matchId,
          p_player_id: args.playerId,
          p_amount_cents: args.amountCents,
          p_method: args.method,
          p_refunded_on: args.date,
          p_note: args.note,
        }),
      ),
    'Failed to record the refund',
  );

export const useRecordPayout = () =>
  useMoneyMutation(
    async (args: MoneyOut) =>
      unwrap(
        await supabase.rpc('record_winnings_payout', {
          p_match_id: args.matchId,
          p_player_id: args.playerId,
          p_amount_cents: args.amountCents,
          p_method: args.method,
          p_paid_on: args.date,
          p_note: args.note,
        }),
      ),
    'Failed to record the payout',
  );

export const useRefundCancelledMatch = () =>
  useMoneyMutation(
    async (args: { matchId: string; playerIds: string[]; method: PaymentMethod; date: string; note: string | null }) =>
      unwrap(
        await supabase.rpc('refund_cancelled_match', {
          p_match_id: args.matchId,
          p_player_ids: args.playerIds,
          p_method: args.method,
          p_refunded_on: args.date,
          p_note: args.note,
        }),
      ),
    'Failed to record the refunds',
  );

/** A player's account (get_player_account): credit per match and why, what they owe per match, their winnings. */
export type PlayerAccount = {
  player_id: string;
  name: string;
  account_cents: number;
  credit_cents: number;
  outstanding_cents: number;
  credits: { match_id: string; match_name: string; date: string; credit_cents: number; reason: 'OVERPAID' | 'REMOVED' | 'CANCELLED' }[];
  dues: { match_id: string; match_name: string; date: string; due_cents: number; outstanding_cents: number }[];
};

export const usePlayerAccount = (playerId: string | null) =>
  useQuery({
    queryKey: ['player-account', playerId],
    queryFn: async () => fromJson<PlayerAccount>(unwrap(await supabase.rpc('get_player_account', { p_player_id: playerId ?? '' }))),
    enabled: playerId !== null,
  });

export const useApplyCredit = () =>
  useMoneyMutation(
    async (args: { playerId: string; fromMatchId: string; toMatchId: string; amountCents: number }) =>
      unwrap(
        await supabase.rpc('apply_credit', {
          p_player_id: args.playerId,
          p_from_match_id: args.fromMatchId,
          p_to_match_id: args.toMatchId,
          p_amount_cents: args.amountCents,
        }),
      ),
    'Failed to apply the credit',
  );

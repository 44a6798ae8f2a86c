import { useMutation } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/payment-methods';

export { PAYMENT_METHODS, type PaymentMethod };

export type RecordPaymentArgs = {
  matchId: string;
  playerId: string;
  amountCents: number;
  method: PaymentMethod;
  note: string | null;
};

export type RecordPaymentResult = { paid_cents: number; due_cents: number; paid_in_full: boolean };

/** The server recomputes paid_in_full from the real due (DESIGN rule 4) and e-mails a receipt. */
export async function recordPayment(args: RecordPaymentArgs): Promise<RecordPaymentResult> {
  return fromJson<RecordPaymentResult>(
    unwrap(
      await supabase.rpc('record_payment', {
        p_match_id: args.matchId,
        p_player_id: args.playerId,
        p_amount_cents: args.amountCents,
        p_method: args.method,
        p_note: args.note,
      }),
    ),
  );
}

/** The caller refreshes the match it belongs to (onSuccess): payments have no query of their own. */
export const useRecordPayment = () =>
  useMutation({ mutationFn: recordPayment, meta: { errorMessage: 'Failed to record payment' } });

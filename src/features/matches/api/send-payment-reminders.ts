import { useMutation } from '@tanstack/react-query';
import { invokeFunction } from '@/lib/invoke-function';

/** What send-payment-emails answers for {template: 'payment_reminder'}: how many were queued and delivered now. */
export type ReminderOutcome = { queued: number; sent: number; pending: number; failed: number };

/**
 * Edge function send-payment-emails (admin), template payment_reminder: the server queues a reminder to
 * every entrant of the match who still owes money (rpc queue_payment_reminders) and delivers them at once.
 */
export async function sendPaymentReminders(matchId: string): Promise<ReminderOutcome> {
  return invokeFunction<ReminderOutcome>('send-payment-emails', { template: 'payment_reminder', matchId });
}

export function useSendPaymentReminders() {
  return useMutation({ mutationFn: sendPaymentReminders, meta: { errorMessage: 'Failed to send payment reminders' } });
}

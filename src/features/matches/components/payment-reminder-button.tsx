import { BellRing } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { isMatchOver, type MatchPageDetail } from '@/api/matches/get-match-detail';
import { useSendPaymentReminders } from '../api/send-payment-reminders';

/** Admin: e-mail every entrant who still owes money for this match a reminder (with the league's payment instructions). */
export function PaymentReminderButton({ detail }: { detail: MatchPageDetail }) {
  const send = useSendPaymentReminders();
  const owing = detail.entries.filter((entry) => (entry.balance_cents ?? 0) > 0).length;
  const unavailable = isMatchOver(detail.match) || owing === 0;

  const onSend = () =>
    send.mutate(detail.match.id, {
      onSuccess: ({ queued, failed }) => {
        const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;
        // Messages still pending are being delivered or retried by the outbox; only a refusal for good is news.
        if (queued === 0) toast.info('Reminders were already sent a moment ago.');
        else if (failed > 0) toast.warning(`Payment reminder sent to ${players(queued - failed)}; ${failed} could not be delivered.`);
        else toast.success(`Payment reminder sent to ${players(queued)}.`);
      },
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={unavailable || send.isPending}
          title={owing === 0 ? 'Nobody owes money for this match' : undefined}
        >
          <BellRing aria-hidden /> {send.isPending ? 'Sending...' : 'Remind Unpaid'}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Send payment reminders?</AlertDialogTitle>
          <AlertDialogDescription>
            {owing === 1 ? '1 player still owes' : `${owing} players still owe`} money for {detail.match.name}. Each gets an e-mail with
            the amount due and the league&apos;s payment instructions.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onSend}>Send Reminders</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

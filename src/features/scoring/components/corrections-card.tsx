import { HistoryIcon, MailIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { useMatchCorrections, useSendResultsCorrected } from '../api/match-corrections';

/**
 * A final match's last correction (after a reopen): why, what had been handed over, the holes changed old → new,
 * and the "results corrected" e-mail the players got — sent again on request, refused by the server when
 * nothing changed. Nothing for a match never corrected.
 */
export function CorrectionsCard({ matchId }: { matchId: string }) {
  const corrections = useMatchCorrections(matchId, true);
  const send = useSendResultsCorrected();
  const last = corrections.data?.find((c) => c.refinalized_at !== null);
  if (!last) return null;
  const holes = last.hole_changes ?? [];
  return (
    <Card className="gap-3 py-4" aria-labelledby="corrections-title">
      <CardHeader>
        <CardTitle id="corrections-title" className="flex items-center gap-2 text-base">
          <HistoryIcon className="size-4" aria-hidden="true" />
          Results corrected
        </CardTitle>
        <CardDescription>
          Reopened {formatDate(last.reopened_at)}: {last.reason}
          {(corrections.data?.length ?? 0) > 1 && ` (${corrections.data?.length} corrections; the audit log has them all)`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        {last.handed_over_cents > 0 && (
          <p>
            Handed over before the correction: <span className="num font-medium">{formatCents(last.handed_over_cents)}</span> (
            {last.handed_over.map((h) => `${h.name} ${formatCents(h.cents)}`).join(', ')}). What differs now is in the ledger&apos;s Winnings tab.
          </p>
        )}
        {holes.length > 0 ? (
          <ul aria-label="Holes corrected" className="grid gap-0.5">
            {holes.map((h) => (
              <li key={`${h.player_id}:${h.hole}`} className="num">
                {h.player_name}, hole {h.hole}: {h.old ?? '–'} → {h.new ?? '–'}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">No hole scores were changed.</p>
        )}
        <p className="text-muted-foreground">
          {last.changed
            ? 'The players were sent a "results corrected" e-mail with what changed for them.'
            : 'Nothing changed, so no e-mail was sent.'}
        </p>
      </CardContent>
      <CardFooter>
        <Button
          variant="outline"
          disabled={send.isPending}
          onClick={() =>
            send.mutate(matchId, { onSuccess: ({ queued }) => toast.success(`"Results corrected" e-mail queued for ${queued} player${queued === 1 ? '' : 's'}`) })
          }
        >
          <MailIcon aria-hidden="true" />
          {send.isPending ? 'Sending...' : 'Send "results corrected" again'}
        </Button>
      </CardFooter>
    </Card>
  );
}

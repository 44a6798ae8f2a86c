import { UnlockIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatCents } from '@/domain/money';
import { useHandedOver, useReopenMatch } from '../api/reopen-match';

type Props = { matchId: string; matchName: string; open: boolean; onOpenChange: (open: boolean) => void; onReopened: () => void };

export const REOPEN_REASON_REQUIRED = 'Please give a reason for reopening these results';
export const HANDED_OVER_UNCONFIRMED = 'Please confirm the amounts handed over';

/**
 * Reopen Results: a correction after finalize. The admin gives a reason and, when winnings have been handed over,
 * sees them per player and confirms them; the server refuses a reopen whose confirmed total is not the current one.
 * The payouts stay: on the next finalize what was handed over beyond the new winnings becomes "owed back", and what
 * is won beyond it "still owed".
 */
export function ReopenDialog({ matchId, matchName, open, onOpenChange, onReopened }: Props) {
  const handedOver = useHandedOver(matchId, open);
  const reopen = useReopenMatch();
  const [reason, setReason] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setReason('');
    setConfirmed(false);
    setError(null);
    reopen.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reset once per opening
  }, [open]);

  const rows = handedOver.data ?? [];
  const total = rows.reduce((sum, row) => sum + row.cents, 0);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(REOPEN_REASON_REQUIRED);
    if (total > 0 && !confirmed) return setError(HANDED_OVER_UNCONFIRMED);
    setError(null);
    try {
      await reopen.mutateAsync({ matchId, reason: reason.trim(), handedOverCents: total > 0 ? total : null });
      onOpenChange(false);
      onReopened();
    } catch (failure) {
      // The server's reason (a stale confirmation says the current total): shown here as well as in the toast.
      setError(failure instanceof Error ? failure.message : String(failure));
      setConfirmed(false);
      void handedOver.refetch();
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reopen results for {matchName}?</DialogTitle>
            <DialogDescription>
              Score entry is unlocked and this match&apos;s results are removed until it is finalized again. The players get a
              &quot;results corrected&quot; e-mail if anything changes.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="reopen-reason">Reason for the correction</Label>
            <Textarea
              id="reopen-reason"
              rows={2}
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              placeholder="Wrong score on a card"
            />
          </div>
          {handedOver.isPending ? (
            <Skeleton className="h-16" aria-label="Loading the winnings handed over" />
          ) : handedOver.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load the winnings handed over: {handedOver.error.message}
            </p>
          ) : total > 0 ? (
            <section aria-labelledby="handed-over-title" className="grid gap-2 rounded-lg border border-amber-300/60 bg-amber-50/60 p-3 dark:bg-amber-950/20">
              <h3 id="handed-over-title" className="text-sm font-semibold">
                Winnings already handed over
              </h3>
              <ul className="grid gap-1 text-sm" aria-label="Winnings already handed over">
                {rows.map((row) => (
                  <li key={row.playerId} className="flex justify-between gap-3">
                    <span>{row.name}</span>
                    <span className="num font-medium">{formatCents(row.cents)}</span>
                  </li>
                ))}
              </ul>
              <p className="text-xs text-muted-foreground">
                These payouts stay recorded. When the match is finalized again, whatever was handed over beyond the new winnings shows as
                owed back, and whatever is won beyond it as still owed, in the ledger&apos;s Winnings and Settle Up tabs.
              </p>
              <div className="flex items-start gap-2">
                <Checkbox id="handed-over-confirm" checked={confirmed} onCheckedChange={(on) => setConfirmed(on === true)} className="mt-0.5" />
                <Label htmlFor="handed-over-confirm" className="text-sm leading-snug font-normal">
                  I confirm {formatCents(total)} has been handed over, as listed
                </Label>
              </div>
            </section>
          ) : null}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="goldOutline" disabled={reopen.isPending || handedOver.isPending || handedOver.isError}>
              <UnlockIcon aria-hidden="true" />
              {reopen.isPending ? 'Reopening...' : 'Reopen Results'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatCents } from '@/domain/money';

/** A payment received from a player, or a payout of winnings handed to one: both are voided the same way. */
type Voidable = { id: string; amount_cents: number; player_name: string };

const TEXT = {
  payment: {
    title: 'Void payment',
    what: (row: Voidable) => `${formatCents(row.amount_cents)} from ${row.player_name}`,
    required: 'Please give a reason for voiding this payment',
    placeholder: 'Recorded twice',
  },
  payout: {
    title: 'Void payout',
    what: (row: Voidable) => `${formatCents(row.amount_cents)} handed to ${row.player_name}`,
    required: 'Please give a reason for voiding this payout',
    placeholder: 'Recorded against the wrong player',
  },
} as const;

type Props = {
  payment: Voidable | null;
  /** 'payment' by default. */
  kind?: 'payment' | 'payout';
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Void a payment or a payout: the row stays in the ledger, struck through, with the reason given here. */
export function VoidPaymentDialog({ payment, kind = 'payment', onOpenChange, submitting, onSubmit }: Props) {
  const text = TEXT[kind];
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [payment?.id]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError(text.required);
    try {
      await onSubmit(reason.trim());
      onOpenChange(false);
    } catch (failure) {
      // The server's reason (already voided, …), here as well as in the mutation's toast.
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{payment ? `${text.what(payment)}. It stays in the ledger, struck through.` : ''}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="void-reason">Reason</Label>
            <Textarea id="void-reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} placeholder={text.placeholder} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={submitting}>
              {submitting ? 'Voiding...' : text.title}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

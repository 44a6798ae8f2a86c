import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatCents } from '@/domain/money';
import type { MatchMoneyPayment } from '../api/match-money';

type Props = {
  payment: MatchMoneyPayment | null;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  onSubmit: (reason: string) => Promise<unknown>;
};

/** Void a payment: the row stays in the ledger, struck through, with the reason given here. */
export function VoidPaymentDialog({ payment, onOpenChange, submitting, onSubmit }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setReason('');
    setError(null);
  }, [payment?.id]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') return setError('Please give a reason for voiding this payment');
    try {
      await onSubmit(reason.trim());
      onOpenChange(false);
    } catch {
      // The mutation's toast says why.
    }
  };

  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Void payment</DialogTitle>
            <DialogDescription>
              {payment ? `${formatCents(payment.amount_cents)} from ${payment.player_name}. It stays in the ledger, struck through.` : ''}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="void-reason">Reason</Label>
            <Textarea id="void-reason" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="Recorded twice" />
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
              {submitting ? 'Voiding...' : 'Void payment'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { METHOD_LABEL, PAYMENT_METHODS, todayIso, type PaymentMethod } from '@/lib/payment-methods';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';

export type MoneyOutValues = { amountCents: number; method: PaymentMethod; date: string; note: string | null };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  /** The most that may be handed over (the credit, or the winnings not yet paid out); the default amount. */
  maxCents: number;
  submitting: boolean;
  onSubmit: (values: MoneyOutValues) => Promise<unknown>;
};

/** Money handed to a player — a refund or winnings paid out: amount (at most maxCents), method, date, note. */
export function MoneyOutDialog({ open, onOpenChange, title, description, submitLabel, maxCents, submitting, onSubmit }: Props) {
  // The club's today, not the device's: the server refuses a date after it (DESIGN rule 22).
  const timeZone = useLeagueTimeZone();
  const today = todayIso(new Date(), timeZone);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [date, setDate] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setAmount((maxCents / 100).toFixed(2));
    setMethod('');
    setDate(today);
    setNote('');
    setError(null);
  }, [open, maxCents, today]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null || method === '' || date === '') return setError('Please fill in amount, method and date');
    if (cents <= 0) return setError('Amount must be greater than 0');
    if (cents > maxCents) return setError(`The most you can record here is ${formatCents(maxCents)}`);
    if (date > today) return setError(`The date can't be after today (${today}, club time)`);
    try {
      await onSubmit({ amountCents: cents, method, date, note: note.trim() === '' ? null : note.trim() });
      onOpenChange(false);
    } catch {
      // The mutation's toast says why; the dialog stays open to correct it.
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="money-out-amount">Amount ($)</Label>
            <Input id="money-out-amount" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            <p className="text-xs text-muted-foreground">Up to {formatCents(maxCents)}</p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="money-out-method">Method</Label>
              <Select value={method} onValueChange={(value) => setMethod(value as PaymentMethod)}>
                <SelectTrigger id="money-out-method" aria-label="Method">
                  <SelectValue placeholder="Choose" />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((m) => (
                    <SelectItem key={m} value={m}>
                      {METHOD_LABEL[m]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="money-out-date">Date</Label>
              <Input id="money-out-date" type="date" max={today} value={date} onChange={(event) => setDate(event.target.value)} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="money-out-note">Note (optional)</Label>
            <Textarea id="money-out-note" rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
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
            <Button type="submit" variant="forest" disabled={submitting}>
              {submitting ? 'Recording...' : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

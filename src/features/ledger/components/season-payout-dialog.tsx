import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { METHOD_LABEL, PAYMENT_METHODS, todayIso } from '@/lib/payment-methods';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';


export type SeasonPayoutValues = { amountCents: number; method: string; paidOn: string; note: string | null };

type Props = {
  /** The player being settled up with; null keeps the dialog closed. */
  player: { name: string; outstandingCents: number } | null;
  season: number;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  onSubmit: (values: SeasonPayoutValues) => Promise<unknown>;
};

/** A season's settle-up handed to a winner: amount (at most what is outstanding this season), method, date, note. */
export function SeasonPayoutDialog({ player, season, onOpenChange, submitting, onSubmit }: Props) {
  const maxCents = player?.outstandingCents ?? 0;
  // The club's today, not the device's (DESIGN rule 22).
  const today = todayIso(new Date(), useLeagueTimeZone());
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { amount: useId(), method: useId(), date: useId(), note: useId() };

  useEffect(() => {
    if (!player) return;
    setAmount((player.outstandingCents / 100).toFixed(2));
    setMethod('');
    setPaidOn(today);
    setNote('');
    setError(null);
  }, [player, today]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null || method === '' || paidOn === '') return setError('Please fill in amount, method and date');
    if (cents <= 0) return setError('Amount must be greater than 0');
    if (cents > maxCents) return setError(`The most you can record here is ${formatCents(maxCents)}`);
    try {
      await onSubmit({ amountCents: cents, method, paidOn, note: note.trim() === '' ? null : note.trim() });
      onOpenChange(false);
    } catch {
      // The mutation's toast says why; the dialog stays open to correct it.
    }
  };

  return (
    <Dialog open={player !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Record season payout</DialogTitle>
            <DialogDescription>
              {player?.name}'s {season} winnings handed over: {formatCents(maxCents)} is outstanding. It is booked against the season's
              matches, oldest first.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.amount}>Amount ($)</Label>
            <Input id={ids.amount} inputMode="decimal" className="num" value={amount} onChange={(event) => setAmount(event.target.value)} />
            <p className="text-xs text-muted-foreground">Up to {formatCents(maxCents)}</p>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.method}>Method</Label>
              <Select value={method} onValueChange={setMethod}>
                <SelectTrigger id={ids.method} aria-label="Method">
                  <SelectValue placeholder="Choose" />
                </SelectTrigger>
                <SelectContent>
                  {PAYMENT_METHODS.map((value) => (
                    <SelectItem key={value} value={value}>
                      {METHOD_LABEL[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.date}>Date</Label>
              <Input id={ids.date} type="date" max={today} value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.note}>Note (optional)</Label>
            <Textarea id={ids.note} rows={2} value={note} onChange={(event) => setNote(event.target.value)} />
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
              {submitting ? 'Recording...' : 'Record payout'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

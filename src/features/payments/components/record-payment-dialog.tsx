import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCents, parseDollarsToCents } from '@/domain/money';
import { METHOD_LABEL } from '@/lib/payment-methods';
import { PAYMENT_METHODS, type PaymentMethod, type RecordPaymentArgs } from '../api/record-payment';
import { recordPaymentSchema, type RecordPaymentValues } from '../api/record-payment-form';

/** The entry being paid for, with the server's due/paid/balance (cents). */
export type PayingEntry = { player_id: string; name: string; due_cents: number; paid_cents: number; balance_cents: number };

type Props = {
  matchId: string;
  entry: PayingEntry | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (args: RecordPaymentArgs) => Promise<unknown>;
  submitting: boolean;
};

const QUICK_FILLS = [1000, 2000, 5000];
const EMPTY: RecordPaymentValues = { amount: '', method: '', note: '' };

const toAmountText = (cents: number) => (cents / 100).toFixed(2);

/** Record Payment: amount, method, note; quick-fill $10, $20, $50 or the full balance. */
export function RecordPaymentDialog({ matchId, entry, onOpenChange, onSubmit, submitting }: Props) {
  const form = useForm<RecordPaymentValues>({ resolver: zodResolver(recordPaymentSchema), defaultValues: EMPTY });
  const open = entry !== null;
  // An amount above what is owed is recorded only once confirmed; the difference is kept as credit.
  const [overConfirmed, setOverConfirmed] = useState<number | null>(null);

  useEffect(() => {
    if (open) form.reset(EMPTY);
    setOverConfirmed(null);
  }, [open, entry?.player_id, form]);

  const error = form.formState.errors.amount?.message;
  // Read during render so the form state proxy keeps it current.
  const submitted = form.formState.isSubmitted;
  const fillAmount = (cents: number) => form.setValue('amount', toAmountText(cents), { shouldValidate: submitted });
  const balance = entry?.balance_cents ?? 0;

  const typedCents = parseDollarsToCents(form.watch('amount')) ?? 0;
  const overCents = entry ? typedCents - Math.max(balance, 0) : 0;
  const needsConfirm = overCents > 0 && overConfirmed !== typedCents;

  const submit = form.handleSubmit(async (values) => {
    if (!entry) return;
    const amountCents = parseDollarsToCents(values.amount) ?? 0;
    if (amountCents > Math.max(balance, 0) && overConfirmed !== amountCents) {
      setOverConfirmed(amountCents);
      return;
    }
    try {
      await onSubmit({
        matchId,
        playerId: entry.player_id,
        amountCents,
        method: values.method as PaymentMethod,
        note: values.note.trim() === '' ? null : values.note.trim(),
      });
      toast.success('Payment recorded successfully');
      onOpenChange(false);
    } catch {
      // 'Failed to record payment: {reason}' is shown by the central mutation toast; the dialog stays open to retry.
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <Form {...form}>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Record Payment</DialogTitle>
              <DialogDescription>{entry ? `Payment from ${entry.name}` : ''}</DialogDescription>
            </DialogHeader>

            {entry && (
              <dl className="grid grid-cols-3 gap-2 rounded-lg bg-muted/60 p-3 text-sm">
                <div>
                  <dt className="text-xs text-muted-foreground">Due</dt>
                  <dd className="num font-medium">{formatCents(entry.due_cents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Paid</dt>
                  <dd className="num font-medium">{formatCents(entry.paid_cents)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Balance</dt>
                  <dd className="num font-semibold">{formatCents(Math.max(balance, 0))}</dd>
                </div>
              </dl>
            )}

            <FormField
              control={form.control}
              name="amount"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Amount ($)</FormLabel>
                  <FormControl>
                    <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="0.00" className="num" {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
            <div className="flex flex-wrap gap-2" role="group" aria-label="Quick fill">
              {QUICK_FILLS.map((cents) => (
                <Button
                  key={cents}
                  type="button"
                  variant="outline"
                  size="sm"
                  className="num"
                  onClick={() => fillAmount(cents)}
                >
                  ${cents / 100}
                </Button>
              ))}
              <Button
                type="button"
                variant="goldOutline"
                size="sm"
                className="num"
                disabled={balance <= 0}
                onClick={() => fillAmount(balance)}
              >
                Full balance {formatCents(Math.max(balance, 0))}
              </Button>
            </div>
            <FormField
              control={form.control}
              name="method"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Payment method</FormLabel>
                  <Select
                    value={field.value}
                    onValueChange={(value) => {
                      field.onChange(value);
                      // The amount carries the combined 'amount and method' message.
                      if (submitted) void form.trigger('amount');
                    }}
                  >
                    <FormControl>
                      <SelectTrigger className="w-full">
                        <SelectValue placeholder="Select a method" />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {PAYMENT_METHODS.map((method) => (
                        <SelectItem key={method} value={method}>
                          {METHOD_LABEL[method]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="note"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Note (optional)</FormLabel>
                  <FormControl>
                    <Textarea rows={2} {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            {entry && overCents > 0 && !needsConfirm && (
              <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                This is {formatCents(overCents)} more than the {formatCents(Math.max(balance, 0))} owed. The{' '}
                {formatCents(overCents)} will be kept as credit on {entry.name}'s account.
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="forest" disabled={submitting}>
                {submitting ? 'Recording...' : overCents > 0 && !needsConfirm ? `Record and keep ${formatCents(overCents)} as credit` : 'Record Payment'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

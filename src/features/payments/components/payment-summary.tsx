import { Progress } from '@/components/ui/progress';
import type { PaymentStatus } from '@/api/matches/entry-balances';
import { formatCents, paymentRate } from '@/domain/money';

export type PaymentLine = { status: PaymentStatus; due_cents: number; paid_cents: number; balance_cents: number };

/**
 * Payment rate (rounded %) and the match's totals from the server's per-entry figures. Entries with
 * nothing due are neither paid nor pending: they are left out of the rate (DESIGN rule 19).
 */
export function PaymentSummary({ entries }: { entries: PaymentLine[] }) {
  const owing = entries.filter((entry) => entry.status !== 'NOTHING_DUE');
  const paidCount = owing.filter((entry) => entry.status === 'PAID').length;
  const nothingDue = entries.length - owing.length;
  const rate = paymentRate(paidCount, owing.length);
  const due = entries.reduce((sum, entry) => sum + entry.due_cents, 0);
  const collected = entries.reduce((sum, entry) => sum + entry.paid_cents, 0);
  const outstanding = entries.reduce((sum, entry) => sum + Math.max(entry.balance_cents, 0), 0);
  const credit = entries.reduce((sum, entry) => sum + Math.max(-entry.balance_cents, 0), 0);

  return (
    <section aria-label="Payment summary" className="grid gap-4 rounded-lg border bg-muted/30 p-4">
      <div className="flex items-baseline justify-between gap-3">
        <h3 className="font-semibold">Payment summary</h3>
        <span className="num text-sm text-muted-foreground">
          {paidCount} of {owing.length} paid{nothingDue > 0 ? ` · ${nothingDue} with nothing due` : ''}
        </span>
      </div>
      <div className="grid gap-1.5">
        <div className="flex justify-between text-sm">
          <span>Payment rate</span>
          <span className="num font-semibold" data-testid="payment-rate">
            {owing.length === 0 ? 'Nothing due' : `${rate}%`}
          </span>
        </div>
        <Progress value={rate} aria-label="Payment rate" />
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">Total due</dt>
          <dd className="num font-medium">{formatCents(due)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Collected</dt>
          <dd className="num font-medium">{formatCents(collected)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">Outstanding</dt>
          <dd className="num font-medium">{formatCents(outstanding)}</dd>
        </div>
      </dl>
      {credit > 0 && (
        <p className="text-sm text-muted-foreground">
          {formatCents(credit)} paid above what is due is kept as credit on the players' accounts.
        </p>
      )}
    </section>
  );
}

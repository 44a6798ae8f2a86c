import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';
import { paidOutWithinFunds, type Ledger } from '../lib/ledger';

function CheckMark({ ok }: { ok: boolean }) {
  return ok ? (
    <CheckCircle2 aria-label="holds" className="size-4 shrink-0 text-success" />
  ) : (
    <AlertTriangle aria-label="violated" className="size-4 shrink-0 text-destructive" />
  );
}

/** The money check for the totals and for every match: winnings won never exceed collected plus league-funded pots. */
export function FundsCheck({ ledger, label }: { ledger: Ledger; label: string }) {
  const totalsOk = paidOutWithinFunds(ledger.totals);
  const failing = ledger.matches.filter((match) => !paidOutWithinFunds(match));
  const allOk = totalsOk && failing.length === 0;
  return (
    <section
      aria-label="Funds check"
      className={cn(
        'grid grid-cols-1 gap-2 rounded-lg border px-4 py-3 text-sm',
        allOk ? 'border-success/40 bg-success/10' : 'border-destructive/50 bg-destructive/10',
      )}
    >
      <p className={cn('flex flex-wrap items-center gap-2 font-semibold', !allOk && 'text-destructive')}>
        {allOk ? <CheckCircle2 aria-hidden className="size-5 text-success" /> : <AlertTriangle aria-hidden className="size-5" />}
        Won ≤ collected + league-funded pots
        <Badge variant={allOk ? 'success' : 'destructive'}>{allOk ? 'OK' : 'VIOLATED'}</Badge>
      </p>
      <p className="flex items-start gap-2 tabular-nums">
        <CheckMark ok={totalsOk} />
        <span>
          Totals ({label}): {formatCents(ledger.totals.paid_out_cents)} won, {formatCents(ledger.totals.collected_cents)} collected +{' '}
          {formatCents(ledger.totals.league_funded_cents)} league-funded
        </span>
      </p>
      {failing.length === 0 ? (
        <p className="flex items-start gap-2">
          <CheckMark ok />
          <span>Every match holds.</span>
        </p>
      ) : (
        failing.map((match) => (
          <p key={match.id} className="flex items-start gap-2 text-destructive tabular-nums">
            <CheckMark ok={false} />
            <span>
              {match.name}: {formatCents(match.paid_out_cents)} won, {formatCents(match.collected_cents)} collected +{' '}
              {formatCents(match.league_funded_cents)} league-funded — over by{' '}
              {formatCents(match.paid_out_cents - match.collected_cents - match.league_funded_cents)}
            </span>
          </p>
        ))
      )}
    </section>
  );
}

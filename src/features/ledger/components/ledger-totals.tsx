import { StatCard } from '@/components/ui/stat-card';
import { formatCents } from '@/domain/money';
import type { LedgerTotals as Totals } from '../lib/ledger';

/** The season's four headline figures. */
export function LedgerTotals({ totals }: { totals: Totals }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard
        label="Collected"
        value={formatCents(totals.collected_cents)}
        hint={`of ${formatCents(totals.charged_cents)} due${totals.refunded_cents > 0 ? ` · ${formatCents(totals.refunded_cents)} refunded` : ''}`}
      />
      <StatCard
        label="Outstanding"
        value={formatCents(totals.outstanding_cents)}
        hint={totals.credit_cents > 0 ? `${formatCents(totals.credit_cents)} in credits` : 'unpaid dues'}
      />
      <StatCard
        label="Won"
        value={formatCents(totals.paid_out_cents)}
        hint={`of pots ${formatCents(totals.pot_cents)} · ${formatCents(totals.handed_out_cents)} handed over · ${formatCents(totals.winnings_outstanding_cents)} still to hand over`}
      />
      <StatCard label="Rounding remainder" value={formatCents(totals.remainder_cents)} hint={`league-funded ${formatCents(totals.league_funded_cents)}`} />
    </div>
  );
}

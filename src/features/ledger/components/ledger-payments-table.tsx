import { Landmark } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { formatMethod } from '@/lib/payment-methods';
import { centsOrDash, type Ledger, type LedgerHandout } from '../lib/ledger';

type MoneyRowData = {
  id: string;
  match_name: string;
  player_name: string;
  amount_cents: number;
  method: string | null;
  note: string | null;
  recorded_by: string | null;
  voided_at?: string | null;
  void_reason?: string | null;
};

/** One money movement: day, match, player, amount (a void struck through, with its reason), method, note, who recorded it. */
function MoneyRow({ row, day }: { row: MoneyRowData; day: string }) {
  const voided = row.voided_at != null;
  return (
    <TableRow data-voided={voided || undefined}>
      <TableCell className="num">{formatDate(day)}</TableCell>
      <TableCell>{row.match_name}</TableCell>
      <TableCell>{row.player_name}</TableCell>
      <TableCell numeric className={voided ? 'text-muted-foreground line-through' : undefined}>
        {centsOrDash(row.amount_cents)}
      </TableCell>
      <TableCell>{formatMethod(row.method)}</TableCell>
      <TableCell className="max-w-xs">
        {voided && (
          <span className="flex flex-wrap items-center gap-1">
            <Badge variant="secondary">Voided</Badge> <span className="text-muted-foreground">{row.void_reason}</span>
          </span>
        )}
        <span className="block truncate">{row.note ?? ''}</span>
      </TableCell>
      <TableCell>{row.recorded_by ?? '—'}</TableCell>
    </TableRow>
  );
}

/** Refunds or winnings handed over: day, match, player, amount (a voided payout struck through, with its reason), method, note, who recorded it. */
function HandoutsCard({ title, rows, day }: { title: string; rows: readonly LedgerHandout[]; day: (row: LedgerHandout) => string }) {
  return (
    <Card className="py-2">
      <CardHeader className="px-4">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>Date</TableHead>
              <TableHead>Match</TableHead>
              <TableHead>Player</TableHead>
              <TableHead numeric>Amount</TableHead>
              <TableHead>Method</TableHead>
              <TableHead>Note</TableHead>
              <TableHead>Recorded by</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <MoneyRow key={row.id} row={row} day={day(row)} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/**
 * The Payments tab: every payment recorded in the season (voided ones struck through, with the reason), the
 * refunds and the winnings handed over, each with its note and who recorded it.
 */
export function LedgerPaymentsTable({ ledger }: { ledger: Ledger }) {
  if (ledger.payments.length === 0 && ledger.refunds.length === 0 && ledger.payouts.length === 0) {
    return <EmptyState icon={Landmark} title="No payments recorded in this season." />;
  }
  return (
    <div className="grid grid-cols-1 gap-4 *:min-w-0">
      <Card className="py-2">
        <CardContent className="px-2 sm:px-4">
          <Table aria-label="Payments">
            <TableHeader>
              <TableRow>
                <TableHead>Recorded</TableHead>
                <TableHead>Match</TableHead>
                <TableHead>Player</TableHead>
                <TableHead numeric>Amount</TableHead>
                <TableHead>Method</TableHead>
                <TableHead>Note</TableHead>
                <TableHead>Recorded by</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.payments.map((payment) => (
                <MoneyRow key={payment.id} row={payment} day={payment.created_at} />
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {ledger.refunds.length > 0 && <HandoutsCard title="Refunds" rows={ledger.refunds} day={(r) => r.refunded_on ?? r.created_at} />}
      {ledger.payouts.length > 0 && <HandoutsCard title="Winnings handed over" rows={ledger.payouts} day={(r) => r.paid_on ?? r.created_at} />}
    </div>
  );
}

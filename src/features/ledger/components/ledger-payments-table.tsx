import { Landmark } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { centsOrDash, type Ledger } from '../lib/ledger';

/** The Payments tab: every payment recorded in the season (voided ones struck through, with the reason) and the refunds. */
export function LedgerPaymentsTable({ ledger }: { ledger: Ledger }) {
  if (ledger.payments.length === 0 && ledger.refunds.length === 0) return <EmptyState icon={Landmark} title="No payments recorded in this season." />;
  return (
    <div className="grid gap-4">
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
              </TableRow>
            </TableHeader>
            <TableBody>
              {ledger.payments.map((payment) => {
                const voided = payment.voided_at !== null;
                return (
                  <TableRow key={payment.id} data-voided={voided || undefined}>
                    <TableCell className="num">{formatDate(payment.created_at)}</TableCell>
                    <TableCell>{payment.match_name}</TableCell>
                    <TableCell>{payment.player_name}</TableCell>
                    <TableCell numeric className={voided ? 'text-muted-foreground line-through' : undefined}>
                      {centsOrDash(payment.amount_cents)}
                    </TableCell>
                    <TableCell>{payment.method ?? '—'}</TableCell>
                    <TableCell className="max-w-xs">
                      {voided && (
                        <span className="flex flex-wrap items-center gap-1">
                          <Badge variant="secondary">Voided</Badge> <span className="text-muted-foreground">{payment.void_reason}</span>
                        </span>
                      )}
                      <span className="block truncate">{payment.note ?? ''}</span>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {ledger.refunds.length > 0 && (
        <Card className="py-2">
          <CardHeader className="px-4">
            <CardTitle className="text-base">Refunds</CardTitle>
          </CardHeader>
          <CardContent className="px-2 sm:px-4">
            <Table aria-label="Refunds">
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Match</TableHead>
                  <TableHead>Player</TableHead>
                  <TableHead numeric>Amount</TableHead>
                  <TableHead>Method</TableHead>
                  <TableHead>Note</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {ledger.refunds.map((refund) => (
                  <TableRow key={refund.id}>
                    <TableCell className="num">{formatDate(refund.refunded_on ?? refund.created_at)}</TableCell>
                    <TableCell>{refund.match_name}</TableCell>
                    <TableCell>{refund.player_name}</TableCell>
                    <TableCell numeric>{centsOrDash(refund.amount_cents)}</TableCell>
                    <TableCell>{refund.method}</TableCell>
                    <TableCell className="max-w-xs truncate">{refund.note ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}
    </div>
  );
}

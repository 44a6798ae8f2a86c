import { Landmark } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format';
import { centsOrDash, type Ledger } from '../lib/ledger';

/** The Payments tab: every payment recorded in the season. */
export function LedgerPaymentsTable({ ledger }: { ledger: Ledger }) {
  if (ledger.payments.length === 0) return <EmptyState icon={Landmark} title="No payments recorded in this season." />;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
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
            {ledger.payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell className="num">{formatDate(payment.created_at)}</TableCell>
                <TableCell>{payment.match_name}</TableCell>
                <TableCell>{payment.player_name}</TableCell>
                <TableCell numeric>{centsOrDash(payment.amount_cents)}</TableCell>
                <TableCell>{payment.method ?? '—'}</TableCell>
                <TableCell className="max-w-xs truncate">{payment.note ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

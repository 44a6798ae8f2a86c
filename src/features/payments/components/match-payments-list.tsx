import { Ban } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { formatMethod } from '@/lib/payment-methods';
import type { MatchMoneyMove, MatchMoneyPayment } from '../api/match-money';

type Row =
  | { kind: 'payment'; at: string; day: string; payment: MatchMoneyPayment }
  | { kind: 'refund'; at: string; day: string; refund: MatchMoneyMove };

/** Payments and refunds of the match in the order they were recorded (refunds dated the day they were handed back). */
export function paymentRows(payments: readonly MatchMoneyPayment[], moves: readonly MatchMoneyMove[]): Row[] {
  return [
    ...payments.map((payment): Row => ({ kind: 'payment', at: payment.created_at, day: payment.created_at, payment })),
    ...moves.filter((move) => move.kind === 'REFUND').map((refund): Row => ({ kind: 'refund', at: refund.created_at, day: refund.moved_on, refund })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** The match's payments list: every payment (a voided one struck through, with its reason) and every refund. */
export function MatchPaymentsList({
  payments,
  moves,
  onVoid,
}: {
  payments: readonly MatchMoneyPayment[];
  moves: readonly MatchMoneyMove[];
  onVoid: (payment: MatchMoneyPayment) => void;
}) {
  const rows = paymentRows(payments, moves);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>
          Every payment and refund recorded for this match. A voided payment stays here, struck through, with its reason.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-6">
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payments recorded yet.</p>
        ) : (
          <Table aria-label="Payments">
            <TableHeader>
              <TableRow>
                <TableHead className="hidden sm:table-cell">Date</TableHead>
                <TableHead>Player</TableHead>
                <TableHead numeric>Amount</TableHead>
                <TableHead>Method</TableHead>
                <TableHead className="hidden md:table-cell">Note</TableHead>
                <TableHead className="text-right">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => {
                if (row.kind === 'refund') {
                  const { refund } = row;
                  return (
                    <TableRow key={refund.id} data-kind="refund">
                      <TableCell className="num hidden sm:table-cell">{formatDate(row.day)}</TableCell>
                      <TableCell>{refund.player_name}</TableCell>
                      <TableCell numeric>−{formatCents(refund.amount_cents)}</TableCell>
                      <TableCell>{formatMethod(refund.method)}</TableCell>
                      <TableCell className="hidden max-w-xs truncate md:table-cell">{refund.note ?? ''}</TableCell>
                      <TableCell className="text-right">
                        <Badge variant="outline">Refund</Badge>
                      </TableCell>
                    </TableRow>
                  );
                }
                const { payment } = row;
                const voided = payment.voided_at !== null;
                return (
                  <TableRow key={payment.id} data-voided={voided || undefined} data-kind="payment">
                    <TableCell className="num hidden sm:table-cell">{formatDate(row.day)}</TableCell>
                    <TableCell>{payment.player_name}</TableCell>
                    <TableCell numeric className={voided ? 'text-muted-foreground line-through' : undefined}>
                      {formatCents(payment.amount_cents)}
                    </TableCell>
                    <TableCell>
                      {formatMethod(payment.method)}
                      {voided && <span className="block text-xs text-muted-foreground">Voided: {payment.void_reason}</span>}
                    </TableCell>
                    <TableCell className="hidden max-w-xs truncate md:table-cell">{payment.note ?? ''}</TableCell>
                    <TableCell className="text-right">
                      {voided ? (
                        <Badge variant="secondary">Voided</Badge>
                      ) : (
                        <Button size="sm" variant="ghost" onClick={() => onVoid(payment)} aria-label={`Void ${formatCents(payment.amount_cents)} from ${payment.player_name}`}>
                          <Ban aria-hidden /> Void
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

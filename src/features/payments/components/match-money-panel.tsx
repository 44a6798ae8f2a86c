import { ArrowRightLeft, Ban, HandCoins, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { LoadError } from '@/components/load-error';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { formatMethod } from '@/lib/payment-methods';
import {
  useMatchMoney,
  useRecordPayout,
  useRecordRefund,
  useVoidPayment,
  useVoidPayout,
  type MatchMoneyPayment,
  type MatchMoneyPayout,
  type MatchMoneyPlayer,
} from '../api/match-money';
import { ApplyCreditDialog } from './apply-credit-dialog';
import { CancelledMatchMoney } from './cancelled-match-money';
import { MatchPaymentsList } from './match-payments-list';
import { MoneyOutDialog } from './money-out-dialog';
import { VoidPaymentDialog } from './void-payment-dialog';

type Props = { matchId: string; isFinal: boolean; cancelled: boolean };

type Handing = { kind: 'refund' | 'payout'; player: MatchMoneyPlayer } | null;

/** The treasurer's corrections on a match: payments (void), credit (refund), winnings paid out, a cancelled match's money. */
export function MatchMoneyPanel({ matchId, isFinal, cancelled }: Props) {
  const money = useMatchMoney(matchId, true);
  const voidPayment = useVoidPayment();
  const voidPayout = useVoidPayout();
  const [voidingPayout, setVoidingPayout] = useState<MatchMoneyPayout | null>(null);
  const refund = useRecordRefund();
  const payout = useRecordPayout();
  const [voiding, setVoiding] = useState<MatchMoneyPayment | null>(null);
  const [handing, setHanding] = useState<Handing>(null);
  const [applying, setApplying] = useState<MatchMoneyPlayer | null>(null);

  if (money.isPending) return <Skeleton className="h-40" aria-label="Loading the match's money" />;
  if (money.isError) return <LoadError title="Could not load the match's money" error={money.error} onRetry={() => void money.refetch()} />;
  const { payments, players, payouts } = money.data;
  const credits = players.filter((p) => p.credit_cents > 0);
  const winners = players.filter((p) => p.won_cents > 0 || p.paid_out_cents > 0);

  return (
    <div className="grid grid-cols-1 gap-6">
      {cancelled && <CancelledMatchMoney matchId={matchId} players={players} onApply={setApplying} />}

      {isFinal && (
        <Card>
          <CardHeader>
            <CardTitle>Winnings handed over</CardTitle>
            <CardDescription>What each winner won, what has been handed over, and what is still to hand over.</CardDescription>
          </CardHeader>
          <CardContent className="px-2 sm:px-6">
            {winners.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nobody won money in this match.</p>
            ) : (
              <Table aria-label="Winnings handed over">
                <TableHeader>
                  <TableRow>
                    <TableHead>Player</TableHead>
                    <TableHead numeric>Won</TableHead>
                    <TableHead numeric>Handed over</TableHead>
                    <TableHead numeric>Still to hand over</TableHead>
                    <TableHead className="text-right">
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {winners.map((p) => (
                    <TableRow key={p.player_id}>
                      <TableCell>{p.name}</TableCell>
                      <TableCell numeric>{formatCents(p.won_cents)}</TableCell>
                      <TableCell numeric>{formatCents(p.paid_out_cents)}</TableCell>
                      <TableCell numeric data-testid={`winnings-outstanding-${p.player_id}`}>
                        {p.owed_back_cents > 0 ? (
                          <span className="font-semibold text-destructive">owed back {formatCents(p.owed_back_cents)}</span>
                        ) : (
                          formatCents(p.winnings_outstanding_cents)
                        )}
                      </TableCell>
                      <TableCell className="text-right">
                        {p.owed_back_cents > 0 ? (
                          <Badge variant="secondary">Owes back</Badge>
                        ) : p.winnings_outstanding_cents > 0 ? (
                          <Button size="sm" variant="outline" onClick={() => setHanding({ kind: 'payout', player: p })} aria-label={`Record payout to ${p.name}`}>
                            <HandCoins aria-hidden /> Record payout
                          </Button>
                        ) : (
                          <Badge variant="success">Handed over</Badge>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      )}

      {payouts.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Payouts recorded</CardTitle>
            <CardDescription>
              Every payout of winnings recorded for this match. A voided payout stays here, struck through, with its reason, and counts for
              nothing.
            </CardDescription>
          </CardHeader>
          <CardContent className="px-2 sm:px-6">
            <Table aria-label="Payouts recorded">
              <TableHeader>
                <TableRow>
                  <TableHead className="hidden sm:table-cell">Paid on</TableHead>
                  <TableHead>Player</TableHead>
                  <TableHead numeric>Amount</TableHead>
                  <TableHead>Method</TableHead>
                  <TableHead className="text-right">
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {payouts.map((payout) => {
                  const voided = payout.voided_at !== null;
                  return (
                    <TableRow key={payout.id} data-voided={voided || undefined}>
                      <TableCell className="num hidden sm:table-cell">{formatDate(payout.paid_on)}</TableCell>
                      <TableCell>{payout.player_name}</TableCell>
                      <TableCell numeric className={voided ? 'text-muted-foreground line-through' : undefined}>
                        {formatCents(payout.amount_cents)}
                      </TableCell>
                      <TableCell>
                        {formatMethod(payout.method)}
                        {voided && <span className="block text-xs text-muted-foreground">Voided: {payout.void_reason}</span>}
                      </TableCell>
                      <TableCell className="text-right">
                        {voided ? (
                          <Badge variant="secondary">Voided</Badge>
                        ) : (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setVoidingPayout(payout)}
                            aria-label={`Void payout of ${formatCents(payout.amount_cents)} to ${payout.player_name}`}
                          >
                            <Ban aria-hidden /> Void
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </CardContent>
        </Card>
      )}

      {!cancelled && credits.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Credit</CardTitle>
            <CardDescription>Money paid above what is due (an overpayment or a removed entry). It stays on the player's account until applied or refunded.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-2">
            {credits.map((p) => (
              <div key={p.player_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
                <span>
                  {p.name}: <span className="num font-medium">{formatCents(p.credit_cents)}</span> credit
                  {!p.is_entry && <span className="text-muted-foreground"> (entry removed)</span>}
                </span>
                <div className="flex gap-2">
                  <Button size="sm" variant="outline" onClick={() => setApplying(p)} aria-label={`Apply ${p.name}'s credit to another match`}>
                    <ArrowRightLeft aria-hidden /> Apply to…
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setHanding({ kind: 'refund', player: p })} aria-label={`Refund ${p.name}`}>
                    <Undo2 aria-hidden /> Refund
                  </Button>
                </div>
              </div>
            ))}
          </CardContent>
        </Card>
      )}

      <MatchPaymentsList payments={payments} moves={money.data.moves} onVoid={setVoiding} />

      <ApplyCreditDialog
        credit={applying && { playerId: applying.player_id, name: applying.name, cents: applying.credit_cents }}
        fromMatchId={matchId}
        onOpenChange={(open) => !open && setApplying(null)}
      />
      <VoidPaymentDialog
        payment={voiding}
        onOpenChange={(open) => !open && setVoiding(null)}
        submitting={voidPayment.isPending}
        onSubmit={(reason) =>
          voiding ? voidPayment.mutateAsync({ paymentId: voiding.id, reason }).then(() => toast.success('Payment voided')) : Promise.resolve()
        }
      />
      <VoidPaymentDialog
        kind="payout"
        payment={voidingPayout}
        onOpenChange={(open) => !open && setVoidingPayout(null)}
        submitting={voidPayout.isPending}
        onSubmit={(reason) =>
          voidingPayout ? voidPayout.mutateAsync({ payoutId: voidingPayout.id, reason }).then(() => toast.success('Payout voided')) : Promise.resolve()
        }
      />
      <MoneyOutDialog
        open={handing !== null}
        onOpenChange={(open) => !open && setHanding(null)}
        title={handing?.kind === 'payout' ? 'Record payout' : 'Record refund'}
        description={
          handing === null
            ? ''
            : handing.kind === 'payout'
              ? `Winnings handed to ${handing.player.name}.`
              : `Money handed back to ${handing.player.name} from their credit on this match.`
        }
        submitLabel={handing?.kind === 'payout' ? 'Record payout' : 'Record refund'}
        maxCents={handing === null ? 0 : handing.kind === 'payout' ? handing.player.winnings_outstanding_cents : handing.player.credit_cents}
        submitting={refund.isPending || payout.isPending}
        onSubmit={(values) => {
          if (handing === null) return Promise.resolve();
          const args = { matchId, playerId: handing.player.player_id, ...values };
          return handing.kind === 'payout'
            ? payout.mutateAsync(args).then(() => toast.success('Payout recorded'))
            : refund.mutateAsync(args).then(() => toast.success('Refund recorded'));
        }}
      />
    </div>
  );
}

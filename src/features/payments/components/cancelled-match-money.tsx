import { ArrowRightLeft, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/domain/money';
import { useRecordRefund, useRefundCancelledMatch, type MatchMoneyPlayer } from '../api/match-money';
import { MoneyOutDialog } from './money-out-dialog';

/**
 * A cancelled match's money: nothing is due, so what each player paid is credit on their account. The
 * treasurer refunds a player (or everyone at once); whoever is not refunded keeps it as credit.
 */
export function CancelledMatchMoney({
  matchId,
  players,
  onApply,
}: {
  matchId: string;
  players: MatchMoneyPlayer[];
  /** Apply a player's credit to another match's due (the panel's dialog). */
  onApply: (player: MatchMoneyPlayer) => void;
}) {
  const refundAll = useRefundCancelledMatch();
  const refundOne = useRecordRefund();
  const [refunding, setRefunding] = useState<MatchMoneyPlayer[] | null>(null);
  const holding = players.filter((p) => p.credit_cents > 0);
  const refunded = players.filter((p) => p.credit_cents === 0 && p.refunded_cents > 0);
  const total = (list: MatchMoneyPlayer[]) => list.reduce((sum, p) => sum + p.credit_cents, 0);

  return (
    <Card role="region" aria-labelledby="cancelled-money-title">
      <CardHeader>
        <CardTitle id="cancelled-money-title">Money paid for this cancelled match</CardTitle>
        <CardDescription>
          Nothing is due for a cancelled match. Money paid stays on each player's account as credit for another match
          unless you record a refund.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        {holding.length === 0 && refunded.length === 0 && <p className="text-sm text-muted-foreground">Nobody had paid for this match.</p>}
        {holding.map((p) => (
          <div key={p.player_id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {p.name}: <span className="num font-medium">{formatCents(p.credit_cents)}</span>{' '}
              <Badge variant="secondary">Kept as credit</Badge>
            </span>
            <div className="flex gap-2">
              <Button size="sm" variant="outline" onClick={() => onApply(p)} aria-label={`Apply ${p.name}'s credit to another match`}>
                <ArrowRightLeft aria-hidden /> Apply to…
              </Button>
              <Button size="sm" variant="outline" onClick={() => setRefunding([p])} aria-label={`Refund ${p.name}`}>
                <Undo2 aria-hidden /> Refund
              </Button>
            </div>
          </div>
        ))}
        {refunded.map((p) => (
          <div key={p.player_id} className="flex items-center justify-between gap-2 rounded-lg border p-3 text-sm">
            <span>
              {p.name}: <span className="num font-medium">{formatCents(p.refunded_cents)}</span> <Badge variant="success">Refunded</Badge>
            </span>
          </div>
        ))}
        {holding.length > 1 && (
          <div className="flex justify-end">
            <Button variant="outline" onClick={() => setRefunding(holding)}>
              <Undo2 aria-hidden /> Refund everyone ({formatCents(total(holding))})
            </Button>
          </div>
        )}
      </CardContent>
      <MoneyOutDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={refunding?.length === 1 ? `Refund ${refunding[0].name}` : 'Refund everyone'}
        description={refunding?.length === 1 ? 'Money handed back from what they paid for this match.' : 'The full amount each player paid for this match is handed back.'}
        submitLabel="Record refund"
        maxCents={refunding ? total(refunding) : 0}
        submitting={refundAll.isPending || refundOne.isPending}
        onSubmit={({ amountCents, method, date, note }) => {
          if (!refunding) return Promise.resolve();
          if (refunding.length === 1) {
            const [player] = refunding;
            return refundOne
              .mutateAsync({ matchId, playerId: player.player_id, amountCents, method, date, note })
              .then(() => toast.success('Refund recorded'));
          }
          return refundAll
            .mutateAsync({ matchId, playerIds: refunding.map((p) => p.player_id), method, date, note })
            .then(() => toast.success('Refunds recorded'));
        }}
      />
    </Card>
  );
}

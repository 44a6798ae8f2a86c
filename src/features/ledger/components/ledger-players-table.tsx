import { Landmark } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { paths } from '@/lib/paths';
import { accountAddsUp, centsOrDash, type Ledger, type LedgerPlayer } from '../lib/ledger';

const owedTone = (cents: number) => (cents > 0 ? 'font-semibold text-amber-700 dark:text-amber-300' : undefined);

function LedgerPlayerRow({ player }: { player: LedgerPlayer }) {
  return (
    <TableRow data-testid="ledger-player-row" data-adds-up={accountAddsUp(player) || undefined}>
      <TableCell className="font-medium">
        <Link to={paths.player(player.player_id)} className="hover:underline">
          {player.name}
        </Link>
      </TableCell>
      <TableCell numeric data-col="due">{centsOrDash(player.charged_cents)}</TableCell>
      <TableCell numeric data-col="paid">{centsOrDash(player.paid_cents)}</TableCell>
      <TableCell numeric data-col="refunded">{centsOrDash(player.refunded_cents)}</TableCell>
      <TableCell numeric data-col="credit" className={player.credit_cents > 0 ? 'text-success' : undefined}>
        {centsOrDash(player.credit_cents)}
        {player.credit_moved_cents !== 0 && (
          <span className="block text-xs text-muted-foreground">
            {player.credit_moved_cents > 0
              ? `${formatCents(player.credit_moved_cents)} moved in`
              : `${formatCents(-player.credit_moved_cents)} moved out`}
          </span>
        )}
      </TableCell>
      <TableCell numeric data-col="outstanding" className={owedTone(player.outstanding_cents)}>
        {centsOrDash(player.outstanding_cents)}
      </TableCell>
      <TableCell numeric data-col="won">{centsOrDash(player.winnings_cents)}</TableCell>
      <TableCell numeric data-col="handed-over">{centsOrDash(player.paid_out_cents)}</TableCell>
    </TableRow>
  );
}

/**
 * The Players tab: each player's account, largest debt first. Every row adds up (DESIGN rule 19):
 * Outstanding = Due − (Paid − Refunded) + Credit (− credit moved from another season's match).
 */
export function LedgerPlayersTable({ ledger }: { ledger: Ledger }) {
  const players = useMemo(
    () => [...ledger.players].sort((a, b) => b.outstanding_cents - a.outstanding_cents || b.balance_cents - a.balance_cents || a.name.localeCompare(b.name)),
    [ledger.players],
  );
  if (players.length === 0) return <EmptyState icon={Landmark} title="No player has dues, payments or winnings in this season." />;
  return (
    <Card className="py-2">
      <CardHeader className="px-4 pt-2">
        <CardDescription>
          Outstanding = Due − (Paid − Refunded) + Credit. Credit is money held beyond a match&apos;s due (overpaid, withdrawn or
          cancelled) until it is applied or refunded. Won is what final results paid; Handed over is what was recorded as given.
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        <Table aria-label="Players' accounts">
          <TableHeader>
            <TableRow>
              <TableHead>Player</TableHead>
              <TableHead numeric>Due</TableHead>
              <TableHead numeric>Paid</TableHead>
              <TableHead numeric>Refunded</TableHead>
              <TableHead numeric>Credit</TableHead>
              <TableHead numeric>Outstanding</TableHead>
              <TableHead numeric>Won</TableHead>
              <TableHead numeric>Handed over</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {players.map((player) => (
              <LedgerPlayerRow key={player.player_id} player={player} />
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

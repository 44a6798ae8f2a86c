import { Landmark } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/lib/paths';
import { centsOrDash, type Ledger, type LedgerPlayer } from '../lib/ledger';

function balanceTone(balanceCents: number) {
  if (balanceCents > 0) return 'font-semibold text-amber-700 dark:text-amber-300';
  if (balanceCents < 0) return 'text-success';
  return undefined;
}

function LedgerPlayerRow({ player }: { player: LedgerPlayer }) {
  return (
    <TableRow>
      <TableCell className="font-medium">
        <Link to={paths.player(player.player_id)} className="hover:underline">
          {player.name}
        </Link>
      </TableCell>
      <TableCell numeric>{centsOrDash(player.charged_cents)}</TableCell>
      <TableCell numeric>{centsOrDash(player.paid_cents)}</TableCell>
      <TableCell numeric className={balanceTone(player.balance_cents)}>
        {player.balance_cents < 0 ? `${centsOrDash(-player.balance_cents)} credit` : centsOrDash(player.balance_cents)}
      </TableCell>
      <TableCell numeric>{centsOrDash(player.winnings_cents)}</TableCell>
      <TableCell numeric className={player.net_cents < 0 ? 'text-muted-foreground' : undefined}>
        {centsOrDash(player.net_cents)}
      </TableCell>
    </TableRow>
  );
}

/** The Players tab: each player's dues, payments and winnings, largest debt first. */
export function LedgerPlayersTable({ ledger }: { ledger: Ledger }) {
  const players = useMemo(() => [...ledger.players].sort((a, b) => b.balance_cents - a.balance_cents || a.name.localeCompare(b.name)), [ledger.players]);
  if (players.length === 0) return <EmptyState icon={Landmark} title="No player has dues, payments or winnings in this season." />;
  return (
    <Card className="py-2">
      <CardContent className="px-2 sm:px-4">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Player</TableHead>
              <TableHead numeric>Due</TableHead>
              <TableHead numeric>Paid</TableHead>
              <TableHead numeric>Outstanding</TableHead>
              <TableHead numeric>Winnings</TableHead>
              <TableHead numeric>Net</TableHead>
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

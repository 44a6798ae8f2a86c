import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { formatCents } from '@/domain/money';
import { playerSummary } from '@/domain/settle-up';
import { cn } from '@/lib/utils';
import { playerMoney } from '../lib/match-money';

/** Per player for the whole match: won (all games), paid in (their buy-ins) and net, best net first. */
export function PlayerMoneySummary({ detail }: { detail: MatchPageDetail }) {
  const names = new Map(detail.entries.map((e) => [e.player_id, e.name]));
  const rows = playerSummary(playerMoney(detail));
  if (rows.length === 0) return null;
  return (
    <Card className="gap-3 py-4" aria-labelledby="player-money-title">
      <CardHeader>
        <CardTitle id="player-money-title" className="text-base">
          Money by player
        </CardTitle>
        <CardDescription>Won across every game of the match, paid in as buy-ins, and the net.</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        <Table className="tabular-nums" aria-label="Won, paid in and net per player">
          <TableHeader>
            <TableRow>
              <TableHead className="px-1 sm:px-2">Player</TableHead>
              <TableHead numeric className="px-1 sm:px-2">Won</TableHead>
              <TableHead numeric className="px-1 sm:px-2">Paid in</TableHead>
              <TableHead numeric className="px-1 sm:px-2">Net</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId}>
                <TableCell className="max-w-[6.5rem] truncate px-1 font-medium sm:max-w-[12rem] sm:px-2">{names.get(row.playerId) ?? 'Unknown player'}</TableCell>
                <TableCell numeric className="px-1 sm:px-2">{formatCents(row.wonCents)}</TableCell>
                <TableCell numeric className="px-1 sm:px-2">{formatCents(row.stakeCents)}</TableCell>
                <TableCell
                  numeric
                  className={cn('px-1 font-semibold sm:px-2', row.netCents > 0 && 'text-success', row.netCents < 0 && 'text-destructive')}
                >
                  {row.netCents > 0 ? `+${formatCents(row.netCents)}` : formatCents(row.netCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

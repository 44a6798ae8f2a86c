import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { formatCents } from '@/domain/money';
import { cn } from '@/lib/utils';

type Row = { playerId: string; name: string; wonCents: number; stakeCents: number | null; netCents: number | null };

/**
 * Per player for the whole match: won (all games, public results) and — only where the server sent them — paid in
 * (their buy-ins) and net. The server sends those to admins and the entrant, and to members when the league publishes
 * nets of final matches (DESIGN rule 20); nothing here works them out from the public buy-ins.
 */
export function moneySummaryRows(detail: Pick<MatchPageDetail, 'entries' | 'results'>): Row[] {
  return detail.entries
    .map((entry) => ({
      playerId: entry.player_id,
      name: entry.name,
      wonCents: detail.results.filter((r) => r.player_id === entry.player_id).reduce((sum, r) => sum + r.payout_cents, 0),
      stakeCents: entry.stake_cents ?? null,
      netCents: entry.net_cents ?? null,
    }))
    .sort((a, b) => b.wonCents - a.wonCents || (b.netCents ?? -Infinity) - (a.netCents ?? -Infinity) || a.name.localeCompare(b.name));
}

const signed = (cents: number) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents));

export function PlayerMoneySummary({ detail }: { detail: MatchPageDetail }) {
  const rows = moneySummaryRows(detail);
  if (rows.length === 0) return null;
  const anyNet = rows.some((row) => row.netCents !== null);
  const allNets = rows.every((row) => row.netCents !== null);
  return (
    <Card className="gap-3 py-4" aria-labelledby="player-money-title">
      <CardHeader>
        <CardTitle id="player-money-title" className="text-base">
          Money by player
        </CardTitle>
        <CardDescription>
          {anyNet
            ? allNets
              ? 'Won across every game of the match, paid in as buy-ins, and the net.'
              : 'Won across every game of the match. Buy-ins and nets are private: you see your own.'
            : 'Won across every game of the match. What each member paid in is private.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        <Table className="tabular-nums" aria-label={anyNet ? 'Won, paid in and net per player' : 'Won per player'}>
          <TableHeader>
            <TableRow>
              <TableHead className="px-1 sm:px-2">Player</TableHead>
              <TableHead numeric className="px-1 sm:px-2">Won</TableHead>
              {anyNet && (
                <>
                  <TableHead numeric className="px-1 sm:px-2">Paid in</TableHead>
                  <TableHead numeric className="px-1 sm:px-2">Net</TableHead>
                </>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.playerId} data-testid="player-money-row">
                <TableCell className="max-w-[6.5rem] truncate px-1 font-medium sm:max-w-[12rem] sm:px-2">{row.name}</TableCell>
                <TableCell numeric className="px-1 sm:px-2">{formatCents(row.wonCents)}</TableCell>
                {anyNet &&
                  (row.netCents === null || row.stakeCents === null ? (
                    <TableCell colSpan={2} numeric className="px-1 text-muted-foreground sm:px-2">
                      Private
                    </TableCell>
                  ) : (
                    <>
                      <TableCell numeric className="px-1 sm:px-2">{formatCents(row.stakeCents)}</TableCell>
                      <TableCell
                        numeric
                        className={cn('px-1 font-semibold sm:px-2', row.netCents > 0 && 'text-success', row.netCents < 0 && 'text-destructive')}
                      >
                        {signed(row.netCents)}
                      </TableCell>
                    </>
                  ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

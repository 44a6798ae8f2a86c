import { HandCoins, Trophy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useRecordSeasonPayout } from '../api/record-season-payout';
import { centsOrDash, type Ledger, type LedgerPlayer } from '../lib/ledger';
import { SeasonPayoutDialog } from './season-payout-dialog';

const outstandingTone = (cents: number) => (cents > 0 ? 'font-semibold text-amber-700 dark:text-amber-300' : undefined);

/**
 * The Winnings tab: what winners won, what has been handed over, what is still to hand over — per player and per
 * match. With a season chosen, each winner still owed can be settled up for the season (record_season_payout).
 */
export function LedgerWinningsTable({ ledger, season }: { ledger: Ledger; season: number | null }) {
  const [settling, setSettling] = useState<LedgerPlayer | null>(null);
  const record = useRecordSeasonPayout();
  const players = ledger.players.filter((p) => p.winnings_cents > 0 || p.paid_out_cents > 0);
  const matches = ledger.matches.filter((m) => m.paid_out_cents > 0 || m.handed_out_cents > 0);
  if (players.length === 0) return <EmptyState icon={Trophy} title="No winnings in this season yet." />;
  return (
    <div className="grid grid-cols-1 gap-4">
      {season === null && (
        <p className="text-sm text-muted-foreground">Choose a season to record a winner's season payout.</p>
      )}
      <Card className="py-2">
        <CardHeader className="px-4">
          <CardTitle className="text-base">By player</CardTitle>
        </CardHeader>
        <CardContent className="px-2 sm:px-4">
          <Table aria-label="Winnings by player">
            <TableHeader>
              <TableRow>
                <TableHead>Player</TableHead>
                <TableHead numeric>Won</TableHead>
                <TableHead numeric>Handed over</TableHead>
                <TableHead numeric>Still to hand over</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {players.map((p) => (
                <TableRow key={p.player_id}>
                  <TableCell className="font-medium">
                    <div className="flex items-center justify-between gap-2">
                      <Link to={paths.player(p.player_id)} className="hover:underline">
                        {p.name}
                      </Link>
                      {season !== null && p.winnings_outstanding_cents > 0 && (
                        <Button size="sm" variant="outline" onClick={() => setSettling(p)} aria-label={`Record season payout for ${p.name}`}>
                          <HandCoins aria-hidden />
                          <span className="hidden sm:inline">Record season payout</span>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                  <TableCell numeric>{centsOrDash(p.winnings_cents)}</TableCell>
                  <TableCell numeric>{centsOrDash(p.paid_out_cents)}</TableCell>
                  <TableCell numeric className={outstandingTone(p.winnings_outstanding_cents)}>
                    {centsOrDash(p.winnings_outstanding_cents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      {season !== null && (
        <SeasonPayoutDialog
          player={settling && { name: settling.name, outstandingCents: settling.winnings_outstanding_cents }}
          season={season}
          onOpenChange={(open) => !open && setSettling(null)}
          submitting={record.isPending}
          onSubmit={async (values) => {
            if (!settling) return;
            await record.mutateAsync({ playerId: settling.player_id, season, ...values });
            toast.success(`Season payout of ${formatCents(values.amountCents)} recorded for ${settling.name}`);
          }}
        />
      )}
      <Card className="py-2">
        <CardHeader className="px-4">
          <CardTitle className="text-base">By match</CardTitle>
        </CardHeader>
        <CardContent className="px-2 sm:px-4">
          <Table aria-label="Winnings by match">
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Match</TableHead>
                <TableHead numeric>Won</TableHead>
                <TableHead numeric>Handed over</TableHead>
                <TableHead numeric>Still to hand over</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {matches.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="num">{formatDate(m.date)}</TableCell>
                  <TableCell>
                    <Link to={paths.match(m.id)} className="hover:underline">
                      {m.name}
                    </Link>
                  </TableCell>
                  <TableCell numeric>{centsOrDash(m.paid_out_cents)}</TableCell>
                  <TableCell numeric>{centsOrDash(m.handed_out_cents)}</TableCell>
                  <TableCell numeric className={outstandingTone(m.winnings_outstanding_cents)}>
                    {centsOrDash(m.winnings_outstanding_cents)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useWinningsCorrections } from '../api/get-winnings-corrections';

/**
 * After corrections (Winnings and Settle Up tabs): for each match corrected after its winnings were handed over, each
 * player whose handed-over amount differs from what they win now — owed back to the league, or still owed to them.
 * Nothing when no such correction exists.
 */
export function WinningsCorrections({ season }: { season: number | null }) {
  const corrections = useWinningsCorrections(season);
  if (corrections.isPending) return <Skeleton className="h-24" aria-label="Loading the corrections" />;
  if (corrections.isError) {
    return <LoadError title="Could not load the corrections" error={corrections.error} onRetry={() => void corrections.refetch()} />;
  }
  const rows = corrections.data;
  if (rows.length === 0) return null;
  const owedBack = rows.reduce((sum, row) => sum + row.owed_back_cents, 0);
  const stillOwed = rows.reduce((sum, row) => sum + row.still_owed_cents, 0);
  return (
    <Card className="border-amber-300/70" aria-labelledby="winnings-corrections-title">
      <CardHeader>
        <CardTitle id="winnings-corrections-title">After corrections</CardTitle>
        <CardDescription>
          Matches corrected after their winnings were handed over. Owed back:{' '}
          <span className="num font-medium" data-testid="corrections-owed-back">
            {formatCents(owedBack)}
          </span>{' '}
          · still owed:{' '}
          <span className="num font-medium" data-testid="corrections-still-owed">
            {formatCents(stillOwed)}
          </span>
          . When a player hands money back, void their payout and record what they keep.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Owed back and still owed">
          {rows.map((row) => {
            const owesBack = row.owed_back_cents > 0;
            return (
              <li key={`${row.match_id}:${row.player_id}`} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium">{row.player_name}</span>
                  <span className="block text-xs text-muted-foreground">
                    <Link to={paths.match(row.match_id)} className="hover:underline">
                      {row.match_name}
                    </Link>{' '}
                    · <span className="num">{formatDate(row.date)}</span> ·{' '}
                    <span className="num">
                      handed over {formatCents(row.handed_over_cents)} · won {row.status === 'REOPENED' ? '— (reopened)' : formatCents(row.won_cents)}
                    </span>
                  </span>
                </span>
                <span className="flex items-center gap-2">
                  {row.status === 'REOPENED' && <Badge variant="secondary">Reopened</Badge>}
                  <span className={cn('num font-semibold', owesBack ? 'text-destructive' : 'text-success')}>
                    {owesBack ? `owed back ${formatCents(row.owed_back_cents)}` : `still owed ${formatCents(row.still_owed_cents)}`}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

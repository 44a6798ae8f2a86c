import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCents } from '@/domain/money';
import { format } from 'date-fns';
import { formatDate, toDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { RecentResult, Winning } from '../api/get-my-home';

const ordinal = (place: number) => {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th');
  return `${place}${suffix}`;
};

/** "29 Nov": the day a payout was handed over. */
const formatDayMonth = (iso: string) => format(toDate(iso), 'd MMM');

/**
 * Winnings still to collect (recorded payouts deducted; "paid 29 Nov" once handed over) and the player's last
 * results. "Won" is what results paid; "Handed over" what the treasurer recorded as given.
 */
export function WinningsCard({ winnings, toCollectCents, results }: { winnings: Winning[]; toCollectCents: number; results: RecentResult[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-gold-ink" /> Winnings and results
        </CardTitle>
        <CardDescription>The league&apos;s treasurer hands over winnings; each shows here until it is paid.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {winnings.length > 0 && (
          <section aria-labelledby="winnings-heading" className="grid gap-2">
            <h2 id="winnings-heading" className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
              Winnings
              {toCollectCents > 0 && <span className="num font-normal text-muted-foreground">{formatCents(toCollectCents)} to collect</span>}
            </h2>
            <ul className="grid gap-2 text-sm">
              {winnings.map((winning) => (
                <li key={winning.match_id} className="grid grid-cols-[1fr_auto] gap-x-3" data-testid="home-winning">
                  <Link to={paths.match(winning.match_id, 'results')} className="truncate font-medium hover:underline">
                    {winning.name}
                  </Link>
                  {winning.to_collect_cents > 0 ? (
                    <span className="num text-right font-medium text-success">{formatCents(winning.to_collect_cents)} to collect</span>
                  ) : (
                    <span className="text-right text-muted-foreground">{winning.paid_on ? `paid ${formatDayMonth(winning.paid_on)}` : 'paid'}</span>
                  )}
                  <span className="text-muted-foreground">
                    {formatDate(winning.date)} · Won {formatCents(winning.won_cents)}
                    {winning.handed_over_cents > 0 && ` · Handed over ${formatCents(winning.handed_over_cents)}`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
        {results.length === 0 ? (
          <EmptyState icon={Trophy} title="No results yet" description="Your finishes appear here once a match is final." />
        ) : (
          <section aria-labelledby="results-heading" className="grid gap-2">
            <h2 id="results-heading" className="text-sm font-semibold">
              Last results
            </h2>
            <ul className="grid gap-2 text-sm">
              {results.map((result) => (
                <li key={result.match_id} className="grid grid-cols-[1fr_auto] gap-x-3">
                  <Link to={paths.match(result.match_id, 'results')} className="truncate font-medium hover:underline">
                    {result.name}
                  </Link>
                  <span className="num text-right">{result.payout_cents > 0 ? formatCents(result.payout_cents) : '—'}</span>
                  <span className="text-muted-foreground">
                    {formatDate(result.date)}
                    {result.position !== null && ` · ${ordinal(result.position)}`}
                    {result.points !== null && ` · ${result.points} pts`}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
}

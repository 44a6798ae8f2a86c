import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { RecentResult, Winning } from '../api/get-my-home';

const ordinal = (place: number) => {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[place % 10] ?? 'th');
  return `${place}${suffix}`;
};

/** Winnings of the last final matches and the player's last results. */
export function WinningsCard({ winnings, results }: { winnings: Winning[]; results: RecentResult[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trophy aria-hidden className="size-5 text-gold-ink" /> Winnings and results
        </CardTitle>
        <CardDescription>Payouts are handed out by the league&apos;s treasurer.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {winnings.length > 0 && (
          <section aria-labelledby="winnings-heading" className="grid gap-2">
            <h2 id="winnings-heading" className="text-sm font-semibold">
              Winnings to collect
            </h2>
            <ul className="grid gap-1 text-sm">
              {winnings.map((winning) => (
                <li key={winning.match_id} className="flex justify-between gap-3">
                  <Link to={paths.match(winning.match_id, 'results')} className="truncate hover:underline">
                    {winning.name}
                  </Link>
                  <span className="num font-medium text-success">{formatCents(winning.payout_cents)}</span>
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

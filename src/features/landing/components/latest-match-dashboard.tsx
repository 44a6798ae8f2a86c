import { useDeferredValue } from 'react';
import { Trophy } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/domain/money';
import { formatDate, formatIndex } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useLeagueShowcase, type ShowcaseMatch, type ShowcasePot } from '../api/get-league-showcase';
import { SectionHeading } from './section-heading';

/** The landing page's match dashboard: the league's latest finished match, its leaders and its pots (live data). */
export function LatestMatchDashboard() {
  const showcase = useLeagueShowcase();
  // Below the fold: the board renders as a transition (sliced, yielding), not in the answer's own long task.
  const data = useDeferredValue(showcase.data);
  const latest = data?.latest_match;
  return (
    <section id="dashboard" aria-labelledby="dashboard-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="dashboard-title" eyebrow="The match dashboard" title="See the whole match at a glance">
          Standings, skins and winnings update as scores come in. Here is how the league&apos;s latest match finished.
        </SectionHeading>
        <div className="mt-12">
          {data === undefined && !showcase.isError ? (
            <Skeleton className="h-80 rounded-2xl" aria-label="Loading the latest match" />
          ) : latest ? (
            <>
              <MatchBoard match={latest} />
              <div className="mt-8 flex justify-center">
                <Button asChild variant="outline">
                  <Link to={paths.standings()}>
                    <Trophy aria-hidden /> Season Standings
                  </Link>
                </Button>
              </div>
            </>
          ) : (
            <EmptyState
              icon={Trophy}
              title={showcase.isError ? 'The latest results could not be loaded.' : 'No finished match yet.'}
              description={showcase.isError ? 'Try again in a moment.' : 'The first finished match’s standings and pots will show here.'}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function MatchBoard({ match }: { match: ShowcaseMatch }) {
  const where = [match.course_name, match.teeset_label ? `${match.teeset_label} tees` : null].filter(Boolean).join(' · ');
  const rating = match.course_rating !== null && match.course_slope !== null ? `${Number(match.course_rating).toFixed(1)} / ${match.course_slope}` : null;
  return (
    <div className="overflow-hidden rounded-2xl border bg-card shadow-lg">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b bg-forest px-4 py-4 text-forest-foreground sm:px-6">
        <div>
          <Link to={paths.match(match.id)} className="font-semibold underline-offset-4 hover:underline">
            {match.name}
          </Link>
          <p className="text-sm text-forest-foreground/75">{[where, rating].filter(Boolean).join(' · ')}</p>
        </div>
        <Badge variant="gold" className="px-2.5 py-1 text-xs">
          Final · {formatDate(match.date)}
        </Badge>
      </div>

      <div className="grid lg:grid-cols-[1fr_20rem]">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] text-sm">
            <caption className="sr-only">Leaders of {match.name}</caption>
            <thead>
              <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
                <th scope="col" className="px-4 py-3 font-medium sm:px-6">Rank</th>
                <th scope="col" className="px-2 py-3 font-medium">Name</th>
                {/* The rank follows the first figure: the server orders leaders by winnings, then points. */}
                <th scope="col" className="px-2 py-3 text-right font-medium">Total winnings</th>
                <th scope="col" className="px-2 py-3 text-right font-medium">Points</th>
                <th scope="col" className="px-2 py-3 text-right font-medium">Skins</th>
                <th scope="col" className="px-4 py-3 text-right font-medium sm:px-6">Handicap</th>
              </tr>
            </thead>
            <tbody>
              {match.leaders.map((leader, index) => (
                <tr key={leader.player_id} className="border-b last:border-0">
                  <td className="px-4 py-3 sm:px-6">
                    <span
                      className={
                        index === 0
                          ? 'inline-flex size-7 items-center justify-center rounded-full bg-gold font-semibold text-gold-foreground tabular-nums'
                          : 'inline-flex size-7 items-center justify-center rounded-full bg-muted font-medium tabular-nums'
                      }
                    >
                      {index + 1}
                    </span>
                  </td>
                  <td className="px-2 py-3 font-medium">
                    <span className="inline-flex items-center gap-1.5">
                      <Link to={paths.player(leader.player_id)} className="underline-offset-4 hover:underline">
                        {leader.name}
                      </Link>
                      {index === 0 ? <Trophy className="size-3.5 text-gold-ink" aria-label="Leader" /> : null}
                    </span>
                  </td>
                  <td className="px-2 py-3 text-right font-medium tabular-nums">{formatCents(leader.winnings_cents)}</td>
                  <td className="px-2 py-3 text-right tabular-nums">{leader.points === null ? '—' : Number(leader.points)}</td>
                  <td className="px-2 py-3 text-right tabular-nums">{leader.skins}</td>
                  <td className="px-4 py-3 text-right text-muted-foreground tabular-nums sm:px-6">{formatIndex(leader.league_index) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <aside aria-label="Pots" className="border-t bg-muted/40 p-4 sm:p-6 lg:border-t-0 lg:border-l">
          <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Pots</h3>
          <ul className="mt-4 space-y-3">
            {match.pots.map((pot) => (
              <li key={pot.game_code} className="flex items-baseline justify-between gap-3 rounded-lg border bg-card px-4 py-3">
                <span>
                  <span className="block font-medium">{pot.name}</span>
                  <span className="text-xs text-muted-foreground">{potDetail(pot)}</span>
                </span>
                <span className="font-semibold tabular-nums">{formatCents(pot.pot_cents)}</span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-baseline justify-between rounded-lg bg-forest px-4 py-3 text-forest-foreground">
            <span className="font-medium">Total pot</span>
            <span className="font-serif text-2xl font-semibold text-gold tabular-nums">{formatCents(match.total_pot_cents)}</span>
          </div>
        </aside>
      </div>
    </div>
  );
}

/** '17 players × $10.00', or 'League-funded' for a flat pot. */
function potDetail(pot: ShowcasePot): string {
  if (pot.pot_calc === 'FLAT') return 'League-funded';
  return `${pot.players} ${pot.players === 1 ? 'player' : 'players'} × ${formatCents(pot.buy_in)}`;
}

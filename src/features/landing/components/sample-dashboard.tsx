import { Eye, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatCents } from '@/domain/money';
import { SectionHeading } from './section-heading';

/*
 * Fixed demo content, allowed by the spec for the landing page only: a made-up eight-player
 * match ($20 Stableford + $10 Gross Skins each). Figures are consistent: Stableford 60/40 of
 * $160 and 4 skins at $20 pay out exactly the $240 total pot.
 */
const SAMPLE_ROWS = [
  { rank: 1, name: 'James Whitaker', points: 41, skins: 2, winningsCents: 13_600, index: '8.4' },
  { rank: 2, name: 'Marco Alvarez', points: 38, skins: 1, winningsCents: 8_400, index: '12.1' },
  { rank: 3, name: 'David Okafor', points: 36, skins: 0, winningsCents: 0, index: '5.7' },
  { rank: 4, name: 'Sven Lindqvist', points: 35, skins: 1, winningsCents: 2_000, index: '15.3' },
  { rank: 5, name: 'Ray Chen', points: 33, skins: 0, winningsCents: 0, index: '10.9' },
];

const SAMPLE_POTS = [
  { name: 'Stableford pool', detail: '8 players × $20.00', cents: 16_000 },
  { name: 'Skins pool', detail: '8 players × $10.00', cents: 8_000 },
];

export function SampleDashboard() {
  const totalCents = SAMPLE_POTS.reduce((sum, pot) => sum + pot.cents, 0);
  return (
    <section id="dashboard" aria-labelledby="dashboard-title" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="dashboard-title" eyebrow="The match dashboard" title="See the whole match at a glance">
          Standings, skins and winnings update as scores come in. Here is what a finished Saturday looks like.
        </SectionHeading>

        <div className="mt-12 overflow-hidden rounded-2xl border bg-card shadow-lg">
          <div className="flex flex-wrap items-center justify-between gap-3 border-b bg-forest px-4 py-4 text-forest-foreground sm:px-6">
            <div>
              <p className="font-semibold">Saturday Stableford &amp; Skins</p>
              <p className="text-sm text-forest-foreground/75">Heritage Oaks · Blue tees · 71.8 / 131</p>
            </div>
            <Badge variant="gold" className="gap-1.5 px-2.5 py-1 text-xs">
              <Eye aria-hidden /> Sample data — for illustration only
            </Badge>
          </div>

          <div className="grid lg:grid-cols-[1fr_20rem]">
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">Sample leaderboard (illustration, not live data)</caption>
                <thead>
                  <tr className="border-b text-left text-xs tracking-wide text-muted-foreground uppercase">
                    <th scope="col" className="px-4 py-3 font-medium sm:px-6">Rank</th>
                    <th scope="col" className="px-2 py-3 font-medium">Name</th>
                    <th scope="col" className="px-2 py-3 text-right font-medium">Points</th>
                    <th scope="col" className="px-2 py-3 text-right font-medium">Skins</th>
                    <th scope="col" className="px-2 py-3 text-right font-medium">Total winnings</th>
                    <th scope="col" className="px-4 py-3 text-right font-medium sm:px-6">Handicap</th>
                  </tr>
                </thead>
                <tbody>
                  {SAMPLE_ROWS.map((row) => (
                    <tr key={row.rank} className="border-b last:border-0">
                      <td className="px-4 py-3 sm:px-6">
                        <span
                          className={
                            row.rank === 1
                              ? 'inline-flex size-7 items-center justify-center rounded-full bg-gold font-semibold text-gold-foreground tabular-nums'
                              : 'inline-flex size-7 items-center justify-center rounded-full bg-muted font-medium tabular-nums'
                          }
                        >
                          {row.rank}
                        </span>
                      </td>
                      <td className="px-2 py-3 font-medium">
                        <span className="inline-flex items-center gap-1.5">
                          {row.name}
                          {row.rank === 1 ? <Trophy className="size-3.5 text-gold-ink" aria-label="Leader" /> : null}
                        </span>
                      </td>
                      <td className="px-2 py-3 text-right tabular-nums">{row.points}</td>
                      <td className="px-2 py-3 text-right tabular-nums">{row.skins}</td>
                      <td className="px-2 py-3 text-right font-medium tabular-nums">{formatCents(row.winningsCents)}</td>
                      <td className="px-4 py-3 text-right text-muted-foreground tabular-nums sm:px-6">HI {row.index}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <aside aria-label="Sample pots" className="border-t bg-muted/40 p-4 sm:p-6 lg:border-t-0 lg:border-l">
              <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Pots (sample)</h3>
              <ul className="mt-4 space-y-3">
                {SAMPLE_POTS.map((pot) => (
                  <li key={pot.name} className="flex items-baseline justify-between gap-3 rounded-lg border bg-card px-4 py-3">
                    <span>
                      <span className="block font-medium">{pot.name}</span>
                      <span className="text-xs text-muted-foreground">{pot.detail}</span>
                    </span>
                    <span className="font-semibold tabular-nums">{formatCents(pot.cents)}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex items-baseline justify-between rounded-lg bg-forest px-4 py-3 text-forest-foreground">
                <span className="font-medium">Total pot</span>
                <span className="font-serif text-2xl font-semibold text-gold tabular-nums">{formatCents(totalCents)}</span>
              </div>
            </aside>
          </div>
        </div>
      </div>
    </section>
  );
}

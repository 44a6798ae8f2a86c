import { Link } from 'react-router-dom';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { StandingsRow } from '@/api/standings/get-season-standings';
import { formatCents } from '@/domain/money';
import { paths } from '@/lib/paths';

const average = (value: number | null) => (value === null ? '—' : Number(value).toFixed(1));
/** The average, and the rounds it is over when some rounds had no Stableford score. */
const averageOf = (row: StandingsRow) =>
  row.avg_stableford === null ? '—' : row.stableford_rounds === row.rounds ? average(row.avg_stableford) : `${average(row.avg_stableford)} over ${row.stableford_rounds}`;

/** What each column counts (shown under the standings, and as each header's tooltip): the figures add up per row. */
export const STANDINGS_COLUMNS = [
  ['Rounds', 'Final matches of the season the player was entered in.'],
  ['Points', 'Stableford points over those rounds.'],
  ['Wins', 'Rounds finished 1st in Stableford or stroke play (a round won in both counts once).'],
  ['Top 3', 'Rounds finished in the top 3 of Stableford or stroke play, wins included: Wins ≤ Top 3 ≤ Rounds.'],
  ['Earnings', 'Winnings in every game of those rounds.'],
  ['Avg Stableford', 'Points ÷ the rounds with a Stableford score ("over 3" when that is fewer than Rounds).'],
] as const;
const explain = (label: string) => STANDINGS_COLUMNS.find(([name]) => name === label)?.[1];
const points = (value: number) => Number(value).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** The order of merit: a table from md up, one card per player on phones; each name opens the player's profile. */
export function StandingsTable({ rows, season }: { rows: StandingsRow[]; season: number | string }) {
  const label = `Standings ${season}`;
  return (
    <>
      <div className="hidden md:block">
        <Table aria-label={label}>
          <TableHeader>
            <TableRow>
              <TableHead numeric className="w-12">
                #
              </TableHead>
              <TableHead>Player</TableHead>
              <TableHead numeric title={explain('Rounds')}>Rounds</TableHead>
              <TableHead numeric title={explain('Points')}>Points</TableHead>
              <TableHead numeric title={explain('Wins')}>Wins</TableHead>
              <TableHead numeric title={explain('Top 3')}>Top 3</TableHead>
              <TableHead numeric title={explain('Earnings')}>Earnings</TableHead>
              <TableHead numeric title={explain('Avg Stableford')}>Avg Stableford</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.player_id}>
                <TableCell className="num text-right font-medium">{row.rank}</TableCell>
                <TableCell>
                  <Link to={paths.player(row.player_id)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {row.name}
                  </Link>
                </TableCell>
                <TableCell className="num text-right">{row.rounds}</TableCell>
                <TableCell className="num text-right font-semibold">{points(row.points)}</TableCell>
                <TableCell className="num text-right">{row.wins}</TableCell>
                <TableCell className="num text-right">{row.top3}</TableCell>
                <TableCell className="num text-right">{formatCents(row.earnings_cents)}</TableCell>
                <TableCell className="num text-right">{averageOf(row)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ol className="grid gap-3 md:hidden" aria-label={label}>
        {rows.map((row) => (
          <li key={row.player_id} className="rounded-lg border bg-card p-4 shadow-xs">
            <div className="flex items-baseline justify-between gap-3">
              <span className="flex min-w-0 items-baseline gap-2">
                <span className="num w-6 shrink-0 text-right font-semibold text-muted-foreground">{row.rank}</span>
                <Link to={paths.player(row.player_id)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                  {row.name}
                </Link>
              </span>
              <span className="num shrink-0 font-semibold">{points(row.points)} pts</span>
            </div>
            <dl className="mt-3 grid grid-cols-3 gap-x-3 gap-y-2 text-sm">
              <Figure label="Rounds" value={row.rounds} />
              <Figure label="Wins" value={row.wins} />
              <Figure label="Top 3" value={row.top3} />
              <Figure label="Earnings" value={formatCents(row.earnings_cents)} />
              <Figure label="Avg Stableford" value={averageOf(row)} />
            </dl>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]" aria-label="What each column counts">
        {STANDINGS_COLUMNS.map(([name, meaning]) => (
          <div key={name} className="contents">
            <dt className="font-medium text-foreground">{name}</dt>
            <dd className="mb-1 sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="num font-medium">{value}</dd>
    </div>
  );
}

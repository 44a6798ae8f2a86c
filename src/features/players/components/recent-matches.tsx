import { Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatCents } from '@/domain/money';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import type { RecentResult } from '../api/get-player-full-details';
import { groupRecentResults, type RecentMatch } from '../lib/group-recent-results';
import { explanationLines } from './result-explanation';

const GAME_NAMES: Record<string, string> = {
  STB_V2: 'Stableford v2',
  SKINS_GROSS: 'Skins (Gross)',
  SKINS_NET: 'Skins (Net)',
  NASSAU: 'Nassau',
  MATCH_PLAY: 'Match Play',
  STROKE_PLAY: 'Stroke Play',
  FOUR_BALL: 'Four-Ball Better Ball',
  TEAM_NASSAU: 'Two-Man Nassau',
};

function ordinal(n: number) {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function scoreText(result: RecentResult): string {
  const parts: string[] = [];
  if (result.points !== null && result.points !== undefined) parts.push(`${result.points} pts`);
  if (result.gameCode.startsWith('SKINS')) parts.push(`${result.skinsWon ?? 0} ${result.skinsWon === 1 ? 'skin' : 'skins'}`);
  if (result.position !== null && result.position !== undefined) parts.push(ordinal(result.position));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

function Payout({ result }: { result: RecentResult }) {
  const amount = formatCents(Number(result.payoutCents ?? 0));
  const lines = explanationLines(result.explanation);
  if (lines.length === 0) return <span className="tabular-nums">{amount}</span>;
  return (
    <Popover>
      <PopoverTrigger
        className="inline-flex min-h-9 items-center gap-1 rounded-md px-1.5 font-medium tabular-nums underline decoration-dotted underline-offset-4 outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
        aria-label={`${amount}: how this payout was calculated`}
      >
        {amount}
        <Info className="size-3.5 text-muted-foreground" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72 text-sm">
        <p className="font-medium">How this payout was calculated</p>
        <ul className="mt-2 list-disc space-y-1 pl-4 text-muted-foreground">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      </PopoverContent>
    </Popover>
  );
}

export function RecentMatches({ results }: { results: RecentResult[] }) {
  const matches = groupRecentResults(results);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent Matches</CardTitle>
        <CardDescription>The last five matches, one row each with its games. Select a payout to see how it was worked out.</CardDescription>
      </CardHeader>
      <CardContent>
        {matches.length === 0 ? (
          <EmptyState title="No results recorded yet." />
        ) : (
          <>
            <RecentList matches={matches} />
            <RecentTable matches={matches} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** A game of the match: its name, score and payout (with how it was worked out). */
function GameLine({ result }: { result: RecentResult }) {
  return (
    <li className="flex items-center justify-between gap-3">
      <span>
        {GAME_NAMES[result.gameCode] ?? result.gameCode}
        <span className="text-muted-foreground tabular-nums"> · {scoreText(result)}</span>
      </span>
      <Payout result={result} />
    </li>
  );
}

/** Phones: one block per match instead of a table. */
function RecentList({ matches }: { matches: RecentMatch[] }) {
  return (
    <ul className="grid grid-cols-1 divide-y md:hidden" aria-label="Recent matches">
      {matches.map((match) => (
        <li key={match.matchId} className="py-3 first:pt-0 last:pb-0">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link to={paths.match(match.matchId)} className="font-medium break-words text-primary underline-offset-4 hover:underline">
                {match.matchName}
              </Link>
              <p className="text-sm text-muted-foreground">{formatDate(match.date)}</p>
            </div>
            <span className="shrink-0 font-medium tabular-nums">{formatCents(match.payoutCents)}</span>
          </div>
          <ul className="mt-1 grid gap-0.5 text-sm" aria-label={`Games of ${match.matchName}`}>
            {match.games.map((result) => (
              <GameLine key={result.gameCode} result={result} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function RecentTable({ matches }: { matches: RecentMatch[] }) {
  return (
    <div className="hidden md:block">
      <Table aria-label="Recent matches">
        <TableHeader>
          <TableRow>
            <TableHead>Date</TableHead>
            <TableHead>Match</TableHead>
            <TableHead>Games</TableHead>
            <TableHead className="text-right">Earnings</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {matches.map((match) => (
            <TableRow key={match.matchId} className="align-top">
              <TableCell className="tabular-nums">{formatDate(match.date)}</TableCell>
              <TableCell>
                <Link to={paths.match(match.matchId)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {match.matchName}
                </Link>
              </TableCell>
              <TableCell>
                <ul className="grid gap-0.5" aria-label={`Games of ${match.matchName}`}>
                  {match.games.map((result) => (
                    <GameLine key={result.gameCode} result={result} />
                  ))}
                </ul>
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">{formatCents(match.payoutCents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

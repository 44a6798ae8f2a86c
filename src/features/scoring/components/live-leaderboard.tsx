import { TrophyIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { HOLE_COUNT } from '@/domain/scorecard';
import { cn } from '@/lib/utils';
import type { MatchScoreState } from '../lib/use-match-score';

export type LiveLeaderboardProps = {
  state: MatchScoreState;
  names: ReadonlyMap<string, string>;
  isFinal: boolean;
  className?: string;
};

/** Rank, name, holes played, gross, net and Stableford points, straight from scoreMatch. */
export function LiveLeaderboard({ state, names, isFinal, className }: LiveLeaderboardProps) {
  return (
    <Card className={cn('gap-3 py-4', className)} aria-labelledby="live-leaderboard-title">
      <CardHeader className="gap-1">
        <CardTitle id="live-leaderboard-title" className="flex items-center gap-2 text-base">
          <TrophyIcon className="size-4 text-gold-ink" aria-hidden="true" />
          Live Leaderboard
        </CardTitle>
        <CardDescription>
          {isFinal ? 'Final standings by Stableford points.' : 'Stableford points, updated as scores come in.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-3">
        {state.status === 'loading' && (
          <div className="flex flex-col gap-2 px-2" aria-label="Loading leaderboard">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        )}
        {state.status === 'problem' && (
          <Alert variant="warning">
            <AlertTitle>The leaderboard cannot be computed</AlertTitle>
            <AlertDescription>{state.problem}</AlertDescription>
          </Alert>
        )}
        {state.status === 'ready' && state.score.leaderboard.length === 0 && (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">No players have entered this match yet.</p>
        )}
        {state.status === 'ready' && state.score.leaderboard.length > 0 && (
          <Table aria-labelledby="live-leaderboard-title" className="tabular-nums">
            <TableHeader>
              <TableRow>
                <TableHead className="w-8 px-1.5 text-center">#</TableHead>
                <TableHead className="px-1.5">Player</TableHead>
                <TableHead className="px-1.5 text-right" title="Holes played">
                  <abbr title="Holes played" className="no-underline">Thru</abbr>
                </TableHead>
                <TableHead className="px-1.5 text-right">Gross</TableHead>
                <TableHead className="px-1.5 text-right">Net</TableHead>
                <TableHead className="px-1.5 text-right">
                  <abbr title="Stableford points" className="no-underline">Pts</abbr>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {state.score.leaderboard.map((row) => {
                const played = row.holesPlayed > 0;
                return (
                  <TableRow key={row.playerId} data-testid="leaderboard-row">
                    <TableCell className="px-1.5 text-center font-semibold">
                      <span className={cn(row.rank === 1 && played && 'rounded-sm bg-gold/25 px-1.5 py-0.5 text-gold-ink')}>{row.rank}</span>
                    </TableCell>
                    <TableCell className="max-w-[7.5rem] truncate px-1.5 font-medium">{names.get(row.playerId) ?? 'Unknown player'}</TableCell>
                    <TableCell className="px-1.5 text-right text-muted-foreground">{row.holesPlayed === HOLE_COUNT ? 'F' : row.holesPlayed}</TableCell>
                    <TableCell className="px-1.5 text-right">{played ? row.grossTotal : '—'}</TableCell>
                    <TableCell className="px-1.5 text-right">{played ? row.netTotal : '—'}</TableCell>
                    <TableCell className="px-1.5 text-right font-semibold">{row.stablefordPoints}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

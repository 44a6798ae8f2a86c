import { AlertTriangle, CheckCircle2, Scale } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ordinal, plural } from '@/domain/format';
import { formatCents } from '@/domain/money';
import type { GameCode } from '@/domain/types';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useTeamSettlementReport, type SettledFigures, type TeamSettlementMatch } from '../api/get-team-settlement-report';

const GAME_NAMES: Partial<Record<GameCode, string>> = { MATCH_PLAY: 'Match Play', FOUR_BALL: 'Four-Ball Better Ball', TEAM_NASSAU: 'Two-Man Nassau' };

/** '1st · 1 pt · $12.00', 'unplaced · $0.00', 'no result'. */
export function figuresText(figures: SettledFigures | null): string {
  if (figures === null) return 'no result';
  const place = figures.position === null ? 'unplaced' : ordinal(figures.position);
  const points = figures.points === null ? '' : ` · ${figures.points} ${figures.points === 1 ? 'pt' : 'pts'}`;
  return `${place}${points} · ${formatCents(figures.payout_cents)}`;
}

function MatchChanges({ match }: { match: TeamSettlementMatch }) {
  return (
    <li className="grid grid-cols-1 gap-2 rounded-md border p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Link to={paths.match(match.match_id, 'results')} className="font-medium text-primary hover:underline">
          {match.name}
        </Link>
        <span className="text-sm text-muted-foreground">{formatDate(match.date)}</span>
      </p>
      {match.problem !== null && <p className="text-sm text-destructive">Could not be recomputed: {match.problem}</p>}
      {match.changes.length > 0 && (
        <ul className="grid grid-cols-1 gap-1.5 text-sm" aria-label={`Changes in ${match.name}`}>
          {match.changes.map((change) => (
            <li key={`${change.game_code}:${change.player_id}`} className="grid grid-cols-1 gap-0.5 sm:grid-cols-[minmax(0,12rem)_minmax(0,10rem)_1fr] sm:gap-3">
              <span className="font-medium">{change.player_name}</span>
              <span className="text-muted-foreground">{GAME_NAMES[change.game_code] ?? change.game_code}</span>
              <span>
                <span className="line-through decoration-muted-foreground">{figuresText(change.stored)}</span>
                <span aria-hidden> → </span>
                <span className="sr-only"> would be </span>
                <span className="font-medium">{figuresText(change.recomputed)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {match.seeding_tie_without_draw && (
        <p className="text-sm text-muted-foreground">
          Its bracket had sides level on handicap and exact index and was finalized before draws were recorded: that tie was settled by an internal id.
        </p>
      )}
    </li>
  );
}

/**
 * The one-off report of DESIGN rule 37 for the admin: which finalized matches' stored match-play and team-game
 * results would change under the end-of-play rule. It lists them; it never rewrites them — the admin reopens and
 * finalizes a match again to correct it.
 */
export function TeamSettlementReportCard() {
  const [asked, setAsked] = useState(false);
  const report = useTeamSettlementReport(asked);
  const listed = report.data?.matches ?? [];

  return (
    <Card data-testid="team-settlement-report">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Scale className="size-5" aria-hidden />
          Match play and team games: settled at the end of play
        </CardTitle>
        <CardDescription>
          Final results now concede a hole a side has no score on (halved when neither has one), a side with no card forfeits
          (W/O), a Two-Man Nassau team&apos;s winnings are added before the partners split them, and bracket ties go to the exact
          index, then a recorded draw. Check which finalized matches&apos; stored results would change. Nothing is rewritten: to
          correct a match, reopen it and finalize it again.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {report.isError && (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden />
            <AlertTitle>The check failed</AlertTitle>
            <AlertDescription>{report.error.message}</AlertDescription>
          </Alert>
        )}
        {report.data && listed.length === 0 && (
          <p className="flex items-center gap-2 text-sm" role="status">
            <CheckCircle2 className="size-4 text-primary" aria-hidden />
            {report.data.checked === 0
              ? 'No finalized match has match play or a team game.'
              : report.data.checked === 1
                ? 'The one finalized match with match play or a team game holds under the rule.'
                : `All ${plural(report.data.checked, 'finalized match', 'finalized matches')} with match play or a team game hold under the rule.`}
          </p>
        )}
        {listed.length > 0 && (
          <>
            <p className="text-sm" role="status">
              {plural(listed.length, 'match', 'matches')} of {report.data?.checked} would settle differently:
            </p>
            <ul className="grid grid-cols-1 gap-3">
              {listed.map((match) => (
                <MatchChanges key={match.match_id} match={match} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
      <CardFooter>
        <Button variant="outline" disabled={report.isFetching} onClick={() => (asked ? void report.refetch() : setAsked(true))}>
          {report.isFetching ? <Spinner aria-label="Checking finalized matches" /> : null}
          {report.data ? 'Check again' : 'Check finalized matches'}
        </Button>
      </CardFooter>
    </Card>
  );
}

import { ArrowLeftIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { MatchStatusBadge } from '@/features/matches/components/match-badges';
import { AdminPage } from '@/features/admin-dashboard/components/admin-page';
import { useLiveMatchDetail } from '@/features/scoring/api/get-live-match-detail';
import { ResultsEditor } from '@/features/scoring/components/results-editor';
import { ResultsSummary } from '@/features/scoring/components/results-summary';
import { ScoreEntryPanel } from '@/features/scoring/components/score-entry-panel';
import { formatLongDate } from '@/lib/format';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';
import { printSettleSheet } from '@/app/print/print-settle-sheet';

/** /admin/matches/{id}/results: scores, live leaderboard, per-game results with payouts, finalize/reopen. */
export default function AdminMatchResultsPage() {
  const { id = '' } = useParams();
  const asAdmin = useIsAdmin();
  const query = useLiveMatchDetail(id, asAdmin);
  const [scoresUnsaved, setScoresUnsaved] = useState(false);

  if (query.isPending) {
    return (
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8" aria-label="Loading match results">
        <Skeleton className="h-10 w-72" />
        <div className="grid gap-3 sm:grid-cols-3">
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
          <Skeleton className="h-24" />
        </div>
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <Alert variant="destructive">
          <AlertTitle>Could not load this match</AlertTitle>
          <AlertDescription>
            <p>{query.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  const detail = query.data;
  if (!detail) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-8">
        <EmptyState
          title="Match not found"
          action={
            <Button asChild variant="outline">
              <Link to={paths.matches()}>Back to Matches</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const { match } = detail;
  return (
    <AdminPage
      title={
        <span className="flex flex-wrap items-center gap-3">
          {match.name}
          {match.is_final ? (
            <MatchStatusBadge match={match} />
          ) : (
            <Badge variant="secondary" className="text-sm">
              Not finalized
            </Badge>
          )}
        </span>
      }
      description={[formatLongDate(match.date), match.course_name, detail.teeset ? `${detail.teeset.label} tees` : null]
        .filter(Boolean)
        .join(' · ')}
      actions={
        <Button asChild variant="outline">
          <Link to={paths.match(match.id)}>
            <ArrowLeftIcon aria-hidden="true" />
            Back to Match
          </Link>
        </Button>
      }
    >
      <ResultsSummary detail={detail} />
      <ScoreEntryPanel detail={detail} onUnsavedChange={setScoresUnsaved} />
      <ResultsEditor detail={detail} scoresUnsaved={scoresUnsaved} onPrintSettleSheet={() => void printSettleSheet(detail)} />
    </AdminPage>
  );
}

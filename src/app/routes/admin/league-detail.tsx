import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { ReactNode } from 'react';
import { useLeaguesAdmin, type LeagueOverview } from '@/features/leagues/api/get-leagues-admin';
import { LeagueDetailView } from '@/features/leagues/components/league-detail-view';
import { paths } from '@/lib/paths';

/** /admin/leagues/{leagueId} — a league's seasons and members. */
export default function AdminLeagueDetailPage() {
  const { leagueId = '' } = useParams();
  return <LeaguePage leagueId={leagueId}>{(league) => <LeagueDetailView league={league} />}</LeaguePage>;
}

/** A page about one league: loading, error and not-found states around what it shows of the league. */
export function LeaguePage({ leagueId, children }: { leagueId: string; children: (league: LeagueOverview) => ReactNode }) {
  const leagues = useLeaguesAdmin();
  const league = leagues.data?.find((candidate) => candidate.id === leagueId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {leagues.isPending ? (
        <div className="grid gap-6" aria-busy="true" aria-label="Loading league">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-10 w-72 max-w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : leagues.isError ? (
        <LoadError title="Could not load the league" error={leagues.error} onRetry={() => void leagues.refetch()} />
      ) : !league ? (
        <EmptyState
          icon={SearchXIcon}
          title={<span role="heading" aria-level={1}>League not found</span>}
          description="It may have been deleted, or the link is wrong."
          action={
            <Button asChild variant="outline">
              <Link to={paths.leagues()}>
                <ArrowLeftIcon aria-hidden="true" />
                Back to Leagues
              </Link>
            </Button>
          }
        />
      ) : (
        children(league)
      )}
    </div>
  );
}

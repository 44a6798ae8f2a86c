import { useDeferredValue } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useMatchesList } from '@/api/matches/get-matches-list';
import { PastMatches } from '@/features/matches/components/past-matches';
import { UpcomingMatches } from '@/features/matches/components/upcoming-matches';
import { UPCOMING_PAGE_PARAM, upcomingMatchesPage } from '@/features/matches/lib/list-params';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';
import { usePageParam } from '@/lib/use-page-param';

export default function MatchesPage() {
  const isAdmin = useIsAdmin();
  // The same query as the Upcoming list (one request): Past matches wait for it, so the upcoming page
  // never pushes an already painted Past card down the page (a layout shift a phone user feels).
  const [upcomingPage] = usePageParam(UPCOMING_PAGE_PARAM);
  // Deferred as the Upcoming list renders its answer (useDeferredValue there too): both show in the same render.
  const upcoming = useMatchesList(upcomingMatchesPage(upcomingPage));
  const upcomingSettled = useDeferredValue(upcoming.data) !== undefined || upcoming.isError;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title="Matches"
        description="Where wagers meet fairways."
        actions={
          isAdmin ? (
            <Button asChild variant="gold">
              <Link to={paths.newMatch()}>
                <Plus aria-hidden /> Create Match
              </Link>
            </Button>
          ) : null
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Upcoming Matches</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <UpcomingMatches />
        </CardContent>
      </Card>
      {upcomingSettled && (
        <Card className="mt-6">
          <CardHeader>
            <CardTitle>
              <h2>Past matches</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <PastMatches />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

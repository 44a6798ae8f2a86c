import { useDeferredValue } from 'react';
import { Plus, SearchXIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LeagueSwitch } from '@/components/league-switch';
import { PageHeader } from '@/components/ui/page-header';
import { useMatchesList } from '@/api/matches/get-matches-list';
import { PastMatches } from '@/features/matches/components/past-matches';
import { UpcomingMatches } from '@/features/matches/components/upcoming-matches';
import { UPCOMING_PAGE_PARAM, upcomingMatchesPage } from '@/features/matches/lib/list-params';
import { useMatchesLeague } from '@/features/matches/lib/use-matches-league';
import { ListSkeleton } from '@/features/matches/components/upcoming-matches';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';
import { usePageParam } from '@/lib/use-page-param';

/** /matches, and /l/<slug>/matches for one league's (DESIGN rule 25). */
export default function MatchesPage() {
  const isAdmin = useIsAdmin();
  const league = useMatchesLeague();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeader
        title={league.league ? `${league.league.name}: matches` : 'Matches'}
        description="Where wagers meet fairways."
        actions={
          <>
            {league.choices.length > 1 && (
              <LeagueSwitch
                leagues={league.choices}
                slug={league.league?.slug ?? null}
                pathFor={(slug) => (slug ? paths.leagueMatches(slug) : paths.matches())}
              />
            )}
            {isAdmin && (
              <Button asChild variant="gold">
                <Link to={paths.newMatch()}>
                  <Plus aria-hidden /> Create Match
                </Link>
              </Button>
            )}
          </>
        }
      />
      {league.unknown ? (
        <EmptyState
          icon={SearchXIcon}
          title="League not found"
          description="The address names no league of the club."
          action={
            <Button asChild variant="outline">
              <Link to={paths.matches()}>All matches</Link>
            </Button>
          }
        />
      ) : !league.ready ? (
        <ListSkeleton label="Loading matches" />
      ) : (
        <MatchLists leagueId={league.leagueId} leagueNames={league.names} />
      )}
    </div>
  );
}

function MatchLists({ leagueId, leagueNames }: { leagueId: string | null; leagueNames: Record<string, string> | undefined }) {
  // The same query as the Upcoming list (one request): Past matches wait for it, so the upcoming page
  // never pushes an already painted Past card down the page (a layout shift a phone user feels).
  const [upcomingPage] = usePageParam(UPCOMING_PAGE_PARAM);
  // Deferred as the Upcoming list renders its answer (useDeferredValue there too): both show in the same render.
  const upcoming = useMatchesList(upcomingMatchesPage(upcomingPage, leagueId));
  const upcomingSettled = useDeferredValue(upcoming.data) !== undefined || upcoming.isError;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Upcoming Matches</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <UpcomingMatches leagueId={leagueId} leagueNames={leagueNames} />
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
            <PastMatches leagueId={leagueId} leagueNames={leagueNames} />
          </CardContent>
        </Card>
      )}
    </>
  );
}

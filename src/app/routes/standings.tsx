import { Trophy } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSeasonStandings, type SeasonStandings } from '@/api/standings/get-season-standings';
import { LeaguePicker } from '@/features/standings/components/league-picker';
import { SeasonPicker } from '@/features/standings/components/season-picker';
import { StandingsTable } from '@/features/standings/components/standings-table';
import { paths } from '@/lib/paths';

/** ?season=2025 → 2025; anything else → the latest season with a final match. */
function seasonParam(value: string | null): number | null {
  return value && /^\d{4}$/.test(value) ? Number(value) : null;
}

export default function StandingsPage() {
  const [params, setParams] = useSearchParams();
  const standings = useSeasonStandings(seasonParam(params.get('season')));
  const data = standings.data;
  const changeSeason = (season: number) =>
    setParams(season === data?.seasons[0] ? {} : { season: String(season) }, { replace: true, preventScrollReset: true });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Season Standings"
        description="The order of merit from the season's final matches: Stableford points, wins, top-three finishes and earnings."
        actions={
          <>
            <LeaguePicker slug={null} />
            {data && data.season !== null && data.seasons.length > 0 && (
              <SeasonPicker seasons={data.seasons} value={data.season} onChange={changeSeason} />
            )}
          </>
        }
      />
      {standings.isPending ? (
        <Skeleton className="h-96 rounded-xl" aria-label="Loading the standings" />
      ) : standings.isError ? (
        <LoadError title="The standings could not be loaded." error={standings.error} onRetry={() => void standings.refetch()} />
      ) : (
        <StandingsContent data={standings.data} loading={standings.isPlaceholderData} />
      )}
    </div>
  );
}

function StandingsContent({ data, loading }: { data: SeasonStandings; loading: boolean }) {
  if (data.season === null) {
    return (
      <EmptyState
        icon={Trophy}
        title="No finished matches yet."
        description="The standings fill in once the first match of the season is final."
        action={
          <Button asChild variant="outline">
            <Link to={paths.matches()}>See the matches</Link>
          </Button>
        }
      />
    );
  }
  return (
    <Card aria-busy={loading}>
      <CardHeader>
        <CardTitle>{data.season} season</CardTitle>
        <CardDescription>
          {data.matches === 1 ? '1 final match' : `${data.matches} final matches`}. Ranked by points, then wins. Select a name to open the
          player&apos;s profile.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.standings.length === 0 ? (
          <EmptyState icon={Trophy} title={`No final matches in ${data.season}.`} description="Pick another season." />
        ) : (
          <StandingsTable rows={data.standings} season={data.season} />
        )}
      </CardContent>
    </Card>
  );
}

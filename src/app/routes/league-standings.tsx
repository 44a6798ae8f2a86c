import { SearchXIcon, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagues } from '@/api/leagues/get-leagues';
import { useLeagueStandings, type LeagueSeason, type LeagueStandings } from '@/api/standings/get-league-standings';
import { LeaguePicker } from '@/features/standings/components/league-picker';
import { StandingsTable } from '@/features/standings/components/standings-table';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';

/** /l/<slug>/standings: one league's order of merit for one of its seasons (?season=<id>; default its latest). */
export default function LeagueStandingsPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const leagues = useLeagues();
  const league = leagues.data?.find((candidate) => candidate.slug === slug);
  const standings = useLeagueStandings(league?.id, params.get('season'));
  const data = standings.data;
  const changeSeason = (seasonId: string) => setParams({ season: seasonId }, { replace: true, preventScrollReset: true });

  if (leagues.data && !league) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
        <EmptyState
          icon={SearchXIcon}
          title={<span role="heading" aria-level={1}>League not found</span>}
          description="The address names no league of the club."
          action={
            <Button asChild variant="outline">
              <Link to={paths.standings()}>The club&apos;s standings</Link>
            </Button>
          }
        />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={league ? `${league.name} standings` : 'Standings'}
        description="The league's order of merit from the season's final matches: Stableford points, wins, top-three finishes and earnings."
        actions={
          <>
            <LeaguePicker slug={slug} />
            {data?.season && <LeagueSeasonPicker seasons={data.seasons} value={data.season.id} onChange={changeSeason} />}
          </>
        }
      />
      {leagues.isError ? (
        <LoadError title="The standings could not be loaded." error={leagues.error} onRetry={() => void leagues.refetch()} />
      ) : standings.isError ? (
        <LoadError title="The standings could not be loaded." error={standings.error} onRetry={() => void standings.refetch()} />
      ) : !data ? (
        <Skeleton className="h-96 rounded-xl" aria-label="Loading the standings" />
      ) : (
        <LeagueStandingsContent data={data} loading={standings.isPlaceholderData} />
      )}
    </div>
  );
}

function LeagueSeasonPicker({ seasons, value, onChange }: { seasons: LeagueSeason[]; value: string; onChange: (id: string) => void }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Season</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {seasons.map((season) => (
            <SelectItem key={season.id} value={season.id}>
              {season.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function LeagueStandingsContent({ data, loading }: { data: LeagueStandings; loading: boolean }) {
  if (!data.season) {
    return <EmptyState icon={Trophy} title="No seasons yet." description="The league's standings start with its first season." />;
  }
  return (
    <Card aria-busy={loading}>
      <CardHeader>
        <CardTitle>
          Season {data.season.name}
          {data.season.closed ? ': final standings' : ''}
        </CardTitle>
        <CardDescription>
          {formatDate(data.season.first_day)} – {formatDate(data.season.last_day)} ·{' '}
          {data.matches === 1 ? '1 final match' : `${data.matches} final matches`}. Ranked by points, then wins. Select a name to open the
          player&apos;s profile.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {data.standings.length === 0 ? (
          <EmptyState icon={Trophy} title={`No final matches in season ${data.season.name} yet.`} description="Pick another season." />
        ) : (
          <StandingsTable rows={data.standings} season={`${data.league.name} ${data.season.name}`} />
        )}
      </CardContent>
    </Card>
  );
}

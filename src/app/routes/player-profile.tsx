import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, UserX } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useHandicapLogs } from '@/features/handicap/api/get-handicap-logs';
import { usePublishIndex } from '@/features/handicap/api/publish-index';
import { PlayerHandicapAlerts } from '@/features/handicap/components/handicap-alerts';
import { HandicapLogsCard } from '@/features/handicap/components/handicap-logs-card';
import { StartingIndexCard } from '@/features/handicap/components/starting-index-card';
import { SuggestedIndexCard } from '@/features/handicap/components/suggested-index-card';
import { suggestionFor } from '@/features/handicap/utils/suggestion';
import { usePlayerDetails, type PlayerDetails } from '@/features/players/api/get-player-full-details';
import { playerKeys } from '@/api/players/keys';
import { handicapMethodOf } from '@/api/settings/handicap-settings';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { PlayerInfoCard } from '@/features/players/components/player-info-card';
import { PendingApprovalBanner, PlayerProfileHeader } from '@/features/players/components/player-profile-header';
import { PlayerSessionsCard } from '@/features/players/components/player-sessions-card';
import { PlayerStats } from '@/features/players/components/player-stats';
import { RecentMatches } from '@/features/players/components/recent-matches';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';

// Below the fold and only for players with rounds: kept out of the page's first chunk.
const DifferentialChart = lazy(() => import('@/features/handicap/components/differential-chart'));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default function PlayerProfilePage() {
  const { id = '' } = useParams();
  if (!UUID.test(id)) return <PlayerNotFound />;
  return <PlayerProfile key={id} playerId={id} />;
}

function PlayerProfile({ playerId }: { playerId: string }) {
  const details = usePlayerDetails(playerId);
  // Started next to the details (same query as ProfileContent's), so the page needs one round trip, not two.
  useHandicapLogs(playerId);
  const player = details.data;

  if (details.isPending) {
    return (
      <p className="flex min-h-[40vh] items-center justify-center gap-2 text-muted-foreground">
        <Spinner aria-hidden /> Loading player profile...
      </p>
    );
  }
  if (details.error) {
    return (
      <Page>
        <Alert variant="destructive">
          <AlertTitle>The profile could not be loaded.</AlertTitle>
          <AlertDescription>
            <p>{details.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void details.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </Page>
    );
  }
  if (!player) return <PlayerNotFound />;
  return <ProfileContent player={player} />;
}

function ProfileContent({ player }: { player: PlayerDetails }) {
  const isAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const logs = useHandicapLogs(player.id);
  const method = handicapMethodOf(usePublicSettings().data);
  const suggestion = useMemo(() => suggestionFor(logs.data ?? [], method), [logs.data, method]);
  const refreshPlayer = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: playerKeys.detail(player.id) }),
      queryClient.invalidateQueries({ queryKey: playerKeys.lists() }),
    ]);
  const publish = usePublishIndex({ onPublished: refreshPlayer });
  const canManage = player.is_owner || isAdmin;
  const ownerPending = player.is_owner && player.status === 'PENDING';
  const logCount = logs.data?.length ?? 0;

  // Once per visit of this page: thank a freshly registered owner.
  const thanked = useRef(false);
  useEffect(() => {
    if (!ownerPending || thanked.current) return;
    thanked.current = true;
    toast.success('Thanks! Your request is pending approval.');
  }, [ownerPending]);

  return (
    <Page>
      <PlayerProfileHeader player={player} />
      {ownerPending ? <PendingApprovalBanner /> : null}
      <PlayerStats player={player} />
      <PlayerHandicapAlerts playerId={player.id} enabled={isAdmin} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <RecentMatches results={player.last5_results ?? []} />
          <HandicapLogsCard
            playerId={player.id}
            logs={logs.data}
            isPending={logs.isPending}
            error={logs.error}
            onRetry={() => void logs.refetch()}
            usedIds={suggestion.usedIds}
            notes={suggestion.notes}
            canManage={canManage}
            isAdmin={isAdmin}
          />
          {logCount > 0 && logs.data ? (
            <Card>
              <CardHeader>
                <CardTitle>Differentials over time</CardTitle>
                <CardDescription>Each round&apos;s differential, with the suggested and published index.</CardDescription>
              </CardHeader>
              <CardContent>
                <Suspense fallback={<Skeleton className="aspect-[64/22] w-full" />}>
                  <DifferentialChart
                    logs={logs.data}
                    usedIds={suggestion.usedIds}
                    suggested={suggestion.value}
                    published={player.league_index === null ? null : Number(player.league_index)}
                  />
                </Suspense>
              </CardContent>
            </Card>
          ) : null}
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <PlayerInfoCard player={player} canEdit={canManage} />
          {player.is_owner ? <PlayerSessionsCard /> : null}
          {isAdmin ? (
            <StartingIndexCard
              playerName={player.name}
              playerId={player.id}
              index={player.league_index === null ? null : Number(player.league_index)}
              source={player.index_source}
              onSaved={refreshPlayer}
            />
          ) : null}
          {logCount > 0 ? (
            <SuggestedIndexCard
              suggestion={suggestion}
              publishedIndex={player.league_index === null ? null : Number(player.league_index)}
              canPublish={isAdmin}
              onPublish={() => publish.mutate(player.id)}
              publishing={publish.isPending}
            />
          ) : null}
        </div>
      </div>
    </Page>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <Button asChild variant="ghost" className="-ml-3 w-fit">
        <Link to={paths.players()}>
          <ArrowLeft aria-hidden /> Back to Players
        </Link>
      </Button>
      {children}
    </div>
  );
}

function PlayerNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <UserX className="size-10 text-gold-ink" aria-hidden />
      <h1 className="text-2xl font-semibold">Player not found</h1>
      <Button asChild variant="forest">
        <Link to={paths.players()}>
          <ArrowLeft aria-hidden /> Back to Players
        </Link>
      </Button>
    </section>
  );
}

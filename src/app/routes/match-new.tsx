import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateMatch } from '@/features/matches/api/create-match';
import { useGameCatalog } from '@/api/game-catalog/get-game-catalog';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { CreateMatchForm } from '@/features/matches/components/create-match-form';
import { LoadError } from '@/components/load-error';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { useIsAdmin } from '@/lib/session';
import { paths } from '@/lib/paths';

export default function MatchNewPage() {
  const isAdmin = useIsAdmin();
  // The server refuses create_match without an admin session: visitors get the PIN prompt instead.
  if (!isAdmin) return <Navigate to={paths.home()} replace state={{ adminPrompt: true, from: paths.newMatch() }} />;
  return <CreateMatchScreen />;
}

function CreateMatchScreen() {
  const navigate = useNavigate();
  const catalog = useGameCatalog();
  const settings = usePublicSettings();
  const leagues = useLeagues();
  const createMatch = useCreateMatch();

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-2">
        <Link to={paths.matches()}>
          <ArrowLeft aria-hidden /> Back to Matches
        </Link>
      </Button>
      <PageHeader title="Create New Match" description="Pick the course, set the details and choose the games." />
      {catalog.isError ? (
        <LoadError title="Could not load the game catalog" error={catalog.error} onRetry={() => void catalog.refetch()} />
      ) : catalog.isPending || settings.isPending || leagues.isPending ? (
        <div className="grid gap-6 lg:grid-cols-3" aria-busy="true" aria-label="Loading">
          <div className="grid gap-6 lg:col-span-2">
            <Skeleton className="h-56" />
            <Skeleton className="h-72" />
          </div>
          <Skeleton className="h-48" />
        </div>
      ) : (
        <CreateMatchForm
          catalog={catalog.data}
          leagues={activeLeagues(leagues.data)}
          defaultBuyIns={settings.data?.defaultBuyIns ?? {}}
          submitting={createMatch.isPending}
          onCancel={() => navigate(paths.matches())}
          onSubmit={(payload) =>
            createMatch.mutate(payload, {
              onSuccess: (matchId) => {
                toast.success('Match created successfully');
                navigate(paths.match(matchId));
              },
            })
          }
        />
      )}
    </div>
  );
}

import { ClipboardCheck, UserPlus, UserRound } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { usePendingCount, type StatusFilter } from '@/api/players/get-players-public';
import { PlayerRoster } from '@/features/players/components/player-roster';
import { paramOfSort, sortFromParam } from '@/features/players/lib/roster-sorts';
import { isStatusFilter } from '@/features/players/lib/status-filters';
import { paths } from '@/lib/paths';
import { useCurrentPlayerId, useIsAdmin } from '@/lib/session';

export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter: StatusFilter = isStatusFilter(status) ? status : 'ACTIVE';
  const sort = sortFromParam(params.get('sort'));
  const isAdmin = useIsAdmin();
  const playerId = useCurrentPlayerId();
  const pending = usePendingCount();
  const pendingCount = pending.data ?? 0;

  // Both live in the URL (?status=ALL&sort=index), so a sorted roster can be shared and survives a reload.
  const changeParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  const changeFilter = (next: StatusFilter) => changeParam('status', next === 'ACTIVE' ? null : next);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title="Players & Roster"
        description="Manage league membership and handicaps."
        actions={
          <>
            {!isAdmin ? null : pending.isPending ? (
              // Keeps the button's place while the count loads, so the header does not shift when it appears.
              <span aria-hidden className="invisible inline-flex h-9 w-44" />
            ) : pendingCount > 0 ? (
              <Button asChild variant="goldOutline">
                <Link to={paths.pendingPlayers()}>
                  <ClipboardCheck aria-hidden /> Review Pending ({pendingCount})
                </Link>
              </Button>
            ) : null}
            {playerId ? (
              <Button asChild variant="outline">
                <Link to={paths.profile()}>
                  <UserRound aria-hidden /> My Profile
                </Link>
              </Button>
            ) : (
              <Button asChild variant="gold">
                <Link to={paths.signup()}>
                  <UserPlus aria-hidden /> Join League
                </Link>
              </Button>
            )}
          </>
        }
      />
      <PlayerRoster filter={filter} onFilterChange={changeFilter} sort={sort} onSortChange={(next) => changeParam('sort', paramOfSort(next))} />
    </div>
  );
}

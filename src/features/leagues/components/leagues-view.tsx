import { ArchiveIcon, ArchiveRestoreIcon, CalendarRangeIcon, MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { LoadError } from '@/components/load-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDeleteLeague, useSetLeagueStatus } from '../api/league-mutations';
import { useLeaguesAdmin, type LeagueOverview } from '../api/get-leagues-admin';
import { LeagueFormDialog } from './league-form-dialog';

/** /admin/leagues (DESIGN rule 25): the club's leagues with their members, requests and current season. */
export function LeaguesView() {
  const leagues = useLeaguesAdmin();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LeagueOverview | null>(null);

  return (
    <>
      <PageHeader
        title="Leagues"
        description="The club's leagues: each has its own members, seasons, matches and settings. People, handicaps and courses are the club's."
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add League
          </Button>
        }
      />
      {leagues.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true" aria-label="Loading leagues">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      ) : leagues.isError ? (
        <LoadError title="Could not load the leagues" error={leagues.error} onRetry={() => void leagues.refetch()} />
      ) : leagues.data.length === 0 ? (
        <EmptyState icon={TrophyIcon} title="No leagues yet" description="Add the club's first league." />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Leagues">
          {leagues.data.map((league) => (
            <li key={league.id}>
              <LeagueCard league={league} onEdit={() => setEditing(league)} canArchive={canArchive(leagues.data, league)} />
            </li>
          ))}
        </ul>
      )}
      <LeagueFormDialog open={adding} onOpenChange={setAdding} />
      <LeagueFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} league={editing ?? undefined} />
    </>
  );
}

/** The club keeps one active league (the server says so too). */
const canArchive = (all: LeagueOverview[], league: LeagueOverview) =>
  league.status === 'ACTIVE' && all.some((other) => other.id !== league.id && other.status === 'ACTIVE');

function LeagueCard({ league, onEdit, canArchive }: { league: LeagueOverview; onEdit: () => void; canArchive: boolean }) {
  const setStatus = useSetLeagueStatus();
  const remove = useDeleteLeague();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const current = league.seasons.find((season) => season.id === league.current_season_id);
  const archived = league.status === 'ARCHIVED';

  return (
    <Card className={archived ? 'opacity-75' : undefined}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle className="flex flex-wrap items-center gap-2">
            <Link to={paths.league(league.id)} className="hover:underline">
              {league.name}
            </Link>
            {archived && <Badge variant="secondary">Archived</Badge>}
          </CardTitle>
          <CardDescription className="font-mono text-xs">/l/{league.slug}</CardDescription>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" aria-label={`Actions for ${league.name}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={onEdit}>
              <PencilIcon aria-hidden="true" />
              Edit
            </DropdownMenuItem>
            {archived ? (
              <DropdownMenuItem onSelect={() => setStatus.mutate({ leagueId: league.id, status: 'ACTIVE' })}>
                <ArchiveRestoreIcon aria-hidden="true" />
                Restore
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem disabled={!canArchive} onSelect={() => setStatus.mutate({ leagueId: league.id, status: 'ARCHIVED' })}>
                <ArchiveIcon aria-hidden="true" />
                Archive
              </DropdownMenuItem>
            )}
            {league.matches === 0 && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => setConfirmingDelete(true)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-4 gap-2 text-center">
          <Stat label="Members" value={league.active_members} />
          <Stat label="Requests" value={league.pending_members} highlight={league.pending_members > 0} />
          <Stat label="Subs" value={league.subs} />
          <Stat label="Matches" value={league.matches} />
        </dl>
        <p className="flex items-center gap-2 text-sm">
          <CalendarRangeIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {current ? (
            <span>
              Season <span className="font-medium">{current.name}</span>: {formatDate(current.first_day)} – {formatDate(current.last_day)}
            </span>
          ) : (
            <span className="text-muted-foreground">No season covers today: open one before adding matches.</span>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={paths.league(league.id)}>Seasons and members</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.leagueSettings(league.id)}>Settings</Link>
          </Button>
        </div>
      </CardContent>
      <ConfirmDeleteDialog
        open={confirmingDelete}
        title={`Delete ${league.name}?`}
        description="The league has no matches. Its seasons, member list and settings are deleted with it."
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate({ leagueId: league.id });
        }}
      />
    </Card>
  );
}

function Stat({ label, value, highlight = false }: { label: string; value: number; highlight?: boolean }) {
  return (
    <div className={highlight ? 'rounded-md bg-warning/15 py-1' : 'py-1'}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="num text-lg font-semibold">{value}</dd>
    </div>
  );
}

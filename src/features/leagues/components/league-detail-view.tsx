import { ArrowLeftIcon, CalendarPlusIcon, LockIcon, LockOpenIcon, PencilIcon, SettingsIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { formatDate } from '@/lib/format';
import { todayIso } from '@/lib/payment-methods';
import { paths } from '@/lib/paths';
import { useDeleteSeason, useSetSeasonClosed } from '../api/league-mutations';
import type { LeagueOverview, SeasonRow } from '../api/get-leagues-admin';
import { nextSeasonDraft, type SeasonDraft } from '../lib/next-season';
import { LeagueMembersCard } from './league-members-card';
import { CloseSeasonDialog } from './close-season-dialog';
import { SeasonFormDialog } from './season-form-dialog';

/** /admin/leagues/{leagueId}: a league's seasons (open, edit, delete an empty one) and its members. */
export function LeagueDetailView({ league }: { league: LeagueOverview }) {
  const today = todayIso(new Date(), useLeagueTimeZone());
  const [seasonTarget, setSeasonTarget] = useState<(SeasonDraft & { id?: string }) | null>(null);
  const [deleting, setDeleting] = useState<SeasonRow | null>(null);
  const deleteSeason = useDeleteSeason();
  const setClosed = useSetSeasonClosed();
  const [closing, setClosing] = useState<SeasonRow | null>(null);

  return (
    <div className="grid gap-6">
      <Link
        to={paths.leagues()}
        className="inline-flex min-h-11 w-fit items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground md:min-h-0"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        Back to Leagues
      </Link>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
            {league.name}
            {league.status === 'ARCHIVED' && <Badge variant="secondary">Archived</Badge>}
          </h1>
          <p className="font-mono text-sm text-muted-foreground">/l/{league.slug}</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.leagueSettings(league.id)}>
            <SettingsIcon aria-hidden="true" />
            League Settings
          </Link>
        </Button>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Card>
          <CardHeader className="flex flex-row items-start justify-between gap-3">
            <div>
              <CardTitle>Seasons</CardTitle>
              <CardDescription>Every match lies inside one season of its league; seasons never overlap.</CardDescription>
            </div>
            <Button size="sm" onClick={() => setSeasonTarget(nextSeasonDraft(league.seasons, today))}>
              <CalendarPlusIcon aria-hidden="true" />
              Open Season
            </Button>
          </CardHeader>
          <CardContent>
            {league.seasons.length === 0 ? (
              <p className="text-sm text-muted-foreground">No seasons yet: open the first one before adding matches.</p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Season</TableHead>
                    <TableHead>Days</TableHead>
                    <TableHead className="text-right">Matches</TableHead>
                    <TableHead>
                      <span className="sr-only">Actions</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {league.seasons.map((season) => (
                    <TableRow key={season.id}>
                      <TableCell className="font-medium">
                        {season.name}
                        {season.id === league.current_season_id && (
                          <Badge variant="success" className="ml-2">
                            Current
                          </Badge>
                        )}
                        {season.closed_at && (
                          <Badge variant="secondary" className="ml-2">
                            Closed
                          </Badge>
                        )}
                      </TableCell>
                      <TableCell className="text-sm whitespace-nowrap">
                        {formatDate(season.first_day)} – {formatDate(season.last_day)}
                      </TableCell>
                      <TableCell className="num text-right">{season.matches}</TableCell>
                      <TableCell className="text-right whitespace-nowrap">
                        {season.closed_at ? (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Reopen season ${season.name}`}
                            onClick={() => setClosed.mutate({ seasonId: season.id, name: season.name, closed: false })}
                          >
                            <LockOpenIcon aria-hidden="true" />
                          </Button>
                        ) : (
                          season.matches > 0 && (
                            <Button variant="ghost" size="icon" aria-label={`Close season ${season.name}`} onClick={() => setClosing(season)}>
                              <LockIcon aria-hidden="true" />
                            </Button>
                          )
                        )}
                        <Button
                          variant="ghost"
                          size="icon"
                          disabled={season.closed_at !== null}
                          aria-label={`Edit season ${season.name}`}
                          onClick={() => setSeasonTarget({ id: season.id, name: season.name, firstDay: season.first_day, lastDay: season.last_day })}
                        >
                          <PencilIcon aria-hidden="true" />
                        </Button>
                        {season.matches === 0 && (
                          <Button variant="ghost" size="icon" aria-label={`Delete season ${season.name}`} onClick={() => setDeleting(season)}>
                            <Trash2Icon aria-hidden="true" />
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
        <LeagueMembersCard league={league} />
      </div>

      <SeasonFormDialog
        open={seasonTarget !== null}
        onOpenChange={(open) => !open && setSeasonTarget(null)}
        league={league}
        season={seasonTarget ?? { name: '', firstDay: '', lastDay: '' }}
      />
      <CloseSeasonDialog
        season={closing}
        onCancel={() => setClosing(null)}
        onConfirm={(season) => {
          setClosing(null);
          setClosed.mutate({ seasonId: season.id, name: season.name, closed: true });
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={`Delete season ${deleting?.name ?? ''}?`}
        description="The season has no matches."
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteSeason.mutate({ seasonId: deleting.id });
          setDeleting(null);
        }}
      />
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { teeSheetKeys, useTeeSheet, type TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { matchStartInstant } from '@/lib/match-time';
import { useCurrentPlayerId } from '@/lib/session';
import { entrantsOf } from '../lib/draft';
import { PartnerPicker } from './partner-picker';
import type { TeeSheetPrintActions } from './tee-sheet-editor';
import { TeeSheetView } from './tee-sheet-view';

// The editor (drafts, drag and drop, auto-build) is admins' code: a chunk of its own.
const TeeSheetEditor = lazy(() => import('./tee-sheet-editor').then((module) => ({ default: module.TeeSheetEditor })));
const TeamsCard = lazy(() => import('./teams-card').then((module) => ({ default: module.TeamsCard })));

type Props = {
  matchId: string;
  matchDate: string;
  isAdmin: boolean;
  /** Final or called off: the sheet is shown, not edited. */
  closed: boolean;
  /** The entrants' ids: when the field changes (a late entry is placed, a withdrawal), the sheet is read again. */
  entrantIds: string[];
  printActions: (sheet: TeeSheet) => TeeSheetPrintActions;
};

/** The match page's "Tee Sheet": admins build and e-mail it; everyone sees the saved groups. */
export function TeeSheetSection({ matchId, matchDate, isAdmin, closed, entrantIds, printActions }: Props) {
  const sheet = useTeeSheet(matchId);
  const me = useCurrentPlayerId();
  const timeZone = useLeagueTimeZone();
  // When the page opened: enough to tell whether the match has started (the server decides at the call).
  const [openedAt] = useState(() => Date.now());
  useRefetchWhenFieldChanges(matchId, entrantIds.join(','));

  if (sheet.isPending) return <Skeleton className="h-40" aria-label="Loading the tee sheet" />;
  if (sheet.isError) return <LoadError title="Could not load the tee sheet" error={sheet.error} onRetry={() => void sheet.refetch()} />;
  const data = sheet.data;
  if (!data) return null;
  const editing = isAdmin && !closed;
  const entrants = entrantsOf(data);
  const mine = me ? entrants.get(me) : undefined;
  // An entrant asks for a partner until the match starts (the server checks the same).
  const asking = !editing && !closed && mine !== undefined && openedAt < matchStartInstant(matchDate, data.start_time, timeZone).getTime();
  // Visitors see the sheet once it has groups.
  if (!editing && !asking && data.groups.length === 0) return null;

  const mode = data.start_mode === 'SHOTGUN' ? 'starting holes' : 'tee times';
  // Admins form teams of two while the match has a team game (or teams left from one).
  const teams = editing && ((data.team_games ?? []).length > 0 || (data.teams ?? []).length > 0);
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Tee Sheet</h2>
          </CardTitle>
          <CardDescription>
            {editing
              ? `Groups of up to 5 with ${mode} and a marker each. Players see the saved groups here; late entries join a group with a free place.`
              : `Groups and ${mode}. The marker keeps the group's card.`}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {editing ? (
            <Suspense fallback={<Skeleton className="h-40" aria-label="Loading the tee sheet editor" />}>
              <TeeSheetEditor sheet={data} matchDate={matchDate} {...printActions(data)} />
            </Suspense>
          ) : (
            <div className="grid grid-cols-1 gap-4">
              {data.groups.length > 0 ? (
                <TeeSheetView sheet={data} matchDate={matchDate} highlightPlayerId={me} />
              ) : (
                <p className="text-sm text-muted-foreground">The groups are not out yet.</p>
              )}
              {asking && mine && (
                <div className="grid gap-1.5 rounded-lg border bg-muted/40 p-3 sm:max-w-sm">
                  <span className="text-sm font-medium">
                    Ask to play with
                  </span>
                  <PartnerPicker matchId={matchId} player={mine} entrants={[...entrants.values()]} label="Ask to play with" />
                  <span className="text-xs text-muted-foreground">The organizer keeps requested partners together when building the groups.</span>
                </div>
              )}
            </div>
          )}
        </CardContent>
      </Card>
      {teams && (
        <Suspense fallback={<Skeleton className="h-40" aria-label="Loading the teams" />}>
          <TeamsCard sheet={data} />
        </Suspense>
      )}
    </>
  );
}

function useRefetchWhenFieldChanges(matchId: string, field: string) {
  const queryClient = useQueryClient();
  const seen = useRef(field);
  useEffect(() => {
    if (seen.current === field) return;
    seen.current = field;
    void queryClient.invalidateQueries({ queryKey: teeSheetKeys.match(matchId) });
  }, [field, matchId, queryClient]);
}

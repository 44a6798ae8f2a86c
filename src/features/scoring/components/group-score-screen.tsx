import { formatDate } from '@/lib/format';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2Icon, ChevronLeftIcon, ChevronRightIcon, CloudOffIcon, CloudUploadIcon, FlagIcon, LockIcon, UsersIcon } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import type { TeeSheet, TeeSheetGroup } from '@/api/tee-sheet/get-tee-sheet';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { useCurrentPlayerId } from '@/lib/session';
import { syncPendingHoles } from '../api/save-hole-scores';
import { useGroupRound, type GroupRow } from '../hooks/use-group-round';
import { stepHole, tapScore, type GroupChoice, type Tap } from '../lib/group-round';
import { addPending, countPending, notYetSavedLabel, usePendingScores } from '../lib/pending-scores';
import { registerServiceWorker } from '../lib/register-sw';
import { FINALIZED_BEFORE_SYNC_MESSAGE, type SyncReport } from '../lib/score-queue';
import { useOnline } from '../lib/use-online';
import { usePendingScoresSync } from '../lib/use-pending-scores-sync';
import { GroupAttestList } from './group-attest-list';
import { GroupCardGrid } from './group-card-grid';
import { HolePlayerRow } from './hole-player-row';

/** A hole's scores go to the server this long after the last tap on it (or at once on leaving the hole). */
export const HOLE_SAVE_DELAY_MS = 1_500;
/** A horizontal swipe this long (px) turns the hole. */
const SWIPE_PX = 60;

/** Sync toasts on this screen: saves are shown by the status line, so only what needs attention toasts. */
function announceHoleSync(report: SyncReport) {
  if (report.finalized) toast.warning(FINALIZED_BEFORE_SYNC_MESSAGE);
  for (const failure of report.failed) toast.error(`Failed to save scorecard: ${failure.message}`);
}

export const groupLabel = (group: Pick<TeeSheetGroup, 'number' | 'tee_time' | 'start_hole'>) =>
  `Group ${group.number}${group.tee_time ? ` · ${group.tee_time.slice(0, 5)}` : group.start_hole ? ` · starts on hole ${group.start_hole}` : ''}`;

type Props = {
  detail: MatchDetail;
  sheet: TeeSheet | null;
  requestedGroupId: string | null;
  onPickGroup: (groupId: string) => void;
};

/**
 * Round day's main screen (issue 16): the group's scores hole by hole. The marker (or an admin, who
 * picks a group) enters every player's score; a player enters their own. Each tap is queued on the
 * device at once (never lost, survives a reload) and sent with one save_hole_scores per hole.
 */
export function GroupScoreScreen({ detail, sheet, requestedGroupId, onPickGroup }: Props) {
  const matchId = detail.match.id;
  const viewerId = useCurrentPlayerId();
  const pending = usePendingScores(matchId);
  useEffect(() => registerServiceWorker(), []);
  usePendingScoresSync(matchId, syncPendingHoles, announceHoleSync);
  const round = useGroupRound({ detail, sheet, pending, viewerId, requestedGroupId });

  if (round.status === 'loading') return <Skeleton className="h-96" aria-label="Loading the group" />;
  if (round.status === 'problem') {
    return (
      <Alert variant="destructive">
        <AlertDescription>{round.problem}</AlertDescription>
      </Alert>
    );
  }
  if (round.status === 'none') {
    return (
      <EmptyState
        icon={UsersIcon}
        title="No group to score"
        description={
          detail.is_admin ? 'Build the tee sheet first: groups appear here once players are placed.' : 'Only the players entered in this match score its cards.'
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      {detail.is_admin && sheet && sheet.groups.length > 0 && (
        <GroupPicker groups={sheet.groups} value={round.choice.group?.id ?? ''} onPick={onPickGroup} />
      )}
      <RoundNotice detail={detail} choice={round.choice} />
      <GroupRound
        // A new group opens on its own first open hole.
        key={round.choice.group?.id ?? 'own-card'}
        matchId={matchId}
        rows={round.rows}
        pars={round.pars}
        strokeIndexes={round.strokeIndexes}
        order={round.order}
        openHole={round.openHole}
        pendingCount={detail.match.is_final ? 0 : countPending(pending)}
      />
    </div>
  );
}

function GroupPicker({ groups, value, onPick }: { groups: readonly TeeSheetGroup[]; value: string; onPick: (id: string) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="score-group">Group</Label>
      <Select value={value} onValueChange={onPick}>
        <SelectTrigger id="score-group" className="w-full sm:w-72">
          <SelectValue placeholder="Pick a group" />
        </SelectTrigger>
        <SelectContent>
          {groups.map((group) => (
            <SelectItem key={group.id} value={group.id}>
              {groupLabel(group)} ({group.players.length})
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function RoundNotice({ detail, choice }: { detail: MatchDetail; choice: GroupChoice }) {
  const { match } = detail;
  const message = match.is_final
    ? MATCH_FINALIZED_MESSAGE
    : match.cancelled_at
      ? 'This match has been called off. It takes no scores.'
      : match.status === 'DRAFT'
        ? `Scores can be entered from the match day (${formatDate(match.date)}).`
        : choice.role === 'visitor'
          ? "You are viewing this group's card: its players, its marker and admins enter the scores."
          : choice.role === 'player'
            ? "You keep your own card; your group's marker can enter it too."
            : null;
  if (!message) return null;
  return (
    <Alert>
      {match.is_final && <LockIcon aria-hidden="true" />}
      <AlertDescription className="text-foreground">{message}</AlertDescription>
    </Alert>
  );
}

type RoundProps = {
  matchId: string;
  rows: GroupRow[];
  pars: number[];
  strokeIndexes: number[];
  order: number[];
  openHole: number;
  pendingCount: number;
};

function GroupRound({ matchId, rows, pars, strokeIndexes, order, openHole, pendingCount }: RoundProps) {
  const queryClient = useQueryClient();
  const [hole, setHole] = useState(openHole);
  const online = useOnline();
  const attestRef = useRef<HTMLDivElement>(null);
  const swipeFrom = useRef<{ x: number; y: number } | null>(null);

  // The latest values for the stable tap handler (rows re-render only when their own props change).
  const latest = useRef({ rows, hole, pars });
  useLayoutEffect(() => {
    latest.current = { rows, hole, pars };
  });

  const timer = useRef<number | undefined>(undefined);
  const syncNow = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    syncPendingHoles(matchId, queryClient)
      .then(announceHoleSync)
      .catch((error: unknown) => toast.error(`Failed to save scorecard: ${error instanceof Error ? error.message : String(error)}`));
  }, [matchId, queryClient]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onTap = useCallback(
    (playerId: string, tap: Tap) => {
      const { rows: current, hole: at, pars: holePars } = latest.current;
      const row = current.find((r) => r.player.player_id === playerId);
      if (!row?.access.writable) return;
      addPending(matchId, playerId, { [at]: tapScore(row.holes[at], holePars[at] ?? 4, tap) });
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(syncNow, HOLE_SAVE_DELAY_MS);
    },
    [matchId, syncNow],
  );

  const goTo = useCallback(
    (next: number) => {
      if (timer.current !== undefined) syncNow();
      setHole(next);
    },
    [syncNow],
  );

  const last = order[order.length - 1];
  const isLast = hole === last;
  const next = () => {
    if (!isLast) return goTo(stepHole(order, hole, 1));
    if (timer.current !== undefined) syncNow();
    attestRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const previous = () => goTo(stepHole(order, hole, -1));
  const jump = useCallback(
    (target: number) => {
      goTo(target);
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    [goTo],
  );

  const par = pars[hole] ?? 4;
  const played = order.indexOf(hole) + 1;

  return (
    <>
      <section
        aria-labelledby="hole-title"
        className="flex touch-pan-y flex-col gap-3"
        onTouchStart={(event) => {
          const touch = event.touches[0];
          swipeFrom.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={(event) => {
          const from = swipeFrom.current;
          const touch = event.changedTouches[0];
          swipeFrom.current = null;
          if (!from || !touch) return;
          const dx = touch.clientX - from.x;
          const dy = touch.clientY - from.y;
          if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 1.5 * Math.abs(dy)) return;
          if (dx < 0) goTo(stepHole(order, hole, 1));
          else goTo(stepHole(order, hole, -1));
        }}
      >
        <div className="flex items-center justify-between gap-2 rounded-lg bg-forest px-4 py-3 text-forest-foreground">
          <div>
            <h2 id="hole-title" className="text-3xl leading-none font-bold">
              Hole {hole + 1}
            </h2>
            <p className="mt-1 text-sm">
              Par <span className="font-semibold">{par}</span> · Stroke index <span className="font-semibold">{strokeIndexes[hole]}</span>
            </p>
          </div>
          <p className="self-start text-right text-sm">
            {played} of {order.length}
          </p>
        </div>
        <SyncStatus online={online} pendingCount={pendingCount} />

        <ul className="flex flex-col gap-2" aria-label={`Scores on hole ${hole + 1}`}>
          {rows.map((row) => (
            <HolePlayerRow
              key={row.player.player_id}
              playerId={row.player.player_id}
              name={row.player.name}
              holeNumber={hole + 1}
              par={par}
              strokes={row.holes[hole] ?? null}
              received={row.strokes[hole] ?? 0}
              net={row.net[hole] ?? null}
              points={row.points[hole] ?? 0}
              totalPoints={row.stablefordPoints}
              thru={row.holesPlayed}
              unsaved={row.unsaved.has(hole)}
              writable={row.access.writable}
              attested={row.attested}
              onTap={onTap}
            />
          ))}
        </ul>

        <nav aria-label="Holes" className="sticky bottom-0 z-20 -mx-4 flex gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
          <Button type="button" variant="outline" className="h-12 flex-1" onClick={previous}>
            <ChevronLeftIcon aria-hidden="true" />
            Previous hole
          </Button>
          <Button type="button" variant="forest" className="h-12 flex-1 text-base" onClick={next}>
            {isLast ? (
              <>
                <FlagIcon aria-hidden="true" />
                Finish round
              </>
            ) : (
              <>
                Next hole
                <ChevronRightIcon aria-hidden="true" />
              </>
            )}
          </Button>
        </nav>
      </section>

      <GroupCardGrid rows={rows} pars={pars} current={hole} onJump={jump} />

      <div ref={attestRef} className="scroll-mt-20">
        <GroupAttestList matchId={matchId} rows={rows} />
      </div>
    </>
  );
}

function SyncStatus({ online, pendingCount }: { online: boolean; pendingCount: number }) {
  if (pendingCount === 0) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
        <CheckCircle2Icon className="size-4 text-success" aria-hidden="true" />
        All scores saved
      </p>
    );
  }
  const scores = notYetSavedLabel(pendingCount);
  return (
    <p className="flex items-center gap-1.5 rounded-md bg-warning/30 px-2 py-1 text-sm font-medium text-warning-foreground" role="status">
      {online ? <CloudUploadIcon className="size-4" aria-hidden="true" /> : <CloudOffIcon className="size-4" aria-hidden="true" />}
      {online ? scores : `Offline · ${scores}, kept on this phone`}
    </p>
  );
}

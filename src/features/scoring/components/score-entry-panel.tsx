import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheckIcon, ChevronLeftIcon, ChevronRightIcon, CloudOffIcon, DownloadIcon, LockIcon, SaveIcon, UsersIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import type { ScoredPlayer } from '@/domain/types';
import { useCurrentPlayerId, useIsAdmin } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useAttestScorecard } from '../api/attest-scorecard';
import { useLiveMatchDetail } from '../api/get-live-match-detail';
import { matchKeys } from '@/api/matches/keys';
import { useSaveScorecards } from '../api/save-scorecards';
import { cardAccess, type CardAccess } from '../lib/card-access';
import { FINALIZED_BEFORE_SYNC_MESSAGE, queueScores, SaveScorecardsError } from '../lib/score-queue';
import { usePendingScoresSync } from '../lib/use-pending-scores-sync';
import { savedHoles, type Holes } from '@/domain/engine-input';
import { applyPatch, countPending, readPending, usePendingScores, type HolePatch } from '../lib/pending-scores';
import { registerServiceWorker } from '../lib/register-sw';
import { scorecardsFileName, scorecardsToCsv } from '@/lib/scorecard-csv';
import { ImportScorecardsDialog } from '@/components/import-scorecards-dialog';
import { useMatchScore } from '../lib/use-match-score';
import { CardHistoryDialog } from './card-history-dialog';
import { LiveLeaderboard } from './live-leaderboard';
import { PlayerScorecard, type HoleHint } from './player-scorecard';
import { downloadTextFile } from '@/lib/download';

export const FINAL_LOCKED_MESSAGE = 'This match has been finalized. Results are locked and can only be viewed.';

export type ScoreEntryPanelProps = {
  detail: MatchDetail;
  /** Told whether edits or offline scores are not on the server yet (the results page waits for them). */
  onUnsavedChange?: (unsaved: boolean) => void;
};

/** Typed text per player and hole (0-based); only holes the user touched. */
type Drafts = Record<string, Record<number, string>>;

type CardView = { values: string[]; holes: Holes; invalid: Set<number>; patch: HolePatch };

const scoreText = (score: number | null) => (score === null ? '' : String(score));

function parseCell(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,2}$/.test(trimmed)) return 'invalid';
  const n = Number(trimmed);
  return n >= 1 && n <= 12 ? n : 'invalid';
}

function cardView(base: Holes, drafts: Record<number, string> | undefined): CardView {
  const values = base.map(scoreText);
  const holes = [...base];
  const invalid = new Set<number>();
  const patch: HolePatch = {};
  for (const [key, text] of Object.entries(drafts ?? {})) {
    const hole = Number(key);
    values[hole] = text;
    const parsed = parseCell(text);
    if (parsed === 'invalid') {
      invalid.add(hole);
      holes[hole] = null;
    } else {
      holes[hole] = parsed;
      if (parsed !== base[hole]) patch[key] = parsed;
    }
  }
  return { values, holes, invalid, patch };
}

/**
 * Score entry for a match: a scorecard per entered player (one at a time on phones), Save with an
 * offline queue, CSV import/export, and the live leaderboard beside it, all scored by scoreMatch
 * from the values on screen (unsaved edits included). Read-only for visitors and once final.
 */
export function ScoreEntryPanel({ detail: given, onUnsavedChange }: ScoreEntryPanelProps) {
  const matchId = given.match.id;
  const asAdmin = useIsAdmin();
  const viewerId = useCurrentPlayerId();
  const queryClient = useQueryClient();
  const live = useLiveMatchDetail(matchId, asAdmin, given);
  const detail = live.data ?? given;

  // The page refetched its own copy (or changed the match): that copy is at least as fresh.
  const lastGiven = useRef(given);
  useEffect(() => {
    if (lastGiven.current === given) return;
    lastGiven.current = given;
    queryClient.setQueryData(matchKeys.live(matchId, asAdmin), given);
  }, [given, matchId, asAdmin, queryClient]);

  useEffect(() => registerServiceWorker(), []);
  usePendingScoresSync(matchId);
  const pending = usePendingScores(matchId);
  const pendingCount = countPending(pending);

  const [drafts, setDrafts] = useState<Drafts>({});
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const saveMutation = useSaveScorecards();
  const attestMutation = useAttestScorecard(matchId);

  const isFinal = detail.match.is_final;
  const readOnly = isFinal || !detail.can_enter_scores;
  const entries = detail.entries;
  const isAttested = (playerId: string) => detail.scorecards.some((card) => card.player_id === playerId && card.attested_at !== null);

  // What the viewer may do with each card (the server decides; this only avoids offering what it refuses).
  const access = useMemo(() => {
    const map = new Map<string, CardAccess>();
    for (const entry of entries) {
      const card = cardAccess({
        isAdmin: detail.is_admin,
        viewerId,
        playerId: entry.player_id,
        savedHoles: savedHoles(detail, entry.player_id),
        attested: detail.scorecards.some((c) => c.player_id === entry.player_id && c.attested_at !== null),
        isFinal: readOnly,
        matchDayReached: detail.match.status !== 'DRAFT',
      });
      map.set(entry.player_id, card);
    }
    return map;
  }, [entries, detail, viewerId, readOnly]);
  const anyWritable = [...access.values()].some((card) => card.writable);

  const views = useMemo(() => {
    const map = new Map<string, CardView>();
    for (const entry of entries) {
      const base = applyPatch(savedHoles(detail, entry.player_id), isFinal ? undefined : pending[entry.player_id]);
      map.set(entry.player_id, cardView(base, access.get(entry.player_id)?.writable ? drafts[entry.player_id] : undefined));
    }
    return map;
  }, [entries, detail, pending, drafts, access, isFinal]);

  const cards = useMemo(() => Object.fromEntries([...views].map(([id, view]) => [id, view.holes])), [views]);
  const scoreState = useMatchScore(detail, { cards });
  const scoredById = useMemo(
    () => new Map<string, ScoredPlayer>(scoreState.status === 'ready' ? scoreState.score.players.map((p) => [p.id, p]) : []),
    [scoreState],
  );
  const names = useMemo(() => new Map(entries.map((e) => [e.player_id, e.name])), [entries]);
  const hints: HoleHint[] | null = detail.teeset
    ? detail.teeset.par_by_hole.map((par, i) => ({ par, strokeIndex: detail.teeset?.stroke_index_by_hole[i] ?? 0 }))
    : null;

  const changes = Object.fromEntries([...views].filter(([, view]) => Object.keys(view.patch).length > 0).map(([id, view]) => [id, view.patch]));
  const changedCount = Object.keys(changes).length;
  const invalidCount = [...views.values()].reduce((total, view) => total + view.invalid.size, 0);
  const unsaved = anyWritable && (changedCount > 0 || invalidCount > 0);

  useEffect(() => {
    onUnsavedChange?.(unsaved || (!isFinal && pendingCount > 0));
  }, [unsaved, pendingCount, isFinal, onUnsavedChange]);

  const selected = entries.find((e) => e.player_id === selectedId) ?? entries[0];
  const selectedIndex = selected ? entries.indexOf(selected) : -1;

  const setCell = (playerId: string, hole: number, text: string) =>
    setDrafts((current) => ({ ...current, [playerId]: { ...current[playerId], [hole]: text } }));

  const save = () => {
    queueScores(matchId, changes);
    setDrafts({});
    saveMutation.mutate(matchId, {
      onSuccess: (report) => {
        if (report.finalized) toast.warning(FINALIZED_BEFORE_SYNC_MESSAGE);
        else if (report.offline) {
          const waiting = countPending(readPending(matchId));
          toast.info(`You're offline. ${waiting} ${waiting === 1 ? 'score' : 'scores'} waiting to sync; they are kept on this device.`);
        } else toast.success('Scorecard updated successfully');
      },
      onError: (error) => {
        if (!(error instanceof SaveScorecardsError)) return;
        // Give the refused edits back to the card so they can be corrected.
        setDrafts((current) => {
          const next = { ...current };
          for (const failure of error.failures) {
            const restored = { ...next[failure.playerId] };
            for (const [hole, score] of Object.entries(failure.patch)) restored[Number(hole)] = scoreText(score);
            next[failure.playerId] = restored;
          }
          return next;
        });
      },
    });
  };

  const exportCsv = () =>
    downloadTextFile(
      scorecardsFileName(detail.match.name),
      scorecardsToCsv(entries.map((e) => ({ player_id: e.player_id, name: e.name, holes: views.get(e.player_id)?.holes ?? [] }))),
    );

  const dropDrafts = (playerIds: string[]) =>
    setDrafts((current) => Object.fromEntries(Object.entries(current).filter(([id]) => !playerIds.includes(id))));

  return (
    <section aria-labelledby="score-entry-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="score-entry-title" className="text-lg font-semibold">
            Score Entry
          </h2>
          {!isFinal && pendingCount > 0 && (
            <Badge variant="secondary" role="status">
              <CloudOffIcon aria-hidden="true" />
              {pendingCount} {pendingCount === 1 ? 'score' : 'scores'} waiting to sync
            </Badge>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {detail.is_admin && !isFinal && entries.length > 0 && (
            <ImportScorecardsDialog label="Import CSV" matchId={matchId} onImported={dropDrafts} />
          )}
          <Button variant="outline" onClick={exportCsv} disabled={entries.length === 0}>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>

      {isFinal && (
        <Alert>
          <LockIcon aria-hidden="true" />
          <AlertDescription className="text-foreground">{FINAL_LOCKED_MESSAGE}</AlertDescription>
        </Alert>
      )}
      {!isFinal && !detail.can_enter_scores && (
        <p className="text-sm text-muted-foreground">Scores can be entered by admins and by the players entered in this match.</p>
      )}
      {!isFinal && detail.can_enter_scores && !detail.is_admin && (
        <p className="text-sm text-muted-foreground">
          {detail.match.status === 'DRAFT' ? 'Scores can be entered from the match day.' : "You keep your own card; the other players' cards are read-only."}
        </p>
      )}

      {entries.length === 0 ? (
        <EmptyState icon={UsersIcon} title="No players have entered this match yet." description="Scorecards appear here once players are added." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-4">
            {entries.length > 1 && (
              <div className="flex items-end gap-2 md:hidden">
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Previous player"
                  disabled={selectedIndex <= 0}
                  onClick={() => setSelectedId(entries[selectedIndex - 1]?.player_id ?? null)}
                >
                  <ChevronLeftIcon />
                </Button>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <Label htmlFor="scorecard-player">
                    Player {selectedIndex + 1} of {entries.length}
                  </Label>
                  <Select value={selected?.player_id} onValueChange={setSelectedId}>
                    <SelectTrigger id="scorecard-player" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {entries.map((e) => (
                        <SelectItem key={e.player_id} value={e.player_id}>
                          {e.name}
                          {changes[e.player_id] ? ' •' : ''}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label="Next player"
                  disabled={selectedIndex >= entries.length - 1}
                  onClick={() => setSelectedId(entries[selectedIndex + 1]?.player_id ?? null)}
                >
                  <ChevronRightIcon />
                </Button>
              </div>
            )}

            {entries.map((entry) => {
              const view = views.get(entry.player_id);
              const card = access.get(entry.player_id);
              if (!view || !card) return null;
              const attested = isAttested(entry.player_id);
              // Attest what the server has: nothing typed, queued or invalid on this card.
              const settled = !changes[entry.player_id] && !pending[entry.player_id] && view.invalid.size === 0;
              return (
                <PlayerScorecard
                  key={entry.player_id}
                  className={entry.player_id === selected?.player_id ? undefined : 'hidden md:flex'}
                  playerId={entry.player_id}
                  name={entry.name}
                  leagueIndex={entry.league_index}
                  hints={hints}
                  values={view.values}
                  invalid={view.invalid}
                  scored={scoredById.get(entry.player_id) ?? null}
                  readOnly={!card.writable}
                  onChange={(hole, text) => setCell(entry.player_id, hole, text)}
                  actions={
                    (attested || card.canAttest || card.canSeeHistory) && (
                      <>
                        {attested && (
                          <Badge variant="success">
                            <BadgeCheckIcon aria-hidden="true" />
                            Attested
                          </Badge>
                        )}
                        {card.canAttest && (
                          <Button
                            size="sm"
                            disabled={!settled || attestMutation.isPending}
                            onClick={() => attestMutation.mutate(undefined, { onSuccess: () => toast.success('Card attested') })}
                          >
                            <BadgeCheckIcon aria-hidden="true" />
                            {attestMutation.isPending ? 'Attesting...' : 'Attest my card'}
                          </Button>
                        )}
                        {card.canSeeHistory && <CardHistoryDialog matchId={matchId} playerId={entry.player_id} name={entry.name} />}
                      </>
                    )
                  }
                />
              );
            })}

            {anyWritable && (
              <div
                className={cn(
                  'z-10 flex items-center justify-end gap-3 rounded-lg border bg-background/95 px-3 py-2 shadow-sm backdrop-blur supports-backdrop-filter:bg-background/80',
                  // Within thumb reach while there is something to save; in place otherwise.
                  unsaved && 'sticky bottom-2',
                )}
              >
                {unsaved && (
                  <Badge variant="warning" className="mr-auto">
                    Unsaved changes
                  </Badge>
                )}
                <Button onClick={save} disabled={changedCount === 0 || invalidCount > 0 || saveMutation.isPending} className="min-w-28">
                  <SaveIcon aria-hidden="true" />
                  {saveMutation.isPending ? 'Saving...' : 'Save'}
                </Button>
              </div>
            )}
          </div>

          <LiveLeaderboard state={scoreState} names={names} isFinal={isFinal} className="lg:sticky lg:top-20" />
        </div>
      )}
    </section>
  );
}

import { formatDate } from '@/lib/format';
import { BadgeCheckIcon, LockIcon, UsersIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import type { ScoredPlayer } from '@/domain/types';
import { downloadTextFile } from '@/lib/download';
import { scorecardsFileName, scorecardsToCsv } from '@/lib/scorecard-csv';
import { useAttestScorecard } from '@/api/scorecards/attest-scorecard';
import { AttestCardButton } from '@/components/attest-card-button';
import { useSaveScorecards } from '../api/save-scorecards';
import { useScoreCards } from '../hooks/use-score-cards';
import { useScoringDetail } from '../hooks/use-scoring-detail';
import { countPending, readPending, usePendingScores } from '../lib/pending-scores';
import { registerServiceWorker } from '../lib/register-sw';
import { FINALIZED_BEFORE_SYNC_MESSAGE, queueScores, SaveScorecardsError } from '../lib/score-queue';
import { usePendingScoresSync } from '../lib/use-pending-scores-sync';
import { offlineSaveMessage } from '../lib/score-drafts';
import { playingHandicapLines } from '../lib/playing-handicaps';
import { useMatchScore } from '../lib/use-match-score';
import { CardHistoryDialog } from './card-history-dialog';
import { useCardPhotoSlot } from './card-photo-slot';
import { LiveLeaderboard } from './live-leaderboard';
import { PlayerScorecard, type HoleHint } from './player-scorecard';
import { PlayerSwitcher } from './player-switcher';
import { SaveBar } from './save-bar';
import { ScoreEntryToolbar } from './score-entry-toolbar';

export type ScoreEntryPanelProps = {
  detail: MatchDetail;
  /** Told whether edits or offline scores are not on the server yet (the results page waits for them). */
  onUnsavedChange?: (unsaved: boolean) => void;
};

const holeHints = (teeset: MatchDetail['teeset']): HoleHint[] | null =>
  teeset ? teeset.par_by_hole.map((par, i) => ({ par, strokeIndex: teeset.stroke_index_by_hole[i] ?? 0 })) : null;

/**
 * Score entry for a match: a scorecard per entered player (one at a time on phones), Save with an
 * offline queue, CSV import/export, and the live leaderboard beside it, all scored by scoreMatch
 * from the values on screen (unsaved edits included). Read-only for visitors and once final.
 */
export function ScoreEntryPanel({ detail: given, onUnsavedChange }: ScoreEntryPanelProps) {
  const matchId = given.match.id;
  const detail = useScoringDetail(given);

  useEffect(() => registerServiceWorker(), []);
  usePendingScoresSync(matchId);
  const pending = usePendingScores(matchId);
  const isFinal = detail.match.is_final;
  const pendingCount = isFinal ? 0 : countPending(pending);

  const cards = useScoreCards(detail, pending);
  const { views, access, anyWritable, unsaved } = cards;
  const entries = detail.entries;
  const saveMutation = useSaveScorecards();
  const attestMutation = useAttestScorecard(matchId);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const holes = useMemo(() => Object.fromEntries([...views].map(([id, view]) => [id, view.holes])), [views]);
  const scoreState = useMatchScore(detail, { cards: holes });
  const scoredById = useMemo(
    () => new Map<string, ScoredPlayer>(scoreState.status === 'ready' ? scoreState.score.players.map((p) => [p.id, p]) : []),
    [scoreState],
  );
  const names = useMemo(() => new Map(entries.map((e) => [e.player_id, e.name])), [entries]);
  const players = entries.map((e) => ({ player_id: e.player_id, name: e.name }));
  const hints = holeHints(detail.teeset);
  const cardPhoto = useCardPhotoSlot(detail);

  useEffect(() => {
    onUnsavedChange?.(unsaved || pendingCount > 0);
  }, [unsaved, pendingCount, onUnsavedChange]);

  const selected = entries.find((e) => e.player_id === selectedId) ?? entries[0];
  const selectedIndex = selected ? entries.indexOf(selected) : -1;

  const save = () => {
    queueScores(matchId, cards.changes);
    cards.clearDrafts();
    saveMutation.mutate(matchId, {
      onSuccess: (report) => {
        if (report.finalized) toast.warning(FINALIZED_BEFORE_SYNC_MESSAGE);
        else if (report.offline) toast.info(offlineSaveMessage(countPending(readPending(matchId))));
        else toast.success('Scorecard updated successfully');
      },
      onError: (error) => {
        if (error instanceof SaveScorecardsError) cards.restoreRefused(error.failures);
      },
    });
  };

  const exportCsv = () =>
    downloadTextFile(
      scorecardsFileName(detail.match.name),
      scorecardsToCsv(entries.map((e) => ({ player_id: e.player_id, name: e.name, holes: views.get(e.player_id)?.holes ?? [] }))),
    );

  return (
    <section aria-labelledby="score-entry-title" className="flex flex-col gap-4">
      <ScoreEntryToolbar
        matchId={matchId}
        hasEntrants={entries.length > 0}
        pendingCount={pendingCount}
        canImport={detail.is_admin && !isFinal && entries.length > 0}
        onImported={cards.dropPlayers}
        onExport={exportCsv}
      />

      {isFinal && (
        <Alert>
          <LockIcon aria-hidden="true" />
          <AlertDescription className="text-foreground">{MATCH_FINALIZED_MESSAGE}</AlertDescription>
        </Alert>
      )}
      {!isFinal && !detail.can_enter_scores && (
        <p className="text-sm text-muted-foreground">Scores can be entered by admins and by the players entered in this match.</p>
      )}
      {!isFinal && detail.can_enter_scores && detail.match.status === 'DRAFT' && (
        <p className="text-sm text-muted-foreground">{`Scores can be entered from the match day (${formatDate(detail.match.date)}).`}</p>
      )}
      {!isFinal && detail.can_enter_scores && !detail.is_admin && detail.match.status !== 'DRAFT' && (
        <p className="text-sm text-muted-foreground">You keep your own card; the other players' cards are read-only.</p>
      )}

      {entries.length === 0 ? (
        <EmptyState icon={UsersIcon} title="No players have entered this match yet." description="Scorecards appear here once players are added." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
          <div className="flex min-w-0 flex-col gap-4">
            {entries.length > 1 && (
              <PlayerSwitcher players={players} selectedIndex={selectedIndex} changed={(id) => id in cards.changes} onSelect={setSelectedId} />
            )}

            {entries.map((entry) => {
              const view = views.get(entry.player_id);
              const card = access.get(entry.player_id);
              if (!view || !card) return null;
              const attested = detail.scorecards.some((c) => c.player_id === entry.player_id && c.attested_at !== null);
              // Attest what the server has: nothing typed, queued or invalid on this card.
              const settled = !cards.changes[entry.player_id] && !pending[entry.player_id] && view.invalid.size === 0;
              const photo = cardPhoto(entry.player_id, entry.name);
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
                  playingHandicaps={scoreState.status === 'ready' ? playingHandicapLines(scoreState.score, entry.player_id) : undefined}
                  readOnly={!card.writable}
                  onChange={(hole, text) => cards.setCell(entry.player_id, hole, text)}
                  actions={
                    (attested || card.canAttest || card.canSeeHistory || photo) && (
                      <>
                        {attested && (
                          <Badge variant="success">
                            <BadgeCheckIcon aria-hidden="true" />
                            Attested
                          </Badge>
                        )}
                        {card.canAttest && (
                          <AttestCardButton
                            disabled={!settled}
                            pending={attestMutation.isPending}
                            onConfirm={() => attestMutation.mutate(undefined, { onSuccess: () => toast.success('Card attested') })}
                          />
                        )}
                        {photo}
                        {card.canSeeHistory && <CardHistoryDialog matchId={matchId} playerId={entry.player_id} name={entry.name} />}
                      </>
                    )
                  }
                />
              );
            })}

            {anyWritable && (
              <SaveBar unsaved={unsaved} canSave={cards.changedCount > 0 && cards.invalidCount === 0} saving={saveMutation.isPending} onSave={save} />
            )}
          </div>

          <LiveLeaderboard state={scoreState} names={names} isFinal={isFinal} className="lg:sticky lg:top-20" />
        </div>
      )}
    </section>
  );
}

import { FlagIcon, LockIcon, SaveIcon, UnlockIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useFinalizeReadiness } from '@/api/matches/get-finalize-readiness';
import { unattestedCardsText } from '../lib/attestation-text';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { mainGameFirst } from '@/domain/game-order';
import { formatCents } from '@/domain/money';
import { splitRemainder } from '@/domain/remainder';
import type { GameCode } from '@/domain/types';
import { useFinalizeMatch } from '../api/finalize-match';
import { useMatchAdjustments } from '../api/result-adjustments';
import { useSaveResults } from '../api/save-results';
import { GAME_LABELS } from '../lib/explain';
import { ROUNDING_DESTINATION } from '../lib/remainder-labels';
import { validateResults } from '../lib/result-rows';
import { useMatchScore } from '../lib/use-match-score';
import { AdjustmentsCard } from './adjustments-card';
import { CorrectionsCard } from './corrections-card';
import { FinalResults } from './final-results';
import { GameResultsTab } from './game-results-tab';
import { ReopenDialog } from './reopen-dialog';

export type ResultsEditorProps = {
  detail: MatchDetail;
  /** Scorecard edits not saved yet: results are computed from saved cards, so they wait. */
  scoresUnsaved?: boolean;
  /** Once final: print the match's "who pays whom" settle sheet. */
  onPrintSettleSheet?: () => void;
};

export const SAVE_SCORES_FIRST = 'Save the scorecards first: results are computed from the saved scores.';

/**
 * Results entry (admin): one tab per enabled game with the engine's results and the payout preview,
 * the adjustments, Save Results, Finalize Match, and Reopen Results once final. Saving and finalizing
 * send only the match: the server runs the same engine and stores its results.
 */
export function ResultsEditor({ detail, scoresUnsaved = false, onPrintSettleSheet }: ResultsEditorProps) {
  const matchId = detail.match.id;
  const adjustmentsQuery = useMatchAdjustments(matchId, true);
  const adjustments = adjustmentsQuery.data;
  // The preview of what finalize stores: final results (no hole left to play; a side with no card forfeits).
  const scoreState = useMatchScore(detail, { adjustments, final: true });
  const [checked, setChecked] = useState(false);
  const [tab, setTab] = useState<string | undefined>(undefined);
  const saveResults = useSaveResults();
  const finalize = useFinalizeMatch();
  const [reopening, setReopening] = useState(false);
  const readiness = useFinalizeReadiness(matchId, !detail.match.is_final);

  if (detail.match.is_final) {
    return (
      <div className="flex flex-col gap-6">
        <FinalResults detail={detail} onPrintSettleSheet={onPrintSettleSheet} />
        {adjustments && adjustments.length > 0 && <AdjustmentsCard detail={detail} adjustments={adjustments} locked />}
        <CorrectionsCard matchId={matchId} />
        <Card className="gap-3 py-4">
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <LockIcon className="size-4" aria-hidden="true" />
              Results are final
            </CardTitle>
            <CardDescription>
              Reopening unlocks score entry and removes this match&apos;s results, and the payouts on players&apos; profiles,
              until it is finalized again. It asks for a reason and, when winnings have been handed over, for you to confirm them.
            </CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="goldOutline" onClick={() => setReopening(true)}>
              <UnlockIcon aria-hidden="true" />
              Reopen Results
            </Button>
            <ReopenDialog
              matchId={matchId}
              matchName={detail.match.name}
              open={reopening}
              onOpenChange={setReopening}
              onReopened={() => toast.success('Results reopened')}
            />
          </CardFooter>
        </Card>
      </div>
    );
  }

  if (scoreState.status === 'loading' || adjustmentsQuery.isPending) {
    return <Skeleton className="h-64 w-full" aria-label="Loading results" />;
  }
  const adjustmentsCard = <AdjustmentsCard detail={detail} adjustments={adjustments ?? []} locked={false} />;
  if (scoreState.status === 'problem') {
    return (
      <div className="flex flex-col gap-6">
        <Alert variant="warning">
          <AlertTitle>Results cannot be computed</AlertTitle>
          <AlertDescription>{scoreState.problem}</AlertDescription>
        </Alert>
        {adjustmentsCard}
      </div>
    );
  }

  const score = scoreState.score;
  const problems = validateResults(score);
  const games = mainGameFirst(score.games, (game) => game.code, detail.match.format);
  const firstProblem = games.find((g) => problems[g.code]);
  const activeTab = tab ?? games[0]?.code;
  const gameName = (code: GameCode) => detail.games.find((g) => g.game_code === code)?.name ?? GAME_LABELS[code];
  const names = new Map(detail.entries.map((e) => [e.player_id, e.name]));
  const busy = saveResults.isPending || finalize.isPending;
  const splits = score.games.map(splitRemainder);
  const undecidedCents = splits.reduce((sum, split) => sum + split.undecidedCents, 0);
  const roundingCents = splits.reduce((sum, split) => sum + split.roundingCents, 0);
  // The server's own reason (unpaid entries, no entries, a date still to come, cancelled): said before anyone confirms.
  const blocker = readiness.data && !readiness.data.can_finalize ? readiness.data.problem : null;

  /** Checks the preview; on a problem shows it (and its tab) instead of asking the server. */
  const readyToStore = () => {
    setChecked(true);
    if (firstProblem) setTab(firstProblem.code);
    return !firstProblem;
  };

  const onSave = () => {
    if (readyToStore()) saveResults.mutate(matchId, { onSuccess: () => toast.success('Result updated successfully') });
  };
  const onFinalize = () => {
    if (readyToStore()) finalize.mutate(matchId, { onSuccess: () => toast.success('Match finalized') });
  };

  const summaryMessage = checked && firstProblem ? (problems[firstProblem.code] ?? null) : null;

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="game-results-title" className="flex flex-col gap-3">
        <h2 id="game-results-title" className="text-lg font-semibold">
          Game Results
        </h2>
        {games.length === 0 ? (
          <p className="text-sm text-muted-foreground">No games are enabled for this match, so there are no payouts.</p>
        ) : (
          <Tabs value={activeTab} onValueChange={setTab}>
            <TabsList>
              {games.map((game) => (
                <TabsTrigger key={game.code} value={game.code}>
                  {gameName(game.code)}
                </TabsTrigger>
              ))}
            </TabsList>
            {games.map((game) => (
              <TabsContent key={game.code} value={game.code} className="pt-2">
                <GameResultsTab
                  game={game}
                  gameName={gameName(game.code)}
                  names={names}
                  problem={checked ? (problems[game.code] ?? null) : null}
                />
              </TabsContent>
            ))}
          </Tabs>
        )}
      </section>

      {adjustmentsCard}

      <Card className="gap-4 border-gold/50 py-5">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <FlagIcon className="size-4 text-gold-ink" aria-hidden="true" />
            Finalize Match
          </CardTitle>
          <CardDescription>Locks results and updates profiles.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <dl className="grid grid-cols-2 gap-2 text-sm tabular-nums sm:grid-cols-4">
            <div>
              <dt className="text-muted-foreground">Total pot</dt>
              <dd className="font-semibold">{formatCents(score.totals.potCents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Paid out</dt>
              <dd className="font-semibold">{formatCents(score.totals.paidCents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Undecided</dt>
              <dd className="font-semibold">{formatCents(undecidedCents)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Rounding</dt>
              <dd className="font-semibold">{formatCents(roundingCents)}</dd>
            </div>
          </dl>
          <p className="text-xs text-muted-foreground">
            Undecided: prizes nobody has won yet (open Nassau parts, skins carrying over, places without a complete card); if
            nobody wins them they stay with the league. Rounding: cents left by splitting shares to the cent, {ROUNDING_DESTINATION}.
          </p>
          {blocker && (
            <p id="finalize-blocker" className="text-sm font-medium text-destructive">
              {blocker}
            </p>
          )}
          {scoresUnsaved && <p className="text-sm text-amber-700 dark:text-amber-300">{SAVE_SCORES_FIRST}</p>}
          {summaryMessage && (
            <p role="alert" className="text-sm text-destructive">
              {summaryMessage}
            </p>
          )}
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" className="w-full sm:w-auto" onClick={onSave} disabled={busy || scoresUnsaved}>
            <SaveIcon aria-hidden="true" />
            {saveResults.isPending ? 'Saving...' : 'Save Results'}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="forest"
                className="w-full sm:w-auto"
                disabled={busy || scoresUnsaved || blocker !== null || readiness.isPending}
                aria-describedby={blocker ? 'finalize-blocker' : undefined}
              >
                <LockIcon aria-hidden="true" />
                {finalize.isPending ? 'Finalizing...' : 'Finalize Match'}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Finalize {detail.match.name}?</AlertDialogTitle>
                <AlertDialogDescription>
                  Results are locked, score entry closes and players&apos; profiles show the payouts (
                  {formatCents(score.totals.paidCents)} in total). You can reopen results later.{' '}
                  {unattestedCardsText(readiness.data?.unattested_cards, readiness.data?.entries)}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction variant="forest" onClick={onFinalize}>
                  Finalize Match
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardFooter>
      </Card>
    </div>
  );
}

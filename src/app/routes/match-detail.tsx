import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ClipboardList, Printer } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { MatchWithdrawBar } from '@/features/home/components/match-withdraw-bar';
import { InvitationsPanel } from '@/features/invitations/components/invitations-panel';
import { JoinMatchCard } from '@/features/invitations/components/join-match-card';
import { SignupAdminCard } from '@/features/invitations/components/signup-admin-card';
import { WaitlistPanel } from '@/features/invitations/components/waitlist-panel';
import { hasAmounts } from '@/api/matches/entry-balances';
import { isMatchOver, useMatchDetail, type MatchEntry, type MatchPageDetail } from '@/api/matches/get-match-detail';
import { matchKeys } from '@/api/matches/keys';
import { AdminControlsBar } from '@/features/matches/components/admin-controls-bar';
import { EntriesPanel } from '@/features/matches/components/entries-panel';
import { GamesPanel } from '@/features/matches/components/games-panel';
import { LoadError } from '@/components/load-error';
import { MatchHeader } from '@/features/matches/components/match-header';
import { MatchOverview } from '@/features/matches/components/match-overview';
import { MatchSummaryCards } from '@/features/matches/components/match-summary-cards';
import { useRecordPayment } from '@/features/payments/api/record-payment';
import { nextUnpaidEntry } from '@/features/payments/lib/next-unpaid-entry';
import { PaymentSummary } from '@/features/payments/components/payment-summary';
import { useMatchScorecards } from '@/api/matches/get-match-scorecards';
import { buildEngineInput, matchSettings } from '@/domain/engine-input';
import { formatLongDate } from '@/lib/format';
import { usePublicSettings, type PublicSettings } from '@/api/settings/get-public-settings';
import { useIsAdmin } from '@/lib/session';
import { MATCH_TABS, paths, type MatchTab } from '@/lib/paths';
import { printSettleSheet } from '@/app/print/print-settle-sheet';
import { ScoreMyGroupButton } from '@/features/scoring/components/score-my-group-button';
import { MatchTeeSheet } from '@/app/match-page/match-tee-sheet';
import { MatchAttestPrompt } from '@/app/match-page/match-attest-prompt';

// Score entry (engine, offline queue) is its own chunk. An open match fetches it once the page is up, so the
// Scores tab still opens where the course has no signal.
const loadScoresTab = () => import('@/features/scoring/components/match-scores-tab');
const MatchScoresTab = lazy(() => loadScoresTab().then((module) => ({ default: module.MatchScoresTab })));

// The live board (every game, money if the round ended now) loads with its tab.
const MatchBoard = lazy(() => import('@/features/scoring/components/match-board').then((module) => ({ default: module.MatchBoard })));

// Admins' forms (with their validation code) are chunks of their own: visitors never load them.
const RecordPaymentDialog = lazy(() =>
  import('@/features/payments/components/record-payment-dialog').then((module) => ({ default: module.RecordPaymentDialog })),
);
const MatchMoneyPanel = lazy(() =>
  import('@/features/payments/components/match-money-panel').then((module) => ({ default: module.MatchMoneyPanel })),
);
const InvitePlayersDialog = lazy(() =>
  import('@/features/invitations/components/invite-players-dialog').then((module) => ({ default: module.InvitePlayersDialog })),
);

// Only final matches show results (below the match information).
const FinalResults = lazy(() =>
  import('@/features/scoring/components/final-results').then((module) => ({ default: module.FinalResults })),
);

/**
 * Paper scorecards for the match (issue 9): every entrant with their course handicap and the strokes
 * they receive on each hole, from the same engine as the leaderboard. Printed or saved as PDF by the
 * browser; the engine and print code load only when asked for.
 */
async function printMatchScorecards(detail: MatchPageDetail, settings: PublicSettings | undefined) {
  // Paper cards carry strokes, not scores: no scorecards are needed.
  const built = buildEngineInput({ ...detail, scorecards: [] }, { settings: matchSettings(detail.match, settings) });
  if (!built.ok) return toast.error(built.problem);
  toast('Generating PDF scorecards for this match...');
  try {
    const [{ scoreMatch }, { PrintableScorecard }, { openPrintWindow }] = await Promise.all([
      import('@/domain/score-match'),
      import('@/features/print/components/printable-scorecard'),
      import('@/features/print/lib/open-print-window'),
    ]);
    const scored = scoreMatch({ ...built.input, games: [] });
    const names = new Map(detail.entries.map((entry) => [entry.player_id, entry.name]));
    const players = scored.players
      .map((player) => ({ name: names.get(player.id) ?? 'Player', courseHandicap: player.noIndex ? null : player.courseHandicap, strokes: player.strokes }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const { match, teeset } = detail;
    await openPrintWindow(
      <PrintableScorecard
        title={match.name}
        subtitle={[formatLongDate(match.date), match.course_name, teeset ? `${teeset.label} tees` : null].filter(Boolean).join(' · ')}
        details={[
          ['Rating', Number(built.input.rating).toFixed(1)],
          ['Slope', String(built.input.slope)],
          ['Par', String(built.input.holes.reduce((total, hole) => total + hole.par, 0))],
        ]}
        holes={built.input.holes.map((hole, i) => ({ number: i + 1, par: hole.par, strokeIndex: hole.strokeIndex }))}
        players={players}
        blankRows={players.length === 0 ? 4 : 0}
      />,
      { title: `${match.name} scorecards` },
    );
  } catch (error) {
    toast.error(`Failed to generate PDF scorecards: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export default function MatchDetailPage() {
  const { id = '' } = useParams();
  const asAdmin = useIsAdmin();
  const detail = useMatchDetail(id, asAdmin);
  // An open match's scorecards follow the page's parts, so its Scores tab opens at once, even without a signal.
  useMatchScorecards(id, detail.data?.match.is_final === false);
  // The match renders as a transition (React slices it and yields), not in the answer's own long task: the
  // skeleton stays until it is ready.
  const data = useDeferredValue(detail.data);

  if (detail.isPending || (data === undefined && detail.data !== undefined)) return <DetailSkeleton />;
  if (detail.isError) {
    return (
      <Page>
        <LoadError title="Could not load the match" error={detail.error} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  if (!data) {
    return (
      <Page>
        <EmptyState
          title="Match not found"
          description="It may have been removed, or the link is wrong."
          action={
            <Button asChild variant="forest">
              <Link to={paths.matches()}>
                <ArrowLeft aria-hidden /> Back to Matches
              </Link>
            </Button>
          }
        />
      </Page>
    );
  }
  return <MatchDetailScreen detail={data} />;
}

function Page({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">{children}</div>;
}

function DetailSkeleton() {
  return (
    <Page>
      <div className="grid gap-4" aria-busy="true" aria-label="Loading match">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-9 w-2/3" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <Skeleton className="h-64" />
      </div>
    </Page>
  );
}

// Memoized: the urgent render of a new answer keeps the screen as it was until the deferred one is ready.
const MatchDetailScreen = memo(function MatchDetailScreen({ detail }: { detail: MatchPageDetail }) {
  const { match, entries } = detail;
  const admin = detail.is_admin;
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') as MatchTab | null;
  const tab: MatchTab = requested && MATCH_TABS.includes(requested) && (requested !== 'results' || admin) ? requested : 'overview';
  const [paying, setPaying] = useState<MatchEntry | null>(null);
  // Collect Payments: after each recorded payment the dialog moves to the next entrant who owes.
  const [collecting, setCollecting] = useState(false);
  const [inviting, setInviting] = useState(false);
  const recordPayment = useRecordPayment();
  const settings = usePublicSettings();

  useEffect(() => {
    if (match.is_final) return;
    // Once the browser is idle, not while the page is still painting.
    const handle = window.requestIdleCallback(() => void loadScoresTab(), { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [match.is_final]);

  const setTab = (next: string) =>
    setSearchParams(
      (params) => {
        params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  const refreshMatch = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: matchKeys.detail(match.id) }),
      queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
    ]);

  const collectPayments = () => {
    const unpaid = entries.find((entry) => !entry.paid_in_full);
    setTab('entries');
    if (unpaid) {
      setCollecting(true);
      setPaying(unpaid);
    } else toast.info(entries.length === 0 ? 'No players have entered yet.' : 'Every entry is paid.');
  };

  return (
    <Page>
      <Button asChild variant="ghost" size="sm" className="mb-3 -ml-2">
        <Link to={paths.matches()}>
          <ArrowLeft aria-hidden /> Back to Matches
        </Link>
      </Button>
      <MatchHeader detail={detail} />

      {/* minmax(0, 1fr) tracks: wide tables scroll inside their card instead of widening the page on phones. */}
      <div className="grid grid-cols-1 gap-6">
        <ScoreMyGroupButton detail={detail} />
        {/* The Scores tab has the same button on the card itself. */}
        {tab !== 'scores' && <MatchAttestPrompt detail={detail} />}
        <MatchWithdrawBar
          matchId={detail.match.id}
          matchName={detail.match.name}
          upcoming={detail.match.status === 'DRAFT'}
          entrantIds={entries.map((entry) => entry.player_id)}
        />
        {admin && (
          <AdminControlsBar
            detail={detail}
            onInvite={() => setInviting(true)}
            onGoToScores={() => setTab('scores')}
            onCollectPayments={collectPayments}
          />
        )}
        <MatchSummaryCards detail={detail} />
        {match.open_signup && (
          <JoinMatchCard
            matchId={match.id}
            games={detail.games.filter((game) => game.enabled)}
            requirePayment={match.require_payment_before_play}
            isAdmin={admin}
          />
        )}

        <Tabs value={tab} onValueChange={setTab} className="min-w-0">
          {/* Phones: the tabs wrap into rows of three, every label whole (a scrolling strip read "R›"). */}
          <TabsList className="h-auto w-full max-sm:grid max-sm:grid-cols-3 max-sm:gap-[3px] max-sm:*:h-9 sm:w-fit">
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="live">Live</TabsTrigger>
            <TabsTrigger value="entries">Entries</TabsTrigger>
            <TabsTrigger value="games">Games</TabsTrigger>
            <TabsTrigger value="scores">Scores</TabsTrigger>
            {admin && <TabsTrigger value="results">Results</TabsTrigger>}
          </TabsList>

          <TabsContent value="overview" className="grid min-w-0 grid-cols-1 gap-6 pt-2">
            <MatchOverview
              detail={detail}
              finalResults={
                <Suspense fallback={<Skeleton className="h-64" aria-label="Loading results" />}>
                  <FinalResults detail={detail} onPrintSettleSheet={admin ? () => void printSettleSheet(detail) : undefined} />
                </Suspense>
              }
            />
            <MatchTeeSheet detail={detail} />
          </TabsContent>

          <TabsContent value="live" className="min-w-0 pt-2">
            <Suspense fallback={<Skeleton className="h-96" aria-label="Loading the board" />}>
              <MatchBoard matchId={match.id} page={detail} />
            </Suspense>
          </TabsContent>

          <TabsContent value="entries" className="grid grid-cols-1 gap-6 pt-2">
            <EntriesPanel detail={detail} onRecordPayment={setPaying} />
            {/* The totals need every entrant's amounts, which only admins receive (DESIGN rule 20). */}
            {admin && entries.length > 0 && <PaymentSummary entries={entries.filter(hasAmounts)} />}
            {admin && (
              <Suspense fallback={<Skeleton className="h-40" aria-label="Loading the match's money" />}>
                <MatchMoneyPanel matchId={match.id} isFinal={match.is_final} cancelled={match.cancelled_at !== null} />
              </Suspense>
            )}
            {admin && (
              <SignupAdminCard
                matchId={match.id}
                openSignup={match.open_signup}
                full={detail.seats_left !== null && detail.seats_left <= 0}
                allowWaitlist={match.allow_waitlist}
                closed={match.is_final || match.cancelled_at !== null}
              />
            )}
            {admin && (
              <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
                <InvitationsPanel matchId={match.id} onInvite={() => setInviting(true)} closed={isMatchOver(match)} />
                <WaitlistPanel matchId={match.id} seatsLeft={detail.seats_left} onPromoted={() => void refreshMatch()} />
              </div>
            )}
          </TabsContent>

          <TabsContent value="games" className="min-w-0 pt-2">
            <GamesPanel detail={detail} />
          </TabsContent>

          <TabsContent value="scores" className="grid min-w-0 grid-cols-1 gap-3 pt-2">
            <div className="flex justify-end">
              <Button variant="outline" size="sm" onClick={() => void printMatchScorecards(detail, settings.data)}>
                <Printer aria-hidden /> Print scorecards
              </Button>
            </div>
            <Suspense fallback={<Skeleton className="h-96" aria-label="Loading score entry" />}>
              <MatchScoresTab page={detail} />
            </Suspense>
          </TabsContent>

          {admin && (
            <TabsContent value="results" className="min-w-0 pt-2">
              <Card>
                <CardHeader>
                  <CardTitle>Results & payouts</CardTitle>
                  <CardDescription>
                    {match.is_final
                      ? 'This match is final. Open the results page to review payouts or reopen the results.'
                      : 'Review the computed results and payout preview, then finalize the match.'}
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <Button asChild variant="gold">
                    <Link to={paths.matchResults(match.id)}>
                      <ClipboardList aria-hidden /> Open Results
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            </TabsContent>
          )}
        </Tabs>
      </div>

      {admin && (
        <Suspense fallback={null}>
          <RecordPaymentDialog
            matchId={match.id}
            entry={paying && hasAmounts(paying) ? paying : null}
            onOpenChange={(open) => {
              if (open) return;
              setPaying(null);
              setCollecting(false);
            }}
            submitting={recordPayment.isPending}
            onSubmit={(args) =>
              recordPayment
                .mutateAsync(args)
                .then(refreshMatch)
                .then(() => {
                  if (!collecting) return;
                  const next = nextUnpaidEntry(entries, args.playerId);
                  if (!next) return;
                  // The dialog closes itself after this resolves; open it again on the next entrant.
                  window.setTimeout(() => {
                    setCollecting(true);
                    setPaying(next);
                  });
                })
            }
          />
          <InvitePlayersDialog
            matchId={match.id}
            leagueId={match.league_id}
            matchDate={match.date}
            matchStartTime={match.start_time}
            enteredPlayerIds={entries.map((entry) => entry.player_id)}
            open={inviting}
            onOpenChange={setInviting}
          />
        </Suspense>
      )}
    </Page>
  );
});

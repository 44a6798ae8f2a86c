import { UserPlus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentPlayerId } from '@/lib/session';
import { paths } from '@/lib/paths';
import { useCardsToAttest } from '@/api/scorecards/get-cards-to-attest';
import { useMyHome } from '../api/get-my-home';
import { useMyLeagues } from '../api/my-leagues';
import { AccountCard } from './account-card';
import { InvitationsCard } from './invitations-card';
import { MoneyCard } from './money-card';
import { MyLeaguesCard } from './my-leagues-card';
import { PaymentInstructionsCard } from './payment-instructions-card';
import { UpcomingMatchesCard } from './upcoming-matches-card';
import { WinningsCard } from './winnings-card';

// The confirm dialog loads only for a player with a card to attest.
const CardsToAttest = lazy(() => import('./cards-to-attest').then((module) => ({ default: module.CardsToAttest })));

/** "My league": the signed-in player's matches, invitations, winnings and account, from get_my_home. */
export function PlayerHome() {
  const playerId = useCurrentPlayerId();
  const home = useMyHome(playerId !== null);
  const toAttest = useCardsToAttest(playerId);
  const leagues = useMyLeagues(playerId !== null);

  if (!playerId) {
    return (
      <EmptyState
        icon={UserPlus}
        title="Sign in to see your league"
        description="Your matches, invitations and winnings appear here once you are signed in."
        action={
          <Button asChild variant="gold">
            <Link to={paths.signup()}>Sign Up</Link>
          </Button>
        }
      />
    );
  }
  if (home.isPending) {
    return (
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-label="Loading your league">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    );
  }
  if (home.isError) return <LoadError title="Could not load your league" error={home.error} onRetry={() => void home.refetch()} />;

  const data = home.data;
  return (
    <>
      <PageHeader
        title="My league"
        description={data.player.status === 'PENDING' ? 'Your membership is waiting for approval.' : `Welcome back, ${data.player.name}.`}
      />
      {toAttest.data && toAttest.data.length > 0 && (
        <Suspense fallback={null}>
          <div className="mb-6">
            <CardsToAttest cards={toAttest.data} />
          </div>
        </Suspense>
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="grid grid-cols-1 gap-6">
          {leagues.data && leagues.data.length > 1 && <MyLeaguesCard leagues={leagues.data} canJoin={data.player.status !== 'INACTIVE'} />}
          <InvitationsCard invitations={data.invitations} timezone={data.timezone} />
          <UpcomingMatchesCard upcoming={data.upcoming} waitlisted={data.waitlisted} timezone={data.timezone} />
          <PaymentInstructionsCard />
        </div>
        <div className="grid grid-cols-1 gap-6">
          <MoneyCard account={data.account} owed={data.owed} credits={data.credits} />
          <WinningsCard winnings={data.winnings} toCollectCents={data.winnings_to_collect_cents} results={data.recent_results} />
          <AccountCard playerId={data.player.id} isActive={data.player.status === 'ACTIVE'} />
        </div>
      </div>
    </>
  );
}

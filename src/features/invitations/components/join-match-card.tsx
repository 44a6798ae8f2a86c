import { CheckCircle2, Hourglass, LogIn, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { formatCents } from '@/domain/money';
import { paths } from '@/lib/paths';
import { useCurrentPlayerId } from '@/lib/session';
import type { InvitationGame } from '../api/get-invitation';
import { useMatchSignup, type MatchSignup } from '../api/get-match-signup';
import { useJoinMatch, type JoinMatchResult } from '../api/join-match';
import { useSetMyOptIns } from '../api/set-my-opt-ins';
import { InviteOptIns } from './invite-opt-ins';

type Props = {
  matchId: string;
  /** The match's enabled games: side games are chosen as when accepting an invitation. */
  games: InvitationGame[];
  requirePayment: boolean;
  /** An admin without a player session manages sign-up from the Entries tab: the card is for members. */
  isAdmin: boolean;
};

const SIGN_IN_MESSAGE = 'Sign in to join this match.';

/** The match page's sign-up for a match open to members: Join, or Join waitlist when it is full. */
export function JoinMatchCard({ matchId, games, requirePayment, isAdmin }: Props) {
  const playerId = useCurrentPlayerId();
  const signup = useMatchSignup(matchId, playerId, !(isAdmin && playerId === null));
  const join = useJoinMatch();
  const changeGames = useSetMyOptIns();
  // 'join': games for a new entry; 'change': an entrant's new choice of side games.
  const [choosing, setChoosing] = useState<false | 'join' | 'change'>(false);
  const [result, setResult] = useState<JoinMatchResult | null>(null);

  const send = (matchGameIds: string[]) =>
    join.mutate(
      { matchId, matchGameIds },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setChoosing(false);
        },
      },
    );
  const hasSideGames = games.some((game) => game.pot_calc === 'PER_ENTRY');
  const start = () => (hasSideGames ? setChoosing('join') : send(games.map((game) => game.id)));
  const change = (matchGameIds: string[]) =>
    changeGames.mutate(
      { matchId, matchGameIds },
      {
        onSuccess: () => {
          setChoosing(false);
          toast.success('Your games are updated');
        },
      },
    );

  if (isAdmin && playerId === null) return null;
  return (
    <Card aria-labelledby="join-match-title">
      <CardHeader>
        <CardTitle id="join-match-title" role="heading" aria-level={2}>
          Open for sign-up
        </CardTitle>
        <CardDescription>Members can join this match without an invitation.</CardDescription>
      </CardHeader>
      <CardContent>
        {result ? (
          <Joined result={result} requirePayment={requirePayment} />
        ) : signup.isPending ? (
          <Skeleton className="h-11 w-40" aria-label="Loading sign-up" />
        ) : signup.isError ? (
          <LoadError title="Could not load sign-up" error={signup.error} onRetry={() => void signup.refetch()} />
        ) : !signup.data ? null : choosing ? (
          <InviteOptIns
            games={games}
            confirming={join.isPending || changeGames.isPending}
            onBack={() => setChoosing(false)}
            onConfirm={choosing === 'change' ? change : send}
          />
        ) : (
          <SignupState
            signup={signup.data}
            busy={join.isPending}
            onJoin={start}
            onChangeGames={hasSideGames ? () => setChoosing('change') : undefined}
          />
        )}
      </CardContent>
    </Card>
  );
}

function SignupState({
  signup,
  busy,
  onJoin,
  onChangeGames,
}: {
  signup: MatchSignup;
  busy: boolean;
  onJoin: () => void;
  /** An entrant changes their side games like an invitee, until the cut-off (the server says when it has passed). */
  onChangeGames?: () => void;
}) {
  switch (signup.state) {
    case 'JOIN':
      return (
        <Button variant="forest" size="lg" className="w-full sm:w-auto" onClick={onJoin} disabled={busy}>
          <UserPlus aria-hidden /> Join
        </Button>
      );
    case 'JOIN_WAITLIST':
      return (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">This match is full. Join the waitlist and we'll e-mail you if a seat opens up.</p>
          <Button variant="gold" size="lg" className="w-full sm:w-auto sm:justify-self-start" onClick={onJoin} disabled={busy}>
            <Hourglass aria-hidden /> Join waitlist
          </Button>
        </div>
      );
    case 'ENTERED':
      return (
        <div className="grid gap-3">
          <p className="flex items-center gap-2 text-sm" role="status">
            <CheckCircle2 className="size-5 text-success" aria-hidden /> You're entered in this match.
          </p>
          {onChangeGames && (
            <Button variant="outline" className="w-full sm:w-auto sm:justify-self-start" onClick={onChangeGames}>
              Change my games
            </Button>
          )}
        </div>
      );
    case 'WAITLISTED':
      return (
        <p className="flex items-center gap-2 text-sm" role="status">
          <Hourglass className="size-5 text-gold-ink" aria-hidden /> You're on the waitlist. We'll e-mail you if a seat opens up.
        </p>
      );
    case 'CLOSED':
      return (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">{signup.message}</p>
          {signup.message === SIGN_IN_MESSAGE && (
            <Button asChild variant="outline" className="w-full sm:w-auto sm:justify-self-start">
              <Link to={paths.signIn()}>
                <LogIn aria-hidden /> Sign in
              </Link>
            </Button>
          )}
        </div>
      );
  }
}

function Joined({ result, requirePayment }: { result: JoinMatchResult; requirePayment: boolean }) {
  if (result.outcome === 'WAITLISTED') {
    return (
      <div className="grid justify-items-center gap-2 text-center" role="status">
        <Hourglass className="size-10 text-gold-ink" aria-hidden />
        <h3 className="text-lg font-semibold">You're on the waitlist</h3>
        <p className="text-sm text-muted-foreground">
          The match is full, so you've been added to the waitlist. We'll e-mail you if a seat opens up.
        </p>
      </div>
    );
  }
  return (
    <div className="grid justify-items-center gap-2 text-center" role="status">
      <CheckCircle2 className="size-10 text-success" aria-hidden />
      <h3 className="text-lg font-semibold">You're in!</h3>
      <p className="text-sm text-muted-foreground">Your entry is confirmed. We've e-mailed you the details.</p>
      <p className="text-sm">
        Total due: <span className="num font-semibold">{formatCents(result.total_cents)}</span>
      </p>
      {requirePayment && result.total_cents > 0 && (
        <p className="rounded-lg bg-warning/15 px-3 py-2 text-sm">
          Payment is required before play: your entry stays pending payment until the treasurer confirms your payment.
        </p>
      )}
    </div>
  );
}

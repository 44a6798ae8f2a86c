import { Ban, CalendarClock, CalendarDays, CalendarPlus, CheckCircle2, Hourglass, MapPin, MessageSquareQuote, XCircle } from 'lucide-react';
import { memo, useDeferredValue, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { MatchWhen, ZonedDeadline } from '@/components/match-when';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCents } from '@/domain/money';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { START_MODE_LABEL } from '@/lib/match-time';
import { effectiveStatus, useInvitation, type Invitation } from '../api/get-invitation';
import { SHOWN_AS_IS, useRespondToInvitation, type RespondResult } from '../api/respond-to-invitation';
import { buildIcs, icsFileName } from '../lib/ics';
import { InvitationStatusBadge } from './invitation-status-badge';
import { InviteOptIns } from './invite-opt-ins';
import { LoadError } from '@/components/load-error';
import { PaymentInstructions } from '@/components/payment-instructions';
import { downloadTextFile } from '@/lib/download';
import { paths } from '@/lib/paths';

type Step = 'initial' | 'opt-ins' | 'confirmed' | 'declined';

/** /invites/{token}: phone-first RSVP for whoever holds the link. */
export function InvitationPage({ token, declining = false }: { token: string; declining?: boolean }) {
  const invitation = useInvitation(token);
  // The invitation renders as a transition (sliced, yielding), not in the answer's own long task.
  const data = useDeferredValue(invitation.data);

  if (invitation.isPending || (data === undefined && invitation.data !== undefined)) {
    return (
      <Shell>
        <div className="grid gap-4" aria-busy="true" aria-label="Loading invitation">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24" />
          <Skeleton className="h-12" />
        </div>
      </Shell>
    );
  }
  if (invitation.isError) {
    return (
      <Shell>
        <LoadError title="Could not load this invitation" error={invitation.error} onRetry={() => void invitation.refetch()} />
      </Shell>
    );
  }
  if (!data) return <InvalidInvitation />;
  return <InvitationFlowMemo token={token} invitation={data} declining={declining} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto w-full max-w-lg px-4 py-6 sm:py-12">{children}</div>;
}

export function InvalidInvitation() {
  return (
    <Shell>
      <Card>
        <CardContent className="grid justify-items-center gap-4 py-4 text-center">
          <XCircle className="size-12 text-destructive" aria-hidden />
          <h1 className="text-2xl font-semibold">Invalid Invitation</h1>
          <p className="text-muted-foreground">This invitation link is not valid or has expired.</p>
          <Button asChild variant="forest" size="lg" className="w-full sm:w-auto">
            <Link to={paths.home()}>Go to Homepage</Link>
          </Button>
        </CardContent>
      </Card>
    </Shell>
  );
}

function downloadCalendar(invitation: Invitation, timeZone: string) {
  const url = `${window.location.origin}${paths.match(invitation.match.id)}`;
  const description = [invitation.match.notes, invitation.invite.message, url].filter(Boolean).join('\n\n');
  const ics = buildIcs(
    {
      uid: `${invitation.invite.id}@fairway-league`,
      title: invitation.match.name,
      date: invitation.match.date,
      startTime: invitation.match.start_time,
      timeZone,
      location: invitation.match.course_name,
      description,
      url,
    },
    new Date(),
  );
  downloadTextFile(icsFileName(invitation.match.name), ics, 'text/calendar;charset=utf-8');
}

/** `declining`: the e-mail's Decline link (?action=decline) puts Decline first; nothing is sent until it is pressed. */
/** Memoized: the urgent render of a new answer keeps the flow as it was until the deferred one is ready. */
const InvitationFlowMemo = memo(InvitationFlow);

function InvitationFlow({ token, invitation, declining }: { token: string; invitation: Invitation; declining: boolean }) {
  const [step, setStep] = useState<Step>('initial');
  const [result, setResult] = useState<RespondResult | null>(null);
  const respond = useRespondToInvitation();
  const { match, invite, player, games } = invitation;
  const status = effectiveStatus(invite);
  const timeZone = useLeagueTimeZone();

  const send = (accept: boolean, matchGameIds: string[], failure: string) =>
    respond.mutate(
      { token, accept, matchGameIds },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep(accept ? 'confirmed' : 'declined');
        },
        onError: (error) => toast.error(SHOWN_AS_IS.includes(error.message) ? error.message : failure),
      },
    );

  const accept = () => {
    if (games.length > 0) setStep('opt-ins');
    else send(true, [], 'Failed to accept invitation. Please try again.');
  };

  return (
    <Shell>
      <Card className="gap-5">
        <CardHeader className="gap-3">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">
              {player.nickname ? `Hi ${player.nickname},` : `Hi ${player.name},`} you're invited to
            </p>
            <InvitationStatusBadge status={step === 'initial' || step === 'opt-ins' ? status : step === 'declined' ? 'DECLINED' : 'ACCEPTED'} />
          </div>
          <h1 className="text-2xl leading-tight font-semibold text-balance">{match.name}</h1>
          <div className="grid gap-1.5 text-sm">
            <span className="inline-flex items-center gap-2">
              <CalendarDays className="size-4 shrink-0 text-gold-ink" aria-hidden />
              <span>
                <MatchWhen date={match.date} startTime={match.start_time} withYear /> · {START_MODE_LABEL[match.start_mode]}
              </span>
            </span>
            {status === 'PENDING' && invite.expires_at && (
              <span className="inline-flex items-center gap-2">
                <CalendarClock className="size-4 shrink-0 text-gold-ink" aria-hidden />
                <span>
                  RSVP by <ZonedDeadline at={invite.expires_at} />
                </span>
              </span>
            )}
            {match.course_name && (
              <span className="inline-flex items-center gap-2">
                <MapPin className="size-4 text-gold-ink" aria-hidden /> {match.course_name}
              </span>
            )}
          </div>
          {match.cancel_reason && (
            <Alert variant="destructive">
              <Ban aria-hidden />
              <AlertTitle>This match has been called off</AlertTitle>
              <AlertDescription>{match.cancel_reason}</AlertDescription>
            </Alert>
          )}
          {match.notes && <p className="text-sm whitespace-pre-line text-muted-foreground">{match.notes}</p>}
          {invite.message && (
            <blockquote className="flex gap-2 rounded-lg border-l-4 border-gold bg-gold/10 px-3 py-2 text-sm">
              <MessageSquareQuote className="mt-0.5 size-4 shrink-0 text-gold-ink" aria-hidden />
              <span className="whitespace-pre-line">
                <span className="sr-only">Message from the organizer: </span>
                {invite.message}
              </span>
            </blockquote>
          )}
        </CardHeader>
        <CardContent>
          {step === 'initial' && match.cancel_reason && (
            <Button asChild variant="outline" size="lg" className="w-full">
              <Link to={paths.home()}>Go to Homepage</Link>
            </Button>
          )}
          {step === 'initial' && !match.cancel_reason && games.some((game) => game.pot_calc !== 'FLAT' && game.buy_in > 0) && (
            <PaymentInstructions className="mb-4" />
          )}
          {step === 'initial' && !match.cancel_reason && status === 'PENDING' && invitation.seats?.full && (
            <FullMatchNotice seats={invitation.seats} />
          )}
          {step === 'initial' && !match.cancel_reason && (
            <InitialStep
              status={status}
              matchId={match.id}
              busy={respond.isPending}
              declining={declining}
              canChangeGames={games.some((game) => game.pot_calc === 'PER_ENTRY')}
              onAccept={accept}
              onDecline={() => send(false, [], 'Failed to process your response. Please try again.')}
            />
          )}
          {step === 'opt-ins' && (
            <InviteOptIns
              games={games}
              confirming={respond.isPending}
              onBack={() => setStep('initial')}
              onConfirm={(ids) => send(true, ids, 'Failed to finalize your entry. Please try again.')}
            />
          )}
          {step === 'confirmed' && result && (
            <ConfirmedStep invitation={invitation} result={result} onCalendar={() => downloadCalendar(invitation, timeZone)} />
          )}
          {step === 'declined' && (
            <div className="grid justify-items-center gap-3 text-center" role="status">
              <XCircle className="size-10 text-muted-foreground" aria-hidden />
              <h2 className="text-lg font-semibold">Thanks for letting us know</h2>
              <p className="text-sm text-muted-foreground">You've declined this invitation. We hope to see you at the next one.</p>
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link to={paths.home()}>Go to Homepage</Link>
              </Button>
            </div>
          )}
        </CardContent>
      </Card>
    </Shell>
  );
}

function InitialStep({
  status,
  matchId,
  busy,
  declining,
  canChangeGames,
  onAccept,
  onDecline,
}: {
  status: ReturnType<typeof effectiveStatus>;
  matchId: string;
  busy: boolean;
  declining: boolean;
  canChangeGames: boolean;
  onAccept: () => void;
  onDecline: () => void;
}) {
  if (status === 'PENDING') {
    const acceptButton = (
      <Button key="accept" variant={declining ? 'outline' : 'forest'} size="lg" className="h-14 text-base" onClick={onAccept} disabled={busy}>
        <CheckCircle2 aria-hidden /> Accept
      </Button>
    );
    const declineButton = (
      <Button key="decline" variant={declining ? 'destructive' : 'outline'} size="lg" className="h-14 text-base" onClick={onDecline} disabled={busy}>
        <XCircle aria-hidden /> Decline
      </Button>
    );
    return (
      <div className="grid gap-3">
        {declining && <p className="text-center text-sm text-muted-foreground">Can't make it? Confirm below — or accept if plans changed.</p>}
        <div className="grid gap-3 sm:grid-cols-2">{declining ? [declineButton, acceptButton] : [acceptButton, declineButton]}</div>
      </div>
    );
  }
  if (status === 'ACCEPTED') {
    return (
      <div className="grid gap-3 text-center">
        <p className="text-sm text-muted-foreground">You've already accepted this invitation.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild variant="forest" size="lg" className={canChangeGames ? undefined : 'sm:col-span-2'}>
            <Link to={paths.match(matchId)}>View Match Details</Link>
          </Button>
          {canChangeGames && (
            <Button variant="outline" size="lg" onClick={onAccept} disabled={busy}>
              Change my games
            </Button>
          )}
        </div>
      </div>
    );
  }
  if (status === 'WITHDRAWN') {
    return (
      <div className="grid gap-3 text-center">
        <p className="text-sm text-muted-foreground">You withdrew from this match.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <Button variant="forest" size="lg" onClick={onAccept} disabled={busy}>
            Rejoin the match
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={paths.match(matchId)}>View Match Details</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-3 text-center">
      <p className="text-sm text-muted-foreground">
        {status === 'DECLINED' ? "You've declined this invitation." : 'This invitation link is not valid or has expired.'}
      </p>
      <Button asChild variant="outline" size="lg">
        <Link to={paths.home()}>Go to Homepage</Link>
      </Button>
    </div>
  );
}

/** Before the member picks games: the match is full, and where accepting puts them. */
function FullMatchNotice({ seats }: { seats: NonNullable<Invitation['seats']> }) {
  return (
    <Alert className="mb-4">
      <Hourglass aria-hidden />
      <AlertTitle>This match is full</AlertTitle>
      <AlertDescription>
        {seats.allow_waitlist && seats.waitlist_position
          ? `Accepting puts you on the waitlist at position ${seats.waitlist_position}. We'll e-mail you if a seat opens up.`
          : 'The waitlist is closed, so this invitation cannot be accepted.'}
      </AlertDescription>
    </Alert>
  );
}

function ConfirmedStep({ invitation, result, onCalendar }: { invitation: Invitation; result: RespondResult; onCalendar: () => void }) {
  const waitlisted = result.outcome === 'WAITLISTED';
  const { match } = invitation;
  return (
    <div className="grid gap-4" role="status">
      <div className="grid justify-items-center gap-2 text-center">
        {waitlisted ? <Hourglass className="size-10 text-gold-ink" aria-hidden /> : <CheckCircle2 className="size-10 text-success" aria-hidden />}
        <h2 className="text-xl font-semibold">{waitlisted ? "You're on the waitlist" : "You're in!"}</h2>
        {waitlisted ? (
          <p className="text-sm text-muted-foreground">
            The match is full, so you've been added to the waitlist. We'll e-mail you if a seat opens up.
          </p>
        ) : (
          <>
            <p className="text-sm text-muted-foreground">Your entry is confirmed.</p>
            <p className="text-sm">
              Total due: <span className="num font-semibold">{formatCents(result.total_cents)}</span>
            </p>
            {match.require_payment_before_play && (
              <p className="rounded-lg bg-warning/15 px-3 py-2 text-sm">
                Payment is required before play: your entry stays pending payment until the treasurer confirms your payment.
              </p>
            )}
            {result.total_cents > 0 && <PaymentInstructions className="w-full" />}
          </>
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="forest" size="lg">
          <Link to={paths.match(result.match_id)}>View Match Details</Link>
        </Button>
        <Button variant="goldOutline" size="lg" onClick={onCalendar}>
          <CalendarPlus aria-hidden /> Add to Calendar
        </Button>
      </div>
    </div>
  );
}

import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MatchWhen } from '@/components/match-when';
import { START_MODE_LABEL } from '@/lib/match-time';
import { isMatchOver, type MatchPageDetail } from '@/api/matches/get-match-detail';
import { CapacityBadge } from './capacity-badge';
import { ratingSlopeText } from './match-badges';

type Props = {
  detail: MatchPageDetail;
  /** The final results box with its own heading (shown only when the match is final). */
  finalResults?: ReactNode;
};

/** Overview tab: match information, seats, the payment requirement and, once final, the results. */
export function MatchOverview({ detail, finalResults }: Props) {
  const { match } = detail;
  // Before play only: a finished or called-off match neither asks for payment nor offers seats.
  const over = isMatchOver(match);
  return (
    <div className="grid grid-cols-1 gap-4">
      {match.require_payment_before_play && !over && (
        <Alert variant="warning">
          <Banknote aria-hidden />
          <AlertTitle>Payment required before play</AlertTitle>
          <AlertDescription>
            Every entry must be paid before the match starts. An entry stays pending until the treasurer confirms payment.
          </AlertDescription>
        </Alert>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Match Information</CardTitle>
          {!over && (
            <CardAction>
              <CapacityBadge seatsLeft={detail.seats_left} />
            </CardAction>
          )}
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Name</dt>
              <dd className="font-medium">{match.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Date and start</dt>
              <dd className="font-medium">
                <MatchWhen date={match.date} startTime={match.start_time} withYear />
              </dd>
              <dd className="text-xs text-muted-foreground">{START_MODE_LABEL[match.start_mode]}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Course</dt>
              <dd className="font-medium">
                {match.course_name ?? '—'}
                {detail.teeset && <span className="font-normal text-muted-foreground"> · {detail.teeset.label} tees</span>}
              </dd>
              <dd className="num text-xs text-muted-foreground">{ratingSlopeText(match.course_rating, match.course_slope)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{over ? 'Field' : 'Seats'}</dt>
              <dd className="num font-medium">
                {over
                  ? `${detail.entries.length} ${detail.entries.length === 1 ? 'player' : 'players'}`
                  : match.capacity === null
                    ? `${detail.entries.length} entered · unlimited`
                    : `${detail.entries.length} of ${match.capacity} taken`}
                {match.allow_waitlist && !over ? ' · waitlist open' : ''}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">Notes</dt>
              <dd className="whitespace-pre-line">{match.notes?.trim() ? match.notes : 'No notes.'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>
      {match.is_final && finalResults}
    </div>
  );
}

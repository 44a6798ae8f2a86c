import { format, parseISO } from 'date-fns';
import { Ban, CalendarClock, CalendarDays, MapPin } from 'lucide-react';
import { MatchWhen } from '@/components/match-when';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { START_MODE_LABEL } from '@/lib/match-time';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { FormatBadge, MatchStatusBadge, ratingSlopeText } from './match-badges';

export function MatchHeader({ detail }: { detail: MatchPageDetail }) {
  const { match } = detail;
  return (
    <header className="grid gap-3 pb-6">
      <div className="flex flex-wrap items-center gap-2">
        <FormatBadge format={match.format} />
        <MatchStatusBadge match={match} full={detail.seats_left !== null && detail.seats_left <= 0} />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{match.name}</h1>
      <div className="flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-5">
        <span className="flex items-center gap-1.5">
          <CalendarDays className="size-4 shrink-0" aria-hidden />
          <span>
            <MatchWhen date={match.date} startTime={match.start_time} withYear /> · {START_MODE_LABEL[match.start_mode]}
          </span>
        </span>
        {match.postponed_from && (
          <span className="flex items-center gap-1.5 font-medium text-foreground">
            <CalendarClock className="size-4 shrink-0 text-gold-ink" aria-hidden />
            <span>Postponed from {format(parseISO(match.postponed_from), 'EEE, MMM d, yyyy')}</span>
          </span>
        )}
        {match.course_name && (
          <span className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {match.course_name}
              {detail.teeset ? ` · ${detail.teeset.label} tees` : ''}{' '}
              <span className="num">({ratingSlopeText(match.course_rating, match.course_slope)})</span>
            </span>
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
    </header>
  );
}

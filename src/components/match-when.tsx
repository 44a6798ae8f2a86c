import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { formatDeadline, formatMatchWhen, matchWhenParts } from '@/lib/match-time';

type WhenProps = { date: string; startTime: string | null | undefined; withYear?: boolean; className?: string };

/** A match's date and start time in the club zone, zone named: 'Sat, Dec 5 · 8:00 AM EST'. */
export function MatchWhen({ date, startTime, withYear, className }: WhenProps) {
  const timeZone = useLeagueTimeZone();
  return <span className={className}>{formatMatchWhen(date, startTime, timeZone, { withYear })}</span>;
}

/** The same on two lines (table cells): the day, then the start time in smaller type. */
export function MatchWhenStacked({ date, startTime, withYear }: Omit<WhenProps, 'className'>) {
  const timeZone = useLeagueTimeZone();
  const { day, time } = matchWhenParts(date, startTime, timeZone, { withYear });
  return (
    <>
      <span className="block">{day}</span>
      <span className="block text-xs text-muted-foreground">{time}</span>
    </>
  );
}

/** A deadline (timestamp) in the club zone, zone named: 'Fri, Dec 4 · 6:00 PM EST'. */
export function ZonedDeadline({ at, withYear, className }: { at: string; withYear?: boolean; className?: string }) {
  const timeZone = useLeagueTimeZone();
  return <span className={className}>{formatDeadline(at, timeZone, { withYear })}</span>;
}

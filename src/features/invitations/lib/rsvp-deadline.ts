import { format, parseISO, subDays } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';

export const DEFAULT_RSVP_TIME = '18:00';

/** The default RSVP date: the day before the match ('yyyy-MM-dd'). */
export function defaultRsvpDate(matchDate: string): string {
  return format(subDays(parseISO(matchDate.slice(0, 10)), 1), 'yyyy-MM-dd');
}

/** A wall-clock date and time in the club's time zone → the ISO instant sent as p_expires_at. */
export function rsvpDeadlineInstant(date: string, time: string, timeZone: string): string {
  return fromZonedTime(`${date}T${time}:00`, timeZone).toISOString();
}

/** The match's start as an instant: its date at its start time ('HH:MM' or 'HH:MM:SS') in the club's zone. */
export function matchStartInstant(matchDate: string, startTime: string, timeZone: string): Date {
  return fromZonedTime(`${matchDate.slice(0, 10)}T${startTime.slice(0, 5)}:00`, timeZone);
}

/**
 * The default RSVP deadline, never in the past (DESIGN rule 8): the day before the match at 18:00 in the
 * club's zone; once that has passed, the match's own start (the opt-in cut-off is the start anyway).
 */
export function defaultRsvpDeadline(
  matchDate: string,
  startTime: string | undefined,
  timeZone: string,
  now: Date = new Date(),
): { date: string; time: string } {
  const dayBefore = { date: defaultRsvpDate(matchDate), time: DEFAULT_RSVP_TIME };
  if (!startTime || fromZonedTime(`${dayBefore.date}T${dayBefore.time}:00`, timeZone).getTime() > now.getTime()) return dayBefore;
  return { date: matchDate.slice(0, 10), time: startTime.slice(0, 5) };
}

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

/**
 * Match times and deadlines as people read them (DESIGN rule 22): a match starts at its date and start
 * time in the club's time zone, and every time shown names its zone ("Sat, Dec 5 · 8:00 AM EST"), since a
 * viewer may be elsewhere. The one formatter every screen uses for a match time or a deadline.
 */

/** Used until the league's zone has loaded, and the settings' default. */
export const DEFAULT_CLUB_TIMEZONE = 'America/New_York';

export type StartMode = 'TEE_TIMES' | 'SHOTGUN';

export const START_MODE_LABEL: Record<StartMode, string> = { TEE_TIMES: 'Tee times', SHOTGUN: 'Shotgun' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone and options, kept: building an Intl.DateTimeFormat costs far more than using
 * one (a list of matches formats several times per row; on a phone's CPU that was most of its render).
 */
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, cached);
  }
  return cached;
}

/** Wall-clock parts of an instant in a zone. */
function zonedParts(instant: Date, timeZone: string) {
  const parts = formatter(timeZone, {
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** 'HH:MM' (or 'HH:MM:SS') → [hour, minute]; 08:00 when missing or malformed. */
export function parseStartTime(startTime: string | null | undefined): [number, number] {
  const match = /^(\d{1,2}):(\d{2})/.exec(startTime ?? '');
  return match ? [Number(match[1]), Number(match[2])] : [8, 0];
}

/** The instant a match starts: its 'yyyy-MM-dd' date at 'HH:MM' in the club zone (DST-aware). */
export function matchStartInstant(date: string, startTime: string | null | undefined, timeZone: string): Date {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number);
  const [hour, minute] = parseStartTime(startTime);
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Two corrections settle any offset, including the days the clocks change.
  let guess = wanted;
  for (let step = 0; step < 2; step += 1) {
    const seen = zonedParts(new Date(guess), timeZone);
    guess += wanted - Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
  }
  return new Date(guess);
}

/** 'yyyy-MM-dd': the day an instant falls on in a zone (the club's day, DESIGN rule 22). */
export function zonedDay(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** 'Sat, Dec 5' (the date as the club reads it). */
function dayLabel(instant: Date, timeZone: string, withYear: boolean): string {
  return formatter(timeZone, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(instant);
}

/** '8:00 AM EST' */
export function formatZonedTime(instant: Date, timeZone: string): string {
  return formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(instant);
}

type Options = { withYear?: boolean };

/** The day ('Sat, Dec 5') and the time ('8:00 AM EST') a match starts, in the club zone. */
export function matchWhenParts(date: string, startTime: string | null | undefined, timeZone: string, { withYear = false }: Options = {}) {
  const start = matchStartInstant(date, startTime, timeZone);
  return { day: dayLabel(start, timeZone, withYear), time: formatZonedTime(start, timeZone) };
}

/** 'Sat, Dec 5 · 8:00 AM EST' for a match's date and start time in the club zone. */
export function formatMatchWhen(date: string, startTime: string | null | undefined, timeZone: string, options: Options = {}): string {
  const { day, time } = matchWhenParts(date, startTime, timeZone, options);
  return `${day} · ${time}`;
}

/** 'Shotgun 8:00 AM EST' / 'Tee times from 8:00 AM EST'. */
export function formatStart(date: string, startTime: string | null | undefined, startMode: StartMode | string | null | undefined, timeZone: string): string {
  const time = formatZonedTime(matchStartInstant(date, startTime, timeZone), timeZone);
  return startMode === 'SHOTGUN' ? `Shotgun ${time}` : `Tee times from ${time}`;
}

/** 'Fri, Dec 4 · 6:00 PM EST' for a timestamp (an RSVP deadline, a sent time) shown in the club zone. */
export function formatDeadline(timestamp: string | Date, timeZone: string, { withYear = false }: Options = {}): string {
  const instant = timestamp instanceof Date ? timestamp : new Date(timestamp);
  return `${dayLabel(instant, timeZone, withYear)} · ${formatZonedTime(instant, timeZone)}`;
}

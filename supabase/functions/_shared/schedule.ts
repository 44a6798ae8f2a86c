// Schedule arithmetic for the scheduled jobs: wall-clock time in the club's time zone, ISO weeks,
// "is the weekly leaders e-mail due", "is a match exactly three days ahead". Pure: no I/O, no clock
// (callers pass `now`), no time-zone library — Intl.DateTimeFormat knows the IANA zones.

/** A wall-clock reading in some time zone. month 1–12, weekday 1 = Monday … 7 = Sunday (ISO). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, which is what a caller with a bad setting should see.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at the instant `at`. */
export function zonedParts(at: Date, timeZone: string): ZonedParts {
  const values: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(at)) values[part.type] = part.value;
  return {
    year: Number(values.year),
    month: Number(values.month),
    day: Number(values.day),
    hour: Number(values.hour) % 24,
    minute: Number(values.minute),
    second: Number(values.second),
    weekday: WEEKDAYS[values.weekday ?? ''] ?? 0,
  };
}

/** Offset of `timeZone` from UTC at the instant `at`, in minutes (New York in winter: -300). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  const whole = Math.floor(at.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant at which the wall clock in `timeZone` reads the given local time.
 * A local time skipped by a spring-forward change (02:30 in New York on 2026-03-08) maps to the
 * instant the clocks show the same distance past the change (03:30 EDT); a local time that occurs
 * twice at a fall-back change maps to its first occurrence (the daylight-time one).
 */
export function zonedTimeToUtc(
  local: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const naive = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0, local.second ?? 0);
  // Offsets a day either side of the target cover any transition near it (offsets reach ±14 h, and
  // no zone changes its offset twice within two days).
  const before = offsetMinutes(new Date(naive - 26 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(naive + 26 * 3_600_000), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => naive - offset * 60_000)
    .filter((instant) => offsetMinutes(new Date(instant), timeZone) * 60_000 === naive - instant)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0] as number);
  // In the gap of a spring-forward change: the earlier offset carries the reading past the gap.
  return new Date(naive - before * 60_000);
}

/** 'YYYY-MM-DD' of the wall clock in `timeZone` at `at`. */
export function localDate(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone);
  return isoDate(p.year, p.month, p.day);
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parseDate(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

export function parseDate(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** ISO 8601 week of a calendar date, e.g. '2026-W48' (weeks start on Monday; week 1 holds a Thursday). */
export function isoWeek(date: string): string {
  const [year, month, day] = parseDate(date);
  const utc = new Date(Date.UTC(year, month - 1, day));
  const weekday = utc.getUTCDay() === 0 ? 7 : utc.getUTCDay();
  // The Thursday of this week decides the week-year.
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday);
  const weekYear = utc.getUTCFullYear();
  const week = Math.ceil(((utc.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

export interface WeeklyLeadersSettings {
  enabled: boolean;
  timeZone: string;
  hour: number;
  minute: number;
}

export const WEEKLY_LEADERS_WEEKDAY = 1; // Monday (DESIGN rule 9)

/**
 * Is the weekly leaders e-mail due at `now`? Due on Monday in the club time zone at or after the
 * configured hour:minute, for that Monday's ISO week. The caller records the week once sent, so a
 * second firing the same week sends nothing; a missed Monday is not caught up on Tuesday.
 */
export function weeklyLeadersDue(now: Date, settings: WeeklyLeadersSettings): { due: boolean; week: string; localDate: string } {
  const p = zonedParts(now, settings.timeZone);
  const date = isoDate(p.year, p.month, p.day);
  const week = isoWeek(date);
  const afterSendTime = p.hour * 60 + p.minute >= settings.hour * 60 + settings.minute;
  return { due: settings.enabled && p.weekday === WEEKLY_LEADERS_WEEKDAY && afterSendTime, week, localDate: date };
}

/** The next instant (strictly after `now`) at which the weekly leaders e-mail becomes due. */
export function nextWeeklyLeadersRun(now: Date, settings: Omit<WeeklyLeadersSettings, 'enabled'>): Date {
  const today = localDate(now, settings.timeZone);
  const weekday = zonedParts(now, settings.timeZone).weekday;
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    if ((weekday + ahead - 1) % 7 + 1 !== WEEKLY_LEADERS_WEEKDAY) continue;
    const [year, month, day] = parseDate(addDays(today, ahead));
    const run = zonedTimeToUtc({ year, month, day, hour: settings.hour, minute: settings.minute }, settings.timeZone);
    if (run.getTime() > now.getTime()) return run;
  }
  throw new Error('unreachable: a Monday falls within 8 days');
}

export const DECLINE_FOLLOWUP_DAYS_BEFORE = 3;
/** Follow-ups go out from this local hour on, so nobody gets one at midnight. */
export const DECLINE_FOLLOWUP_EARLIEST_HOUR = 9;

/** The match date (club calendar) whose declined invitees get the follow-up when the job runs at `now`. */
export function declineFollowupMatchDate(now: Date, timeZone: string): string {
  return addDays(localDate(now, timeZone), DECLINE_FOLLOWUP_DAYS_BEFORE);
}

/** Is `now` within the hours in which follow-ups may be sent (from 09:00 local)? */
export function declineFollowupWindowOpen(now: Date, timeZone: string): boolean {
  return zonedParts(now, timeZone).hour >= DECLINE_FOLLOWUP_EARLIEST_HOUR;
}

/** Outbox retry policy: 1, 2, 4, 8 … minutes after the n-th failure, capped at one hour. */
export const MAX_ATTEMPTS = 8;
export function backoffMinutes(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1));
}

/** The invite page's 'Add to Calendar' file: an RFC 5545 calendar with one 4-hour event. Pure, no I/O. */
import { matchStartInstant } from '@/lib/match-time';

export const EVENT_HOURS = 4;

export type IcsEvent = {
  uid: string;
  title: string;
  /** 'yyyy-MM-dd' (starts at startTime in timeZone) or an ISO timestamp with a time. */
  date: string;
  /** 'HH:MM' in the club zone (DESIGN rule 22); 08:00 when missing. */
  startTime?: string | null;
  /** The club's time zone: the event is at the club's start time wherever the calendar is. */
  timeZone: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
};

/** When the match starts: the timestamp itself, or the date at the start time in the club zone. */
export function matchStart(date: string, startTime: string | null | undefined, timeZone: string): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) return matchStartInstant(date, startTime, timeZone);
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) throw new Error(`Not a date: ${date}`);
  return parsed;
}

/** 2024-05-04T12:00:00.000Z → 20240504T120000Z */
export function toIcsUtc(value: Date): string {
  return value.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after CRLF + space, never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with one space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: IcsEvent, now: Date): string {
  const start = matchStart(event.date, event.startTime, event.timeZone);
  const end = new Date(start.getTime() + EVENT_HOURS * 60 * 60 * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fairway League//Match Invitation//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${toIcsUtc(now)}`,
    `DTSTART:${toIcsUtc(start)}`,
    `DTEND:${toIcsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push('END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

/** 'Saturday Skins' → 'saturday-skins.ics' */
export function icsFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'match'}.ics`;
}

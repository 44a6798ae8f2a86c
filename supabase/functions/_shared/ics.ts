// iCalendar (RFC 5545) for the match invitation: one VEVENT, METHOD:PUBLISH (or METHOD:CANCEL to take the
// event out of calendars), times in UTC, CRLF line endings, text values escaped and lines folded at 75 octets
// without splitting a character.

export interface CalendarEvent {
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location?: string | null;
  description?: string | null;
  url?: string | null;
  /** DTSTAMP: when the object was created (pass the clock in; keeps this module pure). */
  stamp: Date;
  organizerName?: string | null;
  organizerEmail?: string | null;
  /** SEQUENCE: higher on each revision of the same UID, so calendars move the event they already hold. */
  sequence?: number;
  /** CANCEL: the match was called off; with the invitation's UID and a higher SEQUENCE, calendars remove it. */
  method?: 'PUBLISH' | 'CANCEL';
}

/** The spec's invite calendar event lasts 4 hours. */
export const MATCH_EVENT_MINUTES = 240;

export function icsDateTime(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Folds a content line so that no physical line exceeds 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let currentOctets = 0;
  let limit = 75;
  for (const char of line) {
    const octets = encoder.encode(char).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = '';
      currentOctets = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += char;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent, productName = 'Fairway League'): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const cancel = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeIcsText(productName)}//Match Invitation//EN`,
    'CALSCALE:GREGORIAN',
    cancel ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    ...(event.sequence === undefined ? [] : [`SEQUENCE:${event.sequence}`]),
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeIcsText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url && /^https?:\/\//i.test(event.url)) lines.push(`URL:${event.url}`);
  if (event.organizerEmail) {
    const name = event.organizerName ? `;CN="${event.organizerName.replace(/["\r\n]/g, '')}"` : '';
    lines.push(`ORGANIZER${name}:mailto:${event.organizerEmail}`);
  }
  lines.push(cancel ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED', 'TRANSP:OPAQUE', 'END:VEVENT', 'END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

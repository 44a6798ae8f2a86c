import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, icsFileName, matchStart } from './ics';

const NOW = new Date(Date.UTC(2025, 4, 1, 9, 30, 0));

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('matchStart', () => {
  it('starts a date-only match at its start time in the club zone', () => {
    expect(matchStart('2025-06-14', '07:30', 'America/New_York').toISOString()).toBe('2025-06-14T11:30:00.000Z');
    expect(matchStart('2025-12-14', null, 'America/Denver').toISOString()).toBe('2025-12-14T15:00:00.000Z');
  });

  it('keeps the time of a timestamp', () => {
    expect(matchStart('2025-06-14T13:45:00Z', '07:30', 'America/New_York').toISOString()).toBe('2025-06-14T13:45:00.000Z');
  });

  it('refuses text that is not a date', () => {
    expect(() => matchStart('soon', null, 'America/New_York')).toThrow('Not a date: soon');
  });
});

describe('buildIcs', () => {
  const ics = buildIcs(
    {
      uid: 'invite-1@fairway-league',
      title: 'Saturday Skins, Round 2',
      date: '2025-06-14T12:00:00Z',
      timeZone: 'America/New_York',
      location: 'Pine Valley; North',
      description: 'Bring cash.\nTee times from 8:00',
      url: 'https://example.test/matches/m1',
    },
    NOW,
  );
  const lines = unfold(ics);

  it('is one VEVENT inside a VCALENDAR with CRLF line ends', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('lasts four hours from the match start', () => {
    expect(lines).toContain('DTSTART:20250614T120000Z');
    expect(lines).toContain('DTEND:20250614T160000Z');
    expect(lines).toContain('DTSTAMP:20250501T093000Z');
  });

  it('escapes text values', () => {
    expect(lines).toContain('SUMMARY:Saturday Skins\\, Round 2');
    expect(lines).toContain('LOCATION:Pine Valley\\; North');
    expect(lines).toContain('DESCRIPTION:Bring cash.\\nTee times from 8:00');
    expect(lines).toContain('URL:https://example.test/matches/m1');
    expect(lines).toContain('UID:invite-1@fairway-league');
  });

  it('starts a date-only match at the club start time, whatever the viewer\'s zone, for four hours', () => {
    const dateOnly = unfold(buildIcs({ uid: 'u', title: 'T', date: '2025-06-14', startTime: '08:15', timeZone: 'America/Chicago' }, NOW));
    expect(dateOnly).toContain('DTSTART:20250614T131500Z');
    expect(dateOnly).toContain('DTEND:20250614T171500Z');
    expect(dateOnly.some((line) => line.startsWith('LOCATION'))).toBe(false);
  });
});

describe('helpers', () => {
  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b,c;d')).toBe('a\\\\b\\,c\\;d');
  });

  it('folds long lines at 75 octets without splitting characters', () => {
    const long = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldIcsLine(long);
    const encoder = new TextEncoder();
    for (const part of folded.split('\r\n')) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('names the file after the match', () => {
    expect(icsFileName('Saturday Skins, Round 2!')).toBe('saturday-skins-round-2.ics');
    expect(icsFileName('***')).toBe('match.ics');
  });
});

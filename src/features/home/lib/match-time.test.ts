import { describe, expect, it } from 'vitest';
import { formatClockTime, formatMatchStart } from './match-time';

describe('match start on the home', () => {
  it('reads a start time as a clock time', () => {
    expect(formatClockTime('09:30')).toBe('9:30 AM');
    expect(formatClockTime('12:05')).toBe('12:05 PM');
    expect(formatClockTime('00:00')).toBe('12:00 AM');
    expect(formatClockTime('18:00')).toBe('6:00 PM');
  });

  it('names the club zone only when the viewer is elsewhere', () => {
    expect(formatMatchStart('2026-12-05', '08:00', 'America/New_York', 'America/New_York')).toBe('Sat, Dec 5 · 8:00 AM');
    expect(formatMatchStart('2026-12-05', '08:00', 'America/New_York', 'Europe/Paris')).toBe('Sat, Dec 5 · 8:00 AM (America/New York time)');
  });
});

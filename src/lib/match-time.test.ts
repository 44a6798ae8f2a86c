import { describe, expect, it } from 'vitest';
import { formatDeadline, formatMatchWhen, formatStart, matchStartInstant, parseStartTime } from './match-time';

describe('matchStartInstant', () => {
  it('puts the start time in the club zone, standard and daylight time', () => {
    expect(matchStartInstant('2026-12-05', '08:00', 'America/New_York').toISOString()).toBe('2026-12-05T13:00:00.000Z');
    expect(matchStartInstant('2026-07-04', '07:30', 'America/New_York').toISOString()).toBe('2026-07-04T11:30:00.000Z');
    expect(matchStartInstant('2026-07-04', '07:30', 'America/Phoenix').toISOString()).toBe('2026-07-04T14:30:00.000Z');
    expect(matchStartInstant('2026-12-05', '08:00', 'Australia/Sydney').toISOString()).toBe('2026-12-04T21:00:00.000Z');
  });

  it('handles the day the clocks go forward', () => {
    expect(matchStartInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
  });
});

describe('formatters', () => {
  it('names the zone with the date and time', () => {
    expect(formatMatchWhen('2026-12-05', '08:00', 'America/New_York')).toBe('Sat, Dec 5 · 8:00 AM EST');
    expect(formatMatchWhen('2026-12-05', '13:15:00', 'America/Los_Angeles', { withYear: true })).toBe('Sat, Dec 5, 2026 · 1:15 PM PST');
  });

  it('says how the field starts', () => {
    expect(formatStart('2026-12-05', '08:30', 'SHOTGUN', 'America/Chicago')).toBe('Shotgun 8:30 AM CST');
    expect(formatStart('2026-12-05', '08:30', 'TEE_TIMES', 'America/Chicago')).toBe('Tee times from 8:30 AM CST');
  });

  it('shows a deadline in the club zone, not the viewer’s', () => {
    expect(formatDeadline('2026-12-04T23:00:00Z', 'America/New_York')).toBe('Fri, Dec 4 · 6:00 PM EST');
  });

  it('reads a missing start time as 08:00', () => {
    expect(parseStartTime(null)).toEqual([8, 0]);
    expect(parseStartTime('17:05:00')).toEqual([17, 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRsvpDate, defaultRsvpDeadline, matchStartInstant, rsvpDeadlineInstant } from './rsvp-deadline';

describe('RSVP deadline', () => {
  it('defaults to the day before the match', () => {
    expect(defaultRsvpDate('2025-06-14')).toBe('2025-06-13');
    expect(defaultRsvpDate('2025-03-01')).toBe('2025-02-28');
  });

  it('reads the date and time in the club time zone', () => {
    expect(rsvpDeadlineInstant('2025-06-13', '18:00', 'America/New_York')).toBe('2025-06-13T22:00:00.000Z');
    expect(rsvpDeadlineInstant('2025-01-13', '18:00', 'America/New_York')).toBe('2025-01-13T23:00:00.000Z');
    expect(rsvpDeadlineInstant('2025-06-13', '18:00', 'Europe/London')).toBe('2025-06-13T17:00:00.000Z');
  });

  it('defaults to the day before at 18:00 while that is still ahead', () => {
    const now = new Date('2025-06-12T12:00:00Z');
    expect(defaultRsvpDeadline('2025-06-14', '08:00', 'America/New_York', now)).toEqual({ date: '2025-06-13', time: '18:00' });
  });

  it('never defaults to a moment in the past: once the day before at 18:00 has gone, the match start', () => {
    const now = new Date('2025-06-13T23:30:00Z'); // 19:30 in New York on the day before
    expect(defaultRsvpDeadline('2025-06-14', '08:00', 'America/New_York', now)).toEqual({ date: '2025-06-14', time: '08:00' });
    expect(new Date(rsvpDeadlineInstant('2025-06-14', '08:00', 'America/New_York')).getTime()).toBeGreaterThan(now.getTime());
  });

  it('reads the match start in the club time zone', () => {
    expect(matchStartInstant('2025-06-14', '08:00:00', 'America/New_York').toISOString()).toBe('2025-06-14T12:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import { defaultRsvpDate, rsvpDeadlineInstant } from './rsvp-deadline';

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
});

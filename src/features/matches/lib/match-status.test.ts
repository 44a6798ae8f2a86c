import { describe, expect, it } from 'vitest';
import { deriveMatchStatus, isMatchFull, matchStatusLabel, plural } from './match-status';

const ZONE = 'America/New_York';
/** An instant given as the club's wall clock in June (EDT, UTC−4). */
const clubTime = (date: string, time: string) => new Date(`${date}T${time}:00-04:00`);
const MATCH = { is_final: false, date: '2025-06-14', start_time: '08:00' };

describe('deriveMatchStatus (the one rule for a match badge)', () => {
  it('is open before the start time, even early on the match day', () => {
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-10', '12:00'), ZONE)).toBe('DRAFT');
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-14', '00:05'), ZONE)).toBe('DRAFT');
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-14', '07:59'), ZONE)).toBe('DRAFT');
  });
  it('is In Progress from the start time until the end of the match day in the club zone', () => {
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-14', '08:00'), ZONE)).toBe('IN_PROGRESS');
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-14', '23:59'), ZONE)).toBe('IN_PROGRESS');
  });
  it('is Awaiting results after the match day while it is not final', () => {
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-15', '00:01'), ZONE)).toBe('AWAITING_RESULTS');
    expect(deriveMatchStatus(MATCH, clubTime('2025-06-18', '09:00'), ZONE)).toBe('AWAITING_RESULTS');
  });
  it('reads the start time in the club zone, not the viewer’s', () => {
    // 12:30 UTC is 08:30 in New York (started) but 05:30 in Los Angeles (not yet).
    const now = new Date('2025-06-14T12:30:00Z');
    expect(deriveMatchStatus(MATCH, now, 'America/New_York')).toBe('IN_PROGRESS');
    expect(deriveMatchStatus(MATCH, now, 'America/Los_Angeles')).toBe('DRAFT');
  });
  it('is Final once final, whatever the date or clock', () => {
    expect(deriveMatchStatus({ ...MATCH, is_final: true, date: '2030-01-01' }, clubTime('2025-06-14', '09:00'), ZONE)).toBe('FINAL');
    expect(deriveMatchStatus({ ...MATCH, is_final: true }, clubTime('2025-06-20', '09:00'), ZONE)).toBe('FINAL');
  });
  it('is Cancelled when the server says the match was called off, whatever the date', () => {
    expect(deriveMatchStatus({ ...MATCH, status: 'CANCELLED' }, clubTime('2025-06-10', '09:00'), ZONE)).toBe('CANCELLED');
    expect(deriveMatchStatus({ ...MATCH, status: 'CANCELLED' }, clubTime('2025-06-14', '09:00'), ZONE)).toBe('CANCELLED');
    expect(deriveMatchStatus({ ...MATCH, status: 'CANCELLED' }, clubTime('2025-06-20', '09:00'), ZONE)).toBe('CANCELLED');
  });
});

describe('matchStatusLabel', () => {
  it('says Open, never Draft, and Full once every seat is taken', () => {
    expect(matchStatusLabel('DRAFT')).toBe('Open');
    expect(matchStatusLabel('DRAFT', isMatchFull({ capacity: 10, entries_count: 10 }))).toBe('Full');
    expect(matchStatusLabel('DRAFT', isMatchFull({ capacity: 10, entries_count: 9 }))).toBe('Open');
    expect(matchStatusLabel('DRAFT', isMatchFull({ capacity: null, entries_count: 40 }))).toBe('Open');
  });
  it('keeps In Progress, Final and Cancelled whatever the seats', () => {
    expect(matchStatusLabel('IN_PROGRESS', true)).toBe('In Progress');
    expect(matchStatusLabel('FINAL', true)).toBe('Final');
    expect(matchStatusLabel('AWAITING_RESULTS', true)).toBe('Awaiting results');
    expect(matchStatusLabel('CANCELLED')).toBe('Cancelled');
  });
});

describe('plural', () => {
  it('counts entries', () => {
    expect(plural(0, 'entry', 'entries')).toBe('0 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
    expect(plural(3, 'entry', 'entries')).toBe('3 entries');
  });
});

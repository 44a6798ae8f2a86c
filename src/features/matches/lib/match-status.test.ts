import { describe, expect, it } from 'vitest';
import { deriveMatchStatus, isMatchFull, matchStatusLabel, plural } from './match-status';

const TODAY = new Date(2025, 5, 14, 15, 0);

describe('deriveMatchStatus', () => {
  it('is Final once final, whatever the date', () => {
    expect(deriveMatchStatus({ is_final: true, date: '2030-01-01' }, TODAY)).toBe('FINAL');
  });
  it('is In Progress from the match day on while it is not final (as get_match_detail says)', () => {
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-13' }, TODAY)).toBe('IN_PROGRESS');
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-14' }, TODAY)).toBe('IN_PROGRESS');
  });
  it('is Cancelled once cancelled, whatever the date', () => {
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-13', status: 'CANCELLED' }, TODAY)).toBe('CANCELLED');
  });
  it('is open (DRAFT) before the match day', () => {
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-15' }, TODAY)).toBe('DRAFT');
  });
  it('is Cancelled when the server says the match was called off, whatever the date', () => {
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-13', status: 'CANCELLED' }, TODAY)).toBe('CANCELLED');
    expect(deriveMatchStatus({ is_final: false, date: '2025-06-20', status: 'CANCELLED' }, TODAY)).toBe('CANCELLED');
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

import { describe, expect, it } from 'vitest';
import type { MatchRecord } from '@/api/matches/get-match-detail';
import { matchEditChanges, matchEditProblems, matchEditValues } from './match-edit';

const match = {
  id: 'm-1',
  name: 'Saturday Skins',
  date: '2026-12-05',
  start_time: '08:00:00',
  start_mode: 'TEE_TIMES',
  format: 'Individual skins',
  course_id: 'c-1',
  teeset_id: 't-1',
  capacity: 12,
  notes: null,
  require_payment_before_play: true,
  allow_waitlist: true,
} as unknown as MatchRecord;

describe('match edit', () => {
  const before = matchEditValues(match);

  it('sends nothing when nothing changed', () => {
    expect(matchEditChanges(before, { ...before })).toEqual({});
  });

  it('sends only the changed fields, the course with its tee set', () => {
    expect(
      matchEditChanges(before, { ...before, date: '2026-12-12', startTime: '09:30', teesetId: 't-2', capacity: '', notes: ' Bring layers ' }),
    ).toEqual({ date: '2026-12-12', start_time: '09:30', course_id: 'c-1', teeset_id: 't-2', capacity: null, notes: 'Bring layers' });
  });

  it('names what the server would refuse', () => {
    expect(matchEditProblems({ ...before, name: ' ', date: '', startTime: '25:00', teesetId: '', capacity: '0' })).toEqual({
      name: 'Match name is required',
      date: 'Match date is required',
      startTime: 'Start time is required',
      teesetId: 'Tee set selection is required',
      capacity: 'Capacity must be at least 1',
    });
    expect(matchEditProblems(before)).toEqual({});
  });
});

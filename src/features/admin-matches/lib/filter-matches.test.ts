import { describe, expect, it } from 'vitest';
import type { MatchListRow } from '../api/get-matches-list';
import { courseOptions, filterMatches, matchStatus } from './filter-matches';

const row = (over: Partial<MatchListRow>): MatchListRow => ({
  id: 'm',
  name: 'Match',
  date: '2025-06-10',
  course_name: 'Pine Valley',
  course_rating: 72.1,
  course_slope: 130,
  format: null,
  is_final: false,
  finalized_at: null,
  capacity: null,
  allow_waitlist: false,
  require_payment_before_play: false,
  course_id: 'c1',
  entries_count: 0,
  paid_count: 0,
  games: [],
  ...over,
});

const today = '2025-06-10';
const list = [
  row({ id: 'future', date: '2025-07-01' }),
  row({ id: 'today', date: '2025-06-10', course_id: 'c2', course_name: 'Augusta' }),
  row({ id: 'past', date: '2025-05-01' }),
  row({ id: 'final', date: '2025-04-01', is_final: true }),
];

describe('matchStatus', () => {
  it('derives Draft, In Progress and Final', () => {
    expect(list.map((m) => matchStatus(m, today))).toEqual(['DRAFT', 'IN_PROGRESS', 'IN_PROGRESS', 'FINAL']);
  });
});

describe('filterMatches', () => {
  const all = { status: 'ALL', course: 'ALL', from: '', to: '' } as const;
  it('filters by status', () => {
    expect(filterMatches(list, { ...all, status: 'IN_PROGRESS' }, today).map((m) => m.id)).toEqual(['today', 'past']);
    expect(filterMatches(list, { ...all, status: 'FINAL' }, today).map((m) => m.id)).toEqual(['final']);
  });
  it('filters by course', () => {
    expect(filterMatches(list, { ...all, course: 'c2' }, today).map((m) => m.id)).toEqual(['today']);
  });
  it('filters by an inclusive date range', () => {
    expect(filterMatches(list, { ...all, from: '2025-05-01', to: '2025-06-10' }, today).map((m) => m.id)).toEqual(['today', 'past']);
  });
  it('lists each course once, by name', () => {
    expect(courseOptions(list)).toEqual([
      { value: 'c2', label: 'Augusta' },
      { value: 'c1', label: 'Pine Valley' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { matchListArgs, matchStatus, showingText } from './filter-matches';

const today = '2025-06-10';

describe('matchStatus', () => {
  it('derives Draft, In Progress and Final', () => {
    const rows = [
      { date: '2025-07-01', is_final: false },
      { date: '2025-06-10', is_final: false },
      { date: '2025-05-01', is_final: false },
      { date: '2025-04-01', is_final: true },
    ];
    expect(rows.map((m) => matchStatus(m, today))).toEqual(['DRAFT', 'IN_PROGRESS', 'IN_PROGRESS', 'FINAL']);
  });
});

describe('matchListArgs', () => {
  const all = { status: 'ALL', course: 'ALL', from: '', to: '' } as const;
  it('sends no filter and the first 25 for the defaults', () => {
    expect(matchListArgs(all, 0)).toEqual({
      p_scope: 'ALL', p_status: null, p_course_id: null, p_from: null, p_to: null, p_limit: 25, p_offset: 0,
    });
  });
  it('sends status, course, inclusive dates and the page offset', () => {
    expect(matchListArgs({ status: 'IN_PROGRESS', course: 'c2', from: '2025-05-01', to: '2025-06-10' }, 2)).toEqual({
      p_scope: 'ALL', p_status: 'IN_PROGRESS', p_course_id: 'c2', p_from: '2025-05-01', p_to: '2025-06-10', p_limit: 25, p_offset: 50,
    });
  });
});

describe('showingText', () => {
  it('names the rows of the page and the total', () => {
    expect(showingText(0, 25, 1000)).toBe('Showing 1–25 of 1,000');
    expect(showingText(39, 25, 1000)).toBe('Showing 976–1,000 of 1,000');
    expect(showingText(2, 3, 53)).toBe('Showing 51–53 of 53');
  });
});

import { describe, expect, it } from 'vitest';
import { matchListParams, showingText } from './filter-matches';

describe('matchListParams', () => {
  const all = { status: 'ALL', course: 'ALL', from: '', to: '' } as const;
  it('sends no filter and the first 25 for the defaults', () => {
    expect(matchListParams(all, 0)).toEqual({ scope: 'ALL', status: null, courseId: null, from: null, to: null, limit: 25, offset: 0 });
  });
  it('sends status, course, inclusive dates and the page offset', () => {
    expect(matchListParams({ status: 'IN_PROGRESS', course: 'c2', from: '2025-05-01', to: '2025-06-10' }, 2)).toEqual({
      scope: 'ALL', status: 'IN_PROGRESS', courseId: 'c2', from: '2025-05-01', to: '2025-06-10', limit: 25, offset: 50,
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

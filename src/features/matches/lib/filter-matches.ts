import type { MatchStatus } from '@/api/matches/get-match-detail';
import type { MatchesListParams } from '@/api/matches/get-matches-list';
import { showingRange } from '@/lib/paging';

export type MatchStatusFilter = MatchStatus | 'ALL';

/** Matches per page on /admin/matches. */
export const ADMIN_PAGE_SIZE = 25;

/** The URL parameter that holds the page on /admin/matches (`?page=2`). */
export const ADMIN_PAGE_PARAM = 'page';

export type MatchFilters = { status: MatchStatusFilter; course: string; from: string; to: string };

export const ALL_COURSES = 'ALL';

/** The list's parameters for the filters and a 0-based page (every match, newest first). */
export function matchListParams(filters: MatchFilters, page: number): MatchesListParams {
  return {
    scope: 'ALL',
    status: filters.status === 'ALL' ? null : filters.status,
    courseId: filters.course === ALL_COURSES ? null : filters.course,
    from: filters.from || null,
    to: filters.to || null,
    limit: ADMIN_PAGE_SIZE,
    offset: page * ADMIN_PAGE_SIZE,
  };
}

/** 'Showing 1–25 of 1,000'. */
export function showingText(page: number, shown: number, total: number): string {
  return showingRange(page * ADMIN_PAGE_SIZE, shown, total);
}

import { showingRange } from '@/lib/paging';
import type { MatchListRow } from '../api/get-matches-list';

export type MatchStatus = 'DRAFT' | 'IN_PROGRESS' | 'FINAL';
export type MatchStatusFilter = MatchStatus | 'ALL';

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = { DRAFT: 'Draft', IN_PROGRESS: 'In Progress', FINAL: 'Final' };

/** Matches per page on /admin/matches. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * The spec's derived status: final → Final; not final and the match day has come → In Progress;
 * otherwise Draft. `today` is the local calendar day as 'yyyy-MM-dd'.
 */
export function matchStatus(match: Pick<MatchListRow, 'is_final' | 'date'>, today: string): MatchStatus {
  if (match.is_final) return 'FINAL';
  return match.date <= today ? 'IN_PROGRESS' : 'DRAFT';
}

export type MatchFilters = { status: MatchStatusFilter; course: string; from: string; to: string };

export const ALL_COURSES = 'ALL';

/** get_matches_list arguments of the filters and a 0-based page (every match, newest first). */
export type MatchListArgs = {
  p_scope: 'ALL';
  p_status: MatchStatus | null;
  p_course_id: string | null;
  p_from: string | null;
  p_to: string | null;
  p_limit: number;
  p_offset: number;
};

export function matchListArgs(filters: MatchFilters, page: number): MatchListArgs {
  return {
    p_scope: 'ALL',
    p_status: filters.status === 'ALL' ? null : filters.status,
    p_course_id: filters.course === ALL_COURSES ? null : filters.course,
    p_from: filters.from || null,
    p_to: filters.to || null,
    p_limit: ADMIN_PAGE_SIZE,
    p_offset: page * ADMIN_PAGE_SIZE,
  };
}

/** 'Showing 1–25 of 1,000'. */
export function showingText(page: number, shown: number, total: number): string {
  return showingRange(page * ADMIN_PAGE_SIZE, shown, total);
}

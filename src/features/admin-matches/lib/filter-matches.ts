import type { MatchListRow } from '../api/get-matches-list';

export type MatchStatus = 'DRAFT' | 'IN_PROGRESS' | 'FINAL';
export type MatchStatusFilter = MatchStatus | 'ALL';

export const MATCH_STATUS_LABELS: Record<MatchStatus, string> = { DRAFT: 'Draft', IN_PROGRESS: 'In Progress', FINAL: 'Final' };

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

/** The course a match is filed under: its course id, or its course name for matches without one. */
export const courseKey = (match: Pick<MatchListRow, 'course_id' | 'course_name'>) => match.course_id ?? `name:${match.course_name ?? ''}`;

/** Distinct courses of the list for the course filter, sorted by name. */
export function courseOptions(matches: readonly MatchListRow[]): { value: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const match of matches) seen.set(courseKey(match), match.course_name ?? 'No course');
  return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Applies status, course and the inclusive date range ('' = open). */
export function filterMatches(matches: readonly MatchListRow[], filters: MatchFilters, today: string): MatchListRow[] {
  return matches.filter(
    (match) =>
      (filters.status === 'ALL' || matchStatus(match, today) === filters.status) &&
      (filters.course === ALL_COURSES || courseKey(match) === filters.course) &&
      (!filters.from || match.date >= filters.from) &&
      (!filters.to || match.date <= filters.to),
  );
}

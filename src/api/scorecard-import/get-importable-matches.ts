import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatchesList, type MatchListItem } from '@/api/matches/get-matches-list';
import { scorecardImportKeys } from './keys';

export type ImportableMatch = Pick<MatchListItem, 'id' | 'name' | 'date' | 'course_name' | 'entries_count'>;

type Row = ImportableMatch & { is_final: boolean };

/** Merges the two answers: each match once, newest date first. */
export function mergeImportable(...lists: Row[][]): ImportableMatch[] {
  const byId = new Map<string, ImportableMatch>();
  for (const row of lists.flat()) {
    if (row.is_final || byId.has(row.id)) continue;
    const { id, name, date, course_name, entries_count } = row;
    byId.set(id, { id, name, date, course_name, entries_count });
  }
  return [...byId.values()].sort((a, b) => b.date.localeCompare(a.date));
}

/**
 * Matches that still accept scores (not final), newest first, for the Import Scorecards dialog. Never the league's
 * history: the upcoming ones (not final, today or later) and the in-progress ones (not final, the day has come).
 */
export async function getImportableMatches(): Promise<ImportableMatch[]> {
  const [upcoming, inProgress] = await Promise.all([
    getMatchesList({ scope: 'UPCOMING', limit: null, offset: 0 }),
    getMatchesList({ scope: 'ALL', status: 'IN_PROGRESS', limit: null, offset: 0 }),
  ]);
  return mergeImportable(upcoming.rows, inProgress.rows);
}

export const importableMatchesQueryOptions = () =>
  queryOptions({ queryKey: scorecardImportKeys.importableMatches(), queryFn: getImportableMatches });

export const useImportableMatches = (enabled: boolean) => useQuery({ ...importableMatchesQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

export type ImportableMatch = { id: string; name: string; date: string; course_name: string | null; entries_count: number };

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
    supabase.rpc('get_matches_list', { p_scope: 'UPCOMING' }),
    supabase.rpc('get_matches_list', { p_status: 'IN_PROGRESS' }),
  ]);
  return mergeImportable(unwrap(upcoming) ?? [], unwrap(inProgress) ?? []);
}

export const importableMatchesQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardKeys.importableMatches(), queryFn: getImportableMatches });

export const useImportableMatches = (enabled: boolean) => useQuery({ ...importableMatchesQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { adminDashboardKeys } from './keys';

export type ImportableMatch = { id: string; name: string; date: string; course_name: string | null; entries_count: number };

/** Matches that still accept scores (not final), newest first, for the Import Scorecards dialog. */
export async function getImportableMatches(): Promise<ImportableMatch[]> {
  const rows = (unwrap(await supabase.rpc('get_matches_list')) ?? []) as (ImportableMatch & { is_final: boolean })[];
  return rows.filter((row) => !row.is_final).map(({ id, name, date, course_name, entries_count }) => ({ id, name, date, course_name, entries_count }));
}

export const importableMatchesQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardKeys.importableMatches(), queryFn: getImportableMatches });

export const useImportableMatches = (enabled: boolean) => useQuery({ ...importableMatchesQueryOptions(), enabled });

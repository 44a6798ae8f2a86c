import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import type { MatchListArgs } from '../lib/filter-matches';
import { adminMatchKeys } from './keys';

export type MatchListRow = {
  id: string;
  name: string;
  date: string;
  course_name: string | null;
  course_rating: number | null;
  course_slope: number | null;
  format: string | null;
  is_final: boolean;
  capacity: number | null;
  entries_count: number;
  paid_count: number;
  games: { code: string; name: string; enabled: boolean }[] | null;
  total_count: number;
};

export type MatchListPage = { rows: MatchListRow[]; total: number };

/** One page of matches of the filters, newest date first, with real entry and paid counts; filtered on the server. */
export async function getMatchesPage(args: MatchListArgs): Promise<MatchListPage> {
  const rows = (unwrap(await supabase.rpc('get_matches_list', args)) ?? []) as MatchListRow[];
  return { rows, total: rows.length > 0 ? Number(rows[0].total_count) : args.p_offset };
}

export const matchesPageQueryOptions = (args: MatchListArgs) =>
  queryOptions({ queryKey: adminMatchKeys.list(args), queryFn: () => getMatchesPage(args) });

/** The page stays on screen while the next page or filter loads. */
export const useMatchesPage = (args: MatchListArgs) => useQuery({ ...matchesPageQueryOptions(args), placeholderData: keepPreviousData });

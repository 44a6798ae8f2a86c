import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type RpcRow } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { MatchListArgs } from '../lib/filter-matches';
import { adminMatchKeys } from './keys';

export type MatchListRow = RpcRow<'get_matches_list'>;

export type MatchListPage = { rows: MatchListRow[]; total: number };

/** One page of matches of the filters, newest date first, with real entry and paid counts; filtered on the server. */
export async function getMatchesPage(args: MatchListArgs): Promise<MatchListPage> {
  const rows: MatchListRow[] = unwrap(await supabase.rpc('get_matches_list', args)) ?? [];
  return { rows, total: rows.length > 0 ? Number(rows[0].total_count) : args.p_offset };
}

export const matchesPageQueryOptions = (args: MatchListArgs) =>
  queryOptions({ queryKey: adminMatchKeys.list(args), queryFn: () => getMatchesPage(args) });

/** The page stays on screen while the next page or filter loads. */
export const useMatchesPage = (args: MatchListArgs) => useQuery({ ...matchesPageQueryOptions(args), placeholderData: keepPreviousData });

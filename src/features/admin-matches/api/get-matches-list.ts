import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
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
  finalized_at: string | null;
  capacity: number | null;
  allow_waitlist: boolean;
  require_payment_before_play: boolean;
  course_id: string | null;
  entries_count: number;
  paid_count: number;
  games: { code: string; name: string; enabled: boolean }[] | null;
};

/** Every match, newest date first, with real entry and paid counts. */
export async function getMatchesList(): Promise<MatchListRow[]> {
  const rows = unwrap(await supabase.rpc('get_matches_list'));
  return (rows ?? []) as MatchListRow[];
}

export const matchesListQueryOptions = () => queryOptions({ queryKey: adminMatchKeys.list(), queryFn: getMatchesList });

export const useMatchesList = () => useQuery(matchesListQueryOptions());

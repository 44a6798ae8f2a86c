import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

export type MatchListGame = { code: string; name: string; enabled: boolean };

/** One row of rpc get_matches_list (docs/api.md): the match plus real entry and paid counts. */
export type MatchListItem = {
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
  games: MatchListGame[] | null;
};

export async function getMatchesList(): Promise<MatchListItem[]> {
  const rows = unwrap(await supabase.rpc('get_matches_list'));
  return (rows ?? []) as MatchListItem[];
}

export const matchesListQueryOptions = () => queryOptions({ queryKey: matchKeys.lists(), queryFn: getMatchesList });

export const useMatchesList = () => useQuery(matchesListQueryOptions());

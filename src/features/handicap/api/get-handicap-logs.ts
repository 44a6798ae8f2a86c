import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { handicapKeys } from './keys';

/** SELF: the member posted it; ADMIN: an admin posted it; LEAGUE: posted at finalize from a league match's card. */
export type RoundSource = 'SELF' | 'LEAGUE' | 'ADMIN';

export type HandicapLog = {
  id: string;
  player_id: string;
  date: string;
  course_name: string;
  rating: number;
  slope: number;
  gross: number;
  differential: number;
  created_at: string;
  source: RoundSource;
  match_id: string | null;
};

/** A player's rounds, newest first (PostgREST returns numeric columns as numbers or strings: normalised). */
export async function getHandicapLogs(playerId: string): Promise<HandicapLog[]> {
  const rows = unwrap(
    await supabase
      .from('handicap_logs')
      .select('id, player_id, date, course_name, rating, slope, gross, differential, created_at, source, match_id')
      .eq('player_id', playerId)
      .order('date', { ascending: false })
      .order('created_at', { ascending: false }),
  );
  return (rows ?? []).map((row) => ({
    ...row,
    rating: Number(row.rating),
    slope: Number(row.slope),
    gross: Number(row.gross),
    differential: Number(row.differential),
  })) as HandicapLog[];
}

export const handicapLogsQueryOptions = (playerId: string) =>
  queryOptions({ queryKey: handicapKeys.logs(playerId), queryFn: () => getHandicapLogs(playerId) });

export const useHandicapLogs = (playerId: string) => useQuery(handicapLogsQueryOptions(playerId));

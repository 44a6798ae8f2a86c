import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { Entrant } from '../lib/scorecard-csv';
import { adminDashboardKeys } from './keys';

export type MatchEntrants = { isFinal: boolean; entrants: Entrant[] };

type MatchShell = { match: { is_final: boolean } } | null;
type MatchEntries = { player_id: string; name: string; nickname: string | null }[] | null;

/** The entrants a scorecard CSV may name, and whether the match is still open for scores (both asked at once). */
export async function getMatchEntrants(matchId: string): Promise<MatchEntrants> {
  const [shell, entries] = await Promise.all([
    supabase.rpc('get_match_detail', { p_match_id: matchId }).then((answer) => fromJson<MatchShell>(unwrap(answer))),
    supabase.rpc('get_match_entries', { p_match_id: matchId }).then((answer) => fromJson<MatchEntries>(unwrap(answer))),
  ]);
  if (!shell) throw new Error('Match not found');
  return {
    isFinal: shell.match.is_final,
    entrants: (entries ?? []).map((entry) => ({ id: entry.player_id, name: entry.name, nickname: entry.nickname })),
  };
}

/** Always re-read before validating: entries or the final flag may have changed meanwhile. */
export const matchEntrantsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: adminDashboardKeys.matchEntrants(matchId), queryFn: () => getMatchEntrants(matchId), staleTime: 0 });

export const useMatchEntrants = (matchId: string | null) =>
  useQuery({ ...matchEntrantsQueryOptions(matchId ?? ''), enabled: matchId !== null });

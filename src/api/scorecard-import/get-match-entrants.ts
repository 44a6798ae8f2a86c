import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEntryRows, getMatchShell } from '@/api/matches/get-match-detail';
import type { Entrant } from '@/lib/scorecard-csv';
import { scorecardImportKeys } from './keys';

export type MatchEntrants = { isFinal: boolean; entrants: Entrant[] };

/** The entrants a scorecard CSV may name, and whether the match is still open for scores (both asked at once). */
export async function getMatchEntrants(matchId: string): Promise<MatchEntrants> {
  const [shell, entries] = await Promise.all([getMatchShell(matchId), getEntryRows(matchId)]);
  if (!shell) throw new Error('Match not found');
  return {
    isFinal: shell.match.is_final,
    entrants: entries.map((entry) => ({ id: entry.player_id, name: entry.name, nickname: entry.nickname })),
  };
}

/** Always re-read before validating: entries or the final flag may have changed meanwhile. */
export const matchEntrantsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: scorecardImportKeys.entrants(matchId), queryFn: () => getMatchEntrants(matchId), staleTime: 0 });

export const useMatchEntrants = (matchId: string | null) =>
  useQuery({ ...matchEntrantsQueryOptions(matchId ?? ''), enabled: matchId !== null });

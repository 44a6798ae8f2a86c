import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

/** One hole change of a card, as rpc get_scorecard_history sends it (newest first). */
export type CardChange = {
  /** 1–18 */
  hole: number;
  old_strokes: number | null;
  new_strokes: number | null;
  actor_kind: 'player' | 'admin' | 'system';
  actor_id: string | null;
  actor_name: string | null;
  changed_at: string;
};

/** For admins and the card's player; the server refuses anyone else. */
export async function getScorecardHistory(matchId: string, playerId: string): Promise<CardChange[]> {
  return (unwrap(await supabase.rpc('get_scorecard_history', { p_match_id: matchId, p_player_id: playerId })) as CardChange[] | null) ?? [];
}

export const scorecardHistoryQueryOptions = (matchId: string, playerId: string) =>
  queryOptions({ queryKey: matchKeys.cardHistory(matchId, playerId), queryFn: () => getScorecardHistory(matchId, playerId) });

export const useScorecardHistory = (matchId: string, playerId: string, enabled: boolean) =>
  useQuery({ ...scorecardHistoryQueryOptions(matchId, playerId), enabled });

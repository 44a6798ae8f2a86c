/**
 * Saving the group's scores hole by hole: rpc save_hole_scores, one call per hole for the players
 * queued on it, through the offline queue (lib/score-queue.ts drainPendingHoles).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { drainPendingHoles, type HoleScore, type SyncReport } from '../lib/score-queue';
import { cacheScorecard } from './save-scorecards';

/** One hole (1–18) for 1–5 entrants, all or nothing; answers their cards as stored. */
export async function saveHoleScores(matchId: string, hole: number, scores: HoleScore[]): Promise<MatchScorecard[]> {
  return fromJson<MatchScorecard[]>(unwrap(await supabase.rpc('save_hole_scores', { p_match_id: matchId, p_hole: hole, p_scores: scores })));
}

/** Sends this match's queued holes; the saved cards go straight into every cached live detail. */
export function syncPendingHoles(matchId: string, queryClient: QueryClient): Promise<SyncReport> {
  return drainPendingHoles(matchId, {
    saveHole: saveHoleScores,
    onSaved: (card) => cacheScorecard(queryClient, matchId, card),
  }).then((report) => {
    // Once final, the official cards replace what this device showed.
    if (report.finalized) void queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) });
    return report;
  });
}

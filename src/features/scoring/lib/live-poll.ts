/** Pure helpers of the live poll (rpc get_match_scorecards): merging its answer into the cached match detail. */
import type { MatchDetail, MatchScorecard } from '@/api/matches/get-match-detail';

/** What the poll says about the entries (see MatchScorecardsPoll). */
export type EntriesStamp = { entries_count: number; entries_latest_at: string | null };

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

/** Whether the poll saw entrants the detail does not have (someone joined or left). */
export function entriesChanged(detail: EntriesStamp, poll: EntriesStamp): boolean {
  return poll.entries_count !== detail.entries_count || time(poll.entries_latest_at) !== time(detail.entries_latest_at);
}

/**
 * The detail with the polled scorecards merged in: per player the more recently updated card wins, so a
 * card this device just saved (already in the cache) is not replaced by an older poll answer. Unsaved
 * edits live in the panel's own state and are never touched.
 */
export function mergeScorecards(detail: MatchDetail, polled: readonly MatchScorecard[]): MatchDetail {
  const byPlayer = new Map(detail.scorecards.map((card) => [card.player_id, card]));
  let changed = false;
  for (const card of polled) {
    const current = byPlayer.get(card.player_id);
    if (current && time(current.updated_at) >= time(card.updated_at)) continue;
    byPlayer.set(card.player_id, card);
    changed = true;
  }
  return changed ? { ...detail, scorecards: [...byPlayer.values()] } : detail;
}

import type { RecentResult } from '../api/get-player-full-details';

/** One match of a player's recent results: its games in the order the server sent them and what it paid. */
export type RecentMatch = {
  matchId: string;
  matchName: string;
  date: string;
  games: RecentResult[];
  payoutCents: number;
};

/** The results (one per game) as one entry per match, newest first as they came. */
export function groupRecentResults(results: RecentResult[]): RecentMatch[] {
  const byMatch = new Map<string, RecentMatch>();
  for (const result of results) {
    const match = byMatch.get(result.matchId) ?? {
      matchId: result.matchId,
      matchName: result.matchName,
      date: result.date,
      games: [],
      payoutCents: 0,
    };
    match.games.push(result);
    match.payoutCents += Number(result.payoutCents ?? 0);
    byMatch.set(result.matchId, match);
  }
  return [...byMatch.values()];
}

/**
 * Caches owned by other features that a scoring change makes stale. Features do not import each
 * other, so their key prefixes are restated here: the match page's detail (matches feature,
 * `matchKeys.detail`), the matches lists, and the players' profiles (career earnings, last 5).
 */
export const affectedKeys = {
  matchPageDetail: (matchId: string) => ['matches', 'detail', matchId] as const,
  matchLists: ['matches', 'list'] as const,
  players: ['players'] as const,
};

/** Query keys of the scoring feature. */
export const scoringKeys = {
  all: ['scoring'] as const,
  /**
   * Prefix of every cached copy of one match's live detail (both roles). It sits under the match
   * page's key, so whatever refreshes the page (an entry added, a payment, a game changed) refreshes
   * the score entry and results too.
   */
  matchDetails: (matchId: string) => [...affectedKeys.matchPageDetail(matchId), 'live'] as const,
  /** The server answers differently to admins, so the role is part of the key. */
  matchDetail: (matchId: string, asAdmin: boolean) => [...scoringKeys.matchDetails(matchId), { asAdmin }] as const,
  /** The live poll of a match's scorecards (rpc get_match_scorecards); not under matchDetails. */
  scorecardsPoll: (matchId: string) => [...scoringKeys.all, 'scorecards-poll', matchId] as const,
  /** The stored payout explanations of a match's results (rpc get_result_explanations). */
  explanations: (matchId: string) => [...scoringKeys.all, 'explanations', matchId] as const,
  /** The admin's adjustments of a match (rpc get_match_adjustments). */
  adjustments: (matchId: string) => [...scoringKeys.all, 'adjustments', matchId] as const,
};

import type { MatchesListParams } from './get-matches-list';

/**
 * Query keys of the matches resource: the lists, one match's page and live detail, its scorecards and
 * its stored payout explanations. Invalidate through these, never through restated strings.
 */
export const matchKeys = {
  all: ['matches'] as const,
  /** Prefix of every matches-list page (visitors' and admins'); invalidate this after a match or its entries change. */
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (params: MatchesListParams) => [...matchKeys.lists(), params] as const,
  details: () => [...matchKeys.all, 'detail'] as const,
  /** Prefix of one match's detail (page and live copies); invalidate this after any change to the match. */
  detail: (matchId: string) => [...matchKeys.details(), matchId] as const,
  /** The server answers differently to admins (e-mails, admin flags), so the role is part of the key. */
  detailFor: (matchId: string, asAdmin: boolean) => [...matchKeys.detail(matchId), { asAdmin }] as const,
  /**
   * Prefix of every cached copy of one match's live detail (with scorecards, both roles). It sits under
   * the page's key, so whatever refreshes the page (an entry added, a payment, a game changed) refreshes
   * the score entry and results too.
   */
  lives: (matchId: string) => [...matchKeys.detail(matchId), 'live'] as const,
  live: (matchId: string, asAdmin: boolean) => [...matchKeys.lives(matchId), { asAdmin }] as const,
  /** The match's scorecards (rpc get_match_scorecards, the live poll); deliberately not under `detail`. */
  scorecards: (matchId: string) => [...matchKeys.all, 'scorecards', matchId] as const,
  /** Every hole change of one card (rpc get_scorecard_history). */
  cardHistory: (matchId: string, playerId: string) => [...matchKeys.all, 'card-history', matchId, playerId] as const,
  /** The rule-37 report over every finalized match with match play or a team game (edge function team-settlement-report). */
  teamSettlementReport: () => [...matchKeys.all, 'team-settlement-report'] as const,
  /** The stored payout explanations of a match's results (rpc get_result_explanations). */
  explanations: (matchId: string) => [...matchKeys.all, 'explanations', matchId] as const,
  /** Whether the match can be finalized now, or why not (rpc get_finalize_readiness); under `detail`, so payments and entries refresh it. */
  finalizeReadiness: (matchId: string) => [...matchKeys.detail(matchId), 'finalize-readiness'] as const,
  /** The admin's adjustments of a match (rpc get_match_adjustments). */
  adjustments: (matchId: string) => [...matchKeys.all, 'adjustments', matchId] as const,
};

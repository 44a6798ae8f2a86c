import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCode } from '@/domain/types';
import { matchKeys } from '@/api/matches/keys';
import { invokeFunction } from '@/lib/invoke-function';

/** A result's place, points and money as stored, or as the end-of-play rule settles it. */
export type SettledFigures = { position: number | null; points: number | null; payout_cents: number };

export type TeamSettlementChange = {
  player_id: string;
  player_name: string;
  game_code: GameCode;
  /** null: no such row. */
  stored: SettledFigures | null;
  recomputed: SettledFigures | null;
};

export type TeamSettlementMatch = {
  match_id: string;
  name: string;
  /** 'yyyy-MM-dd' */
  date: string;
  changes: TeamSettlementChange[];
  /** A bracket whose sides were level on handicap and exact index, finalized before draws were recorded. */
  seeding_tie_without_draw: boolean;
  /** Why the match could not be recomputed, else null. */
  problem: string | null;
};

export type TeamSettlementReport = { checked: number; matches: TeamSettlementMatch[] };

/**
 * Edge function team-settlement-report (admin, docs/api.md): every finalized match with match play or a team game
 * recomputed under DESIGN rule 37 (conceded holes, walkovers, Two-Man Nassau winnings added before the split,
 * seeding by the exact index and the draw) against its stored results. Read-only: nothing is rewritten.
 */
export function getTeamSettlementReport(): Promise<TeamSettlementReport> {
  return invokeFunction<TeamSettlementReport>('team-settlement-report', {});
}

export const teamSettlementReportQueryOptions = () =>
  queryOptions({ queryKey: matchKeys.teamSettlementReport(), queryFn: getTeamSettlementReport, staleTime: 0 });

/** Runs only once the admin asks (`enabled`): it recomputes every finalized team-game match. */
export const useTeamSettlementReport = (enabled: boolean) => useQuery({ ...teamSettlementReportQueryOptions(), enabled });

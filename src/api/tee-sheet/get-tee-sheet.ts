import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type TeeSheetPlayer = {
  player_id: string;
  name: string;
  /** Null: the player has no league index yet ("No index"). */
  league_index: number | null;
  /** The entrant this player asked to play with (rpc set_partner_request), if any. */
  partner_player_id?: string | null;
  /** Their team of two (team games: rpc save_teams / build_teams), if any, and its number. */
  team_id?: string | null;
  team_number?: number | null;
};

/** A team of two of the match, numbered in order; player_ids by name. */
export type TeeSheetTeam = {
  id: string;
  number: number;
  name: string | null;
  player_ids: string[];
};

export type TeeSheetGroup = {
  id: string;
  number: number;
  /** 'HH:MM:SS' in the club time zone; null in a shotgun start. */
  tee_time: string | null;
  /** The shotgun starting hole; null with tee times. */
  start_hole: number | null;
  marker_player_id: string | null;
  /** 'A', 'B', … when the sheet was built by flights. */
  flight: string | null;
  players: TeeSheetPlayer[];
};

/** The json of rpc get_tee_sheet (docs/api.md). */
export type TeeSheet = {
  match_id: string;
  start_mode: 'TEE_TIMES' | 'SHOTGUN';
  start_time: string;
  groups: TeeSheetGroup[];
  /** Entrants not in a group yet. */
  unplaced: TeeSheetPlayer[];
  /** Codes of the match's games played in teams of two (FOUR_BALL, TEAM_NASSAU, pairs MATCH_PLAY). */
  team_games?: string[];
  teams?: TeeSheetTeam[];
  /** What still stops the team games (e.g. 'Every player in a team game needs a team'); finalize refuses the first. */
  team_problems?: string[];
};

/** Null when there is no such match. */
export async function getTeeSheet(matchId: string): Promise<TeeSheet | null> {
  return fromJson<TeeSheet | null>(unwrap(await supabase.rpc('get_tee_sheet', { p_match_id: matchId })));
}

export const teeSheetKeys = {
  all: ['tee-sheet'] as const,
  match: (matchId: string) => [...teeSheetKeys.all, matchId] as const,
};

export const teeSheetQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: teeSheetKeys.match(matchId), queryFn: () => getTeeSheet(matchId), staleTime: 30_000 });

export const useTeeSheet = (matchId: string, enabled = true) => useQuery({ ...teeSheetQueryOptions(matchId), enabled });

/** The group a player plays in, if any. */
export function groupOf(sheet: TeeSheet, playerId: string): TeeSheetGroup | undefined {
  return sheet.groups.find((group) => group.players.some((player) => player.player_id === playerId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCode } from '@/domain/types';
import type { PlayedWith } from '@/domain/engine-input';
import type { PotCalc } from '@/domain/pots';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { withBalances, type EntryBalance, type EntryRow, type MatchEntry } from './entry-balances';
import { matchKeys } from './keys';

/**
 * DESIGN rule 10: final → FINAL; not final and the match day has come → IN_PROGRESS; else DRAFT.
 * A called-off match (issue 14) is CANCELLED whatever its date.
 */
export type MatchStatus = 'DRAFT' | 'IN_PROGRESS' | 'FINAL' | 'CANCELLED';

/** The `matches` row plus the server-derived status. */
export type MatchRecord = {
  id: string;
  name: string;
  /** The match's league and season (DESIGN rule 25). */
  league_id: string;
  season_id: string;
  /** 'yyyy-MM-dd' */
  date: string;
  course_name: string | null;
  course_rating: number | null;
  course_slope: number | null;
  format: string | null;
  notes: string | null;
  require_payment_before_play: boolean;
  course_id: string | null;
  teeset_id: string | null;
  /** null = unlimited */
  capacity: number | null;
  allow_waitlist: boolean;
  /** Members may join from the match page without an invitation (rpc join_match). */
  open_signup: boolean;
  is_final: boolean;
  finalized_at: string | null;
  created_at: string;
  /** 'HH:MM:SS' in the club time zone. */
  start_time: string;
  start_mode: 'TEE_TIMES' | 'SHOTGUN';
  /** Set (with cancel_reason) when the match has been called off. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  /** 'yyyy-MM-dd': the date the match was on before its last postponement (null or absent when never postponed). */
  postponed_from?: string | null;
  /** The indexes and settings recorded at the first finalize (they score the match from then on); null before. */
  played_with?: PlayedWith | null | undefined;
  /** The Match Play bracket's recorded draw: side ids (players in singles, teams in pairs) in the order drawn; null before. */
  bracket_draw?: string[] | null | undefined;
  /** When the draw was first made. */
  bracket_drawn_at?: string | null | undefined;
  status: MatchStatus;
};

/** A final or cancelled match is over: nothing is paid, entered or played any more. */
export const isMatchOver = (match: Pick<MatchRecord, 'is_final' | 'cancelled_at'>): boolean =>
  match.is_final || match.cancelled_at !== null;

export type MatchTeeset = {
  id: string;
  label: string;
  rating: number;
  slope: number;
  /** 18 values */
  par_by_hole: number[];
  /** 18 values, 1–18 */
  stroke_index_by_hole: number[];
};

/** A match_games row joined with its catalog entry (disabled games are included with enabled=false). */
export type MatchGame = {
  id: string;
  game_code: GameCode;
  name: string;
  category: string;
  enabled: boolean;
  /** cents */
  buy_in: number;
  pot_calc: PotCalc;
  requires_teams: boolean;
  notes?: string | null;
  /** MATCH_PLAY and FOUR_BALL: how the game is played (src/api/game-catalog/game-formats.ts); null otherwise. */
  format?: string | null;
};

/** The server's pot per game (sent by get_match_detail). */
export type MatchPot = {
  match_game_id: string;
  game_code: GameCode;
  enabled: boolean;
  pot_cents: number;
  entrants: number;
  opted_in: number;
};

export type { EntryBalance, EntryRow, MatchEntry } from './entry-balances';

export type MatchScorecard = {
  player_id: string;
  /** 18 values, null where no score was entered */
  holes: (number | null)[];
  gross_total: number | null;
  updated_at: string;
  /** When the player attested the card; null until then. After it only an admin changes the card. */
  attested_at: string | null;
};

export type MatchResult = {
  player_id: string;
  game_code: GameCode;
  position: number | null;
  points: number | null;
  skins_won: number | null;
  payout_cents: number;
  notes: string | null;
  /**
   * What the results table shows (the full explanation is rpc get_result_explanations, loaded when a
   * payout is opened): STROKE_PLAY {score: net | null}, NASSAU {parts_won: part[]}, else null.
   */
  summary?: unknown;
};

/** The json of rpc get_match_detail (docs/api.md): the match itself, without its entries, scorecards or results. */
export type MatchShell = {
  match: MatchRecord;
  teeset: MatchTeeset | null;
  games: MatchGame[];
  /** Pot so far per game as the server computes it. */
  pots: MatchPot[];
  entries_count: number;
  /** When the latest entry was made; null when nobody is entered. The live poll compares it. */
  entries_latest_at: string | null;
  /** null = unlimited capacity */
  seats_left: number | null;
  is_admin: boolean;
  can_enter_scores: boolean;
};

/** What the match page shows: the match with its entries (opt-ins, payments) and stored results. */
export type MatchPageDetail = MatchShell & { entries: MatchEntry[]; results: MatchResult[] };

/** The match as scoring sees it: the page's detail and the scorecards. */
export type MatchDetail = MatchPageDetail & { scorecards: MatchScorecard[] };

export async function getMatchShell(matchId: string): Promise<MatchShell | null> {
  const shell = fromJson<MatchShell | null>(unwrap(await supabase.rpc('get_match_detail', { p_match_id: matchId })));
  // Arrays the server may send as null when empty.
  return shell && { ...shell, games: shell.games ?? [], pots: shell.pots ?? [] };
}

/** Who is entered (rpc get_match_entries), in entry order, without the money. */
export async function getEntryRows(matchId: string): Promise<EntryRow[]> {
  const rows = fromJson<EntryRow[] | null>(unwrap(await supabase.rpc('get_match_entries', { p_match_id: matchId }))) ?? [];
  return rows.map((row) => ({ ...row, opted_in_game_ids: row.opted_in_game_ids ?? [] }));
}

async function getEntryBalances(matchId: string): Promise<EntryBalance[]> {
  return fromJson<EntryBalance[] | null>(unwrap(await supabase.rpc('get_match_balances', { p_match_id: matchId }))) ?? [];
}

/**
 * The entries with what each owes and paid: rpc get_match_entries and get_match_balances, sent at once.
 * Someone joining or leaving between the two answers would leave an entry without its money, so the
 * pair is asked again once; money is never guessed.
 */
export async function getMatchEntries(matchId: string): Promise<MatchEntry[]> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [rows, balances] = await Promise.all([getEntryRows(matchId), getEntryBalances(matchId)]);
    const entries = withBalances(rows, balances);
    if (entries) return entries;
  }
  throw new Error('The entries changed while loading. Try again.');
}

export async function getMatchResults(matchId: string): Promise<MatchResult[]> {
  return fromJson<MatchResult[] | null>(unwrap(await supabase.rpc('get_match_results', { p_match_id: matchId }))) ?? [];
}

/**
 * The match page's data: rpc get_match_detail, get_match_entries, get_match_balances and
 * get_match_results, sent at once (one round trip; each part stays small). Null when there is no such match.
 */
export async function getMatchPageDetail(matchId: string): Promise<MatchPageDetail | null> {
  const [shell, entries, results] = await Promise.all([getMatchShell(matchId), getMatchEntries(matchId), getMatchResults(matchId)]);
  return shell && { ...shell, entries, results };
}

export const matchDetailQueryOptions = (matchId: string, asAdmin: boolean) =>
  queryOptions({ queryKey: matchKeys.detailFor(matchId, asAdmin), queryFn: () => getMatchPageDetail(matchId) });

export const useMatchDetail = (matchId: string, asAdmin: boolean) => useQuery(matchDetailQueryOptions(matchId, asAdmin));

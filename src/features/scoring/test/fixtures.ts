/** Test-only builders of the match as the UI holds it (get_match_detail, get_match_entries, get_match_results, get_match_scorecards; docs/api.md). */
import type { MatchDetail, MatchEntry, MatchGame } from '@/api/matches/get-match-detail';

export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
export const STROKE_INDEXES = [7, 1, 15, 11, 3, 13, 17, 5, 9, 8, 2, 16, 12, 4, 14, 18, 6, 10];

export function entry(playerId: string, name: string, overrides: Partial<MatchEntry> = {}): MatchEntry {
  return {
    id: `entry-${playerId}`,
    player_id: playerId,
    name,
    nickname: null,
    league_index: null,
    paid_in_full: true,
    status: 'NOTHING_DUE',
    due_cents: 0,
    paid_cents: 0,
    balance_cents: 0,
    opted_in_game_ids: [],
    email: null,
    ...overrides,
  };
}

export function game(code: MatchGame['game_code'], overrides: Partial<MatchGame> = {}): MatchGame {
  return {
    id: `game-${code}`,
    game_code: code,
    name: code,
    category: 'Individual',
    enabled: true,
    buy_in: 1000,
    pot_calc: 'PER_ENTRY',
    requires_teams: code === 'MATCH_PLAY',
    ...overrides,
  };
}

export function matchDetail(overrides: Partial<MatchDetail> = {}): MatchDetail {
  const detail: MatchDetail = {
    match: {
      id: 'match-1',
      league_id: 'league-1',
      season_id: 'season-1',
      name: 'Saturday Stableford',
      date: '2025-05-10',
      course_name: 'Pine Hollow',
      course_rating: 70.1,
      course_slope: 120,
      format: 'Individual Stableford',
      notes: null,
      require_payment_before_play: true,
      course_id: 'course-1',
      teeset_id: 'tee-1',
      capacity: null,
      allow_waitlist: true,
      open_signup: false,
      is_final: false,
      finalized_at: null,
      created_at: '2025-05-01T10:00:00Z',
      start_time: '08:00:00',
      start_mode: 'TEE_TIMES',
      cancelled_at: null,
      cancel_reason: null,
      status: 'DRAFT',
    },
    teeset: {
      id: 'tee-1',
      label: 'White',
      rating: 71.2,
      slope: 125,
      par_by_hole: PARS,
      stroke_index_by_hole: STROKE_INDEXES,
    },
    games: [],
    pots: [],
    entries: [],
    entries_count: 0,
    entries_latest_at: null,
    scorecards: [],
    results: [],
    seats_left: null,
    is_admin: true,
    can_enter_scores: true,
    ...overrides,
  };
  return { ...detail, entries_count: overrides.entries_count ?? detail.entries.length };
}

/** 18 holes of the same score. */
export const allHoles = (score: number | null) => Array.from({ length: 18 }, () => score);

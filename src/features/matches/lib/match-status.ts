import { DEFAULT_CLUB_TIMEZONE, matchStartInstant, zonedDay } from '@/lib/match-time';
import type { MatchStatus } from '@/api/matches/get-match-detail';

/** What a match's badge says: the server's state, refined by the clock (AWAITING_RESULTS exists only on screen). */
export type MatchDisplayStatus = MatchStatus | 'AWAITING_RESULTS';

type StatusInput = { is_final: boolean; date: string; start_time?: string | null; status?: string | null };

/**
 * The one rule for a match's status badge (DESIGN rule 10, read with rule 22's club zone):
 * cancelled → Cancelled; final → Final; before the start time (date + start time in the club zone) → open
 * (DRAFT: "Open" or "Full"); from the start time until the end of the match day in the club zone → In Progress;
 * after the match day and still not final → Awaiting results. So an 8:00 match is not "In Progress" at 00:05,
 * nor four days after its date.
 */
export function deriveMatchStatus(match: StatusInput, now: Date = new Date(), timeZone: string = DEFAULT_CLUB_TIMEZONE): MatchDisplayStatus {
  if (match.status === 'CANCELLED') return 'CANCELLED';
  if (match.is_final || match.status === 'FINAL') return 'FINAL';
  const date = match.date.slice(0, 10);
  if (now < matchStartInstant(date, match.start_time, timeZone)) return 'DRAFT';
  return zonedDay(now, timeZone) > date ? 'AWAITING_RESULTS' : 'IN_PROGRESS';
}

/** DRAFT is a published match open for entries: it reads "Open" (issue #15), never "Draft". */
export const MATCH_STATUS_LABEL: Record<MatchDisplayStatus, string> = {
  DRAFT: 'Open',
  IN_PROGRESS: 'In Progress',
  AWAITING_RESULTS: 'Awaiting results',
  FINAL: 'Final',
  CANCELLED: 'Cancelled',
};

/** The statuses the admin list filters by (get_matches_list's p_status). */
export const MATCH_STATUS_FILTERS: MatchStatus[] = ['DRAFT', 'IN_PROGRESS', 'FINAL', 'CANCELLED'];

/** Every seat taken (a null capacity has no limit). */
export const isMatchFull = (match: { capacity: number | null; entries_count: number }) =>
  match.capacity !== null && match.entries_count >= match.capacity;

/** "Full" for an open match with every seat taken, else the status's label. */
export function matchStatusLabel(status: MatchDisplayStatus, full = false): string {
  return status === 'DRAFT' && full ? 'Full' : MATCH_STATUS_LABEL[status];
}

/** 'Individual Stableford' etc.: the label chosen at creation and shown as the format badge. */
export const MATCH_FORMATS = ['Individual Stableford', 'Individual stroke', 'Individual skins', 'Nassau', 'Mixed games'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];

const FORMAT_OF_GAME: Readonly<Record<string, MatchFormat>> = {
  STB_V2: 'Individual Stableford',
  STROKE_PLAY: 'Individual stroke',
  SKINS_GROSS: 'Individual skins',
  SKINS_NET: 'Individual skins',
  NASSAU: 'Nassau',
};

/**
 * The format label that follows the games chosen: one kind of game names it (Stableford, stroke, skins — gross or
 * net —, Nassau); several kinds, or a team game, read "Mixed games"; null while no game is chosen. So a skins and
 * Nassau match is never labelled "Individual Stableford".
 */
export function formatForGames(codes: readonly string[]): MatchFormat | null {
  if (codes.length === 0) return null;
  const formats = new Set(codes.map((code) => FORMAT_OF_GAME[code] ?? 'Mixed games'));
  return formats.size === 1 ? [...formats][0] : 'Mixed games';
}

export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`;

import { format } from 'date-fns';
import type { MatchStatus } from '@/api/matches/get-match-detail';

/**
 * DESIGN rule 10 / spec §4: cancelled → Cancelled (the server's status); final → Final; not final and the match
 * day has come → In Progress; else open (DRAFT). Same rule as the server's get_match_detail status (match date ≤
 * today), so list and page agree.
 */
export function deriveMatchStatus(match: { is_final: boolean; date: string; status?: string | null }, today: Date = new Date()): MatchStatus {
  if (match.status === 'CANCELLED') return 'CANCELLED';
  if (match.is_final) return 'FINAL';
  return match.date.slice(0, 10) <= format(today, 'yyyy-MM-dd') ? 'IN_PROGRESS' : 'DRAFT';
}

/** DRAFT is a published match open for entries: it reads "Open" (issue #15), never "Draft". */
export const MATCH_STATUS_LABEL: Record<MatchStatus, string> = {
  DRAFT: 'Open',
  IN_PROGRESS: 'In Progress',
  FINAL: 'Final',
  CANCELLED: 'Cancelled',
};

/** The statuses the admin list filters by (get_matches_list's p_status). */
export const MATCH_STATUS_FILTERS: MatchStatus[] = ['DRAFT', 'IN_PROGRESS', 'FINAL', 'CANCELLED'];

/** Every seat taken (a null capacity has no limit). */
export const isMatchFull = (match: { capacity: number | null; entries_count: number }) =>
  match.capacity !== null && match.entries_count >= match.capacity;

/** "Full" for an open match with every seat taken, else the status's label. */
export function matchStatusLabel(status: MatchStatus, full = false): string {
  return status === 'DRAFT' && full ? 'Full' : MATCH_STATUS_LABEL[status];
}

/** 'Individual Stableford' etc.: the label chosen at creation and shown as the format badge. */
export const MATCH_FORMATS = ['Individual Stableford', 'Individual stroke', 'Individual skins', 'Nassau', 'Mixed games'] as const;

export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`;

import { format } from 'date-fns';
import type { MatchStatus } from '@/api/matches/get-match-detail';

/**
 * DESIGN rule 10 / spec §4: final → Final; not final and the match day has come → In Progress; else Draft.
 * Same rule as the server's get_match_detail status (match date ≤ today), so list and page agree.
 */
export function deriveMatchStatus(match: { is_final: boolean; date: string; status?: string | null }, today: Date = new Date()): MatchStatus {
  if (match.status === 'CANCELLED') return 'CANCELLED';
  if (match.is_final) return 'FINAL';
  return match.date.slice(0, 10) <= format(today, 'yyyy-MM-dd') ? 'IN_PROGRESS' : 'DRAFT';
}

export const MATCH_STATUS_LABEL: Record<MatchStatus, string> = {
  DRAFT: 'Draft',
  IN_PROGRESS: 'In Progress',
  FINAL: 'Final',
  CANCELLED: 'Cancelled',
};

/** 'Individual Stableford' etc.: the label chosen at creation and shown as the format badge. */
export const MATCH_FORMATS = ['Individual Stableford', 'Individual stroke', 'Individual skins', 'Nassau', 'Mixed games'] as const;

export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${count === 1 ? singular : pluralForm}`;

import type { HandicapLog, RoundSource } from '../api/get-handicap-logs';

/** How long a member may delete a round they posted themselves (the server holds the same rule). */
export const SELF_DELETE_WINDOW_MS = 24 * 60 * 60 * 1000;

export const ROUND_SOURCE_LABELS: Record<RoundSource, string> = { SELF: 'Self-posted', LEAGUE: 'League', ADMIN: 'Admin' };

/** The server's messages (delete_handicap_log), shown before the member even tries. */
export const PROTECTED_ROUND_MESSAGES = {
  LEAGUE: 'League rounds can be removed only by an admin',
  ADMIN: 'Rounds an admin posted can be removed only by an admin',
  SELF: 'Rounds can be deleted within 24 hours of posting; ask an admin',
} as const satisfies Record<RoundSource, string>;

/** Why the member may not delete this round of theirs, or null when they may (their own SELF round within 24 h). */
export function memberDeleteRefusal(log: Pick<HandicapLog, 'source' | 'created_at'>, now: number = Date.now()): string | null {
  if (log.source !== 'SELF') return PROTECTED_ROUND_MESSAGES[log.source];
  return now - new Date(log.created_at).getTime() < SELF_DELETE_WINDOW_MS ? null : PROTECTED_ROUND_MESSAGES.SELF;
}

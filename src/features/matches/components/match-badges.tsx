import { Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { deriveMatchStatus, matchStatusLabel, type MatchDisplayStatus } from '../lib/match-status';

const STATUS_VARIANT = {
  DRAFT: 'secondary',
  IN_PROGRESS: 'warning',
  AWAITING_RESULTS: 'outline',
  FINAL: 'success',
  CANCELLED: 'destructive',
} as const satisfies Record<MatchDisplayStatus, string>;

type BadgeMatch = Parameters<typeof deriveMatchStatus>[0];

/**
 * Open / Full / In Progress / Awaiting results / Final / Cancelled — one badge per match, its state worked out by
 * deriveMatchStatus from the start time in the league's zone. "Final" carries the lock (there is no separate
 * "Finalized" badge).
 */
export function MatchStatusBadge({ match, full = false, now }: { match: BadgeMatch; full?: boolean; now?: Date }) {
  const timeZone = useLeagueTimeZone();
  const status = deriveMatchStatus(match, now, timeZone);
  return (
    <Badge variant={status === 'DRAFT' && full ? 'outline' : STATUS_VARIANT[status]}>
      {status === 'FINAL' && <Lock aria-hidden />}
      {matchStatusLabel(status, full)}
    </Badge>
  );
}

export function FormatBadge({ format }: { format: string | null }) {
  if (!format) return null;
  return (
    <Badge variant="outline" className="border-gold-ink/40 text-gold-ink">
      {format}
    </Badge>
  );
}

/** 'Rating 72.1 · Slope 128' (either part left out when unknown). */
export function ratingSlopeText(rating: number | null, slope: number | null): string {
  const parts = [rating === null ? null : `Rating ${Number(rating).toFixed(1)}`, slope === null ? null : `Slope ${slope}`];
  return parts.filter(Boolean).join(' · ');
}

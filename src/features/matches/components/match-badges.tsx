import { Badge } from '@/components/ui/badge';
import type { MatchStatus } from '@/api/matches/get-match-detail';
import { matchStatusLabel } from '../lib/match-status';

const STATUS_VARIANT = { DRAFT: 'secondary', IN_PROGRESS: 'warning', FINAL: 'success', CANCELLED: 'destructive' } as const;

/** Open / Full / In Progress / Final / Cancelled. */
export function MatchStatusBadge({ status, full = false }: { status: MatchStatus; full?: boolean }) {
  return <Badge variant={status === 'DRAFT' && full ? 'outline' : STATUS_VARIANT[status]}>{matchStatusLabel(status, full)}</Badge>;
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

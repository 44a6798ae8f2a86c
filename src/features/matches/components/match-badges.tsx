import { Badge } from '@/components/ui/badge';
import type { MatchStatus } from '@/api/matches/get-match-detail';
import { MATCH_STATUS_LABEL } from '../lib/match-status';

const STATUS_VARIANT = { DRAFT: 'secondary', IN_PROGRESS: 'warning', FINAL: 'success', CANCELLED: 'destructive' } as const;

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{MATCH_STATUS_LABEL[status]}</Badge>;
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

import { CircleDollarSign, Gauge, Mountain, Users } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';

/** Players, Paid Players, Course Rating, Slope. */
export function MatchSummaryCards({ detail }: { detail: MatchPageDetail }) {
  const { match, entries } = detail;
  // Entries with nothing due are neither paid nor pending (DESIGN rule 19).
  const owing = entries.filter((entry) => entry.status !== 'NOTHING_DUE');
  const paid = owing.filter((entry) => entry.status === 'PAID').length;
  const rating = detail.teeset?.rating ?? match.course_rating;
  const slope = detail.teeset?.slope ?? match.course_slope;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Players"
        icon={Users}
        value={entries.length}
        hint={match.capacity === null ? 'Unlimited seats' : `of ${match.capacity} seats`}
      />
      <StatCard
        label="Paid Players"
        icon={CircleDollarSign}
        value={paid}
        hint={entries.length === 0 ? 'No entries yet' : owing.length === 0 ? 'Nothing due' : `${owing.length - paid} pending`}
      />
      <StatCard label="Course Rating" icon={Gauge} value={rating === null ? '—' : Number(rating).toFixed(1)} />
      <StatCard label="Slope" icon={Mountain} value={slope ?? '—'} />
    </div>
  );
}

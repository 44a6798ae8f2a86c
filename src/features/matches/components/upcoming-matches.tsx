import { Flag } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchesList } from '@/api/matches/get-matches-list';
import { UPCOMING_MATCHES } from '../lib/list-params';
import { LoadError } from '@/components/load-error';
import { MatchesTable } from './matches-table';

export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-3" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-14 w-full" />
      ))}
    </div>
  );
}

/** The spec's 'Upcoming Matches' table: every match not final and dated today or later, soonest first. */
export function UpcomingMatches() {
  const matches = useMatchesList(UPCOMING_MATCHES);
  if (matches.isPending) return <ListSkeleton label="Loading matches" />;
  if (matches.isError) {
    return <LoadError title="Could not load matches" error={matches.error} onRetry={() => void matches.refetch()} />;
  }
  if (matches.data.rows.length === 0) return <EmptyState icon={Flag} title="No matches scheduled." />;
  return <MatchesTable matches={matches.data.rows} label="Upcoming matches" />;
}

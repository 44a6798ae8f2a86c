import { useDeferredValue } from 'react';
import { Flag } from 'lucide-react';
import { PageNav } from '@/components/page-nav';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchesList } from '@/api/matches/get-matches-list';
import { showingRange } from '@/lib/paging';
import { usePageParam } from '@/lib/use-page-param';
import { UPCOMING_PAGE_PARAM, upcomingMatchesPage } from '../lib/list-params';
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

/**
 * The spec's 'Upcoming Matches' table: matches not final and dated today or later, soonest first, 20 a page
 * (the page is `?upcoming=N` in the URL); Previous / Next only when there is more than one page.
 */
export function UpcomingMatches({ leagueId = null, leagueNames }: { leagueId?: string | null; leagueNames?: Record<string, string> }) {
  const [page, setPage] = usePageParam(UPCOMING_PAGE_PARAM);
  const matches = useMatchesList(upcomingMatchesPage(page, leagueId));
  // The page renders as a transition (sliced, yielding), not in the answer's own long task (useDeferredValue).
  const data = useDeferredValue(matches.data);
  if (matches.isError) {
    return <LoadError title="Could not load matches" error={matches.error} onRetry={() => void matches.refetch()} />;
  }
  // While the next page loads, the rows on screen (and so 'Showing') are still the previous page's.
  if (data === undefined) return <ListSkeleton label="Loading matches" />;
  const { rows, total, offset } = data;
  if (rows.length === 0 && page === 0) return <EmptyState icon={Flag} title="No matches scheduled." />;
  const hasNext = offset + rows.length < total;
  return (
    <div className="grid gap-4" aria-busy={matches.isPlaceholderData}>
      <MatchesTable matches={rows} label="Upcoming matches" leagueNames={leagueNames} />
      <PageNav
        label="Upcoming matches pages"
        summary={rows.length > 0 ? showingRange(offset, rows.length, total) : ''}
        page={page}
        hasNext={hasNext}
        busy={matches.isPlaceholderData}
        onPageChange={setPage}
        showButtons={page > 0 || hasNext}
      />
    </div>
  );
}

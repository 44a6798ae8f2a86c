import { useDeferredValue } from 'react';
import { showingRange } from '@/lib/paging';
import { PageNav } from '@/components/page-nav';
import { History } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { useMatchesList } from '@/api/matches/get-matches-list';
import { usePageParam } from '@/lib/use-page-param';
import { PAST_PAGE_PARAM, PAST_PAGE_SIZE, pastMatchesPage } from '../lib/list-params';
import { LoadError } from '@/components/load-error';
import { MatchesTable } from './matches-table';
import { ListSkeleton } from './upcoming-matches';

/** Final matches and those whose day has passed, newest first, 20 a page (the page is `?past=N` in the URL). */
export function PastMatches({ leagueId = null, leagueNames }: { leagueId?: string | null; leagueNames?: Record<string, string> }) {
  const [page, setPage] = usePageParam(PAST_PAGE_PARAM);
  const matches = useMatchesList(pastMatchesPage(page, leagueId));

  // The page renders as a transition (sliced, yielding), not in the answer's own long task (useDeferredValue).
  const data = useDeferredValue(matches.data);
  if (matches.isError) {
    return <LoadError title="Could not load past matches" error={matches.error} onRetry={() => void matches.refetch()} />;
  }
  // While the next page loads, the rows on screen (and so 'Showing') are still the previous page's.
  if (data === undefined) return <ListSkeleton label="Loading past matches" rows={3} />;
  const { rows, total, offset } = data;
  if (rows.length === 0 && page === 0) return <EmptyState icon={History} title="No past matches yet." />;
  const lastPage = Math.max(0, Math.ceil(total / PAST_PAGE_SIZE) - 1);

  return (
    <div className="grid gap-4" aria-busy={matches.isPlaceholderData}>
      <MatchesTable matches={rows} label="Past matches" leagueNames={leagueNames} />
      <PageNav
        label="Past matches pages"
        summary={rows.length > 0 ? showingRange(offset, rows.length, total) : ''}
        page={page}
        hasNext={page < lastPage}
        busy={matches.isPlaceholderData}
        onPageChange={setPage}
      />
    </div>
  );
}

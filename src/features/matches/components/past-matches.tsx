import { ChevronLeft, ChevronRight, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PAST_PAGE_SIZE, usePastMatches } from '../api/get-matches-list';
import { LoadError } from './load-error';
import { MatchesTable } from './matches-table';
import { ListSkeleton } from './upcoming-matches';

/** 'Showing 21–40 of 988'. */
export function pageRangeText(page: number, shown: number, total: number): string {
  const first = page * PAST_PAGE_SIZE + 1;
  return `Showing ${first.toLocaleString('en-US')}–${(first + shown - 1).toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** Final matches and those whose day has passed, newest first, 20 a page. */
export function PastMatches() {
  const [page, setPage] = useState(0);
  const matches = usePastMatches(page);

  if (matches.isPending) return <ListSkeleton label="Loading past matches" rows={3} />;
  if (matches.isError) {
    return <LoadError title="Could not load past matches" error={matches.error} onRetry={() => void matches.refetch()} />;
  }
  const { rows, total } = matches.data;
  if (rows.length === 0 && page === 0) return <EmptyState icon={History} title="No past matches yet." />;
  const lastPage = Math.max(0, Math.ceil(total / PAST_PAGE_SIZE) - 1);

  return (
    <div className="grid gap-4" aria-busy={matches.isPlaceholderData}>
      <MatchesTable matches={rows} label="Past matches" />
      <nav className="flex flex-wrap items-center justify-between gap-3" aria-label="Past matches pages">
        <p className="num text-sm text-muted-foreground" aria-live="polite">
          {rows.length > 0 ? pageRangeText(page, rows.length, total) : ''}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            className="min-h-11"
            disabled={page === 0 || matches.isPlaceholderData}
            onClick={() => setPage((current) => Math.max(0, current - 1))}
          >
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Button
            variant="outline"
            className="min-h-11"
            disabled={page >= lastPage || matches.isPlaceholderData}
            onClick={() => setPage((current) => current + 1)}
          >
            Next <ChevronRight aria-hidden />
          </Button>
        </div>
      </nav>
    </div>
  );
}

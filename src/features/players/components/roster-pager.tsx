import { PageNav } from '@/components/page-nav';
import { showingRange } from '@/lib/paging';

type Props = {
  /** The page asked for (0-based). */
  page: number;
  /** Where the rows on screen start: while the next page loads, the previous page's rows are still shown. */
  offset: number;
  /** Rows on screen. */
  pageRows: number;
  total: number;
  busy: boolean;
  onPageChange: (page: number) => void;
};

/** 'Showing 1–50 of 1,820' with Previous / Next (only the count when everything fits on one page). */
export function RosterPager({ page, offset, pageRows, total, busy, onPageChange }: Props) {
  const hasNext = offset + pageRows < total;
  return (
    <div className="mt-4">
      <PageNav
        label="Roster pages"
        summary={showingRange(offset, pageRows, total)}
        page={page}
        hasNext={hasNext}
        busy={busy}
        onPageChange={onPageChange}
        showButtons={page > 0 || hasNext}
      />
    </div>
  );
}

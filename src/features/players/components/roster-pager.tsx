import { PageNav } from '@/components/page-nav';
import { showingRange } from '@/lib/paging';
import { ROSTER_PAGE_SIZE } from '@/api/players/get-players-public';

type Props = {
  page: number;
  /** Rows on this page. */
  pageRows: number;
  total: number;
  busy: boolean;
  onPageChange: (page: number) => void;
};

/** 'Showing 1–50 of 1,820' with Previous / Next (only the count when everything fits on one page). */
export function RosterPager({ page, pageRows, total, busy, onPageChange }: Props) {
  const offset = page * ROSTER_PAGE_SIZE;
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

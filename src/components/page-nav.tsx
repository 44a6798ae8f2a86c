import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type Props = {
  /** The nav's accessible name, e.g. 'Player pages'. */
  label: string;
  /** What is on screen, e.g. 'Showing 1–50 of 1,820' (empty when the page has no rows). */
  summary: string;
  page: number;
  hasNext: boolean;
  /** While the next page loads, both buttons wait. */
  busy: boolean;
  onPageChange: (page: number) => void;
  /** False when everything fits on one page. */
  showButtons?: boolean;
};

/** The summary line with Previous / Next, for the server-paged lists. */
export function PageNav({ label, summary, page, hasNext, busy, onPageChange, showButtons = true }: Props) {
  return (
    <nav className="flex flex-col items-center justify-between gap-3 sm:flex-row" aria-label={label}>
      <p className="num text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      {showButtons && (
        <div className="flex w-full gap-2 sm:w-auto">
          <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" disabled={page === 0 || busy} onClick={() => onPageChange(Math.max(0, page - 1))}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <Button variant="outline" className="min-h-11 flex-1 sm:flex-none" disabled={!hasNext || busy} onClick={() => onPageChange(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </div>
      )}
    </nav>
  );
}

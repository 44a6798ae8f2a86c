import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showingRange } from '@/lib/paging';

type Props = {
  offset: number;
  pageSize: number;
  /** Rows on this page. */
  shown: number;
  /** Players matching the search. */
  total: number;
  busy: boolean;
  onOffsetChange: (offset: number) => void;
};

/** 'Showing 51–100 of 120' with Previous / Next, sized to sit inside the compose card. */
export function RecipientPager({ offset, pageSize, shown, total, busy, onOffsetChange }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="num text-sm text-muted-foreground">{showingRange(offset, shown, total)}</p>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-9"
          disabled={offset === 0 || busy}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          <ChevronLeft aria-hidden /> Previous
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="min-h-11 sm:min-h-9"
          disabled={offset + pageSize >= total || busy}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          Next <ChevronRight aria-hidden />
        </Button>
      </div>
    </div>
  );
}

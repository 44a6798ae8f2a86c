import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  children: ReactNode;
  className?: string;
  /** Classes of the scrolling strip itself (gap, padding). */
  stripClassName?: string;
  /** The background the fades blend into, as a Tailwind `from-*` class (e.g. 'from-muted'). */
  fadeFrom?: string;
};

/**
 * A row that scrolls sideways when it does not fit (a phone), with visible cues: a fade and a chevron on
 * each side that has more, so nothing looks cut off ("Resu…"). The selected item (aria-selected or
 * data-state=active) is scrolled into view.
 */
export function ScrollRow({ children, className, stripClassName, fadeFrom = 'from-background' }: Props) {
  const strip = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const shown = useRef<HTMLElement | null>(null);

  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setMore((current) => (current.before === before && current.after === after ? current : { before, after }));
  }, []);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    // Sideways only (scrollIntoView would also scroll the page), and only when the selection changes.
    const selected = element.querySelector<HTMLElement>('[aria-selected="true"], [data-state="active"]');
    if (selected && selected !== shown.current) {
      shown.current = selected;
      const box = element.getBoundingClientRect();
      const item = selected.getBoundingClientRect();
      if (item.left < box.left) element.scrollLeft -= box.left - item.left + 32;
      else if (item.right > box.right) element.scrollLeft += item.right - box.right + 32;
    }
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [measure, children]);

  return (
    <div className={cn('relative min-w-0', className)} data-more-before={more.before} data-more-after={more.after}>
      <div ref={strip} onScroll={measure} className={cn('flex overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden', stripClassName)}>
        {children}
      </div>
      {more.before && (
        <span aria-hidden className={cn('pointer-events-none absolute inset-y-0 left-0 flex w-8 items-center bg-linear-to-r to-transparent', fadeFrom)}>
          <ChevronLeft className="size-4 text-muted-foreground" />
        </span>
      )}
      {more.after && (
        <span
          aria-hidden
          data-testid="scroll-row-more"
          className={cn('pointer-events-none absolute inset-y-0 right-0 flex w-8 items-center justify-end bg-linear-to-l to-transparent', fadeFrom)}
        >
          <ChevronRight className="size-4 text-muted-foreground" />
        </span>
      )}
    </div>
  );
}

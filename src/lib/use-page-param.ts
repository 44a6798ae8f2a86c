import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The 0-based page a URL's 1-based `?name=N` asks for; anything but a whole number ≥ 1 is the first page. */
export function pageFromParam(value: string | null): number {
  if (value === null || !/^[1-9][0-9]{0,5}$/.test(value)) return 0;
  return Number(value) - 1;
}

/**
 * A paged list's page, kept in the URL as `?name=N` (1-based; absent on the first page), so a page can be
 * shared, reloaded and reached with Back. Other query parameters are kept; asking for the page on screen
 * changes nothing.
 */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get(name));
  const setPage = useCallback(
    (next: number) => {
      if (next === page) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 0) updated.set(name, String(next + 1));
          else updated.delete(name);
          return updated;
        },
        { preventScrollReset: true },
      );
    },
    [name, page, setParams],
  );
  return [page, setPage];
}

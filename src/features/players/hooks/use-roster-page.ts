import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePlayersPage, type RosterSort, type StatusFilter } from '@/api/players/get-players-public';

/**
 * The roster page on screen for a filter, a search box's text (debounced, so the server is asked
 * once the typing stops) and an order. A new search, filter or order starts again at the first page.
 */
export function useRosterPage(filter: StatusFilter, search: string, sort: RosterSort = 'NAME') {
  const [page, setPage] = useState(0);
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const scope = `${filter}|${debouncedSearch}|${sort}`;
  const [pageScope, setPageScope] = useState(scope);
  if (pageScope !== scope) {
    setPageScope(scope);
    setPage(0);
  }
  const players = usePlayersPage({ status: filter, search: debouncedSearch, page, sort });
  const data = players.data;

  // The list shrank under us (someone was approved or declined): go back to the first page.
  useEffect(() => {
    if (!players.isPlaceholderData && data && data.rows.length === 0 && page > 0) setPage(0);
  }, [data, page, players.isPlaceholderData]);

  return { players, page, setPage, debouncedSearch };
}

import { Users } from 'lucide-react';
import { useCallback, useDeferredValue, useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { RosterSort, StatusFilter } from '@/api/players/get-players-public';
import { useRosterPage } from '../hooks/use-roster-page';
import { RosterBody } from './roster-body';
import { RosterControls } from './roster-controls';
import { RosterPager } from './roster-pager';

type Props = {
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  sort: RosterSort;
  onSortChange: (sort: RosterSort) => void;
};

/** The roster, searched, sorted and paged on the server (50 a page): a league of thousands never hits the 1,000-row cap. */
export function PlayerRoster({ filter, onFilterChange, sort, onSortChange }: Props) {
  const [search, setSearch] = useState('');
  const { players, page, setPage, debouncedSearch } = useRosterPage(filter, search, sort);
  // A page of 50 players renders as a transition (React slices it and yields), not in the one long task of the
  // answer's arrival: the spinner (or the last page) stays until it is ready.
  const shown = useDeferredValue(players.data);
  const rows = shown?.rows ?? [];
  const total = shown?.total ?? 0;
  const refetch = players.refetch;
  const onRetry = useCallback(() => void refetch(), [refetch]);

  return (
    <Card>
      <CardHeader className="gap-4">
        <CardTitle className="flex items-center gap-2 text-lg">
          <Users className="size-5 text-gold-ink" aria-hidden />
          Club Roster ({total})
        </CardTitle>
        <RosterControls search={search} onSearchChange={setSearch} filter={filter} onFilterChange={onFilterChange} sort={sort} onSortChange={onSortChange} />
      </CardHeader>
      <CardContent>
        <div aria-busy={players.isPlaceholderData} className={players.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <RosterBody
            isPending={shown === undefined && !players.error}
            error={players.error}
            onRetry={onRetry}
            rows={rows}
            filter={filter}
            search={debouncedSearch}
          />
        </div>
        {rows.length > 0 ? (
          <RosterPager page={page} offset={shown?.offset ?? 0} pageRows={rows.length} total={total} busy={players.isFetching} onPageChange={setPage} />
        ) : null}
      </CardContent>
    </Card>
  );
}

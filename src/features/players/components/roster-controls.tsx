import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { RosterSort, StatusFilter } from '@/api/players/get-players-public';
import { isRosterSort, ROSTER_SORTS } from '../lib/roster-sorts';
import { isStatusFilter, STATUS_FILTERS } from '../lib/status-filters';

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  sort: RosterSort;
  onSortChange: (sort: RosterSort) => void;
};

/** The roster's search box, status filter and order (side by side under the search on phones). */
export function RosterControls({ search, onSearchChange, filter, onFilterChange, sort, onSortChange }: Props) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-row">
      <div className="relative col-span-2 sm:flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search by name or nickname..."
          aria-label="Search by name or nickname"
          className="pl-9"
        />
      </div>
      <Select value={filter} onValueChange={(value) => isStatusFilter(value) && onFilterChange(value)}>
        <SelectTrigger className="w-full min-w-0 sm:w-52" aria-label="Status filter">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {STATUS_FILTERS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={sort} onValueChange={(value) => isRosterSort(value) && onSortChange(value)}>
        <SelectTrigger className="w-full min-w-0 sm:w-48" aria-label="Sort by">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROSTER_SORTS.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              Sort: {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

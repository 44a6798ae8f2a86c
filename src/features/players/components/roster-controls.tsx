import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { StatusFilter } from '@/api/players/get-players-public';
import { isStatusFilter, STATUS_FILTERS } from '../lib/status-filters';

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
};

/** The roster's search box and status filter. */
export function RosterControls({ search, onSearchChange, filter, onFilterChange }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
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
        <SelectTrigger className="w-full sm:w-52" aria-label="Status filter">
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
    </div>
  );
}

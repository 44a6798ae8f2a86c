import type { StatusFilter } from '@/api/players/get-players-public';

export const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ACTIVE', label: 'Active Players' },
  { value: 'PENDING', label: 'Pending Approval' },
  { value: 'INACTIVE', label: 'Inactive' },
  { value: 'ALL', label: 'All Players' },
];

export const isStatusFilter = (value: string | null): value is StatusFilter => STATUS_FILTERS.some((filter) => filter.value === value);

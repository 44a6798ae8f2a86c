import type { RosterSort } from '@/api/players/get-players-public';

/** The roster's orders and how they read in the URL (?sort=index); by name is the default and leaves the URL bare. */
export const ROSTER_SORTS: { value: RosterSort; param: string | null; label: string }[] = [
  { value: 'NAME', param: null, label: 'Name' },
  { value: 'INDEX', param: 'index', label: 'Index' },
  { value: 'EARNINGS', param: 'earnings', label: 'Earnings' },
];

export const sortFromParam = (param: string | null): RosterSort => ROSTER_SORTS.find((sort) => sort.param === param && param !== null)?.value ?? 'NAME';

export const paramOfSort = (sort: RosterSort): string | null => ROSTER_SORTS.find((option) => option.value === sort)?.param ?? null;

export const isRosterSort = (value: string): value is RosterSort => ROSTER_SORTS.some((sort) => sort.value === value);

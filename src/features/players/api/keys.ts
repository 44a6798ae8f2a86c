import type { RosterPageParams, StatusFilter } from './get-players-public';

/** Query keys of the players resource (roster pages, counts and profile details). */
export const playerKeys = {
  all: ['players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  page: (params: RosterPageParams) => [...playerKeys.lists(), params] as const,
  counts: () => [...playerKeys.all, 'count'] as const,
  count: (filter: StatusFilter) => [...playerKeys.counts(), filter] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (playerId: string) => [...playerKeys.details(), playerId] as const,
};

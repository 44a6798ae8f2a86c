import type { StatusFilter } from './get-players-public';

/** Query keys of the players resource (roster lists and profile details). */
export const playerKeys = {
  all: ['players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  list: (filter: StatusFilter) => [...playerKeys.lists(), filter] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (playerId: string) => [...playerKeys.details(), playerId] as const,
};

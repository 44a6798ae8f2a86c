import type { ActivePlayersParams } from './get-active-players';
import type { RosterPageParams, StatusFilter } from './get-players-public';

/**
 * Query keys of the players resource: the public roster, the admin roster (with e-mail and GHIN), the
 * active-player picker, counts, profiles and the index recompute preview. Anything that changes a player
 * (approval, profile edit, published index, results) invalidates `all`.
 */
export const playerKeys = {
  all: ['players'] as const,
  lists: () => [...playerKeys.all, 'list'] as const,
  page: (params: RosterPageParams) => [...playerKeys.lists(), params] as const,
  /** ACTIVE players searched by name for the add-player dialog. */
  active: (params: ActivePlayersParams) => [...playerKeys.lists(), 'active', params] as const,
  adminLists: () => [...playerKeys.all, 'admin-list'] as const,
  /** Every player of one status, as admins see them (no 1,000-row cap). */
  adminList: (filter: StatusFilter) => [...playerKeys.adminLists(), filter] as const,
  adminPage: (params: RosterPageParams) => [...playerKeys.adminLists(), 'page', params] as const,
  /** ACTIVE players with an e-mail, searched for the invite dialog. */
  invitable: (params: { search: string; limit: number }) => [...playerKeys.adminLists(), 'invitable', params] as const,
  counts: () => [...playerKeys.all, 'count'] as const,
  count: (filter: StatusFilter) => [...playerKeys.counts(), filter] as const,
  details: () => [...playerKeys.all, 'detail'] as const,
  detail: (playerId: string) => [...playerKeys.details(), playerId] as const,
  recomputePreview: () => [...playerKeys.all, 'recompute-preview'] as const,
  /** Which of a match's entrants are guests (entries panel). */
  guests: (playerIds: readonly string[]) => [...playerKeys.all, 'guests', [...playerIds].sort()] as const,
};

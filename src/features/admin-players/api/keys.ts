export type AdminStatusFilter = 'ALL' | 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** One page of the admin roster: `page` counts from 0; `search` is matched on the server. */
export type AdminPlayersPageParams = { status: AdminStatusFilter; search: string; page: number };

/** Query keys of the admin view of players (with e-mail and GHIN) and the index recompute preview. */
export const adminPlayerKeys = {
  all: ['admin-players'] as const,
  lists: () => [...adminPlayerKeys.all, 'list'] as const,
  list: (filter: AdminStatusFilter) => [...adminPlayerKeys.lists(), filter] as const,
  page: (params: AdminPlayersPageParams) => [...adminPlayerKeys.lists(), 'page', params] as const,
  recomputePreview: () => [...adminPlayerKeys.all, 'recompute-preview'] as const,
};

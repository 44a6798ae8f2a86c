export type AdminStatusFilter = 'ALL' | 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** Query keys of the admin view of players (with e-mail and GHIN) and the index recompute preview. */
export const adminPlayerKeys = {
  all: ['admin-players'] as const,
  lists: () => [...adminPlayerKeys.all, 'list'] as const,
  list: (filter: AdminStatusFilter) => [...adminPlayerKeys.lists(), filter] as const,
  recomputePreview: () => [...adminPlayerKeys.all, 'recompute-preview'] as const,
};

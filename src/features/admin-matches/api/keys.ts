/** Query keys of the admin matches list. */
export const adminMatchKeys = {
  all: ['admin-matches'] as const,
  list: () => [...adminMatchKeys.all, 'list'] as const,
};

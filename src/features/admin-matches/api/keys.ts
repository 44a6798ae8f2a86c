/** Query keys of the admin matches list. */
export const adminMatchKeys = {
  all: ['admin-matches'] as const,
  lists: () => [...adminMatchKeys.all, 'list'] as const,
  list: (args: Record<string, unknown>) => [...adminMatchKeys.lists(), args] as const,
  courses: () => [...adminMatchKeys.all, 'courses'] as const,
};

/** Query keys of the courses resource (a course always comes with its tee sets). */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (courseId: string) => [...courseKeys.details(), courseId] as const,
};

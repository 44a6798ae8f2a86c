/** Query keys of the courses resource (a course always comes with its tee sets). */
export const courseKeys = {
  all: ['courses'] as const,
  lists: () => [...courseKeys.all, 'list'] as const,
  details: () => [...courseKeys.all, 'detail'] as const,
  detail: (courseId: string) => [...courseKeys.details(), courseId] as const,
  /** The tee sets of one course, read on their own by the Create Match form. */
  teesets: (courseId: string) => [...courseKeys.all, 'teesets', courseId] as const,
};

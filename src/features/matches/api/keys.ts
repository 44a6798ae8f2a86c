/** Query keys of the matches resource and the reference data the match screens read. */
export const matchKeys = {
  all: ['matches'] as const,
  /** Prefix of every matches-list page; invalidate this after a match or its entries change. */
  lists: () => [...matchKeys.all, 'list'] as const,
  list: (params: { scope: string; limit: number | null; offset: number }) => [...matchKeys.lists(), params] as const,
  details: () => [...matchKeys.all, 'detail'] as const,
  /** Prefix of one match's detail; invalidate this after any change to the match. */
  detail: (matchId: string) => [...matchKeys.details(), matchId] as const,
  /** The server answers differently to admins (e-mails, admin flags), so the role is part of the key. */
  detailFor: (matchId: string, asAdmin: boolean) => [...matchKeys.detail(matchId), { asAdmin }] as const,
  courses: () => [...matchKeys.all, 'courses'] as const,
  teesets: (courseId: string) => [...matchKeys.all, 'teesets', courseId] as const,
  gameCatalog: () => [...matchKeys.all, 'game-catalog'] as const,
  activePlayers: () => [...matchKeys.all, 'active-players'] as const,
};

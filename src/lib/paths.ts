// Every route of the app in one place: the patterns the router matches and the builders every Link,
// navigate and in-app URL uses. paths.test.ts checks that each builder's URL matches its pattern.

export const routePatterns = {
  home: '/',
  invitation: '/invites/:token',
  signIn: '/signin',
  signInLink: '/signin/:token',
  confirmEmail: '/confirm-email/:token',
  profile: '/profile',
  myLeague: '/my-league',
  signup: '/signup',
  signupRequested: '/signup/requested',
  players: '/players',
  player: '/players/:id',
  matches: '/matches',
  leagueMatches: '/l/:slug/matches',
  newMatch: '/matches/new',
  match: '/matches/:id',
  groupScore: '/matches/:id/score',
  matchBoard: '/matches/:id/board',
  matchBoardTv: '/matches/:id/board/tv',
  standings: '/standings',
  leagueStandings: '/l/:slug/standings',
  admin: '/admin',
  adminPlayers: '/admin/players',
  pendingPlayers: '/admin/players/pending',
  adminMatches: '/admin/matches',
  matchResults: '/admin/matches/:id/results',
  courses: '/admin/courses',
  course: '/admin/courses/:courseId',
  leagues: '/admin/leagues',
  league: '/admin/leagues/:leagueId',
  leagueSettings: '/admin/leagues/:leagueId/settings',
  settings: '/admin/settings',
  email: '/admin/email',
  outbox: '/admin/outbox',
  audit: '/admin/audit',
  ledger: '/admin/ledger',
  terms: '/terms',
  privacy: '/privacy',
  responsibleGaming: '/responsible-gaming',
  security: '/security',
  maintenance: '/maintenance',
} as const;

/** The match page's tabs, opened with ?tab=. */
export const MATCH_TABS = ['overview', 'live', 'entries', 'games', 'scores', 'results'] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: () => routePatterns.home,
  invitation: (token: string) => `/invites/${segment(token)}`,
  signIn: () => routePatterns.signIn,
  signInLink: (token: string) => `/signin/${segment(token)}`,
  confirmEmail: (token: string) => `/confirm-email/${segment(token)}`,
  profile: () => routePatterns.profile,
  myLeague: () => routePatterns.myLeague,
  signup: () => routePatterns.signup,
  signupRequested: () => routePatterns.signupRequested,
  players: () => routePatterns.players,
  player: (id: string) => `/players/${segment(id)}`,
  matches: () => routePatterns.matches,
  /** One league's matches (the league's slug names it). */
  leagueMatches: (slug: string) => `/l/${segment(slug)}/matches`,
  newMatch: () => routePatterns.newMatch,
  match: (id: string, tab?: MatchTab) => `/matches/${segment(id)}${tab ? `?tab=${tab}` : ''}`,
  /** Round day's hole-by-hole scoring of a group; an admin's pick of group opens with ?group=. */
  groupScore: (id: string, groupId?: string) => `/matches/${segment(id)}/score${groupId ? `?group=${segment(groupId)}` : ''}`,
  /** The public live board of a match (the link the Share button copies). */
  matchBoard: (id: string) => `/matches/${segment(id)}/board`,
  /** The board for a club-house screen: large type, rotating through the games, no controls. */
  matchBoardTv: (id: string) => `/matches/${segment(id)}/board/tv`,
  /** The season standings; a season (calendar year) other than the latest opens with ?season=. */
  standings: (season?: number | string) => `${routePatterns.standings}${season ? `?season=${segment(String(season))}` : ''}`,
  /** One league's standings by its seasons (?season=<season id>). */
  leagueStandings: (slug: string) => `/l/${segment(slug)}/standings`,
  admin: () => routePatterns.admin,
  adminPlayers: () => routePatterns.adminPlayers,
  pendingPlayers: () => routePatterns.pendingPlayers,
  adminMatches: () => routePatterns.adminMatches,
  matchResults: (id: string) => `/admin/matches/${segment(id)}/results`,
  courses: () => routePatterns.courses,
  course: (courseId: string) => `/admin/courses/${segment(courseId)}`,
  leagues: () => routePatterns.leagues,
  /** A league's seasons and members. */
  league: (leagueId: string) => `/admin/leagues/${segment(leagueId)}`,
  /** A league's own settings (the rest follow the club's). */
  leagueSettings: (leagueId: string) => `/admin/leagues/${segment(leagueId)}/settings`,
  settings: () => routePatterns.settings,
  email: () => routePatterns.email,
  /** The Outbox page, optionally opened on one status (the dashboard's 'Undelivered e-mails' opens the failures). */
  outbox: (status?: 'FAILED') => `${routePatterns.outbox}${status ? `?status=${status}` : ''}`,
  audit: () => routePatterns.audit,
  ledger: () => routePatterns.ledger,
  terms: () => routePatterns.terms,
  privacy: () => routePatterns.privacy,
  responsibleGaming: () => routePatterns.responsibleGaming,
  security: () => routePatterns.security,
  maintenance: () => routePatterns.maintenance,
} satisfies Record<keyof typeof routePatterns, (...args: never[]) => string>;

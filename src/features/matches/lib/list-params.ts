import type { MatchesListParams } from '@/api/matches/get-matches-list';

/** Matches per page in each list of /matches (upcoming and past). */
export const PAST_PAGE_SIZE = 20;
export const UPCOMING_PAGE_SIZE = 20;

/** The URL parameters that hold each list's page on /matches (`?upcoming=2&past=3`). */
export const UPCOMING_PAGE_PARAM = 'upcoming';
export const PAST_PAGE_PARAM = 'past';

/** `leagueId`: one league's matches (/l/<slug>/matches); null: every league's. */
export const upcomingMatchesPage = (page: number, leagueId: string | null = null): MatchesListParams => ({
  scope: 'UPCOMING',
  limit: UPCOMING_PAGE_SIZE,
  offset: page * UPCOMING_PAGE_SIZE,
  leagueId,
});

export const pastMatchesPage = (page: number, leagueId: string | null = null): MatchesListParams => ({
  scope: 'PAST',
  limit: PAST_PAGE_SIZE,
  offset: page * PAST_PAGE_SIZE,
  leagueId,
});

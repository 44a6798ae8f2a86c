import type { MatchesListParams } from '@/api/matches/get-matches-list';

/** Past matches per page on /matches. */
export const PAST_PAGE_SIZE = 20;

/** Every upcoming match (typically a handful). */
export const UPCOMING_MATCHES: MatchesListParams = { scope: 'UPCOMING', limit: null, offset: 0 };

export const pastMatchesPage = (page: number): MatchesListParams => ({ scope: 'PAST', limit: PAST_PAGE_SIZE, offset: page * PAST_PAGE_SIZE });

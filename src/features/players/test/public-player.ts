import type { PublicPlayer } from '@/api/players/get-players-public';

/** A roster row for component tests: Ann Lee, active, with a league index and earnings; `over` changes any field. */
export const publicPlayer = (over: Partial<PublicPlayer> = {}): PublicPlayer => ({
  id: 'p1',
  name: 'Ann Lee',
  nickname: null,
  status: 'ACTIVE',
  created_at: '2026-01-01T00:00:00Z',
  join_date: '2026-01-10',
  league_index: 12.3,
  index_source: 'LEAGUE',
  career_earnings_cents: 12550,
  ...over,
});

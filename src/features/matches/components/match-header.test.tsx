// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchPageDetail, MatchRecord } from '@/api/matches/get-match-detail';
import { MatchHeader } from './match-header';

// The zone comes from the public settings, which never answer here (the club's default zone is used).
vi.mock('@/lib/supabase', async (original) => ({
  ...(await original<typeof import('@/lib/supabase')>()),
  supabase: { rpc: () => new Promise(() => undefined) },
}));

afterEach(cleanup);

const renderHeader = (value: MatchPageDetail) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MatchHeader detail={value} />
    </QueryClientProvider>,
  );

const match: MatchRecord = {
  id: 'm-1', league_id: 'l-1', season_id: 's-1', name: 'Saturday Skins', date: '2026-12-12', course_name: 'Pine Hollow', course_rating: 72.4, course_slope: 131,
  format: null, notes: null, require_payment_before_play: false, course_id: 'c-1', teeset_id: 't-1', capacity: 8,
  allow_waitlist: true, open_signup: false, is_final: false, finalized_at: null, created_at: '2026-11-01T12:00:00Z',
  start_time: '08:00:00', start_mode: 'TEE_TIMES', cancelled_at: null, cancel_reason: null, status: 'DRAFT',
};
const detail = (record: MatchRecord): MatchPageDetail => ({
  match: record, teeset: null, games: [], pots: [], entries_count: 0, entries_latest_at: null, seats_left: 8,
  is_admin: false, can_enter_scores: false, entries: [], results: [],
});

describe('MatchHeader', () => {
  it('says a postponed match moved from its old date', () => {
    renderHeader(detail({ ...match, postponed_from: '2026-12-05' }));
    expect(screen.getByText('Postponed from Sat, Dec 5, 2026')).toBeInTheDocument();
  });

  it('says nothing of the kind for a match never postponed', () => {
    renderHeader(detail({ ...match, postponed_from: null }));
    expect(screen.queryByText(/Postponed from/)).not.toBeInTheDocument();
  });
});

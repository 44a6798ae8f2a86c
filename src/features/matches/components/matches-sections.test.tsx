// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { matchesListQueryOptions, type MatchListItem } from '@/api/matches/get-matches-list';
import { PAST_PAGE_SIZE, pastMatchesPage, UPCOMING_PAGE_SIZE, upcomingMatchesPage } from '../lib/list-params';
import { renderWithClient, testQueryClient } from '../test/render';
import { PastMatches } from './past-matches';
import { UpcomingMatches } from './upcoming-matches';

// The next page's request never answers: the page on screen stays the placeholder.
vi.mock('@/lib/supabase', () => ({
  supabase: { rpc: () => new Promise(() => undefined) },
  unwrap: (answer: { data: unknown }) => answer.data,
}));

afterEach(cleanup);

const match = (id: string, over: Partial<MatchListItem> = {}): MatchListItem => ({
  id,
  name: `Match ${id}`,
  date: '2026-12-01',
  course_name: 'Pine Valley',
  course_rating: 72.1,
  course_slope: 130,
  format: 'Nassau',
  is_final: false,
  capacity: null,
  entries_count: 3,
  paid_count: 1,
  games: [],
  total_count: 1,
  status: 'DRAFT',
  start_time: '08:00',
  start_mode: 'TEE_TIMES',
  cancel_reason: null,
  league_id: 'l-1',
  ...over,
});

const upcomingKey = matchesListQueryOptions(upcomingMatchesPage(0)).queryKey;
const pastKey = matchesListQueryOptions(pastMatchesPage(0)).queryKey;

describe('UpcomingMatches', () => {
  it("says 'No matches scheduled.' when nothing is upcoming", () => {
    const client = testQueryClient();
    client.setQueryData(upcomingKey, { rows: [], total: 0, offset: 0 });
    renderWithClient(<UpcomingMatches />, client);
    expect(screen.getByText('No matches scheduled.')).toBeInTheDocument();
  });
  it('shows real entry counts', () => {
    const client = testQueryClient();
    client.setQueryData(upcomingKey, { rows: [match('a')], total: 1, offset: 0 });
    renderWithClient(<UpcomingMatches />, client);
    expect(screen.getAllByText('3 entries').length).toBeGreaterThan(0);
  });
  it("says whose match each is in a club of several leagues, and nothing of leagues in a club of one", () => {
    const client = testQueryClient();
    client.setQueryData(upcomingKey, { rows: [match('a'), match('b', { league_id: 'l-2' })], total: 2, offset: 0 });
    const { unmount } = renderWithClient(<UpcomingMatches />, client);
    expect(screen.queryByText('Tuesday Nines')).not.toBeInTheDocument();
    unmount();
    renderWithClient(<UpcomingMatches leagueNames={{ 'l-1': 'Saturday Wager', 'l-2': 'Tuesday Nines' }} />, client);
    expect(screen.getAllByText('Saturday Wager').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Tuesday Nines').length).toBeGreaterThan(0);
  });
  it("lists one league's matches with that league's request", () => {
    const client = testQueryClient();
    const key = matchesListQueryOptions(upcomingMatchesPage(0, 'l-2')).queryKey;
    client.setQueryData(key, { rows: [match('t', { league_id: 'l-2', name: 'Tuesday Night 1' })], total: 1, offset: 0 });
    renderWithClient(<UpcomingMatches leagueId="l-2" />, client);
    expect(screen.getAllByText('Tuesday Night 1').length).toBeGreaterThan(0);
  });
  it('shows the count without buttons when every upcoming match fits on one page', () => {
    const client = testQueryClient();
    client.setQueryData(upcomingKey, { rows: [match('a'), match('b')], total: 2, offset: 0 });
    renderWithClient(<UpcomingMatches />, client);
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
  it('pages 20 at a time with Previous / Next when more are upcoming', () => {
    const client = testQueryClient();
    const rows = Array.from({ length: UPCOMING_PAGE_SIZE }, (_, i) => match(`u${i}`, { total_count: 50 }));
    client.setQueryData(upcomingKey, { rows, total: 50, offset: 0 });
    renderWithClient(<UpcomingMatches />, client);
    expect(screen.getByRole('navigation', { name: 'Upcoming matches pages' })).toHaveTextContent('Showing 1–20 of 50');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

describe('PastMatches', () => {
  it('has its own empty state', () => {
    const client = testQueryClient();
    client.setQueryData(pastKey, { rows: [], total: 0, offset: 0 });
    renderWithClient(<PastMatches />, client);
    expect(screen.getByText('No past matches yet.')).toBeInTheDocument();
  });
  it('pages 20 at a time with Previous / Next', () => {
    const client = testQueryClient();
    const rows = Array.from({ length: PAST_PAGE_SIZE }, (_, i) => match(`p${i}`, { is_final: true, date: '2026-01-01', total_count: 45 }));
    client.setQueryData(pastKey, { rows, total: 45, offset: 0 });
    renderWithClient(<PastMatches />, client);
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
  it("while the next page loads, 'Showing' still describes the rows on screen", async () => {
    const client = testQueryClient();
    const rows = Array.from({ length: PAST_PAGE_SIZE }, (_, i) => match(`p${i}`, { is_final: true, date: '2026-01-01', total_count: 45 }));
    client.setQueryData(pastKey, { rows, total: 45, offset: 0 });
    renderWithClient(<PastMatches />, client);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('navigation', { name: 'Past matches pages' })).toHaveTextContent('Showing 1–20 of 45');
    expect(screen.getAllByText('Match p0').length).toBeGreaterThan(0);
  });
  it("names a later page's range from where its rows start", () => {
    const client = testQueryClient();
    const rows = Array.from({ length: 5 }, (_, i) => match(`p${i}`, { is_final: true, date: '2026-01-01', total_count: 45 }));
    client.setQueryData(matchesListQueryOptions(pastMatchesPage(2)).queryKey, { rows, total: 45, offset: 40 });
    renderWithClient(<PastMatches />, client, ['/matches?past=3']);
    expect(screen.getByText('Showing 41–45 of 45')).toBeInTheDocument();
  });
});

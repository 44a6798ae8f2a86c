// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeagueShowcase } from '../api/get-league-showcase';
import { LatestMatchDashboard } from './latest-match-dashboard';

const SHOWCASE = {
  figures: {},
  latest_match: {
    id: 'm1',
    name: 'Pine Hollow Shootout',
    date: '2026-11-28',
    course_name: 'Pine Hollow',
    teeset_label: 'Blue',
    course_rating: 72.4,
    course_slope: 131,
    // As the server orders them: winnings, then points.
    leaders: [
      { player_id: 'a', name: 'Ann Lee', points: 30, skins: 3, winnings_cents: 9000, league_index: 8 },
      { player_id: 'b', name: 'Bob Ray', points: 38, skins: 0, winnings_cents: 4000, league_index: 12 },
    ],
    pots: [],
    total_pot_cents: 13000,
  },
} as unknown as LeagueShowcase;

vi.mock('../api/get-league-showcase', () => ({ useLeagueShowcase: () => ({ data: SHOWCASE, isPending: false, isError: false }) }));
afterEach(cleanup);

describe('LatestMatchDashboard (the landing’s leaders table)', () => {
  it('shows first the figure the rank follows: total winnings, then points and skins', () => {
    render(
      <MemoryRouter>
        <LatestMatchDashboard />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Leaders of Pine Hollow Shootout' });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Rank', 'Name', 'Total winnings', 'Points', 'Skins', 'Handicap']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['1', 'Ann Lee', '$90.00', '30', '3', 'HI 8.0']);
  });
});

// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { StandingsRow } from '@/api/standings/get-season-standings';
import { StandingsTable } from './standings-table';

afterEach(cleanup);

const ROWS: StandingsRow[] = [
  { rank: 1, player_id: 'p-1', name: 'Oscar Other', rounds: 2, points: 71, wins: 1, top3: 2, earnings_cents: 4300, avg_stableford: 35.5, stableford_rounds: 2 },
  { rank: 2, player_id: 'p-2', name: 'Ivan Inactive', rounds: 1, points: 0, wins: 0, top3: 1, earnings_cents: 1000, avg_stableford: null, stableford_rounds: 0 },
];

describe('StandingsTable', () => {
  it('shows each player once with the season figures and a link to their profile', () => {
    render(
      <MemoryRouter>
        <StandingsTable rows={ROWS} season={2031} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Standings 2031' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toBe('1Oscar Other27112$43.0035.5');
    expect(within(rows[2] as HTMLElement).getByText('—')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Oscar Other' }).getAttribute('href')).toBe('/players/p-1');
    const cards = screen.getByRole('list', { name: 'Standings 2031' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cards).getByRole('link', { name: 'Ivan Inactive' }).getAttribute('href')).toBe('/players/p-2');
  });

  it('says what each column counts, in a caption and in each header\'s tooltip', () => {
    render(
      <MemoryRouter>
        <StandingsTable rows={ROWS} season={2031} />
      </MemoryRouter>,
    );
    const legend = screen.getByLabelText('What each column counts');
    for (const term of ['Rounds', 'Points', 'Wins', 'Top 3', 'Earnings', 'Avg Stableford']) expect(within(legend).getByText(term)).toBeTruthy();
    expect(legend).toHaveTextContent('Wins ≤ Top 3 ≤ Rounds');
    const table = screen.getByRole('table', { name: 'Standings 2031' });
    expect(within(table).getByRole('columnheader', { name: 'Wins' })).toHaveAttribute('title', expect.stringContaining('Rounds finished 1st'));
  });

  it('gives the rounds the average is over when some rounds had no Stableford score', () => {
    render(
      <MemoryRouter>
        <StandingsTable rows={ROWS.slice(0, 1).map((row) => ({ ...row, rounds: 3 }))} season={2031} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Standings 2031' });
    expect(within(table).getByText('35.5 over 2')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { entry, game, matchDetail } from '../test/fixtures';
import { FinalResults } from './final-results';

afterEach(cleanup);

describe('FinalResults', () => {
  it('flags a player without an index in net games only', () => {
    // The fixture's games are named by their codes.
    const detail = matchDetail({
      games: [game('STB_V2', { id: 'g-stb', pot_calc: 'PER_PLAYER' }), game('SKINS_GROSS', { id: 'g-skins', pot_calc: 'PER_PLAYER', buy_in: 500 })],
      entries: [entry('p-ann', 'Ann Lee', { league_index: 12.4 }), entry('p-new', 'Nia New')],
      match: { ...matchDetail().match, is_final: true, status: 'FINAL' },
      results: [
        { player_id: 'p-ann', game_code: 'STB_V2', position: 1, points: 36, skins_won: null, payout_cents: 1000, notes: null },
        { player_id: 'p-new', game_code: 'STB_V2', position: 2, points: 30, skins_won: null, payout_cents: 0, notes: null },
        { player_id: 'p-new', game_code: 'SKINS_GROSS', position: 1, points: null, skins_won: 2, payout_cents: 1000, notes: null },
      ],
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <FinalResults detail={detail} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const stableford = screen.getByLabelText('STB_V2 results');
    const rowOf = (region: HTMLElement, name: string) => within(region).getAllByRole('row').find((row) => row.textContent?.includes(name));
    expect(rowOf(stableford, 'Nia New')).toHaveTextContent('No index');
    expect(rowOf(stableford, 'Ann Lee')).not.toHaveTextContent('No index');
    const skins = screen.getByLabelText('SKINS_GROSS results');
    expect(rowOf(skins, 'Nia New')).not.toHaveTextContent('No index');
  });
});

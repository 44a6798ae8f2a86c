// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MatchResult } from '@/api/matches/get-match-detail';
import { entry, game, matchDetail } from '../test/fixtures';
import { PlayerMoneySummary } from './player-money-summary';

afterEach(cleanup);

const results: MatchResult[] = [
  { player_id: 'p-ann', game_code: 'STB_V2', position: 1, points: 36, skins_won: null, payout_cents: 6000, notes: null },
  { player_id: 'p-bob', game_code: 'STB_V2', position: 2, points: 30, skins_won: null, payout_cents: 0, notes: null },
];
const games = [game('STB_V2', { id: 'g-stb', pot_calc: 'PER_PLAYER', buy_in: 4000 })];
const hidden = { due_cents: null, paid_cents: null, balance_cents: null, stake_cents: null, net_cents: null };
const rowOf = (name: string) => screen.getAllByTestId('player-money-row').find((row) => row.textContent?.includes(name));

describe('PlayerMoneySummary: buy-ins and nets only where the server sent them (DESIGN rule 20)', () => {
  it('shows an anonymous visitor the winnings and no buy-in or net column', () => {
    const detail = matchDetail({
      games,
      results,
      entries: [entry('p-ann', 'Ann Lee', { ...hidden, opted_in_game_ids: ['g-stb'] }), entry('p-bob', 'Bob Ray', { ...hidden, opted_in_game_ids: ['g-stb'] })],
    });
    render(<PlayerMoneySummary detail={detail} />);
    const table = screen.getByRole('table', { name: 'Won per player' });
    expect(within(table).queryByText('Net')).toBeNull();
    expect(within(table).queryByText('Paid in')).toBeNull();
    expect(rowOf('Ann Lee')).toHaveTextContent('$60.00');
    expect(table.textContent).not.toMatch(/\$40\.00|−|-\$/);
    expect(screen.getByText(/What each member paid in is private/)).toBeTruthy();
  });

  it('shows a member their own net and "Private" for the others', () => {
    const detail = matchDetail({
      games,
      results,
      entries: [
        entry('p-ann', 'Ann Lee', { ...hidden }),
        entry('p-bob', 'Bob Ray', { due_cents: 4000, paid_cents: 4000, balance_cents: 0, stake_cents: 4000, net_cents: -4000 }),
      ],
    });
    render(<PlayerMoneySummary detail={detail} />);
    expect(rowOf('Bob Ray')).toHaveTextContent('$40.00');
    expect(rowOf('Bob Ray')).toHaveTextContent('-$40.00');
    expect(rowOf('Ann Lee')).toHaveTextContent('Private');
    expect(rowOf('Ann Lee')).not.toHaveTextContent('+$20.00');
  });

  it('shows an admin every buy-in and net', () => {
    const detail = matchDetail({
      games,
      results,
      entries: [
        entry('p-ann', 'Ann Lee', { stake_cents: 4000, net_cents: 2000 }),
        entry('p-bob', 'Bob Ray', { stake_cents: 4000, net_cents: -4000 }),
      ],
    });
    render(<PlayerMoneySummary detail={detail} />);
    expect(screen.getByRole('table', { name: 'Won, paid in and net per player' })).toBeTruthy();
    expect(rowOf('Ann Lee')).toHaveTextContent('+$20.00');
    expect(screen.queryByText('Private')).toBeNull();
  });
});

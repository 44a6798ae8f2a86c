import { describe, expect, it } from 'vitest';
import type { MatchGame, MatchPageDetail } from '@/api/matches/get-match-detail';
import { playerMoney, stakeCents } from './match-money';

const game = (id: string, buy_in: number, pot_calc: MatchGame['pot_calc'], enabled = true): MatchGame =>
  ({ id, game_code: 'STB_V2', name: id, category: 'Points', enabled, buy_in, pot_calc, requires_teams: false }) as MatchGame;

const games = [game('stb', 1000, 'PER_ENTRY'), game('skins', 500, 'PER_ENTRY'), game('field', 300, 'PER_PLAYER'), game('flat', 5000, 'FLAT'), game('off', 700, 'PER_PLAYER', false)];

describe('match money', () => {
  it('the stake is every PER_PLAYER buy-in plus the opted-in PER_ENTRY ones; FLAT and disabled games cost nothing', () => {
    expect(stakeCents({ games }, ['stb', 'field', 'flat'])).toBe(1300);
    expect(stakeCents({ games }, ['stb', 'skins', 'field', 'flat'])).toBe(1800);
    expect(stakeCents({ games }, [])).toBe(300);
  });

  it('won sums the payouts over the games; paid is 0 where the viewer may not see it', () => {
    const detail = {
      games,
      entries: [
        { player_id: 'ann', opted_in_game_ids: ['stb', 'field'], paid_cents: 1300 },
        { player_id: 'bob', opted_in_game_ids: ['stb', 'skins', 'field'], paid_cents: null },
      ],
      results: [
        { player_id: 'ann', game_code: 'STB_V2', payout_cents: 2000 },
        { player_id: 'ann', game_code: 'SKINS_GROSS', payout_cents: 250 },
        { player_id: 'bob', game_code: 'STB_V2', payout_cents: 0 },
      ],
    } as unknown as Pick<MatchPageDetail, 'games' | 'entries' | 'results'>;
    expect(playerMoney(detail)).toEqual([
      { playerId: 'ann', wonCents: 2250, stakeCents: 1300, paidCents: 1300 },
      { playerId: 'bob', wonCents: 0, stakeCents: 1800, paidCents: 0 },
    ]);
  });
});

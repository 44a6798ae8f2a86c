import { describe, expect, it } from 'vitest';
import { hasAmounts, withBalances, type EntryBalance, type EntryRow } from './entry-balances';

const row = (player_id: string): EntryRow => ({
  id: `entry-${player_id}`,
  player_id,
  name: player_id.toUpperCase(),
  nickname: null,
  league_index: 10.2,
  opted_in_game_ids: ['g1'],
  email: null,
});
const balance = (player_id: string, due: number, paid: number): EntryBalance => ({
  player_id,
  paid_in_full: paid >= due,
  status: due === 0 ? 'NOTHING_DUE' : paid >= due ? 'PAID' : 'PENDING',
  due_cents: due,
  paid_cents: paid,
  balance_cents: due - paid,
});

describe('withBalances', () => {
  it('puts each entrant’s money on their entry, keeping the entries’ order', () => {
    const entries = withBalances([row('bob'), row('ann')], [balance('ann', 1500, 0), balance('bob', 1000, 2000)]);
    expect(entries?.map((e) => [e.player_id, e.due_cents, e.paid_cents, e.balance_cents, e.paid_in_full])).toEqual([
      ['bob', 1000, 2000, -1000, true],
      ['ann', 1500, 0, 1500, false],
    ]);
    expect(entries?.[0]?.opted_in_game_ids).toEqual(['g1']);
  });

  it('refuses to guess when an entrant has no balance or a balance has no entrant', () => {
    expect(withBalances([row('ann'), row('bob')], [balance('ann', 1500, 0)])).toBeNull();
    expect(withBalances([row('ann')], [balance('ann', 1500, 0), balance('bob', 1000, 0)])).toBeNull();
    expect(withBalances([row('ann')], [balance('bob', 1000, 0)])).toBeNull();
  });

  it('is empty for a match nobody entered', () => {
    expect(withBalances([], [])).toEqual([]);
  });
});

describe('hasAmounts', () => {
  it("tells the entries whose amounts the server sent from those it kept private (another player's)", () => {
    const [own, other] = withBalances([row('p-ann'), row('p-bob')], [
      balance('p-ann', 1500, 500),
      { player_id: 'p-bob', paid_in_full: true, status: 'PAID', due_cents: null, paid_cents: null, balance_cents: null },
    ]) ?? [];
    expect(own && hasAmounts(own)).toBe(true);
    expect(other && hasAmounts(other)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEAGUE_PARTY_ID, matchSettlement, playerSummary, settleTransfers, type SettleParty, type Transfer } from './settle-up';

/** Each party's balance after the transfers are made: what it was owed minus what it received, plus what it paid. */
function afterTransfers(parties: readonly SettleParty[], transfers: readonly Transfer[]): Map<string, number> {
  const left = new Map(parties.map((p) => [p.id, p.balanceCents]));
  for (const t of transfers) {
    left.set(t.fromId, (left.get(t.fromId) ?? Number.NaN) + t.cents);
    left.set(t.toId, (left.get(t.toId) ?? Number.NaN) - t.cents);
  }
  return left;
}

describe('settleTransfers', () => {
  it('worked example: one loser pays two winners', () => {
    // Ann +$12, Bob +$3, Cy −$15.
    expect(
      settleTransfers([
        { id: 'ann', balanceCents: 1200 },
        { id: 'bob', balanceCents: 300 },
        { id: 'cy', balanceCents: -1500 },
      ]),
    ).toEqual([
      { fromId: 'cy', toId: 'ann', cents: 1200 },
      { fromId: 'cy', toId: 'bob', cents: 300 },
    ]);
  });

  it('worked example: largest debtor meets largest creditor first', () => {
    // Ann +$20, Bob +$5, Cy −$10, Dee −$15 → Dee pays Ann 15, Cy pays Ann 5, Cy pays Bob 5.
    expect(
      settleTransfers([
        { id: 'ann', balanceCents: 2000 },
        { id: 'bob', balanceCents: 500 },
        { id: 'cy', balanceCents: -1000 },
        { id: 'dee', balanceCents: -1500 },
      ]),
    ).toEqual([
      { fromId: 'dee', toId: 'ann', cents: 1500 },
      { fromId: 'cy', toId: 'ann', cents: 500 },
      { fromId: 'cy', toId: 'bob', cents: 500 },
    ]);
  });

  it('nothing to move: no transfers', () => {
    expect(settleTransfers([{ id: 'ann', balanceCents: 0 }, { id: 'bob', balanceCents: 0 }])).toEqual([]);
    expect(settleTransfers([])).toEqual([]);
  });

  it('refuses balances that do not add up to zero, fractions of a cent and a party listed twice', () => {
    expect(() => settleTransfers([{ id: 'ann', balanceCents: 100 }])).toThrow('Balances must add up to zero, got 100');
    expect(() => settleTransfers([{ id: 'ann', balanceCents: 0.5 }, { id: 'bob', balanceCents: -0.5 }])).toThrow(
      'Balance of ann must be a whole number of cents, got 0.5',
    );
    expect(() => settleTransfers([{ id: 'ann', balanceCents: 1 }, { id: 'ann', balanceCents: -1 }])).toThrow('Party ann is listed twice');
  });

  it('property: the transfers settle every party exactly, each is positive, at most parties − 1 of them', () => {
    const partiesArb = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 })
      .chain((ids) =>
        fc.array(fc.integer({ min: -500_000, max: 500_000 }), { minLength: ids.length - 1, maxLength: ids.length - 1 }).map((amounts) => {
          const last = 0 - amounts.reduce((a, b) => a + b, 0);
          return ids.map((id, i) => ({ id, balanceCents: i < amounts.length ? (amounts[i] ?? 0) : last }));
        }),
      );
    fc.assert(
      fc.property(partiesArb, (parties) => {
        const transfers = settleTransfers(parties);
        for (const left of afterTransfers(parties, transfers).values()) expect(left).toBe(0);
        for (const t of transfers) {
          expect(Number.isSafeInteger(t.cents) && t.cents > 0).toBe(true);
          expect(t.fromId).not.toBe(t.toId);
        }
        expect(transfers.length).toBeLessThanOrEqual(Math.max(0, parties.length - 1));
        expect(transfers.reduce((sum, t) => sum + t.cents, 0)).toBe(
          parties.reduce((sum, p) => sum + Math.max(0, p.balanceCents), 0),
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('playerSummary', () => {
  it('worked example: won, paid in and net, best net first', () => {
    expect(
      playerSummary([
        { playerId: 'bob', wonCents: 0, stakeCents: 1500 },
        { playerId: 'ann', wonCents: 2700, stakeCents: 1500 },
        { playerId: 'cy', wonCents: 300, stakeCents: 1000 },
      ]),
    ).toEqual([
      { playerId: 'ann', wonCents: 2700, stakeCents: 1500, netCents: 1200 },
      { playerId: 'cy', wonCents: 300, stakeCents: 1000, netCents: -700 },
      { playerId: 'bob', wonCents: 0, stakeCents: 1500, netCents: -1500 },
    ]);
  });
});

describe('matchSettlement', () => {
  it('worked example: everyone paid the treasurer, so the league pays the winners', () => {
    // Pot $40 from four $10 buy-ins, all paid: Ann wins $24, Bob $16.
    const settlement = matchSettlement([
      { playerId: 'ann', wonCents: 2400, stakeCents: 1000, paidCents: 1000 },
      { playerId: 'bob', wonCents: 1600, stakeCents: 1000, paidCents: 1000 },
      { playerId: 'cy', wonCents: 0, stakeCents: 1000, paidCents: 1000 },
      { playerId: 'dee', wonCents: 0, stakeCents: 1000, paidCents: 1000 },
    ]);
    expect(settlement.transfers).toEqual([
      { fromId: LEAGUE_PARTY_ID, toId: 'ann', cents: 2400 },
      { fromId: LEAGUE_PARTY_ID, toId: 'bob', cents: 1600 },
    ]);
  });

  it('worked example: nobody paid, the losers pay the winners and the league keeps the rounding cents', () => {
    // A $10.01 pot paid 50/50, each share floored: $5.00 + $5.00, one cent left with the league.
    const settlement = matchSettlement([
      { playerId: 'ann', wonCents: 500, stakeCents: 334, paidCents: 0 },
      { playerId: 'bob', wonCents: 500, stakeCents: 334, paidCents: 0 },
      { playerId: 'cy', wonCents: 0, stakeCents: 333, paidCents: 0 },
    ]);
    expect(settlement.parties).toEqual([
      { id: 'ann', balanceCents: 166 },
      { id: 'bob', balanceCents: 166 },
      { id: 'cy', balanceCents: -333 },
      { id: LEAGUE_PARTY_ID, balanceCents: 1 },
    ]);
    expect(settlement.transfers).toEqual([
      { fromId: 'cy', toId: 'ann', cents: 166 },
      { fromId: 'cy', toId: 'bob', cents: 166 },
      { fromId: 'cy', toId: LEAGUE_PARTY_ID, cents: 1 },
    ]);
  });

  it('property: each player ends at won − stake, the league at Σ stakes − Σ winnings, and the totals are zero', () => {
    const playersArb = fc
      .uniqueArray(fc.string({ minLength: 1, maxLength: 3 }).filter((id) => id !== LEAGUE_PARTY_ID), { minLength: 1, maxLength: 10 })
      .chain((ids) =>
        fc.tuple(
          ...ids.map((playerId) =>
            fc
              .record({ wonCents: fc.integer({ min: 0, max: 100_000 }), stakeCents: fc.integer({ min: 0, max: 10_000 }) })
              .chain((p) => fc.integer({ min: 0, max: p.stakeCents + 5000 }).map((paidCents) => ({ playerId, ...p, paidCents }))),
          ),
        ),
      );
    fc.assert(
      fc.property(playersArb, (players) => {
        const { parties, transfers } = matchSettlement(players);
        expect(parties.reduce((sum, p) => sum + p.balanceCents, 0)).toBe(0);
        const left = afterTransfers(parties, transfers);
        for (const value of left.values()) expect(value).toBe(0);
        // Money already moved (payments to the league) plus the transfers = each player's net for the match.
        for (const p of players) {
          const received = transfers.filter((t) => t.toId === p.playerId).reduce((s, t) => s + t.cents, 0);
          const paid = transfers.filter((t) => t.fromId === p.playerId).reduce((s, t) => s + t.cents, 0);
          expect(received - paid - p.paidCents).toBe(p.wonCents - p.stakeCents);
        }
      }),
      { numRuns: 500 },
    );
  });
});

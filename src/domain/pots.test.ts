import { describe, expect, it } from 'vitest';
import {
  entryChargesCents,
  isPaidInFull,
  playerBalanceCents,
  playerDueCents,
  potCents,
  projectedPots,
  type PlayerGameCharge,
} from './pots';

describe('potCents', () => {
  it('PER_ENTRY counts opted-in players, PER_PLAYER counts entrants, FLAT is the buy-in once', () => {
    expect(potCents(1000, 'PER_ENTRY', 10, 4)).toBe(4000);
    expect(potCents(1000, 'PER_PLAYER', 10, 4)).toBe(10000);
    expect(potCents(5000, 'FLAT', 10, 4)).toBe(5000);
    expect(potCents(5000, 'FLAT', 0, 0)).toBe(5000);
  });
});

describe('player due', () => {
  const games: PlayerGameCharge[] = [
    { buyInCents: 1000, potCalc: 'PER_PLAYER', optedIn: false }, // mandatory: charged anyway
    { buyInCents: 500, potCalc: 'PER_ENTRY', optedIn: true },
    { buyInCents: 1500, potCalc: 'PER_ENTRY', optedIn: false },
    { buyInCents: 2000, potCalc: 'FLAT', optedIn: true }, // league funded: never charged
  ];

  it('charges PER_PLAYER and opted-in PER_ENTRY buy-ins: $10 + $5 = $15', () => {
    expect(entryChargesCents(games)).toBe(1500);
  });

  it('subtracts payments and never goes below 0; the raw balance shows a credit', () => {
    expect(playerDueCents(games, 0)).toBe(1500);
    expect(playerDueCents(games, 1000)).toBe(500);
    expect(playerDueCents(games, 2000)).toBe(0);
    expect(playerBalanceCents(games, 2000)).toBe(-500);
  });

  it('is paid in full once payments cover the charges', () => {
    expect(isPaidInFull(1500, 1500)).toBe(true);
    expect(isPaidInFull(1500, 2000)).toBe(true);
    expect(isPaidInFull(1500, 1499)).toBe(false);
    expect(isPaidInFull(0, 0)).toBe(true);
  });
});

describe('projectedPots', () => {
  it('assumes 4 players: ×4 for PER_ENTRY and PER_PLAYER, ×1 for FLAT', () => {
    const result = projectedPots([
      { code: 'STB_V2', buyInCents: 1000, potCalc: 'PER_ENTRY' as const },
      { code: 'SKINS_GROSS', buyInCents: 500, potCalc: 'PER_PLAYER' as const },
      { code: 'NASSAU', buyInCents: 1500, potCalc: 'FLAT' as const },
    ]);
    expect(result.games.map((g) => [g.code, g.projectedPotCents])).toEqual([
      ['STB_V2', 4000],
      ['SKINS_GROSS', 2000],
      ['NASSAU', 1500],
    ]);
    expect(result.totalCents).toBe(7500);
  });

  it('no games: total 0', () => {
    expect(projectedPots([]).totalCents).toBe(0);
  });
});

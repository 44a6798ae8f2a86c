import { describe, expect, it } from 'vitest';
import type { GameCode } from '@/domain/types';
import type { CatalogGame } from '@/api/game-catalog/get-game-catalog';
import { projectedGames } from './projected-games';

const game = (code: GameCode, over: Partial<CatalogGame> = {}): CatalogGame => ({
  code,
  name: code,
  category: 'Individual',
  default_buy_in: 1000,
  pot_calc: 'PER_PLAYER',
  requires_teams: false,
  sort_order: 1,
  ...over,
});

describe('projectedGames', () => {
  it('counts enabled games with their chosen pot funding and buy-in in cents', () => {
    const catalog = [game('STB_V2'), game('SKINS_GROSS'), game('NASSAU')];
    const choices = [
      { code: 'STB_V2', enabled: true, potCalc: 'FLAT' as const, buyIn: '$12.50', format: '' },
      { code: 'SKINS_GROSS', enabled: false, potCalc: 'PER_PLAYER' as const, buyIn: '5', format: '' },
      { code: 'NASSAU', enabled: true, potCalc: 'PER_ENTRY' as const, buyIn: '', format: '' },
    ];
    expect(projectedGames(catalog, choices)).toEqual([
      { code: 'STB_V2', name: 'STB_V2', potCalc: 'FLAT', buyInCents: 1250 },
      { code: 'NASSAU', name: 'NASSAU', potCalc: 'PER_ENTRY', buyInCents: 0 },
    ]);
  });

  it('counts team games like the others and leaves out catalog games the form has no choice for', () => {
    const catalog = [game('MATCH_PLAY', { requires_teams: true }), game('STROKE_PLAY')];
    expect(projectedGames(catalog, [{ code: 'MATCH_PLAY', enabled: true, potCalc: 'PER_ENTRY', buyIn: '20', format: 'PAIRS_BRACKET' }])).toEqual([
      { code: 'MATCH_PLAY', name: 'MATCH_PLAY', potCalc: 'PER_ENTRY', buyInCents: 2000 },
    ]);
  });
});

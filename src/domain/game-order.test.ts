import { describe, expect, it } from 'vitest';
import { GAME_BASIS, mainGame, mainGameFirst } from './game-order';
import type { GameCode } from './types';

const codes = (list: GameCode[]) => list;

describe('main game first', () => {
  it('the format names the main game', () => {
    expect(mainGame(codes(['SKINS_GROSS', 'NASSAU', 'STB_V2']), 'Nassau')).toBe('NASSAU');
    expect(mainGame(codes(['SKINS_GROSS', 'SKINS_NET']), 'Individual skins')).toBe('SKINS_NET');
    expect(mainGame(codes(['STROKE_PLAY', 'STB_V2']), 'Individual stroke')).toBe('STROKE_PLAY');
  });

  it('without a telling format Stableford leads, then the catalog order', () => {
    expect(mainGame(codes(['SKINS_GROSS', 'STB_V2']), 'Mixed games')).toBe('STB_V2');
    expect(mainGame(codes(['NASSAU', 'SKINS_NET']), null)).toBe('SKINS_NET');
    expect(mainGame([], null)).toBeNull();
  });

  it('orders the rest by the catalog, keeping items of one game together', () => {
    const items = codes(['SKINS_GROSS', 'STROKE_PLAY', 'NASSAU', 'STB_V2', 'SKINS_GROSS']).map((code, i) => ({ code, i }));
    expect(mainGameFirst(items, (item) => item.code, 'Nassau').map((item) => `${item.code}${item.i}`)).toEqual([
      'NASSAU2',
      'STB_V23',
      'SKINS_GROSS0',
      'SKINS_GROSS4',
      'STROKE_PLAY1',
    ]);
  });

  it('says whether each game is net or gross', () => {
    expect(GAME_BASIS.SKINS_GROSS).toBe('Gross');
    expect(GAME_BASIS.SKINS_NET).toBe('Net');
    expect(GAME_BASIS.STB_V2).toBe('Net');
  });
});

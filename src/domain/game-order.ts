/**
 * How results present the games of a match: the main game first (the one the match's format names,
 * Stableford when the format names none), the side games after it in the catalog's order, and whether
 * each game is played on net scores (handicap strokes applied) or gross.
 */
import type { GameCode } from './types';

/** Net: handicap strokes are applied before scores are compared. */
export const GAME_BASIS: Readonly<Record<GameCode, 'Net' | 'Gross'>> = {
  STB_V2: 'Net',
  SKINS_GROSS: 'Gross',
  SKINS_NET: 'Net',
  NASSAU: 'Net',
  STROKE_PLAY: 'Net',
  MATCH_PLAY: 'Net',
  FOUR_BALL: 'Net',
  TEAM_NASSAU: 'Net',
};

/** The game catalog's order (game_catalog.sort_order). */
const CATALOG_ORDER: readonly GameCode[] = ['STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'MATCH_PLAY', 'STROKE_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'];

/** The match formats of the Create Match form and the games they are about, most telling first. */
const FORMAT_MAIN_GAMES: Readonly<Record<string, readonly GameCode[]>> = {
  'Individual Stableford': ['STB_V2'],
  'Individual stroke': ['STROKE_PLAY'],
  'Individual skins': ['SKINS_NET', 'SKINS_GROSS'],
  Nassau: ['NASSAU'],
};

/** The match's main game among `codes`: the format's game if played, else Stableford, else the first in catalog order. */
export function mainGame(codes: readonly GameCode[], format: string | null): GameCode | null {
  const preferred = [...(format ? (FORMAT_MAIN_GAMES[format] ?? []) : []), 'STB_V2' as const, ...CATALOG_ORDER];
  return preferred.find((code) => codes.includes(code)) ?? codes[0] ?? null;
}

/** `items` with the main game first, the rest in catalog order (unknown codes last, as given). */
export function mainGameFirst<T>(items: readonly T[], codeOf: (item: T) => GameCode, format: string | null): T[] {
  const main = mainGame(items.map(codeOf), format);
  const rank = (code: GameCode) => (code === main ? -1 : CATALOG_ORDER.includes(code) ? CATALOG_ORDER.indexOf(code) : CATALOG_ORDER.length);
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(codeOf(a.item)) - rank(codeOf(b.item)) || a.index - b.index)
    .map(({ item }) => item);
}

import { parseDollarsToCents } from '@/domain/money';
import type { PotCalc } from '@/domain/pots';
import type { GameChoice } from '../api/create-match';
import type { CatalogGame } from '@/api/game-catalog/get-game-catalog';

export type ProjectedGame = { code: string; name: string; buyInCents: number; potCalc: PotCalc };

/**
 * The games the Projected Pots card counts: those enabled in the form (`choices` run parallel to the
 * catalog); a buy-in still being typed counts as $0.
 */
export function projectedGames(catalog: readonly CatalogGame[], choices: readonly GameChoice[]): ProjectedGame[] {
  return catalog.flatMap((game, index) => {
    const choice = choices[index];
    if (!choice?.enabled) return [];
    return [{ code: game.code, name: game.name, potCalc: choice.potCalc, buyInCents: parseDollarsToCents(choice.buyIn) ?? 0 }];
  });
}

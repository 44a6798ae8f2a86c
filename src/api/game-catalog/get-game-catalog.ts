import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PotCalc } from '@/domain/pots';
import type { GameCode } from '@/domain/types';
import { supabase, unwrap } from '@/lib/supabase';
import { gameCatalogKeys } from './keys';

export type CatalogGame = {
  code: GameCode;
  name: string;
  category: string;
  /** cents */
  default_buy_in: number;
  pot_calc: PotCalc;
  /** Played by teams of two or in a format the match sets (MATCH_PLAY, FOUR_BALL, TEAM_NASSAU). */
  requires_teams: boolean;
  sort_order: number | null;
};

/** Every game the league offers, by category then name. */
export async function getGameCatalog(): Promise<CatalogGame[]> {
  const rows = unwrap(
    await supabase
      .from('game_catalog')
      .select('code, name, category, default_buy_in, pot_calc, requires_teams, sort_order')
      .order('category')
      .order('name'),
  );
  return (rows ?? []) as CatalogGame[];
}

export const gameCatalogQueryOptions = () =>
  queryOptions({ queryKey: gameCatalogKeys.all, queryFn: getGameCatalog, staleTime: 5 * 60 * 1000 });

export const useGameCatalog = () => useQuery(gameCatalogQueryOptions());

const playable = (games: CatalogGame[]) => [...games].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));

/** The games a default buy-in can be set for (every game of the catalog), in the catalog's sort order. */
export const usePlayableGames = () => useQuery({ ...gameCatalogQueryOptions(), select: playable });

/** The catalog grouped by category, in catalog order. */
export function groupByCategory<G extends { category: string }>(games: readonly G[]): [string, G[]][] {
  const groups = new Map<string, G[]>();
  for (const game of games) groups.set(game.category, [...(groups.get(game.category) ?? []), game]);
  return [...groups.entries()];
}

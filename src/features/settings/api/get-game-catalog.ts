import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from './keys';

export type CatalogGame = { code: string; name: string; default_buy_in: number; requires_teams: boolean; sort_order: number };

/** The games a default buy-in can be set for (team games cannot be played yet and are left out). */
export async function getGameCatalog(): Promise<CatalogGame[]> {
  const rows = unwrap(
    await supabase.from('game_catalog').select('code, name, default_buy_in, requires_teams, sort_order').order('sort_order'),
  );
  return rows.filter((game) => !game.requires_teams);
}

export const gameCatalogQueryOptions = () => queryOptions({ queryKey: settingsKeys.gameCatalog, queryFn: getGameCatalog, staleTime: 5 * 60 * 1000 });

export const useGameCatalog = () => useQuery(gameCatalogQueryOptions());

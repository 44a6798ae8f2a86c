import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

export type ActivePlayer = { id: string; name: string; nickname: string | null; league_index: number | null };

/** ACTIVE players from the public roster (the add-player dialog). */
export async function getActivePlayers(): Promise<ActivePlayer[]> {
  const rows = unwrap(await supabase.rpc('get_players_public', { status_filter: 'ACTIVE' }));
  return (rows ?? []) as ActivePlayer[];
}

export const activePlayersQueryOptions = () => queryOptions({ queryKey: matchKeys.activePlayers(), queryFn: getActivePlayers });

export const useActivePlayers = (enabled = true) => useQuery({ ...activePlayersQueryOptions(), enabled });

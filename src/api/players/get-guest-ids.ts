import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from './keys';

/** Which of these players are guests (status GUEST, a public column): entries mark them, as they are not members. */
export async function getGuestIds(playerIds: readonly string[]): Promise<string[]> {
  if (playerIds.length === 0) return [];
  const rows = unwrap(await supabase.from('players').select('id').eq('status', 'GUEST').in('id', [...playerIds]));
  return rows.map((row) => row.id);
}

export const guestIdsQueryOptions = (playerIds: readonly string[]) =>
  queryOptions({ queryKey: playerKeys.guests(playerIds), queryFn: () => getGuestIds(playerIds) });

export const useGuestIds = (playerIds: readonly string[]) => useQuery(guestIdsQueryOptions(playerIds));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { playerKeys } from './keys';

export type PlayerStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';
export type StatusFilter = PlayerStatus | 'ALL';

/** The public roster record: no e-mail, no GHIN (the server never sends them here). */
export type PublicPlayer = {
  id: string;
  name: string;
  nickname: string | null;
  status: PlayerStatus;
  created_at: string;
  join_date: string | null;
  league_index: number | null;
};

export async function getPlayersPublic(statusFilter: StatusFilter): Promise<PublicPlayer[]> {
  const rows = unwrap(await supabase.rpc('get_players_public', { status_filter: statusFilter }));
  return (rows ?? []) as PublicPlayer[];
}

export const playersPublicQueryOptions = (statusFilter: StatusFilter) =>
  queryOptions({ queryKey: playerKeys.list(statusFilter), queryFn: () => getPlayersPublic(statusFilter) });

export const usePlayersPublic = (statusFilter: StatusFilter) => useQuery(playersPublicQueryOptions(statusFilter));

/** Pending registrations, counted for the 'Review Pending (N)' button (visible to any visitor). */
export const usePendingCount = () =>
  useQuery({ ...playersPublicQueryOptions('PENDING'), select: (rows) => rows.length });

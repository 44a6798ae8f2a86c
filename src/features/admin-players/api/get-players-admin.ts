import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { adminPlayerKeys, type AdminStatusFilter } from './keys';

export type PlayerStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** A player as admins see them: the public fields plus e-mail, GHIN, consent and career earnings. */
export type AdminPlayer = {
  id: string;
  name: string;
  nickname: string | null;
  status: PlayerStatus;
  created_at: string;
  join_date: string | null;
  league_index: number | null;
  email: string | null;
  ghin: string | null;
  consent_at: string | null;
  career_earnings_cents: number;
};

export async function getPlayersAdmin(statusFilter: AdminStatusFilter): Promise<AdminPlayer[]> {
  const rows = unwrap(await supabase.rpc('get_players_admin', { status_filter: statusFilter }));
  return (rows ?? []) as AdminPlayer[];
}

export const playersAdminQueryOptions = (statusFilter: AdminStatusFilter) =>
  queryOptions({ queryKey: adminPlayerKeys.list(statusFilter), queryFn: () => getPlayersAdmin(statusFilter) });

export const usePlayersAdmin = (statusFilter: AdminStatusFilter) => useQuery(playersAdminQueryOptions(statusFilter));

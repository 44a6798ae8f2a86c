import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type InvitablePlayer = { id: string; name: string; nickname: string | null; email: string };

/** ACTIVE players with an e-mail address (rpc get_players_admin, admin only). */
export async function getInvitablePlayers(): Promise<InvitablePlayer[]> {
  const rows = unwrap(await supabase.rpc('get_players_admin', { status_filter: 'ACTIVE' })) as
    | { id: string; name: string; nickname: string | null; email: string | null }[]
    | null;
  return (rows ?? [])
    .filter((row) => row.email !== null && row.email.trim() !== '')
    .map((row) => ({ id: row.id, name: row.name, nickname: row.nickname, email: row.email ?? '' }));
}

export const invitablePlayersQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.invitablePlayers(), queryFn: getInvitablePlayers });

export const useInvitablePlayers = (enabled: boolean) => useQuery({ ...invitablePlayersQueryOptions(), enabled });

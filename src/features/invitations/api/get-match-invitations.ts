import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type InvitationStatus = 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED' | 'WITHDRAWN';

/** A row of rpc get_match_invitations (admin); EXPIRED is derived by the server. */
export type MatchInvitation = {
  id: string;
  player_id: string;
  name: string;
  nickname: string | null;
  email: string | null;
  status: InvitationStatus;
  message: string | null;
  expires_at: string | null;
  sent_at: string | null;
  responded_at: string | null;
  reminder_count: number;
  created_at: string;
};

export async function getMatchInvitations(matchId: string): Promise<MatchInvitation[]> {
  return unwrap(await supabase.rpc('get_match_invitations', { p_match_id: matchId })) ?? [];
}

export const matchInvitationsQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: invitationKeys.forMatch(matchId), queryFn: () => getMatchInvitations(matchId) });

export const useMatchInvitations = (matchId: string) => useQuery(matchInvitationsQueryOptions(matchId));

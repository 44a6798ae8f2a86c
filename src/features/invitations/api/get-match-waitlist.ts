import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export type WaitlistEntry = { id: string; player_id: string | null; name: string | null; email: string | null; created_at: string };

/** Unpromoted waitlist entries, oldest first (admin). */
export async function getMatchWaitlist(matchId: string): Promise<WaitlistEntry[]> {
  return unwrap(await supabase.rpc('get_match_waitlist', { p_match_id: matchId })) ?? [];
}

export const matchWaitlistQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: invitationKeys.waitlist(matchId), queryFn: () => getMatchWaitlist(matchId) });

export const useMatchWaitlist = (matchId: string) => useQuery(matchWaitlistQueryOptions(matchId));

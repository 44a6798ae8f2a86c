import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

/**
 * What the viewer may do on a match open for sign-up: JOIN, JOIN_WAITLIST (full), or not — ENTERED,
 * WAITLISTED, CLOSED — with the server's reason (the text join_match would refuse with).
 */
export type SignupState = 'JOIN' | 'JOIN_WAITLIST' | 'ENTERED' | 'WAITLISTED' | 'CLOSED';
export type MatchSignup = { open_signup: boolean; state: SignupState; message: string | null };

/** rpc get_match_signup; null when there is no such match. */
export async function getMatchSignup(matchId: string): Promise<MatchSignup | null> {
  return fromJson<MatchSignup | null>(unwrap(await supabase.rpc('get_match_signup', { p_match_id: matchId })));
}

/** The answer depends on who asks (player session), so the player id is part of the key. */
export const matchSignupQueryOptions = (matchId: string, playerId: string | null) =>
  queryOptions({ queryKey: invitationKeys.signup(matchId, playerId), queryFn: () => getMatchSignup(matchId) });

export const useMatchSignup = (matchId: string, playerId: string | null, enabled: boolean) =>
  useQuery({ ...matchSignupQueryOptions(matchId, playerId), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PotCalc } from '@/domain/pots';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { InvitationStatus } from './get-match-invitations';
import { invitationKeys } from './keys';

export type InvitationGame = { id: string; game_code: string; name: string; buy_in: number; pot_calc: PotCalc };

/** rpc get_invitation: what the holder of an invite link may see. */
export type Invitation = {
  invite: { id: string; status: InvitationStatus; message: string | null; expires_at: string | null; responded_at: string | null };
  match: {
    id: string;
    name: string;
    date: string;
    course_name: string | null;
    notes: string | null;
    require_payment_before_play: boolean;
    /** 'HH:MM' in the club time zone. */
    start_time: string;
    start_mode: 'TEE_TIMES' | 'SHOTGUN';
    /** Set (with cancel_reason) when the match has been called off. */
    cancelled_at: string | null;
    cancel_reason: string | null;
  };
  player: { name: string; nickname: string | null };
  /** The match's enabled games. */
  games: InvitationGame[];
  /**
   * Seats: `full` when no seat is left for this invitee; `waitlist_position` is their place on the waitlist,
   * or the place accepting would give them when the match is full (null otherwise). Absent from old servers.
   */
  seats?: { capacity: number | null; entered: number; full: boolean; allow_waitlist: boolean; waitlist_position: number | null };
};

/** Null for an unknown token. */
export async function getInvitation(token: string): Promise<Invitation | null> {
  const invitation = fromJson<Invitation | null>(unwrap(await supabase.rpc('get_invitation', { p_token: token })));
  return invitation ? { ...invitation, games: invitation.games ?? [] } : null;
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: invitationKeys.byToken(token), queryFn: () => getInvitation(token), retry: 1 });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** PENDING past its deadline shows as EXPIRED (and cannot be accepted). */
export function effectiveStatus(invite: Invitation['invite'], now: Date = new Date()): InvitationStatus {
  if (invite.status === 'PENDING' && invite.expires_at && new Date(invite.expires_at).getTime() < now.getTime()) return 'EXPIRED';
  return invite.status;
}

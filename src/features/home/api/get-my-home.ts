import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { homeKeys } from './keys';

type MatchFacts = { match_id: string; name: string; date: string; start_time: string; course_name: string };

export type UpcomingEntry = MatchFacts & {
  cancelled: boolean;
  charges_cents: number;
  paid_cents: number;
  owed_cents: number;
  /** True until the match's start (DESIGN rule 17). */
  can_withdraw: boolean;
};
export type WaitlistedMatch = MatchFacts & { position: number };
export type InvitationGame = { id: string; name: string; buy_in_cents: number; optional: boolean };
export type PendingInvitation = MatchFacts & { invite_id: string; expires_at: string; full: boolean; games: InvitationGame[] };
export type Winning = { match_id: string; name: string; date: string; payout_cents: number };
export type RecentResult = { match_id: string; name: string; date: string; position: number | null; points: number | null; payout_cents: number };

export type MyHome = {
  player: { id: string; name: string; status: 'ACTIVE' | 'PENDING' | 'INACTIVE' };
  /** The club time zone: start times are in it. */
  timezone: string;
  upcoming: UpcomingEntry[];
  waitlisted: WaitlistedMatch[];
  invitations: PendingInvitation[];
  winnings: Winning[];
  recent_results: RecentResult[];
};

/** The signed-in player's home in one call. */
export async function getMyHome(): Promise<MyHome> {
  return fromJson<MyHome>(unwrap(await supabase.rpc('get_my_home')));
}

export const myHomeQueryOptions = () => queryOptions({ queryKey: homeKeys.all, queryFn: getMyHome });

export const useMyHome = (enabled: boolean) => useQuery({ ...myHomeQueryOptions(), enabled });

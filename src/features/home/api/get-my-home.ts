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
/**
 * Winnings of a final match: won (results), handed over (recorded payouts) and still to collect; paid_on is the
 * day of the last payout once nothing is left to collect. Everything still to collect is listed, whatever the
 * season; settled winnings only of this season (the latest 5).
 */
export type Winning = {
  match_id: string;
  name: string;
  date: string;
  won_cents: number;
  handed_over_cents: number;
  to_collect_cents: number;
  paid_on: string | null;
};

/**
 * The member's account over every match (DESIGN rule 19), as the treasurer's ledger says it:
 * outstanding = due − (paid − refunded) + credit − credit moved.
 */
export type HomeAccount = {
  due_cents: number;
  paid_cents: number;
  refunded_cents: number;
  credit_moved_cents: number;
  credit_cents: number;
  outstanding_cents: number;
};
/** A match still owed on, whatever its date or status. */
export type OwedMatch = { match_id: string; name: string; date: string; start_time: string; is_final: boolean; due_cents: number; paid_cents: number; owed_cents: number };
/** Credit held on a match, and why: overpaid, the entry withdrawn or removed, the match cancelled. */
export type HomeCredit = { match_id: string; name: string; date: string; credit_cents: number; reason: 'OVERPAID' | 'REMOVED' | 'CANCELLED' };
export type RecentResult = { match_id: string; name: string; date: string; position: number | null; points: number | null; payout_cents: number };

export type MyHome = {
  player: { id: string; name: string; status: 'ACTIVE' | 'PENDING' | 'INACTIVE' };
  /** The club time zone: start times are in it. */
  timezone: string;
  account: HomeAccount;
  owed: OwedMatch[];
  credits: HomeCredit[];
  upcoming: UpcomingEntry[];
  waitlisted: WaitlistedMatch[];
  invitations: PendingInvitation[];
  winnings: Winning[];
  /** Σ winnings still to collect over every season. */
  winnings_to_collect_cents: number;
  recent_results: RecentResult[];
};

/** The signed-in player's home in one call. */
export async function getMyHome(): Promise<MyHome> {
  return fromJson<MyHome>(unwrap(await supabase.rpc('get_my_home')));
}

export const myHomeQueryOptions = () => queryOptions({ queryKey: homeKeys.all, queryFn: getMyHome });

export const useMyHome = (enabled: boolean) => useQuery({ ...myHomeQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from '@/api/leagues/keys';

export type LeagueMembership = 'PENDING' | 'ACTIVE' | 'INACTIVE';
export type LeagueRole = 'REGULAR' | 'SUB';

export type LeagueMemberRow = {
  player_id: string;
  name: string;
  email: string;
  status: LeagueMembership;
  role: LeagueRole;
  joined_at: string | null;
  requested_at: string;
  /** The person's place in the club (only an ACTIVE one can play in a league). */
  club_status: string;
};

export type LeagueMembers = {
  /** Requests first, then members, then former members; by name. */
  members: LeagueMemberRow[];
  /** Approved club members the league could add. */
  others: { player_id: string; name: string; email: string }[];
};

export async function getLeagueMembers(leagueId: string): Promise<LeagueMembers> {
  return (
    fromJson<LeagueMembers | null>(unwrap(await supabase.rpc('get_league_members', { p_league_id: leagueId }))) ?? {
      members: [],
      others: [],
    }
  );
}

export const useLeagueMembers = (leagueId: string, enabled = true) =>
  useQuery({ ...queryOptions({ queryKey: leagueKeys.members(leagueId), queryFn: () => getLeagueMembers(leagueId) }), enabled });

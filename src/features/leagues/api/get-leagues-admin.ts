import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from '@/api/leagues/keys';
import type { LeagueStatus } from '@/api/leagues/get-leagues';

export type SeasonRow = {
  id: string;
  name: string;
  first_day: string;
  last_day: string;
  matches: number;
  /** Matches neither final nor called off: a season closes only without any. */
  open_matches: number;
  /** When it was closed (its matches final for good); null while open. */
  closed_at: string | null;
};

export type LeagueOverview = {
  id: string;
  name: string;
  slug: string;
  status: LeagueStatus;
  active_members: number;
  pending_members: number;
  subs: number;
  matches: number;
  current_season_id: string | null;
  /** Newest first. */
  seasons: SeasonRow[];
};

/** Every league with its member counts and seasons (rpc get_leagues_admin). */
export async function getLeaguesAdmin(): Promise<LeagueOverview[]> {
  return fromJson<LeagueOverview[] | null>(unwrap(await supabase.rpc('get_leagues_admin'))) ?? [];
}

export const useLeaguesAdmin = () => useQuery(queryOptions({ queryKey: leagueKeys.admin(), queryFn: getLeaguesAdmin }));

import { useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type LeagueFigures = {
  payouts_this_month_cents: number;
  active_players: number;
  active_matches: number;
  total_payouts_cents: number;
  rounds_scored: number;
  matches_played: number;
};

export type ShowcaseLeader = {
  player_id: string;
  name: string;
  league_index: number | null;
  /** Stableford points; null when the match had no Stableford game. */
  points: number | null;
  skins: number;
  winnings_cents: number;
};

export type ShowcasePot = {
  game_code: string;
  name: string;
  pot_calc: 'PER_ENTRY' | 'PER_PLAYER' | 'FLAT';
  /** cents */
  buy_in: number;
  players: number;
  pot_cents: number;
};

export type ShowcaseMatch = {
  id: string;
  name: string;
  date: string;
  course_name: string | null;
  teeset_label: string | null;
  course_rating: number | null;
  course_slope: number | null;
  /** The top 5 by winnings, then points, then name. */
  leaders: ShowcaseLeader[];
  pots: ShowcasePot[];
  total_pot_cents: number;
};

/** rpc get_league_showcase (docs/api.md): the landing page's live figures and the latest finished match. */
export type LeagueShowcase = { figures: LeagueFigures; latest_match: ShowcaseMatch | null };

async function getLeagueShowcase(): Promise<LeagueShowcase> {
  return fromJson<LeagueShowcase>(unwrap(await supabase.rpc('get_league_showcase')));
}

/** One request for the hero, the figures band and the match dashboard (the same cache). */
export const useLeagueShowcase = () =>
  useQuery({ queryKey: ['landing', 'showcase'], queryFn: getLeagueShowcase, staleTime: 60_000 });

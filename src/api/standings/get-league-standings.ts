import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { standingsKeys, type StandingsRow } from './get-season-standings';

export type LeagueSeason = { id: string; name: string; first_day: string; last_day: string; closed?: boolean };

/** rpc get_league_standings (docs/api.md): one league's season, ranked by the club's standings rule. */
export type LeagueStandings = {
  league: { id: string; name: string; slug: string };
  /** The season shown; null while the league has no season. */
  season: LeagueSeason | null;
  /** The league's seasons, newest first. */
  seasons: LeagueSeason[];
  /** The season's final matches. */
  matches: number;
  standings: StandingsRow[];
};

/** A league's standings for a season; null asks for its latest season with a final match. */
export async function getLeagueStandings(leagueId: string, seasonId: string | null): Promise<LeagueStandings> {
  return fromJson<LeagueStandings>(
    unwrap(await supabase.rpc('get_league_standings', { p_league_id: leagueId, p_season_id: seasonId ?? undefined })),
  );
}

export const leagueStandingsQueryOptions = (leagueId: string, seasonId: string | null) =>
  queryOptions({ queryKey: [...standingsKeys.all, 'league', leagueId, seasonId] as const, queryFn: () => getLeagueStandings(leagueId, seasonId) });

/** The previous season stays on screen while the next one loads. */
export const useLeagueStandings = (leagueId: string | undefined, seasonId: string | null) =>
  useQuery({ ...leagueStandingsQueryOptions(leagueId ?? '', seasonId), enabled: leagueId !== undefined, placeholderData: keepPreviousData });

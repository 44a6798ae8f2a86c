import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** One player's line in the order of merit (public figures only). */
export type StandingsRow = {
  rank: number;
  player_id: string;
  name: string;
  rounds: number;
  points: number;
  wins: number;
  top3: number;
  earnings_cents: number;
  /** Mean Modified Stableford score; null without a Stableford round. */
  avg_stableford: number | null;
  /** The rounds with a Stableford score, which avg_stableford averages over (points = avg × these). */
  stableford_rounds: number;
};

/** rpc get_season_standings (docs/api.md): a season is a calendar year, as the treasurer's ledger counts them. */
export type SeasonStandings = {
  /** The season shown; null while the league has no final match. */
  season: number | null;
  /** Seasons with a final match, newest first. */
  seasons: number[];
  /** The season's final matches. */
  matches: number;
  standings: StandingsRow[];
};

export const standingsKeys = {
  all: ['standings'] as const,
  season: (season: number | null) => [...standingsKeys.all, season] as const,
};

/** The season's standings; null asks for the latest season with a final match. */
export async function getSeasonStandings(season: number | null): Promise<SeasonStandings> {
  return fromJson<SeasonStandings>(unwrap(await supabase.rpc('get_season_standings', { p_season: season ?? undefined })));
}

export const seasonStandingsQueryOptions = (season: number | null) =>
  queryOptions({ queryKey: standingsKeys.season(season), queryFn: () => getSeasonStandings(season) });

/** The previous season stays on screen while the next one loads. */
export const useSeasonStandings = (season: number | null) =>
  useQuery({ ...seasonStandingsQueryOptions(season), placeholderData: keepPreviousData });

import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { activeLeagues, useLeagues, type League } from '@/api/leagues/get-leagues';

export type MatchesLeague = {
  /** The league /l/<slug>/matches names, or null on /matches (every league's matches). */
  leagueId: string | null;
  league: League | undefined;
  /** False while the league of a /l/<slug> address is being looked up. */
  ready: boolean;
  /** A /l/<slug> address naming no league. */
  unknown: boolean;
  /** The club's active leagues: with more than one, the page says whose match each is and offers the filter. */
  choices: League[];
  /** League names by id for the rows (only in a club of several leagues listing them all). */
  names: Record<string, string> | undefined;
};

/** Which league's matches the matches page lists (DESIGN rule 25: a club of one league shows no league chrome). */
export function useMatchesLeague(): MatchesLeague {
  const { slug } = useParams();
  const leagues = useLeagues();
  return useMemo(() => {
    const league = slug ? leagues.data?.find((candidate) => candidate.slug === slug) : undefined;
    const choices = activeLeagues(leagues.data);
    const several = (leagues.data?.length ?? 0) > 1;
    return {
      leagueId: league?.id ?? null,
      league,
      ready: !slug || leagues.data !== undefined || leagues.isError,
      unknown: Boolean(slug) && leagues.data !== undefined && !league,
      choices,
      names: several && !league ? Object.fromEntries((leagues.data ?? []).map((item) => [item.id, item.name])) : undefined,
    };
  }, [slug, leagues.data, leagues.isError]);
}

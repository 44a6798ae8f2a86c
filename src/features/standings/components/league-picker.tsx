import { LeagueSwitch } from '@/components/league-switch';
import { activeLeagues, useLeagues } from '@/api/leagues/get-leagues';
import { paths } from '@/lib/paths';

/**
 * Whose standings: the whole club's by calendar year (/standings) or one league's by its seasons
 * (/l/<slug>/standings). Only in a club of several leagues (DESIGN rule 25).
 */
export function LeaguePicker({ slug }: { slug: string | null }) {
  const leagues = activeLeagues(useLeagues().data);
  if (leagues.length < 2) return null;
  return <LeagueSwitch leagues={leagues} slug={slug} labelled pathFor={(next) => (next ? paths.leagueStandings(next) : paths.standings())} />;
}

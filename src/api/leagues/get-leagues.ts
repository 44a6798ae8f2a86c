import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from './keys';

export type LeagueStatus = 'ACTIVE' | 'ARCHIVED';
export type League = { id: string; name: string; slug: string; status: LeagueStatus };

/** The club's leagues (names and slugs are public, like the matches they group), active first, by name. */
export async function getLeagues(): Promise<League[]> {
  const rows = unwrap(await supabase.from('leagues').select('id, name, slug, status').order('name')) ?? [];
  return rows
    .map((row) => ({ ...row, status: row.status as LeagueStatus }))
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'ACTIVE' ? -1 : 1));
}

export const leaguesQuery = queryOptions({ queryKey: leagueKeys.list(), queryFn: getLeagues, staleTime: 5 * 60_000 });

export const useLeagues = () => useQuery(leaguesQuery);

/** DESIGN rule 25: a club with one active league shows no league chrome. */
export function activeLeagues(leagues: League[] | undefined): League[] {
  return (leagues ?? []).filter((league) => league.status === 'ACTIVE');
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { parseAdminSettings, type AdminSettings } from '@/api/settings/get-admin-settings';
import { usePublicSettings } from '@/api/settings/get-public-settings';
import { leaguePublicSettingsQuery } from '@/api/leagues/get-league-settings';
import { leagueKeys } from '@/api/leagues/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/**
 * Which settings the settings cards read and write (DESIGN rule 25): the club's (null: public.settings, every
 * league's default) or one league's (its own values in public.league_settings over the club's). A card saves
 * through useUpsertAdminSettings, which follows this scope.
 */
const SettingsScope = createContext<string | null>(null);

export function LeagueSettingsScope({ leagueId, children }: { leagueId: string; children: ReactNode }) {
  return <SettingsScope.Provider value={leagueId}>{children}</SettingsScope.Provider>;
}

/** The league whose settings the cards edit, or null for the club's. */
export const useSettingsLeague = () => useContext(SettingsScope);

export type LeagueAdminSettings = {
  settings: AdminSettings;
  /** The keys this league sets itself (the rest follow the club's). */
  own: Record<string, string>;
};

/** A league's settings as admins read them: its own values over the club's (get_admin_settings). */
export async function getLeagueAdminSettings(leagueId: string): Promise<LeagueAdminSettings> {
  const [club, own] = await Promise.all([
    supabase.rpc('get_admin_settings'),
    supabase.from('league_settings').select('key, value').eq('league_id', leagueId),
  ]);
  const clubRaw = fromJson<Record<string, string> | null>(unwrap(club)) ?? {};
  const ownRaw = Object.fromEntries((unwrap(own) ?? []).map((row) => [row.key, row.value]));
  return { settings: parseAdminSettings({ ...clubRaw, ...ownRaw }), own: ownRaw };
}

export const useLeagueAdminSettings = (leagueId: string) =>
  useQuery(queryOptions({ queryKey: leagueKeys.adminSettings(leagueId), queryFn: () => getLeagueAdminSettings(leagueId) }));

/** The public settings in the cards' scope: the club's, or the league's when a league's screen shows them. */
export function useScopedPublicSettings() {
  const leagueId = useSettingsLeague();
  const club = usePublicSettings();
  const league = useQuery({ ...leaguePublicSettingsQuery(leagueId ?? ''), enabled: leagueId !== null });
  return leagueId === null ? club : league;
}

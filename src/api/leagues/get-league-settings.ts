import { queryOptions } from '@tanstack/react-query';
import type { PublicSettings } from '@/api/settings/get-public-settings';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from './keys';

/** A league's public settings (get_public_settings' shape, its own values over the club's). */
export async function getLeaguePublicSettings(leagueId: string): Promise<PublicSettings> {
  return fromJson<PublicSettings>(unwrap(await supabase.rpc('get_league_settings', { p_league_id: leagueId })));
}

export const leaguePublicSettingsQuery = (leagueId: string) =>
  queryOptions({ queryKey: leagueKeys.publicSettings(leagueId), queryFn: () => getLeaguePublicSettings(leagueId), staleTime: 60_000 });

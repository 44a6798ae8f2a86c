import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { invitationKeys } from './keys';

export const DEFAULT_CLUB_TIMEZONE = 'America/New_York';

/** The club time zone setting (admin settings), in which RSVP deadlines are entered. */
export async function getClubTimezone(): Promise<string> {
  const settings = fromJson<Record<string, unknown> | null>(unwrap(await supabase.rpc('get_admin_settings')));
  const zone = settings?.clubTimezone;
  return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_CLUB_TIMEZONE;
}

export const clubTimezoneQueryOptions = () =>
  queryOptions({ queryKey: invitationKeys.clubTimezone(), queryFn: getClubTimezone, staleTime: 5 * 60 * 1000 });

export const useClubTimezone = (enabled: boolean) => useQuery({ ...clubTimezoneQueryOptions(), enabled });

import { DEFAULT_CLUB_TIMEZONE } from '@/lib/match-time';
import { usePublicSettings } from './get-public-settings';

/** The club's time zone for showing match times (public: get_public_settings().extra.clubTimezone). */
export function useLeagueTimeZone(): string {
  const settings = usePublicSettings();
  return settings.data?.extra?.clubTimezone || DEFAULT_CLUB_TIMEZONE;
}

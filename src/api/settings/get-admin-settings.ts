import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAYOUT_CURVES } from '@/domain/payout-curves';
import { DEFAULT_STABLEFORD_TABLE, type StablefordTableId } from '@/domain/stableford';
import type { PlaceTies } from '@/domain/types';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from './keys';

/** The spec's time-zone choices (§9). */
export const CLUB_TIMEZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'Europe/London',
  'Europe/Paris',
  'Australia/Sydney',
] as const;

export type Branding = { clubName: string; tagline: string; logoUrl: string | null; groupUrl: string | null };

export type AdminSettings = {
  emailEnabled: boolean;
  fromEmail: string;
  weeklyLeadersEnabled: boolean;
  clubTimezone: string;
  weeklyLeadersSendHour: number;
  weeklyLeadersSendMinute: number;
  inviteDeclineFollowupEnabled: boolean;
  payoutCurves: { small: string; medium: string; large: string };
  branding: Branding;
  defaultBuyIns: Record<string, number>;
  stablefordTable: StablefordTableId;
  allowancePct: number;
  placeTies: PlaceTies;
  /** The app's public URL for e-mailed links; '' while unset. */
  appUrl: string;
  maintenanceMode: boolean;
  /** The footer's copyright year; '' for the current year. */
  copyrightYear: string;
  /** A withdrawal gives the free seat to the first on the waitlist (else the admins are told). */
  waitlistAutoPromote: boolean;
  /** Signed-in active members see every entrant's buy-ins and net of a final match (never anonymous visitors; DESIGN rule 20). */
  publishNetsToMembers: boolean;
  /** A player with no index in net games: 'ZERO', 'NOT_ALLOWED' or an index such as '24.0'. */
  noIndexPlaysOff: string;
  /** Flag a suggested index rising by more than this after a change to the record. */
  indexRiseAlert: string;
  /** Flag self-posted rounds averaging more than this above league rounds. */
  selfVsLeagueAlert: string;
};

function json<T>(text: string | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(text) as T) };
  } catch {
    return fallback;
  }
}

const flag = (text: string | undefined, fallback: boolean) => (text === undefined ? fallback : text === 'true');
const int = (text: string | undefined, fallback: number) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : fallback);

/** Settings are stored as key → text; this reads them with the spec's defaults for absent keys. */
export function parseAdminSettings(raw: Record<string, string>): AdminSettings {
  return {
    emailEnabled: flag(raw.emailEnabled, true),
    fromEmail: raw.fromEmail ?? '',
    weeklyLeadersEnabled: flag(raw.weeklyLeadersEnabled, true),
    clubTimezone: raw.clubTimezone ?? 'America/New_York',
    weeklyLeadersSendHour: int(raw.weeklyLeadersSendHour, 17),
    weeklyLeadersSendMinute: int(raw.weeklyLeadersSendMinute, 0),
    inviteDeclineFollowupEnabled: flag(raw.inviteDeclineFollowupEnabled, false),
    payoutCurves: json(raw.payoutCurves, {
      small: DEFAULT_PAYOUT_CURVES.small.join(','),
      medium: DEFAULT_PAYOUT_CURVES.medium.join(','),
      large: DEFAULT_PAYOUT_CURVES.large.join(','),
    }),
    branding: json<Branding>(raw.branding, { clubName: 'Fairway League', tagline: '', logoUrl: null, groupUrl: null }),
    defaultBuyIns: json<Record<string, number>>(raw.defaultBuyIns, {}),
    stablefordTable: raw.stablefordTable === 'STANDARD' ? 'STANDARD' : DEFAULT_STABLEFORD_TABLE,
    allowancePct: int(raw.allowancePct, 100),
    placeTies: raw.placeTies === 'countback' ? 'countback' : 'split',
    appUrl: raw.appUrl ?? '',
    maintenanceMode: flag(raw.maintenanceMode, false),
    copyrightYear: raw.copyrightYear ?? '',
    waitlistAutoPromote: flag(raw.waitlistAutoPromote, true),
    publishNetsToMembers: flag(raw.publishNetsToMembers, false),
    noIndexPlaysOff: raw.noIndexPlaysOff ?? 'ZERO',
    indexRiseAlert: raw.indexRiseAlert ?? '0.5',
    selfVsLeagueAlert: raw.selfVsLeagueAlert ?? '3.0',
  };
}

export async function getAdminSettings(): Promise<AdminSettings> {
  const raw = fromJson<Record<string, string> | null>(unwrap(await supabase.rpc('get_admin_settings')));
  return parseAdminSettings(raw ?? {});
}

export const adminSettingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.admin, queryFn: getAdminSettings });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

const clubTimezone = (settings: AdminSettings) => settings.clubTimezone;

/** The club time zone, in which RSVP deadlines are entered. */
export const useClubTimezone = (enabled: boolean) => useQuery({ ...adminSettingsQueryOptions(), select: clubTimezone, enabled });

// The league settings the mail side needs (public.settings, key → text), with the same defaults the
// SQL side uses (private.email_enabled, private.app_url, private.club_timezone).
import type { Sql } from './db.ts';
import { env } from './env.ts';
import { isValidTimeZone } from './schedule.ts';
import { type Branding, DEFAULT_BRANDING } from './templates/layout.ts';

export interface MailSettings {
  emailEnabled: boolean;
  fromEmail: string;
  branding: Branding;
  timeZone: string;
  appUrl: string;
  weeklyLeaders: { enabled: boolean; hour: number; minute: number };
  declineFollowupEnabled: boolean;
  /** Setting paymentInstructions ('' or absent: none). */
  paymentInstructions: string | null;
  /** Setting paymentReminderDays: automatic payment reminders this many days before a match; 0 = off. */
  paymentReminderDays: number;
}

export const DEFAULT_FROM_EMAIL = 'league@fairway.example';
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_APP_URL = 'http://localhost:54321';

function parseBranding(value: string | undefined): Branding {
  if (!value) return { ...DEFAULT_BRANDING };
  try {
    const parsed = JSON.parse(value) as Partial<Record<keyof Branding, unknown>>;
    const str = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : null);
    return {
      clubName: str(parsed.clubName) ?? DEFAULT_BRANDING.clubName,
      tagline: str(parsed.tagline),
      logoUrl: str(parsed.logoUrl),
      groupUrl: str(parsed.groupUrl),
    };
  } catch {
    return { ...DEFAULT_BRANDING };
  }
}

function integer(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

/** Pure: settings rows (+ APP_URL from the environment) → what the mail side uses. */
export function parseSettings(values: Record<string, string>, appUrlFromEnv?: string): MailSettings {
  const timeZone = values.clubTimezone && isValidTimeZone(values.clubTimezone) ? values.clubTimezone : DEFAULT_TIME_ZONE;
  const appUrl = (values.appUrl?.trim() || appUrlFromEnv || DEFAULT_APP_URL).replace(/\/+$/, '');
  const branding = parseBranding(values.branding);
  // A logo stored as a path (e.g. /storage/v1/object/public/branding/logo.png) needs the host in mail.
  if (branding.logoUrl?.startsWith('/')) branding.logoUrl = `${appUrl}${branding.logoUrl}`;
  return {
    emailEnabled: values.emailEnabled !== 'false',
    fromEmail: values.fromEmail?.trim() || DEFAULT_FROM_EMAIL,
    branding,
    timeZone,
    appUrl,
    weeklyLeaders: {
      enabled: values.weeklyLeadersEnabled !== 'false',
      hour: integer(values.weeklyLeadersSendHour, 17, 0, 23),
      minute: integer(values.weeklyLeadersSendMinute, 0, 0, 59),
    },
    declineFollowupEnabled: values.inviteDeclineFollowupEnabled === 'true',
    paymentInstructions: values.paymentInstructions?.trim() || null,
    paymentReminderDays: integer(values.paymentReminderDays, 0, 0, 30),
  };
}

export async function loadSettings(sql: Sql): Promise<MailSettings> {
  const rows = await sql<{ key: string; value: string }[]>`select key, value from public.settings`;
  return parseSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])), env('APP_URL'));
}

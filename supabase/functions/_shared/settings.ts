// The settings the mail side needs (public.settings, key → text, and the leagues' own values of the league-level
// ones it uses, public.league_settings), with the same defaults the SQL side uses (private.email_enabled,
// private.app_url, private.club_timezone).
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
  /** Why e-mail must wait (no public URL on a deploy that is not local), or null. */
  appUrlProblem: string | null;
  weeklyLeaders: { enabled: boolean; hour: number; minute: number };
  declineFollowupEnabled: boolean;
  /** Setting paymentInstructions ('' or absent: none). */
  paymentInstructions: string | null;
  /** Setting paymentReminderDays: automatic payment reminders this many days before a match; 0 = off. */
  paymentReminderDays: number;
  /**
   * The leagues' own values where they differ from the club's (public.league_settings, issue #27): league id →
   * its payment instructions (null: none). A league not listed, and a message of no match, uses the club's.
   */
  leaguePaymentInstructions?: Record<string, string | null>;
  /** Whether any league (or the club) sends decline follow-ups, and the most days ahead any league reminds of
   * payments: the ticks run when one does; the SQL picks each match by its league's own value. */
  anyLeague?: { declineFollowupEnabled: boolean; paymentReminderDays: number };
}

/** One row of public.league_settings. */
export interface LeagueSettingRow {
  league_id: string;
  key: string;
  value: string;
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

export const APP_URL_MISSING =
  "E-mail is on hold: set the app's public URL (Admin → Settings → Site) so that links in e-mails lead to the league.";

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1', 'kong', 'host.docker.internal']);

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** A local stack (npm start, supabase start): the API is on a loopback or the CLI's own host. */
export function isLocalDeploy(supabaseUrl: string | undefined): boolean {
  const host = hostOf(supabaseUrl);
  return host === null || LOOPBACK_HOSTS.has(host);
}

/**
 * Pure: settings rows (+ APP_URL from the environment) → what the mail side uses. Off a local stack, a
 * public URL that is missing or points at this machine would send links nobody can open: e-mail waits.
 */
export function parseSettings(values: Record<string, string>, appUrlFromEnv?: string, localDeploy = true, leagueRows: LeagueSettingRow[] = []): MailSettings {
  const timeZone = values.clubTimezone && isValidTimeZone(values.clubTimezone) ? values.clubTimezone : DEFAULT_TIME_ZONE;
  const configured = values.appUrl?.trim() || appUrlFromEnv;
  const appUrl = (configured || DEFAULT_APP_URL).replace(/\/+$/, '');
  const appUrlProblem = !localDeploy && (!configured || LOOPBACK_HOSTS.has(hostOf(configured) ?? 'localhost')) ? APP_URL_MISSING : null;
  const branding = parseBranding(values.branding);
  // A logo stored as a path (e.g. /storage/v1/object/public/branding/logo.png) needs the host in mail.
  if (branding.logoUrl?.startsWith('/')) branding.logoUrl = `${appUrl}${branding.logoUrl}`;
  const declineFollowupEnabled = values.inviteDeclineFollowupEnabled === 'true';
  const paymentReminderDays = integer(values.paymentReminderDays, 0, 0, 30);
  const leaguePaymentInstructions: Record<string, string | null> = {};
  const anyLeague = { declineFollowupEnabled, paymentReminderDays };
  for (const row of leagueRows) {
    if (row.key === 'paymentInstructions') leaguePaymentInstructions[row.league_id] = row.value.trim() || null;
    if (row.key === 'inviteDeclineFollowupEnabled' && row.value === 'true') anyLeague.declineFollowupEnabled = true;
    if (row.key === 'paymentReminderDays') anyLeague.paymentReminderDays = Math.max(anyLeague.paymentReminderDays, integer(row.value, 0, 0, 30));
  }
  return {
    emailEnabled: values.emailEnabled !== 'false',
    fromEmail: values.fromEmail?.trim() || DEFAULT_FROM_EMAIL,
    branding,
    timeZone,
    appUrl,
    appUrlProblem,
    weeklyLeaders: {
      enabled: values.weeklyLeadersEnabled !== 'false',
      hour: integer(values.weeklyLeadersSendHour, 17, 0, 23),
      minute: integer(values.weeklyLeadersSendMinute, 0, 0, 59),
    },
    declineFollowupEnabled,
    paymentInstructions: values.paymentInstructions?.trim() || null,
    paymentReminderDays,
    leaguePaymentInstructions,
    anyLeague,
  };
}

/** The payment instructions a message about a match of `leagueId` shows: its league's own, else the club's. */
export function paymentInstructionsFor(settings: MailSettings, leagueId: string | null): string | null {
  const own = settings.leaguePaymentInstructions ?? {};
  return leagueId !== null && Object.hasOwn(own, leagueId) ? own[leagueId] : settings.paymentInstructions;
}

export async function loadSettings(sql: Sql): Promise<MailSettings> {
  const rows = await sql<{ key: string; value: string }[]>`select key, value from public.settings`;
  const leagueRows = await sql<LeagueSettingRow[]>`
    select league_id::text as league_id, key, value from public.league_settings
    where key in ('paymentInstructions', 'inviteDeclineFollowupEnabled', 'paymentReminderDays')`;
  return parseSettings(Object.fromEntries(rows.map((row) => [row.key, row.value])), env('APP_URL'), isLocalDeploy(env('SUPABASE_URL')), leagueRows);
}

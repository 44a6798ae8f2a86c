// What a new organiser and member meet on day one, against the real stack at 1280 and 390 px: the
// invitation e-mail says the match requires payment before play and how to pay; the invitation page of a
// full match says so and gives the waitlist place before the member picks games; a postponed match says it
// moved from its old date; Invite Players on a match that has started says why nothing can be sent instead
// of failing.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { signInAdmin } from './support/admin';
import { DESKTOP, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const INSTRUCTIONS = `Venmo @day-one-${RUN}`;
const PHONE_390 = { width: 390, height: 844 };
const WIDTHS = [DESKTOP, PHONE_390] as const;

type InboxMail = { subject?: string; html?: string; text?: string; to?: { address: string }[] };

let browser: Browser;
let admin: SupabaseClient;
let fullId: string;
const fullName = `Day One Full ${RUN}`;
let startedId: string;
const startedName = `Day One Started ${RUN}`;
let inviteToken: string;
let inviteMail: InboxMail;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string): Promise<{ id: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const session = await call<{ player_id: string }>(client(), 'register_player', {
    p_name: name, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, email };
}

async function mailTo(email: string, subject: RegExp): Promise<InboxMail> {
  const key = stackEnv().serviceKey;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await fetch(`${stackEnv().apiUrl}/functions/v1/process-email-outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
      body: '{}',
    });
    const mails = (await (await fetch(`${stackEnv().inboxUrl}/api/email`)).json()) as InboxMail[];
    const mail = mails.find((m) => m.to?.some((to) => to.address === email) && subject.test(m.subject ?? ''));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no e-mail to ${email} matching ${subject}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  await call(admin, 'upsert_admin_setting', { p_key: 'paymentInstructions', p_value: INSTRUCTIONS });
  const ann = await registerPlayer(`Ann Mailday ${RUN}`);
  const bea = await registerPlayer(`Bea Mailday ${RUN}`);
  const [today, nextWeek] = await withDb(async (db) => {
    const row = (await db.query('select private.club_today()::text as today, (private.club_today() + 7)::text as next_week')).rows[0];
    return [String(row.today), String(row.next_week)];
  });
  const games = [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }];
  fullId = await call<string>(admin, 'create_match', {
    p_match: { name: fullName, date: nextWeek, course_id: COURSE_ID, teeset_id: TEESET_ID, require_payment_before_play: true, capacity: 1, allow_waitlist: true },
    p_games: games,
  });
  await call(admin, 'add_match_entry', { p_match_id: fullId, p_player_id: ann.id });
  expect(await call<number>(admin, 'create_invitations', { p_match_id: fullId, p_player_ids: [bea.id], p_message: null, p_expires_at: null, p_include_ics: false })).toBe(1);
  inviteMail = await mailTo(bea.email, new RegExp(fullName));
  const token = /\/invites\/([A-Za-z0-9_-]{16,})/.exec(`${inviteMail.html ?? ''}\n${inviteMail.text ?? ''}`)?.[1];
  if (!token) throw new Error('no invitation link');
  inviteToken = token;
  // Started at 00:05 club time today (as the demo's live round has).
  startedId = await call<string>(admin, 'create_match', {
    p_match: { name: startedName, date: today, start_time: '00:05', course_id: COURSE_ID, teeset_id: TEESET_ID, capacity: 8 },
    p_games: games,
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('day-one mail', () => {
  it('the invitation e-mail says payment is required before play and how to pay', () => {
    expect(inviteMail.text).toContain('Payment required before play');
    expect(inviteMail.text).toContain(`How to pay:\n${INSTRUCTIONS}`);
  });

  it('the invitation page of a full match says so, with the waitlist place, before games are picked', async () => {
    for (const viewport of WIDTHS) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/invites/${inviteToken}`);
      await page.getByRole('heading', { name: fullName }).waitFor();
      await page.getByText('This match is full').waitFor();
      await page.getByText("Accepting puts you on the waitlist at position 1. We'll e-mail you if a seat opens up.").waitFor();
      await page.getByRole('button', { name: 'Accept' }).waitFor();
      await shoot(page, `day-one-mail-full-invitation-${viewport.width}`);
      await context.close();
    }
  });

  it('a postponed match says on its page that it moved from its old date', async () => {
    const [from, to, fromText] = await withDb(async (db) => {
      const row = (await db.query(`select (private.club_today() + 9)::text as from_day, (private.club_today() + 16)::text as to_day,
                                          to_char(private.club_today() + 9, 'Dy, Mon FMDD, YYYY') as from_text`)).rows[0];
      return [String(row.from_day), String(row.to_day), String(row.from_text)];
    });
    const postponedId = await call<string>(admin, 'create_match', {
      p_match: { name: `Day One Postponed ${RUN}`, date: from, course_id: COURSE_ID, teeset_id: TEESET_ID, capacity: 8 },
      p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
    });
    await call(admin, 'postpone_match', { p_match_id: postponedId, p_date: to, p_start_time: null, p_reason: 'Greens aerated' });
    for (const viewport of WIDTHS) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/matches/${postponedId}`);
      await page.getByRole('heading', { name: `Day One Postponed ${RUN}` }).waitFor();
      await page.getByText(`Postponed from ${fromText}`).waitFor();
      await shoot(page, `day-one-mail-postponed-${viewport.width}`);
      await context.close();
    }
  });

  it('Invite Players on a match that has started says why and sends nothing', async () => {
    for (const viewport of WIDTHS) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`/matches/${startedId}`);
      await page.getByRole('heading', { name: startedName }).waitFor();
      await page.getByRole('region', { name: 'Admin controls' }).getByRole('button', { name: 'Invite Players' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite Players' });
      await dialog.getByText('This match has started: invitations can no longer be sent.').waitFor();
      await expect(dialog.getByRole('button', { name: /^Send Invitations/ }).isDisabled()).resolves.toBe(true);
      await shoot(page, `day-one-mail-started-invite-${viewport.width}`);
      await context.close();
    }
  });
});

// Issue #15 items 1–3 in the browser, on phone (390 px) and desktop: a player accepts an invitation on
// their home ("My league"), sees the match and what they owe, withdraws, and the waitlisted player gets
// the seat and the e-mail; an admin deactivates and reactivates a member; a member downloads their data
// and closes their account, and the ledger's totals do not move.
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { callFunction, uniqueEmail, waitForMail } from '../integration/support/mail';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PHONE_390 = { width: 390, height: 844 };
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';

type Player = { id: string; token: string; name: string; email: string };

let browser: Browser;
let admin: SupabaseClient;
let adminSession: string;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function member(label: string): Promise<Player> {
  const name = `${label} ${RUN}`;
  const email = uniqueEmail(label.toLowerCase().replace(/\W+/g, '.'));
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: email,
    p_ghin: String(Math.floor(1e7 + Math.random() * 9e7)),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name, email };
}

async function asPlayer(context: BrowserContext, player: Player) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
}

async function asAdmin(context: BrowserContext) {
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminSession, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

/** Sends what the outbox holds now (the minute job's work, done at once). */
async function sendOutbox() {
  const { status } = await callFunction('process-email-outbox', {}, { service: true });
  if (status !== 200) throw new Error(`process-email-outbox answered ${status}`);
}

/** A match a week ahead with one seat and a $10 Stableford, both players invited. */
async function matchWithOneSeat(label: string, invitees: Player[]): Promise<string> {
  const date = await withDb(async (db) => String((await db.query("select (private.club_today() + 7)::text as day")).rows[0].day));
  const matchId = await call<string>(admin, 'create_match', {
    p_match: { name: `${label} ${RUN}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, capacity: 1, allow_waitlist: true },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
  await call(admin, 'create_invitations', {
    p_match_id: matchId,
    p_player_ids: invitees.map((p) => p.id),
    p_message: null,
    p_expires_at: null,
    p_include_ics: false,
  });
  return matchId;
}

const ledgerTotals = async () => (await call<{ totals: Record<string, number> }>(admin, 'get_ledger')).totals;

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  await call(admin, 'upsert_admin_setting', { p_key: 'waitlistAutoPromote', p_value: 'true' });
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
])('player home on %s', (label, viewport) => {
  let pia: Player;
  let wes: Player;
  let matchId: string;
  const matchName = () => `Home ${label} ${RUN}`;

  beforeAll(async () => {
    pia = await member(`Pia ${label}`);
    wes = await member(`Wes ${label}`);
    matchId = await matchWithOneSeat(`Home ${label}`, [pia, wes]);
  });

  it('a player accepts on their home, sees what they owe, withdraws, and the waitlisted player is promoted and e-mailed', async () => {
    const { context, page } = await newPage(browser, viewport);
    await asPlayer(context, pia);
    await page.goto('/');
    // The header links to the home once the app knows the player (in the menu sheet on phones).
    if (viewport.width < 1024) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'My league' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'My league' }).click();
    }
    await page.getByRole('heading', { name: 'My league', level: 1 }).waitFor();
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await invitations.getByText(matchName()).waitFor();
    await shot(page, `player-home-invitation-${label}`);

    await page.getByRole('button', { name: `Accept ${matchName()}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('$10.00').first().waitFor();
    await dialog.getByRole('button', { name: 'Accept invitation' }).click();
    await toast(page, "You're in!").waitFor();
    const upcoming = page.getByRole('list', { name: 'Upcoming matches' }).getByRole('listitem').filter({ hasText: matchName() });
    await upcoming.getByText('You owe $10.00').waitFor();
    expect(await upcoming.innerText()).toMatch(/8:00 AM/);
    await shot(page, `player-home-entered-${label}`);

    // Wes answers from his own home while the only seat is taken: he waits.
    const wesInvite = await withDb(async (db) =>
      String((await db.query('select id from public.match_invites where match_id = $1 and player_id = $2', [matchId, wes.id])).rows[0].id),
    );
    const answer = await call<{ outcome: string }>(client({ playerToken: wes.token }), 'answer_my_invitation', {
      p_invite_id: wesInvite,
      p_accept: true,
      p_match_game_ids: [],
    });
    expect(answer.outcome).toBe('WAITLISTED');

    await upcoming.getByRole('button', { name: `Withdraw from ${matchName()}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
    await toast(page, 'You have withdrawn.').waitFor();
    await upcoming.waitFor({ state: 'detached' });
    await shot(page, `player-home-withdrawn-${label}`);

    const entrants = await withDb(async (db) =>
      (await db.query<{ player_id: string }>('select player_id from public.match_entries where match_id = $1', [matchId])).rows,
    );
    expect(entrants.map((row) => row.player_id)).toEqual([wes.id]);
    await sendOutbox();
    const [mail] = await waitForMail(wes.email, { where: (message) => message.subject.startsWith('A seat opened up') });
    expect(mail?.subject).toContain(matchName());
    await context.close();
  });

  it('an admin deactivates and reactivates a member', async () => {
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);
    await page.goto('/admin/players');
    await page.getByLabel('Search').fill(wes.name);
    await page.getByRole('button', { name: `Deactivate ${wes.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
    await toast(page, 'Member deactivated').waitFor();
    await page.getByRole('button', { name: `Reactivate ${wes.name}` }).waitFor();
    await shot(page, `member-deactivated-${label}`);
    await page.getByRole('button', { name: `Reactivate ${wes.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reactivate' }).click();
    await toast(page, 'Member reactivated').waitFor();
    await page.getByRole('button', { name: `Deactivate ${wes.name}` }).waitFor();

    const actions = await withDb(async (db) =>
      (await db.query<{ action: string }>(
        "select action from public.audit_log where target_id = $1 and action in ('PLAYER_DEACTIVATED', 'PLAYER_REACTIVATED') order by id",
        [wes.id],
      )).rows.map((row) => row.action),
    );
    expect(actions).toEqual(['PLAYER_DEACTIVATED', 'PLAYER_REACTIVATED']);
    await sendOutbox();
    const mails = await waitForMail(wes.email, { count: 2, where: (message) => /membership is now inactive|Welcome back/.test(message.subject) });
    expect(mails).toHaveLength(2);

    // The league's rule for freed seats lives in Settings, with the admins' notice address.
    await page.goto('/admin/settings');
    await page.getByRole('switch', { name: 'Promote from the waitlist automatically' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Promote from the waitlist automatically' }).getAttribute('aria-checked')).toBe('true');
    await page.getByText('Withdrawals and waitlist').scrollIntoViewIfNeeded();
    await shot(page, `settings-withdrawals-${label}`);
    await context.close();

    // Back on his own device, Wes signs out everywhere from his home.
    const own = await newPage(browser, viewport);
    await asPlayer(own.context, wes);
    await own.page.goto('/my-league');
    await own.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await own.page.getByText('Sign in to see your league').waitFor();
    const live = await withDb(async (db) =>
      Number((await db.query('select count(*) from private.player_sessions where player_id = $1 and revoked_at is null', [wes.id])).rows[0].count),
    );
    expect(live).toBe(0);
    await own.context.close();
  });

  it('a member downloads their data and closes their account; the ledger totals do not move', async () => {
    const { context, page } = await newPage(browser, viewport);
    await asPlayer(context, pia);
    await page.goto('/my-league');
    await page.getByRole('heading', { name: 'Your data' }).waitFor();

    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    const data = JSON.parse(readFileSync((await json.path()) ?? '', 'utf8')) as { profile: { email: string; name: string } };
    expect(data.profile).toMatchObject({ email: pia.email, name: pia.name });
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const csvText = readFileSync((await csv.path()) ?? '', 'utf8');
    expect(csvText).toContain('Profile');
    expect(csvText).toContain(pia.email);
    expect(csv.suggestedFilename()).toMatch(/^my-league-data-\d{4}-\d{2}-\d{2}\.csv$/);

    const before = await ledgerTotals();
    await page.getByRole('button', { name: 'Close my account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Type CLOSE to confirm').fill('CLOSE');
    await shot(page, `close-account-${label}`);
    await dialog.getByRole('button', { name: 'Close account' }).click();
    await toast(page, 'Your account is closed.').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => window.localStorage.getItem('fairway.player'))).toBeNull();

    const row = await withDb(async (db) => (await db.query('select name, email, ghin, status from public.players where id = $1', [pia.id])).rows[0]);
    expect(row).toEqual({ name: 'Former member', email: null, ghin: null, status: 'INACTIVE' });
    expect(await ledgerTotals()).toEqual(before);
    await context.close();
  });
});

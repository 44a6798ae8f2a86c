// Issue #15 items 6 and 8, end to end on the real stack at 390 and 1280 px: the header's Sign in, the next
// steps after Request to Join, the maintenance switch (a visitor is sent to /maintenance and refused on
// the server while the admin keeps working), the invitation e-mail's games, buy-ins and total, and the
// day-before reminder with the start time.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, screenshot, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
const PHONE_390 = { width: 390, height: 844 };
const WIDTHS = [PHONE_390, DESKTOP];

let browser: Browser;
let adminToken = '';
let adminExpiresAt = '';

async function rpc<T>(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const key = process.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
const asAdmin = () => ({ 'x-admin-token': adminToken });

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: process.env.STACK_DB_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/** A scheduled function, called as the scheduler calls it (service role). */
async function runJob(name: string, body: Record<string, unknown> = { scheduled: true }) {
  const key = process.env.STACK_SERVICE_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

type InboxMail = { subject: string; text: string; html: string; to: { address: string }[] };
async function mailTo(address: string, subject: RegExp): Promise<InboxMail> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mails = (await (await fetch(`${process.env.STACK_INBOX_URL}/api/email`)).json()) as InboxMail[];
    const found = mails.find((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${address} matching ${subject}`);
}

async function adminPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminToken, expiresAt: adminExpiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

/** The header's actions: in the menu sheet below the lg breakpoint. */
async function headerActions(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    return page.getByRole('dialog');
  }
  return page.getByRole('banner');
}

async function setMaintenance(on: boolean) {
  await rpc('upsert_admin_setting', { p_key: 'maintenanceMode', p_value: String(on) }, asAdmin());
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await rpc<{ valid: boolean; token: string; expires_at: string }>('verify_admin_pin', { pin_input: process.env.STACK_ADMIN_PIN ?? '' });
  if (!session.valid) throw new Error('STACK_ADMIN_PIN was not accepted');
  adminToken = session.token;
  adminExpiresAt = session.expires_at;
});

afterAll(async () => {
  await setMaintenance(false).catch(() => {});
  await browser?.close();
});

describe('signing in and joining', () => {
  for (const viewport of WIDTHS) {
    it(`the header offers Sign in, which e-mails a sign-in link (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      // In the bar itself at both widths (on a phone beside the menu button), with Sign Up among the actions.
      const actions = await headerActions(page);
      await actions.getByRole('link', { name: 'Sign Up' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/signin');
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await shoot(page, 'notices-sign-in');
      await page.getByLabel('Member email').fill(`nobody.${viewport.width}.${RUN}@example.com`);
      await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
      await page.getByText('If that e-mail belongs to a member, a sign-in link is on its way.').waitFor();
      await context.close();
    });

    it(`after Request to Join the member sees what happens next (${viewport.width} px)`, async () => {
      const { context, page } = await newPage(browser, viewport);
      const email = `next.steps.${viewport.width}.${RUN}@example.com`;
      await page.goto('/signup');
      await page.getByLabel('Full name').fill(`Nora Next ${viewport.width} ${RUN}`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('GHIN').fill(digits());
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Request to Join' }).click();
      await page.waitForURL((url) => url.pathname === '/signup/requested');
      await page.getByRole('heading', { name: 'Thanks — your request is in' }).waitFor();
      await page.getByText('Your request is pending approval').waitFor();
      await page.getByText(`We'll e-mail ${email} as soon as an admin has approved`, { exact: false }).waitFor();
      await shoot(page, 'notices-next-steps');
      // The home page no longer asks a member to join.
      await page.goto('/');
      await page.getByRole('link', { name: 'My Profile' }).first().waitFor();
      await page.locator('#about').waitFor(); // the sections below the hero (their own chunk) have their say too
      expect(await page.getByRole('link', { name: /Join the League/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Create Match' }).count()).toBe(0);
      await page.getByRole('link', { name: 'Browse Matches' }).first().waitFor();
      await context.close();
    });
  }

  it('a visitor on /players sees no Review Pending; an admin does', async () => {
    await rpc('register_player', { p_name: `Pending Pia ${RUN}`, p_nickname: null, p_email: `pia.${RUN}@example.com`, p_ghin: digits(), p_consent: true });
    const visitor = await newPage(browser, PHONE_390);
    await visitor.page.goto('/players');
    await visitor.page.getByRole('link', { name: 'Join League' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: /Review Pending/ }).count()).toBe(0);
    await visitor.context.close();
    const admin = await adminPage();
    await admin.page.goto('/players');
    await admin.page.getByRole('link', { name: /Review Pending \(\d+\)/ }).waitFor();
    // An admin is signed in: the header offers neither Sign in nor Sign Up.
    expect(await admin.page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).count()).toBe(0);
    expect(await admin.page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    await admin.context.close();
  });
});

describe('maintenance switch', () => {
  for (const viewport of WIDTHS) {
    it(`routes a visitor to /maintenance and refuses their writes while the admin keeps working (${viewport.width} px)`, async () => {
      const admin = await adminPage(viewport);
      try {
        await admin.page.goto('/admin/settings');
        const toggle = admin.page.getByRole('switch', { name: 'Maintenance mode' });
        await toggle.waitFor();
        if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
        await admin.page.getByText('Setting updated successfully').first().waitFor();
        await admin.page.getByText('Maintenance mode is on: visitors and players see the maintenance page.').waitFor();

        const visitor = await newPage(browser, viewport);
        await visitor.page.goto('/matches');
        await visitor.page.waitForURL((url) => url.pathname === '/maintenance');
        await visitor.page.getByRole('heading', { name: 'Under Maintenance' }).waitFor();
        await visitor.page.getByText('Please check back soon.').waitFor();
        expect(await visitor.page.getByRole('link', { name: 'Back to Home' }).count()).toBe(0);
        await shoot(visitor.page, 'notices-maintenance-visitor');
        await visitor.page.goto('/privacy');
        await visitor.page.getByRole('heading', { name: /Privacy/ }).first().waitFor();
        expect(new URL(visitor.page.url()).pathname).toBe('/privacy');
        await visitor.context.close();

        // The server refuses a visitor's write too (HTTP 503).
        await expect(
          rpc('register_player', { p_name: `Mid Maint ${RUN}`, p_nickname: null, p_email: `maint.${viewport.width}.${RUN}@example.com`, p_ghin: digits(), p_consent: true }),
        ).rejects.toThrow(/503.*under maintenance/);
        const key = process.env.STACK_ANON_KEY ?? '';
        const signIn = await fetch(`${process.env.STACK_API_URL}/functions/v1/send-sign-in-link`, {
          method: 'POST',
          headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: `nobody.maint.${RUN}@example.com` }),
        });
        expect(signIn.status, 'a sign-in link waits too').toBe(503);

        // The admin works on.
        await admin.page.goto('/admin/matches');
        await admin.page.getByRole('heading', { name: /Matches/ }).first().waitFor();
        expect(new URL(admin.page.url()).pathname).toBe('/admin/matches');
        await shoot(admin.page, 'notices-maintenance-admin');
        await admin.page.goto('/admin/settings');
        const off = admin.page.getByRole('switch', { name: 'Maintenance mode' });
        await off.click();
        await expect.poll(() => off.getAttribute('aria-checked')).toBe('false');
        await expect.poll(() => admin.page.getByText('Maintenance mode is on').count()).toBe(0);
      } finally {
        await setMaintenance(false);
        await admin.context.close();
      }
      const after = await newPage(browser, viewport);
      await after.page.goto('/matches');
      await after.page.getByRole('heading', { name: 'Matches', exact: true }).waitFor();
      expect(new URL(after.page.url()).pathname).toBe('/matches');
      await after.context.close();
    });
  }

  it('shows the Site and Handicap Allowance cards at both widths', async () => {
    for (const viewport of WIDTHS) {
      const { context, page } = await adminPage(viewport);
      await page.goto('/admin/settings');
      await page.getByLabel('Public URL').waitFor();
      // Exact: the per-game card's fields are "Stroke Play allowance (%)" and so on.
      await page.getByLabel('Allowance (%)', { exact: true }).waitFor();
      await page.getByLabel('Public URL').fill('http://league.example.com');
      await page.getByLabel('Public URL').press('Enter');
      await page.getByText('App URL must use https:// (http:// is only for localhost)').waitFor();
      await shoot(page, 'notices-settings');
      // The two cards themselves, readable at the phone's width.
      await page.locator('[data-slot="card"]').filter({ hasText: 'Public URL' }).screenshot({ path: `test-results/screenshots/notices-site-card-${viewport.width}.png` });
      await page.locator('[data-slot="card"]').filter({ has: page.getByLabel('Allowance (%)', { exact: true }) }).screenshot({ path: `test-results/screenshots/notices-allowance-card-${viewport.width}.png` });
      await context.close();
    }
    expect(new Date().getFullYear()).toBeGreaterThan(2024);
  });
});

describe('match e-mails', () => {
  async function newMatch(name: string, date: string) {
    const [teeset] = await sql<{ id: string; course_id: string }>('select id, course_id from public.teesets order by label limit 1');
    if (!teeset) throw new Error('the seed has no tee set');
    return rpc<string>('create_match', {
      p_match: { name, date, course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false },
      p_games: [
        { game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' },
        { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500, pot_calc: 'PER_ENTRY' },
      ],
    }, asAdmin());
  }

  async function activePlayer(label: string) {
    const email = `${label}.${RUN}@example.com`;
    const { player_id } = await rpc<{ player_id: string }>('register_player', { p_name: `${label} ${RUN}`, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true });
    await rpc('approve_players', { p_player_ids: [player_id] }, asAdmin());
    return { id: player_id, email };
  }

  it('the invitation lists the games, buy-ins and total', async () => {
    const [{ day } = { day: '' }] = await sql<{ day: string }>('select (private.club_today() + 10)::text as day');
    const matchId = await newMatch(`Invite Games ${RUN}`, day);
    const player = await activePlayer('invitee');
    await rpc('create_invitations', { p_match_id: matchId, p_player_ids: [player.id], p_message: null, p_expires_at: null, p_include_ics: false }, asAdmin());
    await runJob('process-email-outbox');
    const mail = await mailTo(player.email, /^You're invited: Invite Games/);
    expect(mail.text).toContain('Games and buy-ins:');
    expect(mail.text).toMatch(/Stableford[^\n]*Everyone[^\n]*\$10\.00/);
    expect(mail.text).toMatch(/Skins[^\n]*Optional[^\n]*\$5\.00/);
    expect(mail.text).toMatch(/Total \(every game\)[^\n]*\$15\.00/);
    expect(mail.html).toContain('Total (every game)');
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.setContent(mail.html);
    await screenshot(page, 'notices-invitation-email');
    await page.close();
  });

  it('the day-before reminder with the start time arrives once per entrant', async () => {
    // A match today (club time) at 23:59: the reminder window (from 09:00 the day before until the start) is open.
    const [{ day } = { day: '' }] = await sql<{ day: string }>('select private.club_today()::text as day');
    const name = `Reminder Open ${RUN}`;
    const matchId = await newMatch(name, day);
    await sql(`update public.matches set start_time = '23:59' where id = $1`, [matchId]);
    const player = await activePlayer('entrant');
    await rpc('add_match_entry', { p_match_id: matchId, p_player_id: player.id }, asAdmin());

    const first = await runJob('match-reminder-tick');
    expect(first.queued).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(player.email, new RegExp(`^Reminder: ${name} starts at 11:59 PM E[SD]T`));
    expect(mail.text).toMatch(/First tee time: 11:59 PM E[SD]T/);
    expect(mail.text).toContain(`/matches/${matchId}`);
    const again = await runJob('match-reminder-tick');
    const [{ count } = { count: '0' }] = await sql<{ count: string }>(
      `select count(*) from public.email_outbox where template = 'match_reminder' and to_email = $1`, [player.email]);
    expect(Number(count), `second tick queued ${String(again.queued)}`).toBe(1);
    const page = await browser.newPage({ viewport: PHONE_390 });
    await page.setContent(mail.html);
    await screenshot(page, 'notices-reminder-email');
    await page.close();
  });
});

// E-mail that arrives at once and never silently fails (issue #15 item 5), on a stack of its own started
// the way `npm start` starts it (scheduler and outbox kicker on): an invitation is in the inbox within 5 s of
// Send; a bulk send goes on after the admin's tab is closed; the Outbox page shows a failed message and
// resends it; one match's field is e-mailed from the match page (and an empty waitlist is refused).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, shoot } from './support/browser';

type Stack = { env: Record<string, string>; dbUrl: string; stop: () => Promise<void> };
type InboxMail = { subject?: string; text?: string; to?: { address: string }[] };

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let stack: Stack;
let browser: Browser;
let adminToken = '';
let adminExpiresAt = '';

/** A stack of its own, started as `npm start` starts one: the minute jobs and the outbox kicker run. */
async function startLikeNpmStart(): Promise<Stack> {
  const module = (await import(new URL('../../scripts/throwaway-stack.mjs', import.meta.url).href)) as {
    startThrowawayStack: (options: { scheduler: boolean }) => Promise<Stack>;
  };
  return module.startThrowawayStack({ scheduler: true });
}

async function rpc<T>(name: string, args: Record<string, unknown>, admin = false): Promise<T> {
  const key = stack.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${stack.env.STACK_API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(admin ? { 'x-admin-token': adminToken } : {}) },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    return (await db.query<T>(text, values)).rows;
  } finally {
    await db.end();
  }
}

async function inbox(): Promise<InboxMail[]> {
  return (await (await fetch(`${stack.env.STACK_INBOX_URL}/api/email`)).json()) as InboxMail[];
}

const mailsTo = (mails: InboxMail[], address: string, subject: RegExp) =>
  mails.filter((mail) => mail.to?.some((to) => to.address === address) && subject.test(mail.subject ?? ''));

/** Polls the inbox until `count` mails to `address` with `subject` are in, or the time is up. */
async function waitForMail(address: string, subject: RegExp, { count = 1, timeoutMs = 20_000 } = {}): Promise<InboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(await inbox(), address, subject);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An ACTIVE player made as the app makes one: sign-up, then approval. */
async function activePlayer(label: string) {
  const name = `${label} ${RUN}`;
  const email = `${label.toLowerCase().replace(/\W+/g, '.')}.${RUN}@example.com`;
  const ghin = String(Math.floor(1e7 + Math.random() * 9e7));
  const { player_id } = await rpc<{ player_id: string }>('register_player', { p_name: name, p_nickname: null, p_email: email, p_ghin: ghin, p_consent: true });
  await rpc('approve_players', { p_player_ids: [player_id] }, true);
  return { id: player_id, name, email };
}

async function createMatch(name: string): Promise<string> {
  const [teeset] = await sql<{ id: string; course_id: string }>('select id, course_id from public.teesets limit 1');
  if (!teeset) throw new Error('the seed has no tee set');
  const date = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  return rpc<string>(
    'create_match',
    { p_match: { name, date, course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false }, p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }] },
    true,
  );
}

async function adminPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: stack.env.STACK_APP_URL, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminToken, expiresAt: adminExpiresAt });
  await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

beforeAll(async () => {
  stack = await startLikeNpmStart();
  browser = await launchBrowser();
  const session = await rpc<{ valid: boolean; token: string; expires_at: string }>('verify_admin_pin', { pin_input: stack.env.STACK_ADMIN_PIN });
  if (!session.valid) throw new Error('the admin PIN was not accepted');
  adminToken = session.token;
  adminExpiresAt = session.expires_at;
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
}, 60_000);

describe('mail delivery', () => {
  it('an invitation e-mail is in the inbox within 5 s of Send', async () => {
    const guest = await activePlayer('Quick Quinn');
    const matchName = `Quick Mail ${RUN}`;
    const matchId = await createMatch(matchName);
    const { context, page } = await adminPage();
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: 'Invite Players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Players' });
    await dialog.getByRole('textbox', { name: 'Search players' }).fill(guest.email.slice(0, 10));
    await dialog.getByRole('checkbox', { name: new RegExp(guest.name) }).click();
    const started = Date.now();
    await dialog.getByRole('button', { name: 'Send Invitations (1)' }).click();
    await waitForMail(guest.email, new RegExp(`^You're invited: ${matchName}`), { timeoutMs: 5_000 });
    const elapsed = Date.now() - started;
    expect(elapsed, `the invitation took ${elapsed} ms`).toBeLessThan(5_000);
    await context.close();
  });

  it('a bulk send goes on after the admin closes the tab; the page shows the results from the server', async () => {
    const players = [await activePlayer('Bulk Bea'), await activePlayer('Bulk Bo'), await activePlayer('Bulk Cy')];
    const subject = `Course closed ${RUN}`;
    const { context, page } = await adminPage();
    await page.goto('/admin/email');
    for (const player of players) {
      await page.getByLabel('Find a player').fill(player.email);
      await page.getByRole('checkbox', { name: `${player.name} (${player.email})` }).click();
    }
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('The course is **closed** on Saturday.');
    await page.getByRole('button', { name: 'Send Email (3)' }).click();
    const created = page.waitForResponse((response) => response.url().includes('/rpc/create_email_campaign') && response.ok());
    await page.getByRole('alertdialog', { name: 'Confirm Email Send' }).getByRole('button', { name: 'Send Emails' }).click();
    // The tab goes as soon as the server has the campaign: nothing of the send depends on the page any more.
    await created;
    await context.close();

    for (const player of players) await waitForMail(player.email, new RegExp(`^${subject}$`));
    const [campaign] = await sql<{ sent: string }>(
      `select count(*) filter (where status = 'SENT') as sent from public.email_outbox where payload ->> 'subject' = $1`, [subject]);
    expect(Number(campaign?.sent)).toBe(3);

    for (const viewport of [DESKTOP, PHONE]) {
      const again = await adminPage(viewport);
      await again.page.goto('/admin/email');
      const results = again.page.getByRole('list', { name: 'Send results' });
      await results.waitFor();
      await again.page.getByText('3 sent, 0 failed').waitFor();
      for (const player of players) await results.getByText(player.email).waitFor();
      await shoot(again.page, 'mail-email-centre-results');
      await again.context.close();
    }
  });

  it('the Outbox page shows a failed message with its error, and Resend delivers it', async () => {
    const address = `bounced.${RUN}@example.com`;
    const subject = `Bounced once ${RUN}`;
    // A message the mail server refused for good (as the outbox records a permanent SMTP error).
    await sql(
      `insert into public.email_outbox (template, to_email, payload, status, attempts, last_error)
       values ('custom', $1, jsonb_build_object('subject', $2::text, 'message', 'Hello again'), 'FAILED', 8, 'SMTP 550: Mailbox unavailable')`,
      [address, subject],
    );
    const { context, page } = await adminPage();
    await page.goto('/admin');
    await page.getByRole('link', { name: /Undelivered e-mails/ }).click();
    await page.waitForURL((url) => url.pathname === '/admin/outbox' && url.searchParams.get('status') === 'FAILED');
    await page.getByLabel('Recipient').fill(address);
    const row = page.getByRole('row').filter({ hasText: address });
    await row.getByText('SMTP 550: Mailbox unavailable').waitFor();
    await row.getByText('Failed').waitFor();
    await shoot(page, 'mail-outbox-failed');
    await row.getByRole('button', { name: `Resend E-mail centre to ${address}` }).click();
    await toast(page, 'E-mail queued to be sent again').waitFor();
    await waitForMail(address, new RegExp(`^${subject}$`), { timeoutMs: 5_000 });
    // Every status again: the message is now sent.
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('row').filter({ hasText: address }).getByText('Sent').waitFor();
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto('/admin/outbox');
    await phone.page.getByRole('list', { name: 'Outbox messages' }).waitFor();
    await shoot(phone.page, 'mail-outbox');
    await phone.context.close();
  });

  it("e-mails one match's entrants from the match page; an empty waitlist is refused with a clear message", async () => {
    const entrant = await activePlayer('Field Fay');
    const matchName = `Field Mail ${RUN}`;
    const matchId = await createMatch(matchName);
    await rpc('add_match_entry', { p_match_id: matchId, p_player_id: entrant.id }, true);
    const subject = `Carts are booked ${RUN}`;
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await adminPage(viewport);
      await page.goto(`/matches/${matchId}`);
      await page.getByRole('button', { name: 'E-mail the Field' }).click();
      const dialog = page.getByRole('dialog', { name: 'E-mail the field' });
      await dialog.getByRole('radio', { name: /Waitlist/ }).click();
      await dialog.getByLabel('Subject').fill(subject);
      await dialog.getByLabel('Message').fill('Carts are **booked** for everyone.');
      await dialog.getByText('1', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Send E-mail' }).click();
      await dialog.getByRole('alert').getByText('No one to e-mail: this match has nobody on its waitlist').waitFor();
      await shoot(page, 'mail-match-field-refused');
      if (viewport === DESKTOP) {
        await dialog.getByRole('radio', { name: /Entrants/ }).click();
        await dialog.getByRole('button', { name: 'Send E-mail' }).click();
        await toast(page, 'E-mail on its way to 1 recipient').waitFor();
        await dialog.waitFor({ state: 'detached' });
      }
      await context.close();
    }
    const [mail] = await waitForMail(entrant.email, new RegExp(`^${subject}$`), { timeoutMs: 5_000 });
    expect(mail?.text).toContain('Carts are booked for everyone.');
    expect(mail?.text).toContain(`/matches/${matchId}`);
  });

  it('the weekly leaders go once a week from Settings: every Send now asks first, a second in the week asks again, then goes with the one subject', async () => {
    const member = await activePlayer('Leader Lou');
    const { context, page } = await adminPage();
    await page.goto('/admin/settings');
    const card = page.locator('[data-slot="card"]').filter({ has: page.getByText('Weekly Leaders Email') });
    // Even the first send of the week asks first: it mails every active player.
    const sendNow = async () => {
      await card.getByRole('button', { name: 'Send now' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Send the weekly leaders now?' });
      await confirm.getByRole('button', { name: 'Send now' }).click();
    };
    await sendNow();
    await toast(page, /Weekly leaders e-mail on its way to \d+ active players/).waitFor();
    await waitForMail(member.email, /^Fairway League weekly leaders$/, { timeoutMs: 5_000 });

    await sendNow();
    const question = page.getByRole('alertdialog', { name: 'Send the weekly leaders again?' });
    await question.getByText(/^The weekly leaders e-mail already went out this week \(.+\)\. Confirm to send it again\.$/).waitFor();
    await shoot(page, 'mail-weekly-leaders-again');
    await question.getByRole('button', { name: 'Send again' }).click();
    await toast(page, /Weekly leaders e-mail on its way/).waitFor();
    const mails = await waitForMail(member.email, /weekly leaders/i, { count: 2, timeoutMs: 5_000 });
    expect(new Set(mails.map((mail) => mail.subject))).toEqual(new Set(['Fairway League weekly leaders']));
    await context.close();
  });
});

// Day one of a new organiser (issue #14 item 7) against the real stack, at phone and desktop widths:
// Finalize says why it is refused before anyone confirms; an empty match has no big Finalize; the
// league's payment instructions on the invitation page and its confirmation; a payment reminder from the
// match page arrives in the inbox; a finished match drops the pre-play banners and shows money by
// player (won / paid in / net), the main game first with net or gross, and a "who pays whom" settle sheet.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money';
import { matchSettlement, LEAGUE_PARTY_ID } from '../../src/domain/settle-up';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { signInAdmin } from './support/admin';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const INSTRUCTIONS = `Venmo @club-treasurer-${RUN}`;
/** The brief's phone (390 px) and the support's 375 px phone, and the desktop. */
const PHONE_390 = { width: 390, height: 844 };
const WIDTHS = [PHONE_390, PHONE, DESKTOP] as const;

type Player = { id: string; token: string; name: string; email: string };
type InboxMail = { subject?: string; html?: string; text?: string; to?: { address: string }[] };

let browser: Browser;
let admin: SupabaseClient;
let ann: Player;
let bob: Player;
let cy: Player;
let today: string;
/** Played today, payment required, Ann and Bob entered: the finalize, reminder and finished-match journeys. */
let playedId: string;
const playedName = `Day One Played ${RUN}`;
/** Next week, nobody entered: no big Finalize; Cy's invitation. */
let emptyId: string;
const emptyName = `Day One Empty ${RUN}`;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string, gross: number): Promise<Player> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: email,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  await call(admin, 'add_handicap_log', {
    p_player_id: session.player_id,
    p_date: '2026-05-01',
    p_course_name: 'Pine Hollow Golf Club',
    p_rating: 72.4,
    p_slope: 131,
    p_gross: gross,
  });
  await call(admin, 'publish_index', { p_player_id: session.player_id });
  return { id: session.player_id, token: session.token, name, email };
}

/** Runs the e-mail outbox as the scheduler does (the throwaway stack has no scheduler). */
async function runOutbox() {
  const key = stackEnv().serviceKey;
  await fetch(`${stackEnv().apiUrl}/functions/v1/process-email-outbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: '{}',
  });
}

/** The first message to `email` whose subject matches, waiting up to ~20 s. */
async function mailTo(email: string, subject: RegExp, kickOutbox = false): Promise<InboxMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (kickOutbox) await runOutbox();
    const mails = (await (await fetch(`${stackEnv().inboxUrl}/api/email`)).json()) as InboxMail[];
    const mail = mails.find((m) => m.to?.some((to) => to.address === email) && subject.test(m.subject ?? ''));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no e-mail to ${email} matching ${subject}`);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();


async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  ann = await registerPlayer(`Ann Dayone ${RUN}`, 85);
  bob = await registerPlayer(`Bob Dayone ${RUN}`, 95);
  cy = await registerPlayer(`Cy Dayone ${RUN}`, 90);
  await call(admin, 'upsert_admin_setting', { p_key: 'paymentInstructions', p_value: INSTRUCTIONS });
  today = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  const nextWeek = await withDb(async (db) => String((await db.query('select (private.club_today() + 7)::text as day')).rows[0].day));
  const games = [
    { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
    { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
  ];
  playedId = await call<string>(admin, 'create_match', {
    p_match: {
      name: playedName, date: today, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford',
      require_payment_before_play: true, capacity: 8, allow_waitlist: true,
    },
    p_games: games,
  });
  await call(admin, 'add_match_entry', { p_match_id: playedId, p_player_id: ann.id });
  await call(admin, 'add_match_entry', { p_match_id: playedId, p_player_id: bob.id });
  emptyId = await call<string>(admin, 'create_match', {
    p_match: { name: emptyName, date: nextWeek, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: true },
    p_games: games,
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('match day one', () => {
  it('the Payments settings card shows the instructions and checks the reminder days', async () => {
    for (const viewport of [PHONE_390, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto('/admin/settings');
      const instructions = page.getByRole('textbox', { name: 'Payment instructions' });
      await expect.poll(() => instructions.inputValue()).toBe(INSTRUCTIONS);
      const days = page.getByRole('textbox', { name: 'Automatic payment reminder (days before the match)' });
      await days.fill('31');
      await page.getByRole('button', { name: 'Save Payment Settings' }).click();
      await page.getByText('Reminder days must be a whole number from 0 to 30').waitFor();
      await days.scrollIntoViewIfNeeded();
      await shot(page, 'dayone-settings-payments');
      await days.fill('0');
      await page.getByRole('button', { name: 'Save Payment Settings' }).click();
      await toast(page, 'Setting updated successfully').waitFor();
      await context.close();
    }
  });

  it('Finalize is disabled with the reason; an empty match shows no big Finalize', async () => {
    for (const viewport of WIDTHS) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`/admin/matches/${playedId}/results`);
      await page.getByRole('heading', { name: 'Score Entry' }).waitFor();
      const reason = page.locator('#finalize-blocker');
      await reason.waitFor();
      expect(await reason.textContent()).toBe('All entries must be paid before results can be finalized');
      const finalize = page.getByRole('button', { name: 'Finalize Match' });
      await expect(finalize.isDisabled()).resolves.toBe(true);
      await expect(finalize.getAttribute('aria-describedby')).resolves.toBe('finalize-blocker');
      await reason.scrollIntoViewIfNeeded();
      await shot(page, 'dayone-finalize-disabled');

      await page.goto(`/matches/${emptyId}`);
      await page.getByRole('heading', { name: emptyName }).waitFor();
      const bar = page.getByRole('region', { name: 'Admin controls' });
      await bar.getByRole('button', { name: 'Invite Players' }).waitFor();
      await expect(bar.getByRole('link', { name: 'Finalize Match' }).count()).resolves.toBe(0);
      await shot(page, 'dayone-empty-match-admin-bar');
      await page.goto(`/admin/matches/${emptyId}/results`);
      await page.getByText('A match cannot be finalized before its date').waitFor();
      await expect(page.getByRole('button', { name: 'Finalize Match' }).isDisabled()).resolves.toBe(true);
      await context.close();
    }
  });

  it('the invitation page and its confirmation show the league’s payment instructions', async () => {
    expect(await call<number>(admin, 'create_invitations', { p_match_id: emptyId, p_player_ids: [cy.id], p_message: null, p_expires_at: null, p_include_ics: false })).toBe(1);
    const invite = await mailTo(cy.email, new RegExp(emptyName), true);
    const token = /\/invites\/([A-Za-z0-9_-]{16,})/.exec(`${invite.html ?? ''}\n${invite.text ?? ''}`)?.[1];
    if (!token) throw new Error('no invitation link');

    for (const viewport of [DESKTOP, PHONE_390]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/invites/${token}`);
      await page.getByRole('heading', { name: emptyName }).waitFor();
      const howToPay = page.getByRole('region', { name: 'How to pay' });
      await howToPay.getByText(INSTRUCTIONS).waitFor();
      await shot(page, 'dayone-invitation-payment-instructions');
      if (viewport === PHONE_390) {
        await page.getByRole('button', { name: 'Accept' }).click();
        await page.getByRole('checkbox', { name: 'Stableford v2' }).click();
        await page.getByRole('button', { name: 'Confirm Entry' }).click();
        await page.getByRole('heading', { name: "You're in!" }).waitFor();
        await page.getByRole('region', { name: 'How to pay' }).getByText(INSTRUCTIONS).waitFor();
        await shot(page, 'dayone-invitation-confirmed-payment-instructions');
      }
      await context.close();
    }
    // The confirmation e-mail says how to pay too.
    const confirmation = await mailTo(cy.email, /^You're entered/, true);
    expect(confirmation.text).toContain(`How to pay:\n${INSTRUCTIONS}`);
  });

  it('a payment reminder sent from the match page arrives in the inbox', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/matches/${playedId}`);
    await page.getByRole('heading', { name: playedName }).waitFor();
    // The match page's Finalize says what stands in the way before the admin gets to the results page.
    await page.getByText('Not ready to finalize: All entries must be paid before results can be finalized').waitFor();
    await page.getByRole('button', { name: 'Remind Unpaid' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send payment reminders?' });
    await dialog.getByText('2 players still owe').waitFor();
    await shot(page, 'dayone-payment-reminder-dialog');
    await dialog.getByRole('button', { name: 'Send Reminders' }).click();
    await toast(page, 'Payment reminder sent to 2 players.').waitFor();
    await context.close();

    for (const player of [ann, bob]) {
      const mail = await mailTo(player.email, new RegExp(`^Payment reminder: \\$15\\.00 due for ${playedName}$`));
      expect(mail.text).toContain('You still owe $15.00');
      expect(mail.text).toContain(`How to pay:\n${INSTRUCTIONS}`);
    }
  });

  it('a finished match: no pre-play banners, money by player, main game first, a settle sheet', async () => {
    // Before: the pre-play banners are there.
    const before = await newPage(browser, DESKTOP);
    await before.page.goto(`/matches/${playedId}`);
    await before.page.getByText('Payment required before play').waitFor();
    await before.page.getByText(/seats left/).first().waitFor();
    await before.page.getByText(/waitlist open/).waitFor();
    await before.context.close();

    // Everyone pays, plays (Ann to par, Bob a bogey a hole), and the admin finalizes from the results page.
    for (const player of [ann, bob]) {
      await call(admin, 'record_payment', { p_match_id: playedId, p_player_id: player.id, p_amount_cents: 1500, p_method: 'CASH', p_note: null });
    }
    await call(client({ playerToken: ann.token }), 'upsert_scorecard', { p_match_id: playedId, p_player_id: ann.id, p_holes: PARS });
    await call(client({ playerToken: bob.token }), 'upsert_scorecard', { p_match_id: playedId, p_player_id: bob.id, p_holes: PARS.map((p) => p + 1) });
    const finalizing = await newPage(browser, DESKTOP);
    await signInAdmin(finalizing.page);
    await finalizing.page.goto(`/admin/matches/${playedId}/results`);
    await finalizing.page.getByRole('heading', { name: 'Score Entry' }).waitFor();
    const finalize = finalizing.page.getByRole('button', { name: 'Finalize Match' });
    await expect.poll(() => finalize.isEnabled(), { timeout: 15_000 }).toBe(true);
    await finalize.click();
    await finalizing.page.getByRole('alertdialog').getByRole('button', { name: 'Finalize Match' }).click();
    await toast(finalizing.page, 'Match finalized').waitFor();
    await finalizing.context.close();

    const results = await call<{ player_id: string; payout_cents: number }[]>(admin, 'get_match_results', { p_match_id: playedId });
    const won = (id: string) => results.filter((r) => r.player_id === id).reduce((sum, r) => sum + r.payout_cents, 0);
    // Pots $20 + $10; skins at $10 ÷ 18 skins leave 10¢ of rounding with the league.
    expect(won(ann.id) + won(bob.id)).toBe(2990);
    const settlement = matchSettlement([
      { playerId: ann.id, wonCents: won(ann.id), stakeCents: 1500, paidCents: 1500 },
      { playerId: bob.id, wonCents: won(bob.id), stakeCents: 1500, paidCents: 1500 },
    ]);
    const names = new Map([[ann.id, ann.name], [bob.id, bob.name], [LEAGUE_PARTY_ID, 'League treasurer']]);

    for (const viewport of WIDTHS) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`/matches/${playedId}`);
      await page.getByRole('heading', { name: 'Final Results' }).waitFor();
      await expect(page.getByText('Payment required before play').count()).resolves.toBe(0);
      await expect(page.getByText(/seats? left/).count()).resolves.toBe(0);
      await expect(page.getByText(/waitlist open/).count()).resolves.toBe(0);

      const summary = page.getByRole('table', { name: 'Won, paid in and net per player' });
      const annRow = summary.getByRole('row').filter({ hasText: ann.name });
      await expect(annRow.textContent()).resolves.toContain(`${formatCents(won(ann.id))}${formatCents(1500)}`);
      const annNet = won(ann.id) - 1500;
      await expect(annRow.textContent()).resolves.toContain(annNet > 0 ? `+${formatCents(annNet)}` : formatCents(annNet));

      // The main game leads and each game says net or gross.
      const firstGame = page.locator('[aria-label$=" results"]').first();
      await expect(firstGame.getAttribute('aria-label')).resolves.toBe('Stableford v2 results');
      await firstGame.getByText('Main game').waitFor();
      await firstGame.getByText('Net', { exact: true }).waitFor();
      await page.locator('[aria-label="Skins (Gross) results"]').getByText('Gross', { exact: true }).waitFor();
      await shot(page, 'dayone-finished-match');

      await page.getByRole('button', { name: 'Print settle sheet' }).click();
      const frame = page.frameLocator('#fairway-print-frame');
      await frame.getByRole('heading', { name: `${playedName} · Settle sheet` }).waitFor({ state: 'attached' });
      const printed = await page.evaluate(() => {
        const doc = (document.getElementById('fairway-print-frame') as HTMLIFrameElement | null)?.contentDocument;
        return { html: doc?.documentElement.outerHTML ?? '', text: doc?.body.textContent ?? '' };
      });
      expect(settlement.transfers.length).toBeGreaterThan(0);
      for (const t of settlement.transfers) {
        expect(printed.text).toContain(`${names.get(t.fromId)} pays ${names.get(t.toId)}${formatCents(t.cents)}`);
      }
      if (viewport === DESKTOP) {
        const print = await newPage(browser, { width: 1123, height: 794 });
        await print.page.setContent(printed.html);
        await print.page.emulateMedia({ media: 'print' });
        await screenshot(print.page, 'dayone-settle-sheet-print');
        await print.context.close();
      }
      await context.close();
    }
  });
});

// One account per member and the privacy of money, in the browser at 390 px and 1280 px: the member's home
// ("My league") shows a debt after the match day and credit from a cancelled match, as the ledger does; an
// anonymous visitor of a finalized match — its page and its shared board — is sent no buy-ins or nets; and
// every Ledger → Players row adds up (Outstanding = Due − (Paid − Refunded) + Credit).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { uniqueEmail } from '../integration/support/mail';
import { DESKTOP, launchBrowser, newPage, shoot } from './support/browser';
import { ledgerPlayerRows, rowsNotAddingUp } from './support/ledger';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PHONE_390 = { width: 390, height: 844 };
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';

type Player = { id: string; token: string; name: string };

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
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: uniqueEmail(label.toLowerCase().replace(/\W+/g, '.')),
    p_ghin: String(Math.floor(1e7 + Math.random() * 9e7)),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name };
}

async function asPlayer(context: BrowserContext, player: Player) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
}

async function asAdmin(context: BrowserContext) {
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminSession, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
}

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await shoot(page, name);
}

/** A match with a $15 Stableford for everyone, `days` from the club's today (negative: already played). */
async function match(label: string, days: number, entrants: Player[]): Promise<string> {
  const ahead = await withDb(async (db) => String((await db.query('select (private.club_today() + 7)::text as day')).rows[0].day));
  const matchId = await call<string>(admin, 'create_match', {
    p_match: { name: `${label} ${RUN}`, date: ahead, course_id: COURSE_ID, teeset_id: TEESET_ID, capacity: 8, require_payment_before_play: false },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1500, pot_calc: 'PER_PLAYER' }],
  });
  for (const player of entrants) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
  if (days !== 7) await withDb((db) => db.query('update public.matches set date = private.club_today() + $2::int where id = $1', [matchId, days]));
  return matchId;
}

/** Every get_match_balances answer the page receives, to check what the server sent (not what the UI hid). */
function balancesSent(page: Page): unknown[][] {
  const answers: unknown[][] = [];
  page.on('response', (response: Response) => {
    if (!response.url().includes('/rpc/get_match_balances')) return;
    void response
      .json()
      .then((body: unknown) => answers.push(Array.isArray(body) ? body : []))
      .catch(() => undefined);
  });
  return answers;
}

const AMOUNT_KEYS = ['due_cents', 'paid_cents', 'balance_cents', 'credit_cents', 'stake_cents', 'net_cents'];

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  await call(admin, 'upsert_admin_setting', { p_key: 'publishNetsToMembers', p_value: 'false' });
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
])('member accounts on %s', (label, viewport) => {
  let ann: Player;
  let pastName: string;
  let cancelledName: string;

  beforeAll(async () => {
    ann = await member(`Ann ${label}`);
    pastName = `Played ${label} ${RUN}`;
    cancelledName = `Rained ${label} ${RUN}`;
    // Played three days ago and still unpaid: the debt stays after the match day.
    await match(`Played ${label}`, -3, [ann]);
    // Paid $20 for a match that is then called off: $20 of credit, $5 of it refunded.
    const rained = await match(`Rained ${label}`, 10, [ann]);
    await call(admin, 'record_payment', { p_match_id: rained, p_player_id: ann.id, p_amount_cents: 2000, p_method: 'VENMO', p_note: 'e2e' });
    await call(admin, 'cancel_match', { p_match_id: rained, p_reason: 'Course closed' });
    await call(admin, 'record_refund', { p_match_id: rained, p_player_id: ann.id, p_amount_cents: 500, p_method: 'CASH', p_refunded_on: null, p_note: 'part back' });
  });

  it("the member's home shows the debt after the match day and the credit from the cancelled match, as the ledger does", async () => {
    const { context, page } = await newPage(browser, viewport);
    await asPlayer(context, ann);
    await page.goto('/my-league');
    await page.getByRole('heading', { name: 'My league', level: 1 }).waitFor();
    const money = page.getByRole('region', { name: 'Your money' });
    await money.getByTestId('home-owed-total').waitFor();
    expect(await money.getByTestId('home-owed-total').innerText()).toBe(formatCents(1500));
    expect(await money.getByTestId('home-credit-total').innerText()).toBe(formatCents(1500));
    const toPay = money.getByRole('listitem').filter({ hasText: pastName });
    expect(await toPay.innerText()).toContain(formatCents(1500));
    const credit = money.getByRole('listitem').filter({ hasText: cancelledName });
    expect(await credit.innerText()).toContain('the match was called off');
    await shot(page, `member-accounts-home-${label}`);
    await context.close();

    const ledger = await call<{ players: { player_id: string; outstanding_cents: number; credit_cents: number }[] }>(admin, 'get_ledger');
    const row = ledger.players.find((p) => p.player_id === ann.id);
    expect(row).toMatchObject({ outstanding_cents: 1500, credit_cents: 1500 });
  });

  it('Ledger → Players: every row adds up, Refunded shown', async () => {
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);
    const rows = await ledgerPlayerRows(page);
    expect(rows.length).toBeGreaterThan(1);
    expect(rowsNotAddingUp(rows)).toEqual([]);
    const table = page.getByRole('table', { name: "Players' accounts" });
    const annRow = table.getByTestId('ledger-player-row').filter({ hasText: ann.name });
    expect(await annRow.locator('td[data-col="refunded"]').innerText()).toBe(formatCents(500));
    await shot(page, `member-accounts-ledger-players-${label}`);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await page.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: ann.name }).getByText('Cash').waitFor();
    await page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: ann.name }).getByText('Venmo').waitFor();
    await shot(page, `member-accounts-ledger-payments-${label}`);
    await context.close();
  });

  it('an anonymous visitor of a finalized match is sent no buy-ins or nets, on its page, its board or the TV board', async () => {
    const { rows } = await withDb((db) =>
      db.query(`select m.id from public.matches m
                 where m.is_final and exists (select 1 from public.results r where r.match_id = m.id and r.payout_cents > 0)
                 order by m.date desc limit 1`),
    );
    const matchId = String(rows[0]?.id ?? '');
    expect(matchId).not.toBe('');
    const { page, context } = await newPage(browser, viewport);
    const sent = balancesSent(page);
    await page.goto(`/matches/${matchId}`);
    const summary = page.getByRole('table', { name: 'Won per player' });
    await summary.waitFor();
    expect(await page.getByRole('table', { name: 'Won, paid in and net per player' }).count()).toBe(0);
    expect(await summary.innerText()).not.toMatch(/Paid in|Net|-\$/);
    await shot(page, `member-accounts-anon-match-${label}`);

    await page.goto(`/matches/${matchId}/board`);
    await page.getByRole('tab', { name: 'Money' }).click();
    await page.getByRole('table', { name: 'Money won' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Paid in|-\$\d/);
    await shot(page, `member-accounts-anon-board-${label}`);

    // The club-house screen reads the same calls.
    const before = sent.length;
    await page.goto(`/matches/${matchId}/board/tv`);
    await page.getByTestId('board-tv-panel').waitFor();
    await expect.poll(() => sent.length).toBeGreaterThan(before);
    expect(await page.locator('body').innerText()).not.toMatch(/Paid in|-\$\d/);
    await context.close();

    expect(sent.length).toBeGreaterThan(0);
    for (const answer of sent) {
      for (const balance of answer as Record<string, unknown>[]) {
        for (const key of AMOUNT_KEYS) expect(balance[key] ?? null, key).toBeNull();
      }
    }
  });
});

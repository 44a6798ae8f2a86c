// The organiser's day-one screens against the real stack, at 390 and 1280 px: the owner's setup checklist on the
// admin dashboard (read from live data) and no "Sign in" / "Sign Up" for an admin; /matches/new starts with one
// game, its format label follows the games and its projected pots the capacity; Collect Payments moves on to the
// next unpaid entrant after each payment; the status badge of a match played earlier and not finalized reads
// "Awaiting results", not "In Progress".
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PHONE_390 = { width: 390, height: 844 };
const VIEWPORTS = [
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
] as const;

let browser: Browser;
let admin: SupabaseClient;
let token: string;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function adminPage(viewport: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token, expiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

async function entrant(name: string): Promise<string> {
  const { player_id } = await call<{ player_id: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [player_id] });
  return player_id;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  admin = client({ adminToken: token });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('day-one screens on the %s', (label, viewport) => {
  it('the owner sees the setup checklist while an item is open, and the header offers an admin no Sign in', async () => {
    const checklist = await call<Record<string, boolean>>(admin, 'get_setup_checklist');
    const open = ['app_url', 'payment_instructions', 'named_admin', 'course_with_tees'].filter((key) => !checklist[key]);
    const { context, page } = await adminPage(viewport);
    await page.goto('/admin');
    await page.getByText('Quick Actions', { exact: true }).waitFor();
    const card = page.getByText('Before your first match');
    if (checklist.is_owner && open.length > 0) {
      await card.waitFor();
      await page.getByText(`${open.length} of 4 left to set up. Each item ticks itself once it is done.`).waitFor();
    } else {
      await expect(card.count()).resolves.toBe(0);
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Sign in/ }).count()).resolves.toBe(0);
    await expect(banner.getByRole('link', { name: 'Sign Up' }).count()).resolves.toBe(0);
    await shoot(page, `dayone-ui-dashboard-checklist-${label}`, { settleMs: 2_000 });
    await context.close();
  });

  it('/matches/new starts with one game; the format follows the games and the pots the capacity', async () => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/matches/new');
    await page.getByRole('heading', { name: 'Create New Match' }).waitFor();
    const stableford = page.getByRole('checkbox', { name: 'Stableford v2' });
    await expect(stableford.isChecked()).resolves.toBe(true);
    const format = page.getByRole('combobox', { name: 'Format', exact: true });
    await expect(format.textContent()).resolves.toContain('Individual Stableford');
    await stableford.click();
    await page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
    await expect.poll(() => format.textContent()).toContain('Individual skins');
    await page.getByRole('checkbox', { name: 'Nassau', exact: true }).click();
    await expect.poll(() => format.textContent()).toContain('Mixed games');
    const pots = page.getByRole('region', { name: 'Projected Pots' });
    await pots.getByText('Assuming 4 players (set a capacity to project a full field).').waitFor();
    await page.getByRole('spinbutton', { name: 'Capacity' }).fill('12');
    await pots.getByText('Assuming a full field of 12 players.').waitFor();
    await shoot(page, `dayone-ui-new-match-${label}`, { settleMs: 2_000 });
    await context.close();
  });

  it('Collect Payments moves to the next unpaid entrant; a past unfinalized match awaits results', async () => {
    const names = [`Ada Collect ${label} ${RUN}`, `Ben Collect ${label} ${RUN}`];
    const matchName = `Collect ${label} ${RUN}`;
    const nextWeek = await withDb(async (db) => String((await db.query('select (private.club_today() + 7)::text as day')).rows[0].day));
    const matchId = await call<string>(admin, 'create_match', {
      p_match: { name: matchName, date: nextWeek, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: true },
      p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' }],
    });
    for (const name of names) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: await entrant(name) });

    const { context, page } = await adminPage(viewport);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: matchName }).waitFor();
    await page.getByRole('button', { name: 'Collect Payments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByText(`Payment from ${names[0]}`).waitFor();
    await dialog.getByRole('button', { name: /^Full balance/ }).click();
    await dialog.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment recorded successfully').waitFor();
    // The dialog comes back for the next entrant who owes.
    await dialog.getByText(`Payment from ${names[1]}`).waitFor();
    await shoot(page, `dayone-ui-collect-next-${label}`, { settleMs: 2_000 });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Invite Players: its Send button sits inside the dialog, on screen, without scrolling the page.
    await page.getByRole('button', { name: 'Invite Players' }).first().click();
    const invite = page.getByRole('dialog', { name: 'Invite Players' });
    const send = invite.getByRole('button', { name: /^Send Invitations/ });
    await send.waitFor();
    const [box, frame] = await Promise.all([send.boundingBox(), invite.boundingBox()]);
    const height = page.viewportSize()?.height ?? 0;
    expect(box && frame && box.y >= frame.y && box.y + box.height <= frame.y + frame.height && box.y + box.height <= height).toBe(true);
    await shoot(page, `dayone-ui-invite-dialog-${label}`, { settleMs: 2_000 });
    await invite.getByRole('button', { name: 'Cancel' }).click();
    await invite.waitFor({ state: 'detached' });

    // Played three days ago and not finalized: the badge says so, not "In Progress".
    await withDb((db) => db.query('update public.matches set date = private.club_today() - 3 where id = $1', [matchId]));
    await page.reload();
    await page.getByRole('heading', { name: matchName }).waitFor();
    await page.getByRole('banner').first().waitFor();
    await page.getByText('Awaiting results', { exact: true }).first().waitFor();
    await expect(page.getByText('In Progress', { exact: true }).count()).resolves.toBe(0);
    await context.close();
  });
});

// Open sign-up and guests end to end against the real stack, at 390 and 1280 px: an admin opens a match for
// sign-up from its page, a member joins it from the match page (choosing a side game) and sees the
// confirmation, a full match offers "Join waitlist", and an admin adds a guest (name and e-mail, no account)
// who then appears in the entries, is paid and is scored like any entrant, without joining the roster.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PHONE_390 = { width: 390, height: 844 };
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];

type Player = { id: string; token: string; name: string; email: string };

let browser: Browser;
let admin: SupabaseClient;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** A member as sign-up and approval make one, with the player session the app keeps. */
async function member(name: string): Promise<Player> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: email,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name, email };
}

const clubDay = (offsetDays: number) =>
  withDb(async (db) => String((await db.query('select (private.club_today() + $1::int)::text as day', [offsetDays])).rows[0].day));

/** Stableford for everyone ($10) and gross skins as a side game ($5). */
async function createMatch(name: string, date: string, capacity: number | null): Promise<string> {
  return call<string>(admin, 'create_match', {
    p_match: { name, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', capacity },
    p_games: [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500, pot_calc: 'PER_ENTRY' },
    ],
  });
}

/** An admin session as the PIN dialog leaves it (the dialog itself is admin.e2e's journey). */
async function signInAdmin(page: Page) {
  const token = await adminToken();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await page.context().addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

async function asMember(viewport: typeof DESKTOP, player: Player): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  await opened.context.addInitScript(
    (value) => window.localStorage.setItem('fairway.player', value),
    JSON.stringify({ playerId: player.id, token: player.token }),
  );
  return opened;
}

/** Waits for a toast and closes it, so it cannot cover what is under it. */
async function toast(page: Page, text: string) {
  const item = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await item.waitFor();
  await item.getByRole('button', { name: 'Close toast' }).click({ force: true });
  await item.waitFor({ state: 'detached' });
}

const queued = (template: string, email: string) =>
  withDb(async (db) =>
    Number((await db.query('select count(*) from public.email_outbox where template = $1 and to_email = $2', [template, email])).rows[0].count),
  );

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
});
afterAll(async () => {
  await browser?.close();
});

describe.each([PHONE_390, DESKTOP])('open sign-up and guests at $width px', (viewport) => {
  const tag = `${viewport.width}-${RUN}`;
  let matchId = '';
  let joiner: Player;
  let filler: Player;
  let waiter: Player;

  beforeAll(async () => {
    [joiner, filler, waiter] = await Promise.all([member(`Jo Joiner ${tag}`), member(`Fil Filler ${tag}`), member(`Wes Waiter ${tag}`)]);
    matchId = await createMatch(`Open Skins ${tag}`, await clubDay(10), 2);
  });

  it('an admin opens the match for sign-up; a member joins from its page and sees the confirmation', async () => {
    const adminView = await newPage(browser, viewport);
    await signInAdmin(adminView.page);
    await adminView.page.goto(`/matches/${matchId}?tab=entries`);
    const openSwitch = adminView.page.getByRole('switch', { name: 'Open for sign-up' });
    await expect(openSwitch.isChecked()).resolves.toBe(false);
    await openSwitch.click();
    await toast(adminView.page, 'Sign-up opened');
    await expect(openSwitch.isChecked()).resolves.toBe(true);
    await shoot(adminView.page, 'signup-admin-entries');
    await adminView.context.close();

    // A visitor sees the card and is asked to sign in.
    const visitor = await newPage(browser, viewport);
    await visitor.page.goto(`/matches/${matchId}`);
    await visitor.page.getByText('Sign in to join this match.').waitFor();
    await shoot(visitor.page, 'signup-visitor');
    await visitor.context.close();

    const { context, page } = await asMember(viewport, joiner);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: 'Open for sign-up' }).waitFor();
    await shoot(page, 'signup-join');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose your games' }).waitFor();
    await page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
    await expect(page.getByTestId('opt-in-total').textContent()).resolves.toBe('$15.00');
    await page.getByRole('button', { name: 'Confirm Entry' }).click();
    await page.getByRole('heading', { name: "You're in!" }).waitFor();
    await page.getByText('Total due: $15.00').waitFor();
    await shoot(page, 'signup-joined');

    // Reloaded, the page knows the member is in; the entry is theirs with the side game.
    await page.reload();
    await page.getByText("You're entered in this match.").waitFor();
    await context.close();
    const entries = await call<{ player_id: string; opted_in_game_ids: string[] }[]>(admin, 'get_match_entries', { p_match_id: matchId });
    expect(entries.find((entry) => entry.player_id === joiner.id)?.opted_in_game_ids).toHaveLength(2);
    expect(await queued('entry_confirmation', joiner.email)).toBe(1);
  });

  it('a full match offers Join waitlist', async () => {
    // The last seat goes to another member first.
    const taken = await call<{ outcome: string }>(client({ playerToken: filler.token }), 'join_match', { p_match_id: matchId, p_match_game_ids: [] });
    expect(taken.outcome).toBe('ENTERED');

    const { context, page } = await asMember(viewport, waiter);
    await page.goto(`/matches/${matchId}`);
    await page.getByText('This match is full.', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Join', exact: true }).count()).resolves.toBe(0);
    await shoot(page, 'signup-full');
    await page.getByRole('button', { name: 'Join waitlist' }).click();
    await page.getByRole('button', { name: 'Confirm Entry' }).click();
    await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor();
    await shoot(page, 'signup-waitlisted');
    await context.close();
    expect(await queued('waitlist_joined', waiter.email)).toBe(1);
    const entries = await call<{ player_id: string }[]>(admin, 'get_match_entries', { p_match_id: matchId });
    expect(entries.map((entry) => entry.player_id).sort()).toEqual([joiner.id, filler.id].sort());
  });

  it('an admin adds a guest who then appears in the entries, is paid and is scored', async () => {
    const guest = { name: `Gus Guest ${tag}`, email: `gus.${tag}@guest.example` };
    const guestMatch = await createMatch(`Guest Day ${tag}`, await clubDay(0), null);
    const { context, page } = await newPage(browser, viewport);
    await signInAdmin(page);
    await page.goto(`/matches/${guestMatch}?tab=entries`);
    await page.getByRole('button', { name: 'Add Guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Guest' });
    await dialog.getByRole('button', { name: 'Add to match' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Guest name' }).fill(guest.name);
    await dialog.getByRole('textbox', { name: 'Guest email' }).fill(guest.email);
    await shoot(page, 'signup-add-guest');
    await dialog.getByRole('button', { name: 'Add to match' }).click();
    // The toast is closed once the dialog is gone: while a modal is open the page behind it is inert.
    await dialog.waitFor({ state: 'detached' });
    await toast(page, `Guest ${guest.name} added to the match.`);

    // In the entries, with their e-mail for the admin; paid like any entrant.
    const entries = viewport === DESKTOP ? page.getByRole('table') : page.getByRole('list', { name: 'Entries' });
    await entries.getByText(guest.name).waitFor();
    await entries.getByText(guest.email, { exact: false }).waitFor();
    await entries.getByText('Guest', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Record payment for ${guest.name}` }).click();
    const pay = page.getByRole('dialog', { name: 'Record Payment' });
    await pay.getByRole('button', { name: 'Full balance $15.00' }).click();
    await pay.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await pay.waitFor({ state: 'detached' });
    await toast(page, 'Payment recorded successfully');
    await shoot(page, 'signup-guest-entered-paid');
    const balances = await call<{ player_id: string; status: string }[]>(admin, 'get_match_balances', { p_match_id: guestMatch });
    expect(balances.map((balance) => balance.status)).toEqual(['PAID']);

    // Scored on the results page's score entry.
    await page.goto(`/admin/matches/${guestMatch}/results`);
    const hole = (n: number) => page.getByRole('spinbutton', { name: `${guest.name}, hole ${n}`, exact: true });
    for (let n = 1; n <= 18; n++) await hole(n).fill(String(PARS[n - 1]));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Scorecard updated successfully');
    await shoot(page, 'signup-guest-scored');
    await context.close();
    const cards = await call<{ scorecards: { holes: number[] }[] }>(admin, 'get_match_scorecards', { p_match_id: guestMatch });
    expect(cards.scorecards.map((card) => card.holes)).toEqual([PARS]);

    // A guest is not a member: not on the roster.
    const roster = await call<{ name: string }[]>(client(), 'get_players_public', { status_filter: 'ALL', p_search: guest.name });
    expect(roster).toEqual([]);
  });
});

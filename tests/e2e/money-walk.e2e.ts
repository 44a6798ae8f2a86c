// The treasurer's walk, end to end against the real stack on a 390 px phone and a desktop: a final and a
// called-off match offer no money or invitation action that cannot apply; Admin → Add Player asks which
// optional games the player plays (none ticked) and the player owes only those; a refund dialog on a phone
// whose clock is a day ahead of the club offers the club's today, and a refusal's toast gives the server's reason.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_URL, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ADMIN_PIN = process.env.STACK_ADMIN_PIN ?? '';
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));

let browser: Browser;
let adminToken = '';
let adminExpiresAt = '';

async function rest<T>(path: string): Promise<T> {
  const key = process.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/${path}`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function rpc<T>(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const key = process.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const asAdmin = () => ({ 'x-admin-token': adminToken });
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Today in the club's zone (the demo league's America/New_York), as the server's club_today(). */
const clubToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function newPlayer(first: string, label: string) {
  const name = `${first} ${label} ${RUN}`;
  const email = `${first.toLowerCase()}.${label.toLowerCase().replace(/\W+/g, '-')}.${RUN}@mail.test`;
  const { player_id } = await rpc<{ player_id: string }>('register_player', { p_name: name, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true });
  await rpc('approve_players', { p_player_ids: [player_id] }, asAdmin());
  return { id: player_id, name, email };
}

/** A match in 12 days: Stableford every entrant pays ($10), gross skins optional ($5). */
async function newMatch(label: string) {
  const [teeset] = await rest<{ id: string; course_id: string }[]>('teesets?select=id,course_id&limit=1');
  if (!teeset) throw new Error('the seed has no tee set');
  const name = `${label} ${RUN}`;
  const matchId = await rpc<string>(
    'create_match',
    {
      p_match: { name, date: daysAhead(12), start_time: '08:00', course_id: teeset.course_id, teeset_id: teeset.id, capacity: 8 },
      p_games: [
        { game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' },
        { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500, pot_calc: 'PER_ENTRY' },
      ],
    },
    asAdmin(),
  );
  return { matchId, name };
}

async function adminPage(viewport: { width: number; height: number }, timezoneId?: string) {
  const opened = timezoneId
    ? await (async () => {
        const context = await browser.newContext({ viewport, baseURL: APP_URL, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, timezoneId });
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        return { context, page };
      })()
    : await newPage(browser, viewport);
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminToken, expiresAt: adminExpiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const bar = (page: Page) => page.getByRole('region', { name: 'Admin controls' });

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await rpc<{ valid: boolean; token: string; expires_at: string }>('verify_admin_pin', { pin_input: ADMIN_PIN });
  if (!session.valid) throw new Error('STACK_ADMIN_PIN was not accepted');
  adminToken = session.token;
  adminExpiresAt = session.expires_at;
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
] as const)('the money walk on the %s', (label, viewport) => {
  it('a final and a called-off match offer no money or invitation action that cannot apply', async () => {
    const { context, page } = await adminPage(viewport);
    const [final] = await rest<{ id: string; name: string }[]>('matches?select=id,name&is_final=is.true&cancelled_at=is.null&order=date.desc&limit=1');
    if (!final) throw new Error('the seed has no final match');
    await page.goto(`/matches/${final.id}`);
    await bar(page).getByRole('link', { name: 'Reopen Results' }).waitFor();
    for (const name of ['Invite Players', 'Collect Payments', 'Remind Unpaid', 'Import CSV', 'Edit Match', 'Call Off']) {
      expect(await bar(page).getByRole('button', { name }).count(), `${name} on a final match`).toBe(0);
    }
    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByText('Invite links are e-mailed; players answer without signing in.').waitFor();
    expect(await page.getByRole('button', { name: 'Send Invitations' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Player' }).count()).toBe(0);
    await shoot(page, `money-walk-final-match-${label}`);

    const match = await newMatch(`Washout ${label}`);
    const ann = await newPlayer('Ann', `Washout ${label}`);
    await rpc('add_match_entry', { p_match_id: match.matchId, p_player_id: ann.id }, asAdmin());
    await rpc('cancel_match', { p_match_id: match.matchId, p_reason: 'Greens flooded' }, asAdmin());
    await page.goto(`/matches/${match.matchId}`);
    await page.getByText('This match has been called off').first().waitFor();
    for (const name of ['Invite Players', 'Collect Payments', 'Remind Unpaid', 'Import CSV']) {
      expect(await bar(page).getByRole('button', { name }).count(), `${name} on a called-off match`).toBe(0);
    }
    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByText('Invite links are e-mailed; players answer without signing in.').waitFor();
    expect(await page.getByRole('button', { name: `Record payment for ${ann.name}` }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Send Invitations' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Player' }).count()).toBe(0);
    await shoot(page, `money-walk-called-off-entries-${label}`);
    await expect(
      rpc('record_payment', { p_match_id: match.matchId, p_player_id: ann.id, p_amount_cents: 1000, p_method: 'CASH', p_note: null }, asAdmin()),
    ).rejects.toThrow('This match has been called off. It takes no scores, entries or payments.');
    await context.close();
  });

  it('Add Player asks which optional games, none ticked, and the player owes only the games everyone plays', async () => {
    const match = await newMatch(`Adds ${label}`);
    const bo = await newPlayer('Bo', `Adds ${label}`);
    const { context, page } = await adminPage(viewport);
    await page.goto(`/matches/${match.matchId}`);
    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByRole('button', { name: 'Add Player' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Player' });
    await dialog.getByRole('textbox', { name: 'Search players' }).fill(bo.name);
    await dialog.getByRole('button', { name: `Add ${bo.name}` }).click();
    await dialog.getByText(`Which optional games does ${bo.name} play?`).waitFor();
    const skins = dialog.getByRole('checkbox', { name: /Skins \(Gross\)/ });
    expect(await skins.getAttribute('aria-checked')).toBe('false');
    await shoot(page, `money-walk-add-player-games-${label}`);
    await dialog.getByRole('button', { name: `Add ${bo.name}` }).click();
    await toast(page, 'Player added to match').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const balances = await rpc<{ player_id: string; due_cents: number }[]>('get_match_balances', { p_match_id: match.matchId }, asAdmin());
    expect(balances.find((row) => row.player_id === bo.id)?.due_cents).toBe(1000);
    await context.close();
  });

  it("a refund on a phone a day ahead of the club offers the club's today, and a refusal says why", async () => {
    const match = await newMatch(`Refund ${label}`);
    const cy = await newPlayer('Cy', `Refund ${label}`);
    await rpc('add_match_entry', { p_match_id: match.matchId, p_player_id: cy.id, p_match_game_ids: [] }, asAdmin());
    await rpc('record_payment', { p_match_id: match.matchId, p_player_id: cy.id, p_amount_cents: 2500, p_method: 'CASH', p_note: null }, asAdmin());
    // Kiritimati is UTC+14: its day is always ahead of New York's.
    const { context, page } = await adminPage(viewport, 'Pacific/Kiritimati');
    await page.goto(`/matches/${match.matchId}`);
    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByRole('button', { name: `Refund ${cy.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record refund' });
    const date = dialog.getByLabel('Date');
    expect(await date.inputValue()).toBe(clubToday());
    expect(await date.getAttribute('max')).toBe(clubToday());
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Venmo' }).click();
    await shoot(page, `money-walk-refund-dialog-${label}`);
    // Meanwhile another admin refunds the credit: the server refuses this one, and the toast says why.
    await rpc('record_refund', { p_match_id: match.matchId, p_player_id: cy.id, p_amount_cents: 1500, p_method: 'CASH', p_refunded_on: null, p_note: null }, asAdmin());
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await toast(page, 'Failed to record the refund: This player has no credit on this match to refund').waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await context.close();
  });
});

// The tee sheet (issue #16 item 1) on a 390 px phone against the real stack: the admin auto-builds two
// groups for 8 entrants by handicap (players without an index last, flagged), moves players by hand, sets
// a marker and saves; e-mails the tee times and every entrant's inbox has their group, partners and time
// with a calendar entry at the tee time; the printed tee sheet and group scorecards render; a player
// sees the saved groups read-only; a late entry is placed in a new group.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { matchStartInstant } from '../../src/lib/match-time';
import { signInAdmin } from './support/admin';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PHONE_390 = { width: 390, height: 844 };

type Player = { id: string; token: string; name: string; email: string };
type InboxMail = { id: string; subject?: string; text?: string; html?: string; to?: { address: string }[]; attachments?: { filename: string; generatedFileName: string }[] };

let browser: Browser;
let admin: SupabaseClient;
let matchId: string;
let matchDate: string;
const matchName = `Tee Sheet Saturday ${RUN}`;
/** Eight entrants: six with an index (gross 80 … 105), two without. */
const players: Player[] = [];

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string, gross: number | null): Promise<Player> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  if (gross !== null) {
    await call(admin, 'add_handicap_log', {
      p_player_id: session.player_id, p_date: '2026-05-01', p_course_name: 'Pine Hollow Golf Club', p_rating: 72.4, p_slope: 131, p_gross: gross,
    });
    await call(admin, 'publish_index', { p_player_id: session.player_id });
  }
  return { id: session.player_id, token: session.token, name, email };
}

async function runOutbox() {
  const key = stackEnv().serviceKey;
  await fetch(`${stackEnv().apiUrl}/functions/v1/process-email-outbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: '{}',
  });
}

async function mailTo(email: string, subject: RegExp): Promise<InboxMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await runOutbox();
    const mails = (await (await fetch(`${stackEnv().inboxUrl}/api/email`)).json()) as InboxMail[];
    const mail = mails.find((m) => m.to?.some((to) => to.address === email) && subject.test(m.subject ?? ''));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no e-mail to ${email} matching ${subject}`);
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();


async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

/** What the phone shows right now (the whole page is too tall to read at 390 px). */
async function viewShot(page: Page, name: string) {
  mkdirSync(join(process.cwd(), 'test-results', 'screenshots'), { recursive: true });
  await page.screenshot({ path: join(process.cwd(), 'test-results', 'screenshots', `${name}-view-${page.viewportSize()?.width ?? 0}.png`) });
}

/** Picks an option of a shadcn (Radix) select by the trigger's accessible name. */
async function pick(page: Page, trigger: string, option: string) {
  await page.getByRole('combobox', { name: trigger }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

type Sheet = { groups: { number: number; tee_time: string | null; marker_player_id: string | null; flight: string | null; players: { player_id: string }[] }[]; unplaced: unknown[] };
const sheetNow = () => call<Sheet>(client(), 'get_tee_sheet', { p_match_id: matchId });

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  const grosses = [80, 84, 88, 92, 96, 100, null, null];
  for (const [i, gross] of grosses.entries()) players.push(await registerPlayer(`Tee${String.fromCharCode(65 + i)} Player ${RUN}`, gross));
  matchDate = await withDb(async (db) => String((await db.query('select (private.club_today() + 3)::text as day')).rows[0].day));
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: matchName, date: matchDate, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false, start_time: '08:00' },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
  for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
});

afterAll(async () => {
  await browser?.close();
});

describe('tee sheet on a phone', () => {
  it('the admin builds two groups by handicap, moves players, sets a marker, saves and e-mails tee times', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    await signInAdmin(page);
    await page.goto(`/matches/${matchId}`);
    const section = page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await section.waitFor();
    await section.scrollIntoViewIfNeeded();
    await page.getByRole('heading', { name: 'Not in a group' }).waitFor();
    await shot(page, 'tee-sheet-empty');
    await viewShot(page, 'tee-sheet-empty');

    await page.getByRole('button', { name: 'Auto-build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-build tee sheet' });
    await dialog.getByRole('radio', { name: /By handicap/ }).click();
    await dialog.getByLabel('First tee time').fill('08:00');
    await dialog.getByLabel('Interval (minutes)').fill('10');
    await pick(page, 'Flights', '2 flights');
    await dialog.getByText('2 groups, last tee time 08:10.').waitFor();
    await viewShot(page, 'tee-sheet-auto-build');
    await dialog.getByRole('button', { name: 'Build groups' }).click();
    await toast(page, '2 groups built').waitFor();

    const group1 = page.getByRole('listitem', { name: 'Group 1' });
    const group2 = page.getByRole('listitem', { name: 'Group 2' });
    // Low index first; the two players without an index last, flagged.
    await group1.getByRole('listitem').filter({ hasText: players[0].name }).waitFor();
    await group2.getByRole('listitem').filter({ hasText: players[7].name }).waitFor();
    await expect(group2.getByText('No index').count()).resolves.toBe(2);

    // By hand: swap TeeD (group 1) and TeeE (group 2), then make TeeF group 2's marker.
    await pick(page, `Group for ${players[3].name}`, 'No group');
    await pick(page, `Group for ${players[4].name}`, 'Group 1');
    await pick(page, `Group for ${players[3].name}`, 'Group 2');
    await pick(page, 'Marker for group 2', players[5].name);
    await group2.getByLabel('Tee time for group 2').fill('08:12');
    await page.getByText('Unsaved changes').waitFor();
    await group2.scrollIntoViewIfNeeded();
    await viewShot(page, 'tee-sheet-editing-group2');
    await group1.scrollIntoViewIfNeeded();
    await viewShot(page, 'tee-sheet-editing-group1');
    await shot(page, 'tee-sheet-editing');
    await page.getByRole('button', { name: 'Save tee sheet' }).click();
    await toast(page, 'Tee sheet saved: 2 groups').waitFor();

    const saved = await sheetNow();
    expect(saved.groups.map((g) => [g.number, g.tee_time, g.flight])).toEqual([
      [1, '08:00:00', 'A'],
      [2, '08:12:00', 'B'],
    ]);
    expect(saved.groups[0].players.map((p) => p.player_id).sort()).toEqual([players[0], players[1], players[2], players[4]].map((p) => p.id).sort());
    expect(saved.groups[1].marker_player_id).toBe(players[5].id);
    expect(saved.groups[0].marker_player_id).toBe(players[0].id);

    await page.getByRole('button', { name: 'E-mail tee times' }).click();
    await page.getByRole('alertdialog', { name: 'E-mail tee times?' }).getByRole('button', { name: 'Send e-mails' }).click();
    await toast(page, 'Tee times e-mailed to 8 entrants').waitFor();
    await shot(page, 'tee-sheet-saved');
    await context.close();

    // Every entrant's inbox: their group, partners and tee time, with a calendar entry.
    for (const [i, player] of players.entries()) {
      const inGroup1 = [0, 1, 2, 4].includes(i);
      const mail = await mailTo(player.email, new RegExp(`^${matchName}: Group ${inGroup1 ? 1 : 2}`));
      expect(mail.subject).toContain(inGroup1 ? 'tee time 8:00 AM' : 'tee time 8:12 AM');
      const partners = (inGroup1 ? [0, 1, 2, 4] : [3, 5, 6, 7]).filter((j) => j !== i).map((j) => players[j].name);
      for (const partner of partners) expect(mail.text).toContain(partner);
      const ics = mail.attachments?.find((a) => a.filename === 'invite.ics');
      if (!ics) throw new Error(`no calendar entry for ${player.name}`);
      if (i === 5) {
        // The match's own event (same UID, newer SEQUENCE) moved to the group's tee time.
        const body = (await (await fetch(`${stackEnv().inboxUrl}/api/email/${mail.id}/attachment/${ics.generatedFileName}`)).text()).replace(/\r\n /g, '');
        const timeZone = await withDb(async (db) => String((await db.query('select private.club_timezone() as zone')).rows[0].zone));
        const start = matchStartInstant(matchDate, '08:12', timeZone).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
        expect(body).toContain(`DTSTART:${start}`);
        expect(body).toMatch(new RegExp(`UID:match-${matchId}@`));
        expect(Number(/SEQUENCE:(\d+)/.exec(body)?.[1])).toBeGreaterThan(0);
        // The e-mail as a phone shows it.
        const mailView = await newPage(browser, PHONE_390);
        await mailView.page.setContent(mail.html ?? '');
        await screenshot(mailView.page, 'tee-sheet-email');
        await mailView.context.close();
      }
    }
  });

  it('prints the tee sheet and the group scorecards', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    await signInAdmin(page);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByRole('menuitem', { name: 'Print tee sheet' }).click();
    const frame = page.frameLocator('#fairway-print-frame');
    await frame.getByRole('heading', { name: `${matchName} · Tee sheet` }).waitFor({ state: 'attached' });
    const printed = async () =>
      page.evaluate(() => {
        const doc = (document.getElementById('fairway-print-frame') as HTMLIFrameElement | null)?.contentDocument;
        return { html: doc?.documentElement.outerHTML ?? '', text: doc?.body.textContent ?? '' };
      });
    const sheet = await printed();
    for (const player of players) expect(sheet.text).toContain(player.name);
    expect(sheet.text).toContain('8:12 AM');
    expect(sheet.text).toContain('No index');

    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByRole('menuitem', { name: 'Print group scorecards' }).click();
    await frame.getByRole('heading', { name: `${matchName} · Group 2` }).waitFor({ state: 'attached' });
    const cards = await printed();
    expect(cards.text).toContain(`${matchName} · Group 1`);
    expect(cards.text).toContain(`${players[5].name} (marker)`);
    expect(cards.text).toContain('Stroke Index');

    for (const [name, html] of [['tee-sheet-print', sheet.html], ['tee-sheet-group-cards-print', cards.html]] as const) {
      const { page: printPage, context: printContext } = await newPage(browser, { width: 1123, height: 794 });
      await printPage.setContent(html);
      await printPage.emulateMedia({ media: 'print' });
      await screenshot(printPage, name);
      await printContext.close();
    }
    await context.close();

    // The same sheet at desktop width: groups side by side.
    const desk = await newPage(browser, DESKTOP);
    await signInAdmin(desk.page);
    await desk.page.goto(`/matches/${matchId}`);
    const heading = desk.page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await heading.waitFor();
    await desk.page.getByRole('listitem', { name: 'Group 2' }).getByRole('combobox', { name: 'Marker for group 2' }).waitFor();
    await heading.scrollIntoViewIfNeeded();
    await desk.page.mouse.wheel(0, 300);
    await viewShot(desk.page, 'tee-sheet-desktop');
    await desk.context.close();
  });

  it('a player sees the saved groups read-only; a late entry gets a group of its own', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    const me = players[6];
    await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: me.id, token: me.token }));
    await page.goto(`/matches/${matchId}`);
    const heading = page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await heading.waitFor();
    await heading.scrollIntoViewIfNeeded();
    const group2 = page.getByRole('listitem', { name: 'Group 2' });
    await group2.getByText(me.name).waitFor();
    await group2.getByText('8:12 AM').waitFor();
    await expect(page.getByRole('button', { name: 'Save tee sheet' }).count()).resolves.toBe(0);
    // The only control is the player's own partner request (open until the match starts).
    await expect(page.getByRole('combobox').count()).resolves.toBe(1);
    await pick(page, 'Ask to play with', players[7].name);
    await toast(page, `Partner request saved: ${me.name} with ${players[7].name}`).waitFor();
    await shot(page, 'tee-sheet-player-view');
    await heading.scrollIntoViewIfNeeded();
    await viewShot(page, 'tee-sheet-player-view');
    await context.close();
    const asked = await sheetNow();
    const mine = asked.groups.flatMap((g) => g.players).find((p) => p.player_id === me.id) as { partner_player_id?: string } | undefined;
    expect(mine?.partner_player_id).toBe(players[7].id);

    const late = await registerPlayer(`TeeLate Player ${RUN}`, 90);
    await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: late.id });
    const sheet = await sheetNow();
    expect(sheet.groups.map((g) => [g.number, g.tee_time, g.marker_player_id, g.players.length])).toEqual([
      [1, '08:00:00', players[0].id, 4],
      [2, '08:12:00', players[5].id, 4],
      [3, '08:24:00', late.id, 1],
    ]);
  });
});

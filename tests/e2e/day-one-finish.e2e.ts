// The rest of the organiser's day-one list against the real stack, at 390 and 1280 px: every player of a
// match (not only the group's marker) is asked to attest a finished card on My league and on the match page,
// confirms, and the prompt goes; the tee sheet's auto-build by handicap keeps the teams of a team game in one
// group and saves; the match tabs and the admin bar wrap with every label whole; the pot select reads whole;
// the TV board shows whole names at 1920 px; the settings page fills both its columns at 1280 px; the course
// form carries the par typed on step 1 into the first tee set's grid.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
const PHONE_390 = { width: 390, height: 844 };
const TV_1080 = { width: 1920, height: 1080 };
const VIEWPORTS = [
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
] as const;
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];

type Player = { id: string; token: string; name: string };
type Box = { x: number; y: number; width: number; height: number };
type Sheet = { groups: { number: number; players: { player_id: string }[] }[]; teams: { player_ids: string[] }[] };

let browser: Browser;
let admin: SupabaseClient;
let adminSession: string;
let today: string;
let inTenDays: string;

async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string): Promise<Player> {
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name };
}

async function createMatch(name: string, date: string, games: Record<string, unknown>[] = [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }]) {
  const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  return call<string>(admin, 'create_match', {
    p_match: { name, date, course_id: teeset.course_id, teeset_id: teeset.id, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: games,
  });
}

async function asPlayer(player: Player, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const session = JSON.stringify({ playerId: player.id, token: player.token });
  await opened.context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), session);
  return opened;
}

async function asAdmin(viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const expiresAt = new Date(Date.now() + 8 * 3600_000).toISOString();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminSession, expiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y >= outer.y - 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;
/** Text that is cut (an ellipsis or overflow) is wider or taller than the box that shows it. */
const clipped = (locator: Locator) =>
  locator.evaluate((element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  [today, inTenDays] = await withDb(async (db) => {
    const { rows } = await db.query('select private.club_today()::text as today, (private.club_today() + 10)::text as later');
    return [String(rows[0].today), String(rows[0].later)];
  });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(VIEWPORTS)('day-one finish on the %s', (label, viewport) => {
  it('every player, not only the marker, is asked to attest a finished card on My league and the match page', async () => {
    const ann = await registerPlayer(`Ann Marker ${label} ${RUN}`);
    const bob = await registerPlayer(`Bob Player ${label} ${RUN}`);
    const matchName = `Attest Day ${label} ${RUN}`;
    const matchId = await createMatch(matchName, today);
    for (const player of [ann, bob]) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
    // Ann marks the group; Bob finishes his card, Ann is one hole short.
    await call(admin, 'save_tee_sheet', {
      p_match_id: matchId,
      p_groups: [{ player_ids: [ann.id, bob.id], tee_time: '00:01', marker_player_id: ann.id }],
      p_method: 'MANUAL',
    });
    await call(client({ playerToken: bob.token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: bob.id, p_holes: PARS });
    await call(client({ playerToken: ann.token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.id, p_holes: [...PARS.slice(0, 17), null] });

    const { context, page } = await asPlayer(bob, viewport);
    await page.goto('/my-league');
    const homePrompt = page.getByRole('region', { name: `Attest your card for ${matchName}` });
    await homePrompt.getByText('Your card is complete: attest it').waitFor();
    await homePrompt.getByRole('button', { name: 'Attest my card' }).waitFor();
    await shoot(page, 'day-one-finish-attest-home');

    // "Check my card" opens the Scores tab, where the card carries the button itself (no second prompt above it).
    await homePrompt.getByRole('link', { name: 'Check my card' }).click();
    await page.waitForURL(new RegExp(`/matches/${matchId}\\?tab=scores`));
    await page.getByRole('tab', { name: 'Scores', selected: true }).waitFor();
    const matchPrompt = page.getByRole('region', { name: `Attest your card for ${matchName}` });
    await expect(matchPrompt.count()).resolves.toBe(0);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await matchPrompt.getByRole('button', { name: 'Attest my card' }).waitFor();
    await shoot(page, 'day-one-finish-attest-match');
    await matchPrompt.getByRole('button', { name: 'Attest my card' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Attest your card?' });
    await confirm.getByRole('button', { name: 'Attest' }).click();
    await toast(page, 'Card attested').waitFor();
    await matchPrompt.waitFor({ state: 'detached' });
    const attested = await withDb(async (db) =>
      (await db.query('select attested_at is not null as attested from public.scorecards where match_id = $1 and player_id = $2', [matchId, bob.id])).rows[0],
    );
    expect(attested).toEqual({ attested: true });
    await page.goto('/my-league');
    await page.getByRole('heading', { name: 'My league' }).waitFor();
    await expect(page.getByRole('region', { name: `Attest your card for ${matchName}` }).count()).resolves.toBe(0);
    await context.close();

    // Ann's card is one hole short: nothing to attest yet.
    const annView = await asPlayer(ann, viewport);
    await annView.page.goto(`/matches/${matchId}`);
    await annView.page.getByRole('heading', { name: matchName }).waitFor();
    await annView.page.getByRole('tab', { name: 'Overview' }).waitFor();
    await expect(annView.page.getByRole('region', { name: `Attest your card for ${matchName}` }).count()).resolves.toBe(0);
    await annView.context.close();
  });

  it("auto-build by handicap keeps each team of a team game in one group, and the sheet saves", async () => {
    const players: Player[] = [];
    for (let i = 0; i < 8; i += 1) players.push(await registerPlayer(`Team ${String.fromCharCode(65 + i)} ${label} ${RUN}`));
    const matchId = await createMatch(`Four-Ball ${label} ${RUN}`, inTenDays, [{ game_code: 'FOUR_BALL', enabled: true, buy_in: 1000, format: 'STABLEFORD' }]);
    for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
    // Partners far apart in the handicap order (no index: by name): A & H, B & G, C & F, D & E.
    await call(admin, 'save_teams', { p_match_id: matchId, p_teams: [0, 1, 2, 3].map((i) => ({ player_ids: [players[i].id, players[7 - i].id] })) });

    const { context, page } = await asAdmin(viewport);
    await page.goto(`/matches/${matchId}`);
    const sheetHeading = page.getByRole('heading', { name: 'Tee Sheet', exact: true });
    await sheetHeading.waitFor();
    await sheetHeading.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Auto-build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-build tee sheet' });
    await dialog.getByText('Team partners always share a group, whichever way you build.').waitFor();
    expect(await dialog.getByRole('radio', { name: /By handicap/ }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('button', { name: 'Build groups' }).click();
    await toast(page, '2 groups built').waitFor();
    await page.getByRole('button', { name: 'Save tee sheet' }).click();
    await toast(page, 'Tee sheet saved: 2 groups').waitFor();
    const saved = await call<Sheet>(client(), 'get_tee_sheet', { p_match_id: matchId });
    expect(saved.groups.map((group) => group.players.length)).toEqual([4, 4]);
    for (const team of saved.teams) {
      const groups = new Set(saved.groups.filter((g) => g.players.some((p) => team.player_ids.includes(p.player_id))).map((g) => g.number));
      expect(groups.size, `team ${team.player_ids.join(' & ')}`).toBe(1);
    }
    await sheetHeading.scrollIntoViewIfNeeded();
    await shoot(page, 'day-one-finish-team-tee-sheet');
    await context.close();
  });

  it('the match tabs and the admin bar wrap with every label whole', async () => {
    const players = [await registerPlayer(`Tabs One ${label} ${RUN}`), await registerPlayer(`Tabs Two ${label} ${RUN}`)];
    const matchId = await createMatch(`Tabs Day ${label} ${RUN}`, today);
    for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
    const { context, page } = await asAdmin(viewport);
    await page.goto(`/matches/${matchId}`);
    const list = page.getByRole('tablist');
    await list.getByRole('tab', { name: 'Results' }).waitFor();
    const listBox = await boxOf(list);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewport.width);
    for (const tab of await list.getByRole('tab').all()) {
      const name = await tab.textContent();
      expect(within(await boxOf(tab), listBox), `the ${name} tab sits inside the tab list`).toBe(true);
      expect(await clipped(tab), `the ${name} tab reads whole`).toBe(false);
    }

    const bar = page.getByRole('region', { name: 'Admin controls' });
    await bar.getByRole('button', { name: 'Scan Scorecard' }).waitFor();
    const barBox = await boxOf(bar);
    for (const control of await bar.locator('button, a').all()) {
      const name = (await control.textContent())?.trim();
      expect(within(await boxOf(control), barBox), `${name} sits inside the admin bar`).toBe(true);
      expect(await clipped(control), `${name} reads whole`).toBe(false);
    }
    await expect(bar.locator('[data-more-after=true]').count()).resolves.toBe(0);
    await shoot(page, 'day-one-finish-match-tabs-admin-bar');
    await context.close();
  });

  it('on /matches/new the pot select reads whole', async () => {
    const { context, page } = await asAdmin(viewport);
    await page.goto('/matches/new');
    for (const game of ['Nassau', 'Stableford v2', 'Skins (Gross)']) {
      const pot = page.getByRole('combobox', { name: `${game} pot`, exact: true });
      await pot.scrollIntoViewIfNeeded();
      const value = pot.locator('[data-slot="select-value"]');
      expect(await value.textContent()).toMatch(/^(Per entry \(optional\)|Per player \(all pay\)|Flat \(league-funded\))$/);
      expect(await clipped(value), `${game}: the pot reads whole`).toBe(false);
    }
    // The longest option too.
    await page.getByRole('checkbox', { name: 'Nassau', exact: true }).check();
    const nassau = page.getByRole('combobox', { name: 'Nassau pot', exact: true });
    await nassau.click();
    await page.getByRole('option', { name: 'Per player (all pay)' }).click();
    await expect(nassau.locator('[data-slot="select-value"]').textContent()).resolves.toBe('Per player (all pay)');
    expect(await clipped(nassau.locator('[data-slot="select-value"]'))).toBe(false);
    await nassau.scrollIntoViewIfNeeded();
    await shoot(page, 'day-one-finish-pot-select');
    await context.close();
  });

  it('the settings page fills its columns (no empty column at 1280 px)', async () => {
    const { context, page } = await asAdmin(viewport);
    await page.goto('/admin/settings');
    const columns = page.getByTestId('settings-columns');
    await columns.locator('[data-slot="card"]').nth(5).waitFor();
    const cards = await Promise.all((await columns.locator(':scope > *').all()).map(boxOf));
    const lefts = [...new Set(cards.map((card) => Math.round(card.x)))];
    if (viewport === DESKTOP) {
      expect(lefts).toHaveLength(2);
      const bottom = (left: number) => Math.max(...cards.filter((card) => Math.round(card.x) === left).map((card) => card.y + card.height));
      const [a, b] = lefts.map(bottom);
      const top = Math.min(...cards.map((card) => card.y));
      // Balanced: the shorter column reaches at least 80% of the taller one's height.
      expect(Math.min(a, b) - top).toBeGreaterThan(0.8 * (Math.max(a, b) - top));
    } else {
      expect(lefts).toHaveLength(1);
    }
    await shoot(page, 'day-one-finish-settings');
    await context.close();
  });

  it('the course form carries the par typed on step 1 into the first tee set', async () => {
    const { context, page } = await asAdmin(viewport);
    await page.goto('/admin/courses');
    await page.getByRole('button', { name: 'Add Course' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Course' });
    await dialog.getByLabel('Course name').fill(`Short Links ${label} ${RUN}`);
    await dialog.getByLabel('Front 9 par').fill('35');
    await dialog.getByLabel('Back 9 par').fill('34');
    await dialog.getByRole('switch', { name: 'Add the first tee set now' }).click();
    await dialog.getByRole('button', { name: 'Next: Tee Set' }).click();
    const teeStep = page.getByRole('dialog', { name: 'First Tee Set' });
    const pars = await Promise.all(
      Array.from({ length: 18 }, (_, hole) => teeStep.getByRole('textbox', { name: `Hole ${hole + 1} par` }).inputValue().then(Number)),
    );
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect([sum(pars.slice(0, 9)), sum(pars.slice(9))]).toEqual([35, 34]);
    await teeStep.getByText('Total par 69 · SI = stroke index (1 = hardest hole)').waitFor();
    await shoot(page, 'day-one-finish-course-par');
    await context.close();
  });
});

describe('the TV board', () => {
  it('shows whole names at 1920 px', { timeout: 120_000 }, async () => {
    const long = [
      await registerPlayer(`Bartholomew Fitzwilliam-Montgomery ${RUN}`),
      await registerPlayer(`Maximiliana Oppenheimer-Castellanos ${RUN}`),
    ];
    const matchId = await createMatch(`TV Names ${RUN}`, today, [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
      { game_code: 'NASSAU', enabled: true, buy_in: 500 },
    ]);
    for (const player of long) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
    await call(client({ playerToken: long[0].token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: long[0].id, p_holes: PARS });
    await call(client({ playerToken: long[1].token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: long[1].id, p_holes: PARS.map((p, i) => (i % 3 ? p : p + 1)) });

    const { context, page } = await newPage(browser, TV_1080);
    await page.goto(`/matches/${matchId}/board/tv`);
    const panel = page.getByTestId('board-tv-panel');
    const seen = new Set<string>();
    // The TV rotates through the games: check each panel's names as it comes round.
    for (let turn = 0; turn < 4 && seen.size < 3; turn += 1) {
      await panel.locator('th[scope=row]').first().waitFor();
      const tab = (await panel.getAttribute('data-tab')) ?? '';
      if (!seen.has(tab)) {
        seen.add(tab);
        for (const cell of await panel.locator('th[scope=row]').all()) {
          expect(await clipped(cell), `${tab}: ${(await cell.textContent())?.trim()} reads whole`).toBe(false);
        }
        await expectNoSidewaysScroll(page);
        await shoot(page, `day-one-finish-tv-${tab}`);
      }
      await page.waitForFunction((current) => document.querySelector('[data-testid="board-tv-panel"]')?.getAttribute('data-tab') !== current, tab, {
        timeout: 30_000,
      }).catch(() => undefined);
    }
    expect(seen.size).toBeGreaterThan(0);
    await context.close();
  });
});

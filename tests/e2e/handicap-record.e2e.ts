// Issue 18 "Done when", the record's half: a new member given a provisional 18.0 receives the right strokes on
// the match's scorecard; finalizing posts each finisher's card to their record as a league round with the
// right differential (net double bogey applied); a member cannot delete that round; an admin removes it with
// a reason and the audit log shows it.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseHandicap, differential, strokesPerHole } from '../../src/domain/handicap';
import { adjustedGrossScore, postingCourseHandicap } from '../../src/domain/handicap-posting';
import { pointsForHole, type StablefordTableId } from '../../src/domain/stableford';
import type { HoleInput } from '../../src/domain/types';
import { formatDate } from '../../src/lib/format';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PHONE_390 = { width: 390, height: 844 };

type Player = { id: string; token: string; name: string; index: number | null; card: number[] };
type Tee = { course: string; rating: number; slope: number; holes: HoleInput[] };

let browser: Browser;
let admin: SupabaseClient;
let tee: Tee;
let today: string;
let matchId: string;
const matchName = `Handicap Record E2E ${RUN}`;
let ann: Player;
let bob: Player;
let nia: Player;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(error.message);
  return data as T;
}

/** A member; with `grossForIndex` an admin logs one round and publishes the index it gives. */
async function member(name: string, grossForIndex: number | null): Promise<Player> {
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  let index: number | null = null;
  if (grossForIndex !== null) {
    await call(admin, 'add_handicap_log', {
      p_player_id: session.player_id,
      p_date: '2026-05-01',
      p_course_name: 'Elsewhere Links',
      p_rating: 70.0,
      p_slope: 113,
      p_gross: grossForIndex,
    });
    index = Number((await call<{ league_index: number }>(admin, 'publish_index', { p_player_id: session.player_id })).league_index);
  }
  return { id: session.player_id, token: session.token, name, index, card: [] };
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const scorecardOf = (page: Page, player: Player) => page.getByRole('group', { name: player.name, exact: true });
const cardTitled = (page: Page, title: string) =>
  page.locator('[data-slot="card"]').filter({ has: page.locator('[data-slot="card-title"]', { hasText: title }) });
const roundActions = (page: Page) => page.getByRole('button', { name: `Actions for the round on ${formatDate(today)} at ${tee.course}` });

async function signInAdmin(page: Page) {
  await page.goto('/');
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByLabel('Admin PIN').fill(stackEnv().adminPin);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

async function asPlayer(context: BrowserContext, player: Player) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
}

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

/** The differential the league round must carry: adjusted gross (net double bogey) on the match's tee. */
function expectedDifferential(player: Player): number {
  const adjusted = adjustedGrossScore(player.card, tee.holes, postingCourseHandicap(player.index, tee.holes, tee.rating, tee.slope));
  if (adjusted === null) throw new Error(`${player.name}'s card is incomplete`);
  return differential(adjusted, tee.rating, tee.slope);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  ({ today, tee } = await withDb(async (db) => {
    const row = (
      await db.query(
        `select private.club_today()::text as today, c.name, t.rating::float8 as rating, t.slope, t.par_by_hole, t.stroke_index_by_hole
         from public.teesets t join public.courses c on c.id = t.course_id where t.id = $1`,
        [TEESET_ID],
      )
    ).rows[0];
    const holes = (row.par_by_hole as number[]).map((par, i) => ({ par, strokeIndex: (row.stroke_index_by_hole as number[])[i] ?? 0 }));
    return { today: String(row.today), tee: { course: String(row.name), rating: Number(row.rating), slope: Number(row.slope), holes } };
  }));
  ann = await member(`Ann Record ${RUN}`, 88);
  bob = await member(`Bob Record ${RUN}`, 95);
  nia = await member(`Nia Newcomer ${RUN}`, null);
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: matchName, date: today, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 0 }],
  });
  for (const player of [ann, bob, nia]) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
});

afterAll(async () => {
  await browser?.close();
});

describe('handicap record', () => {
  it('a new member given a provisional 18.0 receives the right strokes on the match scorecard', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/players/${nia.id}`);
    const playing = cardTitled(page, 'Playing index');
    await playing.getByText('No index').waitFor();
    await playing.getByRole('button', { name: 'Set index' }).click();
    const dialog = page.getByRole('dialog', { name: `Set index for ${nia.name}` });
    await dialog.getByLabel('Index').fill('54.5');
    await dialog.getByRole('button', { name: 'Save index' }).click();
    await dialog.getByText('Index must be a number between -10.0 and 54.0 with at most one decimal (a plus index is negative)').waitFor();
    await dialog.getByLabel('Index').fill('18.0');
    await dialog.getByRole('radio', { name: /Provisional/ }).check();
    await dialog.getByRole('button', { name: 'Save index' }).click();
    await toast(page, 'Provisional index 18.0 set').waitFor();
    nia.index = 18;
    const info = cardTitled(page, 'Player Information');
    await info.getByText('HI 18.0', { exact: true }).waitFor();
    await info.getByText('Provisional', { exact: true }).waitFor();
    await shot(page, 'hcprecord-provisional-index');

    // The tee sheet's read says where the index came from.
    const sheet = await call<{ unplaced: { player_id: string; league_index: number | null; index_source: string | null }[] }>(client(), 'get_tee_sheet', {
      p_match_id: matchId,
    });
    expect(sheet.unplaced.find((p) => p.player_id === nia.id)).toMatchObject({ league_index: 18, index_source: 'PROVISIONAL' });

    // The match's scorecard: course handicap from 18.0 at the league's allowance, a stroke on each hole up to it.
    const settings = await call<{ allowancePct: number | string }>(client(), 'get_public_settings');
    const par = tee.holes.reduce((sum, h) => sum + h.par, 0);
    const expected = courseHandicap(18, tee.slope, tee.rating, par, Number(settings.allowancePct)).value;
    const strokes = strokesPerHole(expected, tee.holes.map((h) => h.strokeIndex));
    await page.goto(`/admin/matches/${matchId}/results`);
    const card = scorecardOf(page, nia);
    await card.getByText(`Course handicap ${expected}`, { exact: true }).waitFor();
    for (const n of [1, 2]) {
      expect(await card.getByRole('img', { name: `Receives ${n} ${n === 1 ? 'stroke' : 'strokes'}`, exact: true }).count()).toBe(
        strokes.filter((s) => s === n).length,
      );
    }
    expect(await card.getByText('Plays off 0').count()).toBe(0);

    // The tee sheet's printed group scorecard gives her the same course handicap and strokes.
    await call(admin, 'save_tee_sheet', {
      p_match_id: matchId,
      p_groups: [{ player_ids: [ann.id, bob.id, nia.id], tee_time: '08:00', marker_player_id: ann.id, flight: null }],
    });
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: 'Print' }).click();
    await page.getByRole('menuitem', { name: 'Print group scorecards' }).click();
    await page.frameLocator('#fairway-print-frame').getByRole('heading', { name: `${matchName} · Group 1` }).waitFor({ state: 'attached' });
    const printedRow = await page.evaluate((name) => {
      const doc = (document.getElementById('fairway-print-frame') as HTMLIFrameElement | null)?.contentDocument;
      const row = [...(doc?.querySelectorAll('tr.fws-player') ?? [])].find((tr) => tr.querySelector('th')?.textContent?.includes(name));
      return {
        head: row?.querySelector('th')?.textContent ?? '',
        ones: row?.querySelectorAll('[aria-label="1 stroke"]').length ?? -1,
        twos: row?.querySelectorAll('[aria-label="2 strokes"]').length ?? -1,
      };
    }, nia.name);
    expect(printedRow.head).toContain(`CH ${expected}`);
    expect([printedRow.ones, printedRow.twos]).toEqual([strokes.filter((s) => s === 1).length, strokes.filter((s) => s === 2).length]);
    await context.close();
  });

  it('finalizing posts each finisher’s card as a league round with the right differential', async () => {
    // Ann blows up the 1st (a 10), Bob is steady, Nia takes 9s on the par 3s: the caps at net double bogey matter.
    ann.card = tee.holes.map((h, i) => (i === 0 ? 10 : h.par + 1));
    bob.card = tee.holes.map((h) => h.par + 2);
    nia.card = tee.holes.map((h) => (h.par === 3 ? 9 : h.par + 2));
    for (const player of [ann, bob, nia]) {
      await call(client({ playerToken: player.token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: player.id, p_holes: player.card });
    }
    expect(adjustedGrossScore(ann.card, tee.holes, postingCourseHandicap(ann.index, tee.holes, tee.rating, tee.slope))).toBeLessThan(
      ann.card.reduce((s, v) => s + v, 0),
    );

    // The live board scores Nia off her provisional 18.0: net Stableford points with her strokes.
    const settings = await call<{ allowancePct: number | string; stablefordTable: StablefordTableId; extra: Record<string, string> }>(client(), 'get_public_settings');
    const allowance = Number((JSON.parse(settings.extra.allowanceByGame ?? '{}') as Record<string, number>).STB_V2 ?? settings.allowancePct);
    const par = tee.holes.reduce((sum, h) => sum + h.par, 0);
    const niaStrokes = strokesPerHole(courseHandicap(18, tee.slope, tee.rating, par, allowance).value, tee.holes.map((h) => h.strokeIndex));
    const niaNetPoints = nia.card.reduce((sum, gross, i) => sum + pointsForHole(gross - (niaStrokes[i] ?? 0), tee.holes[i]?.par ?? 0, settings.stablefordTable), 0);
    const board = await newPage(browser, PHONE_390);
    await board.page.goto(`/matches/${matchId}/board`);
    const niaRow = board.page.getByTestId('board-stableford-row').filter({ hasText: nia.name });
    await niaRow.waitFor();
    // The row's cells follow the column headers, the player's name (a row header) left out.
    const table = board.page.getByRole('table').filter({ has: niaRow });
    const headers = (await table.getByRole('columnheader').allTextContents()).map((text) => text.trim()).filter((text) => text !== 'Player');
    const cells = (await niaRow.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(cells[headers.indexOf('Net pts')]).toBe(String(niaNetPoints));
    await shot(board.page, 'hcprecord-live-board');
    await board.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/admin/matches/${matchId}/results`);
    await page.getByRole('heading', { name: 'Score Entry' }).waitFor();
    const finalize = page.getByRole('button', { name: 'Finalize Match' });
    await expect.poll(() => finalize.isEnabled(), { timeout: 15_000 }).toBe(true);
    await finalize.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize Match' }).click();
    await toast(page, 'Match finalized').waitFor();

    for (const player of [ann, bob, nia]) {
      await page.goto(`/players/${player.id}`);
      const row = page.getByRole('row').filter({ has: page.locator('[data-source="LEAGUE"]') });
      await row.waitFor();
      expect(await row.count()).toBe(1);
      await expect(row.textContent()).resolves.toContain(expectedDifferential(player).toFixed(2));
      await expect(row.textContent()).resolves.toContain(tee.course);
    }
    await shot(page, 'hcprecord-league-round');
    await context.close();
  });

  it('a member cannot delete a league round; an admin removes it with a reason, audited', async () => {
    const member = await newPage(browser, PHONE_390);
    await asPlayer(member.context, ann);
    await member.page.goto(`/players/${ann.id}`);
    await roundActions(member.page).click();
    const refusal = member.page.getByRole('menuitem', { name: 'League rounds can be removed only by an admin' });
    await refusal.waitFor();
    await expect(refusal.getAttribute('aria-disabled')).resolves.toBe('true');
    await shot(member.page, 'hcprecord-member-cannot-delete-390');
    await member.context.close();
    const leagueRound = await withDb(async (db) =>
      String((await db.query(`select id from public.handicap_logs where player_id = $1 and match_id = $2`, [ann.id, matchId])).rows[0].id),
    );
    await expect(call(client({ playerToken: ann.token }), 'delete_handicap_log', { p_id: leagueRound })).rejects.toThrow(
      'League rounds can be removed only by an admin',
    );

    // Ann's record without this round: 17.5 → 18.0. With the flag threshold at 0.1 that rise is flagged.
    await call(admin, 'upsert_admin_setting', { p_key: 'indexRiseAlert', p_value: '0.1' });
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/players/${ann.id}`);
    await roundActions(page).click();
    await page.getByRole('menuitem', { name: 'Remove…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove round' });
    await expect(dialog.getByRole('button', { name: 'Remove round' }).isDisabled()).resolves.toBe(true);
    const reason = `Card belonged to another player ${RUN}`;
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: 'Remove round' }).click();
    await toast(page, 'Handicap log deleted successfully').waitFor();
    await roundActions(page).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Index rose after a change' }).getByText('Suggested index rose from 17.5 to 18.0 after a change to the record').waitFor();
    await page.goto('/admin');
    const flags = page.getByTestId('handicap-alerts');
    await flags.getByRole('link', { name: ann.name }).waitFor();
    await shot(page, 'hcprecord-dashboard-flag');
    await flags.getByRole('button', { name: 'Dismiss' }).first().click();
    await toast(page, 'Flag dismissed').waitFor();
    await call(admin, 'upsert_admin_setting', { p_key: 'indexRiseAlert', p_value: '0.5' });

    await page.goto('/admin/audit');
    const audited = page.getByRole('row').filter({ hasText: reason }).first();
    await audited.waitFor();
    await expect(audited.textContent()).resolves.toContain('Handicap log deleted');
    await expect(audited.textContent()).resolves.toContain('source: LEAGUE');
    await shot(page, 'hcprecord-audit');
    await context.close();
  });
});

// Issue #16 item 3, a live board for every game, against the real stack: an anonymous watcher opens the
// shared board on a 390 px phone; scores saved through the API (save_hole_scores, the marker's call)
// appear on it within 10 s; the board's skins, Nassau and provisional money match the engine (computed
// here with src/domain from what the public API says about the match); the Share dialog has the link and
// its QR code; the group filter keeps one group; TV mode renders at 1920×1080 and 1280×720 and rotates;
// a finished match shows its final results.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngineInput, scoringSettingsFrom, type MatchSource, type SettingsSource } from '../../src/domain/engine-input';
import { formatCents } from '../../src/domain/money';
import { scoreMatch } from '../../src/domain/score-match';
import { livePayouts } from '../../src/features/scoring/lib/board-model';
import type { MatchScore } from '../../src/domain/types';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { APP_URL, DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const PHONE_390 = { width: 390, height: 844 };
const TV_1080 = { width: 1920, height: 1080 };
const TV_720 = { width: 1280, height: 720 };

/** Strokes over par per player and hole (holes 1–12): ties, outright wins and carries for the skins. */
const OVER_PAR: Record<string, number[]> = {
  ann: [0, -1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 1],
  bob: [0, 0, 0, 0, -1, 1, 0, 0, 1, 0, 1, 0],
  cy: [1, 0, 0, 0, 0, 0, 0, 1, 0, -1, 0, 0],
  dee: [2, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
};
/** Eight more players, so the TV shows a full screen: bogeys and pars, never a birdie, no skin changes hands. */
const EXTRAS = Array.from({ length: 8 }, (_, i) => `extra${i + 1}`);
for (const [i, key] of EXTRAS.entries()) OVER_PAR[key] = Array.from({ length: 12 }, (_, h) => ((i + h) % 3 === 0 ? 1 : 0) + (h === i ? 1 : 0));

type Player = { key: string; id: string; name: string };

let browser: Browser;
let admin: SupabaseClient;
let players: Player[];
let matchId: string;
let finalId: string;
let groupOneId: string;
const matchName = `Board Live ${RUN}`;
const finalName = `Board Final ${RUN}`;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(key: string, gross: number): Promise<Player> {
  const name = `${key[0]?.toUpperCase()}${key.slice(1)} Board ${RUN}`;
  const session = await call<{ player_id: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${key}.board.${RUN}@example.com`,
    p_ghin: digits(),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  await call(admin, 'add_handicap_log', { p_player_id: session.player_id, p_date: '2026-05-01', p_course_name: 'Pine Hollow Golf Club', p_rating: 72.4, p_slope: 131, p_gross: gross });
  await call(admin, 'publish_index', { p_player_id: session.player_id });
  return { key, id: session.player_id, name };
}

/** One hole for the whole field, as a marker's screen saves it. */
async function saveHole(id: string, hole: number, only?: readonly string[]) {
  const scores = players
    .filter((p) => !only || only.includes(p.key))
    .map((p) => ({ player_id: p.id, strokes: (PARS[hole - 1] ?? 4) + (OVER_PAR[p.key]?.[hole - 1] ?? 0) }));
  // A call saves one group's hole: at most five players.
  for (let at = 0; at < scores.length; at += 5) await call(admin, 'save_hole_scores', { p_match_id: id, p_hole: hole, p_scores: scores.slice(at, at + 5) });
}

/** The engine's score of the match from what an anonymous visitor can read: the browser's path. */
async function engineScore(id: string): Promise<MatchScore> {
  const anon = client();
  const shell = await call<Omit<MatchSource, 'entries' | 'scorecards'>>(anon, 'get_match_detail', { p_match_id: id });
  const entries = await call<MatchSource['entries']>(anon, 'get_match_entries', { p_match_id: id });
  const cards = await call<{ scorecards: MatchSource['scorecards'] }>(anon, 'get_match_scorecards', { p_match_id: id });
  const settings = await call<SettingsSource>(anon, 'get_public_settings');
  const built = buildEngineInput({ ...shell, entries, scorecards: cards.scorecards }, { settings: scoringSettingsFrom(settings) });
  if (!built.ok) throw new Error(built.problem);
  return scoreMatch(built.input);
}

const nameOf = (id: string | null) => players.find((p) => p.id === id)?.name ?? '';
/**
 * Money if the round ended now, from the engine's score: a skin is paid once every player who could tie its hole
 * has played it, and each Nassau part goes to the leaders the Nassau tab names (board-model's livePayouts).
 */
const totalWon = (score: MatchScore, playerId: string) =>
  livePayouts(score, PARS).reduce((sum, payout) => sum + (payout.playerId === playerId ? payout.payoutCents : 0), 0);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

async function moneyTotals(page: Page): Promise<Record<string, string>> {
  await openTab(page, 'Money');
  const rows = page.getByTestId('board-money-row');
  const totals: Record<string, string> = {};
  for (let i = 0; i < (await rows.count()); i += 1) {
    const row = rows.nth(i);
    totals[(await row.locator('th').textContent()) ?? ''] = (await row.getByTestId('board-money-total').textContent()) ?? '';
  }
  return totals;
}

async function expectBoardMatchesEngine(page: Page, id: string) {
  const score = await engineScore(id);
  // Money if the round ended now: every player's total is the engine's (as the live board prices it).
  const expected = Object.fromEntries(players.map((p) => [p.name, formatCents(totalWon(score, p.id))]));
  await expect.poll(() => moneyTotals(page), { timeout: 12_000 }).toEqual(expected);
  expect(Object.values(expected).some((value) => value !== '$0.00')).toBe(true);

  // Skins: the engine's winner of each hole, and the carry.
  await openTab(page, 'Skins (gross)');
  const skins = score.games.find((g) => g.code === 'SKINS_GROSS')?.explanation;
  if (skins?.kind !== 'skins') throw new Error('no skins game');
  for (const hole of skins.holes) {
    // The grid shows first names (each unique in this field); a hole someone could still tie is only a lead.
    const first = nameOf(hole.winnerId).split(' ')[0];
    const stillToPlay = score.players.some((player) => player.gross[hole.hole - 1] == null);
    const won = hole.outcome === 'won' ? (stillToPlay ? `${first} leads` : first) : null;
    const text = won ?? (hole.outcome === 'tied' ? 'Tied' : '—');
    expect(await page.getByTestId(`skins-hole-${hole.hole}`).textContent(), `hole ${hole.hole}`).toBe(text);
  }
  expect(skins.holes.some((h) => h.outcome === 'won')).toBe(true);

  // Nassau: the front nine is complete for everyone, so it is decided by the engine's winners.
  await openTab(page, 'Nassau');
  const nassau = score.games.find((g) => g.code === 'NASSAU')?.explanation;
  if (nassau?.kind !== 'nassau') throw new Error('no Nassau game');
  const front = nassau.parts.find((p) => p.part === 'front');
  const frontStatus = await page.getByTestId('nassau-front').getByTestId('nassau-status').textContent();
  expect(front?.winnerIds.length).toBeGreaterThan(0);
  expect(frontStatus).toContain(`Won by ${front?.winnerIds.map(nameOf).join(' and ')}`);
  expect(await page.getByTestId('nassau-back').getByTestId('nassau-status').textContent()).toMatch(/leads? at [−+E]/);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  players = [await registerPlayer('ann', 84), await registerPlayer('bob', 92), await registerPlayer('cy', 88), await registerPlayer('dee', 99)];
  for (const [i, key] of EXTRAS.entries()) players.push(await registerPlayer(key, 100 + i));
  const today = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  const games = [
    { game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' },
    { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500, pot_calc: 'PER_PLAYER' },
    { game_code: 'NASSAU', enabled: true, buy_in: 900, pot_calc: 'PER_PLAYER' },
    { game_code: 'STROKE_PLAY', enabled: true, buy_in: 600, pot_calc: 'PER_PLAYER' },
  ];
  const create = (name: string) =>
    call<string>(admin, 'create_match', {
      p_match: { name, date: today, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false, capacity: 16 },
      p_games: games,
    });
  matchId = await create(matchName);
  finalId = await create(finalName);
  for (const id of [matchId, finalId]) for (const p of players) await call(admin, 'add_match_entry', { p_match_id: id, p_player_id: p.id });

  // Three groups with flights (the tee sheet's own screens are another slice's; here they are rows):
  // Ann and Bob; Cy, Dee and three more; the last five.
  groupOneId = await withDb(async (db) => {
    const groups: string[] = [];
    for (const [number, time, flight, members] of [
      [1, '08:00', 'A', players.slice(0, 2)],
      [2, '08:10', 'B', players.slice(2, 7)],
      [3, '08:20', 'B', players.slice(7)],
    ] as const) {
      const group = await db.query(`insert into public.match_groups (match_id, number, tee_time, flight) values ($1, $2, $3, $4) returning id`, [matchId, number, time, flight]);
      groups.push(group.rows[0].id as string);
      await db.query(`update public.match_entries set group_id = $3 where match_id = $1 and player_id = any($2::uuid[])`, [matchId, members.map((p) => p.id), group.rows[0].id]);
    }
    return groups[0] ?? '';
  });

  for (let hole = 1; hole <= 10; hole += 1) await saveHole(matchId, hole);
  await saveHole(matchId, 11, ['ann', 'bob']);
  for (let hole = 1; hole <= 12; hole += 1) await saveHole(finalId, hole);
});

afterAll(async () => {
  await browser?.close();
});

describe('live board', () => {
  it('an anonymous watcher on a phone sees saved scores within 10 s, and the board matches the engine', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    await page.goto(`/matches/${matchId}/board`);
    await page.getByRole('heading', { name: matchName }).waitFor();
    const annRow = page.getByTestId('board-stableford-row').filter({ hasText: players[0]?.name ?? '' });
    await expect.poll(async () => (await annRow.locator('td').nth(1).textContent()) ?? '').toBe('11');
    await screenshot(page, 'board-stableford');

    // Hole 12 for Ann and Bob, saved through the API while the watcher looks.
    await saveHole(matchId, 12, ['ann', 'bob']);
    const saved = Date.now();
    await annRow.locator('td').nth(1).filter({ hasText: /^12$/ }).waitFor({ timeout: 12_000 });
    const seenAfter = Date.now() - saved;
    // One poll interval (8 s) plus the poll's own answer: within the 10 s.
    expect(seenAfter).toBeLessThanOrEqual(10_000);

    await expectBoardMatchesEngine(page, matchId);
    await openTab(page, 'Skins (gross)');
    await page.getByTestId('skins-carry').waitFor();
    await screenshot(page, 'board-skins');
    await openTab(page, 'Nassau');
    await screenshot(page, 'board-nassau');
    await openTab(page, 'Money');
    await page.getByText('Provisional: what each player would win if the round ended now.', { exact: false }).waitFor();
    await screenshot(page, 'board-money');
    // The skins grid scrolls sideways inside its card; the page itself never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  it('Share gives the board link and its QR code; the group filter keeps one group', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(`/matches/${matchId}?tab=live`);
    await page.getByRole('tab', { name: 'Stableford' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share the live board' });
    const url = `${APP_URL}/matches/${matchId}/board`;
    expect(await dialog.getByRole('textbox', { name: 'Board link' }).inputValue()).toBe(url);
    await dialog.getByRole('img', { name: `QR code of the board link ${url}` }).waitFor();
    await screenshot(page, 'board-share');
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Show players' }).click();
    await page.getByRole('option', { name: 'Group 1 · 08:00' }).click();
    await expect.poll(() => page.getByTestId('board-stableford-row').count()).toBe(2);
    const shown = await page.getByTestId('board-stableford-row').locator('th').allTextContents();
    expect(shown.sort()).toEqual([players[0]?.name, players[1]?.name].sort());
    expect(groupOneId).toBeTruthy();
    await screenshot(page, 'board-match-tab-group');
    await context.close();

    // The match page's Live tab on a phone: the same board, nothing wider than the screen.
    const phone = await newPage(browser, PHONE_390);
    await phone.page.goto(`/matches/${matchId}?tab=live`);
    await phone.page.getByTestId('board-stableford-row').first().waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone.page, 'board-match-tab');
    await phone.context.close();
  });

  it('TV mode renders in large type at 1920×1080 and 1280×720 and rotates through the games', { timeout: 150_000 }, async () => {
    for (const viewport of [TV_1080, TV_720]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/matches/${matchId}/board/tv`);
      await page.getByRole('heading', { name: matchName, level: 1 }).waitFor();
      const panel = page.getByTestId('board-tv-panel');
      expect(await panel.getAttribute('data-tab')).toBe('stableford');
      // No site header, no buttons: a screen, not an app.
      expect(await page.getByRole('button').count()).toBe(0);
      expect(await page.getByRole('navigation').count()).toBe(0);
      // A screen nobody scrolls: the Stableford board (as many rows as the screen holds) fits.
      expect(await page.evaluate(() => [document.documentElement.scrollWidth <= window.innerWidth, document.documentElement.scrollHeight <= window.innerHeight])).toEqual([true, true]);
      expect(await page.getByTestId('board-stableford-row').count()).toBe(viewport === TV_1080 ? 11 : 9);
      const fontSize = await page.getByTestId('board-stableford-row').first().locator('td').first().evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(20);
      await screenshot(page, 'board-tv');
      // Every game fits the tight 720 px screen; the big one rotates to the skins.
      for (const tab of viewport === TV_720 ? ['SKINS_GROSS', 'NASSAU', 'stroke', 'money'] : ['SKINS_GROSS']) {
        await expect.poll(() => panel.getAttribute('data-tab'), { timeout: 20_000, interval: 500 }).toBe(tab);
        expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), tab).toBe(true);
        await screenshot(page, `board-tv-${tab}`);
      }
      await context.close();
    }
  });

  it('a finished match shows its final results, not provisional money, with a link to them', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const token = await adminToken();
    const response = await fetch(`${apiUrl}/functions/v1/finalize-match`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'x-admin-token': token },
      body: JSON.stringify({ matchId: finalId }),
    });
    expect(response.status, await response.text()).toBe(200);
    const stored = await call<{ player_id: string; payout_cents: number }[]>(client(), 'get_match_results', { p_match_id: finalId });

    const { context, page } = await newPage(browser, PHONE_390);
    await page.goto(`/matches/${finalId}/board`);
    await page.getByText('Final results').first().waitFor();
    expect(await page.getByText('Live · provisional').count()).toBe(0);
    const expected = Object.fromEntries(
      players.map((p) => [p.name, formatCents(stored.filter((r) => r.player_id === p.id).reduce((sum, r) => sum + r.payout_cents, 0))]),
    );
    expect(await moneyTotals(page)).toEqual(expected);
    await page.getByText('Final: the payouts stored when the match was finalized.').waitFor();
    await screenshot(page, 'board-final');
    await page.getByRole('link', { name: 'See the results' }).click();
    await page.waitForURL((url) => url.pathname === `/matches/${finalId}`);
    await context.close();
  });
});

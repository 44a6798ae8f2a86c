// Scoring end to end against the real stack: score entry with the live leaderboard, results with
// the payout preview, finalize (refused while unpaid, then accepted), profiles showing payouts, the
// read-only final match page, reopen, and offline-first score entry with its service worker.
import { readFileSync } from 'node:fs';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money';
import { MATCH_FINALIZED_MESSAGE } from '../../src/domain/scorecard';
import { scoreMatch } from '../../src/domain/score-match';
import type { MatchDetail, MatchResult, MatchScorecard, MatchShell } from '../../src/api/matches/get-match-detail';
import { withBalances, type EntryBalance, type EntryRow } from '../../src/api/matches/entry-balances';
import { buildEngineInput } from '../../src/domain/engine-input';
import { resultRowsFromScore } from '../../src/domain/result-rows';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
const HOLE_COLUMNS = PARS.map((_, i) => `hole_${i + 1}`).join(',');

type Player = { id: string; token: string; name: string };

let browser: Browser;
let admin: SupabaseClient;
let adminSession: string;
let ann: Player;
let bob: Player;
let matchId: string;
const matchName = `Scoring E2E ${RUN}`;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string, gross: number): Promise<Player> {
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
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
  return { id: session.player_id, token: session.token, name };
}

/** The match as the app's scoring sees it: the page's three parts and the scorecards, as the admin. */
async function detailNow(): Promise<MatchDetail> {
  const args = { p_match_id: matchId };
  const [shell, rows, balances, results, cards] = await Promise.all([
    call<MatchShell>(admin, 'get_match_detail', args),
    call<EntryRow[]>(admin, 'get_match_entries', args),
    call<EntryBalance[]>(admin, 'get_match_balances', args),
    call<MatchResult[]>(admin, 'get_match_results', args),
    call<{ scorecards: MatchScorecard[] }>(admin, 'get_match_scorecards', args),
  ]);
  const entries = withBalances(rows, balances);
  if (!entries) throw new Error('entries and balances disagree');
  return { ...shell, entries, results, scorecards: cards.scorecards };
}
const cardOf = async (playerId: string) => (await detailNow()).scorecards.find((c) => c.player_id === playerId)?.holes ?? null;

async function scorecardUploads(playerId: string): Promise<number> {
  const rows = await call<{ action: string; target_id: string; details: { player_id?: string } }[]>(admin, 'get_audit_log', {
    p_group: 'SCORECARD',
    p_limit: 500,
  });
  return rows.filter((r) => r.action === 'SCORECARD_UPLOADED' && r.target_id === matchId && r.details?.player_id === playerId).length;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const hole = (page: Page, player: Player, n: number) => page.getByRole('spinbutton', { name: `${player.name}, hole ${n}`, exact: true });
const leaderboardRows = (page: Page) => page.getByTestId('leaderboard-row');

async function signInAdmin(page: Page) {
  await page.goto('/');
  // Phones keep the header actions in the menu sheet.
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Admin', exact: true }).click();
  await page.getByLabel('Admin PIN').fill(stackEnv().adminPin);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

async function withPlayerSession(context: BrowserContext, player: Player) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
}

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  ann = await registerPlayer(`Ann Scorer ${RUN}`, 85);
  bob = await registerPlayer(`Bob Scorer ${RUN}`, 92);
  // Played today (club time zone): players write their own cards from the match day on.
  const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: matchName, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: true },
    p_games: [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
    ],
  });
  await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: ann.id });
  await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: bob.id });
});

afterAll(async () => {
  await browser?.close();
});

describe('scoring', () => {
  it('enters scores with a live leaderboard, finalizes once paid, shows payouts on profiles, reopens', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/admin/matches/${matchId}/results`);
    await page.getByRole('heading', { name: 'Score Entry' }).waitFor();
    await expect(page.getByText('Not finalized', { exact: true }).isVisible()).resolves.toBe(true);
    await page.getByText('2 of 2 entries are unpaid').waitFor();

    // Ann plays to par: the live leaderboard follows the unsaved card.
    for (let n = 1; n <= 18; n++) await hole(page, ann, n).fill(String(PARS[n - 1]));
    await page.getByText('Unsaved changes').waitFor();
    await expect.poll(() => leaderboardRows(page).first().textContent()).toContain(ann.name);
    const annPoints = Number(await leaderboardRows(page).first().getByRole('cell').last().textContent());
    expect(annPoints).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Scorecard updated successfully').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    expect(await cardOf(ann.id)).toEqual(PARS);

    // An unsaved edit survives the automatic refresh that brings in Bob's birdies from his phone.
    await hole(page, ann, 18).fill('5');
    await call(client({ playerToken: bob.token }), 'upsert_scorecard', { p_match_id: matchId, p_player_id: bob.id, p_holes: PARS.map((p) => p - 1) });
    await expect.poll(() => hole(page, bob, 1).inputValue(), { timeout: 20_000, interval: 500 }).toBe(String(PARS[0] - 1));
    await expect.poll(() => leaderboardRows(page).first().textContent()).toContain(bob.name);
    expect(await hole(page, ann, 18).inputValue()).toBe('5');
    await expect(page.getByText('Unsaved changes').isVisible()).resolves.toBe(true);
    await hole(page, ann, 18).fill(String(PARS[17]));
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    // Payout preview explains each amount.
    await page.getByRole('tab', { name: 'Skins (Gross)' }).click();
    await page.getByRole('button', { name: new RegExp(`explain ${bob.name}'s payout$`) }).click();
    await page.getByText(/^Holes won outright, 1 skin each: 1 \(3\), 2 \(4\)/).waitFor();
    await page.getByText(/^(Rounding: \$|Undecided: \$|Everything in the pot is paid out)/).first().waitFor();
    await shot(page, 'scoring-results');

    // Finalize is refused while entries are unpaid, and says why before anyone confirms.
    await page.getByText('All entries must be paid before results can be finalized').waitFor();
    await expect(page.getByRole('button', { name: 'Finalize Match' }).isDisabled()).resolves.toBe(true);
    expect((await detailNow()).match.is_final).toBe(false);

    for (const player of [ann, bob]) {
      const entry = (await detailNow()).entries.find((e) => e.player_id === player.id);
      await call(admin, 'record_payment', { p_match_id: matchId, p_player_id: player.id, p_amount_cents: entry?.due_cents, p_method: 'CASH', p_note: null });
    }
    await page.reload();
    await page.getByRole('heading', { name: 'Score Entry' }).waitFor();
    expect(await page.getByText('2 of 2 entries are unpaid').count()).toBe(0);
    await page.getByRole('button', { name: 'Finalize Match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize Match' }).click();
    await toast(page, 'Match finalized').waitFor();
    await page.getByRole('heading', { name: 'Final Results' }).waitFor();
    await page.getByText('Final', { exact: true }).first().waitFor();
    await page.getByText(MATCH_FINALIZED_MESSAGE).waitFor();

    // Stored results are exactly the engine's (computed on the server): one row per player per game.
    const final = await detailNow();
    expect(final.match.is_final).toBe(true);
    expect(final.results).toHaveLength(4);
    const built = buildEngineInput(final);
    if (!built.ok) throw new Error(built.problem);
    const engine = resultRowsFromScore(scoreMatch(built.input));
    const key = (r: { player_id: string; game_code: string }) => `${r.game_code}:${r.player_id}`;
    expect(final.results.map((r) => [key(r), r.position, r.payout_cents, r.notes]).sort()).toEqual(
      engine.map((r) => [key(r), r.position, r.payout_cents, r.notes]).sort(),
    );
    const bobTotal = final.results.filter((r) => r.player_id === bob.id).reduce((t, r) => t + r.payout_cents, 0);
    expect(bobTotal).toBeGreaterThan(0);
    const bobStb = final.results.find((r) => r.player_id === bob.id && r.game_code === 'STB_V2');
    expect(bobStb?.position).toBe(1);
    expect(bobStb?.notes).toBeTruthy();

    // A payout in the final results opens its explanation.
    await page.getByRole('button', { name: `${formatCents(bobStb?.payout_cents ?? 0)}: explain ${bob.name}'s payout` }).click();
    await page.getByRole('dialog').getByText(/^Finished 1st with \d+ points\.$/).waitFor();
    await page.keyboard.press('Escape');

    // The player's profile shows the payouts (derived from results).
    await page.goto(`/players/${bob.id}`);
    await page.getByText(matchName).filter({ visible: true }).first().waitFor();
    await page.getByText(formatCents(bobTotal)).filter({ visible: true }).first().waitFor();

    // The match page's score entry is read-only with the spec message.
    await page.goto(`/matches/${matchId}?tab=scores`);
    await page.getByText(MATCH_FINALIZED_MESSAGE).waitFor();
    expect(await page.getByRole('spinbutton').count()).toBe(0);

    // Reopen (a correction, with its reason) unlocks and removes the results.
    await page.goto(`/admin/matches/${matchId}/results`);
    await page.getByRole('button', { name: 'Reopen Results' }).click();
    const reopenDialog = page.getByRole('dialog', { name: /^Reopen results for/ });
    await reopenDialog.getByLabel('Reason for the correction').fill('Checking the cards again');
    await reopenDialog.getByRole('button', { name: 'Reopen Results' }).click();
    await toast(page, 'Results reopened').waitFor();
    await page.getByText('Not finalized', { exact: true }).waitFor();
    await hole(page, ann, 1).waitFor();
    const reopened = await detailNow();
    expect(reopened.match.is_final).toBe(false);
    expect(reopened.results).toEqual([]);

    // Export CSV downloads the cards; Import CSV checks every row, then replaces the cards.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const exported = readFileSync(await download.path(), 'utf8').split('\r\n');
    expect(exported[0]).toBe(`player_id,player,${HOLE_COLUMNS},out,in,gross`);
    expect(exported).toContain(`${ann.id},${ann.name},${PARS.join(',')},36,36,72`);

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Scorecards' });
    const upload = (name: string, text: string) => dialog.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await upload('bad.csv', `player,${HOLE_COLUMNS}\nNobody,${PARS.join(',')}\n${ann.name},13,${PARS.slice(1).join(',')}\n`);
    await dialog.getByText('"Nobody" is not entered in this match').waitFor();
    await dialog.getByText('Hole 1: "13" is not a score from 1 to 12').waitFor();
    await expect(dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);
    // The same dialog as the dashboard's, for this match only: no match to choose.
    await expect(dialog.getByLabel('Match').count()).resolves.toBe(0);
    const imported = [...PARS.slice(0, 17), 6];
    await upload('ann.csv', `player,${HOLE_COLUMNS}\n${ann.name},${imported.join(',')}\n`);
    await dialog.getByText('ann.csv: 1 row, all valid.').waitFor();
    await dialog.getByRole('button', { name: 'Import 1 Scorecard', exact: true }).click();
    await toast(page, 'Imported 1 scorecard').waitFor();
    expect(await cardOf(ann.id)).toEqual(imported);
    await expect.poll(() => hole(page, ann, 18).inputValue()).toBe('6');
    await context.close();

    const phone = await newPage(browser, PHONE);
    await signInAdmin(phone.page);
    await phone.page.goto(`/admin/matches/${matchId}/results`);
    await hole(phone.page, ann, 1).waitFor();
    await shot(phone.page, 'scoring-results');
    await phone.context.close();
  }, 240_000);

  it('corrects results with adjustments: a reason each, the preview follows, the server stores the same', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await signInAdmin(page);
      await page.goto(`/admin/matches/${matchId}/results`);
      const card = page.locator('[data-slot="card"]').filter({ has: page.getByText('Adjustments', { exact: true }) });
      await card.getByText('No adjustments.').waitFor();

      // Without a reason nothing is sent.
      await card.getByLabel('Adjustment').click();
      await page.getByRole('option', { name: 'Disqualified' }).click();
      await card.getByLabel('Player').click();
      await page.getByRole('option', { name: bob.name }).click();
      await card.getByRole('button', { name: 'Add Adjustment' }).click();
      await card.getByRole('alert').filter({ hasText: 'Please enter a reason' }).waitFor();

      await card.getByLabel('Reason').fill('Signed for a 3 on the 7th');
      await card.getByRole('button', { name: 'Add Adjustment' }).click();
      await toast(page, 'Adjustment saved successfully').waitFor();
      await card.getByText(`${bob.name}: Disqualified from the match`).waitFor();
      // The preview already pays Bob nothing.
      await page.getByRole('button', { name: `$0.00: explain ${bob.name}'s payout` }).first().click();
      await page.getByText('Disqualified: Signed for a 3 on the 7th. Not ranked and not paid.').first().waitFor();
      await shot(page, `scoring-adjustments-${viewport === PHONE ? '375' : '1280'}`);

      if (viewport === DESKTOP) {
        // Saved by the server: the stored results are the engine's with the adjustment.
        await page.getByRole('button', { name: 'Save Results' }).click();
        await toast(page, 'Result updated successfully').waitFor();
        const saved = await detailNow();
        expect(saved.results.filter((r) => r.player_id === bob.id).every((r) => r.payout_cents === 0)).toBe(true);
      }

      await card.getByRole('button', { name: `Remove adjustment for ${bob.name}` }).click();
      await toast(page, 'Adjustment removed successfully').waitFor();
      await card.getByText('No adjustments.').waitFor();
      await context.close();
    }
  }, 90_000);

  it('keeps scores saved offline on the device and syncs them exactly once when back online', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await withPlayerSession(context, ann);
    await page.goto(`/matches/${matchId}?tab=scores`);
    await hole(page, ann, 1).waitFor();
    // The service worker (production build) takes control of the page and caches the shell.
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) await new Promise((r) => setTimeout(r, 100));
      return navigator.serviceWorker.controller !== null;
    });
    expect(controlled).toBe(true);
    await shot(page, 'scoring-scores-tab');

    const before = await scorecardUploads(ann.id);
    await context.setOffline(true);
    await hole(page, ann, 2).fill('6');
    await hole(page, ann, 3).fill('2');
    // What the phone shows while typing: the Save bar stays within thumb reach.
    await page.screenshot({ path: 'test-results/screenshots/scoring-phone-viewport-375.png' });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('2 scores waiting to sync', { exact: true }).waitFor();
    expect((await cardOf(ann.id))?.slice(0, 3)).toEqual([4, 5, 3]);

    // Still offline, the app shell reloads from the service worker and the queue survives.
    await page.reload();
    expect(await page.evaluate(() => window.localStorage.getItem(`fairway.pending-scores.${location.pathname.split('/')[2]}`))).toContain('"1":6');

    await context.setOffline(false);
    if ((await page.getByRole('heading', { name: 'Score Entry' }).count()) === 0) {
      await page.reload();
    }
    await page.getByText('2 scores waiting to sync', { exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await cardOf(ann.id))?.slice(0, 3), { timeout: 15_000 }).toEqual([4, 6, 2]);
    await expect.poll(() => hole(page, ann, 2).inputValue()).toBe('6');
    // Give any duplicate sync (online event + reload) the chance to happen, then count writes.
    await page.waitForTimeout(1_500);
    expect(await scorecardUploads(ann.id)).toBe(before + 1);
    await context.close();

    const desktop = await newPage(browser, DESKTOP);
    await withPlayerSession(desktop.context, ann);
    await desktop.page.goto(`/matches/${matchId}?tab=scores`);
    await hole(desktop.page, ann, 1).waitFor();
    await shot(desktop.page, 'scoring-scores-tab');
    await desktop.context.close();
  }, 120_000);

  it('opens the Scores tab without a signal once the match page has loaded, with the saved scores', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await withPlayerSession(context, ann);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: matchName }).waitFor();
    await page.waitForLoadState('networkidle');
    const saved = await cardOf(ann.id);
    await context.setOffline(true);
    await page.getByRole('tab', { name: 'Scores' }).click();
    await hole(page, ann, 1).waitFor();
    await expect.poll(() => hole(page, ann, 2).inputValue()).toBe(String(saved?.[1] ?? ''));
    expect(await page.getByText('Could not load the scores').count()).toBe(0);
    await context.setOffline(false);
    await context.close();
  }, 60_000);

  it("lets a player attest their own card, keeps the others' read-only, and shows the card's history", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await withPlayerSession(context, ann);
    await page.goto(`/matches/${matchId}?tab=scores`);
    await hole(page, ann, 1).waitFor();
    await page.getByText("You keep your own card; the other players' cards are read-only.").waitFor();
    expect(await page.getByRole('spinbutton', { name: `${bob.name}, hole 1`, exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Attest my card' }).click();
    await page.getByRole('alertdialog', { name: 'Attest your card?' }).getByRole('button', { name: 'Attest' }).click();
    await toast(page, 'Card attested').waitFor();
    await page.getByText('Attested', { exact: true }).first().waitFor();
    await hole(page, ann, 1).waitFor({ state: 'detached' });
    expect((await detailNow()).scorecards.find((c) => c.player_id === ann.id)?.attested_at).not.toBeNull();
    await shot(page, 'scoring-attested');

    await page.getByRole('button', { name: `History of ${ann.name}'s card` }).click();
    const history = page.getByRole('dialog', { name: 'Card history' });
    await history.getByText(/^Hole 18: –/).first().waitFor();
    await shot(page, 'scoring-card-history');
    await page.keyboard.press('Escape');

    // Entries: Ann sees her own amounts and only the others' payment status (DESIGN rule 20).
    await page.getByRole('tab', { name: 'Entries' }).click();
    const list = page.getByRole('list', { name: 'Entries' });
    const item = (player: Player) => list.getByRole('listitem').filter({ hasText: player.name });
    await item(ann).getByText('Balance', { exact: true }).waitFor();
    expect(await item(ann).getByText('Due', { exact: true }).count()).toBe(1);
    expect(await item(bob).getByText('Due', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Payment summary' }).count()).toBe(0);
    await shot(page, 'scoring-entries-player');
    await context.close();
  }, 60_000);

  it('drops offline scores when the match was finalized before they synced, keeping the official card', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await withPlayerSession(context, bob);
    await page.goto(`/matches/${matchId}?tab=scores`);
    await hole(page, bob, 1).waitFor();
    const official = await cardOf(bob.id);

    await context.setOffline(true);
    await hole(page, bob, 1).fill('9');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('1 score waiting to sync', { exact: true }).waitFor();

    // Meanwhile the admin finalizes: the server computes and stores the results.
    const { apiUrl, anonKey } = stackEnv();
    const finalized = await fetch(`${apiUrl}/functions/v1/finalize-match`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-admin-token': adminSession, 'content-type': 'application/json' },
      body: JSON.stringify({ matchId }),
    });
    expect(finalized.status).toBe(200);

    await context.setOffline(false);
    await toast(page, 'This match was finalized before your scores synced; the official card was kept.').waitFor({ timeout: 20_000 });
    await page.getByText('1 score waiting to sync', { exact: true }).waitFor({ state: 'detached' });
    await page.getByText(MATCH_FINALIZED_MESSAGE).waitFor({ timeout: 15_000 });
    expect(await cardOf(bob.id)).toEqual(official);
    await context.close();
  }, 90_000);
});

// Group scoring hole by hole (issue 16, slice "groupscore") on a 390 px phone against the real stack:
// the marker opens the match, taps "Score my group" and scores 18 holes for a foursome — every tap is
// counted (≤ 6 a hole on average, the card in under 2 minutes of tapping) — goes offline for 3 holes
// and back (every hole in the database exactly once), then each player signs in and attests, and the
// marker's change shows under the marker's name in the player's card history. The journey starts with
// the admin building the tee sheet on the phone (two groups by handicap, tee times 08:00 and 08:10).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { signInAdmin } from './support/admin';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
const PHONE_390 = { width: 390, height: 844 };
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];
/** The holes (1-based) the marker scores without a signal. */
const OFFLINE_HOLES = [7, 8, 9];

type Player = { id: string; token: string; name: string };

let browser: Browser;
let admin: SupabaseClient;
let matchId: string;
let group1: Player[];
let group2: Player[];
const matchName = `Group Scoring E2E ${RUN}`;

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
  await call(admin, 'add_handicap_log', { p_player_id: session.player_id, p_date: '2026-05-01', p_course_name: 'Pine Hollow Golf Club', p_rating: 72.4, p_slope: 131, p_gross: gross });
  await call(admin, 'publish_index', { p_player_id: session.player_id });
  return { id: session.player_id, token: session.token, name };
}

/** What each player of group 1 scores on each hole, relative to par: mostly par and bogey, some birdies and doubles. */
const PLAN: number[][] = [
  [0, 1, 0, -1, 0, 1, 0, 0, 1, 0, 0, 2, 0, 1, 0, 0, -1, 0],
  [1, 0, 1, 1, 2, 0, 1, 1, 0, 1, 0, 1, 1, 0, 2, 1, 0, 1],
  [0, 0, 1, 0, 1, 0, -1, 1, 0, 0, 1, 0, 0, 1, 0, 1, 0, 0],
  [2, 1, 0, 1, 1, 1, 0, 2, 1, 1, 0, 0, 1, 1, 1, 0, 1, 2],
];
const planned = (player: number, hole: number) => (PARS[hole] ?? 4) + (PLAN[player]?.[hole] ?? 0);

async function cardsInDb(playerIds: string[]): Promise<Map<string, (number | null)[]>> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ player_id: string; holes: (number | null)[] }>(
      'select player_id, private.scorecard_holes(s) as holes from public.scorecards s where match_id = $1 and player_id = any($2)',
      [matchId, playerIds],
    );
    return new Map(rows.map((row) => [row.player_id, row.holes]));
  });
}

/** First writes per player and hole in the card history: exactly one each when no hole was lost or written twice. */
async function firstWrites(playerIds: string[]): Promise<{ player_id: string; hole: number; writes: number; actor_id: string }[]> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ player_id: string; hole: number; writes: number; actor_id: string }>(
      `select player_id, hole, count(*)::int as writes, min(actor_id::text) as actor_id from private.scorecard_hole_changes
       where match_id = $1 and player_id = any($2) and old_strokes is null group by player_id, hole order by player_id, hole`,
      [matchId, playerIds],
    );
    return rows;
  });
}

async function withPlayerSession(context: BrowserContext, player: Player) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
}

async function shot(page: Page, name: string) {
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  // Rising handicaps: built by handicap, the first four make group 1, the lowest index its marker.
  const grosses = [80, 84, 88, 92, 96, 100, 104, 108];
  const names = ['Mark Marker', 'Ann Birdie', 'Bo Bogey', 'Dee Double', 'Greta Group', 'Oscar Other', 'Pia Putt', 'Ray Rough'];
  const players: Player[] = [];
  for (const [i, name] of names.entries()) players.push(await registerPlayer(`${name} ${RUN}`, grosses[i] ?? 90));
  group1 = players.slice(0, 4);
  group2 = players.slice(4);
  // Played today (club time zone): cards are written from the match day on.
  const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: matchName, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
  for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
});

afterAll(async () => {
  await browser?.close();
});

type Sheet = { groups: { number: number; tee_time: string | null; marker_player_id: string | null; players: { player_id: string }[] }[] };


describe('group scoring hole by hole', () => {
  it('the admin builds the tee sheet on the phone: two groups by handicap with tee times and markers', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    await signInAdmin(page);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: 'Tee Sheet', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Auto-build' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto-build tee sheet' });
    await dialog.getByRole('radio', { name: /By handicap/ }).click();
    await dialog.getByLabel('First tee time').fill('08:00');
    await dialog.getByLabel('Interval (minutes)').fill('10');
    await dialog.getByRole('button', { name: 'Build groups' }).click();
    await toast(page, '2 groups built').waitFor();
    await page.getByRole('button', { name: 'Save tee sheet' }).click();
    await toast(page, 'Tee sheet saved: 2 groups').waitFor();
    await context.close();

    const sheet = await call<Sheet>(client(), 'get_tee_sheet', { p_match_id: matchId });
    expect(sheet.groups.map((g) => [g.number, g.tee_time, g.marker_player_id, g.players.map((p) => p.player_id).sort()])).toEqual([
      [1, '08:00:00', group1[0]?.id, group1.map((p) => p.id).sort()],
      [2, '08:10:00', group2[0]?.id, group2.map((p) => p.id).sort()],
    ]);
  }, 90_000);

  it('the marker scores a foursome hole by hole in ≤ 6 taps a hole, offline for 3 holes, every hole saved exactly once', async () => {
    const marker = group1[0] as Player;
    const { context, page } = await newPage(browser, PHONE_390);
    await withPlayerSession(context, marker);
    // Each save_hole_scores the server answered, by hole.
    const saves: { hole: number; scores: string }[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (!request.url().endsWith('/rpc/save_hole_scores') || !response.ok()) return;
      const body = request.postDataJSON() as { p_hole: number; p_scores: unknown };
      saves.push({ hole: body.p_hole, scores: JSON.stringify(body.p_scores) });
    });

    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: matchName }).waitFor();
    await page.getByRole('link', { name: 'Score my group' }).click();
    await page.getByRole('heading', { name: 'Hole 1', exact: true }).waitFor();
    // The service worker (production build) controls the page, so the screen survives a reload offline.
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) await new Promise((r) => setTimeout(r, 100));
      return navigator.serviceWorker.controller !== null;
    });
    expect(controlled).toBe(true);
    await expect(page.getByRole('listitem', { name: group2[0]?.name }).count()).resolves.toBe(0);
    await shot(page, 'group-scoring-hole-1');

    let taps = 0;
    let tappingMs = 0;
    const tap = async (name: string) => {
      const started = Date.now();
      await page.getByRole('button', { name, exact: true }).click();
      tappingMs += Date.now() - started;
      taps += 1;
    };

    for (let hole = 0; hole < 18; hole++) {
      const number = hole + 1;
      await page.getByRole('heading', { name: `Hole ${number}`, exact: true }).waitFor();
      if (number === OFFLINE_HOLES[0]) await context.setOffline(true);
      for (const [index, player] of group1.entries()) {
        const toPar = planned(index, hole) - (PARS[hole] ?? 4);
        const label = `${player.name}, hole ${number}`;
        if (toPar === 0) await tap(`${label}: par`);
        for (let step = 0; step < Math.abs(toPar); step++) await tap(`${label}: ${toPar > 0 ? 'one more' : 'one less'}`);
        await expect(page.getByRole('status', { name: `${label} score` }).textContent()).resolves.toMatch(new RegExp(`^${planned(index, hole)}\\D`));
      }
      if (number === OFFLINE_HOLES[OFFLINE_HOLES.length - 1]) {
        // Twelve scores typed without a signal: kept on the phone, shown as not yet saved, not in the database.
        await page.getByText('Offline · 12 scores not yet saved, kept on this phone').waitFor();
        await page.getByRole('button', { name: `${group1[1]?.name}, hole 7: ${planned(1, 6)}, not yet saved` }).waitFor();
        await shot(page, 'group-scoring-offline');
        // Still offline, a reload opens the app from the service worker, the queue intact on the phone.
        await page.reload();
        await page.getByRole('heading', { name: 'Score my group' }).waitFor();
        // Whether or not the match could load offline, the typed scores are said to be kept.
        await page.getByText(/12 scores not yet saved, kept on this phone/).first().waitFor();
        const queued = await page.evaluate((id) => JSON.parse(window.localStorage.getItem(`fairway.pending-scores.${id}`) ?? '{}') as Record<string, object>, matchId);
        expect(Object.values(queued).map((patch) => Object.keys(patch).length)).toEqual([3, 3, 3, 3]);
        const inDb = await cardsInDb(group1.map((p) => p.id));
        for (const player of group1) expect(inDb.get(player.id)?.slice(6, 9)).toEqual([null, null, null]);
        await context.setOffline(false);
        await page.getByText('All scores saved').waitFor({ timeout: 30_000 });
        // The reload opened the first hole without a score on the server: come back to hole 9 by the card.
        await page.getByRole('button', { name: `${marker.name}, hole 9: ${planned(0, 8)}` }).click();
        await page.getByRole('heading', { name: 'Hole 9', exact: true }).waitFor();
      }
      await tap(number === 18 ? 'Finish round' : 'Next hole');
    }

    await page.getByText('All scores saved').waitFor({ timeout: 20_000 });
    process.stdout.write(`group scoring: ${taps} taps for 18 holes (${(taps / 18).toFixed(2)} a hole), ${(tappingMs / 1000).toFixed(1)} s of tapping\n`);
    expect(taps / 18).toBeLessThanOrEqual(6);
    expect(tappingMs).toBeLessThan(120_000);

    // Every hole of every player is in the database, as typed, written first exactly once, by the marker.
    await expect
      .poll(async () => {
        const inDb = await cardsInDb(group1.map((p) => p.id));
        return group1.map((p) => inDb.get(p.id));
      }, { timeout: 15_000 })
      .toEqual(group1.map((_, index) => PARS.map((_, hole) => planned(index, hole))));
    // Give any duplicate sync (the online event, the retry timer, the reload) a chance to happen.
    await page.waitForTimeout(2_000);
    const writes = await firstWrites(group1.map((p) => p.id));
    expect(writes).toHaveLength(4 * 18);
    expect(writes.every((w) => w.writes === 1 && w.actor_id === marker.id)).toBe(true);
    // The offline holes went to the server once each, all four players in one call; no hole was sent twice alike.
    for (const hole of OFFLINE_HOLES) expect(saves.filter((s) => s.hole === hole)).toHaveLength(1);
    expect(new Set(saves.map((s) => `${s.hole}:${s.scores}`)).size).toBe(saves.length);
    expect(saves.length).toBeLessThanOrEqual(18 + 2);
    await shot(page, 'group-scoring-card');

    // Entering a score stays light on a phone: with 4× CPU slowdown a tap's work (handler, render, style,
    // layout, paint: the main thread's CPU time from the tap to the second frame after it) × 4 is under
    // 100 ms. CPU time, not wall time: on a shared test machine a tap can wait seconds for a core. The
    // interactions' wall-clock durations (Event Timing) are reported beside it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const threadSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN;
    await page.getByRole('button', { name: `${marker.name}, hole 1: ${planned(0, 0)}` }).click();
    await page.getByRole('heading', { name: 'Hole 1', exact: true }).waitFor();
    const observe = () => page.evaluate(() => {
      const byInteraction = new Map<number, number>();
      (window as unknown as { __taps: Map<number, number> }).__taps = byInteraction;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
          if (entry.interactionId > 0) byInteraction.set(entry.interactionId, Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    });
    const TAPS = 10;
    const scoreTap = (i: number) =>
      page.getByRole('button', { name: `${group1[1]?.name}, hole 1: ${i % 2 === 0 ? 'one more' : 'one less'}`, exact: true }).click();
    const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // CPU time unthrottled (Chrome's throttling itself burns main-thread time), multiplied by 4; each tap is
    // the button's own click in the page (no test-driver work on the main thread), until the second frame.
    const cpuMs: number[] = [];
    for (let i = 0; i < TAPS; i++) {
      const name = `${group1[1]?.name}, hole 1: ${i % 2 === 0 ? 'one more' : 'one less'}`;
      const before = await threadSeconds();
      await page.evaluate(
        (label) =>
          new Promise((resolve) => {
            document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)?.click();
            requestAnimationFrame(() => requestAnimationFrame(resolve));
          }),
        name,
      );
      cpuMs.push(((await threadSeconds()) - before) * 1000);
    }
    cpuMs.sort((a, b) => a - b);
    const cpuPerTapMs = ((cpuMs[4] ?? 0) + (cpuMs[5] ?? 0)) / 2;
    await observe();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < TAPS; i++) {
      await scoreTap(i);
      await nextFrames();
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const durations = await page.evaluate(() => [...(window as unknown as { __taps: Map<number, number> }).__taps.values()]);
    process.stdout.write(
      `group scoring: a score tap takes ${cpuPerTapMs.toFixed(1)} ms of main-thread CPU (median of ${TAPS}) (≈ ${(4 * cpuPerTapMs).toFixed(0)} ms at 4× slowdown); ` +
        `wall-clock interactions over 16 ms at 4× on this machine: ${durations.map((d) => Math.round(d)).join(', ') || 'none'}\n`,
    );
    expect(4 * cpuPerTapMs).toBeLessThan(100);
    await page.getByText('All scores saved').waitFor({ timeout: 20_000 });
    await context.close();
  }, 300_000);

  it("each player attests their own card; the marker's screen shows who has, and the history names the marker", async () => {
    const marker = group1[0] as Player;
    for (const player of group1) {
      const { context, page } = await newPage(browser, PHONE_390);
      await withPlayerSession(context, player);
      await page.goto(`/matches/${matchId}/score`);
      const row = page.getByTestId('attest-row').filter({ hasText: player.name });
      await row.getByRole('button', { name: 'Attest my card' }).click();
      await page.getByRole('alertdialog', { name: 'Attest your card?' }).getByRole('button', { name: 'Attest' }).click();
      await toast(page, 'Card attested').waitFor();
      await row.getByText('Attested').waitFor();
      if (player === group1[1]) {
        // The player's card history: each hole entered by the marker, under the marker's name.
        await row.getByRole('button', { name: `History of ${player.name}'s card` }).click();
        const dialog = page.getByRole('dialog', { name: 'Card history' });
        await dialog.getByText(`Hole 18: – → ${planned(1, 17)}`).waitFor();
        await expect(dialog.getByRole('listitem').first().textContent()).resolves.toContain(marker.name);
        await shot(page, 'group-scoring-history');
        await page.keyboard.press('Escape');
        // A player's own screen: only their own card takes taps, and an attested card none.
        await expect(page.getByRole('button', { name: /: par$/ }).count()).resolves.toBe(0);
      }
      await context.close();
    }
    const history = await call<{ actor_kind: string; actor_id: string; actor_name: string }[]>(
      client({ playerToken: group1[2]?.token }),
      'get_scorecard_history',
      { p_match_id: matchId, p_player_id: group1[2]?.id },
    );
    expect(history).toHaveLength(18);
    expect(history.every((change) => change.actor_kind === 'player' && change.actor_id === marker.id && change.actor_name === marker.name)).toBe(true);

    const { context, page } = await newPage(browser, PHONE_390);
    await withPlayerSession(context, marker);
    await page.goto(`/matches/${matchId}/score`);
    await page.getByTestId('attest-row').first().waitFor();
    await expect.poll(() => page.getByTestId('attest-row').filter({ hasText: 'Attested' }).count()).toBe(4);
    // Attested cards take no more taps from the marker.
    await expect(page.getByRole('button', { name: /: par$/ }).count()).resolves.toBe(0);
    await shot(page, 'group-scoring-attested');
    await context.close();
  }, 120_000);

  it('an admin picks a group; a marker cannot score another group', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAdmin(page);
    await page.goto(`/matches/${matchId}/score`);
    await page.getByRole('combobox', { name: 'Group' }).click();
    await page.getByRole('option', { name: /^Group 2 · 08:10/ }).click();
    await page.getByRole('listitem', { name: group2[0]?.name }).waitFor();
    await page.getByRole('button', { name: `${group2[1]?.name}, hole 1: par` }).click();
    await page.getByText('All scores saved').waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await cardsInDb([group2[1]?.id ?? '']).then((m) => m.get(group2[1]?.id ?? '')))?.[0]).toBe(PARS[0]);
    await shot(page, 'group-scoring-admin');
    await context.close();

    // Group 1's marker writing a group 2 card: refused, nothing written.
    const { error } = await client({ playerToken: group1[0]?.token }).rpc('save_hole_scores', {
      p_match_id: matchId,
      p_hole: 2,
      p_scores: [{ player_id: group2[1]?.id, strokes: 4 }],
    });
    expect(error?.message).toBe('Only the player, their marker or an admin can change this card');
  }, 90_000);
});

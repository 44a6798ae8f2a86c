// Phone performance (issue 16, item 5): INP for entering a score on the group scoring screen, on a 390 px
// phone with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate). The marker taps "par" for each of the
// four players, hole after hole, with real touch input; every interaction's duration comes from the page's
// own Event Timing entries (PerformanceObserver 'event', durationThreshold 16: input to the next paint
// after the handlers). A session is three rounds of four holes, 60 interactions with the next-hole taps;
// its INP is what Chrome reports for such a session: the longest interaction once one in every 50 is left
// out. The test holds INP and the typical score tap (the median par tap) under 100 ms. Durations are
// wall-clock: on a shared test machine a tap can wait for a core (docs/benchmarks.md, "Entering a score").
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { launchBrowser, newPage, screenshot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PHONE_390 = { width: 390, height: 844 };
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const HOLES_PER_ROUND = 4;
const ROUNDS = 3;
const INP_BUDGET_MS = 100;

type Player = { id: string; token: string; name: string };

let browser: Browser;
let admin: SupabaseClient;
let matchId: string;
const players: Player[] = [];

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string): Promise<Player> {
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name,
    p_nickname: null,
    p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    p_ghin: String(Math.floor(1e7 + Math.random() * 9e7)),
    p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name };
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = client({ adminToken: await adminToken() });
  for (const name of ['Ann', 'Bea', 'Cal', 'Dot']) players.push(await registerPlayer(`${name} Tap ${RUN}`));
  matchId = await scoringMatch('Tap speed');
});

/** A match played today (club time zone: the marker writes cards from the match day on), the four in one group, Ann its marker. */
async function scoringMatch(name: string): Promise<string> {
  const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  const id = await call<string>(admin, 'create_match', {
    p_match: { name: `${name} ${RUN}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
    ],
  });
  for (const player of players) await call(admin, 'add_match_entry', { p_match_id: id, p_player_id: player.id });
  await call(admin, 'save_tee_sheet', {
    p_match_id: id,
    p_groups: [{ player_ids: players.map((p) => p.id), tee_time: '08:00', marker_player_id: players[0]?.id, flight: null }],
  });
  return id;
}

afterAll(async () => {
  await browser?.close();
});

describe("phone performance: a page's first data", () => {
  it("a match's page takes every RPC the boot script started (each sent once) and shows the match", async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/rpc/')) sent.push(`${request.url().replace(/.*\/rpc\//, '')} ${request.postData() ?? ''}`);
    });
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: `Tap speed ${RUN}`, level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const started = ['get_public_settings {}', ...['get_match_detail', 'get_match_entries', 'get_match_balances', 'get_match_results', 'get_tee_sheet'].map((name) => `${name} {"p_match_id":"${matchId}"}`)];
    for (const request of started) expect(sent.filter((s) => s === request), request).toHaveLength(1);
    // The boot script sent them before the app ran, and the app took every answer.
    const left = await page.evaluate(() => Object.keys((window as unknown as { __FAIRWAY_PREFETCH__: { requests: object } }).__FAIRWAY_PREFETCH__.requests));
    expect(left).toEqual([]);
    expect(sent.slice(0, started.length).sort()).toEqual([...started].sort());
    await context.close();
  }, 60_000);
});

type Round = { inp: number; parTaps: number; durations: number[] };
type Session = { inp: number; longest: number; medianParTap: number; rounds: Round[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One scoring session on the match `id` (see the top of the file), from its first hole. */
async function scoringSession(id: string): Promise<Session> {
  const marker = players[0] as Player;
  const { context, page } = await newPage(browser, PHONE_390);
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: marker.id, token: marker.token }));
  await page.goto(`/matches/${id}/score`);
  await page.getByRole('heading', { name: 'Hole 1', exact: true }).waitFor();
  // The screen as a scorer finds it once it has opened: its data in, nothing left loading.
  await page.waitForLoadState('networkidle');
  // Every interaction's longest Event Timing entry, by interactionId, with the button it hit.
  await page.evaluate(() => {
    const byInteraction = new Map<number, { name: string; duration: number }>();
    (window as unknown as { __interactions: typeof byInteraction }).__interactions = byInteraction;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (entry.interactionId > 0 && entry.duration > (byInteraction.get(entry.interactionId)?.duration ?? -1)) {
          const button = entry.target instanceof Element ? entry.target.closest('button') : null;
          byInteraction.set(entry.interactionId, { name: button?.getAttribute('aria-label') ?? button?.textContent ?? entry.name, duration: entry.duration });
        }
      }
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const takeInteractions = () =>
    page.evaluate(() => {
      const byInteraction = (window as unknown as { __interactions: Map<number, { name: string; duration: number }> }).__interactions;
      const taken = [...byInteraction.values()];
      byInteraction.clear();
      return taken;
    });
  const cdp = await context.newCDPSession(page);
  const nextFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const rounds: Round[] = [];
  const parTapMs: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let parTaps = 0;
    for (let i = 0; i < HOLES_PER_ROUND; i++) {
      const hole = round * HOLES_PER_ROUND + i + 1;
      await page.getByRole('heading', { name: `Hole ${hole}`, exact: true }).waitFor();
      for (const player of players) {
        await page.getByRole('button', { name: `${player.name}, hole ${hole}: par`, exact: true }).tap();
        parTaps += 1;
        await nextFrames();
      }
      await page.getByRole('button', { name: 'Next hole', exact: true }).tap();
      // Walking to the next tee: the hole's save (sent on leaving it) is back before the next score.
      await page.getByText('All scores saved').waitFor();
    }
    // Entries arrive after the paint they measure.
    await nextFrames();
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const taken = await takeInteractions();
    // A tap under 16 ms has no entry: it counts as 16.
    const parDurations = taken.filter((i) => i.name.endsWith(': par')).map((i) => i.duration);
    parTapMs.push(...parDurations, ...Array<number>(Math.max(0, HOLES_PER_ROUND * players.length - parDurations.length)).fill(16));
    const durations = taken.map((i) => Math.round(i.duration)).sort((a, b) => a - b);
    rounds.push({ inp: durations.at(-1) ?? 0, parTaps, durations });
    // Every par tap of the round shows its score: no tap was lost.
    const lastHole = (round + 1) * HOLES_PER_ROUND;
    for (const player of players) {
      await page.getByRole('button', { name: new RegExp(`^${player.name}, hole ${lastHole}: \\d`) }).waitFor();
    }
  }
  const interactions = ROUNDS * HOLES_PER_ROUND * (players.length + 1);
  const longestFirst = rounds.flatMap((r) => r.durations).sort((a, b) => b - a);
  await screenshot(page, 'perf2-scoring');
  await context.close();
  return { inp: longestFirst[Math.floor(interactions / 50)] ?? 16, longest: longestFirst[0] ?? 16, medianParTap: Math.round(median(parTapMs)), rounds };
}

describe('phone performance: entering a score', () => {
  it(`entering scores on the group scoring screen: INP under ${INP_BUDGET_MS} ms with the CPU slowed 4×`, async () => {
    // A session that misses is measured twice more on fresh matches and the median of the three counts,
    // as the Lighthouse layer does with a page: a moment of load on a shared machine is not the app.
    const within = (session: Session) => session.inp < INP_BUDGET_MS && session.medianParTap < INP_BUDGET_MS;
    const sessions = [await scoringSession(matchId)];
    if (!sessions.every(within)) {
      for (const name of ['Tap speed again', 'Tap speed third']) sessions.push(await scoringSession(await scoringMatch(name)));
    }
    for (const [n, session] of sessions.entries()) {
      for (const [i, r] of session.rounds.entries()) {
        process.stdout.write(`entering a score (4× CPU), session ${n + 1} round ${i + 1}: ${r.parTaps} par taps and ${HOLES_PER_ROUND} next-hole taps; its longest ${r.inp} ms; interactions over 16 ms: ${r.durations.join(', ') || 'none'}\n`);
      }
      process.stdout.write(`entering a score (4× CPU), session ${n + 1}: INP ${session.inp} ms (the longest, ${session.longest} ms, left out as 1 in 50); the median par tap ${session.medianParTap} ms\n`);
    }
    const inp = median(sessions.map((session) => session.inp));
    const medianParTap = median(sessions.map((session) => session.medianParTap));
    process.stdout.write(`entering a score (4× CPU): INP ${inp} ms, the median par tap ${medianParTap} ms${sessions.length > 1 ? ` (medians of ${sessions.length} sessions)` : ''}\n`);
    expect(inp).toBeLessThan(INP_BUDGET_MS);
    expect(medianParTap).toBeLessThan(INP_BUDGET_MS);
  }, 300_000);
});

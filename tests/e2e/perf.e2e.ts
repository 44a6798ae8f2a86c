// Phone performance (issue 16, item 5; DESIGN rule 24): a prerendered page shows its first frame before the
// app's JavaScript runs, and the app then takes the page over.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { launchBrowser, newPage, screenshot } from './support/browser';

const PHONE_390 = { width: 390, height: 844 };
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';

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
  for (const name of ['Ann', 'Bea', 'Cal', 'Dot']) players.push(await registerPlayer(`${name} Phone ${RUN}`));
  // Played today (club time zone): players write their own cards from the match day on.
  const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: `Phone speed ${RUN}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
    ],
  });
  for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.id });
});

afterAll(async () => {
  await browser?.close();
});

describe('phone performance', () => {
  it('a prerendered page paints its first frame before the app runs, then the app takes over', async () => {
    const { context, page } = await newPage(browser, PHONE_390);
    // The HTML alone, scripts blocked: the page's header and its loading frame are there.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/matches');
    await page.getByRole('heading', { name: 'Matches', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'perf-prerendered-matches');
    await page.unroute(/\/assets\/.*\.js$/);
    // With its code the app draws the same page and loads the data.
    await page.goto('/matches');
    await page.getByRole('link', { name: new RegExp(`^Phone speed ${RUN}`) }).first().waitFor();
    await context.close();
  });
});

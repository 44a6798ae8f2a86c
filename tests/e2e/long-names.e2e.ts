// The longest names the server accepts (100 characters: a match, a player) on every screen that lists
// or heads them, at 1280 and 375 px: they wrap or truncate inside their card, and no page scrolls
// sideways. (A 100-character match name once widened /matches at 1280 px by 440 px: the table's
// unwrapped cells pushed its grid column past the card.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { client } from '../integration/support/clients';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import { upcomingListing } from './support/matches-list';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** Exactly 100 characters (the server's limit), ending with the run's tag so it is unique. */
function longest(words: string) {
  let name = words;
  while (name.length + RUN.length + 1 < 100) name += ' Cup';
  return `${name.slice(0, 99 - RUN.length)} ${RUN}`;
}
const MATCH = longest('Thursday Twilight Better-Ball Qualifier Round Presented By The Greenkeepers Association');
const PLAYER = longest('Maximilian Alexander Fitzgerald-Worthington of Upper Hollow Creek Estates');
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));
/** 'yyyy-MM-dd' in 200 days: last in Upcoming Matches, so no other test's match leaves the first page for it. */
const farAhead = () => new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);

let browser: Browser;
let admin = { token: '', expiresAt: '' };
let matchId = '';
let playerId = '';

async function call<T>(name: string, args: Record<string, unknown>, adminToken?: string): Promise<T> {
  const { data, error } = await client(adminToken ? { adminToken } : {}).rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** The name on screen, whole or cut short with an ellipsis where a list has no room for all of it. */
const shown = (page: Page, name: string) => page.getByText(name.slice(0, 40)).filter({ visible: true }).first().waitFor();

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await call<{ valid: boolean; token: string; expires_at: string }>('verify_admin_pin', { pin_input: process.env.STACK_ADMIN_PIN ?? '' });
  if (!session.valid) throw new Error('STACK_ADMIN_PIN was not accepted');
  admin = { token: session.token, expiresAt: session.expires_at };
  const { data: teesets } = await client().from('teesets').select('id, course_id').limit(1);
  const teeset = teesets?.[0];
  if (!teeset) throw new Error('the seed has no tee set');
  matchId = await call<string>(
    'create_match',
    { p_match: { name: MATCH, date: farAhead(), start_time: '08:00', course_id: teeset.course_id, teeset_id: teeset.id }, p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }] },
    admin.token,
  );
  ({ player_id: playerId } = await call<{ player_id: string }>('register_player', {
    p_name: PLAYER,
    p_nickname: null,
    p_email: `longest.${RUN}@mail.test`,
    p_ghin: digits(),
    p_consent: true,
  }));
  await call('approve_players', { p_player_ids: [playerId] }, admin.token);
  await call('add_match_entry', { p_match_id: matchId, p_player_id: playerId }, admin.token);
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('the longest names (%s)', (label, viewport) => {
  it('the matches list, the match page and its tabs, the roster and the profile fit the screen', async () => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/matches');
    await (await upcomingListing(page, MATCH)).waitFor();
    await shoot(page, `long-names-matches-${label}`);

    await page.goto(`/matches/${matchId}`);
    await page.getByRole('heading', { name: MATCH }).waitFor();
    await shoot(page, `long-names-match-${label}`);
    await page.goto(`/matches/${matchId}?tab=entries`);
    await shown(page, PLAYER);
    await shoot(page, `long-names-entries-${label}`);

    await page.goto('/players');
    await page.getByLabel('Search by name or nickname').fill(RUN);
    await shown(page, PLAYER);
    await shoot(page, `long-names-roster-${label}`);
    await page.goto(`/players/${playerId}`);
    await page.getByRole('heading', { name: PLAYER }).waitFor();
    await shoot(page, `long-names-profile-${label}`);
    await context.close();
  });

  it('the admin screens fit the screen: matches, results and adjustments', async () => {
    const { context, page } = await newPage(browser, viewport);
    const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: admin.token, expiresAt: admin.expiresAt });
    await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
    await page.goto('/admin/matches');
    await page.getByText(MATCH).first().waitFor({ state: 'attached' });
    await shoot(page, `long-names-admin-matches-${label}`);
    await page.goto(`/admin/matches/${matchId}/results`);
    await page.getByRole('heading', { name: MATCH }).waitFor();
    await page.getByText('Adjustments').first().waitFor();
    await shoot(page, `long-names-results-${label}`);
    await context.close();
  });
});

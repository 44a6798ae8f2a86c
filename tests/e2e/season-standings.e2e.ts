// Issue #15 items 4, 7 and 8 against the demo league (seeded around the day the stack starts), at 390 and
// 1280 px: the season standings open from the header and the landing, switch season with the picker and link
// each player; the matches list says Open and Full (never Draft); a player's Recent Matches has one row per
// match with its games. Screenshots of each screen land in test-results/screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../integration/support/db';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE = { width: 390, height: 844 };
const VIEWPORTS = [PHONE, DESKTOP];
// The demo's next match is full (10 of 10 seats, a waitlist); the one after it has no seat limit.
const FULL_MATCH = 'Pine Hollow Stableford';
const OPEN_MATCH = 'Skins Challenge';
// Michael Donovan played the three games of the demo's last final match.
const PLAYER = 'Michael Donovan';
const THREE_GAME_MATCH = 'Pine Hollow Shootout';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** The standings list of the season: the table from md up, the cards on phones. */
const standingsList = (page: Page, season: string) =>
  isPhone(page) ? page.getByRole('list', { name: `Standings ${season}` }) : page.getByRole('table', { name: `Standings ${season}` });

/** The header's link: in the main navigation from lg up, in the menu below. */
async function openFromHeader(page: Page, name: string) {
  if ((page.viewportSize()?.width ?? 0) < 1024) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await menu.waitFor();
    await screenshot(page, 'standings-menu');
    await menu.getByRole('link', { name, exact: true }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();
  }
}

describe('season standings', () => {
  it('opens from the header and the landing, picks a season and links each player', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/');
      await page.getByRole('link', { name: 'Season Standings' }).click();
      await page.waitForURL('**/standings');
      await page.getByRole('heading', { name: 'Season Standings', level: 1 }).waitFor();

      await page.goto('/matches');
      await openFromHeader(page, 'Standings');
      await page.waitForURL('**/standings');
      const picker = page.getByRole('combobox', { name: 'Season' });
      await picker.waitFor();
      const latest = (await picker.textContent())?.trim() ?? '';
      expect(latest).toMatch(/^\d{4}$/);
      const list = standingsList(page, latest);
      await list.waitFor();
      const players = list.getByRole('link');
      expect(await players.count()).toBeGreaterThan(5);
      await screenshot(page, 'standings');

      // The demo's history spans two seasons: the earlier one opens with its own URL and figures.
      await picker.click();
      const options = page.getByRole('option');
      expect(await options.count()).toBeGreaterThanOrEqual(2);
      const earlier = (await options.nth(1).textContent())?.trim() ?? '';
      await options.nth(1).click();
      await page.waitForURL(`**/standings?season=${earlier}`);
      await page.getByText(`${earlier} season`, { exact: true }).waitFor();
      await standingsList(page, earlier).waitFor();
      await screenshot(page, 'standings-earlier-season');

      // Each name opens the player's profile.
      const first = standingsList(page, earlier).getByRole('link').first();
      const name = (await first.textContent())?.trim() ?? '';
      await first.click();
      await page.waitForURL('**/players/*');
      await page.getByRole('heading', { name, level: 1 }).waitFor();
      await context.close();
    }
  });
});

describe('matches list statuses', () => {
  it('labels open matches Open and a match with every seat taken Full, never Draft', async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport);
      const item = (match: string) =>
        isPhone(page) ? page.getByRole('link').filter({ hasText: match }).first() : page.getByRole('row').filter({ hasText: match }).first();
      // The upcoming list is paged (20 a page) and other journeys add upcoming matches: look page by page.
      const upcomingPage = async (n: number) => {
        await page.goto(`/matches?upcoming=${n}`);
        await page.getByRole('navigation', { name: 'Upcoming matches pages' }).getByText(/^Showing \d+–\d+ of \d+$/).waitFor();
        expect(await page.getByText('Draft', { exact: true }).count()).toBe(0);
      };
      const statusOf = async (match: string) => {
        for (let n = 1; n <= 10; n += 1) {
          await upcomingPage(n);
          if ((await item(match).count()) > 0) return item(match).textContent();
        }
        throw new Error(`${match} is on none of the first 10 upcoming pages`);
      };
      expect(await statusOf(OPEN_MATCH)).toContain('Open');
      expect(await statusOf(FULL_MATCH)).toContain('Full');
      await screenshot(page, 'matches-open-full');

      await item(FULL_MATCH).click();
      await page.getByRole('heading', { name: FULL_MATCH, level: 1 }).waitFor();
      expect(await page.locator('header').filter({ hasText: FULL_MATCH }).getByText('Full', { exact: true }).count()).toBe(1);
      await context.close();
    }
  });
});

describe('recent matches', () => {
  it("lists each of a player's recent matches once, with its games inside the row", async () => {
    for (const viewport of VIEWPORTS) {
      const { context, page } = await newPage(browser, viewport);
      // Straight to the profile: on the shared stack other journeys' players can push the demo's off the
      // roster's first page.
      const { rows } = await withDb((db) => db.query<{ id: string }>('select id from public.players where name = $1', [PLAYER]));
      await page.goto(`/players/${rows[0]?.id}`);
      await page.getByRole('heading', { name: PLAYER, level: 1 }).waitFor();
      const recent = isPhone(page) ? page.getByRole('list', { name: 'Recent matches' }) : page.getByRole('table', { name: 'Recent matches' });
      await recent.waitFor();
      await recent.scrollIntoViewIfNeeded();
      expect(await recent.getByRole('link', { name: THREE_GAME_MATCH }).count()).toBe(1);
      const games = recent.getByRole('list', { name: `Games of ${THREE_GAME_MATCH}` }).getByRole('listitem');
      expect(await games.count()).toBe(3);
      const names = (await recent.getByRole('link').allTextContents()).map((text) => text.trim());
      expect(new Set(names).size).toBe(names.length);
      await screenshot(page, 'player-recent-matches');
      await context.close();
    }
  });
});

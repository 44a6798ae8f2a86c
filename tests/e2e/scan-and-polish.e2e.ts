// Issue 16, items 4 and 7, on a 390 px phone against the real stack. Scan Scorecard: a player photographs
// her signed card from her own card; it is compressed before upload, shown as a thumbnail with a larger
// view, and the admin sees it from the admin bar; another player and an anonymous visitor can neither see
// nor fetch it. Phone polish: the admin bar (Finalize only when relevant, nothing overlapping), the match
// tabs (none clipped), the game rows of /matches/new (the pot select clear of the buy-in) and the roster
// (compact cards, sorted by index or earnings from the URL). Screenshots at 390 and 1280 px.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE_390 = { width: 390, height: 844 };
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const NOTE = 'Photo attached as evidence — scores are entered by hand';
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));

type Player = { id: string; token: string; name: string };
type Box = { x: number; y: number; width: number; height: number };

let browser: Browser;
let admin: SupabaseClient;
let adminSession: string;
let ann: Player;
let bob: Player;
let todayMatch: string;
let upcomingMatch: string;

async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function registerPlayer(name: string): Promise<Player> {
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name, p_nickname: null, p_email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, p_ghin: digits(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { id: session.player_id, token: session.token, name };
}

async function createMatch(name: string, date: string): Promise<string> {
  const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  return call<string>(admin, 'create_match', {
    p_match: { name, date, course_id: teeset.course_id, teeset_id: teeset.id, format: 'Individual Stableford', require_payment_before_play: false },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
}

async function asPlayer(player: Player | null, viewport = PHONE_390): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  if (player) {
    await opened.context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify({ playerId: player.id, token: player.token }));
  }
  return opened;
}

async function asAdmin(viewport = PHONE_390): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport);
  const expiresAt = new Date(Date.now() + 8 * 3600_000).toISOString();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminSession, expiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

async function shoot(page: Page, name: string) {
  await expectNoSidewaysScroll(page);
  await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await screenshot(page, name);
}

const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
};
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

/** A 4000 × 3000 photo full of detail (MBs as a JPEG), made in the page as a camera would hand it over. */
async function bigPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    const image = context.createImageData(4000, 3000);
    const pixels = new Uint32Array(image.data.buffer);
    let seed = 12345;
    for (let i = 0; i < pixels.length; i += 1) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      pixels[i] = seed | 0xff000000;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.92));
    if (!blob) throw new Error('no JPEG');
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsDataURL(blob);
    });
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Asks the store to sign a card photo's URL as someone (the app's own way to read a photo). */
async function signAs(path: string, headers: Record<string, string>) {
  const { apiUrl, anonKey } = stackEnv();
  return fetch(`${apiUrl}/storage/v1/object/sign/card-photos/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ expiresIn: 60 }),
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  ann = await registerPlayer(`Ann Photo ${RUN}`);
  bob = await registerPlayer(`Bob Photo ${RUN}`);
  const today = await withDb(async (db) => String((await db.query('select private.club_today()::text as today')).rows[0].today));
  const inTenDays = await withDb(async (db) => String((await db.query("select (private.club_today() + 10)::text as day")).rows[0].day));
  todayMatch = await createMatch(`Scan Day ${RUN}`, today);
  upcomingMatch = await createMatch(`Scan Later ${RUN}`, inTenDays);
  for (const player of [ann, bob]) await call(admin, 'add_match_entry', { p_match_id: todayMatch, p_player_id: player.id });
});

afterAll(async () => {
  await browser?.close();
});

describe('Scan Scorecard', () => {
  it('the player attaches a compressed photo of her signed card from her phone; the admin sees it; nobody else can', async () => {
    const { context, page } = await asPlayer(ann);
    await page.goto(`/matches/${todayMatch}?tab=scores`);
    const card = page.getByRole('group', { name: new RegExp(ann.name) });
    await card.getByRole('button', { name: 'Scan card' }).waitFor();
    const input = card.getByLabel(`Photo of ${ann.name}'s signed card`);
    await expect(input.getAttribute('capture')).resolves.toBe('environment');
    await expect(input.getAttribute('accept')).resolves.toBe('image/*');
    const photo = await bigPhoto(page);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    await input.setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('[data-sonner-toast]').filter({ hasText: NOTE }).first().waitFor();
    // Bob's card offers Ann nothing.
    await expect(page.getByRole('button', { name: `View the photo of ${bob.name}'s signed card` }).count()).resolves.toBe(0);

    await card.getByRole('button', { name: `View the photo of ${ann.name}'s signed card` }).click();
    const dialog = page.getByRole('dialog', { name: `${ann.name}'s signed card` });
    await dialog.getByText(NOTE).waitFor();
    const large = dialog.getByRole('img', { name: `Photo of ${ann.name}'s signed card` });
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    const stored = await large.evaluate(async (img: HTMLImageElement) => {
      const answer = await fetch(img.src);
      return { width: img.naturalWidth, height: img.naturalHeight, bytes: (await answer.arrayBuffer()).byteLength, src: img.src };
    });
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 1600, height: 1200 });
    expect(stored.bytes).toBeLessThanOrEqual(600 * 1024);
    expect(stored.src).toContain('/storage/v1/object/sign/card-photos/');
    await shoot(page, 'scan-player-photo');
    await context.close();

    const [row] = await withDb(async (db) => (await db.query('select object_path, uploaded_by_kind, uploaded_by_id from public.card_photos where match_id = $1', [todayMatch])).rows);
    expect(row).toMatchObject({ uploaded_by_kind: 'player', uploaded_by_id: ann.id });
    const path = String(row.object_path);

    // Another player and an anonymous visitor: no thumbnail, no signed URL, not on the public route, not with Ann's URL's path and a made-up token.
    for (const viewer of [bob, null]) {
      const other = await asPlayer(viewer);
      await other.page.goto(`/matches/${todayMatch}?tab=scores`);
      await other.page.getByRole('group', { name: new RegExp(ann.name) }).waitFor();
      await expect(other.page.getByRole('button', { name: `View the photo of ${ann.name}'s signed card` }).count()).resolves.toBe(0);
      await other.context.close();
    }
    expect((await signAs(path, { 'x-player-token': bob.token })).status).toBe(404);
    expect((await signAs(path, {})).status).toBe(404);
    const { apiUrl } = stackEnv();
    expect((await fetch(`${apiUrl}/storage/v1/object/public/card-photos/${path}`)).status).toBe(404);
    expect((await fetch(`${apiUrl}/storage/v1/object/sign/card-photos/${path}?token=9999999999.forged`)).status).toBe(400);

    // The admin: Scan Scorecard in the admin bar lists every entrant's card, Ann's with her photo.
    const adminView = await asAdmin();
    await adminView.page.goto(`/matches/${todayMatch}`);
    await adminView.page.getByRole('region', { name: 'Admin controls' }).getByRole('button', { name: 'Scan Scorecard' }).click();
    const scan = adminView.page.getByRole('dialog', { name: 'Scan Scorecard' });
    await scan.getByText(NOTE, { exact: false }).waitFor();
    await scan.getByRole('button', { name: `View the photo of ${ann.name}'s signed card` }).waitFor();
    await scan.getByRole('button', { name: 'Scan card' }).waitFor();
    await shoot(adminView.page, 'scan-admin-dialog');
    await adminView.context.close();
  });
});

describe('phone polish at 390 px', () => {
  it('the admin bar is compact, offers Finalize only when relevant, and nothing in it overlaps', async () => {
    for (const viewport of [PHONE_390, DESKTOP]) {
      const { context, page } = await asAdmin(viewport);
      await page.goto(`/matches/${todayMatch}`);
      const bar = page.getByRole('region', { name: 'Admin controls' });
      await bar.getByRole('link', { name: 'Finalize Match' }).waitFor();
      const controls = await bar.locator('button, a, [role=switch]').all();
      const boxes = await Promise.all(controls.map(boxOf));
      for (let i = 0; i < boxes.length; i += 1) {
        for (let j = i + 1; j < boxes.length; j += 1) expect(overlap(boxes[i] as Box, boxes[j] as Box), `controls ${i} and ${j} overlap`).toBe(false);
      }
      if (viewport === PHONE_390) {
        // Wrapped, every label whole, the bar is taller than the old scrolling strip (286 px measured at 390).
        expect((await boxOf(bar)).height).toBeLessThan(320);
        // The actions wrap inside the bar, every label whole (a scrolling strip read "Scan Scor›").
        const barBox = await boxOf(bar);
        for (let i = 0; i < boxes.length; i += 1) {
          const box = boxes[i] as Box;
          expect(box.x >= barBox.x && box.x + box.width <= barBox.x + barBox.width + 0.5, `control ${i} is inside the bar`).toBe(true);
          expect(await controls[i].evaluate((element) => element.scrollWidth <= element.clientWidth + 1), `control ${i} reads whole`).toBe(true);
        }
      }
      await shoot(page, 'polish-admin-bar');

      await page.goto(`/matches/${upcomingMatch}`);
      await bar.getByRole('button', { name: 'Invite Players' }).waitFor();
      await expect(bar.getByRole('link', { name: 'Finalize Match' }).count()).resolves.toBe(0);
      await shoot(page, 'polish-admin-bar-upcoming');
      await context.close();
    }
  });

  it('the match tabs are not clipped', async () => {
    for (const viewport of [PHONE_390, DESKTOP]) {
      const { context, page } = await asAdmin(viewport);
      await page.goto(`/matches/${todayMatch}`);
      const list = page.getByRole('tablist');
      await list.getByRole('tab', { name: 'Results' }).waitFor();
      const strip = await boxOf(list);
      const inside = (box: Box) => box.x >= strip.x - 0.5 && box.x + box.width <= strip.x + strip.width + 0.5;
      // Every tab is whole on screen: on a phone the tabs wrap in rows of three rather than scroll ("R›").
      for (const tab of await list.getByRole('tab').all()) {
        const name = await tab.textContent();
        expect(inside(await boxOf(tab)), `${name} is whole inside the tab list`).toBe(true);
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth), `${name} is not truncated`).toBe(true);
      }
      expect(strip.x + strip.width).toBeLessThanOrEqual(viewport.width);
      await shoot(page, 'polish-tabs');
      await context.close();
    }
  });

  it('on /matches/new the pot select stays clear of the buy-in', async () => {
    for (const viewport of [PHONE_390, DESKTOP]) {
      const { context, page } = await asAdmin(viewport);
      await page.goto('/matches/new');
      for (const game of ['Nassau', 'Stableford v2', 'Skins (Gross)']) {
        const pot = page.getByRole('combobox', { name: `${game} pot`, exact: true });
        const buyIn = page.getByRole('textbox', { name: `${game} buy-in`, exact: true });
        await pot.scrollIntoViewIfNeeded();
        expect(overlap(await boxOf(pot), await boxOf(buyIn)), `${game}: the pot select overlaps the buy-in`).toBe(false);
      }
      await page.getByRole('combobox', { name: 'Nassau pot', exact: true }).scrollIntoViewIfNeeded();
      await shoot(page, 'polish-new-match-games');
      await context.close();
    }
  });

  it('the roster: compact cards sorted by index from the URL, then by earnings', async () => {
    const { context, page } = await asPlayer(null);
    await page.goto('/players?sort=index');
    const cards = page.getByTestId('roster-cards').locator('li');
    await cards.first().waitFor();
    await expect(page.getByRole('combobox', { name: 'Sort by' }).textContent()).resolves.toContain('Index');
    const indexes = await cards.evaluateAll((items) =>
      items.map((item) => {
        const text = item.textContent ?? '';
        const found = /HI (\+?)(\d+\.\d)/.exec(text);
        if (!found) return Number.POSITIVE_INFINITY;
        return found[1] === '+' ? -Number(found[2]) : Number(found[2]);
      }),
    );
    expect(indexes.length).toBeGreaterThan(3);
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    for (const card of (await cards.all()).slice(0, 5)) {
      expect((await boxOf(card)).height).toBeLessThan(120);
      await expect(card.getByText('Private').count()).resolves.toBe(0);
    }
    await shoot(page, 'polish-roster-by-index');

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Sort: Earnings' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'earnings');
    await expect
      .poll(async () => {
        const earnings = await cards.evaluateAll((items) => items.map((item) => Number(/Earnings\s*\$([\d,]+\.\d\d)/.exec(item.textContent ?? '')?.[1]?.replace(/,/g, '') ?? NaN)));
        return earnings.length > 3 && earnings.every((value, i) => i === 0 || value <= (earnings[i - 1] as number));
      })
      .toBe(true);
    await context.close();

    const wide = await asPlayer(null, DESKTOP);
    await wide.page.goto('/players?sort=earnings');
    await wide.page.getByTestId('roster-table').getByRole('columnheader', { name: 'Earnings' }).waitFor();
    await shoot(wide.page, 'polish-roster-by-earnings');
    await wide.context.close();
  });
});

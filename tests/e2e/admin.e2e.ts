// Admin side end to end against the real stack: PIN gate, approvals (and their audit trail),
// settings, a bulk e-mail to one recipient who stops being active before the send, and every admin screen
// at both widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7)); // 8 digits
/** A day some days back (YYYY-MM-DD): before the club's today in any zone. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const ADMIN_PIN = process.env.STACK_ADMIN_PIN ?? '';

let browser: Browser;
let adminToken = '';
let adminExpiresAt = '';

async function rpc<T>(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const key = process.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

const asAdmin = () => ({ 'x-admin-token': adminToken });

/** A PENDING player created through the same RPC the sign-up page uses. */
async function registerPlayer(label: string, email = `${label.toLowerCase().replace(/\W+/g, '.')}.${RUN}@example.com`) {
  const name = `${label} ${RUN}`;
  const { player_id } = await rpc<{ player_id: string }>('register_player', { p_name: name, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true });
  return { id: player_id, name, email: email.trim().toLowerCase() };
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The admin session in this browser context without the PIN dialog (sessionStorage, per tab). */
async function withAdminSession(context: BrowserContext) {
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminToken, expiresAt: adminExpiresAt });
  await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
}

async function adminPage(viewport = DESKTOP) {
  const opened = await newPage(browser, viewport);
  await withAdminSession(opened.context);
  return opened;
}

async function openAdminDialog(page: Page) {
  await page.goto('/');
  const banner = page.getByRole('banner');
  if ((page.viewportSize()?.width ?? 0) < 1024) await banner.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Admin' }).first().click();
  await page.getByRole('dialog', { name: 'Admin Access Required' }).waitFor();
}

/** From the top of the page (see support/browser.ts shoot). */
async function shootFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, name);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const session = await rpc<{ valid: boolean; token: string; expires_at: string }>('verify_admin_pin', { pin_input: ADMIN_PIN });
  if (!session.valid) throw new Error('STACK_ADMIN_PIN was not accepted');
  adminToken = session.token;
  adminExpiresAt = session.expires_at;
});

afterAll(async () => {
  await browser?.close();
});

describe('admin gate', () => {
  it('refuses a wrong PIN with a toast', async () => {
    const { context, page } = await newPage(browser);
    await openAdminDialog(page);
    await page.getByLabel('Admin PIN').fill('0000000000' === ADMIN_PIN ? '1111111111' : '0000000000');
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await toast(page, 'Invalid PIN').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('lets the right PIN in and lands on the dashboard', async () => {
    const { context, page } = await newPage(browser);
    await openAdminDialog(page);
    await page.getByLabel('Admin PIN').fill(ADMIN_PIN);
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await toast(page, 'Admin access granted').waitFor();
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByText('Finance Snapshot').waitFor();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const label of ['Dashboard', 'Players', 'Matches', 'Courses', 'Ledger', 'E-mail', 'Audit', 'Settings']) {
      expect(await nav.getByRole('link', { name: label }).count()).toBe(1);
    }
    // The session is per tab and revocable: log out again so it does not linger.
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await toast(page, 'Logged out of admin session').waitFor();
    await context.close();
  });

  it('sends a visitor on /admin/settings home with the PIN dialog', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin/settings');
    await page.getByRole('dialog', { name: 'Admin Access Required' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('approvals', () => {
  it('approves a fresh sign-up: it leaves the pending list and the audit log records it', async () => {
    const player = await registerPlayer('Pending Pat');
    const { context, page } = await adminPage();
    await page.goto('/admin/players/pending');
    const row = page.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    expect(await row.getByText(player.email).isVisible()).toBe(true);
    expect(await row.getByText('Consented').isVisible()).toBe(true);
    await row.getByRole('button', { name: `Approve ${player.name}` }).click();
    await toast(page, 'Player approved').waitFor();
    await row.waitFor({ state: 'detached' });

    const roster = await rpc<{ id: string; status: string; join_date: string | null }[]>('get_players_admin', { status_filter: 'ALL' }, asAdmin());
    const approved = roster.find((p) => p.id === player.id);
    expect(approved?.status).toBe('ACTIVE');
    expect(approved?.join_date).not.toBeNull();

    await page.goto('/admin/audit');
    await page.getByLabel('Action group').click();
    await page.getByRole('option', { name: 'Player' }).click();
    const auditRow = page.getByRole('row').filter({ hasText: player.name }).filter({ hasText: 'Player approved' });
    await auditRow.first().waitFor();
    expect(await page.getByText(/\(\d+ records?\)/).isVisible()).toBe(true);
    await context.close();
  });

  it('bulk-declines selected registrations', async () => {
    const first = await registerPlayer('Decline One');
    const second = await registerPlayer('Decline Two');
    const { context, page } = await adminPage();
    await page.goto('/admin/players/pending');
    await page.getByRole('checkbox', { name: `Select ${first.name}` }).click();
    await page.getByRole('checkbox', { name: `Select ${second.name}` }).click();
    await page.getByRole('button', { name: /Decline Selected/ }).click();
    await toast(page, '2 players declined').waitFor();
    await page.getByRole('row').filter({ hasText: first.name }).waitFor({ state: 'detached' });
    expect(await page.getByRole('row').filter({ hasText: second.name }).count()).toBe(0);
    await context.close();
  });
});

describe('players list', () => {
  it('searches by e-mail and GHIN, filters by status and exports the filtered list as CSV', async () => {
    const player = await registerPlayer('Searchable Sam');
    const { context, page } = await adminPage();
    await page.goto('/admin/players');
    await page.getByRole('searchbox', { name: 'Search' }).fill(player.email);
    const row = page.getByRole('row').filter({ hasText: player.name });
    await row.waitFor();
    expect(await row.getByRole('button', { name: `Approve ${player.name}` }).isVisible()).toBe(true);
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByText('No players found matching your search.').waitFor();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await row.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const path = await download.path();
    const { readFile } = await import('node:fs/promises');
    const csv = (await readFile(path, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('name,nickname,email,ghin,status,join date,league index');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${player.name},,${player.email},`);
    expect(lines[1]).toContain(',PENDING,');
    await context.close();
  });
});

describe('settings', () => {
  it('saves a toggle with "Setting updated successfully" and validates the PIN form', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/settings');
    const followup = page.getByRole('switch', { name: 'Invite Decline Follow-up' });
    await followup.waitFor();
    const before = await followup.getAttribute('aria-checked');
    await followup.click();
    await toast(page, 'Setting updated successfully').waitFor();
    await expect.poll(() => followup.getAttribute('aria-checked')).not.toBe(before);
    const settings = await rpc<Record<string, string>>('get_admin_settings', {}, asAdmin());
    expect(settings.inviteDeclineFollowupEnabled).toBe(before === 'true' ? 'false' : 'true');
    // Put it back: other tests share this database.
    await followup.click();
    await expect.poll(() => followup.getAttribute('aria-checked')).toBe(before);

    await page.getByLabel('New PIN').fill('12');
    await page.getByLabel('Confirm PIN').fill('12');
    await page.getByRole('button', { name: 'Update PIN' }).click();
    await page.getByText('Please enter your current PIN').waitFor();
    await page.getByText('PIN must be at least 4 characters').waitFor();
    await page.getByLabel('Current PIN').fill('0000000000' === ADMIN_PIN ? '1111111111' : '0000000000');
    await page.getByLabel('New PIN').fill('48291375');
    await page.getByLabel('Confirm PIN').fill('48291375');
    await page.getByRole('button', { name: 'Update PIN' }).click();
    await toast(page, 'Failed to update PIN').waitFor();
    await page.getByText('Current PIN is incorrect').first().waitFor();
    expect((await rpc<{ valid: boolean }>('verify_admin_pin', { pin_input: '48291375' })).valid).toBe(false);

    const small = page.getByLabel('Small field');
    await small.fill('70, 40');
    await page.getByRole('button', { name: 'Save Payout Curves' }).click();
    await page.getByText('Payout percentages must add up to 100%').waitFor();
    await context.close();
  });

  it('the owner adds, renames and revokes a named admin in the Admins card', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/settings');
    const card = page.locator('[data-slot="card"]').filter({ hasText: 'Each admin signs in with their own PIN' });
    await card.getByText('League owner').waitFor();
    const name = `Ada ${RUN}`;
    const pin = String(10_000_000 + Math.floor(Math.random() * 89_999_999));
    await card.getByLabel('Admin name', { exact: true }).fill(name);
    await card.getByLabel('Their PIN', { exact: true }).fill(pin);
    await card.getByLabel('Confirm their PIN').fill(pin);
    await card.getByRole('button', { name: 'Add admin' }).click();
    await toast(page, `${name} can now sign in with their PIN`).waitFor();
    await card.getByRole('list', { name: 'Admins' }).getByText(name).waitFor();
    const session = await rpc<{ valid: boolean; token: string }>('verify_admin_pin', { pin_input: pin });
    expect(session.valid).toBe(true);

    await card.getByRole('button', { name: `Rename ${name}` }).click();
    const renamed = `Ada Lovelace ${RUN}`;
    const dialog = page.getByRole('dialog', { name: 'Rename admin' });
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Admin renamed').waitFor();
    await card.getByText(renamed).waitFor();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      // Below the sticky header.
      await card.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
      await card.screenshot({ path: `test-results/screenshots/admin-settings-admins-card-${viewport.width}.png` });
    }
    await page.setViewportSize(DESKTOP);

    await card.getByRole('button', { name: `Revoke ${renamed}` }).click();
    await page.getByRole('alertdialog', { name: 'Revoke admin' }).getByRole('button', { name: 'Revoke' }).click();
    await toast(page, 'Admin revoked').waitFor();
    await card.getByRole('listitem').filter({ hasText: renamed }).getByText('Revoked').waitFor();
    // The revoked admin's session ended with it.
    const after = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/get_admin_settings`, {
      method: 'POST',
      headers: { apikey: process.env.STACK_ANON_KEY ?? '', 'Content-Type': 'application/json', 'x-admin-token': session.token },
      body: '{}',
    });
    expect(after.status).toBe(401);
    await context.close();
  });
});

describe('branding', () => {
  it('uploads a logo to the branding bucket and saves its public URL', async () => {
    const before = await rpc<Record<string, string>>('get_admin_settings', {}, asAdmin());
    // A 1×1 PNG.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    const { context, page } = await adminPage();
    try {
      await page.goto('/admin/settings');
      await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
      await page.getByRole('img', { name: 'New logo preview' }).waitFor();
      await page.getByRole('button', { name: 'Save Branding' }).click();
      await toast(page, 'Setting updated successfully').waitFor();
      const publicSettings = await rpc<{ branding: { logoUrl: string | null } }>('get_public_settings', {});
      const logoUrl = publicSettings.branding.logoUrl ?? '';
      expect(logoUrl).toMatch(/\/storage\/v1\/object\/public\/branding\/logo-\d+\.png$/);
      const stored = await fetch(logoUrl);
      expect(stored.status).toBe(200);
      expect(Buffer.from(await stored.arrayBuffer()).equals(png)).toBe(true);
      await page.getByRole('img', { name: 'Current logo' }).waitFor();
    } finally {
      // Other tests share this database: put the branding back as it was.
      if (before.branding) await rpc('upsert_admin_setting', { p_key: 'branding', p_value: before.branding }, asAdmin());
      await context.close();
    }
  });
});

describe('e-mail centre', () => {
  /** Makes an ACTIVE player INACTIVE with the service role: no admin RPC does (decline_players takes PENDING ones only). */
  async function deactivate(playerId: string) {
    const key = process.env.STACK_SERVICE_KEY ?? '';
    const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/players?id=eq.${playerId}`, {
      method: 'PATCH',
      headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
      body: JSON.stringify({ status: 'INACTIVE' }),
    });
    if (!response.ok) throw new Error(`deactivate: ${response.status} ${await response.text()}`);
  }

  /** The outbox job, as the scheduler (or, under `npm start`, the outbox kicker) runs it: this shared test stack runs neither. */
  async function runOutboxJob() {
    const key = process.env.STACK_SERVICE_KEY ?? '';
    const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/process-email-outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
      body: JSON.stringify({ scheduled: true }),
    });
    if (!response.ok) throw new Error(`process-email-outbox answered ${response.status}`);
  }

  it('the server sends to three players and reports the one who is no longer active', async () => {
    const good1 = await registerPlayer('Mail Ok One');
    const good2 = await registerPlayer('Mail Ok Two');
    const gone = await registerPlayer('Mail Gone');
    await rpc('approve_players', { p_player_ids: [good1.id, good2.id, gone.id] }, asAdmin());
    const subject = `League news ${RUN}`;

    const { context, page } = await adminPage();
    await page.goto('/admin/email');
    await page.getByRole('heading', { name: 'Email Centre' }).waitFor();
    // The picker shows a page of 50 (ordered by name); the search finds this run's players on the server.
    await page.getByText(/All Active Players \(\d+\)/).waitFor();
    await page.getByLabel('Find a player').fill(RUN);
    for (const person of [good1, good2, gone]) {
      await page.getByRole('checkbox', { name: `${person.name} (${person.email})` }).click();
    }
    await page.getByText('3 recipients selected').waitFor();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Hello **everyone**,\nsee the [matches](https://fairway.example/matches).\n<script>alert(1)</script>');

    // Meanwhile one of them stops being ACTIVE (elsewhere, not in this tab): the list on screen still
    // offers three recipients, and only the server can tell — an honest per-recipient failure.
    await deactivate(gone.id);

    await page.getByRole('button', { name: 'Send Email (3)' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Email Send' });
    await dialog.getByText('Are you sure you want to send this message to 3 recipient(s)? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Send Emails' }).click();
    await page.getByText('Sending Emails...').waitFor();
    await runOutboxJob();

    await toast(page, 'Email campaign complete: 2 sent, 1 failed').waitFor({ timeout: 30_000 });
    const results = page.getByRole('list', { name: 'Send results' });
    await results.waitFor();
    const goneLine = results.getByRole('listitem').filter({ hasText: gone.email });
    expect(await goneLine.getByText('This recipient is not an active player').isVisible()).toBe(true);
    expect(await results.getByRole('listitem').filter({ hasText: good1.email }).getByLabel('Sent').count()).toBe(1);
    expect(await results.getByRole('listitem').filter({ hasText: good2.email }).getByLabel('Sent').count()).toBe(1);
    // A failure keeps the draft so it can be fixed and sent again.
    expect(await page.getByLabel('Subject').inputValue()).toBe(subject);
    await shootFromTop(page, 'admin-email-results');

    // The two good messages really arrived, with the text escaped and the markup applied; none went to the third.
    const inbox = (await (await fetch(`${process.env.STACK_INBOX_URL}/api/email`)).json()) as { subject: string; to: { address: string }[]; html: string }[];
    const delivered = inbox.filter((mail) => mail.subject === subject);
    expect(delivered.map((mail) => mail.to[0]?.address).sort()).toEqual([good1.email, good2.email].sort());
    const html = delivered[0]?.html ?? '';
    expect(html).toContain('<strong>everyone</strong>');
    expect(html).toContain('href="https://fairway.example/matches"');
    expect(html).not.toContain('<script>alert(1)</script>');
    await context.close();
  });
});

describe('import scorecards', () => {
  it('checks every row in the browser first, then imports all of them at once', async () => {
    const key = process.env.STACK_ANON_KEY ?? '';
    const teesets = (await (
      await fetch(`${process.env.STACK_API_URL}/rest/v1/teesets?select=id,course_id&limit=1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } })
    ).json()) as { id: string; course_id: string }[];
    const teeset = teesets[0];
    if (!teeset) throw new Error('the seed has no tee set');
    const matchName = `Import Test ${RUN}`;
    const matchId = await rpc<string>(
      'create_match',
      {
        // Played three days ago: cards open from the match day (DESIGN rule 17), imports included.
        p_match: { name: matchName, date: daysAgo(3), course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false },
        p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
      },
      asAdmin(),
    );
    const ann = await registerPlayer('Card Ann');
    const ben = await registerPlayer('Card Ben');
    await rpc('approve_players', { p_player_ids: [ann.id, ben.id] }, asAdmin());
    for (const player of [ann, ben]) await rpc('add_match_entry', { p_match_id: matchId, p_player_id: player.id }, asAdmin());

    const header = ['player', ...Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`)].join(',');
    const holes = (...first: (number | string)[]) => Array.from({ length: 18 }, (_, i) => first[i] ?? 4).join(',');
    const file = (rows: string[]) => ({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\n')) });

    const { context, page } = await adminPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Import Scorecards' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Scorecards' });
    await dialog.getByLabel('Match').click();
    await page.getByRole('option', { name: new RegExp(matchName) }).click();
    await dialog.getByText('2 entrants in this match').waitFor();

    await dialog.getByLabel('CSV file').setInputFiles(file([`${ann.name},${holes(5)}`, `Nobody ${RUN},${holes()}`, `${ben.name},${holes(3, 13)}`]));
    await dialog.getByText(`"Nobody ${RUN}" is not entered in this match`).waitFor();
    await dialog.getByText('Hole 2: "13" is not a score from 1 to 12').waitFor();
    expect(await dialog.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await shootFromTop(page, 'admin-import-errors');

    await dialog.getByLabel('CSV file').setInputFiles(file([`${ann.name},${holes(5)}`, `${ben.id},${holes(3, '', 6)}`]));
    await dialog.getByRole('button', { name: 'Import 2 Scorecards' }).click();
    await toast(page, 'Imported 2 scorecards').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const detail = await rpc<{ scorecards: { player_id: string; holes: (number | null)[] }[] }>('get_match_scorecards', { p_match_id: matchId }, asAdmin());
    const cards = new Map(detail.scorecards.map((card) => [card.player_id, card.holes]));
    expect(cards.get(ann.id)?.slice(0, 3)).toEqual([5, 4, 4]);
    expect(cards.get(ben.id)?.slice(0, 4)).toEqual([3, null, 6, 4]);
    await context.close();
  });
});

describe('screens at 1280 and 375 px', () => {
  const screens: { path: string; name: string; ready: (page: Page) => Promise<unknown> }[] = [
    { path: '/admin', name: 'admin-dashboard', ready: (page) => page.getByText('Finance Snapshot').waitFor() },
    { path: '/admin/players', name: 'admin-players', ready: (page) => page.getByText(/^Players \(\d+\)$/).waitFor() },
    { path: '/admin/players/pending', name: 'admin-pending', ready: (page) => page.getByText(/Pending Registrations \(\d+\)/).waitFor() },
    { path: '/admin/matches', name: 'admin-matches', ready: (page) => page.getByText(/^Matches \(\d+\)$/).waitFor() },
    { path: '/admin/settings', name: 'admin-settings', ready: (page) => page.getByText('Branding').first().waitFor() },
    { path: '/admin/email', name: 'admin-email', ready: (page) => page.getByText(/All Active Players \(\d+\)/).waitFor() },
    { path: '/admin/audit', name: 'admin-audit', ready: (page) => page.getByText(/\(\d+ records?\)/).waitFor() },
    { path: '/admin/ledger', name: 'admin-ledger', ready: (page) => page.getByText(/Won ≤ collected \+ league-funded pots/).first().waitFor() },
  ];

  for (const viewport of [DESKTOP, PHONE]) {
    it(`renders every admin screen at ${viewport.width} px`, async () => {
      const { context, page } = await adminPage(viewport);
      for (const screen of screens) {
        await page.goto(screen.path);
        await screen.ready(page);
        await page.waitForLoadState('networkidle');
        await shootFromTop(page, screen.name);
      }
      await context.close();
    });
  }

  it('shows the recompute preview and the scorecard import dialog', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Recompute Indexes' }).click();
    const recompute = page.getByRole('dialog', { name: 'Recompute Indexes' });
    await recompute.getByText(/All indexes are up to date\.|Publish \d+ Ind/).first().waitFor();
    await shootFromTop(page, 'admin-recompute');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Import Scorecards' }).click();
    await page.getByRole('dialog', { name: 'Import Scorecards' }).waitFor();
    await shootFromTop(page, 'admin-import-scorecards');
    await page.keyboard.press('Escape');
    await page.goto('/admin/ledger');
    await page.getByRole('tab', { name: 'Settle Up' }).click();
    await page.getByText('League pays').waitFor();
    await shootFromTop(page, 'admin-ledger-settle');
    await context.close();
  });
});

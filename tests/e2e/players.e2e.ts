// Player side end to end against the real stack: landing → roster → sign-up → own profile →
// handicap logs → profile edits (with the server's unique constraints) → admin publishes the index.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, expectNoSidewaysScroll, launchBrowser, newPage, PHONE, shoot } from './support/browser';
import type { LeagueShowcase } from '../../src/features/landing/api/get-league-showcase';
import { formatCents } from '../../src/domain/money';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7)); // 8 digits
const EMAIL_PATTERN = /[\w.+-]+@[\w-]+\.[\w.-]+/;

const alice = { name: `Alice Fairway ${RUN}`, nickname: 'Ace', email: `alice.${RUN}@example.com`, ghin: digits() };
const bob = { name: `Bob Bunker ${RUN}`, nickname: '', email: `bob.${RUN}@example.com`, ghin: digits() };
type Person = typeof alice;

let browser: Browser;
let aliceSession: { playerId: string; token: string } | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function rpc<T>(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const key = process.env.STACK_ANON_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function fillSignup(page: Page, person: Person) {
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel(/Nickname/).fill(person.nickname);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('GHIN').fill(person.ghin);
  await page.getByRole('checkbox').check();
}

async function signUp(page: Page, person: Person) {
  await page.goto('/signup');
  await fillSignup(page, person);
  await page.getByRole('button', { name: 'Request to Join' }).click();
  await page.waitForURL((url) => url.pathname === '/signup/requested');
  await page.getByText('Your request is pending approval').waitFor();
  const stored = await page.evaluate(() => window.localStorage.getItem('fairway.player'));
  if (!stored) throw new Error('no player session after sign-up');
  return JSON.parse(stored) as { playerId: string; token: string };
}

async function withSession(context: BrowserContext, session: { playerId: string; token: string }) {
  await context.addInitScript((value) => window.localStorage.setItem('fairway.player', value), JSON.stringify(session));
}

async function signInAsAdmin(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
  await page.getByLabel('Admin PIN').fill(process.env.STACK_ADMIN_PIN ?? '');
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.waitForURL('**/admin');
}

describe('landing page', () => {
  it('shows the hero, sections, the league’s live figures and its latest finished match', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Where wagers meet fairways.' }).waitFor();
    // A visitor is shown the matches; creating one is an admin's (issue #15).
    for (const name of ['Join the League', 'Browse Matches', 'View Players']) {
      expect(await page.getByRole('link', { name }).first().isVisible()).toBe(true);
    }
    await page.locator('#about').waitFor(); // the sections below the hero load as their own chunk
    for (const id of ['features', 'how-it-works', 'dashboard', 'about']) {
      expect(await page.locator(`#${id}`).count()).toBe(1);
    }
    // The figures and the dashboard are the league's own (rpc get_league_showcase), not marketing numbers.
    const showcase = await rpc<LeagueShowcase>('get_league_showcase', {});
    const { figures, latest_match: latest } = showcase;
    if (!latest) throw new Error('the seed has no finished match');
    await page.locator('#dashboard').getByRole('link', { name: latest.name }).waitFor();
    const text = await page.locator('main').innerText();
    for (const figure of [
      formatCents(figures.payouts_this_month_cents), figures.active_players.toLocaleString('en-US'), figures.active_matches.toLocaleString('en-US'),
      formatCents(figures.total_payouts_cents), figures.rounds_scored.toLocaleString('en-US'), figures.matches_played.toLocaleString('en-US'),
    ]) expect(text).toContain(figure);
    expect(figures.active_players).toBeGreaterThan(0);
    expect(figures.matches_played).toBeGreaterThan(0);
    const dashboard = await page.locator('#dashboard').innerText();
    for (const leader of latest.leaders) {
      expect(dashboard).toContain(leader.name);
      expect(dashboard).toContain(formatCents(leader.winnings_cents));
    }
    expect(dashboard).toContain(formatCents(latest.total_pot_cents));
    expect(latest.total_pot_cents).toBe(latest.pots.reduce((sum, pot) => sum + pot.pot_cents, 0));
    expect(text).not.toContain('Sample data');
    expect(text).toContain('Modified Stableford v2 scoring');
    expect(text).toContain('Gross Skins with carryovers');
    expect(await page.locator('#how-it-works ol > li').count()).toBe(4);
    expect(await page.getByText(`© ${new Date().getFullYear()} `).isVisible()).toBe(true);
    await shoot(page, 'landing');
    const settings = await rpc<{ branding: { groupUrl: string | null } }>('get_public_settings', {});
    if (settings.branding.groupUrl) {
      // Desktop: the hero's 'Join our group' link (no floating button from lg up) records its click.
      expect(await page.getByTestId('group-fab').isVisible()).toBe(false);
      await context.route(settings.branding.groupUrl, (route) => route.fulfill({ body: 'group' }));
      const logged = page.waitForRequest((request) => request.url().includes('/rpc/log_analytics_event'));
      const link = page.getByRole('link', { name: 'Join our group' }).first();
      expect(await link.getAttribute('target')).toBe('_blank');
      await link.click();
      expect(JSON.parse((await logged).postData() ?? '{}')).toEqual({ p_event: 'cta_whatsapp_click', p_path: '/' });
    } else {
      expect(await page.getByRole('link', { name: 'Join our group' }).count()).toBe(0);
    }
    await page.getByRole('link', { name: 'View Players' }).first().click();
    await page.waitForURL('**/players');
    await page.getByRole('heading', { name: 'Players & Roster' }).waitFor();
    await context.close();
  });

  it('on a phone: floating group button that records its click and stays dismissed for the session', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.locator('#about').waitFor();
    await shoot(page, 'landing');
    const settings = await rpc<{ branding: { groupUrl: string | null } }>('get_public_settings', {});
    const fab = page.getByTestId('group-fab');
    if (!settings.branding.groupUrl) {
      // No group configured: neither the link nor the floating button appears.
      expect(await fab.count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Join our group' }).count()).toBe(0);
      await context.close();
      return;
    }
    await fab.waitFor();
    const link = fab.getByRole('link', { name: 'Join our group' });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
    expect(await link.getAttribute('href')).toBe(settings.branding.groupUrl);
    // Keep the tab here: the analytics call is what we check, not the external site.
    await context.route(settings.branding.groupUrl, (route) => route.fulfill({ body: 'group' }));
    const logged = page.waitForRequest((request) => request.url().includes('/rpc/log_analytics_event'));
    await link.click();
    const body = JSON.parse((await logged).postData() ?? '{}');
    expect(body).toEqual({ p_event: 'cta_whatsapp_fab_click', p_path: '/' });
    await page.getByRole('button', { name: 'Dismiss group button' }).click();
    expect(await fab.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await fab.count()).toBe(0);
    expect(await page.evaluate(() => window.sessionStorage.getItem('fairway.groupFab'))).toBe('hidden');
    await context.close();
  });
});

describe('sign-up', () => {
  it('validates, registers a PENDING player, shows the next steps and the pending profile', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Request to Join' }).click();
    for (const message of ['Name is required', 'Email is required', 'GHIN is required', 'You must agree to the League Rules & Privacy Policy']) {
      expect(await page.getByText(message).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'League Rules' }).getAttribute('href')).toBe('/terms');
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await shoot(page, 'signup');

    aliceSession = await signUp(page, alice);
    await toast(page, 'Request sent!').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'My Profile' }).click();
    await page.waitForURL(`**/players/${aliceSession.playerId}`);
    await page.getByRole('heading', { level: 1, name: alice.name }).waitFor();
    await page.getByText("Your account is pending approval by an admin. You'll be notified once approved.").waitFor();
    await toast(page, 'Thanks! Your request is pending approval.').waitFor();
    // The owner sees their own e-mail and GHIN.
    const info = page.locator('[data-slot=card]').filter({ hasText: 'Player Information' });
    expect(await info.getByText(alice.email).isVisible()).toBe(true);
    expect(await info.getByText(alice.ghin).isVisible()).toBe(true);
    expect(await page.getByText('No results recorded yet.').isVisible()).toBe(true);
    expect(await page.getByText('No handicap logs yet. Add the first round to get started.').isVisible()).toBe(true);
    expect(await page.getByText('Suggested Index', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('answers a taken e-mail and a taken GHIN alike, naming neither (no member enumeration)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/signup');
    await fillSignup(page, { ...alice, name: `Copycat ${RUN}`, ghin: digits() });
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await page.getByText('We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.').first().waitFor();
    expect(await page.getByText('This email is already registered.').count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill(`copycat.${RUN}@example.com`);
    await page.getByLabel('GHIN').fill(alice.ghin);
    await page.getByRole('button', { name: 'Request to Join' }).click();
    await page.getByText('We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.').first().waitFor();
    expect(await page.getByText('This GHIN is already registered.').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/signup');
    await context.close();
  });

  it('answers a sign-in link request the same way for anyone, and refuses a bad link', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/signup');
    await page.getByLabel('Member email').fill(`nobody.${RUN}@example.com`);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('If that e-mail belongs to a member, a sign-in link is on its way.').waitFor();
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Join the League' }).waitFor();
    await shoot(page, 'signup');
    await page.goto(`/signin/not-a-real-token-${RUN}`);
    await page.getByText('This sign-in link is not valid or has expired.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Homepage' }).isVisible()).toBe(true);
    await context.close();
  });

  it('/profile without a player sends the visitor to sign up', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/profile');
    await page.waitForURL('**/signup');
    await toast(page, 'Create an account to view your profile').waitFor();
    await context.close();
  });
});

describe('roster', () => {
  it('shows pending sign-ups privately, searches and switches filters', async () => {
    const bobPage = await newPage(browser, DESKTOP);
    await signUp(bobPage.page, bob);
    await bobPage.context.close();

    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/players');
    await page.getByRole('heading', { name: 'Players & Roster' }).waitFor();
    expect(await page.getByText('Manage league membership and handicaps.').isVisible()).toBe(true);
    // Reviewing is an admin's job: a visitor is offered Join League instead (issue #15).
    expect(await page.getByRole('link', { name: 'Join League' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: /Review Pending/ }).count()).toBe(0);
    await page.getByText('Club Roster (').waitFor();
    await page.getByText('Loading players...').waitFor({ state: 'detached' });
    expect(await page.getByText(alice.name).count()).toBe(0); // Active is the default filter

    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Pending Approval' }).click();
    const table = page.getByTestId('roster-table');
    await table.getByText(alice.name).waitFor();
    await page.getByPlaceholder('Search by name or nickname...').fill(RUN);
    await page.getByText('Club Roster (2)').waitFor();
    await page.getByPlaceholder('Search by name or nickname...').fill(`bunker ${RUN}`);
    await page.getByText('Club Roster (1)').waitFor();
    expect(await table.getByText(bob.name).isVisible()).toBe(true);
    expect(await table.getByText(alice.name).count()).toBe(0);
    // A nickname matches too, case-insensitively; names are unique per run so only Alice has 'Ace' + RUN.
    await page.getByPlaceholder('Search by name or nickname...').fill('aCe');
    await table.getByText(alice.name).waitFor();

    await page.getByPlaceholder('Search by name or nickname...').fill(RUN);
    await page.getByText('Club Roster (2)').waitFor();
    // The search runs on the server (debounced): wait for the answer, not just a count of 2.
    await table.getByRole('row').filter({ hasText: bob.name }).waitFor();
    const aliceRow = table.getByRole('row').filter({ hasText: alice.name });
    await aliceRow.getByText('"Ace"').waitFor();
    expect(await aliceRow.getByText('Private').count()).toBe(2);
    expect(await aliceRow.getByText(/^Submitted [A-Z][a-z]{2} \d{1,2}$/).isVisible()).toBe(true);
    expect(await aliceRow.getByText('Not published').isVisible()).toBe(true);
    expect(await aliceRow.getByText('Pending', { exact: true }).isVisible()).toBe(true);
    const bobRow = table.getByRole('row').filter({ hasText: bob.name });
    expect(await bobRow.getByRole('cell', { name: '—', exact: true }).count()).toBeGreaterThan(0);
    const html = await page.content();
    expect(html).not.toContain(alice.email);
    expect(html).not.toContain(bob.email);
    expect(html).not.toMatch(EMAIL_PATTERN);

    await page.getByPlaceholder('Search by name or nickname...').fill(`no such player ${RUN}`);
    await page.getByText('No players found matching your search.').waitFor();
    await page.getByPlaceholder('Search by name or nickname...').fill(RUN);
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'All Players' }).click();
    await page.getByText('Club Roster (2)').waitFor();
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await page.getByText('No players found matching your search.').waitFor();
    await page.getByPlaceholder('Search by name or nickname...').fill('');
    await page.getByText('Club Roster (').waitFor();

    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Active Players' }).click();
    await page.getByText('Loading players...').waitFor({ state: 'detached' });
    expect(await page.content()).not.toMatch(EMAIL_PATTERN);
    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'All Players' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await table.getByText(alice.name).waitFor();
    expect(await page.content()).not.toMatch(EMAIL_PATTERN);
    await shoot(page, 'roster');

    await page.getByRole('combobox', { name: 'Status filter' }).click();
    await page.getByRole('option', { name: 'Pending Approval' }).click();
    await page.getByPlaceholder('Search by name or nickname...').fill(RUN);
    await table.getByRole('link', { name: `View Profile of ${alice.name}` }).click();
    await page.getByRole('heading', { level: 1, name: alice.name }).waitFor();
    // A visitor sees neither the e-mail, the GHIN, the pending banner nor any edit control.
    const info = page.locator('[data-slot=card]').filter({ hasText: 'Player Information' });
    expect(await info.getByText('Private').count()).toBe(2);
    expect(await page.getByText('Your account is pending approval').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit Profile' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add Handicap Log' }).count()).toBe(0);
    expect(await page.content()).not.toContain(alice.email);
    await context.close();
  });

  it('fits a phone: compact roster cards, no rows that carry nothing', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/players?status=PENDING');
    await page.getByPlaceholder('Search by name or nickname...').fill(RUN);
    const cards = page.getByTestId('roster-cards');
    await cards.getByText(alice.name).waitFor();
    expect(await cards.locator('li').filter({ hasText: alice.name }).getByText('Private').count()).toBe(0);
    await page.getByPlaceholder('Search by name or nickname...').fill('');
    await page.goto('/players?status=ALL');
    await cards.getByText(alice.name).waitFor();
    await shoot(page, 'roster');
    await context.close();
  });
});

describe('own profile', () => {
  it('adds and deletes handicap logs, marks counted rounds and edits the profile', async () => {
    if (!aliceSession) throw new Error('sign-up test did not run');
    const { context, page } = await newPage(browser, DESKTOP);
    await withSession(context, aliceSession);
    await page.goto('/profile');
    await page.waitForURL(`**/players/${aliceSession.playerId}`);
    await page.getByRole('heading', { level: 1, name: alice.name }).waitFor();

    const addLog = async (course: string, rating: string, slope: string, gross: string) => {
      await page.getByRole('button', { name: 'Add Handicap Log' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Handicap Log' });
      expect(await dialog.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      await dialog.getByLabel('Course name').fill(course);
      await dialog.getByLabel('Rating').fill(rating);
      await dialog.getByLabel('Slope').fill(slope);
      await dialog.getByLabel('Gross score').fill(gross);
      await dialog.getByRole('button', { name: 'Add Log' }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    // Validation first: the messages of spec §5.
    await page.getByRole('button', { name: 'Add Handicap Log' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Handicap Log' });
    await dialog.getByLabel('Slope').fill('200');
    await dialog.getByRole('button', { name: 'Add Log' }).click();
    for (const message of ['Course name is required', 'Rating must be a number between 60 and 80', 'Slope must be an integer between 55 and 155', 'Gross score must be an integer of 18 or higher']) {
      expect(await dialog.getByText(message).isVisible()).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // (88 − 72.4) × 113 / 131 = 13.456… → 13.46
    await addLog('Heritage Oaks', '72.4', '131', '88');
    await toast(page, 'Handicap log added. Differential: 13.46').waitFor();
    await addLog('Pine Hollow', '70.1', '125', '95');
    await toast(page, 'Handicap log added. Differential: 22.51').waitFor();
    const card = page.locator('[data-slot=card]').filter({ hasText: 'Suggested Index' }).last();
    await card.getByTestId('suggested-index').filter({ hasText: 'HI 18.0' }).waitFor();
    expect(await card.getByTestId('suggested-index-label').innerText()).toBe('all 2');
    expect(await page.getByRole('button', { name: 'Publish Index' }).count()).toBe(0); // admins only
    const server = await rpc<{ value: number; label: string; used_log_ids: string[] }>('get_suggested_index', { p_player_id: aliceSession.playerId });
    expect(server.value).toBe(18);
    expect(server.label).toBe('all 2');
    expect(await page.locator('tr[data-counted]').count()).toBe(2);
    await page.getByRole('img', { name: /Differentials of 2 rounds/ }).waitFor();

    await page.getByRole('button', { name: /Actions for the round .* at Pine Hollow/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByText('Are you sure you want to delete this handicap log?').waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Handicap log deleted successfully').waitFor();
    await card.getByTestId('suggested-index').filter({ hasText: 'HI 13.5' }).waitFor();
    expect(await page.getByText('Pine Hollow').count()).toBe(0);

    // Edit profile; another member's e-mail or GHIN gets the server's one answer, naming neither.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.getByLabel('Email').fill(bob.email);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.').waitFor();
    await edit.getByLabel('Email').fill(alice.email);
    await edit.getByLabel('GHIN').fill(bob.ghin);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.').waitFor();
    await edit.getByLabel('GHIN').fill(alice.ghin);
    await edit.getByLabel(/Nickname/).fill('Ace High');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated successfully!').waitFor();
    await page.getByText('"Ace High"').first().waitFor();
    await context.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const shot = await newPage(browser, viewport);
      await withSession(shot.context, aliceSession);
      await shot.page.goto(`/players/${aliceSession.playerId}`);
      await shot.page.getByRole('heading', { level: 1, name: alice.name }).waitFor();
      await shot.page.getByRole('img', { name: /Differentials of 1 round/ }).waitFor();
      await expectNoSidewaysScroll(shot.page);
      await shoot(shot.page, 'profile');
      await shot.context.close();
    }
  });

  it('signs the member in on a new device through an e-mailed one-time link', async () => {
    if (!aliceSession) throw new Error('sign-up test did not run');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/signup');
    await page.getByLabel('Member email').fill(alice.email.toUpperCase());
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByText('If that e-mail belongs to a member, a sign-in link is on its way.').waitFor();

    let token: string | null = null;
    for (let attempt = 0; attempt < 40 && !token; attempt += 1) {
      const response = await fetch(`${process.env.STACK_INBOX_URL}/api/email`);
      const messages = (await response.json()) as { to: { address: string }[]; text?: string; html?: string }[];
      const mail = messages.find((message) => message.to.some((to) => to.address.toLowerCase() === alice.email));
      token = mail ? (/\/signin\/([A-Za-z0-9_-]+)/.exec(`${mail.text ?? ''} ${mail.html ?? ''}`)?.[1] ?? null) : null;
      if (!token) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!token) throw new Error('no sign-in e-mail arrived');

    await page.goto(`/signin/${token}`);
    await page.waitForURL('**/my-league'); // the link lands on the member's home
    await page.getByRole('heading', { level: 1, name: 'My league' }).waitFor();
    await page.goto('/profile');
    await page.waitForURL(`**/players/${aliceSession.playerId}`);
    await page.getByRole('heading', { level: 1, name: alice.name }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor(); // signed in as the owner
    // Single use: the same link does not work twice.
    const second = await newPage(browser, DESKTOP);
    await second.page.goto(`/signin/${token}`);
    await second.page.getByText('This sign-in link is not valid or has expired.').waitFor();
    await second.context.close();
    await context.close();
  });

  it('lets an admin publish the suggested index', async () => {
    if (!aliceSession) throw new Error('sign-up test did not run');
    const { context, page } = await newPage(browser, DESKTOP);
    await signInAsAdmin(page);
    await page.goto(`/players/${aliceSession.playerId}`);
    await page.getByRole('heading', { level: 1, name: alice.name }).waitFor();
    const info = page.locator('[data-slot=card]').filter({ hasText: 'Player Information' });
    await info.getByText(alice.email).waitFor(); // admins see contact details
    await page.getByRole('button', { name: 'Publish Index' }).click();
    await toast(page, 'League index published successfully').waitFor();
    await info.getByText('HI 13.5').waitFor();
    await context.close();
  });

  it('shows a member\'s recent results with the explanation of a payout', async () => {
    type Details = { id: string; name: string; career_earnings_cents: number; last5_results: { matchId: string; payoutCents: number; explanation: unknown }[] };
    const roster = await rpc<{ id: string }[]>('get_players_public', { status_filter: 'ALL' });
    let member: Details | null = null;
    for (const { id } of roster) {
      const details = await rpc<Details>('get_player_full_details', { player_id: id });
      if (details.last5_results.some((result) => result.payoutCents > 0 && result.explanation)) {
        member = details;
        break;
      }
    }
    if (!member) throw new Error('the seeded league has no paid result with an explanation');
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(`/players/${member.id}`);
      await page.getByRole('heading', { level: 1, name: member.name }).waitFor();
      await page.getByRole('img', { name: /^Differentials of/ }).waitFor();
      const recent = page.locator('[data-slot=card]').filter({ hasText: 'Recent Matches' });
      // One row per match (its games inside the row): a header row on desktop, one card per match on a phone.
      const rows = viewport === DESKTOP ? recent.getByRole('row') : recent.getByRole('list', { name: 'Recent matches' }).locator(':scope > li');
      const matches = new Set(member.last5_results.map((result) => result.matchId)).size;
      expect(await rows.count()).toBe(matches + (viewport === DESKTOP ? 1 : 0));
      const first = member.last5_results[0];
      expect(await recent.getByRole('link').first().getAttribute('href')).toBe(`/matches/${first?.matchId}`);
      expect(await page.getByText('Career Earnings').isVisible()).toBe(true);
      await recent.getByRole('button', { name: /how this payout was calculated/ }).first().click();
      await page.getByRole('dialog').getByText('How this payout was calculated').waitFor();
      await shoot(page, 'profile-results');
      expect(await page.content()).not.toMatch(EMAIL_PATTERN);
      await context.close();
    }
  });

  it('says so for a player that does not exist', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/players/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Player not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Players' }).click();
    await page.waitForURL('**/players');
    await context.close();
  });
});

describe('static pages', () => {
  it.each([
    ['/terms', 'League Rules & Terms of Use', 'valid GHIN handicap'],
    ['/privacy', 'Privacy Policy', 'children under 13'],
    ['/responsible-gaming', 'Responsible Gaming', '1-800-GAMBLER'],
    ['/security', 'Security', 'append-only audit log'],
  ])('%s has its content', async (path, title, phrase) => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.locator('main').innerText()).toContain(phrase);
    await context.close();
  });
});

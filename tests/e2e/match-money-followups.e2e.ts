// Follow-ups to issue 14 end to end against the real stack, on a phone and a desktop: a called-off match
// takes no payments (no Record Payment offered) and no longer offers seats; the admin postpones a match with a
// reason and the entrants are e-mailed the new date with a calendar file, their entries and payments kept; the
// treasurer records a winner's season payout from the ledger's Winnings tab and the outstanding drops by it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const ADMIN_PIN = process.env.STACK_ADMIN_PIN ?? '';
const PHONE_390 = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));

type Mail = { id: string; subject: string; text: string; to: { address: string }[]; attachments?: { filename: string; generatedFileName: string }[] };

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
  const text = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

const asAdmin = () => ({ 'x-admin-token': adminToken });

/** 'yyyy-MM-dd', `days` from today (UTC: far enough ahead that the club's zone cannot make it today). */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** 'December 17, 2026' as the e-mails write a date. */
const mailDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

/** A match with two ACTIVE entrants (fresh addresses, so the shared inbox holds only this test's mail for them). */
async function matchWithEntrants(label: string) {
  // capacity 8 with a waitlist: a match before play shows 'seats left' and 'waitlist open'.
  const key = process.env.STACK_ANON_KEY ?? '';
  const teesets = (await (
    await fetch(`${process.env.STACK_API_URL}/rest/v1/teesets?select=id,course_id&limit=1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } })
  ).json()) as { id: string; course_id: string }[];
  const teeset = teesets[0];
  if (!teeset) throw new Error('the seed has no tee set');
  const name = `${label} ${RUN}`;
  const date = daysAhead(12);
  const matchId = await rpc<string>(
    'create_match',
    { p_match: { name, date, start_time: '08:00', course_id: teeset.course_id, teeset_id: teeset.id, capacity: 8, allow_waitlist: true }, p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }] },
    asAdmin(),
  );
  const players = [];
  for (const who of ['Ann', 'Ben']) {
    const email = `${who.toLowerCase()}.${label.toLowerCase().replace(/\W+/g, '-')}.${RUN}@mail.test`;
    const { player_id } = await rpc<{ player_id: string }>('register_player', { p_name: `${who} ${label} ${RUN}`, p_nickname: null, p_email: email, p_ghin: digits(), p_consent: true });
    players.push({ id: player_id, email });
  }
  await rpc('approve_players', { p_player_ids: players.map((player) => player.id) }, asAdmin());
  for (const player of players) await rpc('add_match_entry', { p_match_id: matchId, p_player_id: player.id }, asAdmin());
  // One more player is invited and has not answered yet.
  const inviteeEmail = `cy.${label.toLowerCase().replace(/\W+/g, '-')}.${RUN}@mail.test`;
  const { player_id: inviteeId } = await rpc<{ player_id: string }>('register_player', { p_name: `Cy ${label} ${RUN}`, p_nickname: null, p_email: inviteeEmail, p_ghin: digits(), p_consent: true });
  await rpc('approve_players', { p_player_ids: [inviteeId] }, asAdmin());
  await rpc('create_invitations', { p_match_id: matchId, p_player_ids: [inviteeId], p_message: null, p_expires_at: null, p_include_ics: false }, asAdmin());
  return { matchId, name, date, players, invitee: { id: inviteeId, email: inviteeEmail } };
}

/** Sends the queued mail now, as the scheduler would a moment later. */
async function runOutbox() {
  const key = process.env.STACK_SERVICE_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/process-email-outbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ scheduled: true }),
  });
  if (!response.ok) throw new Error(`process-email-outbox answered ${response.status}`);
}

async function mailTo(address: string, subject: string): Promise<Mail> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    await runOutbox();
    const mails = (await (await fetch(`${process.env.STACK_INBOX_URL}/api/email`)).json()) as Mail[];
    const found = mails.find((mail) => mail.to.some((to) => to.address === address) && mail.subject.startsWith(subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no "${subject}" e-mail to ${address}`);
}

async function attachment(mail: Mail, filename: string): Promise<string> {
  const file = mail.attachments?.find((item) => item.filename === filename);
  if (!file) throw new Error(`no ${filename} on "${mail.subject}"`);
  return (await fetch(`${process.env.STACK_INBOX_URL}/api/email/${mail.id}/attachment/${file.generatedFileName}`)).text();
}

async function adminPage(viewport: { width: number; height: number }) {
  const opened = await newPage(browser, viewport);
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token: adminToken, expiresAt: adminExpiresAt });
  await opened.context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
  return opened;
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

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

type Balance = { player_id: string; paid_cents: number | null; status: string };

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
] as const)('match and money follow-ups on the %s', (label, viewport) => {
  it('a cancelled match offers no Record Payment and no longer offers seats', async () => {
    const match = await matchWithEntrants(`Washout ${label}`);
    const { context, page } = await adminPage(viewport);
    await page.goto(`/matches/${match.matchId}`);
    const seats = page.locator('dt', { hasText: /^Seats$/ }).locator('xpath=..');
    await expect(seats.textContent()).resolves.toMatch(/2 of 8 taken · waitlist open/);

    await rpc('cancel_match', { p_match_id: match.matchId, p_reason: 'Greens flooded' }, asAdmin());
    await page.reload();
    await page.getByText('This match has been called off').waitFor();
    const field = page.locator('dt', { hasText: /^Field$/ }).locator('xpath=..');
    await expect(field.textContent()).resolves.toBe('Field2 players');
    await expect(page.getByText(/waitlist open|seats? left/).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Entries' }).click();
    await page.getByText('2 players entered').waitFor();
    for (const who of ['Ann', 'Ben']) {
      expect(await page.getByRole('button', { name: `Record payment for ${who} Washout ${label} ${RUN}` }).count()).toBe(0);
    }
    await shoot(page, `followups-cancelled-entries-${label}`);
    await context.close();
  });

  it('postpones a match with a reason: entrants get the new date and a calendar file; entries and payments stay', async () => {
    const match = await matchWithEntrants(`Frost ${label}`);
    const payer = match.players[0];
    if (!payer) throw new Error('no entrant');
    await rpc('record_payment', { p_match_id: match.matchId, p_player_id: payer.id, p_amount_cents: 1000, p_method: 'CASH', p_note: null }, asAdmin());
    const newDate = daysAhead(19);

    const { context, page } = await adminPage(viewport);
    await page.goto(`/matches/${match.matchId}`);
    await page.getByRole('heading', { name: match.name }).waitFor();
    await page.getByRole('button', { name: 'Call Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call off match' });
    await dialog.getByText('Postpone to a new date').click();
    await dialog.getByRole('button', { name: 'Postpone match' }).click();
    await dialog.getByText('Choose the new date').waitFor();
    await dialog.getByText('Say why the match is postponed').waitFor();
    await dialog.getByLabel('New date', { exact: true }).fill(newDate);
    await dialog.getByLabel('Start time', { exact: true }).fill('09:30');
    await dialog.getByLabel('Reason').fill('Frost on the greens');
    await shoot(page, `followups-postpone-dialog-${label}`);
    await dialog.getByRole('button', { name: 'Postpone match' }).click();
    await toast(page, 'Match postponed. 3 players e-mailed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The match page shows the new date ('Dec 15').
    const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${newDate}T00:00:00Z`));
    await page.getByText(shortDate).first().waitFor();
    await shoot(page, `followups-postponed-match-${label}`);

    for (const player of [...match.players, match.invitee]) {
      const mail = await mailTo(player.email, `Postponed: ${match.name}`);
      expect(mail.text).toContain('Frost on the greens');
      expect(mail.text).toContain(mailDate(newDate));
      expect(mail.text).toContain(mailDate(match.date)); // the date it was planned for
      const ics = (await attachment(mail, 'invite.ics')).replace(/\r\n /g, '');
      expect(ics).toContain(`DTSTART:${newDate.replace(/-/g, '')}T`);
      expect(ics).toContain(`UID:match-${match.matchId}@`);
      expect(ics).toMatch(/\r\nSEQUENCE:\d+\r\n/);
    }

    // Entries and money stay as they were.
    const balances = await rpc<Balance[]>('get_match_balances', { p_match_id: match.matchId }, asAdmin());
    expect(balances.map((row) => row.player_id).sort()).toEqual(match.players.map((player) => player.id).sort());
    expect(balances.find((row) => row.player_id === payer.id)?.paid_cents).toBe(1000);
    await page.getByRole('tab', { name: 'Entries' }).click();
    const entries = page.getByRole(viewport.width < 768 ? 'list' : 'table', { name: 'Entries' });
    await entries.getByText(`Ann Frost ${label} ${RUN}`).waitFor();
    await entries.getByText(`Ben Frost ${label} ${RUN}`).waitFor();
    await context.close();
  });

  it('settles up a winner for the season from the ledger: outstanding drops by the payout', async () => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/admin/ledger');
    await page.getByLabel('Season').click();
    await page.getByRole('option', { name: String(new Date().getFullYear()) }).click();
    await page.getByRole('tab', { name: 'Winnings' }).click();
    const row = page.getByRole('table', { name: 'Winnings by player' }).getByRole('row').filter({ hasText: 'James Okafor' });
    const outstanding = async () => Math.round(Number((await row.getByRole('cell').nth(3).textContent())?.replace(/[^0-9.]/g, '') || 0) * 100);
    await row.waitFor();
    const before = await outstanding();
    expect(before).toBeGreaterThan(2000);

    await row.getByRole('button', { name: 'Record season payout for James Okafor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record season payout' });
    await expect(dialog.getByLabel('Amount ($)').inputValue()).resolves.toBe((before / 100).toFixed(2));
    await dialog.getByLabel('Amount ($)').fill('20');
    await dialog.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'Cash' }).click();
    await dialog.getByLabel('Note (optional)').fill(`Season settle-up ${label}`);
    await shoot(page, `followups-season-payout-${label}`);
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await toast(page, 'Season payout of $20.00 recorded for James Okafor').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(outstanding, { timeout: 10_000 }).toBe(before - 2000);
    await shoot(page, `followups-winnings-${label}`);
    await context.close();
  });
});

// Match lifecycle end to end (issue 14 items 1–3) against the real stack, on a phone and a desktop: the admin
// edits a match's date and start time from the match page and the entrants (and the pending invitee) receive
// one "match updated" e-mail with the new date and a calendar file at the new start; the admin calls a match off
// and they are e-mailed, the match shows Cancelled on its page, the invitation page and in the list, and the
// server refuses a score for it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, shoot } from './support/browser';
import { upcomingListing } from './support/matches-list';

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
    { p_match: { name, date, start_time: '08:00', course_id: teeset.course_id, teeset_id: teeset.id }, p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }] },
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

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
] as const)('match lifecycle on the %s', (label, viewport) => {
  it('asks for the start time and how the field starts when a match is created', async () => {
    const { context, page } = await adminPage(viewport);
    await page.goto('/matches/new');
    await page.getByLabel('Start time').waitFor();
    expect(await page.getByLabel('Start time').inputValue()).toBe('08:00');
    await page.getByRole('combobox', { name: 'Start' }).click();
    await page.getByRole('option', { name: 'Shotgun' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByLabel('Start time').scrollIntoViewIfNeeded();
    await shoot(page, `lifecycle-create-form-${label}`, { settleMs: 3_000 });
    await context.close();
  });

  it('edits the date and start time: the entrants get one "match updated" e-mail with the new date and a calendar file', async () => {
    const match = await matchWithEntrants(`Edit ${label}`);
    const newDate = daysAhead(19);
    const { context, page } = await adminPage(viewport);
    // The invitation page states the start and the RSVP deadline in the club's zone.
    const invite = await mailTo(match.invitee.email, `You're invited: ${match.name}`);
    const token = /\/invites\/([0-9a-f]{64})/.exec(invite.text)?.[1] ?? '';
    await page.goto(`/invites/${token}`);
    await page.getByText(/8:00 AM E[SD]T/).first().waitFor();
    await page.getByText(/RSVP by .* E[SD]T/).waitFor();
    await shoot(page, `lifecycle-invitation-${label}`, { settleMs: 3_000 });

    await page.goto(`/matches/${match.matchId}`);
    await page.getByRole('heading', { name: match.name }).waitFor();
    await page.getByRole('button', { name: 'Edit Match' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit match' });
    await dialog.getByLabel('Date').fill(newDate);
    await dialog.getByLabel('Start time').fill('09:30');
    await shoot(page, `lifecycle-edit-dialog-${label}`, { settleMs: 3_000 });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Match updated').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The header names the club's zone with the new start.
    await page.getByText(/9:30 AM E[SD]T/).first().waitFor();
    await shoot(page, `lifecycle-edited-match-${label}`, { settleMs: 3_000 });

    for (const player of [...match.players, match.invitee]) {
      const mail = await mailTo(player.email, `Match updated: ${match.name}`);
      expect(mail.text).toContain(mailDate(newDate));
      expect(mail.text).toContain(mailDate(match.date)); // what it was
      expect(mail.text).toMatch(/9:30 AM E[SD]T/);
      const ics = (await attachment(mail, 'invite.ics')).replace(/\r\n /g, '');
      const start = /DTSTART:(\d{8})T(\d{6})Z/.exec(ics);
      expect(start?.[1]).toBe(newDate.replace(/-/g, ''));
      expect(['133000', '143000']).toContain(start?.[2]); // 9:30 in New York, daylight or standard time
    }
    await context.close();
  });

  it('calls a match off: the entrants are e-mailed, it shows Cancelled and refuses a score', async () => {
    const match = await matchWithEntrants(`Rainout ${label}`);
    const { context, page } = await adminPage(viewport);
    await page.goto(`/matches/${match.matchId}`);
    await page.getByRole('heading', { name: match.name }).waitFor();
    await page.getByRole('button', { name: 'Call Off' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call off match' });
    await dialog.getByRole('button', { name: 'Cancel match' }).click();
    await dialog.getByText('Say why the match is called off').waitFor();
    await dialog.getByLabel('Reason').fill('Course closed after overnight rain');
    await shoot(page, `lifecycle-call-off-dialog-${label}`, { settleMs: 3_000 });
    await dialog.getByRole('button', { name: 'Cancel match' }).click();
    await toast(page, 'Match cancelled. 3 players e-mailed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('This match has been called off').waitFor();
    await page.getByText('Cancelled', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Edit Match' }).count()).toBe(0); // not offered once called off
    await shoot(page, `lifecycle-cancelled-match-${label}`, { settleMs: 3_000 });

    for (const player of [...match.players, match.invitee]) {
      const mail = await mailTo(player.email, `Cancelled: ${match.name}`);
      expect(mail.text).toContain('Course closed after overnight rain');
      expect(mail.text).toContain(mailDate(match.date));
    }

    await expect(
      rpc('upsert_scorecard', { p_match_id: match.matchId, p_player_id: match.players[0]?.id, p_holes: Array(18).fill(4) }, asAdmin()),
    ).rejects.toThrow('This match has been called off. It takes no scores, entries or payments.');

    // The invitee's page says the match is off (their pending invitation was cancelled with it).
    const invite = await mailTo(match.invitee.email, `You're invited: ${match.name}`);
    const token = /\/invites\/([0-9a-f]{64})/.exec(invite.text)?.[1] ?? '';
    await page.goto(`/invites/${token}`);
    await page.getByText('This match has been called off').waitFor();
    await page.getByText('Course closed after overnight rain').waitFor();
    expect(await page.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    await shoot(page, `lifecycle-cancelled-invitation-${label}`, { settleMs: 3_000 });

    await page.goto('/matches');
    const listed = await upcomingListing(page, match.name);
    await listed.getByText('Cancelled', { exact: true }).waitFor();
    await shoot(page, `lifecycle-matches-list-${label}`, { settleMs: 3_000 });
    await context.close();
  });
});

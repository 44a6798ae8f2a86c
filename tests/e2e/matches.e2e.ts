// Matches end to end against the real stack: the admin creates a course and a match with games, the
// match is listed with its real entry count, the admin invites two seeded players, the invite e-mails
// are delivered (the outbox is run the way the scheduler runs it), one player accepts with a side game
// through the link in the e-mail and the other declines, the entry shows the right due, and a payment
// of the full balance marks it Paid. Screenshots of every screen and step at 1280 and 375 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, shoot } from './support/browser';

const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const COURSE = `Heron Bay ${RUN}`;
const MATCH = `Twilight Skins ${RUN}`;
const ACCEPTING = { name: 'Patricia Nguyen', email: 'patricia.nguyen@fairway.example' };
const DECLINING = { name: 'Linda Marsh', email: 'linda.marsh@fairway.example' };
const INDEXES = [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14];

const inTenDays = () => {
  const date = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

let browser: Browser;
let adminSession = '';
let matchId = '';
const tokens: Record<string, string> = {};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Waits for a toast, then closes it so it cannot cover the buttons under it (bottom-right). */
async function toast(page: Page, text: string) {
  const item = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await item.waitFor();
  // force: a toast still sliding in (several stacked ones) is never "stable" on a busy machine.
  await item.getByRole('button', { name: 'Close toast' }).click({ force: true });
  // A hovered toast never times out: should the close tap be lost on a busy machine, it still dismisses itself.
  await page.mouse.move(0, 0);
  await item.waitFor({ state: 'detached' });
}

/** A toast raised while a modal dialog is open: the page behind is inert, so it is only seen, not closed. */
const seeToast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** A context already signed in as admin (the admin session lives in the tab's sessionStorage). */
async function adminPage(viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  await context.addInitScript((session) => window.sessionStorage.setItem('fairway.admin', session), adminSession);
  return { context, page };
}

/** Runs the e-mail outbox as the scheduler does (the throwaway stack has no scheduler). */
async function runOutbox() {
  const key = process.env.STACK_SERVICE_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/process-email-outbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status;
}

type InboxMail = { subject?: string; html?: string; text?: string; to?: { address: string }[] };

/** The invite link token mailed to `email` for this run's match, waiting up to ~20 s for delivery. */
async function inviteToken(email: string): Promise<string | null> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await runOutbox();
    const response = await fetch(`${process.env.STACK_INBOX_URL}/api/email`);
    const mails = (await response.json()) as InboxMail[];
    for (const mail of mails) {
      const body = `${mail.html ?? ''}\n${mail.text ?? ''}`;
      if (!mail.to?.some((to) => to.address === email) || !body.includes(MATCH)) continue;
      const token = /\/invites\/([A-Za-z0-9_-]{16,})/.exec(body)?.[1];
      if (token) return token;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return null;
}

// The entries table only: once someone has paid, the match's money panel lists their payment in a row too.
const entryRow = (page: Page, name: string) => page.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: name });

describe('matches', () => {
  it('admin creates a course and a match with games; the list shows it with 0 entries', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Admin' }).click();
    await page.getByLabel('Admin PIN').fill(process.env.STACK_ADMIN_PIN ?? '');
    await page.getByRole('button', { name: 'Access Admin' }).click();
    await page.waitForURL('**/admin');
    adminSession = (await page.evaluate(() => window.sessionStorage.getItem('fairway.admin'))) ?? '';
    expect(adminSession).not.toBe('');

    await page.goto('/matches/new');
    await page.getByRole('heading', { name: 'Create New Match' }).waitFor();
    await page.getByText('Please select both a course and tee set to continue.').waitFor();

    // Validation first: the spec's messages.
    await page.getByRole('button', { name: 'Create Match' }).click();
    for (const message of ['Match name is required', 'Match date is required', 'Course selection is required', 'Tee set selection is required']) {
      await page.getByText(message, { exact: true }).waitFor();
    }

    // A new course with its first tee set, from the dialog.
    await page.getByRole('button', { name: 'New Course' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Course' });
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await dialog.getByText('Please fix the following errors:').waitFor();
    await dialog.getByText('Stroke indexes must be exactly 1-18').waitFor();
    await dialog.getByLabel('Course name').fill(COURSE);
    await dialog.getByLabel('Tee label').fill('Blue');
    for (let hole = 0; hole < 18; hole += 1) {
      await dialog.getByRole('spinbutton', { name: `Hole ${hole + 1} stroke index`, exact: true }).fill(String(INDEXES[hole]));
    }
    await dialog.getByRole('spinbutton', { name: 'Hole 3 par', exact: true }).fill('3');
    await dialog.getByRole('button', { name: 'Create Course' }).click();
    await toast(page, 'Course and tee set created successfully!');
    const summary = page.getByLabel('Course summary');
    await summary.getByText(COURSE).waitFor();
    await summary.getByText('Blue').waitFor();
    await summary.getByText('71', { exact: true }).waitFor(); // par: seventeen 4s and one 3

    await page.getByRole('textbox', { name: 'Match name' }).fill(MATCH);
    await page.getByLabel('Date').fill(inTenDays());
    await page.getByRole('textbox', { name: 'Notes' }).fill('Shotgun start. Carts on paths.');
    // Stableford for everyone (per player), gross skins as an optional side game.
    await expect(page.getByRole('checkbox', { name: 'Stableford v2' }).isChecked()).resolves.toBe(true); // one game chosen to start with
    await page.getByRole('combobox', { name: 'Stableford v2 pot' }).click();
    await page.getByRole('option', { name: 'Per player (all pay)' }).click();
    await page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
    await expect(page.getByRole('checkbox', { name: 'Match Play' }).isEnabled()).resolves.toBe(true); // team games are playable (issue #19)
    const pots = page.getByRole('region', { name: 'Projected Pots' });
    await expect(pots.getByTestId('projected-total').textContent()).resolves.toBe('$60.00');
    await shoot(page, 'match-new');

    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.waitForURL(/\/matches\/[0-9a-f-]{36}$/);
    matchId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await toast(page, 'Match created successfully');
    await page.getByRole('heading', { name: MATCH }).waitFor();

    await page.goto('/matches');
    const row = page.getByRole('row').filter({ hasText: MATCH });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('0 entries');
    await expect(row.textContent()).resolves.toContain('Stableford v2, Skins (Gross)');
    await expect(row.textContent()).resolves.toContain('Open');
    await page.getByRole('link', { name: 'Create Match' }).waitFor();
    // Finished matches stay reachable: the paged 'Past matches' section below the upcoming table.
    await page.getByRole('heading', { name: 'Past matches' }).waitFor();
    await page.getByRole('table', { name: 'Past matches' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('navigation', { name: 'Past matches pages' }).getByText(/^Showing 1–\d+ of \d+$/).waitFor();
    // The upcoming list is paged on the server too (20 a page, the page in the URL as ?upcoming=N).
    await page.getByRole('navigation', { name: 'Upcoming matches pages' }).getByText(/^Showing 1–\d+ of \d+$/).waitFor();
    await expect(page.getByRole('table', { name: 'Upcoming matches' }).textContent()).resolves.not.toContain('Final');
    await shoot(page, 'matches-list');
    await row.click();
    await page.waitForURL(`**/matches/${matchId}`);
    await context.close();

    // Phones: cards instead of the table; the Create Match form stacks.
    const phone = await adminPage(PHONE);
    await phone.page.goto('/matches');
    await phone.page.getByRole('link', { name: new RegExp(MATCH) }).getByText('0 entries').waitFor();
    await shoot(phone.page, 'matches-list');
    await phone.page.goto('/matches/new');
    await phone.page.getByRole('heading', { name: 'Create New Match' }).waitFor();
    await phone.page.getByText('Stableford v2').first().waitFor();
    await shoot(phone.page, 'match-new');
    await phone.context.close();
  });

  it('a visitor opening /matches/new is sent home with the PIN dialog', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/matches/new');
    await page.getByRole('dialog', { name: 'Admin Access Required' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('admin invites two seeded players; the invite e-mails carry the links', async () => {
    expect(matchId).not.toBe('');
    const { context, page } = await adminPage(DESKTOP);
    await page.goto(`/matches/${matchId}`);
    await page.getByRole('button', { name: 'Invite Players' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Players' });
    // Nobody picked: the spec's message.
    await dialog.getByRole('button', { name: /^Send Invitations/ }).click();
    await seeToast(page, 'No Players Selected');
    // Defaults: the day before the match at 18:00, calendar attachment on.
    const deadline = new Date(`${inTenDays()}T12:00:00`);
    deadline.setDate(deadline.getDate() - 1);
    const expected = `${deadline.getFullYear()}-${String(deadline.getMonth() + 1).padStart(2, '0')}-${String(deadline.getDate()).padStart(2, '0')}`;
    await expect(dialog.getByLabel('RSVP deadline date').inputValue()).resolves.toBe(expected);
    await expect(dialog.getByLabel('RSVP deadline time').inputValue()).resolves.toBe('18:00');
    await expect(dialog.getByRole('checkbox', { name: 'Include calendar attachment' }).getAttribute('data-state')).resolves.toBe('checked');

    for (const player of [ACCEPTING, DECLINING]) {
      await dialog.getByRole('textbox', { name: 'Search players' }).fill(player.email.slice(0, 8));
      await dialog.getByRole('checkbox', { name: new RegExp(player.name) }).click();
    }
    await dialog.getByRole('textbox', { name: 'Search players' }).fill('');
    await dialog.getByRole('textbox', { name: 'Message from the organizer (optional)' }).fill('Twilight round, drinks after!');
    await dialog.getByRole('button', { name: 'Send Invitations (2)' }).click();
    await toast(page, '2 invitations sent');

    await page.getByRole('tab', { name: 'Entries' }).click();
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await invitations.getByText(ACCEPTING.name).waitFor();
    await invitations.getByText(DECLINING.name).waitFor();
    await expect(invitations.getByText('PENDING').count()).resolves.toBe(2);

    // The invite dialog now shows both as already invited.
    await page.getByRole('button', { name: 'Invite Players' }).click();
    const again = page.getByRole('dialog', { name: 'Invite Players' });
    await again.getByRole('textbox', { name: 'Search players' }).fill('Patricia');
    await again.getByText('Already invited').waitFor();
    await shoot(page, 'match-invite-dialog');
    await again.getByRole('button', { name: 'Cancel' }).click();

    // Resending within the hour is refused with the spec's toast.
    await page.getByRole('button', { name: `Resend invitation to ${ACCEPTING.name}` }).click();
    await toast(page, 'Rate Limited');
    await context.close();

    for (const player of [ACCEPTING, DECLINING]) {
      const token = await inviteToken(player.email);
      if (token) tokens[player.email] = token;
    }
    expect(Object.keys(tokens), 'invite e-mails with /invites/{token} links').toHaveLength(2);
  });

  it('the invite page: invalid link, initial and opt-ins steps, Back', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/invites/not-a-real-token');
      await page.getByRole('heading', { name: 'Invalid Invitation' }).waitFor();
      await page.getByText('This invitation link is not valid or has expired.').waitFor();
      await shoot(page, 'invite-invalid');

      const token = tokens[ACCEPTING.email];
      expect(token).toBeTruthy();
      await page.goto(`/invites/${token}`);
      await page.getByRole('heading', { name: MATCH }).waitFor();
      await page.getByText('Twilight round, drinks after!').waitFor();
      await page.getByText('PENDING').waitFor();
      await shoot(page, 'invite-initial');
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('heading', { name: 'Choose your games' }).waitFor();
      const stableford = page.getByRole('checkbox', { name: 'Stableford v2' });
      await expect(stableford.isDisabled()).resolves.toBe(true);
      await expect(stableford.getAttribute('data-state')).resolves.toBe('checked');
      await page.getByText('Included for every player').waitFor();
      await expect(page.getByTestId('opt-in-total').textContent()).resolves.toBe('$10.00');
      await page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
      await expect(page.getByTestId('opt-in-total').textContent()).resolves.toBe('$15.00');
      await shoot(page, 'invite-opt-ins');
      await page.getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Accept' }).waitFor();
      await context.close();
    }
  });

  it('the player accepts with a side game on a phone; the other declines', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/invites/${tokens[ACCEPTING.email]}`);
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
    await page.getByRole('button', { name: 'Confirm Entry' }).click();
    await page.getByRole('heading', { name: "You're in!" }).waitFor();
    await page.getByText('$15.00').waitFor();
    await page.getByText(/stays pending payment until the treasurer confirms your payment/).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Add to Calendar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^twilight-skins-.*\.ics$/);
    const ics = await new Promise<string>((resolve, reject) => {
      download.createReadStream().then((stream) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        stream.on('error', reject);
      }, reject);
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${MATCH}`);
    await shoot(page, 'invite-confirmed');
    await page.getByRole('link', { name: 'View Match Details' }).click();
    await page.waitForURL(`**/matches/${matchId}`);
    await context.close();

    // Desktop: already accepted, the player may change games (same choice, so the same due).
    const desktop = await newPage(browser, DESKTOP);
    await desktop.page.goto(`/invites/${tokens[ACCEPTING.email]}`);
    await desktop.page.getByText("You've already accepted this invitation.").waitFor();
    await desktop.page.getByRole('button', { name: 'Change my games' }).click();
    await desktop.page.getByRole('checkbox', { name: 'Skins (Gross)' }).click();
    await desktop.page.getByRole('button', { name: 'Confirm Entry' }).click();
    await desktop.page.getByRole('heading', { name: "You're in!" }).waitFor();
    await shoot(desktop.page, 'invite-confirmed');
    await desktop.context.close();

    for (const viewport of [PHONE]) {
      const decline = await newPage(browser, viewport);
      await decline.page.goto(`/invites/${tokens[DECLINING.email]}?action=decline`);
      await decline.page.getByRole('button', { name: 'Decline' }).click();
      await decline.page.getByRole('heading', { name: 'Thanks for letting us know' }).waitFor();
      await shoot(decline.page, 'invite-declined');
      await decline.context.close();
    }
  });

  it('the entry shows the right due; a payment of the full balance marks it Paid', async () => {
    const { context, page } = await adminPage(DESKTOP);
    await page.goto(`/matches/${matchId}?tab=entries`);
    const row = entryRow(page, ACCEPTING.name);
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/Pending.*\$15\.00\$0\.00\$15\.00/);
    const invitations = page.getByRole('list', { name: 'Invitations' });
    await invitations.getByText('ACCEPTED').waitFor();
    await invitations.getByText('DECLINED').waitFor();
    await expect(invitations.getByText('PENDING').count()).resolves.toBe(0);
    await expect(page.getByTestId('payment-rate').textContent()).resolves.toBe('0%');

    await page.getByRole('button', { name: `Record payment for ${ACCEPTING.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await dialog.getByText('Please fill in amount and payment method').waitFor();
    await dialog.getByRole('button', { name: 'Full balance $15.00' }).click();
    await expect(dialog.getByRole('spinbutton', { name: 'Amount ($)' }).inputValue()).resolves.toBe('15.00');
    await dialog.getByRole('combobox', { name: 'Payment method' }).click();
    await page.getByRole('option', { name: 'Venmo' }).click();
    await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill('@patricia');
    await expect(dialog.getByText('Please fill in amount and payment method').count()).resolves.toBe(0);
    await shoot(page, 'match-record-payment');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await toast(page, 'Payment recorded successfully');
    await row.getByText('Paid', { exact: true }).waitFor();
    await expect(row.textContent()).resolves.toMatch(/\$15\.00\$15\.00\$0\.00/);
    await expect(page.getByTestId('payment-rate').textContent()).resolves.toBe('100%');

    await page.goto('/matches');
    await page.getByRole('row').filter({ hasText: MATCH }).getByText('1 entry').waitFor();
    await context.close();
  });

  it('match detail tabs at 1280 and 375 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await adminPage(viewport);
      await page.goto(`/matches/${matchId}`);
      await page.getByRole('heading', { name: MATCH }).waitFor();
      await page.getByText('Payment required before play').waitFor();
      await page.getByText('Shotgun start. Carts on paths.').waitFor();
      await shoot(page, 'match-detail-overview');

      await page.getByRole('tab', { name: 'Entries' }).click();
      // Phones list entries as cards, wider screens as a table.
      if (viewport === PHONE) await page.getByRole('list', { name: 'Entries' }).getByText(ACCEPTING.name).waitFor();
      else await entryRow(page, ACCEPTING.name).waitFor();
      await page.getByRole('list', { name: 'Invitations' }).waitFor();
      await page.getByText('Nobody is on the waitlist.').waitFor();
      await shoot(page, 'match-detail-entries');

      await page.getByRole('tab', { name: 'Games' }).click();
      const games = page.getByRole('tabpanel', { name: 'Games' });
      const stableford = viewport === PHONE ? games.getByRole('listitem').filter({ hasText: 'Stableford v2' }) : games.getByRole('row').filter({ hasText: 'Stableford v2' });
      await stableford.getByText('$10.00').first().waitFor();
      await games.getByText('Total pot').filter({ visible: true }).waitFor();
      await shoot(page, 'match-detail-games');

      await page.getByRole('tab', { name: 'Scores' }).click();
      await page.waitForTimeout(500);
      await shoot(page, 'match-detail-scores');

      await page.getByRole('tab', { name: 'Results' }).click();
      await page.getByRole('link', { name: 'Open Results' }).waitFor();
      await shoot(page, 'match-detail-results');
      await context.close();
    }

    // A final match (seeded) shows its stored results on the Overview.
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/matches');
      await page.getByRole(viewport === PHONE ? 'link' : 'row', { name: /Pine Hollow Shootout/ }).first().click();
      await page.getByRole('heading', { name: 'Pine Hollow Shootout' }).waitFor();
      await page.getByText('Final', { exact: true }).first().waitFor();
      await page.getByRole('heading', { name: 'Final Results' }).waitFor();
      await shoot(page, 'match-detail-final');
      await context.close();
    }

    // A visitor sees no admin controls and no Results tab.
    const visitor = await newPage(browser, PHONE);
    await visitor.page.goto(`/matches/${matchId}`);
    await visitor.page.getByRole('heading', { name: MATCH }).waitFor();
    await expect(visitor.page.getByRole('tab', { name: 'Results' }).count()).resolves.toBe(0);
    await expect(visitor.page.getByRole('region', { name: 'Admin controls' }).count()).resolves.toBe(0);
    await visitor.page.goto('/matches/00000000-0000-0000-0000-000000000000');
    await visitor.page.getByText('Match not found').waitFor();
    await visitor.page.getByRole('link', { name: 'Back to Matches' }).waitFor();
    await visitor.context.close();
  });

  it('admin cannot change games once someone has paid, and uses the admin controls', async () => {
    const { context, page } = await adminPage(DESKTOP);
    await page.goto(`/matches/${matchId}?tab=games`);
    await page.getByRole('button', { name: 'Edit Games' }).click();
    await page.getByRole('checkbox', { name: 'Nassau', exact: true }).click();
    await page.getByRole('textbox', { name: 'Nassau buy-in', exact: true }).fill('20');
    await page.getByRole('button', { name: 'Save Games' }).click();
    // A payment is recorded for this match (above): what anyone owes no longer changes (issue 14).
    await toast(page, "Games and buy-ins can't change once someone has paid for this match");
    await expect(page.getByRole('tabpanel', { name: 'Games' }).getByRole('row').filter({ hasText: 'Nassau' }).count()).resolves.toBe(0);

    // Collect Payments: nobody owes anything but Nassau is optional, so every entry is still paid.
    await page.getByRole('button', { name: 'Collect Payments' }).click();
    await toast(page, 'Every entry is paid.');
    await expect(new URL(page.url()).searchParams.get('tab')).toBe('entries');

    // The payment requirement switch saves on the server.
    const requirement = () => page.getByRole('switch', { name: 'Require payment before play' });
    await requirement().click();
    await expect.poll(() => requirement().getAttribute('data-state')).toBe('unchecked');
    await page.reload();
    await expect(requirement().getAttribute('data-state')).resolves.toBe('unchecked');
    await requirement().click();
    await expect.poll(() => requirement().getAttribute('data-state')).toBe('checked');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    await expect(new URL(page.url()).searchParams.get('tab')).toBe('scores');
    // Finalize is offered only from the match day (rule 17); the bar's Results link opens the same page.
    await page.getByRole('region', { name: 'Admin controls' }).getByRole('link', { name: 'Results', exact: true }).click();
    await page.waitForURL(`**/admin/matches/${matchId}/results`);
    await context.close();
  });
});

// The mail inbox `npm start` prints (STACK_INBOX_UI_URL is that URL) opens maildev's web UI, listing
// what the edge functions sent: from the first start on, the demo league's queued invitations.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDb } from '../integration/support/db';
import { launchBrowser, screenshot } from './support/browser';

// The demo league's upcoming match: its open invitations are queued by the seed, not yet sent.
const DEMO_MATCH = 'Saturday Stableford';

type InboxMail = { subject?: string; text?: string };

/** Runs the outbox job as the scheduler does (stack/scheduler.mjs): the service role, a scheduled call. */
async function runOutboxJob() {
  const key = process.env.STACK_SERVICE_KEY ?? '';
  const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/process-email-outbox`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, apikey: key, 'content-type': 'application/json' },
    body: JSON.stringify({ scheduled: true }),
  });
  if (!response.ok) throw new Error(`process-email-outbox answered ${response.status}`);
}

// A demo member no other test signs in as: the database allows one sign-in link a minute per member.
const MEMBER = 'laura.whitaker@fairway.example';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('mail inbox', () => {
  it('lists the demo invitations once the outbox job has run, and their links open the invitation', async () => {
    // The seed queues the invitations still open on the day it is loaded (pgTAP 19-seed checks which). Its
    // dates are fixed until the relative demo dates of issue #15, so after the demo match's RSVP deadline
    // none is open and there is no invitation to see.
    const open = await withDb(async (db) => Number((await db.query(
      `select count(*) from public.match_invites i join public.matches m on m.id = i.match_id
        where m.name = $1 and i.status = 'PENDING' and i.expires_at > now()`,
      [DEMO_MATCH],
    )).rows[0].count));
    if (open === 0) return;
    await runOutboxJob();
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(20_000);
    await page.goto(process.env.STACK_INBOX_UI_URL ?? '');
    await page.getByText(new RegExp(`You're invited: ${DEMO_MATCH}`)).first().waitFor();
    await page.close();

    const mails = (await (await fetch(`${process.env.STACK_INBOX_URL}/api/email`)).json()) as InboxMail[];
    const invitation = mails.find((mail) => mail.subject?.startsWith(`You're invited: ${DEMO_MATCH}`));
    const token = /\/invites\/([0-9a-f]{64})/.exec(invitation?.text ?? '')?.[1] ?? '';
    expect(token, 'the demo invitation carries a link').toMatch(/^[0-9a-f]{64}$/);
    const anonKey = process.env.STACK_ANON_KEY ?? '';
    const opened = await fetch(`${process.env.STACK_API_URL}/rest/v1/rpc/get_invitation`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ p_token: token }),
    });
    expect(opened.status).toBe(200);
    const body = (await opened.json()) as { invite?: { status?: string }; match?: { name?: string } };
    expect(body).toMatchObject({ invite: { status: 'PENDING' }, match: { name: DEMO_MATCH } });
  });

  it('lists the e-mail an edge function just sent', async () => {
    const anonKey = process.env.STACK_ANON_KEY ?? '';
    const response = await fetch(`${process.env.STACK_API_URL}/functions/v1/send-sign-in-link`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: MEMBER }),
    });
    if (!response.ok) throw new Error(`send-sign-in-link answered ${response.status}`);

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(20_000);
    await page.goto(process.env.STACK_INBOX_UI_URL ?? '');
    await page.getByText(/Your sign-in link for/).first().waitFor();
    await screenshot(page, 'mail-inbox');
    await page.close();
  });
});

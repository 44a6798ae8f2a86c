// The mail inbox `npm start` prints (STACK_INBOX_UI_URL is that URL) opens maildev's web UI, listing
// what the edge functions sent: from the first start on, the demo league's queued invitations.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { launchBrowser, screenshot } from './support/browser';

// The demo league's upcoming match: its open invitations are queued by the seed, not yet sent.
const DEMO_MATCH = 'Pine Hollow Stableford';

type InboxMail = { subject?: string; text?: string };
type FreshStack = { env: Record<string, string>; dbUrl: string; stop: () => Promise<void> };

/** A stack of its own, seeded as the first `npm start` seeds it (the test runner's script, untyped). */
async function startFreshStack(): Promise<FreshStack> {
  const module = (await import(new URL('../../scripts/throwaway-stack.mjs', import.meta.url).href)) as {
    startThrowawayStack: () => Promise<FreshStack>;
  };
  return module.startThrowawayStack();
}

/** Runs the outbox job as the scheduler does (stack/scheduler.mjs): the service role, a scheduled call. */
async function runOutboxJob(env: Record<string, string>) {
  const key = env.STACK_SERVICE_KEY ?? '';
  const response = await fetch(`${env.STACK_API_URL}/functions/v1/process-email-outbox`, {
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
  // On a stack of its own, freshly seeded as `npm start` leaves it: the shared test stack's inbox lives in
  // memory and is emptied when the crash-recovery test restarts that stack.
  it('lists the demo invitations of a fresh start once the outbox job has run, and their links open the invitation', async () => {
    const fresh = await startFreshStack();
    try {
      const env = fresh.env;
      // The seed queues the invitations still open on the day it is loaded (pgTAP 19-seed checks which); its
      // dates are relative to that day (36-demo-seed-dates), so the next match always has open invitations.
      const db = new pg.Client({ connectionString: fresh.dbUrl });
      await db.connect();
      const open = Number((await db.query(
        `select count(*) from public.match_invites i join public.matches m on m.id = i.match_id
          where m.name = $1 and i.status = 'PENDING' and i.expires_at > now()`,
        [DEMO_MATCH],
      )).rows[0].count);
      await db.end();
      expect(open, 'the demo match has open invitations').toBeGreaterThan(0);
      await runOutboxJob(env);
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      page.setDefaultTimeout(20_000);
      await page.goto(env.STACK_INBOX_UI_URL ?? '');
      await page.getByText(new RegExp(`You're invited: ${DEMO_MATCH}`)).first().waitFor();
      await screenshot(page, 'mail-inbox-demo');
      await page.close();

      const mails = (await (await fetch(`${env.STACK_INBOX_URL}/api/email`)).json()) as InboxMail[];
      const invitations = mails.filter((mail) => mail.subject?.startsWith(`You're invited: ${DEMO_MATCH}`));
      expect(invitations).toHaveLength(open);
      const token = /\/invites\/([0-9a-f]{64})/.exec(invitations[0]?.text ?? '')?.[1] ?? '';
      expect(token, 'the demo invitation carries a link').toMatch(/^[0-9a-f]{64}$/);
      const anonKey = env.STACK_ANON_KEY ?? '';
      const opened = await fetch(`${env.STACK_API_URL}/rest/v1/rpc/get_invitation`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ p_token: token }),
      });
      expect(opened.status).toBe(200);
      const body = (await opened.json()) as { invite?: { status?: string }; match?: { name?: string } };
      expect(body).toMatchObject({ invite: { status: 'PENDING' }, match: { name: DEMO_MATCH } });
    } finally {
      await fresh.stop();
    }
  }, 120_000);

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

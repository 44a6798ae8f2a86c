// The mail inbox `npm start` prints (STACK_INBOX_UI_URL is that URL) opens maildev's web UI, listing
// what the edge functions sent.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';

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

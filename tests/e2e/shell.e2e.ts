import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('app shell', () => {
  it('loads the landing page and a lazy route without a console warning or error', async () => {
    for (const path of ['/', '/matches']) {
      const { context, page } = await newPage(browser);
      const complaints: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') complaints.push(`${path}: ${message.text()}`);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(complaints).toEqual([]);
      await context.close();
    }
  });

  it('shows the not-found page with the attempted path, linking home and to matches', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/no/such/fairway');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.getByText('/no/such/fairway').isVisible()).toBe(true);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'View Matches' }).click();
    await page.waitForURL('**/matches');
    await context.close();
  });

  it('sends a visitor on an admin page home with the PIN dialog open', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/admin/settings');
    await page.getByRole('dialog', { name: 'Admin Access Required' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const APP_URL = (process.env.STACK_APP_URL ?? '').replace(/\/$/, '');
const SCREENSHOTS = join(process.cwd(), 'test-results', 'screenshots');

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's Chromium, headless, as root, on a closed network (flags from DESIGN.md). */
export function launchBrowser(): Promise<Browser> {
  if (!APP_URL) throw new Error('STACK_APP_URL is missing: run through npm test or scripts/with-stack.mjs');
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * What the browser refused under the app's Content-Security-Policy, from every page newPage opened;
 * tests/e2e/support/no-csp-violations.ts fails the test that caused any.
 */
export const cspViolations: string[] = [];

export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: APP_URL, isMobile: viewport.width < 500, hasTouch: viewport.width < 500, acceptDownloads: true });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
  });
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Saves test-results/screenshots/<name>-<width>.png (artifacts, not committed). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
}

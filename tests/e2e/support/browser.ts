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

/**
 * How far the page scrolls sideways, and which elements reach past the viewport's right edge (the
 * outermost few, tag.class and text), so a failing check says what to fix.
 */
export function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; culprits: string[] }> {
  // The configured width, not innerWidth: a phone browser widens innerWidth to fit overflowing content.
  return page.evaluate((width) => {
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth <= width) return { scrollWidth, culprits };
    const beyond = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of document.body.querySelectorAll('*')) {
      if (culprits.length >= 5 || !beyond(element)) continue;
      if ((element.parentElement !== document.body && element.parentElement && beyond(element.parentElement)) || clipped(element)) continue;
      const { left, right } = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      culprits.push(`${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} [${Math.round(left)}–${right.toFixed(1)}] "${(element.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return { scrollWidth, culprits };
  }, page.viewportSize()?.width ?? 0);
}

/**
 * The page does not scroll sideways once it has settled (`settleMs`: a moment of layout while a late
 * part mounts is not a page that scrolls sideways); the failure names what sticks out.
 */
export async function expectNoSidewaysScroll(page: Page, settleMs = 0) {
  const viewport = page.viewportSize()?.width ?? 0;
  const deadline = Date.now() + settleMs;
  let overflow = await sidewaysOverflow(page);
  while (overflow.scrollWidth > viewport && Date.now() < deadline) {
    await page.waitForTimeout(100);
    overflow = await sidewaysOverflow(page);
  }
  if (overflow.scrollWidth > viewport) {
    throw new Error(`${page.url()} scrolls sideways: ${overflow.scrollWidth} px wide at ${viewport} px; past the edge: ${overflow.culprits.join('; ') || 'nothing in the body'}`);
  }
}

/**
 * The page fits its width (see expectNoSidewaysScroll), then a full-page screenshot without the
 * toasts (they come and go with timing, not with the screen).
 */
export async function shoot(page: Page, name: string, { settleMs = 0 } = {}) {
  await expectNoSidewaysScroll(page, settleMs);
  const hideToasts = await page.addStyleTag({ content: '[data-sonner-toaster] { display: none !important; }' });
  await screenshot(page, name);
  await hideToasts.evaluate((style) => (style as Element).remove());
}

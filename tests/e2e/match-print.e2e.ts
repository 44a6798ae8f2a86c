// Printable match scorecards (issue 9): every entrant with course handicap and stroke dots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../integration/support/clients';
import { launchBrowser, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('match scorecards', () => {
  it('prints every entrant with the strokes the engine gives them', async () => {
    const { data: matches } = await client().rpc('get_matches_list');
    const match = (matches as { id: string; name: string; entries_count: number }[]).find((m) => m.entries_count >= 2);
    if (!match) throw new Error('the seed has no match with two entrants');
    const { data: entries } = await client().rpc('get_match_entries', { p_match_id: match.id });
    const names = (entries as { name: string }[]).map((entry) => entry.name);

    const { context, page } = await newPage(browser);
    await page.goto(`/matches/${match.id}?tab=scores`);
    await page.getByRole('button', { name: 'Print scorecards' }).click();
    const frame = page.frameLocator('#fairway-print-frame');
    await frame.getByRole('heading', { name: match.name }).waitFor({ state: 'attached' });
    const printed = await page.evaluate(() => {
      const doc = (document.getElementById('fairway-print-frame') as HTMLIFrameElement | null)?.contentDocument;
      return { html: doc?.documentElement.outerHTML ?? '', text: doc?.body.textContent ?? '' };
    });
    for (const name of names) expect(printed.text).toContain(name);
    for (const label of ['Rating', 'Slope', 'Out', 'In', 'Total', 'Stroke Index']) expect(printed.text).toContain(label);

    const { page: printPage, context: printContext } = await newPage(browser, { width: 1123, height: 794 });
    await printPage.setContent(printed.html);
    await printPage.emulateMedia({ media: 'print' });
    await screenshot(printPage, 'match-scorecards-print');
    await printContext.close();
    await context.close();
  });
});

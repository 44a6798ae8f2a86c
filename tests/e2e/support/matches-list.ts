import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * A match's row (desktop table) or card (phone list) in Upcoming Matches, paging forward as a member
 * would: matches dated sooner, other tests' among them, can fill the first pages.
 */
export async function upcomingListing(page: Page, name: string) {
  const onPhone = (page.viewportSize()?.width ?? 0) < 768;
  const pages = page.getByRole('navigation', { name: 'Upcoming matches pages' });
  const upcoming = page.getByRole(onPhone ? 'list' : 'table', { name: 'Upcoming matches' });
  const summary = pages.getByText(/^Showing \d+–\d+ of \d+$/);
  for (let turn = 0; turn < 50; turn += 1) {
    const shown = await summary.textContent();
    const listing = upcoming.locator(onPhone ? 'li' : 'tr').filter({ hasText: name });
    if ((await listing.count()) > 0) return listing;
    await pages.getByRole('button', { name: 'Next' }).click();
    // 'Showing' changes with the rows (the previous page stays on screen while the next one loads).
    await expect.poll(() => summary.textContent(), { timeout: 15_000 }).not.toBe(shown);
  }
  throw new Error(`"${name}" is not in Upcoming Matches`);
}

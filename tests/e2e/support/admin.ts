import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { stackEnv } from '../../integration/support/clients';
import { DESKTOP } from './browser';

/** Signs the admin in with the stack's PIN from the home page, on a phone through the menu sheet; lands on /admin. */
export async function signInAdmin(page: Page) {
  await page.goto('/');
  const adminButton = page.getByRole('button', { name: 'Admin', exact: true });
  if ((page.viewportSize()?.width ?? DESKTOP.width) < 1024) {
    // Phones keep the header actions in the menu sheet; a tap while the page is still hydrating may not open it.
    await expect
      .poll(
        async () => {
          if (!(await adminButton.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click({ timeout: 2000 }).catch(() => undefined);
          return adminButton.isVisible();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(true);
  }
  // The PIN dialog's code loads on the first tap; on a loaded machine a tap can land before the page is ready
  // for it, so tap again until the dialog is there.
  const pin = page.getByLabel('Admin PIN');
  await expect
    .poll(
      async () => {
        if (!(await pin.isVisible())) await adminButton.click({ timeout: 2000 }).catch(() => undefined);
        return pin.isVisible();
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(true);
  await pin.fill(stackEnv().adminPin);
  await page.getByRole('button', { name: 'Access Admin' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

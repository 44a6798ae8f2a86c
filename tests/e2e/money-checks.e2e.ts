// Issue 9's money checks in the browser: the treasurer ledger's totals are the database's own sums, and
// a payout's explanation adds up to the payout shown.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money';
import { adminToken, client } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { launchBrowser, newPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function asAdmin(context: BrowserContext) {
  const token = await adminToken();
  const session = JSON.stringify({ isAdmin: true, authenticatedAt: Date.now(), token, expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
  await context.addInitScript((value) => window.sessionStorage.setItem('fairway.admin', value), session);
}

describe('money checks', () => {
  it('the ledger shows exactly the payments and payouts the database holds', async () => {
    const { rows } = await withDb((db) =>
      db.query(`select ((select coalesce(sum(amount_cents), 0) from public.match_payments where voided_at is null)
                        - (select coalesce(sum(amount_cents), 0) from public.match_money_moves where kind = 'REFUND'))::int as collected,
                       (select coalesce(sum(r.payout_cents), 0)::int from public.results r
                          join public.matches m on m.id = r.match_id where m.is_final) as paid_out`),
    );
    const { context, page } = await newPage(browser);
    await asAdmin(context);
    await page.goto('/admin/ledger');
    const card = (label: string) => page.locator('[data-slot="stat-card"]').filter({ hasText: label }).first();
    await card('Collected').waitFor();
    expect(await card('Collected').innerText()).toContain(formatCents(rows[0].collected));
    expect(await card('Won').innerText()).toContain(formatCents(rows[0].paid_out));
    await context.close();
  });

  it('a skins payout\'s explanation adds up to the payout shown', async () => {
    const { rows } = await withDb((db) =>
      db.query(`select r.match_id, r.payout_cents, r.skins_won, p.name
                  from public.results r join public.matches m on m.id = r.match_id join public.players p on p.id = r.player_id
                 where m.is_final and r.game_code in ('SKINS_GROSS', 'SKINS_NET') and r.payout_cents > 0
                 order by r.payout_cents desc limit 1`),
    );
    const result = rows[0];
    if (!result) throw new Error('the seed has no paid skins result');
    const { data: detail } = await client().rpc('get_match_detail', { p_match_id: result.match_id });
    expect(detail.match.is_final).toBe(true);

    const { context, page } = await newPage(browser);
    await page.goto(`/matches/${result.match_id}`);
    await page.getByRole('button', { name: `${formatCents(result.payout_cents)}: explain ${result.name}'s payout` }).first().click();
    const text = await page.getByRole('dialog').innerText();
    // "… N × $x.xx = $y.yy": skins won times the value of a skin is the payout.
    const sum = text.match(/(\d+) × \$([\d,]+\.\d{2}) = \$([\d,]+\.\d{2})/);
    expect(sum, text).not.toBeNull();
    const [, count, each, total] = sum ?? [];
    const cents = (value = '') => Math.round(Number(value.replace(/,/g, '')) * 100);
    expect(Number(count)).toBe(result.skins_won);
    expect(Number(count) * cents(each)).toBe(cents(total));
    expect(cents(total)).toBe(result.payout_cents);
    await context.close();
  });
});

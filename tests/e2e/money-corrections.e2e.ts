// Issue 14's treasurer corrections in the browser, on the phone and the desktop: a payment recorded twice is
// voided and the entry it made "Paid" goes back to Pending; a winner's payout is recorded and what is still
// owed to them drops to $0.00; a cancelled match's two paid entrants — one refunded, one keeping a credit —
// and the ledger's and dashboard's totals equal the database's sums.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/domain/money';
import { adminToken } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { callFunction } from '../integration/support/mail';
import { DESKTOP, launchBrowser, newPage, screenshot } from './support/browser';

const PHONE_390 = { width: 390, height: 844 };

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

/** The values a statement uses ($1…$n): PostgreSQL refuses more parameters than the statement names. */
const HOLES = Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`);
const paramsFor = (sql: string, values: string[]) => values.slice(0, Math.max(0, ...[...sql.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]))));

type Setup = { matchId: string; players: Record<string, { id: string; name: string }> };

/**
 * A match on the demo's first course with one game and the named players entered (fresh players, so each
 * width has its own), then each `extra` statement with $1 = the match id and $2… = the players' ids in order.
 */
async function arrangeMatch(opts: { tag: string; date: string; potCalc: 'PER_PLAYER' | 'PER_ENTRY'; buyIn: number; names: string[]; extra: string[] }): Promise<Setup> {
  return await withDb(async (db) => {
    const { rows: players } = await db.query<{ id: string; name: string }>(
      `insert into public.players (name, email, ghin, status, join_date, consent_at)
       select n, lower(replace(n, ' ', '.')) || '@money-e2e.example', (9100000 + (random() * 899999)::int)::text, 'ACTIVE', current_date, now()
       from unnest($1::text[]) with ordinality as x(n, i) order by i
       returning id, name`,
      [opts.names],
    );
    const { rows } = await db.query<{ id: string }>(
      `insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
       select $1, $2::date, '', 0, 113, t.course_id, t.id, false from public.teesets t order by t.created_at, t.id limit 1
       returning id`,
      [`${opts.tag} match`, opts.date],
    );
    const matchId = rows[0].id;
    await db.query(`insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values ($1, 'STB_V2', true, $2, $3)`, [
      matchId,
      opts.buyIn,
      opts.potCalc,
    ]);
    const ids = opts.names.map((name) => players.find((p) => p.name === name)?.id ?? '');
    for (const id of ids) await db.query('select private.enter_player($1, $2, null)', [matchId, id]);
    for (const sql of opts.extra) await db.query(sql, paramsFor(sql, [matchId, ...ids]));
    return { matchId, players: Object.fromEntries(opts.names.map((name, i) => [name, { id: ids[i], name }])) };
  });
}

/** The entry of a player on the Entries tab: a card on the phone, a table row on the desktop. */
const entryOf = (page: Page, name: string) =>
  (page.viewportSize()?.width ?? 0) < 768
    ? page.getByRole('list', { name: 'Entries' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('row').filter({ hasText: name }).first();

async function chooseMethod(page: Page, method: string) {
  await page.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method }).click();
}

const dbSums = () =>
  withDb(async (db) => {
    const { rows } = await db.query<{ collected: number; outstanding: number; refunded: number }>(
      `select ((select coalesce(sum(amount_cents), 0) from public.match_payments where voided_at is null)
               - (select coalesce(sum(amount_cents), 0) from public.match_money_moves where kind = 'REFUND'))::int as collected,
              (select coalesce(sum(amount_cents), 0) from public.match_money_moves where kind = 'REFUND')::int as refunded,
              (select coalesce(sum(greatest(b.charges_cents - b.paid_cents, 0)), 0) from private.entry_balances b)::int as outstanding`,
    );
    return rows[0];
  });

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
])('treasurer corrections on the %s', (label, viewport) => {
  it('voids a payment recorded twice: the entry it paid goes back to Pending', async () => {
    // Ann paid $30; the same payment was recorded a second time on Bob's entry by mistake.
    const { matchId, players } = await arrangeMatch({
      tag: `Void ${label}`,
      date: '2027-03-06',
      potCalc: 'PER_PLAYER',
      buyIn: 3000,
      names: [`Ann Void ${label}`, `Bob Void ${label}`],
      extra: [
        `insert into public.match_payments (match_id, player_id, amount_cents, method, note)
         values ($1, $2, 3000, 'CASH', null), ($1, $3, 3000, 'CASH', 'Ann''s payment')`,
      ],
    });
    const bob = players[`Bob Void ${label}`];
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);
    await page.goto(`/matches/${matchId}?tab=entries`);
    await expect.poll(() => entryOf(page, bob.name).innerText()).toContain('Paid');

    await page.getByRole('button', { name: `Void $30.00 from ${bob.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Void payment' });
    await dialog.getByRole('button', { name: 'Void payment' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Please give a reason for voiding this payment');
    await dialog.getByLabel('Reason').fill('Recorded on the wrong entry (Ann paid)');
    await dialog.getByRole('button', { name: 'Void payment' }).click();
    await page.getByText('Payment voided').waitFor();

    await expect.poll(() => entryOf(page, bob.name).innerText()).toContain('Pending');
    const voided = page.getByRole('table', { name: 'Payments' }).getByRole('row').filter({ hasText: 'Voided: Recorded on the wrong entry' });
    await voided.waitFor();
    expect(await voided.locator('.line-through').innerText()).toBe('$30.00');
    await screenshot(page, 'money-void-payment');

    const { rows } = await withDb((db) =>
      db.query(
        `select e.paid_in_full, p.void_reason from public.match_entries e
         join public.match_payments p on p.match_id = e.match_id and p.player_id = e.player_id
         where e.match_id = $1 and e.player_id = $2`,
        [matchId, bob.id],
      ),
    );
    expect(rows).toEqual([{ paid_in_full: false, void_reason: 'Recorded on the wrong entry (Ann paid)' }]);
    await context.close();
  });

  it('records a winner\'s payout: what is still owed drops to $0.00', async () => {
    const { matchId, players } = await arrangeMatch({
      tag: `Payout ${label}`,
      date: '2026-10-03',
      potCalc: 'PER_ENTRY',
      buyIn: 1000,
      names: [`Cy Payout ${label}`, `Di Payout ${label}`],
      extra: [
        `insert into public.match_payments (match_id, player_id, amount_cents, method) values ($1, $2, 1000, 'CASH'), ($1, $3, 1000, 'CASH')`,
        // Cy cards all fours, Di all sixes: the engine (through finalize-match, as in the league) decides the money.
        `insert into public.scorecards (match_id, player_id, ${HOLES.join(', ')})
         values ($1, $2, ${HOLES.map(() => 4).join(', ')}), ($1, $3, ${HOLES.map(() => 6).join(', ')})`,
      ],
    });
    const finalized = await callFunction('finalize-match', { matchId }, { admin: await adminToken() });
    expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
    const cy = players[`Cy Payout ${label}`];
    const { rows: won } = await withDb((db) =>
      db.query<{ payout_cents: number }>(`select payout_cents from public.results where match_id = $1 and player_id = $2`, [matchId, cy.id]),
    );
    const winnings = won[0]?.payout_cents ?? 0;
    expect(winnings).toBeGreaterThan(0);
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);
    await page.goto(`/matches/${matchId}?tab=entries`);
    const outstanding = page.getByTestId(`winnings-outstanding-${cy.id}`);
    await expect.poll(() => outstanding.innerText()).toBe(formatCents(winnings));

    await page.getByRole('button', { name: `Record payout to ${cy.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payout' });
    await dialog.getByLabel('Amount ($)').fill(((winnings + 600) / 100).toFixed(2));
    await chooseMethod(page, 'Cash');
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe(`The most you can record here is ${formatCents(winnings)}`);
    await dialog.getByLabel('Amount ($)').fill((winnings / 100).toFixed(2));
    await dialog.getByRole('button', { name: 'Record payout' }).click();
    await page.getByText('Payout recorded').waitFor();
    await expect.poll(() => outstanding.innerText()).toBe('$0.00');
    await screenshot(page, 'money-payout');

    const { rows } = await withDb((db) =>
      db.query(`select w.outstanding_cents::int from private.winnings_by_match(array[$1::uuid]) w where w.player_id = $2`, [matchId, cy.id]),
    );
    expect(rows).toEqual([{ outstanding_cents: 0 }]);
    await context.close();
  });

  it('a cancelled match: one paid entrant refunded, one keeps a credit; ledger and dashboard equal the database', async () => {
    const { matchId, players } = await arrangeMatch({
      tag: `Rained out ${label}`,
      date: '2027-03-13',
      potCalc: 'PER_PLAYER',
      buyIn: 2000,
      names: [`Ed Cancel ${label}`, `Flo Cancel ${label}`],
      extra: [`insert into public.match_payments (match_id, player_id, amount_cents, method) values ($1, $2, 2000, 'VENMO'), ($1, $3, 2000, 'CASH')`],
    });
    await withDb((db) => db.query(`update public.matches set cancelled_at = now(), cancel_reason = 'Course flooded' where id = $1`, [matchId]));
    const ed = players[`Ed Cancel ${label}`];
    const flo = players[`Flo Cancel ${label}`];
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);
    await page.goto(`/matches/${matchId}?tab=entries`);
    const panel = page.getByRole('region', { name: 'Money paid for this cancelled match' });
    await panel.getByText(`${ed.name}: $20.00 Kept as credit`).waitFor();
    await panel.getByText(`${flo.name}: $20.00 Kept as credit`).waitFor();
    await expect.poll(() => entryOf(page, ed.name).innerText()).toContain('Nothing due');

    await panel.getByRole('button', { name: `Refund ${flo.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${flo.name}` });
    await chooseMethod(page, 'Cash');
    await dialog.getByRole('button', { name: 'Record refund' }).click();
    await page.getByText('Refund recorded').waitFor();
    await panel.getByText(`${flo.name}: $20.00 Refunded`).waitFor();
    await panel.getByText(`${ed.name}: $20.00 Kept as credit`).waitFor();
    await screenshot(page, 'money-cancelled-match');

    const { rows } = await withDb((db) =>
      db.query<{ player_id: string; credit_cents: number; refunded_cents: number }>(
        `select player_id, credit_cents::int, refunded_cents::int from private.match_money(array[$1::uuid]) order by player_id`,
        [matchId],
      ),
    );
    expect(Object.fromEntries(rows.map((r) => [r.player_id, [r.credit_cents, r.refunded_cents]]))).toEqual({ [ed.id]: [2000, 0], [flo.id]: [0, 2000] });

    const sums = await dbSums();
    await page.goto('/admin/ledger');
    const card = (name: string) => page.locator('[data-slot="stat-card"]').filter({ hasText: name }).first();
    await card('Collected').waitFor();
    expect(await card('Collected').innerText()).toContain(formatCents(sums.collected));
    expect(await card('Collected').innerText()).toContain(`${formatCents(sums.refunded)} refunded`);
    expect(await card('Outstanding').innerText()).toContain(formatCents(sums.outstanding));
    await screenshot(page, 'money-ledger');

    await page.goto('/admin');
    const figure = (name: string) => page.locator('dl div').filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}$`) }) }).locator('dd');
    await expect.poll(() => figure('Collected').innerText()).toBe(formatCents(sums.collected));
    expect(await figure('Outstanding').innerText()).toBe(formatCents(sums.outstanding));
    await context.close();
  });
});

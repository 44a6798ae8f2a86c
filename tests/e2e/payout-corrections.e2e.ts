// Corrections after winnings were handed over, on the phone (390 px) and the desktop: a finalized match, two payouts
// recorded, then a wrong card found — one payout is voided with a reason, the match is reopened (the admin confirms
// what was handed over), the card corrected and the match finalized again. The ledger's Winnings tab then shows
// exactly what is owed back and still owed, and the players get the "results corrected" e-mail.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../integration/support/clients';
import { withDb } from '../integration/support/db';
import { callFunction, uniqueEmail, waitForMail } from '../integration/support/mail';
import { DESKTOP, launchBrowser, newPage, shoot } from './support/browser';
import { ledgerPlayerRows, rowsNotAddingUp } from './support/ledger';

const PHONE_390 = { width: 390, height: 844 };
const HOLES = Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`);

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

type Player = { id: string; name: string; email: string };

/**
 * A played match on the demo's first tee set, Stableford $10 a head (pot $30: $18 and $12): Ann plays to par, Bob
 * too but his card says par + 5 on hole 1 (he made a birdie), Cy scores par + 2 everywhere. Finalized through
 * finalize-match as the league does: Ann 1st, Bob 2nd.
 */
async function arrange(label: string): Promise<{ matchId: string; matchName: string; par1: number; ann: Player; bob: Player; cy: Player }> {
  const matchName = `Corrected ${label} ${Date.now()}`;
  const arranged = await withDb(async (db) => {
    const names = ['Ann', 'Bob', 'Cy'].map((first) => `${first} Fix ${label}`);
    const emails = names.map((name) => uniqueEmail(name.toLowerCase().replace(/\s+/g, '.')));
    const { rows: players } = await db.query<{ id: string; name: string; email: string }>(
      `insert into public.players (name, email, ghin, status, join_date, consent_at)
       select n, e, (9200000 + (random() * 799999)::int)::text, 'ACTIVE', current_date, now()
       from unnest($1::text[], $2::text[]) with ordinality as x(n, e, i) order by i
       returning id, name, email`,
      [names, emails],
    );
    const { rows } = await db.query<{ id: string; pars: number[] }>(
      `insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
       select $1, private.club_today() - 3, '', 0, 113, t.course_id, t.id, false from public.teesets t order by t.created_at, t.id limit 1
       returning id, (select t.par_by_hole from public.teesets t where t.id = teeset_id) as pars`,
      [matchName],
    );
    const matchId = rows[0].id;
    const pars = rows[0].pars.map(Number);
    await db.query(`insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values ($1, 'STB_V2', true, 1000, 'PER_ENTRY')`, [matchId]);
    const byName = (name: string) => players.find((p) => p.name === name) as Player;
    const [ann, bob, cy] = names.map(byName);
    for (const player of [ann, bob, cy]) {
      await db.query('select private.enter_player($1, $2, null)', [matchId, player.id]);
      await db.query(`insert into public.match_payments (match_id, player_id, amount_cents, method) values ($1, $2, 1000, 'CASH')`, [matchId, player.id]);
    }
    const card = (player: Player, holes: number[]) =>
      db.query(`insert into public.scorecards (match_id, player_id, ${HOLES.join(', ')}) values ($1, $2, ${HOLES.map((_, i) => `$${i + 3}`).join(', ')})`, [
        matchId,
        player.id,
        ...holes,
      ]);
    await card(ann, pars);
    await card(bob, pars.map((par, i) => (i === 0 ? par + 5 : par)));
    await card(cy, pars.map((par) => par + 2));
    return { matchId, par1: pars[0], ann, bob, cy };
  });
  const finalized = await callFunction('finalize-match', { matchId: arranged.matchId }, { admin: await adminToken() });
  expect(finalized.status, JSON.stringify(finalized.body)).toBe(200);
  return { ...arranged, matchName };
}

const winnings = (matchId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ name: string; won: number; handed: number; still_owed: number; owed_back: number }>(
      `select p.name, w.won_cents::int as won, w.paid_out_cents::int as handed, w.still_owed_cents::int as still_owed, w.owed_back_cents::int as owed_back
       from private.winnings_by_match(array[$1::uuid]) w join public.players p on p.id = w.player_id order by p.name`,
      [matchId],
    );
    return rows;
  });

async function recordPayout(page: Page, player: Player, method: string) {
  await page.getByRole('button', { name: `Record payout to ${player.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Record payout' });
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: method }).click();
  await dialog.getByRole('button', { name: 'Record payout' }).click();
  await page.getByText('Payout recorded').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

describe.each([
  ['phone', PHONE_390],
  ['desktop', DESKTOP],
])('a correction after payouts on the %s', (label, viewport) => {
  it('void, reopen confirming what was handed over, correct the card, finalize again: owed back and still owed, and the e-mail', async () => {
    const { matchId, matchName, par1, ann, bob, cy } = await arrange(label);
    expect(await winnings(matchId)).toEqual([
      { name: ann.name, won: 1800, handed: 0, still_owed: 1800, owed_back: 0 },
      { name: bob.name, won: 1200, handed: 0, still_owed: 1200, owed_back: 0 },
    ]);
    const { context, page } = await newPage(browser, viewport);
    await asAdmin(context);

    // Two payouts handed over: Ann's $18 and Bob's $12.
    await page.goto(`/matches/${matchId}?tab=entries`);
    await recordPayout(page, ann, 'Cash');
    await recordPayout(page, bob, 'Venmo');
    const payouts = page.getByRole('table', { name: 'Payouts recorded' });
    await expect.poll(() => payouts.getByRole('row').count()).toBe(3);

    // Bob's $12 never reached him: voided with a reason (refused without one).
    await page.getByRole('button', { name: `Void payout of $12.00 to ${bob.name}` }).click();
    const voidDialog = page.getByRole('dialog', { name: 'Void payout' });
    await voidDialog.getByRole('button', { name: 'Void payout' }).click();
    await expect.poll(() => voidDialog.getByRole('alert').innerText()).toBe('Please give a reason for voiding this payout');
    await voidDialog.getByLabel('Reason').fill('Bob was not handed it: the envelope is still in the box');
    await voidDialog.getByRole('button', { name: 'Void payout' }).click();
    await page.getByText('Payout voided').first().waitFor();
    const voided = payouts.getByRole('row').filter({ hasText: 'Voided: Bob was not handed it' });
    await voided.waitFor();
    expect(await voided.locator('.line-through').innerText()).toBe('$12.00');
    await shoot(page, 'payout-corrections-void');

    // Bob's card was wrong on hole 1. Reopen: a reason, and what was handed over (Ann's $18 only) confirmed.
    await page.goto(`/admin/matches/${matchId}/results`);
    await page.getByRole('button', { name: 'Reopen Results' }).click();
    const reopen = page.getByRole('dialog', { name: `Reopen results for ${matchName}?` });
    const handed = reopen.getByRole('list', { name: 'Winnings already handed over' });
    await expect.poll(() => handed.innerText()).toMatch(new RegExp(`^${ann.name}\\s+\\$18\\.00$`));
    await reopen.getByLabel('Reason for the correction').fill(`${bob.name}'s card: hole 1 was a birdie`);
    await reopen.getByRole('button', { name: 'Reopen Results' }).click();
    await expect.poll(() => reopen.getByRole('alert').innerText()).toBe('Please confirm the amounts handed over');
    await reopen.getByRole('checkbox', { name: 'I confirm $18.00 has been handed over, as listed' }).click();
    await shoot(page, 'payout-corrections-reopen');
    await reopen.getByRole('button', { name: 'Reopen Results' }).click();
    await page.getByText('Results reopened').first().waitFor();

    // The card corrected, the match finalized again.
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.locator('#scorecard-player').click();
      await page.getByRole('option', { name: bob.name }).click();
    }
    const hole1 = page.getByRole('spinbutton', { name: `${bob.name}, hole 1`, exact: true });
    await expect.poll(() => hole1.inputValue()).toBe(String(par1 + 5));
    await hole1.fill(String(par1 - 1));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Scorecard updated successfully').first().waitFor();
    await page.getByRole('button', { name: 'Finalize Match' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finalize Match' }).click();
    await page.getByText('Match finalized').first().waitFor();
    const correctedHoles = page.getByRole('list', { name: 'Holes corrected' });
    await expect.poll(() => correctedHoles.innerText()).toBe(`${bob.name}, hole 1: ${par1 + 5} → ${par1 - 1}`);
    await shoot(page, 'payout-corrections-refinalized');

    // Bob now wins $18 (nothing handed to him: all still owed); Ann $12 of the $18 she was handed: $6 owed back.
    expect(await winnings(matchId)).toEqual([
      { name: ann.name, won: 1200, handed: 1800, still_owed: 0, owed_back: 600 },
      { name: bob.name, won: 1800, handed: 0, still_owed: 1800, owed_back: 0 },
    ]);

    // The ledger's Winnings tab says so, and so does Settle Up.
    await page.goto('/admin/ledger');
    await page.getByRole('tab', { name: 'Winnings' }).click();
    const corrections = page.getByRole('list', { name: 'Owed back and still owed' });
    const rowOf = (player: Player) => corrections.getByRole('listitem').filter({ hasText: player.name });
    await expect.poll(() => rowOf(ann).innerText()).toContain('owed back $6.00');
    await expect.poll(() => rowOf(bob).innerText()).toContain('still owed $18.00');
    expect(await rowOf(ann).innerText()).toContain('handed over $18.00 · won $12.00');
    expect(await corrections.getByRole('listitem').filter({ hasText: cy.name }).count()).toBe(0);
    await shoot(page, 'payout-corrections-ledger-winnings');
    await page.getByRole('tab', { name: 'Settle Up' }).click();
    await expect.poll(() => page.getByRole('tabpanel').getByRole('list', { name: 'Owed back and still owed' }).getByRole('listitem').filter({ hasText: ann.name }).innerText()).toContain(
      'owed back $6.00',
    );
    await shoot(page, 'payout-corrections-settle-up');

    // Ledger → Players: every row adds up, and Ann's and Bob's say what they won and what was handed over.
    const ledgerRows = await ledgerPlayerRows(page);
    expect(rowsNotAddingUp(ledgerRows)).toEqual([]);
    expect(ledgerRows.find((row) => row.name === ann.name)).toMatchObject({ won: 1200, handed: 1800 });
    expect(ledgerRows.find((row) => row.name === bob.name)).toMatchObject({ won: 1800, handed: 0 });

    // The players are told what changed.
    // Queued through the outbox (this stack runs no outbox kicker: deliver as the minute job would).
    const queued = await withDb(async (db) => {
      const { rows } = await db.query<{ to_email: string }>(
        `select to_email from public.email_outbox where template = 'results_corrected' and to_email = any ($1) order by to_email`,
        [[ann.email, bob.email, cy.email]],
      );
      return rows.map((row) => row.to_email);
    });
    expect(queued).toEqual([ann.email, bob.email, cy.email].sort());
    const delivered = await callFunction('process-email-outbox', {}, { service: true });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const [annMail] = await waitForMail(ann.email, { where: (m) => m.subject === `Results corrected: ${matchName}` });
    expect(annMail.text).toContain(`have been corrected: ${bob.name}'s card: hole 1 was a birdie`);
    expect(annMail.text).toContain('1st → 2nd');
    expect(annMail.text).toContain('$18.00 → $12.00');
    expect(annMail.text).toContain('You were handed $18.00; you now win $12.00, so $6.00 is owed back to the league.');
    const [bobMail] = await waitForMail(bob.email, { where: (m) => m.subject === `Results corrected: ${matchName}` });
    expect(bobMail.text).toContain(`Hole 1: ${par1 + 5} → ${par1 - 1}`);
    expect(bobMail.text).toContain('You now win $18.00 instead of $12.00.');
    const [cyMail] = await waitForMail(cy.email, { where: (m) => m.subject === `Results corrected: ${matchName}` });
    expect(cyMail.text).toContain('Your winnings are unchanged ($0.00).');

    const audit = await withDb(async (db) => {
      const { rows } = await db.query<{ holes: string }>(
        `select details ->> 'holes_changed' as holes from public.audit_log where action = 'MATCH_CORRECTED' and target_id = $1`,
        [matchId],
      );
      return rows;
    });
    expect(audit).toEqual([{ holes: `${bob.name} hole 1: ${par1 + 5} → ${par1 - 1}` }]);
    await context.close();
  });
});

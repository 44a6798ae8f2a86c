// Admin PINs (second security review, S2): a named admin must not learn another admin's PIN from
// change_admin_pin's "already in use" answer — that answer counts as a failed PIN attempt of the
// asking admin (5 in 15 minutes lock their PIN change), and a client's own successful sign-in does not
// wipe its wrong PINs. Two admins changing to the same PIN at once: one wins, never both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetPinThrottle, resetRateLimits, withDb } from './support/db';
import { call, rest, type Answer } from './support/attacker';

const IN_USE = 'This PIN is already in use by another admin';
const LOCKED = 'Too many failed attempts. Try again in 15 minutes.';
let owner: ReturnType<typeof client>;
const pin = () => String(100_000 + Math.floor(Math.random() * 899_999)) + String(Math.floor(Math.random() * 10));

async function namedAdmin(name: string) {
  const adminPin = pin();
  await call(owner, 'add_admin', { p_name: name, p_pin: adminPin });
  const signIn = await rest('/rpc/verify_admin_pin', { body: { pin_input: adminPin } });
  expect(signIn.body.valid).toBe(true);
  return { pin: adminPin, token: signIn.body.token as string };
}

beforeAll(async () => {
  await resetRateLimits();
  await resetPinThrottle();
  owner = client({ adminToken: await adminToken() });
});
afterAll(async () => {
  await resetPinThrottle();
  await withDb((db) => db.query(`update private.admins set revoked_at = now() where name like 'Pin probe%' and revoked_at is null`));
});

describe('S2: recovering the owner\'s PIN', () => {
  it('throttles the "already in use" answer as a failed PIN attempt', async () => {
    const attacker = await namedAdmin(`Pin probe ${Date.now()}`);
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      // Each guess that is in use answers "in use"; here every guess is the owner's PIN, as the last of a
      // walk through the PIN space would be. The answer must stop telling after a few.
      answers.push(await rest('/rpc/change_admin_pin', { headers: { 'x-admin-token': attacker.token }, body: { p_current_pin: attacker.pin, p_new_pin: stackEnv().adminPin } }));
    }
    expect(answers[0].body.message ?? answers[0].body).toEqual(expect.stringContaining(IN_USE));
    const locked = answers.findIndex((answer) => answer.status === 429);
    expect(locked).toBeGreaterThan(-1);
    expect(locked).toBeLessThanOrEqual(5);
    expect(answers[locked].body.message).toBe(LOCKED);
    expect(answers.slice(locked).every((answer) => answer.status === 429)).toBe(true);
    expect(JSON.stringify(answers.slice(locked))).not.toContain(IN_USE);
  });

  it('keeps counting wrong sign-in PINs after the client\'s own success', async () => {
    await resetPinThrottle();
    const attacker = await namedAdmin(`Pin probe sign-in ${Date.now()}`);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) statuses.push((await rest('/rpc/verify_admin_pin', { body: { pin_input: pin() } })).status);
      statuses.push((await rest('/rpc/verify_admin_pin', { body: { pin_input: attacker.pin } })).status);
    }
    // 12 wrong PINs from one address in a minute: the fifth wrong one locks it, own success or not.
    const last = await rest('/rpc/verify_admin_pin', { body: { pin_input: pin() } });
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(LOCKED);
    await resetPinThrottle();
  });

  it('gives one PIN to one admin when two change to it at once', async () => {
    await resetPinThrottle();
    const a = await namedAdmin(`Pin probe race a ${Date.now()}`);
    const b = await namedAdmin(`Pin probe race b ${Date.now()}`);
    const shared = pin();
    const [first, second] = await Promise.all([
      rest('/rpc/change_admin_pin', { headers: { 'x-admin-token': a.token }, body: { p_current_pin: a.pin, p_new_pin: shared } }),
      rest('/rpc/change_admin_pin', { headers: { 'x-admin-token': b.token }, body: { p_current_pin: b.pin, p_new_pin: shared } }),
    ]);
    const changed = [first, second].filter((answer) => answer.status === 200 && answer.body.changed === true);
    expect(changed).toHaveLength(1);
    const holders = await withDb(async (db) => Number((await db.query(
      `select count(*)::int as n from private.admins a where a.revoked_at is null and extensions.crypt($1, a.pin_hash) = a.pin_hash`, [shared])).rows[0].n));
    expect(holders).toBe(1);
    await resetPinThrottle();
  });
});

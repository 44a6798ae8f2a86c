// Admin lock-out (second security review, S7): ~100 wrong PINs an hour from a handful of addresses must
// not lock admins out of a network they have not signed in from lately — each address is limited on its
// own, none by another's failures. New named admins need a PIN of 6 or more digits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetPinThrottle, resetRateLimits, withDb } from './support/db';
import { rest } from './support/attacker';

beforeAll(async () => {
  await resetRateLimits();
  await resetPinThrottle();
});
afterAll(resetPinThrottle);

describe('S7: a distributed PIN flood', () => {
  it('leaves the owner able to sign in from a network not used for 30 days', async () => {
    await withDb(async (db) => {
      // 120 wrong PINs in the last hour from 12 other addresses (the gateway sets the address: written here).
      await db.query(`insert into private.admin_login_attempts (succeeded, client_address, at)
                      select false, '203.0.113.' || (g % 12 + 1), now() - (g || ' seconds')::interval from generate_series(1, 120) g`);
      // This client (the test's own address) last signed in 40 days ago.
      await db.query(`update private.admin_login_attempts set at = now() - interval '40 days' where succeeded and client_address = '127.0.0.1'`);
    });
    const answer = await rest('/rpc/verify_admin_pin', { body: { pin_input: stackEnv().adminPin } });
    expect(answer.status).toBe(200);
    expect(answer.body.valid).toBe(true);
  });

  it('refuses a new named admin a 4-digit PIN', async () => {
    await resetPinThrottle();
    const owner = client({ adminToken: await adminToken() });
    const { error } = await owner.rpc('add_admin', { p_name: `Short pin ${Date.now()}`, p_pin: String(1000 + Math.floor(Math.random() * 8999)) });
    expect(error?.message).toBe('A named admin\'s PIN must be at least 6 digits');
  });
});

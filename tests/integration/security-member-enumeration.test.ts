// Member enumeration (F9): sign-up and the profile editor must not tell whether an e-mail or GHIN belongs
// to a member — one answer for either, without the constraint's name — and probing is throttled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, ghin, rest, unique } from './support/attacker';

const TAKEN = 'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.';
beforeAll(resetRateLimits);
afterAll(resetRateLimits);

describe('F9: is this e-mail or GHIN a member\'s?', () => {
  it('answers sign-up the same for a taken e-mail and a taken GHIN, and throttles the probing', async () => {
    const admin = client({ adminToken: await adminToken() });
    const member = await activePlayer(admin, 'Known');
    const memberGhin = await withDb(async (db) => (await db.query(`select ghin from public.players where id = $1`, [member.player_id])).rows[0].ghin);
    const byEmail = await rest('/rpc/register_player', { body: { p_name: `Probe ${unique()}`, p_nickname: null, p_email: member.email, p_ghin: ghin(), p_consent: true } });
    const byGhin = await rest('/rpc/register_player', { body: { p_name: `Probe ${unique()}`, p_nickname: null, p_email: `probe.${unique()}@mail.test`, p_ghin: memberGhin, p_consent: true } });
    for (const answer of [byEmail, byGhin]) {
      expect(JSON.stringify(answer.body)).not.toMatch(/players_(email|ghin)_key|duplicate key/);
      expect(answer.body.message).toBe(TAKEN);
    }
    expect(byEmail.status).toBe(byGhin.status);
    // Ten probes of taken details an hour per client address; then every sign-up waits.
    const probes: number[] = [];
    for (let i = 0; i < 10; i++) {
      probes.push((await rest('/rpc/register_player', { body: { p_name: `Probe ${unique()}`, p_nickname: null, p_email: `probe.${unique()}@mail.test`, p_ghin: memberGhin, p_consent: true } })).status);
    }
    expect(probes).toContain(429);
  });

  it('answers the profile editor the same way', async () => {
    await resetRateLimits();
    const admin = client({ adminToken: await adminToken() });
    const member = await activePlayer(admin, 'Known');
    const prober = await activePlayer(admin, 'Prober');
    const memberGhin = await withDb(async (db) => (await db.query(`select ghin from public.players where id = $1`, [member.player_id])).rows[0].ghin);
    const answer = await rest('/rpc/update_player_profile', { headers: { 'x-player-token': prober.token },
      body: { p_player_id: prober.player_id, p_name: 'Prober', p_nickname: null, p_email: prober.email, p_ghin: memberGhin } });
    expect(JSON.stringify(answer.body)).not.toMatch(/players_(email|ghin)_key|duplicate key/);
    expect(answer.body.message).toBe(TAKEN);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await rest('/rpc/update_player_profile', { headers: { 'x-player-token': prober.token },
        body: { p_player_id: prober.player_id, p_name: 'Prober', p_nickname: null, p_email: prober.email, p_ghin: memberGhin } })).status);
    }
    expect(statuses).toContain(429);
    // Once the probes are spent, a free GHIN waits too: the limit tells nothing.
    const free = await rest('/rpc/update_player_profile', { headers: { 'x-player-token': prober.token },
      body: { p_player_id: prober.player_id, p_name: 'Prober', p_nickname: null, p_email: prober.email, p_ghin: ghin() } });
    expect(free.status).toBe(429);
  });
});

// Direct table writes (second security review, S10): an admin's PATCH /matches must not skip
// update_match's rules (a capacity below the entries, a called-off match edited). Match fields change
// through update_match only; the one direct write left (the sign-up switch) keeps its rule in a trigger, as
// the tables the API still writes directly (courses, tee sets, pars) do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, call, matchToday, rest } from './support/attacker';

let adminSession: string;
beforeAll(async () => {
  await resetRateLimits();
  adminSession = await adminToken();
});
afterAll(resetRateLimits);

describe('S10: PATCH /matches', () => {
  it('cannot set a capacity below the entries nor edit a called-off match', async () => {
    const admin = client({ adminToken: adminSession });
    const players = [await activePlayer(admin, 'Cap'), await activePlayer(admin, 'Cap')];
    const matchId = await matchToday(admin, players);
    const patch = await rest(`/matches?id=eq.${matchId}`, { method: 'PATCH', headers: { 'x-admin-token': adminSession, prefer: 'return=minimal' }, body: { capacity: 1 } });
    expect(patch.status).toBeGreaterThanOrEqual(400);
    const cancelled = await matchToday(admin, []);
    await call(admin, 'cancel_match', { p_match_id: cancelled, p_reason: 'Rain' });
    const edit = await rest(`/matches?id=eq.${cancelled}`, { method: 'PATCH', headers: { 'x-admin-token': adminSession, prefer: 'return=minimal' }, body: { name: 'Back on' } });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    // The one direct write left (the sign-up switch) keeps update_match's rule.
    const open = await rest(`/matches?id=eq.${cancelled}`, { method: 'PATCH', headers: { 'x-admin-token': adminSession, prefer: 'return=minimal' }, body: { open_signup: true } });
    expect(open.status).toBe(400);
    expect(open.body.message).toBe('This match has been called off and can no longer be changed.');
    const rows = await withDb(async (db) => (await db.query(`select id, capacity, name from public.matches where id = any($1)`, [[matchId, cancelled]])).rows);
    expect(rows.find((row) => row.id === matchId)?.capacity).not.toBe(1);
    expect(rows.find((row) => row.id === cancelled)?.name).not.toBe('Back on');
    // The RPC still does it with its rules and its message.
    const { error } = await admin.rpc('update_match', { p_match_id: matchId, p_changes: { capacity: 1 } });
    expect(error?.message).toBe('Capacity can\'t be lower than the 2 players already entered. Remove entries first.');
  });
});

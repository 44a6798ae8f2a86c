// Closed accounts (second security review, S5): once a member closes their account, their e-mail, GHIN
// and name are gone from the outbox rows and the audit details admins read (redacted in place; the audit
// log stays append-only otherwise), and the photos of their cards are deleted.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, call, matchToday } from './support/attacker';
import { callFunction } from './support/mail';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(256), Buffer.from([0xff, 0xd9])]);

beforeAll(resetRateLimits);
afterAll(resetRateLimits);

describe('S5: what a closed account leaves behind', () => {
  it('redacts outbox rows and audit details, deletes card photos, and keeps the audit log append-only', async () => {
    const admin = client({ adminToken: await adminToken() });
    const member = await activePlayer(admin, 'Leaver');
    const { name, ghin } = await withDb(async (db) => (await db.query(`select name, ghin from public.players where id = $1`, [member.player_id])).rows[0]);
    // A played match (started at midnight) with the member's card photo attached.
    const matchId = await matchToday(admin, [member]);
    await withDb((db) => db.query(`update public.matches set start_time = '00:00' where id = $1`, [matchId]));
    const path = `${matchId}/${member.player_id}/${randomUUID()}.jpg`;
    const { apiUrl, anonKey } = stackEnv();
    const stored = await fetch(`${apiUrl}/storage/v1/object/card-photos/${path}`, {
      method: 'POST', headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-player-token': member.token, 'content-type': 'image/jpeg' }, body: new Uint8Array(JPEG),
    });
    expect(stored.status).toBe(200);
    await call(client({ playerToken: member.token }), 'attach_card_photo', { p_match_id: matchId, p_player_id: member.player_id, p_object_path: path });
    // A profile edit writes the old and new address into the audit details.
    await call(client({ playerToken: member.token }), 'update_player_profile', {
      p_player_id: member.player_id, p_name: name, p_nickname: null, p_email: member.email.replace('@', '.new@'), p_ghin: ghin });

    await call(client({ playerToken: member.token }), 'close_my_account', { p_confirmation: 'CLOSE' });
    expect((await callFunction('card-photo-sweep', {}, { service: true })).status).toBe(200);
    // The goodbye is the one message still addressed to them until it is sent.
    expect((await callFunction('process-email-outbox', {}, { service: true })).status).toBe(200);
    for (let i = 0; i < 60; i++) {
      const waiting = await withDb(async (db) => Number((await db.query(
        `select count(*)::int as n from public.email_outbox where template = 'account_closed' and status = 'PENDING' and payload ->> 'playerName' = $1`, [name])).rows[0].n));
      if (waiting === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const left = await withDb(async (db) => (await db.query(
      `select (select count(*)::int from public.email_outbox o where (o.to_email || o.payload::text) ilike any ($1)) as outbox,
              (select count(*)::int from public.audit_log a where (a.details::text || coalesce(a.target_label, '') || a.actor) ilike any ($1)) as audit,
              (select count(*)::int from public.card_photos c where c.player_id = $2) as photos,
              (select count(*)::int from private.card_photo_uploads u where u.player_id = $2 and u.deleted_at is null) as kept`,
      [[`%${member.email.split('@')[0]}%`, `%${ghin}%`, `%${name}%`], member.player_id])).rows[0]);
    expect(left).toEqual({ outbox: 0, audit: 0, photos: 0, kept: 0 });
    // Redaction is the only change the audit log allows.
    await expect(withDb((db) => db.query(`update public.audit_log set details = '{}' where target_id = $1`, [member.player_id]))).rejects.toThrow('The audit log is append-only');
  });
});

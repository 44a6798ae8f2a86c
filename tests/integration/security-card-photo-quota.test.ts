// Card-photo storage (second security review, S3): an entrant may not fill the database's disk with
// card-photo objects that are never attached. Uploads are counted when the store asks the database
// (storage_can_write_object): a quota per player and match; an object not attached within the hour is
// deleted by the scheduled sweep (card-photo-sweep).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, matchToday, type Session } from './support/attacker';
import { callFunction } from './support/mail';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(1024), Buffer.from([0xff, 0xd9])]);
/** Uploads one player may make for one card in a day (README, Security → Limits). */
const PER_PLAYER_MATCH = 6;

let player: Session;
let matchId: string;
const upload = (path: string, who: Session) => {
  const { apiUrl, anonKey } = stackEnv();
  return fetch(`${apiUrl}/storage/v1/object/card-photos/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-player-token': who.token, 'content-type': 'image/jpeg' },
    body: new Uint8Array(JPEG),
  });
};

beforeAll(async () => {
  await resetRateLimits();
  const admin = client({ adminToken: await adminToken() });
  player = await activePlayer(admin, 'Quota');
  matchId = await matchToday(admin, [player]);
});
afterAll(resetRateLimits);

describe('S3: unattached card photos', () => {
  it('stops a player\'s uploads for one card past the quota', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < PER_PLAYER_MATCH + 4; i++) statuses.push((await upload(`${matchId}/${player.player_id}/${randomUUID()}.jpg`, player)).status);
    expect(statuses.slice(0, PER_PLAYER_MATCH).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(PER_PLAYER_MATCH).every((status) => status === 403)).toBe(true);
  });

  it('sweeps an object never attached once it is an hour old, and keeps the attached one', async () => {
    const uploads = await withDb(async (db) => (await db.query(
      `select object_path from private.card_photo_uploads where match_id = $1 order by created_at`, [matchId])).rows.map((row) => row.object_path as string));
    expect(uploads.length).toBe(PER_PLAYER_MATCH);
    const { error } = await client({ playerToken: player.token }).rpc('attach_card_photo', { p_match_id: matchId, p_player_id: player.player_id, p_object_path: uploads[0] });
    expect(error).toBeNull();
    await withDb((db) => db.query(`update private.card_photo_uploads set created_at = now() - interval '2 hours', sweep_after = now() - interval '1 hour' where match_id = $1`, [matchId]));
    const sweep = await callFunction('card-photo-sweep', {}, { service: true });
    expect(sweep.status).toBe(200);
    expect(Number(sweep.body.deleted)).toBeGreaterThanOrEqual(PER_PLAYER_MATCH - 1);
    const left = await withDb(async (db) => (await db.query(
      `select object_path from private.card_photo_uploads where match_id = $1 and deleted_at is null`, [matchId])).rows.map((row) => row.object_path as string));
    expect(left).toEqual([uploads[0]]);
    // A swept object cannot be attached any more.
    const late = await client({ playerToken: player.token }).rpc('attach_card_photo', { p_match_id: matchId, p_player_id: player.player_id, p_object_path: uploads[1] });
    expect(late.error?.message).toBe('That photo is no longer stored; upload it again');
  });
});

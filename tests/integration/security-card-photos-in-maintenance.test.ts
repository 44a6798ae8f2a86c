// Maintenance (second security review, S8): while the league is in maintenance a player can neither
// upload nor attach a card photo (private.maintenance_blocks_caller); an admin still can.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, matchToday, type Session } from './support/attacker';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(256), Buffer.from([0xff, 0xd9])]);
const MAINTENANCE = 'The league site is under maintenance. Please try again later.';
let player: Session;
let matchId: string;
let uploaded: string;
const upload = (path: string, who: Session) => {
  const { apiUrl, anonKey } = stackEnv();
  return fetch(`${apiUrl}/storage/v1/object/card-photos/${path}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-player-token': who.token, 'content-type': 'image/jpeg' },
    body: new Uint8Array(JPEG),
  });
};
const maintenance = (on: boolean) => withDb((db) => db.query(`update public.settings set value = $1 where key = 'maintenanceMode'`, [String(on)]));

beforeAll(async () => {
  await resetRateLimits();
  const admin = client({ adminToken: await adminToken() });
  player = await activePlayer(admin, 'Maint');
  matchId = await matchToday(admin, [player]);
  uploaded = `${matchId}/${player.player_id}/${randomUUID()}.jpg`;
  expect((await upload(uploaded, player)).status).toBe(200);
  await withDb((db) => db.query(`insert into public.settings (key, value) values ('maintenanceMode', 'false') on conflict (key) do nothing`));
});
afterAll(() => maintenance(false));

describe('S8: card photos in maintenance', () => {
  it('refuses a player\'s upload and attach, and says why', async () => {
    await maintenance(true);
    expect((await upload(`${matchId}/${player.player_id}/${randomUUID()}.jpg`, player)).status).toBe(403);
    const { error } = await client({ playerToken: player.token }).rpc('attach_card_photo', { p_match_id: matchId, p_player_id: player.player_id, p_object_path: uploaded });
    expect(error?.message).toBe(MAINTENANCE);
    await maintenance(false);
    const after = await client({ playerToken: player.token }).rpc('attach_card_photo', { p_match_id: matchId, p_player_id: player.player_id, p_object_path: uploaded });
    expect(after.error).toBeNull();
  });
});

// Scan Scorecard (issue 16, item 4) against the real stack: the photo of a signed card sits in the private
// bucket card-photos of the gateway's object store. Its player and admins read it through a short-lived
// signed URL; another player, an anonymous visitor, a guessed public URL, a tampered or expired token get
// nothing. Uploads and deletes are allowed only where the database says so.
import { randomBytes, randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { withDb } from './support/db';

type Session = { player_id: string; token: string };

const unique = () => randomBytes(4).toString('hex');
const ghin = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));
/** The smallest JPEG the store accepts (its first bytes are what it checks). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(256), Buffer.from([0xff, 0xd9])]);

let admin: SupabaseClient;
let adminSession: string;
let ann: Session;
let bob: Session;
let matchId: string;

async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function activePlayer(label: string): Promise<Session> {
  const session = await call<Session>(client(), 'register_player', {
    p_name: `${label} ${unique()}`, p_nickname: null, p_email: `scan-${unique()}@fairway.example`, p_ghin: ghin(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return session;
}

/** A storage request as the browser app sends it: anon key plus the caller's session header, if any. */
function storage(path: string, init: { method?: string; body?: BodyInit; json?: unknown; player?: Session; admin?: boolean; apikey?: boolean } = {}) {
  const { apiUrl, anonKey } = stackEnv();
  const headers: Record<string, string> = {};
  if (init.apikey !== false) Object.assign(headers, { apikey: anonKey, authorization: `Bearer ${anonKey}` });
  if (init.player) headers['x-player-token'] = init.player.token;
  if (init.admin) headers['x-admin-token'] = adminSession;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  else if (init.body !== undefined) headers['content-type'] = 'image/jpeg';
  return fetch(`${apiUrl}/storage/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
}

const photoPath = (player: Session) => `${matchId}/${player.player_id}/${randomUUID()}.jpg`;
const upload = (path: string, as: { player?: Session; admin?: boolean }) => storage(`/object/card-photos/${path}`, { method: 'POST', body: new Uint8Array(JPEG), ...as });
const sign = (path: string, as: { player?: Session; admin?: boolean } = {}) =>
  storage(`/object/sign/card-photos/${path}`, { method: 'POST', json: { expiresIn: 60 }, ...as });

/** The signed URL's path and query, as the store answers it to a caller it allows. */
async function signedUrl(path: string, as: { player?: Session; admin?: boolean }): Promise<string> {
  const answer = await sign(path, as);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { signedURL: string }).signedURL;
}

let annPath: string;

beforeAll(async () => {
  adminSession = await adminToken();
  admin = client({ adminToken: adminSession });
  ann = await activePlayer('Ann Photo');
  bob = await activePlayer('Bob Photo');
  const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  const today = await withDb(async (db) => String((await db.query('select private.club_today()::text as d')).rows[0].d));
  matchId = await call<string>(admin, 'create_match', {
    p_match: { name: `Scan ${unique()}`, date: today, course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false, format: 'Individual Stableford', notes: null },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
  for (const player of [ann, bob]) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.player_id });

  annPath = photoPath(ann);
  expect((await upload(annPath, { player: ann })).status).toBe(200);
  await call(client({ playerToken: ann.token }), 'attach_card_photo', { p_match_id: matchId, p_player_id: ann.player_id, p_object_path: annPath });
});

describe('a card photo is read by its player and admins only', () => {
  it('the player gets a signed URL that serves the photo, privately cached', async () => {
    const url = await signedUrl(annPath, { player: ann });
    const served = await storage(url, { apikey: false });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('an admin gets one too', async () => {
    expect((await storage(await signedUrl(annPath, { admin: true }), { apikey: false })).status).toBe(200);
  });

  it('another player gets no signed URL, nor does an anonymous visitor', async () => {
    for (const as of [{ player: bob }, {}]) {
      const answer = await sign(annPath, as);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(await answer.json())).not.toContain('token=');
    }
    const many = await storage('/object/sign/card-photos', { method: 'POST', json: { expiresIn: 60, paths: [annPath] }, player: bob });
    expect(await many.json()).toEqual([{ path: annPath, signedURL: null, error: 'Object not found' }]);
  });

  it('nothing serves it without a valid token: the public route, a missing, tampered or forged token', async () => {
    const url = await signedUrl(annPath, { player: ann });
    const [, expires, signature] = /token=(\d+)\.(.+)$/.exec(url) ?? [];
    expect((await storage(`/object/public/card-photos/${annPath}`, { apikey: false })).status).toBe(404);
    expect((await storage(`/object/public/card-photos/${annPath}`, { player: bob })).status).toBe(404);
    expect((await storage(`/object/authenticated/card-photos/${annPath}`, { player: bob })).status).toBe(404);
    expect((await storage(`/object/sign/card-photos/${annPath}`, { apikey: false })).status).toBe(400);
    const tampered = `${signature?.slice(0, -2)}${signature?.endsWith('A') ? 'BB' : 'AA'}`;
    expect((await storage(`/object/sign/card-photos/${annPath}?token=${expires}.${tampered}`, { apikey: false })).status).toBe(400);
    // The token is for this object only and for its time: another object, a later expiry or an expired one fail.
    const other = photoPath(bob);
    expect((await storage(`/object/sign/card-photos/${other}?token=${expires}.${signature}`, { apikey: false })).status).toBe(400);
    expect((await storage(`/object/sign/card-photos/${annPath}?token=${Number(expires) + 3600}.${signature}`, { apikey: false })).status).toBe(400);
    expect((await storage(`/object/sign/card-photos/${annPath}?token=1000.${signature}`, { apikey: false })).status).toBe(400);
  });

  it('a replaced photo is no longer served to anyone', async () => {
    const next = photoPath(ann);
    expect((await upload(next, { player: ann })).status).toBe(200);
    const answer = await call<{ replaced_path: string }>(client({ playerToken: ann.token }), 'attach_card_photo', {
      p_match_id: matchId, p_player_id: ann.player_id, p_object_path: next,
    });
    expect(answer.replaced_path).toBe(annPath);
    expect((await sign(annPath, { player: ann })).status).toBe(404);
    expect((await sign(annPath, { admin: true })).status).toBe(404);
    // Another player cannot delete it; its player can (the card no longer points at it).
    const removedByBob = await storage('/object/card-photos', { method: 'DELETE', json: { prefixes: [annPath] }, player: bob });
    expect(await removedByBob.json()).toEqual([]);
    const removedByAnn = await storage('/object/card-photos', { method: 'DELETE', json: { prefixes: [annPath, next] }, player: ann });
    expect(await removedByAnn.json()).toEqual([{ name: annPath, bucket_id: 'card-photos' }]);
    expect((await storage(await signedUrl(next, { player: ann }), { apikey: false })).status).toBe(200);
    annPath = next;
  });
});

describe('uploads follow the card', () => {
  it('another player, an anonymous visitor and a path outside the card are refused', async () => {
    expect((await upload(photoPath(ann), { player: bob })).status).toBe(403);
    expect((await upload(photoPath(ann), {})).status).toBe(403);
    expect((await upload(`${matchId}/${ann.player_id}/card.jpg`, { player: ann })).status).toBe(403);
    expect((await upload(`..%2F${photoPath(ann)}`, { player: ann })).status).toBe(400);
  });

  it('an object is written once: the attached photo cannot be overwritten', async () => {
    expect((await storage(`/object/card-photos/${annPath}`, { method: 'PUT', body: new Uint8Array(JPEG), admin: true })).status).toBe(403);
  });

  it('only JPEG, PNG or WebP bytes are kept', async () => {
    const answer = await storage(`/object/card-photos/${photoPath(ann)}`, { method: 'POST', body: new TextEncoder().encode('<svg onload=alert(1)>'), player: ann });
    expect(answer.status).toBe(415);
  });

  it('after finalize the player no longer uploads; an admin still does', async () => {
    await withDb((db) => db.query('update public.matches set is_final = true, finalized_at = now() where id = $1', [matchId]));
    try {
      expect((await upload(photoPath(ann), { player: ann })).status).toBe(403);
      expect((await upload(photoPath(ann), { admin: true })).status).toBe(200);
    } finally {
      await withDb((db) => db.query('update public.matches set is_final = false, finalized_at = null where id = $1', [matchId]));
    }
  });
});

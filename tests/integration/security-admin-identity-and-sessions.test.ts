// Issue 13, identity slice: each test plays an attacker and asserts the refusal, through the real gateway.
//   item 3   a player who calls themselves "admin" never shows as the admin; named admins show their names
//   item 6   five wrong PINs from one client leave the right PIN working from another; a client-sent
//            X-Forwarded-For is ignored; a revoked admin's session stops; a PIN change needs the current PIN
//   item 13  an e-mail change needs the new mailbox's confirmation and the old address is told
// Distinct clients are distinct source addresses: the gateway listens on 127.0.0.1 and each request binds
// its socket to 127.0.0.2 or 127.0.0.3, which the gateway reports to the database as the client address.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, stackEnv } from './support/clients';
import { resetPinThrottle, tablesHolding, withDb } from './support/db';
import { callFunction, waitForMail } from './support/mail';

type Answer = { status: number; body: unknown };

/** POST /rest/v1/rpc/<name> through the gateway, from the given local source address. */
function rpcFrom(localAddress: string, name: string, args: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const { apiUrl, anonKey } = stackEnv();
  const url = new URL(`${apiUrl}/rest/v1/rpc/${name}`);
  const payload = JSON.stringify(args ?? {});
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${anonKey}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const CLIENT_A = '127.0.0.2';
const CLIENT_B = '127.0.0.3';
const LOCKED = 'Too many failed attempts. Try again in 15 minutes.';
const unique = () => randomBytes(4).toString('hex');
const ghin = () => String(7_000_000 + Math.floor(Math.random() * 2_999_999));
const uniquePin = () => String(100_000 + Math.floor(Math.random() * 899_999));

const asAdmin = (token: string) => ({ 'x-admin-token': token });
const asPlayer = (token: string) => ({ 'x-player-token': token });

async function signIn(pin: string, from = CLIENT_B): Promise<string> {
  const answer = await rpcFrom(from, 'verify_admin_pin', { pin_input: pin });
  const body = answer.body as { valid?: boolean; token?: string };
  if (answer.status !== 200 || !body.valid || !body.token) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return body.token;
}

async function register(name: string, email: string): Promise<{ playerId: string; token: string }> {
  const answer = await rpcFrom(CLIENT_B, 'register_player', { p_name: name, p_nickname: null, p_email: email, p_ghin: ghin(), p_consent: true });
  expect(answer.status).toBe(200);
  const body = answer.body as { player_id: string; token: string };
  return { playerId: body.player_id, token: body.token };
}

type AuditRow = { action: string; actor: string; actor_kind: string; actor_id: string | null; target_id: string | null; details: Record<string, unknown> };

async function auditLog(owner: string): Promise<AuditRow[]> {
  const answer = await rpcFrom(CLIENT_B, 'get_audit_log', { p_group: 'ALL', p_limit: 200 }, asAdmin(owner));
  expect(answer.status).toBe(200);
  return answer.body as AuditRow[];
}

let owner = '';

beforeAll(async () => {
  await resetPinThrottle();
  owner = await adminToken();
});

afterAll(resetPinThrottle);

describe('issue 13 · identity: who acted is an identity, not a name', () => {
  it('a player named "admin" shows as that player, and each named admin by their own name', async () => {
    const impostor = await register('admin', `impostor.${unique()}@fairway.example`);
    // The impostor acts: saving their own profile is audited.
    const saved = await rpcFrom(CLIENT_B, 'get_my_player_details', {}, asPlayer(impostor.token));
    const me = saved.body as { email: string; ghin: string };
    expect(
      (await rpcFrom(CLIENT_B, 'update_player_profile', { p_player_id: impostor.playerId, p_name: 'admin', p_nickname: null, p_email: me.email, p_ghin: me.ghin }, asPlayer(impostor.token))).status,
    ).toBe(200);

    // Two named admins act.
    const names = [`Ada ${unique()}`, `Ben ${unique()}`];
    const tokens: string[] = [];
    for (const name of names) {
      const pin = uniquePin();
      const added = await rpcFrom(CLIENT_B, 'add_admin', { p_name: name, p_pin: pin }, asAdmin(owner));
      expect(added.status).toBe(200);
      tokens.push(await signIn(pin));
    }
    expect((await rpcFrom(CLIENT_B, 'upsert_admin_setting', { p_key: 'allowancePct', p_value: '90' }, asAdmin(tokens[0]))).status).toBe(200);
    expect((await rpcFrom(CLIENT_B, 'upsert_admin_setting', { p_key: 'allowancePct', p_value: '100' }, asAdmin(tokens[1]))).status).toBe(200);

    const log = await auditLog(owner);
    const byImpostor = log.filter((row) => row.actor_id === impostor.playerId);
    expect(byImpostor.map((row) => row.action)).toEqual(expect.arrayContaining(['PLAYER_PROFILE_UPDATED', 'PLAYER_REGISTERED']));
    expect(byImpostor.every((row) => row.actor_kind === 'player' && row.actor === 'admin')).toBe(true);
    // Nothing the impostor did is an admin's row, and every admin row names a real admin.
    const admins = (await rpcFrom(CLIENT_B, 'list_admins', {}, asAdmin(owner))).body as Array<{ id: string; name: string }>;
    const adminIds = new Set(admins.map((admin) => admin.id));
    const adminRows = log.filter((row) => row.actor_kind === 'admin');
    expect(adminRows.every((row) => row.actor_id !== null && adminIds.has(row.actor_id))).toBe(true);
    const settingActors = log.filter((row) => row.action === 'SETTING_CHANGED').slice(0, 2).map((row) => [row.actor_kind, row.actor]);
    expect(settingActors).toEqual([
      ['admin', names[1]],
      ['admin', names[0]],
    ]);
  });

  it('only the owner manages admins: a named admin cannot add one or promote themselves', async () => {
    const pin = uniquePin();
    expect((await rpcFrom(CLIENT_B, 'add_admin', { p_name: `Cy ${unique()}`, p_pin: pin }, asAdmin(owner))).status).toBe(200);
    const named = await signIn(pin);
    const refused = await rpcFrom(CLIENT_B, 'add_admin', { p_name: 'Sock puppet', p_pin: uniquePin() }, asAdmin(named));
    expect(refused.status).toBe(401); // PostgREST's answer to 42501 for the anon role
    expect((refused.body as { message: string }).message).toBe('Only the league owner can manage admins');
    const anonymous = await rpcFrom(CLIENT_A, 'list_admins', {});
    expect((anonymous.body as { message: string }).message).toBe('Admin access required');
  });
});

describe('issue 13 · identity: the PIN throttle is per client, and a client cannot choose its address', () => {
  it('five wrong PINs from client A leave the right PIN working from client B', async () => {
    await resetPinThrottle();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await rpcFrom(CLIENT_A, 'verify_admin_pin', { pin_input: `9${attempt}000x` });
      expect(answer).toEqual({ status: 200, body: { valid: false } });
    }
    const lockedOut = await rpcFrom(CLIENT_A, 'verify_admin_pin', { pin_input: stackEnv().adminPin });
    expect(lockedOut.status).toBe(429);
    expect((lockedOut.body as { message: string }).message).toBe(LOCKED);

    const fromB = await rpcFrom(CLIENT_B, 'verify_admin_pin', { pin_input: stackEnv().adminPin });
    expect(fromB.status).toBe(200);
    expect((fromB.body as { valid: boolean }).valid).toBe(true);
  });

  it('ignores an X-Forwarded-For header sent by the client', async () => {
    // Client A, locked out above, claims to be client B (or anyone) through the header: still client A.
    for (const claimed of [CLIENT_B, '203.0.113.10', `${CLIENT_B}, ${CLIENT_B}`]) {
      const answer = await rpcFrom(CLIENT_A, 'verify_admin_pin', { pin_input: stackEnv().adminPin }, { 'x-forwarded-for': claimed });
      expect(answer.status).toBe(429);
    }
    const recorded = await withDb((db) =>
      db.query<{ client_address: string }>(`select distinct client_address from private.admin_login_attempts where not succeeded`),
    );
    expect(recorded.rows.map((row) => row.client_address)).toEqual([CLIENT_A]);
    await resetPinThrottle();
  });
});

describe('issue 13 · identity: admin sessions and PINs', () => {
  it('a revoked admin\'s session stops working at once, and their PIN opens nothing', async () => {
    const pin = uniquePin();
    const added = await rpcFrom(CLIENT_B, 'add_admin', { p_name: `Dee ${unique()}`, p_pin: pin }, asAdmin(owner));
    const adminId = added.body as string;
    const session = await signIn(pin);
    expect((await rpcFrom(CLIENT_B, 'get_admin_settings', {}, asAdmin(session))).status).toBe(200);

    expect((await rpcFrom(CLIENT_B, 'revoke_admin', { p_admin_id: adminId }, asAdmin(owner))).status).toBe(204);
    const after = await rpcFrom(CLIENT_B, 'get_admin_settings', {}, asAdmin(session));
    expect(after.status).toBe(401);
    expect((after.body as { message: string }).message).toBe('Admin access required');
    // The edge functions ask the database too.
    expect((await callFunction('process-email-outbox', {}, { admin: session })).status).toBe(403);
    expect((await rpcFrom(CLIENT_B, 'verify_admin_pin', { pin_input: pin })).body).toEqual({ valid: false });
  });

  it('a PIN change without the current PIN changes nothing', async () => {
    const pin = uniquePin();
    await rpcFrom(CLIENT_B, 'add_admin', { p_name: `Eli ${unique()}`, p_pin: pin }, asAdmin(owner));
    const session = await signIn(pin);
    const stolenNewPin = uniquePin();
    for (const current of [null, '', '0000']) {
      const answer = await rpcFrom(CLIENT_B, 'change_admin_pin', { p_current_pin: current, p_new_pin: stolenNewPin }, asAdmin(session));
      expect(answer).toEqual({ status: 200, body: { changed: false, message: 'Current PIN is incorrect' } });
    }
    const oldSignature = await rpcFrom(CLIENT_B, 'change_admin_pin', { p_new_pin: stolenNewPin }, asAdmin(session));
    expect(oldSignature.status).toBe(404); // the one-argument RPC no longer exists
    expect((await rpcFrom(CLIENT_B, 'verify_admin_pin', { pin_input: stolenNewPin })).body).toEqual({ valid: false });
    expect(await signIn(pin)).toMatch(/^[0-9a-f]{64}$/);

    const changed = await rpcFrom(CLIENT_B, 'change_admin_pin', { p_current_pin: pin, p_new_pin: stolenNewPin }, asAdmin(session));
    expect(changed.body).toEqual({ changed: true });
    expect(await signIn(stolenNewPin)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('issue 13 · identity: e-mail changes and sessions', () => {
  it('an e-mail change waits for the new mailbox, tells the old one and ends the other sessions', async () => {
    const oldEmail = `old.${unique()}@mail.test`;
    const newEmail = `new.${unique()}@mail.test`;
    const player = await register('Fay Fairway', oldEmail);
    // The same player signed in on a second device.
    const secondDevice = await withDb(async (db) => {
      const token = randomBytes(32).toString('hex');
      await db.query('insert into private.player_sessions (player_id, token_hash) values ($1, private.token_hash($2))', [player.playerId, token]);
      return token;
    });
    const details = (await rpcFrom(CLIENT_B, 'get_my_player_details', {}, asPlayer(player.token))).body as { ghin: string };

    const asked = await rpcFrom(
      CLIENT_B,
      'update_player_profile',
      { p_player_id: player.playerId, p_name: 'Fay Fairway', p_nickname: null, p_email: newEmail, p_ghin: details.ghin },
      asPlayer(player.token),
    );
    expect(asked.status).toBe(200);
    expect((asked.body as { email: string; pending_email: string })).toMatchObject({ email: oldEmail, pending_email: newEmail });
    // Queued, not yet sent: the outbox holds a reference to the change, which has no token at all.
    const queued = await withDb(async (db) => (await db.query(`
      select o.payload, c.token_hash from public.email_outbox o join private.email_changes c on c.id = (o.payload ->> 'confirmRef')::uuid
      where o.template = 'email_change_confirm' and o.to_email = $1`, [newEmail])).rows);
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0]?.payload)).not.toMatch(/confirm-email/);
    expect(queued[0]?.token_hash).toBeNull();

    expect((await callFunction('process-email-outbox', {}, { service: true })).status).toBe(200);
    const [confirmation] = await waitForMail(newEmail);
    // The old address also had the sign-up's acknowledgement: the notice is the one about the change.
    const [notice] = await waitForMail(oldEmail, { where: (message) => !message.subject.startsWith('We received your request') });
    const token = confirmation.text.match(/\/confirm-email\/([0-9a-f]{64})/)?.[1] ?? '';
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(notice.text).toContain(newEmail);
    expect(notice.text + notice.html).not.toMatch(/confirm-email/);
    // Issue 13 item 11: the link's token is in the e-mail only; the database keeps its hash.
    expect(await tablesHolding(token)).toEqual([]);
    const hashed = await withDb(async (db) => (await db.query(
      'select count(*)::int as n from private.email_changes where token_hash = private.token_hash($1)', [token])).rows[0]);
    expect(hashed).toEqual({ n: 1 });

    // Until the link is used nothing changed: the old address still signs in, the new one does not exist.
    const before = (await rpcFrom(CLIENT_B, 'get_my_player_details', {}, asPlayer(secondDevice))).body as { email: string };
    expect(before.email).toBe(oldEmail);

    const confirmed = await rpcFrom(CLIENT_A, 'confirm_email_change', { p_token: token });
    expect(confirmed.body).toEqual({ player_id: player.playerId, email: newEmail });
    const mine = (await rpcFrom(CLIENT_B, 'get_my_player_details', {}, asPlayer(player.token))).body as { email: string };
    expect(mine.email).toBe(newEmail);
    expect((await rpcFrom(CLIENT_B, 'get_my_player_details', {}, asPlayer(secondDevice))).body).toBeNull();
    const replay = await rpcFrom(CLIENT_A, 'confirm_email_change', { p_token: token });
    expect((replay.body as { message: string }).message).toBe('This confirmation link is not valid or has expired.');
  });

  it('sign out everywhere ends every session of the player; a refresh then reports none', async () => {
    const player = await register('Gus Green', `gus.${unique()}@fairway.example`);
    expect((await rpcFrom(CLIENT_B, 'refresh_player_session', {}, asPlayer(player.token))).body).toEqual({ player_id: player.playerId });
    expect((await rpcFrom(CLIENT_B, 'sign_out_everywhere', {}, asPlayer(player.token))).body).toBe(1);
    expect((await rpcFrom(CLIENT_B, 'refresh_player_session', {}, asPlayer(player.token))).body).toEqual({ player_id: null });
    const anonymous = await rpcFrom(CLIENT_B, 'sign_out_everywhere', {});
    expect((anonymous.body as { message: string }).message).toBe('Sign in first');
  });
});

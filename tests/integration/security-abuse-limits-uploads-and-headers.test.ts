// Issue 13, the security review's findings 7–11, each played by an attacker against the real stack:
// mail-bombing through sign-in links, spoofed client addresses, hostile uploads, framing and sniffing,
// malformed requests and a crashed component, raw link tokens in the database.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../stack/ports.mjs';
import { STORAGE_HEADERS, createStorageHandler } from '../../stack/storage.mjs';
import { startChildStack, stopChildStack, type ChildStack } from './support/child-stack';
import { adminToken, client, stackEnv } from './support/clients';
import { tablesHolding, withDb } from './support/db';
import { callFunction, messagesTo, uniqueEmail, waitForMail } from './support/mail';

const unique = () => randomBytes(4).toString('hex');
const ghin = () => String(5_000_000 + Math.floor(Math.random() * 4_999_999));
const spoofed = () => `${1 + Math.floor(Math.random() * 222)}.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.${1 + Math.floor(Math.random() * 253)}`;
const SIGN_IN_SUBJECT = 'Your sign-in link for Fairway League';
const TOO_MANY = 'Too many requests. Please try again in a few minutes.';

/** Every limiter counter starts from zero: the whole suite comes from one address (127.0.0.1). */
const resetRateLimits = () => withDb((db) => db.query('delete from private.rate_limits'));

let admin: string;
beforeAll(async () => {
  await resetRateLimits();
  admin = await adminToken();
});
afterAll(resetRateLimits);

async function rest(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const { apiUrl, anonKey } = stackEnv();
  const response = await fetch(`${apiUrl}/rest/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function activeMember(label: string) {
  const email = uniqueEmail(label);
  const signUp = await rest('/rpc/register_player', { body: { p_name: `Member ${unique()}`, p_nickname: null, p_email: email, p_ghin: ghin(), p_consent: true } });
  expect(signUp.status).toBe(200);
  const { error } = await client({ adminToken: admin }).rpc('approve_players', { p_player_ids: [signUp.body.player_id] });
  expect(error).toBeNull();
  return { id: signUp.body.player_id as string, email };
}

describe('7. mail-bombing and spoofed client addresses', () => {
  it('offers no raw RPC that queues a sign-in link', async () => {
    for (const name of ['request_sign_in_link', 'issue_sign_in_link']) {
      const answer = await rest(`/rpc/${name}`, { body: { p_email: 'someone@mail.test', p_client: '1.2.3.4' } });
      expect(answer.status, name).toBe(404);
    }
  });

  it('20 parallel sign-in requests for one address, each with its own X-Forwarded-For, send 3 e-mails', async () => {
    await resetRateLimits();
    const member = await activeMember('bombed');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => callFunction('send-sign-in-link', { email: member.email }, { headers: { 'x-forwarded-for': spoofed(), 'x-real-ip': spoofed() } })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(3).fill(200), ...Array(17).fill(429)]);
    expect(answers.find((answer) => answer.status === 429)?.body).toEqual({ error: TOO_MANY });
    await waitForMail(member.email, { count: 3, where: (message) => message.subject === SIGN_IN_SUBJECT });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await messagesTo(member.email)).filter((message) => message.subject === SIGN_IN_SUBJECT)).toHaveLength(3);
  });

  it('a spoofed X-Forwarded-For does not reset the per-client limit (10 requests in 15 minutes)', async () => {
    await resetRateLimits();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const answer = await callFunction('send-sign-in-link', { email: uniqueEmail('stranger') }, { headers: { 'x-forwarded-for': spoofed(), 'cf-connecting-ip': spoofed() } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  });

  it('sign-up: 30 an hour from one client, whatever X-Forwarded-For says', async () => {
    await resetRateLimits();
    const statuses: number[] = [];
    let refusal: unknown = null;
    for (let index = 0; index < 32; index += 1) {
      const answer = await rest('/rpc/register_player', {
        headers: { 'x-forwarded-for': spoofed() },
        body: { p_name: `Flood ${index}`, p_nickname: null, p_email: uniqueEmail('flood'), p_ghin: ghin(), p_consent: true },
      });
      statuses.push(answer.status);
      if (answer.status !== 200) refusal = answer.body;
    }
    expect(statuses).toEqual([...Array(30).fill(200), 429, 429]);
    expect(refusal).toMatchObject({ code: 'PT429', message: TOO_MANY });
    await resetRateLimits();
  });

  it('analytics: past 30 clicks in 10 minutes from one client, clicks are not recorded', async () => {
    await resetRateLimits();
    const path = `/flood-${unique()}`;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => rest('/rpc/log_analytics_event', { headers: { 'x-forwarded-for': spoofed() }, body: { p_event: 'cta_whatsapp_click', p_path: path } })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([204]));
    const recorded = await withDb(async (db) => Number((await db.query('select count(*) from public.analytics_events where path = $1', [path])).rows[0]?.count));
    expect(recorded).toBe(30);
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a3d2b1a30000000049454e44ae426082', 'hex');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>');

describe('8. uploads and the headers that keep them inert', () => {
  async function upload(path: string, body: Buffer, contentType: string) {
    const { apiUrl, anonKey } = stackEnv();
    return await fetch(`${apiUrl}/storage/v1/object/scorecards/${path}`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-admin-token': admin, 'content-type': contentType },
      body: new Uint8Array(body),
    });
  }

  it('keeps a PNG by its bytes, whatever its name and declared type, and serves it as image/png, sandboxed', async () => {
    const path = `${unique()}-card.svg`;
    expect((await upload(path, PNG, 'image/svg+xml')).status).toBe(200);
    const served = await fetch(`${stackEnv().apiUrl}/storage/v1/object/public/scorecards/${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses SVG, HTML and anything else that is not PNG, JPEG or WebP, whatever it is called', async () => {
    for (const [name, body, type] of [
      ['card.png', SVG, 'image/png'],
      ['card.jpg', Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/jpeg'],
      ['card.webp', Buffer.from('GIF89a\x01\x00\x01\x00'), 'image/webp'],
    ] as const) {
      const answer = await upload(`${unique()}-${name}`, body, type);
      expect(answer.status, name).toBe(415);
      expect(await answer.json()).toMatchObject({ message: 'Only PNG, JPEG or WebP images can be uploaded' });
    }
  });

  it('serves anything in the store that is not PNG, JPEG or WebP (an SVG from before) as a download, never as a page', async () => {
    const root = mkdtempSync(join(tmpdir(), 'fairway-store-'));
    mkdirSync(join(root, 'branding'));
    writeFileSync(join(root, 'branding', 'old-logo.svg'), SVG);
    const handle = createStorageHandler({
      root,
      postgrestUrl: 'http://127.0.0.1:9',
      sendJson: (response: http.ServerResponse, status: number, body: unknown) => response.writeHead(status).end(JSON.stringify(body)),
      forwardedHeaders: () => ({}),
      headers: STORAGE_HEADERS,
    });
    const server = http.createServer((request, response) => void handle(request, response, request.url ?? '/'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as net.AddressInfo;
      const served = await fetch(`http://127.0.0.1:${port}/object/public/branding/old-logo.svg`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/octet-stream');
      expect(served.headers.get('content-disposition')).toBe('attachment');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses an upload over 10 MiB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    expect((await upload(`${unique()}-big.png`, big, 'image/png')).status).toBe(413);
  });

  it('refuses uploads from anyone but an admin', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const answer = await fetch(`${apiUrl}/storage/v1/object/scorecards/${unique()}.png`, {
      method: 'POST',
      headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(answer.status).toBe(403);
  });

  it('serves the app under a CSP that allows only its own scripts (and its one inline script, by hash), never framed', async () => {
    const response = await fetch(`${stackEnv().apiUrl}/matches`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    const html = await response.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    expect(scriptSrc.sort()).toEqual(["'self'", hash].sort());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff and a no-content policy with API answers', async () => {
    const answer = await rest('/rpc/get_public_settings', { body: {} });
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('the static host\'s public/_headers sends the same protections', () => {
    const headers = readFileSync(join(import.meta.dirname, '..', '..', 'public', '_headers'), 'utf8');
    for (const expected of ["frame-ancestors 'none'", "script-src 'self'", 'X-Content-Type-Options: nosniff', 'Referrer-Policy: strict-origin-when-cross-origin']) {
      expect(headers).toContain(expected);
    }
  });
});

describe('10. malformed requests and crashed components', () => {
  it('answers a malformed path with 400 and goes on serving', async () => {
    const { apiUrl, anonKey } = stackEnv();
    for (const path of ['/%E0%A4%A', '/rest/v1/%E0%A4%A', '/storage/v1/object/public/scorecards/%ZZ', '/matches/%']) {
      expect((await fetch(`${apiUrl}${path}`, { headers: { apikey: anonKey } })).status, path).toBe(400);
    }
    expect((await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).status).toBe(200);
  });

  it('answers a broken request line with 400 and goes on serving', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const { hostname, port } = new URL(apiUrl);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () => socket.write('GET /\u0000 HTTP/1.1\r\nHost: x\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).status).toBe(200);
  });

  describe('on a stack of its own', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fairway-supervisor-'));
    const logLines: string[] = [];
    let stack: ChildStack | null = null;
    // A clean stop waits for PostgreSQL's shutdown checkpoint, which after crash recovery can take a while on a busy machine.
    afterAll(async () => {
      await stopChildStack(stack);
      rmSync(dataDir, { recursive: true, force: true });
    }, 180_000);

    /** The stack's descendants called `name` (from /proc); with `direct`, only its own children. */
    function descendants(rootPid: number, name: string, direct = false): number[] {
      const parents = new Map<number, number>();
      for (const entry of readdirSync('/proc')) {
        if (!/^\d+$/.test(entry)) continue;
        try {
          const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
          parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
        } catch {
          // the process ended while we looked
        }
      }
      const isDescendant = (pid: number): boolean => {
        if (direct) return parents.get(pid) === rootPid;
        for (let parent = parents.get(pid); parent; parent = parents.get(parent)) if (parent === rootPid) return true;
        return false;
      };
      return [...parents.keys()].filter((pid) => {
        if (!isDescendant(pid)) return false;
        try {
          return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
        } catch {
          return false;
        }
      });
    }

    it('restarts PostgREST after kill -9, says so, and the API answers again within seconds', async () => {
      const ports = await freePorts(['api', 'db', 'inbox', 'smtp', 'postgrest', 'functions']);
      stack = await startChildStack(dataDir, ports, { log: (line) => logLines.push(line) });
      const api = (path: string) => fetch(`${stack?.apiUrl}${path}`, { headers: { apikey: stack?.anonKey ?? '' } });
      expect((await api('/rest/v1/')).status).toBe(200);
      const [postgrest] = descendants(stack.child.pid ?? 0, 'postgrest');
      expect(postgrest).toBeGreaterThan(0);
      process.kill(postgrest ?? 0, 'SIGKILL');
      const killedAt = Date.now();
      let status = 0;
      while (Date.now() - killedAt < 20_000) {
        status = (await api('/rest/v1/').catch(() => null))?.status ?? 0;
        if (status === 200 && Date.now() - killedAt > 50) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const seconds = (Date.now() - killedAt) / 1000;
      expect(status).toBe(200);
      expect(seconds).toBeLessThan(10);
      expect(descendants(stack.child.pid ?? 0, 'postgrest').filter((pid) => pid !== postgrest)).toHaveLength(1);
      expect(logLines.filter((line) => line.startsWith('supervisor: '))).toEqual(['supervisor: PostgREST exited (SIGKILL); restarting it in 250 ms']);
      console.warn(`PostgREST answered again ${seconds.toFixed(1)} s after kill -9`);
    }, 180_000);

    it('restarts PostgreSQL after kill -9 of its server, and the API reads and writes again', async () => {
      if (!stack) throw new Error('the stack of the previous test is not running');
      const running = stack;
      logLines.length = 0;
      const [postmaster] = descendants(running.child.pid ?? 0, 'postgres', true);
      expect(postmaster).toBeGreaterThan(0);
      process.kill(postmaster ?? 0, 'SIGKILL');
      const killedAt = Date.now();
      let status = 0;
      while (Date.now() - killedAt < 60_000) {
        const answer = await fetch(`${running.apiUrl}/rest/v1/rpc/log_analytics_event`, {
          method: 'POST',
          headers: { apikey: running.anonKey, authorization: `Bearer ${running.anonKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({ p_event: 'cta_whatsapp_click', p_path: '/after-restart' }),
        }).catch(() => null);
        status = answer?.status ?? 0;
        if (status === 204) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const seconds = (Date.now() - killedAt) / 1000;
      expect(status).toBe(204);
      const restarts = logLines.filter((line) => line.startsWith('supervisor: '));
      // A first restart can meet the old server's backends still holding its shared memory: it exits and is retried.
      expect(restarts[0]).toBe('supervisor: PostgreSQL exited (SIGKILL); restarting it in 250 ms');
      expect(restarts.slice(1).every((line) => line.startsWith('supervisor: PostgreSQL exited (code 1)'))).toBe(true);
      console.warn(`the API wrote again ${seconds.toFixed(1)} s after kill -9 of PostgreSQL (${restarts.length} restart line(s))`);
    }, 120_000);
  });
});

describe('11. no raw link token is stored anywhere', () => {
  it('an invitation and a sign-in link: the e-mails carry working links whose tokens no table holds, even before sending', async () => {
    await resetRateLimits();
    const member = await activeMember('links');
    const adminClient = client({ adminToken: admin });
    const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
    const { data: matchId, error: matchError } = await adminClient.rpc('create_match', {
      p_match: { name: `Link secrecy ${unique()}`, date: '2027-07-01', course_id: teeset?.course_id, teeset_id: teeset?.id, capacity: 8, allow_waitlist: false, require_payment_before_play: false, format: 'Individual Stableford', notes: null },
      p_games: [],
    });
    expect(matchError).toBeNull();
    expect((await adminClient.rpc('create_invitations', { p_match_id: matchId, p_player_ids: [member.id], p_message: null, p_expires_at: '2027-06-30T22:00:00Z', p_include_ics: false })).error).toBeNull();

    // Queued, not yet sent: the outbox holds a reference and the link has no token at all.
    const queued = await withDb(async (db) => (await db.query(`
      select o.payload, t.token_hash from public.email_outbox o join private.invite_tokens t on t.ref = (o.payload ->> 'inviteRef')::uuid
      where o.template = 'match_invite' and o.to_email = $1`, [member.email])).rows);
    expect(queued).toHaveLength(1);
    expect(JSON.stringify(queued[0]?.payload)).not.toMatch(/invites\//);
    expect(queued[0]?.token_hash).toBeNull();

    expect((await callFunction('process-email-outbox', {}, { service: true })).status).toBe(200);
    expect((await callFunction('send-sign-in-link', { email: member.email }, { anon: true })).status).toBe(200);
    const [invite] = await waitForMail(member.email, { where: (message) => message.subject.includes('Link secrecy') });
    const [signIn] = await waitForMail(member.email, { where: (message) => message.subject === SIGN_IN_SUBJECT });
    const inviteToken = /\/invites\/([0-9a-f]{64})/.exec(invite?.text ?? '')?.[1] ?? '';
    const signInToken = /\/signin\/([0-9a-f]{64})/.exec(signIn?.text ?? '')?.[1] ?? '';
    expect(inviteToken).toMatch(/^[0-9a-f]{64}$/);
    expect(signInToken).toMatch(/^[0-9a-f]{64}$/);

    for (const token of [inviteToken, signInToken]) expect(await tablesHolding(token), token).toEqual([]);
    // Only their hashes are kept, and the links work.
    const hashes = await withDb(async (db) => (await db.query(`
      select (select count(*)::int from private.invite_tokens where token_hash = private.token_hash($1)) as invite,
             (select count(*)::int from private.sign_in_links where token_hash = private.token_hash($2)) as sign_in`, [inviteToken, signInToken])).rows[0]);
    expect(hashes).toEqual({ invite: 1, sign_in: 1 });
    const invitation = await client().rpc('get_invitation', { p_token: inviteToken });
    expect(invitation.data).toMatchObject({ invite: { status: 'PENDING' } });
    const redeemed = await client().rpc('redeem_sign_in_link', { p_token: signInToken });
    expect(redeemed.data).toMatchObject({ player_id: member.id });
    // What admins can read of the sent invitation keeps no body (the body held the link).
    const sent = await client({ adminToken: admin }).from('email_outbox').select('status, html, text, payload').eq('to_email', member.email).eq('template', 'match_invite').single();
    expect(sent.data).toMatchObject({ status: 'SENT', html: null, text: null });
  });
});

// SMTP goes down: the actions that cause e-mail still succeed, the messages wait in the outbox with
// their error and a back-off, and once SMTP is back every one of them is delivered exactly once —
// even with several outbox runs at the same time. Runs on its own throwaway stack, whose maildev
// this test stops and starts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callFunction, outboxFor, uniqueEmail, withDb, type InboxMessage, type StackAccess } from './support/mail';

interface ThrowawayStack {
  env: Record<string, string>;
  mail: { stop(): Promise<void>; start(): Promise<unknown> };
  stop(): Promise<void>;
}

let stack: ThrowawayStack;
let access: StackAccess;
let admin = '';

async function rpc<T>(name: string, args: Record<string, unknown>, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${access.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: access.anonKey, authorization: `Bearer ${access.anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(args),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body}`);
  return (body ? JSON.parse(body) : null) as T;
}

const asAdmin = () => ({ 'x-admin-token': admin });

async function inboxNow(): Promise<InboxMessage[]> {
  const response = await fetch(`${access.inboxUrl}/api/email`);
  return (await response.json()) as InboxMessage[];
}

beforeAll(async () => {
  const module = (await import(new URL('../../scripts/throwaway-stack.mjs', import.meta.url).href)) as {
    startThrowawayStack: (options?: { seed?: boolean }) => Promise<ThrowawayStack>;
  };
  stack = await module.startThrowawayStack();
  access = {
    apiUrl: stack.env.STACK_API_URL ?? '',
    anonKey: stack.env.STACK_ANON_KEY ?? '',
    serviceKey: stack.env.STACK_SERVICE_KEY ?? '',
    inboxUrl: stack.env.STACK_INBOX_URL ?? '',
    dbUrl: stack.env.STACK_DB_URL ?? '',
  };
  admin = (await rpc<{ token: string }>('verify_admin_pin', { pin_input: stack.env.STACK_ADMIN_PIN })).token;
}, 180_000);

afterAll(async () => {
  await stack?.stop();
}, 60_000);

describe('when SMTP is down', () => {
  it('actions succeed, messages wait with back-off, then each is delivered exactly once', async () => {
    // The demo league's open invitations are queued too (supabase/seed.sql): they wait with the rest.
    const demoQueued = await withDb(async (db) => (await db.query<{ n: number }>(
      `select count(*)::int as n from public.email_outbox where status = 'PENDING'`)).rows[0]?.n ?? 0, access.dbUrl);
    await stack.mail.stop();

    // 1. An admin's message: queued, reported per call, not lost.
    const centre = uniqueEmail('down-centre');
    const sent = await callFunction('send-email', { to: centre, subject: 'While SMTP was down', message: 'Still arrives.' }, { admin }, access);
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ status: 'PENDING' });
    expect(String(sent.body.error)).toMatch(/ECONNREFUSED/);
    expect(new Date(String(sent.body.nextAttemptAt)).getTime()).toBeGreaterThan(Date.now() + 30_000);

    // 2. RPC actions that queue mail in their own transaction all succeed.
    const pending = await rpc<Array<{ id: string }>>('get_players_admin', { status_filter: 'PENDING' }, asAdmin());
    expect(pending.length).toBeGreaterThan(0);
    expect(await rpc<number>('approve_players', { p_player_ids: pending.map((player) => player.id) }, asAdmin())).toBe(pending.length);
    const active = await rpc<Array<{ id: string; email: string }>>('get_players_admin', { status_filter: 'ACTIVE' }, asAdmin());
    const course = await withDb(async (db) => (await db.query<{ course_id: string; id: string }>('select course_id, id from public.teesets order by label limit 1')).rows[0], access.dbUrl);
    const day = await withDb(async (db) => (await db.query<{ day: string }>('select (private.club_today() + 12)::text as day')).rows[0]?.day, access.dbUrl);
    const matchId = await rpc<string>('create_match', {
      p_match: { name: 'Outage Open', date: day, course_id: course?.course_id, teeset_id: course?.id },
      p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
    }, asAdmin());
    const invitees = active.slice(0, 3);
    expect(await rpc<number>('create_invitations', {
      p_match_id: matchId, p_player_ids: invitees.map((player) => player.id), p_message: 'See you there', p_expires_at: null, p_include_ics: true,
    }, asAdmin())).toBe(3);
    expect((await callFunction('send-sign-in-link', { email: active[5]?.email }, { anon: true }, access)).status).toBe(200);
    const payment = await callFunction('send-payment-emails', {
      template: 'payment_confirmed', to: uniqueEmail('down-payment'), data: { playerName: 'Pat', matchName: 'Outage Open', matchDate: day, amount: '10.00', method: 'CASH', matchId },
    }, { admin }, access);
    expect(payment.status).toBe(202);

    // 3. The scheduled run tries everything due once: nothing is sent, every message records the error.
    const run = await callFunction('process-email-outbox', {}, { service: true }, access);
    expect(run.status).toBe(200);
    expect(run.body.sent).toBe(0);
    const waiting = await withDb(async (db) => (await db.query<{ id: string; to_email: string; attempts: number; last_error: string; next_attempt_at: Date }>(
      `select id, to_email, attempts, last_error, next_attempt_at from public.email_outbox where status = 'PENDING'`)).rows, access.dbUrl);
    // The demo's invitations + 1 admin message + approvals + 3 invitations + 1 sign-in link + 1 payment receipt.
    expect(waiting).toHaveLength(demoQueued + 1 + pending.length + 3 + 1 + 1);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.last_error).toMatch(/ECONNREFUSED/);
      expect(row.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 30_000); // back-off: 1 minute after the first failure
    }
    // Until the back-off passes, further runs leave them alone.
    expect((await callFunction('process-email-outbox', {}, { service: true }, access)).body).toMatchObject({ processed: 0 });
    expect((await outboxFor(centre, access.dbUrl))[0]).toMatchObject({ status: 'PENDING', attempts: 1 });

    // 4. SMTP is back. Several runs at once (one of them an admin's "retry now") deliver each message once.
    // maildev announces its API on console.info whatever `silent` says (as stack/mail.mjs notes).
    const quiet = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      await stack.mail.start();
    } finally {
      quiet.mockRestore();
    }
    await withDb((db) => db.query(`update public.email_outbox set next_attempt_at = now() where status = 'PENDING'`), access.dbUrl);
    const runs = await Promise.all([
      callFunction('process-email-outbox', {}, { service: true }, access),
      callFunction('process-email-outbox', {}, { service: true }, access),
      callFunction('process-email-outbox', { retry: true }, { admin }, access),
      callFunction('process-email-outbox', {}, { service: true }, access),
    ]);
    for (const result of runs) expect(result.status).toBe(200);
    await callFunction('process-email-outbox', {}, { service: true }, access);

    const deadline = Date.now() + 15_000;
    let messages: InboxMessage[] = [];
    while (Date.now() < deadline) {
      messages = await inboxNow();
      if (waiting.every((row) => messages.some((message) => message.headers['x-fairway-outbox-id'] === row.id))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    messages = await inboxNow();
    for (const row of waiting) {
      const copies = messages.filter((message) => message.headers['x-fairway-outbox-id'] === row.id);
      expect(copies, `${row.to_email}`).toHaveLength(1);
      expect(copies[0]?.to[0]?.address).toBe(row.to_email);
    }
    const states = await withDb(async (db) => (await db.query<{ status: string; attempts: number }>(
      `select status, attempts from public.email_outbox where id = any($1::uuid[])`, [waiting.map((row) => row.id)])).rows, access.dbUrl);
    expect(states.every((row) => row.status === 'SENT' && row.attempts === 2)).toBe(true);

    // 5. Nothing more goes out on later runs.
    const count = messages.length;
    await callFunction('process-email-outbox', {}, { service: true }, access);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await inboxNow()).length).toBe(count);
  }, 120_000);
});

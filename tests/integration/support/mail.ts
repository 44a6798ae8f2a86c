// Helpers for the e-mail integration tests: call edge functions as anon / admin / the server, read
// messages back from maildev's JSON API, and look at public.email_outbox directly.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { stackEnv } from './clients';

export interface InboxMessage {
  id: string;
  subject: string;
  to: Array<{ address: string; name: string }>;
  from: Array<{ address: string; name: string }>;
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; generatedFileName: string; contentType: string; size: number }>;
}

export interface StackAccess {
  apiUrl: string;
  anonKey: string;
  serviceKey: string;
  inboxUrl: string;
  dbUrl: string;
}

export function access(): StackAccess {
  const env = stackEnv();
  return { apiUrl: env.apiUrl, anonKey: env.anonKey, serviceKey: env.serviceKey, inboxUrl: env.inboxUrl, dbUrl: env.dbUrl };
}

/** A fresh, unique address so tests never see each other's mail in the shared inbox. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(5).toString('hex')}@mail.test`;
}

export type As = { anon: true } | { admin: string } | { service: true } | { headers: Record<string, string> };

export async function callFunction(
  name: string,
  body: unknown,
  as: As,
  stack: StackAccess = access(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', apikey: stack.anonKey, authorization: `Bearer ${stack.anonKey}` };
  if ('admin' in as) headers['x-admin-token'] = as.admin;
  if ('service' in as) {
    headers.apikey = stack.serviceKey;
    headers.authorization = `Bearer ${stack.serviceKey}`;
  }
  if ('headers' in as) Object.assign(headers, as.headers);
  const response = await fetch(`${stack.apiUrl}/functions/v1/${name}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: response.status, body: parsed };
}

export async function inbox(stack: StackAccess = access()): Promise<InboxMessage[]> {
  const response = await fetch(`${stack.inboxUrl}/api/email`);
  if (!response.ok) throw new Error(`maildev answered ${response.status}`);
  return (await response.json()) as InboxMessage[];
}

export async function messagesTo(address: string, stack: StackAccess = access()): Promise<InboxMessage[]> {
  const all = await inbox(stack);
  return all.filter((message) => message.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

/** Waits until `address` has at least `count` messages (matching `where`), then returns them. */
export async function waitForMail(
  address: string,
  { count = 1, timeoutMs = 15_000, where = () => true, stack = access() }:
    { count?: number; timeoutMs?: number; where?: (message: InboxMessage) => boolean; stack?: StackAccess } = {},
): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  let found: InboxMessage[] = [];
  while (Date.now() < deadline) {
    found = (await messagesTo(address, stack)).filter(where);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`expected ${count} message(s) to ${address}, found ${found.length}`);
}

export async function attachmentText(message: InboxMessage, filename: string, stack: StackAccess = access()): Promise<string> {
  const attachment = message.attachments?.find((item) => item.filename === filename);
  if (!attachment) throw new Error(`no attachment ${filename} on "${message.subject}"`);
  const response = await fetch(`${stack.inboxUrl}/api/email/${message.id}/attachment/${attachment.generatedFileName}`);
  if (!response.ok) throw new Error(`maildev answered ${response.status} for the attachment`);
  return await response.text();
}

export interface OutboxRow {
  id: string;
  template: string;
  to_email: string;
  subject: string | null;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
  dedupe_key: string | null;
  payload: Record<string, unknown>;
}

/** Runs SQL as the database owner (what the tests need to arrange data and read the outbox). */
export async function withDb<T>(run: (client: pg.Client) => Promise<T>, dbUrl = access().dbUrl): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function outboxFor(address: string, dbUrl = access().dbUrl): Promise<OutboxRow[]> {
  return await withDb(async (client) => {
    const { rows } = await client.query<OutboxRow>('select * from public.email_outbox where to_email = $1 order by created_at, id', [address]);
    return rows;
  }, dbUrl);
}

/**
 * The link tokens of a match's invitations as mailed, in outbox order: sends the outbox, then reads each
 * message from the inbox (the database holds only the tokens' hashes).
 */
export async function mailedInviteTokens(matchId: string, stack: StackAccess = access()): Promise<string[]> {
  const rows = await withDb(async (db) => (await db.query<{ id: string; to_email: string }>(
    `select id, to_email from public.email_outbox where template = 'match_invite' and payload->>'matchId' = $1 order by created_at, id`, [matchId])).rows, stack.dbUrl);
  const { status } = await callFunction('process-email-outbox', {}, { service: true }, stack);
  if (status !== 200) throw new Error(`process-email-outbox answered ${status}`);
  const tokens: string[] = [];
  for (const row of rows) {
    const [mail] = await waitForMail(row.to_email, { stack, where: (message) => message.headers['x-fairway-outbox-id'] === row.id });
    const token = /\/invites\/([0-9a-f]{64})/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in the e-mail to ${row.to_email}`);
    tokens.push(token);
  }
  return tokens;
}

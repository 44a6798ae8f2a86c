// Links whose tokens exist only in the e-mail that carries them (issue 13, item 11). The database
// queues a message with a link reference (payload inviteRef / signInRef / confirmRef); at send time the token is
// derived as HMAC-SHA256(LINK_SIGNING_SECRET, '<kind>:<ref>'), its sha256 is recorded for the
// reference (private.set_link_token_hash), and the link goes into the message being sent — never into
// the outbox row. The same reference always gives the same token, so a retried send sends the same link.
import type { Sql } from './db.ts';
import { requiredEnv } from './env.ts';
import { TemplateError, type Payload } from './templates/types.ts';

export type LinkKind = 'invite' | 'sign_in' | 'email_change';

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** The 256-bit link token for a reference, as 64 hex characters. */
export async function linkToken(kind: LinkKind, ref: string, secret = requiredEnv('LINK_SIGNING_SECRET')): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${kind}:${ref}`)));
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The payload the template renders: the link references replaced by links (paths under the app's URL).
 * `to` is the message's recipient: a link is only made for its own address (private.bind_link_token), so
 * no one can have an invitation, sign-in or confirmation link mailed to somebody else.
 */
export async function withLinks(sql: Sql, payload: Payload, to: string): Promise<Payload> {
  const inviteRef = text(payload.inviteRef);
  const signInRef = text(payload.signInRef);
  const confirmRef = text(payload.confirmRef);
  if (!inviteRef && !signInRef && !confirmRef) return payload;
  const links: Payload = {};
  if (inviteRef) {
    const path = `/invites/${await issue(sql, 'invite', inviteRef, to)}`;
    Object.assign(links, { inviteUrl: path, acceptUrl: path, declineUrl: `${path}?action=decline` });
  }
  if (signInRef) links.signInUrl = `/signin/${await issue(sql, 'sign_in', signInRef, to)}`;
  if (confirmRef) links.confirmUrl = `/confirm-email/${await issue(sql, 'email_change', confirmRef, to)}`;
  return { ...payload, ...links };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function issue(sql: Sql, kind: LinkKind, ref: string, to: string): Promise<string> {
  if (!UUID.test(ref)) throw new Error(`the ${kind} link reference is not a uuid`);
  const token = await linkToken(kind, ref);
  const [row] = await sql<{ outcome: string }[]>`
    select private.bind_link_token(${kind}, ${ref}::uuid, decode(${await sha256Hex(token)}, 'hex'), ${to}) as outcome`;
  // Another recipient than the link's own: a TemplateError, so the message fails for good and is never sent.
  if (row?.outcome === 'wrong_recipient') throw new TemplateError('A link is sent to the address it was made for only');
  if (row?.outcome !== 'bound') throw new Error(`the ${kind} link reference ${ref} is unknown or carries another token`);
  return token;
}

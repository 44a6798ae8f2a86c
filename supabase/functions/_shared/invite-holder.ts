// The invitation page is public (anyone holding the link). Its answers go through the
// respond_to_invitation RPC, which queues the confirmation, waitlist or decline e-mail in the same
// transaction. The page may then call the matching send-* function with its link token to have that
// e-mail delivered at once instead of on the next outbox run. Such a call never queues anything and
// never takes an address or text from the caller: it only delivers what the RPC queued for the
// holder of that token, and it is rate limited (per token and per client address).
import type { Sql } from './db.ts';
import { HttpError, json } from './http.ts';
import { sha256Hex } from './links.ts';
import { processOutbox } from './outbox.ts';
import { clientAddress, throttle } from './rate-limit.ts';
import type { MailSettings } from './settings.ts';

export const INVITE_HOLDER_LIMIT = { perToken: 10, perAddress: 30, windowMinutes: 10 };

export function inviteTokenFrom(body: Record<string, unknown>): string | null {
  const token = body.inviteToken ?? body.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

export async function deliverForInvitationHolder(
  request: Request,
  sql: Sql,
  settings: MailSettings,
  token: string,
  templates: string[],
): Promise<Response> {
  await throttle(sql, 'invite_holder_client', clientAddress(request), INVITE_HOLDER_LIMIT.perAddress, INVITE_HOLDER_LIMIT.windowMinutes);
  // The counter is keyed by the token's hash: the database keeps no raw link token.
  await throttle(sql, 'invite_holder_token', await sha256Hex(token), INVITE_HOLDER_LIMIT.perToken, INVITE_HOLDER_LIMIT.windowMinutes);
  const [found] = await sql<{ invitation: { invite: { id: string }; match: { id: string } } | null }[]>`
    select public.get_invitation(${token})::jsonb as invitation`;
  const invitation = found?.invitation;
  if (!invitation) throw new HttpError(404, 'This invitation link is not valid or has expired.');
  const rows = await sql<{ id: string }[]>`
    select o.id
    from public.email_outbox o
    join public.match_invites i on i.id = ${invitation.invite.id} and o.to_email = i.email
    where o.template = any(${templates}) and o.status = 'PENDING'
      and o.payload ->> 'matchId' = ${invitation.match.id}
      and o.created_at > now() - interval '1 hour'`;
  if (rows.length === 0) return json(200, { delivered: 0, pending: 0 });
  const report = await processOutbox(sql, { settings }, { ids: rows.map((row) => row.id), maxRows: rows.length });
  return json(200, {
    delivered: report.sent,
    pending: report.retrying,
    failed: report.failed,
    ...(report.results.find((result) => result.error) ? { error: report.results.find((result) => result.error)?.error } : {}),
  });
}

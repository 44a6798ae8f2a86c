// What the send-* functions share: queue a message (or find the one an RPC already queued), try to
// deliver it at once, and answer with where it stands.
import type { Sql } from './db.ts';
import { HttpError, json } from './http.ts';
import { deliverNow, enqueue, type OutboxRow, render } from './outbox.ts';
import type { MailSettings } from './settings.ts';
import { centsFrom } from './templates/format.ts';
import { TemplateError } from './templates/index.ts';
import type { Payload } from './templates/types.ts';

export interface SendOutcome {
  id: string | null;
  status: 'SENT' | 'PENDING' | 'FAILED' | 'SKIPPED';
  error?: string;
  /** The message was already queued (by an RPC or an earlier call): not queued twice. */
  duplicate?: boolean;
  nextAttemptAt?: string;
}

/** How long after an RPC queued a message a send-* call for the same thing is taken to mean it. */
export const TWIN_WINDOW_MINUTES = 15;

/**
 * What makes two messages "the same" for a template: the spec's send-* calls carry the same data the
 * RPCs queue, so a call made right after the RPC must not send a second copy.
 */
export function fingerprint(template: string, payload: Payload): string {
  const matchId = String(payload.matchId ?? '');
  if (template === 'payment_confirmed') return `${matchId}|${centsFrom(payload.amountCents, payload.amount)}`;
  return matchId;
}

async function findTwin(sql: Sql, template: string, to: string, payload: Payload): Promise<OutboxRow | null> {
  const rows = await sql<OutboxRow[]>`
    select * from public.email_outbox
    where template = ${template} and to_email = ${to}
      and created_at > now() - make_interval(mins => ${TWIN_WINDOW_MINUTES})
    order by created_at desc
    limit 20`;
  const wanted = fingerprint(template, payload);
  return rows.find((row) => fingerprint(template, row.payload ?? {}) === wanted) ?? null;
}

export interface QueueInput {
  template: string;
  to: string;
  payload: Payload;
  dedupeKey?: string | null;
  /** Automatic notifications follow the emailEnabled setting; an admin's own message does not. */
  followsEmailEnabled: boolean;
  /** Reuse a matching message queued moments ago (by an RPC) instead of queueing a second one. */
  reuseTwin: boolean;
}

export async function queueAndDeliver(sql: Sql, settings: MailSettings, input: QueueInput): Promise<SendOutcome> {
  if (input.followsEmailEnabled && !settings.emailEnabled) {
    return { id: null, status: 'SKIPPED', error: 'Email notifications are disabled. Enable them in settings first.' };
  }
  // Links would lead nowhere: refuse now, with the reason (what an RPC queued waits in the outbox).
  if (settings.appUrlProblem) throw new HttpError(409, settings.appUrlProblem);
  // A message that cannot be rendered is the caller's mistake: say so now rather than queue it.
  try {
    render({ template: input.template, payload: input.payload }, settings, new Date());
  } catch (error) {
    if (error instanceof TemplateError) throw new HttpError(400, error.message);
    throw error;
  }
  let row: OutboxRow | null = input.reuseTwin && !input.dedupeKey ? await findTwin(sql, input.template, input.to, input.payload) : null;
  let duplicate = row !== null;
  if (!row) {
    const queued = await enqueue(sql, { template: input.template, to: input.to, payload: input.payload, dedupeKey: input.dedupeKey });
    row = queued.row;
    duplicate = !queued.created;
  }
  if (row.status !== 'PENDING') {
    return { id: row.id, status: row.status, duplicate, ...(row.last_error && row.status !== 'SENT' ? { error: row.last_error } : {}) };
  }
  const result = await deliverNow(sql, row.id, { settings });
  const outcome: SendOutcome = { id: result.id, status: result.status, ...(duplicate ? { duplicate } : {}) };
  if (result.error) outcome.error = result.error;
  if (result.status === 'PENDING') {
    const [current] = await sql<{ next_attempt_at: Date }[]>`select next_attempt_at from public.email_outbox where id = ${result.id}`;
    if (current) outcome.nextAttemptAt = current.next_attempt_at.toISOString();
  }
  return outcome;
}

/**
 * 200 SENT (or SKIPPED while e-mail is off), 202 PENDING (the SMTP server did not take it now: it is
 * queued and retried automatically — do not send it again), 502 FAILED (refused for good).
 */
export function outcomeResponse(outcome: SendOutcome): Response {
  const status = outcome.status === 'PENDING' ? 202 : outcome.status === 'FAILED' ? 502 : 200;
  return json(status, outcome);
}

// Delivery of public.email_outbox. Rows are queued by RPCs (same transaction as the action) or by the
// send-* functions; here they are claimed, rendered, sent over SMTP and marked.
//
// Exactly once: each message is sent inside its own short transaction that holds the row lock
// (`for update skip locked`), so two runners never send the same row; it is marked SENT right after
// the SMTP server accepted it, and the transaction commits. `attempts` counts delivery tries (a message sent at the first try has 1).
// A failure keeps the error and schedules the next try (1, 2, 4 … minutes after the 1st, 2nd, 3rd …
// failure, at most an hour); after 8 attempts, or at once for a permanent error, it is FAILED.
// The admin dashboard counts FAILED rows (and may count rows with attempts > 0 that are not sent).
import type { Sql } from './db.ts';
import { backoffMinutes, MAX_ATTEMPTS } from './schedule.ts';
import { type MailSettings, paymentInstructionsFor } from './settings.ts';
import { withLinks } from './links.ts';
import { withMatchGames } from './match-games.ts';
import { createMailer, isPermanentSmtpError, type Mailer } from './smtp.ts';
import { renderEmail, TemplateError } from './templates/index.ts';
import type { Payload, RenderedEmail } from './templates/types.ts';

export interface OutboxRow {
  id: string;
  template: string;
  to_email: string;
  subject: string | null;
  html: string | null;
  text: string | null;
  payload: Payload;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  sent_at: Date | null;
  dedupe_key: string | null;
}

export interface DeliveryResult {
  id: string;
  status: 'SENT' | 'PENDING' | 'FAILED';
  error?: string;
  attempts: number;
}

/** Templates whose rendered body holds a secret (a link token, see links.ts, or a confirmation link): not copied into the outbox row. */
const SECRET_TEMPLATES = new Set(['sign_in_link', 'match_invite', 'email_change_confirm']);

export interface EnqueueInput {
  template: string;
  to: string;
  payload: Payload;
  dedupeKey?: string | null;
}

/** Queues a message; with a dedupe key already present, returns the existing row instead. */
export async function enqueue(sql: Sql, input: EnqueueInput): Promise<{ row: OutboxRow; created: boolean }> {
  // postgres.js serializes a json parameter itself: pass the object, not a JSON string.
  const payload = sql.json((input.payload ?? {}) as Parameters<Sql['json']>[0]);
  const [inserted] = await sql<OutboxRow[]>`
    insert into public.email_outbox (template, to_email, payload, dedupe_key)
    values (${input.template}, ${input.to}, ${payload}, ${input.dedupeKey ?? null})
    on conflict (dedupe_key) do nothing
    returning *`;
  if (inserted) return { row: inserted, created: true };
  const [existing] = await sql<OutboxRow[]>`select * from public.email_outbox where dedupe_key = ${input.dedupeKey ?? null}`;
  if (!existing) throw new Error(`the outbox refused the message and holds no row for ${input.dedupeKey}`);
  return { row: existing, created: false };
}

/**
 * Locks the next due row (by id, or among `ids`, or any) for the current transaction, skipping rows
 * another runner holds. The lock lasts while the message is sent and marked, so no second runner —
 * and no "retry now" — can touch a message in flight; if the runner dies, the lock goes with its
 * transaction and the row is simply due again.
 */
async function lockNextDue(tx: Sql, ids: string[] | null): Promise<OutboxRow | null> {
  const [row] = await tx<OutboxRow[]>`
    select * from public.email_outbox
    where status = 'PENDING' and next_attempt_at <= now()
      and (${ids}::uuid[] is null or id = any(${ids}::uuid[]))
    order by created_at, id
    limit 1
    for update skip locked`;
  return row ?? null;
}

export interface DeliveryDeps {
  settings: MailSettings;
  mailer: Mailer;
  now?: () => Date;
}

/** `leagueId`: the league of the match the message is about (its payment instructions), null for none. */
export function render(row: Pick<OutboxRow, 'template' | 'payload'>, settings: MailSettings, now: Date, leagueId: string | null = null): RenderedEmail {
  return renderEmail(row.template, row.payload ?? {}, {
    branding: settings.branding,
    appUrl: settings.appUrl,
    timeZone: settings.timeZone,
    now,
    fromEmail: settings.fromEmail,
    paymentInstructions: paymentInstructionsFor(settings, leagueId),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The league of the match a message is about (payload.matchId), asked only when some league has its own values. */
async function matchLeague(sql: Sql, payload: Payload, settings: MailSettings): Promise<string | null> {
  const matchId = payload.matchId;
  if (Object.keys(settings.leaguePaymentInstructions ?? {}).length === 0 || typeof matchId !== 'string' || !UUID.test(matchId)) return null;
  const [row] = await sql<{ league_id: string }[]>`select league_id::text as league_id from public.matches where id = ${matchId}::uuid`;
  return row?.league_id ?? null;
}

function errorText(error: unknown): string {
  const smtp = error as { code?: string; responseCode?: number; message?: string };
  const message = error instanceof Error ? error.message : String(error);
  const code = smtp?.responseCode ? `SMTP ${smtp.responseCode}: ` : smtp?.code && !message.includes(smtp.code) ? `${smtp.code}: ` : '';
  return `${code}${message}`.slice(0, 1000);
}

async function markSent(tx: Sql, row: OutboxRow, email: RenderedEmail): Promise<void> {
  const secret = SECRET_TEMPLATES.has(row.template);
  await tx`
    update public.email_outbox
    set status = 'SENT', sent_at = now(), attempts = ${row.attempts + 1}, last_error = null, subject = ${email.subject},
        html = ${secret ? null : email.html}, text = ${secret ? null : email.text}
    where id = ${row.id}`;
}

async function markFailure(sql: Sql, row: OutboxRow, error: unknown, permanent: boolean): Promise<DeliveryResult> {
  const attempts = row.attempts + 1;
  const final = permanent || attempts >= MAX_ATTEMPTS;
  const message = errorText(error);
  await sql`
    update public.email_outbox
    set attempts = ${attempts}, last_error = ${message},
        status = ${final ? 'FAILED' : 'PENDING'},
        next_attempt_at = now() + make_interval(mins => ${backoffMinutes(attempts)})
    where id = ${row.id} and status = 'PENDING'`;
  return { id: row.id, status: final ? 'FAILED' : 'PENDING', error: message, attempts };
}

/** Sends one claimed row and records the outcome. */
export async function deliverRow(sql: Sql, row: OutboxRow, deps: DeliveryDeps): Promise<DeliveryResult> {
  const now = deps.now?.() ?? new Date();
  let email: RenderedEmail;
  try {
    // The link tokens are made here, at send time, and live only in the message sent.
    const payload = await withMatchGames(sql, row.template, await withLinks(sql, row.payload ?? {}, row.to_email));
    email = render({ template: row.template, payload }, deps.settings, now, await matchLeague(sql, payload, deps.settings));
  } catch (error) {
    // Bad data never renders: retrying will not help.
    return await markFailure(sql, row, error, error instanceof TemplateError);
  }
  const custom = row.template === 'custom';
  const fromOverride = custom && typeof row.payload?.fromOverride === 'string' ? row.payload.fromOverride : null;
  try {
    await deps.mailer.send({
      from: { name: deps.settings.branding.clubName, address: fromOverride ?? deps.settings.fromEmail },
      to: row.to_email,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: email.attachments,
      headers: {
        'X-Fairway-Outbox-Id': row.id,
        'X-Fairway-Template': row.template,
        ...(custom ? {} : { 'Auto-Submitted': 'auto-generated' }),
      },
    });
  } catch (error) {
    return await markFailure(sql, row, error, isPermanentSmtpError(error));
  }
  await markSent(sql, row, email);
  return { id: row.id, status: 'SENT', attempts: row.attempts + 1 };
}

/**
 * Delivers one queued row now (right after queueing it) and reports where it stands. If another
 * runner is sending it at this moment, waits for that runner and reports its outcome.
 */
export async function deliverNow(sql: Sql, id: string, deps: Omit<DeliveryDeps, 'mailer'> & { mailer?: Mailer }): Promise<DeliveryResult> {
  // No public URL off a local stack: the message waits in the outbox, untouched.
  if (deps.settings.appUrlProblem) return { id, status: 'PENDING', attempts: 0, error: deps.settings.appUrlProblem };
  const mailer = deps.mailer ?? createMailer();
  try {
    return await sql.begin(async (tx) => {
      await tx`set local lock_timeout = '45s'`;
      const [row] = await tx<(OutboxRow & { due: boolean })[]>`
        select *, next_attempt_at <= now() as due from public.email_outbox where id = ${id} for update`;
      if (!row) throw new Error(`outbox row ${id} does not exist`);
      if (row.status === 'PENDING' && row.due) return await deliverRow(tx, row, { ...deps, mailer });
      // Already sent or failed, or waiting for its next retry.
      return { id, status: row.status, attempts: row.attempts, ...(row.last_error && row.status !== 'SENT' ? { error: row.last_error } : {}) };
    });
  } finally {
    if (!deps.mailer) mailer.close();
  }
}

export interface BatchReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
  results: DeliveryResult[];
  /** Why nothing was sent although messages may be due (settings.appUrlProblem). */
  held?: string;
}

/** Connection-level failures: the SMTP server is down or unreachable, not this message's fault. */
export function isConnectionError(error: string | undefined): boolean {
  return /ECONNREFUSED|ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ENOTFOUND|EHOSTUNREACH|Greeting never received|Connection timeout/i.test(error ?? '');
}

/**
 * Delivers due rows one by one (each in its own transaction) until none is left, `maxRows` is
 * reached or the time budget is spent. When the SMTP server cannot be reached, the remaining due rows
 * record the same failure without waiting for a timeout each.
 */
export async function processOutbox(
  sql: Sql,
  deps: Omit<DeliveryDeps, 'mailer'> & { mailer?: Mailer },
  options: { maxRows?: number; budgetMs?: number; ids?: string[] } = {},
): Promise<BatchReport> {
  const maxRows = options.maxRows ?? 200;
  const deadline = Date.now() + (options.budgetMs ?? 45_000);
  const ids = options.ids ?? null;
  const report: BatchReport = { claimed: 0, sent: 0, retrying: 0, failed: 0, results: [] };
  if (deps.settings.appUrlProblem) {
    console.warn(deps.settings.appUrlProblem);
    return { ...report, held: deps.settings.appUrlProblem };
  }
  const mailer = deps.mailer ?? createMailer({ pooled: true });
  let unreachable: string | null = null;
  try {
    while (report.claimed < maxRows && Date.now() < deadline) {
      const result = await sql.begin(async (tx) => {
        const row = await lockNextDue(tx, ids);
        if (!row) return null;
        if (unreachable) return await markFailure(tx, row, new Error(unreachable), false);
        return await deliverRow(tx, row, { ...deps, mailer });
      });
      if (!result) break;
      report.claimed += 1;
      report.results.push(result);
      if (result.status === 'SENT') report.sent += 1;
      else if (result.status === 'FAILED') report.failed += 1;
      else report.retrying += 1;
      if (!unreachable && result.status === 'PENDING' && isConnectionError(result.error)) unreachable = result.error ?? 'SMTP server unreachable';
    }
  } finally {
    if (!deps.mailer) mailer.close();
  }
  return report;
}

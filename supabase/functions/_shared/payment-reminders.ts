// Payment reminders to entrants who still owe money for a match. The database picks the recipients and
// queues the messages (queue_payment_reminders for an admin, queue_automatic_payment_reminders for the
// scheduler); this delivers what was queued at once, leaving anything the SMTP server refuses for now to
// the outbox's retries.
import type { Sql } from './db.ts';
import { HttpError } from './http.ts';
import { processOutbox } from './outbox.ts';
import type { MailSettings } from './settings.ts';

const STATUS_BY_SQLSTATE: Record<string, number> = { '42501': 403, PT404: 404, '23514': 422, '22023': 422 };

/** The database's refusal as the HTTP answer (its message is meant for the admin). */
function databaseError(error: unknown): never {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const status = code ? STATUS_BY_SQLSTATE[code] : undefined;
  if (status && message) throw new HttpError(status, message);
  throw error;
}

export interface ReminderReport {
  queued: number;
  sent: number;
  pending: number;
  failed: number;
}

/** An admin's "Remind Unpaid": queue_payment_reminders under the admin's session, then delivery of those rows. */
export async function sendAdminReminders(sql: Sql, settings: MailSettings, adminToken: string, matchId: string): Promise<ReminderReport> {
  const ids = await sql.begin(async (tx) => {
    // The SQL function reads the admin session from request.headers, as under PostgREST.
    await tx`select set_config('request.headers', ${JSON.stringify({ 'x-admin-token': adminToken })}, true)`;
    const [row] = await tx<{ queued: { ids: string[] } }[]>`select public.queue_payment_reminders(${matchId}::uuid) as queued`.catch(databaseError);
    return row?.queued.ids ?? [];
  });
  if (ids.length === 0) return { queued: 0, sent: 0, pending: 0, failed: 0 };
  await processOutbox(sql, { settings }, { ids, maxRows: ids.length });
  // Where each message stands now: the outbox kicker may have delivered some of them first.
  const rows = await sql<{ status: 'PENDING' | 'SENT' | 'FAILED'; count: number }[]>`
    select status, count(*)::int as count from public.email_outbox where id = any(${ids}::uuid[]) group by status`;
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { queued: ids.length, sent: count('SENT'), pending: count('PENDING'), failed: count('FAILED') };
}

/** The scheduler's run: queue the automatic reminders that are due and deliver them. */
export async function sendAutomaticReminders(sql: Sql, settings: MailSettings): Promise<ReminderReport> {
  const [{ queued }] = await sql<{ queued: number }[]>`select public.queue_automatic_payment_reminders() as queued`;
  if (queued === 0) return { queued: 0, sent: 0, pending: 0, failed: 0 };
  const report = await processOutbox(sql, { settings }, { maxRows: queued + 50 });
  return { queued, sent: report.sent, pending: report.retrying, failed: report.failed };
}

// POST send-weekly-leaders {confirmResend?: boolean} — admin or server: "send weekly leaders now".
// The same one path as the app's send_weekly_leaders RPC (private.send_weekly_leaders): every ACTIVE
// player gets the weekly_leaders e-mail, at most once per ISO week in the club's zone — sharing the
// Monday job's dedupe keys, so after a send now the Monday e-mail of that week does not go again —
// unless confirmResend is true. Answers {recipients, campaignId, week, resend, sent, pending, failed,
// results: [{to, status, error?}]}; 409 {error, alreadySent: true} when it already went out this week,
// 409 {error} while e-mail is off.
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { loadSettings } from '../_shared/settings.ts';

type Run = { id: string; total: number; week: string; resend: boolean };

Deno.serve(postHandler('send-weekly-leaders', async (request) => {
  const sql = db();
  await requireAdminOrService(request, sql);
  const body = await readJson(request);
  const settings = await loadSettings(sql);
  let run: Run;
  try {
    [{ run }] = await sql<{ run: Run }[]>`select private.send_weekly_leaders(${body.confirmResend === true}) as run`;
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (code === '23505') throw new HttpError(409, message ?? 'Already sent this week', { alreadySent: true });
    if (code === '23514') throw new HttpError(409, message ?? 'Cannot send');
    throw error;
  }
  const rows = await sql<{ id: string; to_email: string }[]>`select id, to_email from public.email_outbox where campaign_id = ${run.id}`;
  const report = await processOutbox(sql, { settings }, { ids: rows.map((row) => row.id), maxRows: rows.length, budgetMs: 50_000 });
  const results = rows.map((row) => {
    const result = report.results.find((item) => item.id === row.id);
    return { to: row.to_email, status: result?.status ?? 'PENDING', ...(result?.error ? { error: result.error } : {}) };
  });
  return json(200, {
    recipients: run.total,
    campaignId: run.id,
    week: run.week,
    resend: run.resend,
    sent: results.filter((item) => item.status === 'SENT').length,
    pending: results.filter((item) => item.status === 'PENDING').length,
    failed: results.filter((item) => item.status === 'FAILED').length,
    results,
  });
}));

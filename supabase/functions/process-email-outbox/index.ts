// POST process-email-outbox — the scheduler (every minute, service-role key) or an admin. Delivers
// every due message of public.email_outbox (see _shared/outbox.ts for claims, retries and back-off).
// Body (optional): {retry: true} first makes failed and waiting messages due again (an admin's
// "retry now"); {maxRows} bounds the run.
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { loadSettings } from '../_shared/settings.ts';

Deno.serve(postHandler('process-email-outbox', async (request) => {
  const sql = db();
  await requireAdminOrService(request, sql);
  const body = await readJson(request);
  let retried = 0;
  if (body.retry === true) {
    const rows = await sql`
      update public.email_outbox set status = 'PENDING', next_attempt_at = now()
      where status = 'FAILED' or (status = 'PENDING' and attempts > 0)
      returning id`;
    retried = rows.length;
  }
  const maxRows = Number.isInteger(body.maxRows) && (body.maxRows as number) > 0 ? Math.min(body.maxRows as number, 1000) : 200;
  const report = await processOutbox(sql, { settings: await loadSettings(sql) }, { maxRows });
  return json(200, {
    retried,
    processed: report.claimed,
    sent: report.sent,
    pending: report.retrying,
    failed: report.failed,
    results: report.results.map(({ id, status, error }) => ({ id, status, ...(error ? { error } : {}) })),
  });
}));

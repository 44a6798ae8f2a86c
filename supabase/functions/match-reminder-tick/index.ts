// POST match-reminder-tick — the scheduler, hourly, service-role key only. Each entrant of a match gets
// one reminder with the start time, from 09:00 club time on the day before until the start:
// queue_match_reminders() picks and queues them (at most once per entrant and match, by dedupe key),
// this function delivers what was queued.
// Body (optional, for tests and operators): {now: ISO date-time}.
import { requireService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { loadSettings } from '../_shared/settings.ts';
import { optionalDate } from '../_shared/validate.ts';

Deno.serve(postHandler('match-reminder-tick', async (request) => {
  requireService(request);
  const body = await readJson(request);
  const now = optionalDate(body.now, 'now') ?? new Date();
  const sql = db();
  const settings = await loadSettings(sql);
  if (!settings.emailEnabled) return json(200, { enabled: false, queued: 0 });
  const [{ queued }] = await sql<{ queued: number }[]>`select public.queue_match_reminders(${now}) as queued`;
  const report = queued > 0 ? await processOutbox(sql, { settings }, { maxRows: queued + 50 }) : null;
  return json(200, { enabled: true, queued, sent: report?.sent ?? 0, pending: report?.retrying ?? 0, failed: report?.failed ?? 0 });
}));

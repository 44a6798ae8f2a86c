// POST decline-followup-tick — the scheduler, hourly, service-role key only. When
// inviteDeclineFollowupEnabled, declined invitees of a match exactly 3 days ahead (club calendar) get
// one gentle reminder (DESIGN rule 8). queue_decline_followups() picks them (still seats, not entered)
// and queues each once (dedupe key per invitation); this function only runs from 09:00 club time, so
// nobody gets it at night, and delivers what was queued.
// Body (optional, for tests and operators): {now: ISO date-time} for the 09:00 window.
import { requireService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { declineFollowupMatchDate, declineFollowupWindowOpen } from '../_shared/schedule.ts';
import { loadSettings } from '../_shared/settings.ts';
import { optionalDate } from '../_shared/validate.ts';

Deno.serve(postHandler('decline-followup-tick', async (request) => {
  requireService(request);
  const body = await readJson(request);
  const now = optionalDate(body.now, 'now') ?? new Date();
  const sql = db();
  const settings = await loadSettings(sql);
  const matchDate = declineFollowupMatchDate(now, settings.timeZone);
  // On when the club or any league sends them; queue_decline_followups picks each match by its league's value.
  const enabled = settings.anyLeague?.declineFollowupEnabled ?? settings.declineFollowupEnabled;
  if (!enabled || !settings.emailEnabled) return json(200, { due: false, enabled: false, matchDate });
  if (!declineFollowupWindowOpen(now, settings.timeZone)) return json(200, { due: false, enabled: true, matchDate });
  const [{ queued }] = await sql<{ queued: number }[]>`select public.queue_decline_followups() as queued`;
  const report = queued > 0 ? await processOutbox(sql, { settings }, { maxRows: queued + 50 }) : null;
  return json(200, { due: true, matchDate, queued, sent: report?.sent ?? 0, pending: report?.retrying ?? 0, failed: report?.failed ?? 0 });
}));

// POST weekly-leaders-tick — the scheduler, every 5 minutes, service-role key only. Due on Monday in
// the club time zone at or after weeklyLeadersSendHour:weeklyLeadersSendMinute while
// weeklyLeadersEnabled (DESIGN rule 9). queue_weekly_leaders() queues one message per ACTIVE player
// with the dedupe key weekly_leaders:<ISO week>:<player>, so the week is recorded in the outbox
// itself: a second firing the same week queues nothing. Then the queued messages are delivered.
// Body (optional, for tests and operators): {now: ISO date-time} evaluates the schedule at that time.
import { requireService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { nextWeeklyLeadersRun, weeklyLeadersDue } from '../_shared/schedule.ts';
import { loadSettings } from '../_shared/settings.ts';
import { optionalDate } from '../_shared/validate.ts';

Deno.serve(postHandler('weekly-leaders-tick', async (request) => {
  requireService(request);
  const body = await readJson(request);
  const now = optionalDate(body.now, 'now') ?? new Date();
  const sql = db();
  const settings = await loadSettings(sql);
  const schedule = { timeZone: settings.timeZone, hour: settings.weeklyLeaders.hour, minute: settings.weeklyLeaders.minute };
  const { due, week } = weeklyLeadersDue(now, { ...schedule, enabled: settings.weeklyLeaders.enabled && settings.emailEnabled });
  const nextRun = nextWeeklyLeadersRun(now, schedule).toISOString();
  if (!due) return json(200, { due: false, week, nextRun, enabled: settings.weeklyLeaders.enabled && settings.emailEnabled });
  const [{ queued }] = await sql<{ queued: number }[]>`select public.queue_weekly_leaders() as queued`;
  const report = queued > 0 ? await processOutbox(sql, { settings }, { maxRows: queued + 50 }) : null;
  return json(200, { due: true, week, nextRun, queued, sent: report?.sent ?? 0, pending: report?.retrying ?? 0, failed: report?.failed ?? 0 });
}));

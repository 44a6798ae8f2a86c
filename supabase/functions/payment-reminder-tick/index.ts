// POST payment-reminder-tick — the scheduler, hourly, service-role key only. When paymentReminderDays > 0,
// every entrant who still owes money for a match that is that many days away (or fewer) gets one
// reminder, ever, per match (queue_automatic_payment_reminders: dedupe key per entrant and match). Like
// the decline follow-up it only runs from 09:00 club time, so nobody gets it at night.
// Body (optional, for tests and operators): {now: ISO date-time} for the 09:00 window.
import { requireService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { sendAutomaticReminders } from '../_shared/payment-reminders.ts';
import { declineFollowupWindowOpen } from '../_shared/schedule.ts';
import { loadSettings } from '../_shared/settings.ts';
import { optionalDate } from '../_shared/validate.ts';

Deno.serve(postHandler('payment-reminder-tick', async (request) => {
  requireService(request);
  const body = await readJson(request);
  const now = optionalDate(body.now, 'now') ?? new Date();
  const sql = db();
  const settings = await loadSettings(sql);
  // The most days ahead the club or any league reminds; queue_automatic_payment_reminders applies each match's league's value.
  const days = settings.anyLeague?.paymentReminderDays ?? settings.paymentReminderDays;
  if (days === 0 || !settings.emailEnabled) return json(200, { due: false, enabled: false, days });
  if (!declineFollowupWindowOpen(now, settings.timeZone)) return json(200, { due: false, enabled: true, days });
  return json(200, { due: true, days, ...(await sendAutomaticReminders(sql, settings)) });
}));

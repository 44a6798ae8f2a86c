// POST send-payment-emails — admin or server only.
// {template: 'payment_confirmed', to, data: {playerName, matchName, matchDate, amount, method, matchId}}:
//   record_payment already queues this e-mail in its transaction; a call right after it delivers that
//   message instead of queueing a second one. Money: `amount` is dollars as text ('25.50'), `amountCents`
//   (if given) wins.
// {template: 'payment_reminder', matchId} — admin only: a reminder to every entrant of the match who still
//   owes money (queue_payment_reminders), delivered at once; answers {queued, sent, pending, failed}.
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { sendAdminReminders } from '../_shared/payment-reminders.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail, requireObject } from '../_shared/validate.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(postHandler('send-payment-emails', async (request) => {
  const sql = db();
  const caller = await requireAdminOrService(request, sql);
  const body = await readJson(request);
  const template = body.template ?? 'payment_confirmed';
  const settings = await loadSettings(sql);
  if (template === 'payment_reminder') {
    // The reminders are the admin's action, audited under their session.
    const token = request.headers.get('x-admin-token') ?? '';
    if (caller.kind !== 'admin' || !token) throw new HttpError(403, 'Payment reminders are sent by an admin');
    if (typeof body.matchId !== 'string' || !UUID.test(body.matchId)) throw new HttpError(400, 'matchId must be a match id', { field: 'matchId' });
    return json(200, await sendAdminReminders(sql, settings, token, body.matchId));
  }
  if (template !== 'payment_confirmed') {
    throw new HttpError(400, 'template must be payment_confirmed or payment_reminder', { field: 'template' });
  }
  const to = requireEmail(body.to, 'to');
  const data = requireObject(body.data, 'data');
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template, to, payload: data, followsEmailEnabled: true, reuseTwin: true,
    dedupeKey: typeof body.dedupeKey === 'string' ? body.dedupeKey : null,
  }));
}));

// POST send-payment-emails {template: 'payment_confirmed', to, data: {playerName, matchName, matchDate,
// amount, method, matchId}} — admin or server only. record_payment already queues this e-mail in its
// transaction; a call right after it delivers that message instead of queueing a second one.
// Money: `amount` is dollars as text ('25.50'), `amountCents` (if given) wins.
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, postHandler, readJson } from '../_shared/http.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail, requireObject } from '../_shared/validate.ts';

Deno.serve(postHandler('send-payment-emails', async (request) => {
  const sql = db();
  await requireAdminOrService(request, sql);
  const body = await readJson(request);
  const template = body.template ?? 'payment_confirmed';
  if (template !== 'payment_confirmed') throw new HttpError(400, 'template must be payment_confirmed', { field: 'template' });
  const to = requireEmail(body.to, 'to');
  const data = requireObject(body.data, 'data');
  const settings = await loadSettings(sql);
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template, to, payload: data, followsEmailEnabled: true, reuseTwin: true,
    dedupeKey: typeof body.dedupeKey === 'string' ? body.dedupeKey : null,
  }));
}));

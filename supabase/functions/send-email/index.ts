// POST send-email — admin or server only.
//   {to, subject, message | htmlBody, fromOverride?, audience?}   an admin's own message (e-mail centre,
//       one recipient per call; settings test e-mail). `message` is text with **bold**, [text](url) and
//       line breaks; `htmlBody` is HTML reduced to safe formatting. Wrapped in the branded layout.
//       `audience: 'active-players'` (the e-mail centre): `to` must be an ACTIVE player's address, else
//       400 {error: 'This recipient is not an active player'}; without it no recipient check is made.
//   {template, to, data}   a templated message with the spec's data (match_invite, waitlist_promoted…);
//       if an RPC queued the same message moments ago, that one is delivered instead of a copy.
// Answers {id, status: SENT|PENDING|FAILED|SKIPPED, error?}: 200 sent, 202 queued for retry (SMTP
// unavailable: do not send again), 502 refused for good, 400 bad input (e.g. an invalid address).
import { parseAudience, playerStatusFrom, requireAudience } from '../_shared/audience.ts';
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, postHandler, readJson } from '../_shared/http.ts';
import { outcomeResponse, queueAndDeliver } from '../_shared/mail-service.ts';
import { loadSettings } from '../_shared/settings.ts';
import { isKnownTemplate } from '../_shared/templates/index.ts';
import { requireEmail, requireObject, requireText } from '../_shared/validate.ts';

/** Messages that only the database can create (they carry a secret it issues). */
const DATABASE_ONLY = new Set(['sign_in_link', 'email_change_confirm', 'email_change_notice']);

Deno.serve(postHandler('send-email', async (request) => {
  const sql = db();
  await requireAdminOrService(request, sql);
  const body = await readJson(request);
  const settings = await loadSettings(sql);
  const to = requireEmail(body.to, 'to');
  await requireAudience(parseAudience(body.audience), to, playerStatusFrom(sql));

  if (typeof body.template === 'string' && body.template !== 'custom') {
    const template = body.template;
    if (!isKnownTemplate(template) || DATABASE_ONLY.has(template)) throw new HttpError(400, `Unknown e-mail template: ${template}`, { field: 'template' });
    const data = requireObject(body.data ?? {}, 'data');
    return outcomeResponse(await queueAndDeliver(sql, settings, {
      template,
      to,
      payload: data,
      dedupeKey: typeof body.dedupeKey === 'string' ? body.dedupeKey : null,
      followsEmailEnabled: true,
      reuseTwin: true,
    }));
  }

  const subject = requireText(body.subject, 'subject', 'Please enter a subject', 250);
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  const htmlBody = message ? null : requireText(body.htmlBody, 'htmlBody', 'Please enter a message', 200_000);
  const fromOverride = body.fromOverride === undefined || body.fromOverride === null || body.fromOverride === ''
    ? null
    : requireEmail(body.fromOverride, 'fromOverride');
  return outcomeResponse(await queueAndDeliver(sql, settings, {
    template: 'custom',
    to,
    payload: { subject, ...(message ? { message } : { htmlBody }), ...(fromOverride ? { fromOverride } : {}) },
    dedupeKey: typeof body.dedupeKey === 'string' ? body.dedupeKey : null,
    followsEmailEnabled: false,
    reuseTwin: false,
  }));
}));

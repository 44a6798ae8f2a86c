// POST send-sign-in-link {email} — anyone (the sign-in form on a new device). The only way to a
// sign-in link: private.issue_sign_in_link takes one hit per client address (as the platform reports
// it) and one per e-mail address from the database's atomic limiter (429 past either), then queues the
// one-hour link for an ACTIVE or PENDING member; this function delivers that e-mail straight away.
// The answer is the same whether or not the address belongs to a member, and comes before the
// delivery, so neither its content nor its timing tells who is a member.
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson, runInBackground } from '../_shared/http.ts';
import { refuseDuringMaintenance } from '../_shared/maintenance.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { clientAddress, isTooManyRequests, TOO_MANY_REQUESTS } from '../_shared/rate-limit.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail } from '../_shared/validate.ts';

Deno.serve(postHandler('send-sign-in-link', async (request) => {
  const body = await readJson(request);
  const email = requireEmail(body.email, 'email');
  const sql = db();
  await refuseDuringMaintenance(sql);
  let queued: string | null;
  try {
    const [row] = await sql<{ id: string | null }[]>`select private.issue_sign_in_link(${email}, ${clientAddress(request)}) as id`;
    queued = row?.id ?? null;
  } catch (error) {
    if (isTooManyRequests(error)) throw new HttpError(429, TOO_MANY_REQUESTS);
    throw error;
  }
  if (queued) {
    const id = queued;
    runInBackground('send-sign-in-link', (async () => {
      await processOutbox(sql, { settings: await loadSettings(sql) }, { ids: [id] });
    })());
  }
  return json(200, { ok: true, message: 'If this address belongs to a member, a sign-in link is on its way. It is valid for one hour.' });
}));

// POST send-sign-in-link {email} — anyone (the sign-in form on a new device). Runs the database's
// request_sign_in_link (which queues the one-hour link only for an ACTIVE or PENDING member, at most
// one a minute per player) and delivers that e-mail straight away. The answer is the same whether or
// not the address belongs to a member, and comes before the delivery, so neither its content nor its
// timing tells who is a member. Rate limited per address and per client.
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler, readJson, runInBackground } from '../_shared/http.ts';
import { processOutbox } from '../_shared/outbox.ts';
import { allow, clientAddress } from '../_shared/rate-limit.ts';
import { loadSettings } from '../_shared/settings.ts';
import { requireEmail } from '../_shared/validate.ts';

const SIGN_IN_LIMIT = { perEmail: 3, perClient: 10, windowMs: 10 * 60_000 };

Deno.serve(postHandler('send-sign-in-link', async (request) => {
  const body = await readJson(request);
  const email = requireEmail(body.email, 'email');
  if (!allow(`sign-in:${email}`, SIGN_IN_LIMIT.perEmail, SIGN_IN_LIMIT.windowMs) ||
      !allow(`sign-in-ip:${clientAddress(request)}`, SIGN_IN_LIMIT.perClient, SIGN_IN_LIMIT.windowMs)) {
    throw new HttpError(429, 'Too many requests. Please try again in a few minutes.');
  }
  const sql = db();
  await sql`select public.request_sign_in_link(${email})`;
  runInBackground('send-sign-in-link', (async () => {
    const rows = await sql<{ id: string }[]>`
      select id from public.email_outbox
      where template = 'sign_in_link' and to_email = ${email} and status = 'PENDING'
        and created_at > now() - interval '5 minutes'`;
    if (rows.length) await processOutbox(sql, { settings: await loadSettings(sql) }, { ids: rows.map((row) => row.id) });
  })());
  return json(200, { ok: true, message: 'If this address belongs to a member, a sign-in link is on its way. It is valid for one hour.' });
}));

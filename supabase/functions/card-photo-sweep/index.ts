// POST card-photo-sweep — the scheduler, hourly, service-role key only. Deletes from the store every
// card-photos object no card points at once its sweep_after has passed (an hour after its upload, at
// once for a closed account's photos): private.card_photos_to_sweep lists them, the Storage API removes
// them (storage_can_delete lets the service role), private.card_photos_swept marks them.
// Answers {deleted: n}.
import { requireService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { requiredEnv } from '../_shared/env.ts';
import { HttpError, json, postHandler } from '../_shared/http.ts';

const BATCH = 100;

Deno.serve(postHandler('card-photo-sweep', async (request) => {
  requireService(request);
  const sql = db();
  const rows = await sql<{ path: string }[]>`select private.card_photos_to_sweep(500) as path`;
  const serviceKey = requiredEnv('SUPABASE_SERVICE_ROLE_KEY');
  let deleted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const prefixes = rows.slice(start, start + BATCH).map((row) => row.path);
    const response = await fetch(`${requiredEnv('SUPABASE_URL')}/storage/v1/object/card-photos`, {
      method: 'DELETE',
      headers: { apikey: serviceKey, authorization: `Bearer ${serviceKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prefixes }),
    });
    await response.body?.cancel();
    if (!response.ok) throw new HttpError(502, `The store refused the sweep (${response.status})`);
    // Objects already gone (an upload that failed after the database allowed it) are marked as well.
    const [marked] = await sql<{ n: number }[]>`select private.card_photos_swept(${prefixes}::text[]) as n`;
    deleted += marked?.n ?? 0;
  }
  return json(200, { deleted });
}));

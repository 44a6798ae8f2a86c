// POST send-weekly-leaders (no payload) — admin or server: "send weekly leaders now". Every ACTIVE
// player gets the current leaders (last 7 days, top 5 by earnings) now, whatever the schedule says;
// the Monday e-mail (weekly-leaders-tick) is separate and still goes out once that week.
// Answers {recipients, sent, pending, failed, leaders, results: [{to, status, error?}]}.
import { requireAdminOrService } from '../_shared/auth.ts';
import { db } from '../_shared/db.ts';
import { HttpError, json, postHandler } from '../_shared/http.ts';
import { currentLeaders, leadersPayload } from '../_shared/leaders.ts';
import { enqueue, processOutbox } from '../_shared/outbox.ts';
import { loadSettings } from '../_shared/settings.ts';

Deno.serve(postHandler('send-weekly-leaders', async (request) => {
  const sql = db();
  await requireAdminOrService(request, sql);
  const settings = await loadSettings(sql);
  if (!settings.emailEnabled) throw new HttpError(409, 'Email notifications are disabled. Enable them in settings first.');
  const now = new Date();
  const leaders = await currentLeaders(sql);
  const players = await sql<{ id: string; name: string; email: string }[]>`
    select id, name, email from public.players where status = 'ACTIVE' order by name`;
  const run = crypto.randomUUID();
  const ids = new Map<string, string>();
  for (const player of players) {
    const { row } = await enqueue(sql, {
      template: 'weekly_leaders',
      to: player.email,
      payload: leadersPayload(player.name, leaders, settings, now),
      dedupeKey: `weekly_leaders_now:${run}:${player.id}`,
    });
    ids.set(row.id, player.email);
  }
  const report = ids.size ? await processOutbox(sql, { settings }, { ids: [...ids.keys()], maxRows: ids.size, budgetMs: 50_000 }) : null;
  const results = [...ids.entries()].map(([id, to]) => {
    const result = report?.results.find((item) => item.id === id);
    return { to, status: result?.status ?? 'PENDING', ...(result?.error ? { error: result.error } : {}) };
  });
  return json(200, {
    recipients: players.length,
    leaders: leaders.length,
    sent: results.filter((item) => item.status === 'SENT').length,
    pending: results.filter((item) => item.status === 'PENDING').length,
    failed: results.filter((item) => item.status === 'FAILED').length,
    results,
  });
}));

// Fires the scheduled edge functions listed in supabase/functions/schedule.json, the way pg_cron +
// pg_net do on hosted Supabase (see the cron migration). Each job decides for itself whether it is due.
import { Cron } from 'croner';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.mjs';

export function loadSchedule() {
  const file = join(ROOT, 'supabase', 'functions', 'schedule.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).jobs : [];
}

export function startScheduler({ apiUrl, serviceRoleKey, log }) {
  const jobs = loadSchedule().map(
    (job) =>
      new Cron(job.cron, { protect: true, timezone: 'UTC' }, async () => {
        try {
          const response = await fetch(`${apiUrl}/functions/v1/${job.function}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
            body: JSON.stringify({ scheduled: true }),
          });
          if (!response.ok) log(`scheduler: ${job.function} answered ${response.status}`);
        } catch (error) {
          log(`scheduler: ${job.function} failed: ${error.message}`);
        }
      }),
  );
  return { stop: () => jobs.forEach((job) => job.stop()) };
}

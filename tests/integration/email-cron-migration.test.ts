// The hosted scheduling migration (20261127000800_scheduled_jobs.sql): a no-op where pg_cron and
// pg_net are absent (this stack), and — run against stand-ins for cron.schedule, net.http_post and
// Vault — the jobs (its own and those later migrations add) that POST to the edge functions with the service-role key. Everything runs
// in a transaction that is rolled back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withDb } from './support/mail';

const schedule = JSON.parse(readFileSync(fileURLToPath(new URL('../../supabase/functions/schedule.json', import.meta.url)), 'utf8')) as {
  jobs: Array<{ function: string; cron: string }>;
};
const migrationsDir = fileURLToPath(new URL('../../supabase/migrations/', import.meta.url));
const migration = readFileSync(join(migrationsDir, '20261127000800_scheduled_jobs.sql'), 'utf8');

/**
 * Jobs added by later migrations: their `do $jobs$ … $jobs$` blocks, with the "is pg_cron installed"
 * test made true (the stand-ins below are not an installed extension).
 */
const laterJobBlocks = readdirSync(migrationsDir)
  .filter((file) => file > '20261127000800_scheduled_jobs.sql')
  .sort()
  .flatMap((file) => readFileSync(join(migrationsDir, file), 'utf8').match(/do \$jobs\$[\s\S]*?\$jobs\$;/g) ?? [])
  .map((block) => block.replace("exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')", 'true'));

const STAND_INS = `
  create schema cron;
  create table cron.job (jobname text primary key, schedule text, command text);
  create function cron.schedule(p_name text, p_schedule text, p_command text) returns bigint language sql as $$
    insert into cron.job values (p_name, p_schedule, p_command)
    on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
    returning 1::bigint $$;
  create schema net;
  create table net.calls (url text, body jsonb, headers jsonb, timeout integer);
  create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}', headers jsonb default '{}',
                                timeout_milliseconds integer default 5000) returns bigint language sql as $$
    insert into net.calls values (url, body, headers, timeout_milliseconds) returning 42::bigint $$;
  create schema vault;
  create table vault.decrypted_secrets (name text, decrypted_secret text);`;

describe('the pg_cron migration', () => {
  it('does nothing, without failing, where pg_cron and pg_net are not available', async () => {
    await withDb(async (db) => {
      const available = await db.query(`select name from pg_available_extensions where name in ('pg_cron', 'pg_net')`);
      expect(available.rows).toEqual([]);
      const notices: string[] = [];
      db.on('notice', (notice) => notices.push(notice.message ?? ''));
      await db.query('begin');
      try {
        await db.query(migration);
        expect(notices.some((text) => text.includes('scheduled jobs not created'))).toBe(true);
        expect((await db.query(`select to_regprocedure('private.invoke_edge_function(text)') as fn`)).rows[0]).toEqual({ fn: null });
      } finally {
        await db.query('rollback');
      }
    });
  });

  it('schedules the same jobs as the local scheduler, posting with the service-role key from Vault', async () => {
    await withDb(async (db) => {
      await db.query('begin');
      try {
        await db.query(STAND_INS);
        const hostedBranch = migration
          .replace(/if not exists \(select 1 from pg_catalog\.pg_available_extensions where name = 'pg_cron'\)[\s\S]*?end if;/, '')
          .replace(/create extension if not exists pg_cron;\s*create extension if not exists pg_net with schema extensions;/, 'null;');
        expect(hostedBranch).not.toContain('pg_available_extensions');
        await db.query(hostedBranch);
        await db.query(hostedBranch); // re-running replaces the jobs
        expect(laterJobBlocks.every((block) => block.includes('if true'))).toBe(true);
        for (const block of laterJobBlocks) await db.query(block);
        const jobs = (await db.query<{ jobname: string; schedule: string; command: string }>('select * from cron.job order by jobname')).rows;
        const local = schedule.jobs
          .map((job) => ({ jobname: `fairway-${job.function}`, schedule: job.cron, command: `select private.invoke_edge_function('${job.function}')` }))
          .sort((a, b) => a.jobname.localeCompare(b.jobname));
        expect(jobs).toEqual(local);

        // Without the secrets a job warns and posts nothing.
        expect((await db.query(`select private.invoke_edge_function('process-email-outbox') as id`)).rows[0]).toEqual({ id: null });
        await db.query(`insert into vault.decrypted_secrets values ('project_url', 'https://ref.supabase.co/'), ('service_role_key', 'service-key')`);
        await db.query(jobs.find((job) => job.jobname === 'fairway-weekly-leaders-tick')?.command ?? '');
        expect((await db.query('select * from net.calls')).rows).toEqual([{
          url: 'https://ref.supabase.co/functions/v1/weekly-leaders-tick',
          body: { scheduled: true },
          headers: { 'Content-Type': 'application/json', Authorization: 'Bearer service-key', apikey: 'service-key' },
          timeout: 60000,
        }]);
        // Only the database owner may call it.
        expect((await db.query(`select has_function_privilege('anon', 'private.invoke_edge_function(text)', 'execute') as anon`)).rows[0]).toEqual({ anon: false });
      } finally {
        await db.query('rollback');
      }
    });
  });
});

-- Fairway League — scheduled jobs on hosted Supabase (pg_cron + pg_net).
--
-- The same jobs as supabase/functions/schedule.json, which the local stack's scheduler fires:
--   fairway-process-email-outbox   every minute      deliver queued e-mail, retry with back-off
--   fairway-weekly-leaders-tick    every 5 minutes   Monday leaders e-mail (the function decides if due)
--   fairway-decline-followup-tick  hourly at :07     reminder to declined invitees 3 days before a match
-- Each job POSTs to the project's edge function with the service-role key. The URL and key come from
-- Vault secrets (README, "Deploying"):
--   select vault.create_secret('https://<ref>.supabase.co', 'project_url');
--   select vault.create_secret('<service-role key>', 'service_role_key');
-- Where pg_cron or pg_net is not available (the embedded local stack) this migration does nothing and
-- does not fail: the stack's own scheduler fires the functions there.

do $migration$
declare
  v_job record;
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available: scheduled jobs not created (the local stack''s scheduler fires them)';
    return;
  end if;

  begin
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
  exception when others then
    raise notice 'pg_cron/pg_net could not be enabled (%): scheduled jobs not created', sqlerrm;
    return;
  end;

  -- Posts to one edge function with the service-role key; returns the pg_net request id.
  execute $helper$
    create or replace function private.invoke_edge_function(p_name text)
    returns bigint
    language plpgsql
    volatile
    security definer
    set search_path = ''
    as $body$
    declare
      v_url text;
      v_key text;
    begin
      begin
        select s.decrypted_secret into v_url from vault.decrypted_secrets s where s.name = 'project_url';
        select s.decrypted_secret into v_key from vault.decrypted_secrets s where s.name = 'service_role_key';
      exception when others then
        -- No Vault (self-hosted Postgres): database settings app.project_url / app.service_role_key.
        null;
      end;
      v_url := coalesce(v_url, nullif(pg_catalog.current_setting('app.project_url', true), ''));
      v_key := coalesce(v_key, nullif(pg_catalog.current_setting('app.service_role_key', true), ''));
      if v_url is null or v_key is null then
        raise warning 'Scheduled job %: Vault secrets project_url and service_role_key are not set', p_name;
        return null;
      end if;
      return net.http_post(
        url := rtrim(v_url, '/') || '/functions/v1/' || p_name,
        body := jsonb_build_object('scheduled', true),
        headers := jsonb_build_object('Content-Type', 'application/json',
                                      'Authorization', 'Bearer ' || v_key,
                                      'apikey', v_key),
        timeout_milliseconds := 60000
      );
    end
    $body$
  $helper$;
  execute 'revoke all on function private.invoke_edge_function(text) from public, anon, authenticated';
  execute $comment$
    comment on function private.invoke_edge_function(text) is
      'pg_cron → edge function: POST /functions/v1/<name> with the service-role key from Vault (project_url, service_role_key).'
  $comment$;

  -- cron.schedule(name, …) replaces a job of the same name, so re-running is harmless.
  for v_job in
    select * from (values
      ('fairway-process-email-outbox', '* * * * *', 'process-email-outbox'),
      ('fairway-weekly-leaders-tick', '*/5 * * * *', 'weekly-leaders-tick'),
      ('fairway-decline-followup-tick', '7 * * * *', 'decline-followup-tick')
    ) as jobs (name, schedule, function_name)
  loop
    execute 'select cron.schedule($1, $2, $3)'
      using v_job.name, v_job.schedule, format('select private.invoke_edge_function(%L)', v_job.function_name);
  end loop;
end
$migration$;

-- Issue #15 item 5: queued e-mail goes out within seconds of the action, not at the next minute.
--
-- Every statement that queues deliverable mail in public.email_outbox "kicks" the outbox once per
-- transaction, at commit:
--   * pg_notify('email_outbox') — the local stack (stack/outbox-kicker.mjs) listens and calls the
--     process-email-outbox edge function at once;
--   * on hosted Supabase, where 20261127000800_scheduled_jobs.sql created private.invoke_edge_function
--     (pg_net), the same call through pg_net; its request is queued transactionally, so it only goes
--     out when the action commits.
-- The minute job (schedule.json / pg_cron) stays as the backstop for retries and missed kicks.

create function private.kick_email_outbox()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- Once per transaction: a sign-up that queues three messages makes one call.
  if pg_catalog.current_setting('fairway.outbox_kicked', true) = 'yes' then
    return;
  end if;
  perform pg_catalog.set_config('fairway.outbox_kicked', 'yes', true);
  perform pg_catalog.pg_notify('email_outbox', 'queued');
  if pg_catalog.to_regprocedure('private.invoke_edge_function(text)') is not null then
    execute 'select private.invoke_edge_function($1)' using 'process-email-outbox';
  end if;
end
$$;
comment on function private.kick_email_outbox() is
  'Asks for the outbox to be delivered now (at commit): NOTIFY email_outbox for the local stack, pg_net on hosted. Once per transaction.';
revoke all on function private.kick_email_outbox() from public, anon, authenticated;
grant execute on function private.kick_email_outbox() to service_role;

create function private.email_outbox_queued()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from queued q where q.status = 'PENDING' and q.next_attempt_at <= now()) then
    perform private.kick_email_outbox();
  end if;
  return null;
end
$$;
comment on function private.email_outbox_queued() is 'Trigger: a statement that queued due mail kicks the outbox.';
revoke all on function private.email_outbox_queued() from public, anon, authenticated;

create trigger email_outbox_kick
  after insert on public.email_outbox
  referencing new table as queued
  for each statement execute function private.email_outbox_queued();

-- The day-before reminder (issue #15, item 8): each entrant of a match gets one e-mail with the match's
-- start time (club time zone), from 09:00 club time on the day before until the start. The
-- match-reminder-tick edge function calls queue_match_reminders hourly (schedule.json, pg_cron below);
-- the outbox's dedupe key ('match_reminder:<match>:<player>') makes it at most once per entrant and
-- match, also for a player entered after the others got theirs (they get it at the next tick).

create function public.queue_match_reminders(p_now timestamp with time zone default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_zone text := private.club_timezone();
  v_count integer;
begin
  if not private.email_enabled() then
    return 0;
  end if;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'match_reminder', p.email,
         jsonb_build_object('playerName', p.name, 'matchId', m.id, 'matchName', m.name,
                            'courseName', m.course_name, 'matchDate', m.date,
                            'startTime', to_char(m.start_time, 'HH24:MI'), 'startMode', m.start_mode,
                            'matchUrl', private.app_url() || '/matches/' || m.id),
         'match_reminder:' || m.id || ':' || p.id
  from public.matches m
  join public.match_entries e on e.match_id = m.id
  join public.players p on p.id = e.player_id
  where not m.is_final
    and m.cancelled_at is null
    and p.status <> 'INACTIVE'
    -- From 09:00 club time on the day before the match until its start.
    and p_now >= ((m.date - 1) + time '09:00') at time zone v_zone
    and p_now < (m.date + m.start_time) at time zone v_zone
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.queue_match_reminders(timestamp with time zone) is 'Scheduler (service role): queue the day-before reminder (with the start time) to each entrant of a match starting within the window; once per entrant and match.';
revoke all on function public.queue_match_reminders(timestamp with time zone) from public, anon, authenticated;
grant execute on function public.queue_match_reminders(timestamp with time zone) to service_role;

-- On hosted Supabase the tick runs from pg_cron, like the jobs of 20261127000800_scheduled_jobs.sql
-- (whose private.invoke_edge_function it uses); elsewhere the stack's scheduler fires schedule.json.
do $jobs$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and to_regprocedure('private.invoke_edge_function(text)') is not null then
    execute 'select cron.schedule($1, $2, $3)'
      using 'fairway-match-reminder-tick', '12 * * * *', 'select private.invoke_edge_function(''match-reminder-tick'')';
  end if;
end
$jobs$;

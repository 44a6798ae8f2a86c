-- The day-before reminder gives each player their own group's tee time (issue #26, the organiser's
-- day-one list): with a tee sheet, a player in the 8:40 group was told the match's 8:00 start.
-- startTime is now the entrant's group tee time when the tee sheet gives one (else the match's start),
-- with groupNumber and, for a shotgun start, startHole; the template says "Your tee time".

-- Replaces queue_match_reminders of 20261128060200_day_before_reminders.sql: each entrant's own group.
create or replace function public.queue_match_reminders(p_now timestamptz default now())
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
                            'startTime', to_char(coalesce(case when m.start_mode = 'TEE_TIMES' then g.tee_time end,
                                                          m.start_time), 'HH24:MI'),
                            'matchStartTime', to_char(m.start_time, 'HH24:MI'),
                            'startMode', m.start_mode,
                            'groupNumber', g.number,
                            'startHole', case when m.start_mode = 'SHOTGUN' then g.start_hole end,
                            'matchUrl', private.app_url() || '/matches/' || m.id),
         'match_reminder:' || m.id || ':' || p.id
  from public.matches m
  join public.match_entries e on e.match_id = m.id
  join public.players p on p.id = e.player_id
  left join public.match_groups g on g.id = e.group_id
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
comment on function public.queue_match_reminders(timestamptz) is 'Scheduler (service role): queue the day-before reminder to each entrant of a match starting within the window, with their own group''s tee time (startTime; the match start without a tee sheet), groupNumber and shotgun startHole; once per entrant and match.';
revoke all on function public.queue_match_reminders(timestamptz) from public, anon, authenticated;
grant execute on function public.queue_match_reminders(timestamptz) to service_role;

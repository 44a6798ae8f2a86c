-- The demo league is set around the day it is loaded (DESIGN rule 23, issue #15 item 7): loaded with the
-- club's today set to other days (another month, another year, across a time-zone change), it has its
-- upcoming matches after that day with their invitations still open and queued, and its history — every
-- date and time the seed writes, in every table it fills — before it. The seed's text comes from the test
-- runner (setting fairway.demo_seed, scripts/pgtap.mjs); each load replaces the previous one and the
-- whole file is rolled back.
begin;
select plan(13);

-- The club's today, as everything (the seed, the screens' RPCs) reads it, for this transaction only.
create function pg_temp.set_club_today(p_today date) returns void language plpgsql as $fn$
begin
  execute format('create or replace function private.club_today() returns date language sql stable
                  security definer set search_path = '''' as $b$ select %L::date $b$', p_today);
end $fn$;

-- Empties what the seed fills (triggers off: the audit log refuses a truncate), then runs the seed.
create function pg_temp.load_demo_on(p_today date) returns void language plpgsql as $$
begin
  perform pg_temp.set_club_today(p_today);
  -- The previous load's deferred checks (handicap_logs_index_rise_check) run now: a truncate refuses pending events.
  set constraints all immediate;
  perform set_config('session_replication_role', 'replica', true);
  truncate public.players, public.courses, public.course_pars, public.matches, public.email_outbox,
           public.analytics_events, public.audit_log, private.invite_tokens cascade;
  perform set_config('session_replication_role', 'origin', true);
  execute replace(replace(current_setting('fairway.demo_seed'), E'\nbegin;\n', E'\n'), E'\ncommit;\n', E'\n');
end $$;

-- Every date and time the seed wrote that is on or after the day of loading, except those ahead by
-- nature (the upcoming matches' dates, the open invitations' deadlines, the queued e-mails' next attempt).
-- A time equal to now() was stamped by the database while loading (a row's updated_at): that is not history.
-- The match being played on the day of loading is the exception: its rows (tee sheet, cards saved hole by
-- hole) are dated that day, but before the moment of loading (the seed's "now": that day at the clock's
-- time of day, in the club's zone).
create function pg_temp.dated_on_or_after_loading(p_today date) returns setof text language plpgsql as $$
declare
  v_start timestamptz := p_today::timestamp at time zone private.club_timezone();
  v_now timestamptz := (p_today + (now() at time zone private.club_timezone())::time) at time zone private.club_timezone();
  v_column record;
  v_count bigint;
begin
  for v_column in
    select c.table_schema, c.table_name, c.column_name, c.data_type,
           exists (select 1 from information_schema.columns m where m.table_schema = c.table_schema
                   and m.table_name = c.table_name and m.column_name = 'match_id') as has_match
    from information_schema.columns c
    where c.data_type in ('date', 'timestamp with time zone')
      and (c.table_schema, c.table_name) in (
        ('public', 'players'), ('public', 'courses'), ('public', 'teesets'), ('public', 'handicap_logs'),
        ('public', 'matches'), ('public', 'match_games'), ('public', 'match_entries'), ('public', 'match_entry_opt_ins'),
        ('public', 'match_payments'), ('public', 'match_money_moves'), ('public', 'winnings_payouts'), ('public', 'scorecards'), ('public', 'results'), ('public', 'match_invites'),
        ('public', 'match_waitlist'), ('public', 'match_groups'), ('public', 'email_outbox'), ('public', 'audit_log'),
        ('private', 'invite_tokens'), ('private', 'scorecard_hole_changes'))
      and (c.table_name, c.column_name) not in (('matches', 'date'), ('match_invites', 'expires_at'), ('email_outbox', 'next_attempt_at'))
    order by 1, 2, 3
  loop
    if v_column.data_type = 'date' then
      execute format('select count(*) from %I.%I where %I >= $1', v_column.table_schema, v_column.table_name, v_column.column_name)
        into v_count using p_today;
    elsif v_column.has_match then
      execute format('select count(*) from %I.%I t where t.%I >= $1 and t.%I <> now()
                        and not (t.%I < $2 and t.match_id in (select m.id from public.matches m where m.date = $3))',
                     v_column.table_schema, v_column.table_name, v_column.column_name, v_column.column_name, v_column.column_name)
        into v_count using v_start, v_now, p_today;
    else
      execute format('select count(*) from %I.%I where %I >= $1 and %I <> now()', v_column.table_schema, v_column.table_name,
                     v_column.column_name, v_column.column_name)
        into v_count using v_start;
    end if;
    if v_count > 0 then
      return next format('%s.%s: %s', v_column.table_name, v_column.column_name, v_count);
    end if;
  end loop;
end $$;

-- What a newcomer sees on that day, as figures: days to the next and the last upcoming match, open
-- invitations of the next one, their queued e-mails, days since the last final match, final matches with
-- results, the played match waiting for results, past cancelled matches, weekly leaders.
create function pg_temp.demo_shape(p_today date) returns table (
  next_in integer, last_in integer, upcoming integer, open_invites integer, queued integer, final_ago integer,
  finals_with_results integer, waiting integer, cancelled_past integer, leaders integer, expired_invites integer)
language sql as $$
  select
    (select min(m.date) - p_today from public.matches m where m.date > p_today),
    (select max(m.date) - p_today from public.matches m where m.date > p_today),
    (select count(*)::int from public.matches m where m.date > p_today and not m.is_final and m.cancelled_at is null),
    (select count(*)::int from public.match_invites i join public.matches m on m.id = i.match_id
      where i.status = 'PENDING' and i.expires_at > p_today::timestamp at time zone private.club_timezone() and m.date > p_today),
    (select count(*)::int from public.email_outbox o where o.status = 'PENDING' and o.template = 'match_invite'),
    (select p_today - max(m.date) from public.matches m where m.is_final),
    (select count(*)::int from public.matches m where m.is_final and m.date < p_today
      and exists (select 1 from public.results r where r.match_id = m.id)),
    (select count(*)::int from public.matches m where not m.is_final and m.cancelled_at is null and m.date < p_today),
    (select count(*)::int from public.matches m where m.cancelled_at is not null and m.date < p_today
      and m.cancelled_at < p_today::timestamp at time zone private.club_timezone()),
    (select count(*)::int from public.get_weekly_leaders()),
    (select count(*)::int from public.match_invites i
      where i.status = 'PENDING' and i.expires_at < p_today::timestamp at time zone private.club_timezone())
$$;

-- The same league on every day: the next match 9 days ahead, the team week 16, the last 23; 2 open invitations queued;
-- the last final match 5 days ago; 8 final matches with results; 1 played match waiting; 1 cancelled.
create function pg_temp.expected_shape() returns table (
  next_in integer, last_in integer, upcoming integer, open_invites integer, queued integer, final_ago integer,
  finals_with_results integer, waiting integer, cancelled_past integer, leaders integer, expired_invites integer)
language sql as $$ values (9, 23, 3, 2, 2, 5, 8, 1, 1, 5, 1) $$;

-- Another month and year (spring, daylight-saving time in the club's zone)
select pg_temp.load_demo_on('2027-04-14');
select is_empty($$ select * from pg_temp.dated_on_or_after_loading('2027-04-14') $$, '2027-04-14: nothing dated on or after the day of loading');
select results_eq($$ select * from pg_temp.demo_shape('2027-04-14') $$, $$ select * from pg_temp.expected_shape() $$,
  '2027-04-14: upcoming matches after it with open invitations, finished ones with results before it');
select is((select min(date) from public.handicap_logs), date '2027-04-14' - (date '2026-11-26' - date '2025-03-24'),
  '2027-04-14: the oldest handicap round keeps its distance from the day of loading');

-- An earlier day, in summer (the seed moved back in time)
select pg_temp.load_demo_on('2026-07-04');
select is_empty($$ select * from pg_temp.dated_on_or_after_loading('2026-07-04') $$, '2026-07-04: nothing dated on or after the day of loading');
select results_eq($$ select * from pg_temp.demo_shape('2026-07-04') $$, $$ select * from pg_temp.expected_shape() $$,
  '2026-07-04: upcoming matches after it with open invitations, finished ones with results before it');

-- The turn of a year (upcoming matches in the next year)
select pg_temp.load_demo_on('2028-12-27');
select is_empty($$ select * from pg_temp.dated_on_or_after_loading('2028-12-27') $$, '2028-12-27: nothing dated on or after the day of loading');
select results_eq($$ select * from pg_temp.demo_shape('2028-12-27') $$, $$ select * from pg_temp.expected_shape() $$,
  '2028-12-27: upcoming matches after it with open invitations, finished ones with results before it');
select ok((select bool_and(extract(year from date) = 2029) from public.matches where date > '2028-12-27'), '2028-12-27: the upcoming matches are in the next year');

-- Wall-clock times stay in the club's zone across daylight-saving changes: the last final match was
-- finalized at 20:11 club time whatever the day.
select is((select to_char(finalized_at at time zone private.club_timezone(), 'HH24:MI') from public.matches where is_final order by date desc limit 1),
  '20:11', 'times keep their club-time wall clock');
-- JSON dates move with the rest: the payment e-mails name the match's date.
select is_empty($$ select o.id from public.email_outbox o join public.matches m on m.id = (o.payload ->> 'matchId')::uuid
                   where o.payload ? 'matchDate' and (o.payload ->> 'matchDate')::date <> m.date $$, 'e-mails name the moved match dates');
select is_empty($$ select a.id from public.audit_log a join public.matches m on m.id::text = a.target_id
                   where a.action = 'MATCH_CREATED' and (a.details ->> 'date')::date <> m.date $$, 'audit entries name the moved match dates');

-- The day the demo is loaded for real is the club's today: the seed puts its authored day there.
select pg_temp.load_demo_on(current_date);
select is((select min(date) - current_date from public.matches where date > current_date), 9, 'today: the next match is 9 days ahead');
select is_empty($$ select * from pg_temp.dated_on_or_after_loading(current_date) $$, 'today: nothing dated on or after today');

select * from finish();
rollback;

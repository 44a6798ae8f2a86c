-- The day-before reminder (issue #15 item 8): queue_match_reminders queues one e-mail per entrant and
-- match, from 09:00 club time the day before until the start; never for a cancelled or final match.
-- The fixture match is on 2026-12-20 at 08:00 (America/New_York) = 13:00 UTC; the window opens on
-- 2026-12-19 at 09:00 New York = 14:00 UTC.
begin;
select plan(17);

select tests.setup_fixtures();
-- The demo league's matches sit around the day it is loaded (DESIGN rule 23): call off its open ones so
-- that only the fixture match is in the reminder window, whatever today is.
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Not part of this test'
where id <> pg_temp.fx('match') and not is_final and cancelled_at is null;

-- Who may run it -------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.queue_match_reminders() $$, '42501', null, 'anonymous cannot queue reminders');
select pg_temp.act_as('active');
select throws_ok($$ select public.queue_match_reminders() $$, '42501', null, 'a player cannot queue reminders');
select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_match_reminders() $$, '42501', null, 'nor an admin through the API: it is the scheduler''s');
select pg_temp.as_engine(false);

-- The window -------------------------------------------------------------------------------------------------
select is(public.queue_match_reminders('2026-12-19T13:59:00Z'), 0, 'before 09:00 club time on the day before: nothing');
select is(public.queue_match_reminders('2026-12-19T14:00:00Z'), 2, 'from 09:00 on the day before: one per entrant');
select results_eq($$ select to_email, payload ->> 'startTime', payload ->> 'startMode', payload ->> 'matchUrl', payload ->> 'matchDate'
                    from public.email_outbox where template = 'match_reminder' order by to_email $$,
  format($$ values ('alice.active@test.example', '08:00', 'TEE_TIMES', '/matches/%1$s', '2026-12-20'),
                   ('oscar.other@test.example', '08:00', 'TEE_TIMES', '/matches/%1$s', '2026-12-20') $$, pg_temp.fx('match')),
  'each carries the start time, its mode and the match link (a path, resolved when sent)');
select is(public.queue_match_reminders('2026-12-19T18:00:00Z'), 0, 'at most once per entrant and match');

-- A player entered later gets theirs at the next tick -------------------------------------------------------------
select pg_temp.act_as('postgres');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('pending'), null);
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T19:00:00Z'), 1, 'a late entrant is reminded at the next tick');
select is((select count(*)::int from public.email_outbox where template = 'match_reminder'), 3, 'three reminders in all');

-- A later start time moves the end of the window ---------------------------------------------------------------
select pg_temp.act_as('postgres');
delete from public.email_outbox where template = 'match_reminder';
update public.matches set start_time = '14:30' where id = pg_temp.fx('match');
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-20T19:00:00Z'), 3, 'before a 14:30 start (19:30 UTC) the reminder still goes');
select is((select payload ->> 'startTime' from public.email_outbox where template = 'match_reminder' limit 1), '14:30', 'with that start time');
select pg_temp.act_as('postgres');
delete from public.email_outbox where template = 'match_reminder';
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-20T19:30:00Z'), 0, 'from the start on: nothing');

-- Cancelled, final, e-mail off ------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Course flooded' where id = pg_temp.fx('match');
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T15:00:00Z'), 0, 'a cancelled match: nothing');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null where id = pg_temp.fx('match');
update public.settings set value = 'false' where key = 'emailEnabled';
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T15:00:00Z'), 0, 'e-mail off: nothing');
select pg_temp.act_as('postgres');
update public.settings set value = 'true' where key = 'emailEnabled';
update public.players set status = 'INACTIVE' where id = pg_temp.fx('other');
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T15:00:00Z'), 2, 'an inactive member is not reminded');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox where template = 'match_reminder' and to_email = 'oscar.other@test.example'), 0, 'Oscar (inactive) got none');
select is((select count(distinct dedupe_key)::int from public.email_outbox where template = 'match_reminder'), 2, 'each with its own dedupe key');

select * from finish();
rollback;

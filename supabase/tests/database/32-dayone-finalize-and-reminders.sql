-- Issue #14 item 7 (day one of a new organiser): why Finalize is refused (get_finalize_readiness and the
-- write's own refusals, one list: private.finalize_problem), the paymentInstructions and
-- paymentReminderDays settings, and payment reminders (admin: queue_payment_reminders; scheduler:
-- queue_automatic_payment_reminders, at most one automatic reminder per entrant per match).
-- Fixture match (00-helpers.sql): STB_V2 1000 and SKINS_GROSS 500 per entry, Alice and Oscar entered,
-- nothing paid (each owes 1500), payment required before play, dated 2026-12-20.
begin;
select plan(57);

select tests.setup_fixtures();

create function pg_temp.readiness() returns json language sql as $$
  select public.get_finalize_readiness(pg_temp.fx('match'))
$$;
create function pg_temp.reminders_to(p_player text) returns integer language sql as $$
  select count(*)::integer from public.email_outbox o join public.players p on p.email = o.to_email
  where o.template = 'payment_reminder' and p.id = pg_temp.fx(p_player) and o.payload ->> 'matchId' = pg_temp.fx('match')::text
$$;

-- Finalize readiness: actors ---------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.readiness() $$, '42501', 'Admin access required', 'anonymous: no readiness');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.readiness() $$, '42501', 'Admin access required', 'pending player: no readiness');
select pg_temp.act_as('active');
select throws_ok($$ select pg_temp.readiness() $$, '42501', 'Admin access required', 'the entrant: no readiness');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.readiness() $$, '42501', 'Admin access required', 'another player: no readiness');

-- Finalize readiness: each reason, in order ------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select public.get_finalize_readiness(gen_random_uuid()) $$, 'PT404', 'Match not found', 'an unknown match');
select is(pg_temp.readiness()::jsonb,
  jsonb_build_object('can_finalize', false, 'problem', 'A match cannot be finalized before its date', 'entries', 2, 'unpaid_entries', 2, 'unattested_cards', 2),
  'a match dated in the future: not yet');

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(pg_temp.readiness() ->> 'problem', 'All entries must be paid before results can be finalized', 'today, payment required, 2 unpaid');
select is((pg_temp.readiness() ->> 'unpaid_entries')::int, 2, 'the unpaid entries are counted');
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, true) $$, '23514',
  'All entries must be paid before results can be finalized', 'the write refuses with the same reason');

select pg_temp.act_as('postgres');
update public.matches set require_payment_before_play = false where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(pg_temp.readiness()::jsonb,
  jsonb_build_object('can_finalize', true, 'problem', null, 'entries', 2, 'unpaid_entries', 2, 'unattested_cards', 2),
  'unpaid entries do not block a match that does not require payment');

select pg_temp.act_as('postgres');
delete from public.match_entries where match_id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(pg_temp.readiness() ->> 'problem', 'A match with no entries cannot be finalized', 'no entries: nothing to finalize');
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, true) $$, '23514',
  'A match with no entries cannot be finalized', 'the write refuses a match with no entries');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, false) $$, 'saving (not finalizing) stays possible');

select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(pg_temp.readiness() ->> 'problem', 'This match has been called off. It takes no scores, entries or payments.', 'cancelled: never finalized');
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, false) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'a cancelled match takes no results');
select pg_temp.as_engine(false);
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, true) $$, '42501', 'Admin access required',
  'the write still needs the admin session');
select is((select is_final from public.matches where id = pg_temp.fx('match')), false, 'nothing was finalized');

-- Settings ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.upsert_admin_setting('paymentInstructions', 'Venmo @someone-else') $$, '42501', 'Admin access required', 'anonymous cannot set the instructions');
select pg_temp.act_as('active');
select throws_ok($$ select public.upsert_admin_setting('paymentInstructions', 'Venmo @someone-else') $$, '42501', 'Admin access required', 'a player cannot set the instructions');
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('paymentInstructions', 'Venmo @club-treasurer') $$, 'the admin sets the payment instructions');
select throws_ok($$ select public.upsert_admin_setting('paymentInstructions', repeat('x', 501)) $$, '23514', 'Payment instructions must be 500 characters or less', 'at most 500 characters');
select lives_ok($$ select public.upsert_admin_setting('paymentReminderDays', '3') $$, 'reminder days 3');
select throws_ok($$ select public.upsert_admin_setting('paymentReminderDays', '31') $$, '23514', 'Reminder days must be a whole number from 0 to 30', 'at most 30 days');
select throws_ok($$ select public.upsert_admin_setting('paymentReminderDays', 'two') $$, '23514', 'Reminder days must be a whole number from 0 to 30', 'a number');
select throws_ok($$ select public.upsert_admin_setting('paymentReminderDays', '-1') $$, '23514', 'Reminder days must be a whole number from 0 to 30', 'not negative');
select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb #>> '{extra,paymentInstructions}', 'Venmo @club-treasurer', 'anyone reads the instructions (invitation page)');
select is(public.get_public_settings()::jsonb #>> '{extra,paymentReminderDays}', '3', 'and the reminder days');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'SETTING_CHANGED' and target_id in ('paymentInstructions', 'paymentReminderDays')), 2, 'each change audited');

-- Payment reminders from the admin ----------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, date = private.club_today() + 3, require_payment_before_play = true
where id = pg_temp.fx('match');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('other'), null);

select pg_temp.act_as('anon');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'anonymous cannot send reminders');
select pg_temp.act_as('pending');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'a pending player cannot send reminders');
select pg_temp.act_as('active');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'an entrant cannot send reminders');
select pg_temp.act_as('other');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'another player cannot send reminders');
select is((select count(*)::int from public.email_outbox where template = 'payment_reminder'), 0, 'nothing queued by the refused calls');

select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_payment_reminders(gen_random_uuid()) $$, 'PT404', 'Match not found', 'an unknown match');
select is((public.queue_payment_reminders(pg_temp.fx('match')) ->> 'queued')::int, 2, 'both unpaid entrants get a reminder');
select pg_temp.act_as('postgres');
select is(pg_temp.reminders_to('active'), 1, 'Alice is reminded');
select is((select (payload ->> 'amountDueCents')::int from public.email_outbox where template = 'payment_reminder' and to_email = 'alice.active@test.example'),
  1500, 'with what she owes');
select is((select payload ->> 'automatic' from public.email_outbox where template = 'payment_reminder' and to_email = 'alice.active@test.example'),
  'false', 'marked as sent by the admin');
select is((select count(*)::int from public.audit_log where action = 'PAYMENT_REMINDERS_SENT' and target_id = pg_temp.fx('match')::text), 1, 'the send is audited');

select pg_temp.act_as('admin');
select is((public.queue_payment_reminders(pg_temp.fx('match')) ->> 'queued')::int, 0, 'a second click in the same minute queues nothing new');
select public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', null);
select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 1000, 'CASH', null);
select pg_temp.act_as('postgres');
delete from public.email_outbox where template = 'payment_reminder';
select pg_temp.act_as('admin');
select is((public.queue_payment_reminders(pg_temp.fx('match')) ->> 'queued')::int, 1, 'only the entrant still owing is reminded');
select pg_temp.act_as('postgres');
select is((select (payload ->> 'amountDueCents')::int from public.email_outbox where template = 'payment_reminder'), 500, 'for what is left: $5.00');
select is(pg_temp.reminders_to('active'), 0, 'the paid entrant gets none');

select pg_temp.act_as('admin');
select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 500, 'CASH', null);
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '23514', 'Nobody owes money for this match: there is no one to remind', 'everyone paid');

select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'emailEnabled';
insert into public.settings (key, value) select 'emailEnabled', 'false' where not exists (select 1 from public.settings where key = 'emailEnabled');
select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '23514', 'Email notifications are disabled. Enable them in settings first.', 'e-mail off');
select pg_temp.act_as('postgres');
update public.settings set value = 'true' where key = 'emailEnabled';
update public.matches set cancelled_at = now(), cancel_reason = 'Course closed' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '23514', 'This match has been called off. It takes no scores, entries or payments.', 'cancelled match');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_payment_reminders(pg_temp.fx('match')) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final match');

-- Automatic reminders (the scheduler) ---------------------------------------------------------------------------
-- Two matches of their own (the database may hold others): "soon" 3 days away, Alice paid and Oscar not;
-- "later" 5 days away, Alice not paid. paymentReminderDays is 3 (set above).
create function pg_temp.auto_reminders(p_match text) returns integer language sql as $$
  select count(*)::integer from public.email_outbox o
  where o.template = 'payment_reminder' and o.payload ->> 'matchId' = pg_temp.fx(p_match)::text
$$;
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('soon', gen_random_uuid()), ('later', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, capacity) values
  (pg_temp.fx('soon'), 'Soon Match', private.club_today() + 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 4),
  (pg_temp.fx('later'), 'Later Match', private.club_today() + 5, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 4);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('soon'), 'STB_V2', true, 1000, 'PER_PLAYER'), (pg_temp.fx('later'), 'STB_V2', true, 1000, 'PER_PLAYER');
select private.enter_player(pg_temp.fx('soon'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('soon'), pg_temp.fx('other'), null);
select private.enter_player(pg_temp.fx('later'), pg_temp.fx('active'), null);
select pg_temp.act_as('admin');
select public.record_payment(pg_temp.fx('soon'), pg_temp.fx('active'), 1000, 'CASH', null);

select pg_temp.act_as('anon');
select throws_ok($$ select public.queue_automatic_payment_reminders() $$, '42501', 'permission denied for function queue_automatic_payment_reminders', 'anonymous cannot run the job');
select pg_temp.act_as('admin');
select throws_ok($$ select public.queue_automatic_payment_reminders() $$, '42501', 'permission denied for function queue_automatic_payment_reminders', 'nor can an admin session over PostgREST');

select pg_temp.as_engine(false);
select public.queue_automatic_payment_reminders();
select pg_temp.act_as('postgres');
select is(pg_temp.auto_reminders('soon'), 1, 'days = 3: one reminder for the match 3 days away…');
select is((select to_email from public.email_outbox where template = 'payment_reminder' and payload ->> 'matchId' = pg_temp.fx('soon')::text),
  'oscar.other@test.example', '…to Oscar, who owes; Alice has paid');
select is((select payload ->> 'automatic' from public.email_outbox where template = 'payment_reminder' and payload ->> 'matchId' = pg_temp.fx('soon')::text),
  'true', 'marked automatic');
select is(pg_temp.auto_reminders('later'), 0, 'the match 5 days away is not due yet');
select pg_temp.as_engine(false);
select public.queue_automatic_payment_reminders();
select pg_temp.act_as('postgres');
select is(pg_temp.auto_reminders('soon'), 1, 'the next run queues nothing more: at most one automatic reminder per entrant per match');

update public.settings set value = '0' where key = 'paymentReminderDays';
delete from public.email_outbox where template = 'payment_reminder';
select pg_temp.as_engine(false);
select is(public.queue_automatic_payment_reminders(), 0, 'days = 0: automatic reminders are off');
select pg_temp.act_as('postgres');
update public.settings set value = '30' where key = 'paymentReminderDays';
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('soon');
select pg_temp.as_engine(false);
select public.queue_automatic_payment_reminders();
select pg_temp.act_as('postgres');
select is(pg_temp.auto_reminders('later'), 1, 'days = 30: the match 5 days away is due');
select is(pg_temp.auto_reminders('soon'), 0, 'a cancelled match never sends reminders');

select * from finish();
rollback;

-- Match lifecycle (issue 14 items 1–3; DESIGN Turn 2 rules 17 and 22): edit a match, its start time, call
-- it off (cancel or postpone). One actor per scenario: anon, pending player, other player, the player, admin.
-- The fixture match (2026-12-20, capacity 4) has Alice and Oscar entered; Ian holds a pending invitation.
begin;
select plan(84);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
insert into fx values ('ian', gen_random_uuid()), ('ina', gen_random_uuid()), ('final', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date) values
  (pg_temp.fx('ian'), 'Ian Invitee', 'ian.invitee@test.example', '8400001', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('ina'), 'Ina Late', 'ina.late@test.example', '8400002', 'ACTIVE', '2026-01-01');
update public.matches set date = private.club_today() + 10 where id = pg_temp.fx('match');
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, is_final, finalized_at)
values (pg_temp.fx('final'), 'Final Match', private.club_today() - 7, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), true, now());

create function pg_temp.mails(p_template text) returns integer language sql as $$
  select count(*)::int from public.email_outbox o where o.template = p_template and o.payload ->> 'matchId' = pg_temp.fx('match')::text
$$;
-- The audit row of that action which changed that field.
create function pg_temp.audit_of(p_action text, p_field text) returns jsonb language sql as $$
  select a.details from public.audit_log a
  where a.action = p_action and a.target_id = pg_temp.fx('match')::text and a.details -> 'changes' ? p_field
$$;

select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('ian')], null, null, true), 1, 'Ian is invited');

-- Start time ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
select is((select o.payload ->> 'teeTime' from public.email_outbox o where o.template = 'match_invite' and o.to_email = 'ian.invitee@test.example'),
  '08:00', 'a match e-mail carries the match''s start time (filled in by the outbox)');
select is((select o.payload ->> 'startMode' from public.email_outbox o where o.template = 'match_invite' and o.to_email = 'ian.invitee@test.example'),
  'TEE_TIMES', 'and its start mode');
select is(private.match_starts_at(pg_temp.fx('match')),
  ((private.club_today() + 10) + time '08:00') at time zone private.club_timezone(), 'a match starts at its start time in the club zone');

-- update_match: who ----------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_time": "09:00"}') $$, '42501', 'Admin access required', 'anon cannot edit a match');
select pg_temp.act_as('pending');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_time": "09:00"}') $$, '42501', 'Admin access required', 'a pending player cannot edit a match');
select pg_temp.act_as('other');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_time": "09:00"}') $$, '42501', 'Admin access required', 'another player cannot edit a match');
select pg_temp.act_as('active');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_time": "09:00"}') $$, '42501', 'Admin access required', 'an entrant cannot edit their match');

-- update_match: bad input ---------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"capacity": 1}') $$, '23514',
  'Capacity can''t be lower than the 2 players already entered. Remove entries first.', 'capacity below the entries is refused');
select lives_ok($$ select public.update_match(pg_temp.fx('match'), '{"capacity": 2}') $$, 'capacity equal to the entries is accepted');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_time": "25:00"}') $$, '22023',
  'Start time must be a time of day, like 08:30', 'an impossible start time is refused');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"start_mode": "ROLLING"}') $$, '22023',
  'Start must be tee times or shotgun', 'an unknown start mode is refused');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"cancelled_at": "2026-01-01"}') $$, '22023',
  'This match field cannot be changed: cancelled_at', 'calling off is not an edit');
select throws_ok($$ select public.update_match(pg_temp.fx('final'), '{"notes": "typo"}') $$, '23514',
  'This match has been finalized. Results are locked and can only be viewed.', 'a finalized match cannot be edited');
select is(pg_temp.mails('match_updated'), 0, 'no e-mail for a capacity change or the refused edits');

-- update_match: date and start ----------------------------------------------------------------------------------
select lives_ok(format($$ select public.update_match(%L, '{"date": %s, "start_time": "07:30", "start_mode": "SHOTGUN", "capacity": 6}') $$,
  pg_temp.fx('match'), to_json(private.club_today() + 12)), 'the admin moves the match two days and to a 7:30 shotgun');
select results_eq($$ select date, start_time, start_mode, capacity from public.matches where id = pg_temp.fx('match') $$,
  $$ values (private.club_today() + 12, time '07:30', 'SHOTGUN', 6) $$, 'every changed field is stored');
select ok(exists (select 1 from public.audit_log a where a.action = 'MATCH_EDITED' and a.target_id = pg_temp.fx('match')::text
                   and a.details -> 'changes' -> 'date' = jsonb_build_object('old', private.club_today() + 10, 'new', private.club_today() + 12)),
  'the audit keeps the date before → after');
select is(pg_temp.audit_of('MATCH_EDITED', 'start_time') -> 'changes' -> 'start_time', '{"old": "08:00:00", "new": "07:30:00"}'::jsonb,
  'and the start time before → after');
select is(pg_temp.mails('match_updated'), 3, 'one "match updated" e-mail each for Alice, Oscar and Ian (pending invitee)');
select is((select array_agg(o.to_email order by o.to_email) from public.email_outbox o where o.template = 'match_updated'),
  array['alice.active@test.example', 'ian.invitee@test.example', 'oscar.other@test.example'], 'to the entrants and the pending invitee');
select is((select o.payload -> 'changes' from public.email_outbox o where o.template = 'match_updated' limit 1),
  jsonb_build_array(
    jsonb_build_object('field', 'date', 'before', private.club_today() + 10, 'after', private.club_today() + 12),
    jsonb_build_object('field', 'start', 'before', '08:00', 'beforeMode', 'TEE_TIMES', 'after', '07:30', 'afterMode', 'SHOTGUN')),
  'the e-mail says what changed: date and start');
select results_eq($$ select o.payload ->> 'teeTime', o.payload ->> 'includeIcs', o.payload ->> 'matchDate' from public.email_outbox o where o.template = 'match_updated' limit 1 $$,
  $$ values ('07:30', 'true', (private.club_today() + 12)::text) $$, 'with the new date and start and a calendar file');
select lives_ok($$ select public.update_match(pg_temp.fx('match'), '{"name": "Renamed Match", "notes": "Bring layers"}') $$, 'a name and notes change');
select is(pg_temp.mails('match_updated'), 3, 'does not e-mail the field');

-- The status and start time on the screens --------------------------------------------------------------------
select pg_temp.act_as('anon');
select results_eq($$ select m.status, m.start_time, m.start_mode from public.get_matches_list('ALL') m where m.id = pg_temp.fx('match') $$,
  $$ values ('DRAFT', '07:30', 'SHOTGUN') $$, 'the matches list shows status and start');
select is(public.get_match_detail(pg_temp.fx('match')) -> 'match' ->> 'start_time', '07:30:00', 'the match page has the start time');

-- postpone_match ----------------------------------------------------------------------------------------------------
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('match'), private.club_today() + 20),
  '42501', 'Admin access required', 'anon cannot postpone');
select pg_temp.act_as('pending');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('match'), private.club_today() + 20),
  '42501', 'Admin access required', 'a pending player cannot postpone');
select pg_temp.act_as('other');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('match'), private.club_today() + 20),
  '42501', 'Admin access required', 'another player cannot postpone');
select pg_temp.act_as('active');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('match'), private.club_today() + 20),
  '42501', 'Admin access required', 'an entrant cannot postpone');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, '  ') $$, pg_temp.fx('match'), private.club_today() + 20),
  '23514', 'Say why the match is postponed', 'a postponement needs a reason');
select throws_ok(format($$ select public.postpone_match(%L, null, null, 'Frost') $$, pg_temp.fx('match')),
  '23514', 'Choose the new date', 'and a new date');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('match'), private.club_today() - 1),
  '23514', 'The new date can''t be in the past', 'not in the past');
select throws_ok(format($$ select public.postpone_match(%L, %L, '07:30', 'Frost') $$, pg_temp.fx('match'), private.club_today() + 12),
  '23514', 'Choose a different date or start time', 'that actually moves the match');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Frost') $$, pg_temp.fx('final'), private.club_today() + 20),
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'a finalized match cannot be postponed');
select is(public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', null) ->> 'paid_cents', '1500', 'Alice pays $15');
select is(public.postpone_match(pg_temp.fx('match'), private.club_today() + 20, '09:10', 'Frost on the greens'), 3,
  'the admin postpones the match; three people are told');
select results_eq($$ select date, start_time, cancelled_at from public.matches where id = pg_temp.fx('match') $$,
  $$ values (private.club_today() + 20, time '09:10', null::timestamptz) $$, 'the match moves to the new date and time and stays on');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match')), 2, 'entries stay');
select is((select sum(amount_cents)::int from public.match_payments where match_id = pg_temp.fx('match')), 1500, 'money stays');
select is(pg_temp.audit_of('MATCH_POSTPONED', 'date') ->> 'reason', 'Frost on the greens', 'the postponement is audited with its reason');
select is(pg_temp.audit_of('MATCH_POSTPONED', 'start_time') -> 'changes' -> 'start_time', '{"old": "07:30:00", "new": "09:10:00"}'::jsonb, 'and before → after');
select is(pg_temp.mails('match_postponed'), 3, 'entrants and the pending invitee get the new date');
select results_eq($$ select o.payload ->> 'reason', o.payload ->> 'previousDate', o.payload ->> 'teeTime', o.payload ->> 'includeIcs'
                     from public.email_outbox o where o.template = 'match_postponed' limit 1 $$,
  $$ values ('Frost on the greens', (private.club_today() + 12)::text, '09:10', 'true') $$, 'with the reason, the old date and a calendar file');

-- cancel_match: who and bad input ----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), 'Rain') $$, '42501', 'Admin access required', 'anon cannot cancel');
select pg_temp.act_as('pending');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), 'Rain') $$, '42501', 'Admin access required', 'a pending player cannot cancel');
select pg_temp.act_as('other');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), 'Rain') $$, '42501', 'Admin access required', 'another player cannot cancel');
select pg_temp.act_as('active');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), 'Rain') $$, '42501', 'Admin access required', 'an entrant cannot cancel');
select pg_temp.act_as('admin');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), '') $$, '23514', 'Say why the match is called off', 'a cancellation needs a reason');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), repeat('x', 501)) $$, '23514', 'Reason must be 500 characters or less', 'a short one');
select throws_ok($$ select public.cancel_match(pg_temp.fx('final'), 'Rain') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'a finalized match cannot be cancelled');
select is((select cancelled_at from public.matches where id = pg_temp.fx('match')), null, 'nothing was written by the refused calls');

-- cancel_match ----------------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx('match'), pg_temp.fx('active'), 4);
select pg_temp.act_as('admin');
select is(public.cancel_match(pg_temp.fx('match'), 'Course closed after overnight rain'), 3, 'the admin cancels; three people are told');
select results_eq($$ select cancelled_at is not null, cancel_reason, is_final from public.matches where id = pg_temp.fx('match') $$,
  $$ values (true, 'Course closed after overnight rain', false) $$, 'the match is called off with its reason');
select is((select status from public.match_invites where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('ian')), 'CANCELLED',
  'the pending invitation is cancelled');
select is(pg_temp.mails('match_cancelled'), 3, 'entrants and the (formerly) pending invitee are e-mailed');
select is((select o.payload ->> 'reason' from public.email_outbox o where o.template = 'match_cancelled' limit 1), 'Course closed after overnight rain',
  'with the reason');
select is(pg_temp.audit_of('MATCH_CANCELLED', 'cancel_reason') ->> 'reason', 'Course closed after overnight rain', 'the cancellation is audited with its reason');
select is((select sum(amount_cents)::int from public.match_payments where match_id = pg_temp.fx('match')), 1500,
  'money paid stays recorded (the treasurer credits or refunds it)');
select throws_ok($$ select public.cancel_match(pg_temp.fx('match'), 'Again') $$, '23514',
  'This match has been called off and can no longer be changed.', 'a called-off match is not cancelled twice');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"notes": "x"}') $$, '23514',
  'This match has been called off and can no longer be changed.', 'nor edited');
select throws_ok(format($$ select public.postpone_match(%L, %L, null, 'Later') $$, pg_temp.fx('match'), private.club_today() + 30), '23514',
  'This match has been called off and can no longer be changed.', 'nor postponed');

-- Cancelled everywhere ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(public.get_match_detail(pg_temp.fx('match')) -> 'match' ->> 'status', 'CANCELLED', 'the match page says Cancelled');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, false, 'and offers no score entry');
select pg_temp.act_as('active');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, false, 'not even to an entrant');
select pg_temp.act_as('anon');
select results_eq($$ select m.status, m.cancel_reason from public.get_matches_list('UPCOMING') m where m.id = pg_temp.fx('match') $$,
  $$ values ('CANCELLED', 'Course closed after overnight rain') $$, 'the matches list says Cancelled');
-- (the demo league has a cancelled match of its own)
select results_eq($$ select bool_and(m.status = 'CANCELLED'), bool_or(m.id = pg_temp.fx('match')) from public.get_matches_list('ALL', 'CANCELLED') m $$,
  $$ values (true, true) $$, 'the status filter accepts CANCELLED: only cancelled matches, this one among them');
select is((select count(*)::int from public.get_matches_list('ALL', 'DRAFT') m where m.id = pg_temp.fx('match')), 0, 'and DRAFT leaves it out');
select throws_ok($$ select * from public.get_matches_list('ALL', 'POSTPONED') $$, '22023', 'Status must be DRAFT, IN_PROGRESS, FINAL or CANCELLED',
  'an unknown status is refused');

-- A called-off match takes no scores, entries, opt-in changes, payments, invitations or acceptances ----------------------
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), array_fill(4, array[18])) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'an admin cannot save a score');
select throws_ok($$ select public.add_match_entry(pg_temp.fx('match'), pg_temp.fx('ina')) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'nor add an entry');
select throws_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 1500, 'CASH', null) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'nor record a payment');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('active'), array[]::uuid[]) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'nor change opt-ins');
select throws_ok($$ select public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('ina')], null, null, false) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'nor invite');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx('match'), pg_temp.fx('other'), 4) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'the scorecards table refuses a card');
select throws_ok($$ update public.scorecards set hole_1 = 5 where match_id = pg_temp.fx('match') $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'and a change to a card written before');
select throws_ok($$ insert into public.match_entries (match_id, player_id) values (pg_temp.fx('match'), pg_temp.fx('ina')) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'the entries table refuses an entry');
select throws_ok($$ insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx('match'), pg_temp.fx('other'), 100, 'CASH') $$,
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'the payments table refuses a payment');
select throws_ok($$ delete from public.match_entry_opt_ins where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') $$,
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'the opt-ins table refuses a change');
select throws_ok($$ update public.match_invites set status = 'ACCEPTED', responded_at = now() where match_id = pg_temp.fx('match') $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'an invitation cannot be accepted');
select throws_ok($$ insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx('match'), pg_temp.fx('ina')) $$, '23514',
  'This match has been called off. It takes no scores, entries or payments.', 'nobody joins the waitlist');
select lives_ok($$ update public.match_payments set note = 'kept' where match_id = pg_temp.fx('match') $$,
  'the treasurer can still annotate the payments already made (the money side settles them)');
select lives_ok($$ delete from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other') $$,
  'an entry can still be removed (its opt-ins go with it)');

select * from finish();
rollback;

-- The organiser's day-one list, server side: the waitlist hears of a call-off or postponement and a
-- called-off match leaves its home; invitations and promotions carry the money facts; a withdrawn invitee's
-- invitation reads WITHDRAWN; a self-joined member changes games until the cut-off; reminders give each
-- group's tee time; invitations on a started match are refused with a reason and the default deadline is
-- never past; the invitation says a match is full and the waitlist position.
begin;
select plan(42);
select tests.setup_fixtures();
select pg_temp.act_as('postgres');
update public.settings set value = 'true' where key = 'emailEnabled';

insert into pg_temp.fx (key, id) values ('p3', gen_random_uuid()), ('p4', gen_random_uuid()), ('m2', gen_random_uuid()),
  ('m3', gen_random_uuid()), ('m4', gen_random_uuid()), ('g1', gen_random_uuid()), ('g2', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('p3'), 'Pia Three', 'pia.three@test.example', '5900003', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('p4'), 'Quinn Four', 'quinn.four@test.example', '5900004', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash) values (pg_temp.fx('p3'), private.token_hash('tok-p3'));
-- A second match, full with Oscar, Alice and a guest waiting.
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, capacity)
values (pg_temp.fx('m2'), 'Waitlist Match', '2026-12-21', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 1);
select private.enter_player(pg_temp.fx('m2'), pg_temp.fx('other'), null);
insert into public.match_waitlist (match_id, player_id, email) values
  (pg_temp.fx('m2'), pg_temp.fx('active'), 'alice.active@test.example'),
  (pg_temp.fx('m2'), null, 'guest.waiting@test.example');

-- 1. The waitlist hears of a postponement and a call-off ------------------------------------------------------
select pg_temp.act_as('admin');
select is(public.postpone_match(pg_temp.fx('m2'), '2026-12-22', null, 'Frost delay'), 3,
  'postponing tells the entrant and both on the waitlist');
select is((select payload ->> 'previousDate' from public.email_outbox where template = 'match_postponed' and to_email = 'alice.active@test.example'),
  '2026-12-21', 'a waiting member is told the match moved from its old date');
select is((select count(*)::int from public.email_outbox where template = 'match_postponed' and to_email = 'guest.waiting@test.example'),
  1, 'an e-mail-only guest on the waitlist is told too');
select is((select count(*)::int from public.match_waitlist where match_id = pg_temp.fx('m2') and promoted_at is null), 2,
  'a postponed match keeps its waitlist');
select is(public.get_match_detail(pg_temp.fx('m2'))::jsonb -> 'match' ->> 'postponed_from', '2026-12-21',
  'the match page reads the date the match was postponed from');
select pg_temp.act_as('active');
select ok(public.get_my_home()::jsonb -> 'waitlisted' @> jsonb_build_array(jsonb_build_object('match_id', pg_temp.fx('m2'))),
  'the waiting member''s home lists the postponed match');
select pg_temp.act_as('admin');
select is(public.cancel_match(pg_temp.fx('m2'), 'Course flooded'), 3, 'calling off tells the entrant and both on the waitlist');
select is((select payload ->> 'reason' from public.email_outbox where template = 'match_cancelled' and to_email = 'alice.active@test.example'),
  'Course flooded', 'the waiting member gets the call-off with its reason');
select is((select count(*)::int from public.email_outbox where template = 'match_cancelled' and to_email = 'guest.waiting@test.example'),
  1, 'the waiting guest gets the call-off');
select is((select count(*)::int from public.match_waitlist where match_id = pg_temp.fx('m2') and promoted_at is null), 0,
  'the called-off match''s waitlist is cleared');
select pg_temp.act_as('active');
select ok(not (public.get_my_home()::jsonb -> 'waitlisted' @> jsonb_build_array(jsonb_build_object('match_id', pg_temp.fx('m2')))),
  'the called-off match leaves the waiting member''s home');
select pg_temp.act_as('postgres');
select is((select details ->> 'removed' from public.audit_log where action = 'MATCH_WAITLIST_CLEARED' and target_id = pg_temp.fx('m2')::text),
  '2', 'clearing the waitlist is audited with the count');

-- 4. Reminders give each player their group's tee time --------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Not part of this test'
where id <> pg_temp.fx('match') and not is_final and cancelled_at is null;
insert into public.match_groups (id, match_id, number, tee_time) values
  (pg_temp.fx('g1'), pg_temp.fx('match'), 1, '08:00'), (pg_temp.fx('g2'), pg_temp.fx('match'), 2, '08:20');
update public.match_entries set group_id = pg_temp.fx('g1') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active');
update public.match_entries set group_id = pg_temp.fx('g2') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other');
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T14:00:00Z'), 2, 'one reminder per entrant');
select results_eq($$ select to_email, payload ->> 'startTime', payload ->> 'groupNumber', payload ->> 'matchStartTime'
                    from public.email_outbox where template = 'match_reminder' order by to_email $$,
  $$ values ('alice.active@test.example', '08:00', '1', '08:00'), ('oscar.other@test.example', '08:20', '2', '08:00') $$,
  'each reminder gives the player''s own group''s tee time and group, beside the match start');
select pg_temp.act_as('postgres');
delete from public.email_outbox where template = 'match_reminder';
update public.matches set start_mode = 'SHOTGUN' where id = pg_temp.fx('match');
update public.match_groups set tee_time = null, start_hole = number * 5 where match_id = pg_temp.fx('match');
select pg_temp.as_engine(false);
select is(public.queue_match_reminders('2026-12-19T14:00:00Z'), 2, 'a shotgun match reminds each entrant too');
select results_eq($$ select to_email, payload ->> 'startTime', payload ->> 'startHole' from public.email_outbox
                    where template = 'match_reminder' order by to_email $$,
  $$ values ('alice.active@test.example', '08:00', '5'), ('oscar.other@test.example', '08:00', '10') $$,
  'at a shotgun start everyone has the match start and their own starting hole');
select pg_temp.act_as('postgres');
update public.matches set start_mode = 'TEE_TIMES' where id = pg_temp.fx('match');
update public.match_entries set group_id = null where match_id = pg_temp.fx('match');
delete from public.match_groups where match_id = pg_temp.fx('match');

-- 2. The invitation carries the payment rule; the invitation page says a full match and the position --------
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('p3'), pg_temp.fx('p4')], null, null, true), 2,
  'two invitations sent');
select is((select payload -> 'requirePaymentBeforePlay' from public.email_outbox where template = 'match_invite' and to_email = 'pia.three@test.example'),
  'true'::jsonb, 'the invitation e-mail says payment is required before play');
select pg_temp.act_as('postgres');
insert into private.invite_tokens (token_hash, invite_id)
select private.token_hash('tok-inv-' || p.key), i.id
from public.match_invites i join pg_temp.fx p on p.id = i.player_id
where i.match_id = pg_temp.fx('match') and p.key in ('p3', 'p4');
select pg_temp.act_as('anon');
select is(public.get_invitation('tok-inv-p3')::jsonb -> 'seats',
  '{"capacity": 4, "entered": 2, "full": false, "allow_waitlist": true, "waitlist_position": null}'::jsonb,
  'with seats left the invitation says so and gives no waitlist position');
select pg_temp.act_as('postgres');
update public.matches set capacity = 2 where id = pg_temp.fx('match');
select pg_temp.act_as('anon');
select is(public.get_invitation('tok-inv-p3')::jsonb -> 'seats',
  '{"capacity": 2, "entered": 2, "full": true, "allow_waitlist": true, "waitlist_position": 1}'::jsonb,
  'a full match says so, with the waitlist place accepting would give, before the member picks games');
select is(public.respond_to_invitation('tok-inv-p4', true, array[pg_temp.fx('stb')])::jsonb ->> 'outcome', 'WAITLISTED', 'the first to accept waits');
select is((public.get_invitation('tok-inv-p4')::jsonb -> 'seats' ->> 'waitlist_position')::int, 1, 'and the invitation shows their own place');
select is((public.get_invitation('tok-inv-p3')::jsonb -> 'seats' ->> 'waitlist_position')::int, 2, 'the next invitee would be second');

-- 2. The promotion e-mail says what is due -------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set capacity = 3 where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.promote_waitlist(%L) $$,
  (select id from public.match_waitlist where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('p4'))), 'the admin promotes the waiting invitee');
select pg_temp.act_as('postgres');
select is((select (payload ->> 'dueCents')::bigint from public.email_outbox where template = 'waitlist_promoted' and to_email = 'quinn.four@test.example'),
  (select outstanding_cents from private.match_money_one(pg_temp.fx('match')) where player_id = pg_temp.fx('p4')),
  'the promotion e-mail says what the new entrant owes');
select ok((select (payload ->> 'dueCents')::bigint > 0 and (payload -> 'requirePaymentBeforePlay')::boolean
           from public.email_outbox where template = 'waitlist_promoted' and to_email = 'quinn.four@test.example'),
  'a real amount, with the pay-before-play rule');

-- 3. A withdrawn invitee's invitation no longer reads ACCEPTED ----------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set capacity = 4 where id = pg_temp.fx('match');
select pg_temp.act_as('anon');
select is(public.respond_to_invitation('tok-inv-p3', true, '{}')::jsonb ->> 'outcome', 'ENTERED', 'Pia accepts and is entered');
select pg_temp.act_as('admin');
select is((select status from public.get_match_invitations(pg_temp.fx('match')) where player_id = pg_temp.fx('p3')), 'ACCEPTED',
  'her invitation reads ACCEPTED');
select pg_temp.act_as('p3');
select lives_ok($$ select public.withdraw_from_match(pg_temp.fx('match')) $$, 'she withdraws');
select pg_temp.act_as('admin');
select is((select status from public.get_match_invitations(pg_temp.fx('match')) where player_id = pg_temp.fx('p3')), 'WITHDRAWN',
  'the admin''s invitations list says WITHDRAWN, not ACCEPTED');
select pg_temp.act_as('anon');
select is(public.get_invitation('tok-inv-p3')::jsonb -> 'invite' ->> 'status', 'WITHDRAWN', 'and so does her invitation page');
select is(public.respond_to_invitation('tok-inv-p3', true, '{}')::jsonb ->> 'outcome', 'ENTERED', 'she may come back through the link');
select is(public.get_invitation('tok-inv-p3')::jsonb -> 'invite' ->> 'status', 'ACCEPTED', 'and it reads ACCEPTED again');

-- 3. A self-joined member changes games until the cut-off ----------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok(format($$ select public.set_my_opt_ins(%L, '{}') $$, pg_temp.fx('match')), '42501', null,
  'a visitor cannot change anyone''s games');
select pg_temp.act_as('active');
select is(public.set_my_opt_ins(pg_temp.fx('match'), array[pg_temp.fx('stb')])::jsonb -> 'match_game_ids',
  jsonb_build_array(pg_temp.fx('stb')), 'an entrant who joined without an invitation picks their games');
select is((select array_agg(match_game_id) from public.match_entry_opt_ins
           where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') and opted_in), array[pg_temp.fx('stb')],
  'only Stableford stays on');
select throws_ok(format($$ select public.set_my_opt_ins(%L, '{}') $$, pg_temp.fx('m2')), '23514', 'This match has been called off. It takes no scores, entries or payments.',
  'not in a called-off match');
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today(), start_time = '00:00' where id = pg_temp.fx('match');
select pg_temp.act_as('active');
select throws_ok(format($$ select public.set_my_opt_ins(%L, '{}') $$, pg_temp.fx('match')), 'PT403',
  'Side games can no longer be changed: the RSVP deadline or the match start has passed. Ask an admin.',
  'not after the start');

-- 5. Invitations on a started match say why; the default deadline is never past -----------------------------
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.create_invitations(%L, array[%L]::uuid[], null, null, true) $$, pg_temp.fx('match'), pg_temp.fx('p4')),
  '23514', 'This match has started: invitations can no longer be sent.', 'a started match refuses invitations with the reason');
select throws_ok(format($$ select public.create_invitations(%L, array[%L]::uuid[], null, null, true) $$, pg_temp.fx('m2'), pg_temp.fx('p4')),
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a called-off match says it is called off');
select pg_temp.act_as('postgres');
insert into public.matches (id, name, date, start_time, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('m4'), 'Late Today', private.club_today(), '23:59', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('m4'), array[pg_temp.fx('p4')], null, null, true), 1,
  'a match later today takes invitations with the default deadline');
select pg_temp.act_as('postgres');
select is((select expires_at from public.match_invites where match_id = pg_temp.fx('m4')), private.match_starts_at(pg_temp.fx('m4')),
  'the default deadline, past the day before at 18:00, is the match''s start');

select * from finish();
rollback;

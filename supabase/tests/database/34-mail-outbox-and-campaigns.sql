-- E-mail that arrives at once and never silently fails (issue #15 item 5, and item 8's weekly leaders):
-- the outbox kick, bulk sends as campaigns, the Outbox page's RPCs, one match's field, the weekly leaders'
-- once-a-week rule, and the sign-up and results-are-in notices. One actor per scenario.
begin;
select plan(76);

-- pg_temp.act_as / fx / val / keep and the fixtures: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

create function pg_temp.outbox_count(p_where text) returns bigint language plpgsql as $$
declare v bigint;
begin
  execute 'select count(*) from public.email_outbox where ' || p_where into v;
  return v;
end $$;
grant execute on function pg_temp.outbox_count(text) to anon, authenticated, service_role;
-- A clean slate: only this file's messages count below.
delete from public.email_outbox;

-- The kick ------------------------------------------------------------------------------------------
select has_trigger('public', 'email_outbox', 'email_outbox_kick', 'queueing mail kicks the outbox');
select is(current_setting('fairway.outbox_kicked', true), null, 'nothing kicked yet in this transaction');
insert into public.email_outbox (template, to_email, payload, next_attempt_at) values ('custom', 'later@test.example', '{"subject":"s","message":"m"}', now() + interval '1 hour');
select is(coalesce(current_setting('fairway.outbox_kicked', true), ''), '', 'a message due later does not kick');
insert into public.email_outbox (template, to_email, payload) values ('custom', 'now@test.example', '{"subject":"s","message":"m"}');
select is(current_setting('fairway.outbox_kicked', true), 'yes', 'a message due now kicks (NOTIFY email_outbox at commit, pg_net on hosted)');
select ok(not has_function_privilege(r, 'private.kick_email_outbox()', 'execute'), r || ' cannot kick the outbox directly')
from unnest(array['anon', 'authenticated']) r;
delete from public.email_outbox;
select set_config('fairway.outbox_kicked', '', true);

-- Campaigns (the e-mail centre) --------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.create_email_campaign('Hi', 'Hello', array[pg_temp.fx('active')], false) $$, '42501', 'Admin access required', 'anonymous: no campaign');
select pg_temp.act_as('active');
select throws_ok($$ select public.create_email_campaign('Hi', 'Hello', array[pg_temp.fx('active')], false) $$, '42501', 'Admin access required', 'a player: no campaign');
select throws_ok($$ select public.get_email_campaign(null) $$, '42501', 'Admin access required', 'a player: no campaign progress');

select pg_temp.act_as('admin');
select throws_ok($$ select public.create_email_campaign(' ', 'Hello', array[pg_temp.fx('active')], false) $$, '23514', 'Please enter a subject', 'admin: a subject is needed');
select throws_ok($$ select public.create_email_campaign('Hi', '  ', array[pg_temp.fx('active')], false) $$, '23514', 'Please enter a message', 'admin: a message is needed');
select throws_ok($$ select public.create_email_campaign('Hi', 'Hello', '{}', false) $$, '23514', 'Please select at least one recipient', 'admin: a recipient is needed');
select throws_ok($$ select public.create_email_campaign('Hi', 'Hello', array[gen_random_uuid()], false) $$, '22023', 'Player not found', 'admin: an unknown player');
select is(pg_temp.outbox_count('true'), 0::bigint, 'nothing half-written by the refusals');
select pg_temp.keep('stale', (public.create_email_campaign('Stale', 'Hello', array[pg_temp.fx('inactive'), pg_temp.fx('pending')], false) ->> 'id'));
select results_eq(format($$ select status, last_error from public.email_outbox where campaign_id = %L $$, pg_temp.val('stale')),
  $$ values ('FAILED'::text, 'This recipient is not an active player'::text), ('FAILED', 'This recipient is not an active player') $$,
  'admin: a picked player who is no longer active is that address''s failure, not sent');
select pg_temp.act_as('postgres');
delete from public.email_outbox;
select set_config('fairway.outbox_kicked', '', true);
select pg_temp.act_as('admin');

select pg_temp.keep('campaign', (public.create_email_campaign('Saturday', 'Tee off at **8**', array[pg_temp.fx('active'), pg_temp.fx('other')], false) ->> 'id'));
select is(pg_temp.outbox_count(format('campaign_id = %L and template = ''custom'' and status = ''PENDING''', pg_temp.val('campaign'))), 2::bigint, 'admin: one queued message per picked player');
select is((select payload ->> 'message' from public.email_outbox where to_email = 'alice.active@test.example'), 'Tee off at **8**', 'the message travels in the e-mail centre''s markup (the server renders it)');
select is(current_setting('fairway.outbox_kicked', true), 'yes', 'the campaign kicked the outbox: the server sends it, whatever the page does');
select is((select count(*) from public.audit_log where action = 'EMAIL_CAMPAIGN_SENT' and target_id = pg_temp.val('campaign')), 1::bigint, 'the campaign is audited');
select is((public.get_email_campaign(pg_temp.val('campaign')::uuid) ->> 'total')::int, 2, 'progress: total');
select is((public.get_email_campaign(null) ->> 'id'), pg_temp.val('campaign'), 'progress: the latest campaign when no id is given');
select is((public.get_email_campaign(pg_temp.val('campaign')::uuid) ->> 'done')::boolean, false, 'progress: not done while messages wait');
-- The outbox delivers (as the edge function does): one sent, one refused for good.
select pg_temp.act_as('postgres');
update public.email_outbox set status = 'SENT', sent_at = now(), attempts = 1 where to_email = 'alice.active@test.example';
update public.email_outbox set status = 'FAILED', attempts = 1, last_error = 'SMTP 550: Mailbox unavailable' where to_email = 'oscar.other@test.example';
select pg_temp.act_as('admin');
select is(public.get_email_campaign(pg_temp.val('campaign')::uuid)::jsonb - 'results' - 'id' - 'created_at' - 'subject' - 'kind' - 'match_id' - 'audience',
  '{"total": 2, "sent": 1, "failed": 1, "retrying": 0, "waiting": 0, "done": true}'::jsonb, 'progress: counts from the outbox');
select is((select r ->> 'error' from json_array_elements(public.get_email_campaign(pg_temp.val('campaign')::uuid) -> 'results') r where r ->> 'email' = 'oscar.other@test.example'),
  'SMTP 550: Mailbox unavailable', 'results: the failure''s error per address');
select is((public.create_email_campaign('All', 'Everyone', null, true) ->> 'total')::int,
  (select count(*)::int from public.players where status = 'ACTIVE'), 'admin: All Active Players = every active player at send time');
select pg_temp.act_as('postgres');
insert into public.players (name, email, ghin, status, join_date, consent_at)
select 'Bulk ' || g, 'bulk' || g || '@test.example', (9100000 + g)::text, 'ACTIVE', '2026-01-01', now() from generate_series(1, 201) g;
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_email_campaign('All', 'Everyone', null, true) $$, '23514', 'Maximum 200 recipients allowed per send', 'admin: at most 200 recipients');
select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'emailEnabled';
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_email_campaign('Hi', 'Hello', array[pg_temp.fx('active')], false) $$, '23514',
  'Email notifications are disabled. Enable them in settings first.', 'admin: refused while e-mail is off');
select pg_temp.act_as('postgres');
update public.settings set value = 'true' where key = 'emailEnabled';
delete from public.players where email like 'bulk%@test.example';

-- The Outbox page ----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select * from public.get_email_outbox() $$, '42501', 'Admin access required', 'anonymous: no outbox (addresses are admin-only)');
select throws_ok($$ select public.resend_email(gen_random_uuid()) $$, '42501', 'Admin access required', 'anonymous: no resend');
select pg_temp.act_as('other');
select throws_ok($$ select * from public.get_email_outbox() $$, '42501', 'Admin access required', 'a player: no outbox');
select throws_ok($$ select * from public.get_email_outbox_templates() $$, '42501', 'Admin access required', 'a player: no outbox kinds');
select throws_ok($$ select public.resend_email((select id from public.email_outbox limit 1)) $$, '42501', 'Admin access required', 'a player: no resend');
select is_empty($$ select id from public.email_outbox $$, 'a player reads no outbox row directly either');

select pg_temp.act_as('admin');
select is((select count(*) from public.get_email_outbox(null, null, null, 25, 0)), (select count(*) from public.email_outbox), 'admin: every message');
select is((select count(*) from public.get_email_outbox('FAILED', null, null, 25, 0)), 1::bigint, 'admin: filtered by status');
select is((select to_email from public.get_email_outbox(null, 'custom', 'OSCAR', 25, 0) limit 1), 'oscar.other@test.example', 'admin: by kind and a piece of the address, any case');
select is((select total_count from public.get_email_outbox(null, null, null, 1, 0)), (select count(*) from public.email_outbox), 'admin: total_count counts every match, not the page');
select is((select count(*) from public.get_email_outbox(null, null, null, 1, 1)), 1::bigint, 'admin: paged');
select throws_ok($$ select * from public.get_email_outbox('LOST', null, null, 25, 0) $$, '22023', 'Status must be PENDING, SENT or FAILED', 'admin: an unknown status is refused');
select throws_ok($$ select * from public.get_email_outbox(null, null, null, 500, 0) $$, '22023', 'A page holds 1 to 100 rows from offset 0', 'admin: a page holds at most 100');
select is((select message_count from public.get_email_outbox_templates() where template = 'custom'), (select count(*) from public.email_outbox where template = 'custom'), 'admin: the kinds with their counts');

select pg_temp.keep('failed', (select id::text from public.email_outbox where status = 'FAILED'));
select is((public.resend_email(pg_temp.val('failed')::uuid) ->> 'copy')::boolean, false, 'admin: a failed message is sent again itself');
select results_eq(format($$ select status, attempts, next_attempt_at <= now() from public.email_outbox where id = %L $$, pg_temp.val('failed')),
  $$ values ('PENDING'::text, 1, true) $$, '…due now, its attempts kept');
select is((select count(*) from public.audit_log where action = 'EMAIL_RESENT' and target_id = pg_temp.val('failed')), 1::bigint, 'the resend is audited');
select pg_temp.keep('sent', (select id::text from public.email_outbox where to_email = 'alice.active@test.example' and status = 'SENT' and campaign_id = pg_temp.val('campaign')::uuid));
select is((public.resend_email(pg_temp.val('sent')::uuid) ->> 'copy')::boolean, true, 'admin: a sent message goes again as a copy');
select is(pg_temp.outbox_count('to_email = ''alice.active@test.example'' and payload ->> ''subject'' = ''Saturday'' and status = ''PENDING'''), 1::bigint, '…queued with the same content');
select pg_temp.act_as('postgres');
insert into public.email_outbox (template, to_email, payload, status, sent_at, attempts) values ('sign_in_link', 'alice.active@test.example', '{}', 'SENT', now(), 1);
select pg_temp.act_as('admin');
select throws_ok($$ select public.resend_email((select id from public.email_outbox where template = 'sign_in_link')) $$, '23514',
  'This e-mail carried a one-time link and cannot be sent again: the member asks for a new one', 'admin: no copy of a one-time link');
select throws_ok($$ select public.resend_email(gen_random_uuid()) $$, '22023', 'This e-mail is not in the outbox', 'admin: an unknown message');

-- One match's field --------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'ENTRANTS', 'Carts', 'Booked') $$, '42501', 'Admin access required', 'anonymous: no field e-mail');
select pg_temp.act_as('active');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'ENTRANTS', 'Carts', 'Booked') $$, '42501', 'Admin access required', 'an entrant: no field e-mail');
select throws_ok($$ select public.get_match_field_counts(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'an entrant: no field counts');
select pg_temp.act_as('admin');
select is(public.get_match_field_counts(pg_temp.fx('match'))::jsonb, '{"entrants": 2, "invitees": 0, "waitlist": 0}'::jsonb, 'admin: who each audience reaches');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'WAITLIST', 'Carts', 'Booked') $$, '23514',
  'No one to e-mail: this match has nobody on its waitlist', 'admin: an empty waitlist is refused with a clear message');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'INVITEES', 'Carts', 'Booked') $$, '23514',
  'No one to e-mail: this match has no invitations waiting for an answer', 'admin: no pending invitees');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'EVERYONE', 'Carts', 'Booked') $$, '22023',
  'Choose who to e-mail: entrants, invitees or waitlist', 'admin: an unknown audience');
select throws_ok($$ select public.send_match_field_email(pg_temp.fx('match'), 'ENTRANTS', '', 'Booked') $$, '23514', 'Please enter a subject', 'admin: a subject');
select throws_ok($$ select public.send_match_field_email(gen_random_uuid(), 'ENTRANTS', 'Carts', 'Booked') $$, '22023', 'Match not found', 'admin: an unknown match');
select pg_temp.keep('field', public.send_match_field_email(pg_temp.fx('match'), 'ENTRANTS', 'Carts', 'Carts are **booked**') ->> 'id');
select results_eq(format($$ select to_email, payload ->> 'matchName', payload ->> 'startTime' from public.email_outbox where campaign_id = %L order by to_email $$, pg_temp.val('field')),
  $$ values ('alice.active@test.example', 'Test Match', '08:00'), ('oscar.other@test.example', 'Test Match', '08:00') $$,
  'admin: one match_message per entrant, with the match''s facts');
select is((select count(*) from public.audit_log where action = 'MATCH_FIELD_EMAILED' and target_id = pg_temp.fx('match')::text), 1::bigint, 'the field e-mail is audited on the match');
select pg_temp.act_as('postgres');
insert into public.match_waitlist (match_id, email) values (pg_temp.fx('match'), 'walter.wait@test.example');
select pg_temp.act_as('admin');
select is((public.send_match_field_email(pg_temp.fx('match'), 'WAITLIST', 'A seat?', 'Maybe') ->> 'total')::int, 1, 'admin: the waitlist, a guest address included');

-- Weekly leaders: one path, once a week ---------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.send_weekly_leaders(false) $$, '42501', 'Admin access required', 'anonymous: no weekly leaders');
select pg_temp.act_as('other');
select throws_ok($$ select public.send_weekly_leaders(true) $$, '42501', 'Admin access required', 'a player: no weekly leaders');
select ok(not has_function_privilege(r, 'private.send_weekly_leaders(boolean)', 'execute'), r || ' cannot call the weekly leaders'' private path')
from unnest(array['anon', 'authenticated']) r;
select pg_temp.act_as('admin');
select is((public.send_weekly_leaders(false) ->> 'total')::int, (select count(*)::int from public.players where status = 'ACTIVE'), 'admin: every active player, the first time this week');
select is(pg_temp.outbox_count('template = ''weekly_leaders'''), (select count(*) from public.players where status = 'ACTIVE'), '…one weekly_leaders message each (the one subject)');
select throws_like($$ select public.send_weekly_leaders(false) $$, 'The weekly leaders e-mail already went out this week (% America/New York time). Confirm to send it again.',
  'admin: a second send the same week is refused, saying when the first went');
select is((public.send_weekly_leaders(true) ->> 'resend')::boolean, true, 'admin: sent again once confirmed');
select is(pg_temp.outbox_count('template = ''weekly_leaders'''), 2 * (select count(*) from public.players where status = 'ACTIVE'), '…a second copy each');
select pg_temp.act_as('postgres');
select is(public.queue_weekly_leaders(), 0, 'the Monday job then queues nothing more this week (the same keys)');

-- Sign-up notices ------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select lives_ok($$ select public.register_player('Nina New', null, 'nina.new@test.example', '9000099', true) $$, 'a visitor signs up');
select pg_temp.act_as('postgres');
select results_eq($$ select template, to_email from public.email_outbox where template like 'signup%' order by template $$,
  $$ values ('signup_admin_notice'::text, 'league@fairway.example'::text), ('signup_received', 'nina.new@test.example') $$,
  'the applicant gets an acknowledgement and the league''s address a notice');
select set_config('request.headers', '', true); -- plain SQL, outside any request
insert into public.players (name, email, ghin, status, consent_at) values ('Seed Sam', 'seed.sam@test.example', '9000098', 'PENDING', now());
select is(pg_temp.outbox_count('to_email = ''seed.sam@test.example'''), 0::bigint, 'a player written by plain SQL (the seed) sends nothing');

-- Results are in -----------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 40, 1500),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 2, 35, 500);
select set_config('request.headers', json_build_object('x-admin-token', 'tok-admin')::text, true);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select results_eq($$ select to_email, (payload ->> 'totalPayoutCents')::int, payload -> 'games' -> 0 ->> 'position' from public.email_outbox
                     where template = 'results_in' order by to_email $$,
  $$ values ('alice.active@test.example'::text, 1500, '1'::text), ('oscar.other@test.example', 500, '2') $$,
  'finalizing sends each entrant their own finish and payout');
update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select is(pg_temp.outbox_count('template = ''results_in'''), 2::bigint, 'finalizing again with the same results sends nothing more');
update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
update public.results set payout_cents = 1000 where player_id = pg_temp.fx('active');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select results_eq($$ select to_email, count(*)::int from public.email_outbox where template = 'results_in' group by to_email order by to_email $$,
  $$ values ('alice.active@test.example'::text, 2), ('oscar.other@test.example', 1) $$,
  'after a reopen, only the entrant whose results changed hears again');

select * from finish();
rollback;

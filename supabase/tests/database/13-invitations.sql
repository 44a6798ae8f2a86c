-- Invitations (DESIGN rule 8): tokens, RSVP deadline, accept/decline, the seat under the match lock,
-- the waitlist, resend throttle, cancel, the decline follow-up. The fixture match holds 4 and has 2 entrants.
-- The true concurrent seat race (many sessions at once) is an integration test (tests/integration); here
-- pgTAP runs in one connection, so the locked path is exercised sequentially.
begin;
select plan(110);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
insert into fx values ('i1', gen_random_uuid()), ('i2', gen_random_uuid()), ('i3', gen_random_uuid()), ('i4', gen_random_uuid()), ('i5', gen_random_uuid());
insert into public.players (id, name, nickname, email, ghin, status, join_date) values
  (pg_temp.fx('i1'), 'Ian One', 'Eye', 'ian.one@test.example', '8300001', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('i2'), 'Ina Two', null, 'ina.two@test.example', '8300002', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('i3'), 'Ike Three', null, 'ike.three@test.example', '8300003', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('i4'), 'Ivy Four', null, 'ivy.four@test.example', '8300004', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('i5'), 'Ira Five', null, 'ira.five@test.example', '8300005', 'ACTIVE', '2026-01-01');
-- The link token of a player's latest invitation mail, as its sender makes it: the outbox holds only
-- the link reference; the sending function derives a token for it (an HMAC with its secret; here a
-- stand-in) and records the token's hash.
create function pg_temp.token_of(p_player text) returns text language plpgsql security definer as $$
declare
  v_ref text := (select o.payload ->> 'inviteRef' from public.email_outbox o
                 where o.template = 'match_invite' and o.to_email = (select p.email from public.players p where p.id = pg_temp.fx(p_player))
                 order by o.ctid desc limit 1); -- insertion order: every row here is written in this one transaction
  v_token text := encode(extensions.digest('stand-in secret:' || v_ref, 'sha256'), 'hex');
begin
  perform private.set_link_token_hash('invite', v_ref::uuid, private.token_hash(v_token));
  return v_token;
end
$$;
create function pg_temp.invite_of(p_player text) returns public.match_invites language sql security definer as $$
  select pg_temp.token_of(p_player); -- binds the hash first: the next statement sees it
  select i.* from public.match_invites i join private.invite_tokens t on t.invite_id = i.id
  where t.token_hash = private.token_hash(pg_temp.token_of(p_player))
$$;
grant execute on function pg_temp.token_of(text) to anon;

-- create_invitations -----------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select throws_ok($$ select public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('i1')], null, null, true) $$, '42501', 'Admin access required', 'players do not invite');
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_invitations(pg_temp.fx('match'), '{}', null, null, true) $$, '23514', 'No Players Selected', 'nobody selected');
select throws_ok($$ select public.create_invitations(pg_temp.fx('match'), null, null, null, true) $$, '23514', 'No Players Selected', 'no selection');
select throws_ok($$ select public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('i1')], null, now() - interval '1 minute', true) $$, '23514', 'The RSVP deadline must be in the future', 'a past deadline');
select throws_ok($$ select public.create_invitations(gen_random_uuid(), array[pg_temp.fx('i1')], null, null, true) $$, 'PT404', 'Match not found', 'unknown match');
select is(public.create_invitations(pg_temp.fx('match'),
  array[pg_temp.fx('i1'), pg_temp.fx('i2'), pg_temp.fx('i3'), pg_temp.fx('i4'), pg_temp.fx('pending'), pg_temp.fx('inactive'), pg_temp.fx('active')],
  'Shotgun at 8. Bring a hat!', null, true), 4, 'only ACTIVE players who are not entered are invited');
select is(public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('i1'), pg_temp.fx('i5')], null, '2026-12-18T12:00:00Z', false), 1,
  'players with a pending invitation are skipped');
select results_eq($$ select status, message, expires_at, include_ics, sent_at, reminder_count, email from public.match_invites where player_id = pg_temp.fx('i1') $$,
  $$ values ('PENDING', 'Shotgun at 8. Bring a hat!', '2026-12-19T23:00:00Z'::timestamptz, true, now(), 0, 'ian.one@test.example') $$,
  'default RSVP deadline: the day before at 18:00 in the club time zone');
select is((pg_temp.invite_of('i5')).expires_at, '2026-12-18T12:00:00Z'::timestamptz, 'a given deadline is kept');
select is((select count(*)::int from public.email_outbox where template = 'match_invite'
           and to_email in ('ian.one@test.example', 'ina.two@test.example', 'ike.three@test.example', 'ivy.four@test.example', 'ira.five@test.example')), 5,
  'one match_invite e-mail per invitation');
select is(array(select jsonb_object_keys(payload) order by 1) , array['adminMessage', 'courseName', 'expiryDate', 'includeIcs', 'inviteRef', 'matchDate', 'matchId', 'matchName', 'playerName', 'requirePaymentBeforePlay', 'startMode', 'teeTime'],
  'match_invite payload carries the spec''s fields and a link reference, no link') from public.email_outbox where template = 'match_invite' and to_email = 'ian.one@test.example';
select is(payload ->> 'playerName', 'Ian One', 'addressed to the player') from public.email_outbox where template = 'match_invite' and to_email = 'ian.one@test.example';
select pg_temp.act_as('postgres');
select is((select t.token_hash from private.invite_tokens t where t.ref = (o.payload ->> 'inviteRef')::uuid), null, 'no token exists before the e-mail is sent')
from public.email_outbox o where template = 'match_invite' and to_email = 'ian.one@test.example';
select is((select t.invite_id from private.invite_tokens t where t.ref = (o.payload ->> 'inviteRef')::uuid), (pg_temp.invite_of('i1')).id, 'the reference is the invitation''s link')
from public.email_outbox o where template = 'match_invite' and to_email = 'ian.one@test.example';
select is((select count(*)::int from private.invite_tokens where token_hash = private.token_hash(pg_temp.token_of('i1'))), 1, 'only the token''s hash is stored');
select hasnt_column('public', 'match_invites', 'token', 'invitations have no token column');
select is((select (details ->> 'invited')::int from public.audit_log where action = 'MATCH_INVITES_SENT' and target_id = pg_temp.fx('match')::text order by id limit 1), 4, 'MATCH_INVITES_SENT audited');

select pg_temp.act_as('admin');
-- get_match_invitations (admin) and get_invitation (link holder) ----------------------------------------------------
select results_eq($$ select name, nickname, email, status from public.get_match_invitations(pg_temp.fx('match')) where player_id = pg_temp.fx('i1') $$,
  $$ values ('Ian One', 'Eye', 'ian.one@test.example', 'PENDING') $$, 'the admin list shows name, nickname, e-mail and status');
select is((select count(*)::int from public.get_match_invitations(pg_temp.fx('match'))), 5, 'all invitations of the match');
select pg_temp.act_as('anon');
select throws_ok($$ select * from public.get_match_invitations(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'anonymous cannot list invitations');
select lives_ok($$ select pg_temp.keep('inv', public.get_invitation(pg_temp.token_of('i1'))::text) $$, 'anyone with the link reads the invitation');
select is(array(select json_object_keys(pg_temp.val('inv')::json) order by 1), array['games', 'invite', 'match', 'player', 'seats'], 'invitation shape');
select is(pg_temp.val('inv')::json -> 'player' ->> 'name', 'Ian One', 'the invited player');
select is(pg_temp.val('inv')::json -> 'invite' ->> 'status', 'PENDING', 'status');
select is(pg_temp.val('inv')::json -> 'match' ->> 'name', 'Test Match', 'the match');
select is(json_array_length(pg_temp.val('inv')::json -> 'games'), 2, 'the enabled games with buy-ins');
select ok(pg_temp.val('inv') !~ '@', 'no e-mail address in the invitation');
select is(public.get_invitation('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef')::jsonb, null, 'an unknown token answers null');
select is(public.get_invitation(null)::jsonb, null, 'no token answers null');

-- Decline -------------------------------------------------------------------------------------------------------
select is(public.respond_to_invitation(pg_temp.token_of('i4'), false)::jsonb, jsonb_build_object('outcome', 'DECLINED', 'match_id', pg_temp.fx('match'), 'total_cents', 0),
  'decline');
select results_eq($$ select status, responded_at from pg_temp.invite_of('i4') $$, $$ values ('DECLINED', now()) $$, 'DECLINED with responded_at');
select pg_temp.act_as('postgres');
select results_eq($$ select payload ->> 'playerName', payload ->> 'matchName', payload ->> 'email' from public.email_outbox where template = 'invite_declined' and status = 'PENDING' $$,
  $$ values ('Ivy Four', 'Test Match', 'ivy.four@test.example') $$, 'invite_declined e-mail queued');
select results_eq($$ select actor_kind, actor_id, actor from public.audit_log where action = 'MATCH_INVITE_DECLINED' and target_id = pg_temp.fx('match')::text $$,
  $$ select 'invitation', id::text, 'Ivy Four (invitation)' from pg_temp.invite_of('i4') $$, 'audited with the invitation (and its player''s name) as actor');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i4'), true) $$, '22023', 'This invitation link is not valid or has expired.', 'a declined invitation cannot be accepted');

-- Accept ---------------------------------------------------------------------------------------------------------
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i1'), true, array[gen_random_uuid()]) $$, '23514', 'That game is not offered in this match', 'unknown game ids');
select is(public.respond_to_invitation(pg_temp.token_of('i1'), true, array[pg_temp.fx('skins')])::jsonb,
  jsonb_build_object('outcome', 'ENTERED', 'match_id', pg_temp.fx('match'), 'total_cents', 500), 'accept with one optional game: ENTERED, owes 500');
select pg_temp.act_as('postgres');
select results_eq($$ select status, responded_at from pg_temp.invite_of('i1') $$, $$ values ('ACCEPTED', now()) $$, 'ACCEPTED with responded_at');
select is((select array_agg(g.game_code order by g.game_code) from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
           where o.player_id = pg_temp.fx('i1') and o.opted_in), array['SKINS_GROSS'], 'opted into the chosen game only');
select results_eq($$ select payload ->> 'totalAmount', (payload ->> 'totalCents')::int, (payload ->> 'requiresPayment')::boolean, payload -> 'selectedGames' -> 0 ->> 'name', payload -> 'selectedGames' -> 0 ->> 'buyIn'
                     from public.email_outbox where template = 'entry_confirmation' and to_email = 'ian.one@test.example' $$,
  $$ values ('5.00', 500, true, 'Skins (Gross)', '5.00') $$, 'entry_confirmation e-mail with games and total');
select pg_temp.act_as('anon');
select is(public.respond_to_invitation(pg_temp.token_of('i1'), true, array[pg_temp.fx('skins'), pg_temp.fx('stb')])::jsonb ->> 'total_cents', '1500',
  'answering again updates the games (no duplicate entry)');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('i1')), 1, 'still one entry');
select is((select count(*)::int from public.email_outbox where template = 'entry_confirmation' and to_email = 'ian.one@test.example'), 1, 'and one confirmation');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i1'), false) $$, '22023', 'This invitation link is not valid or has expired.', 'an accepted invitation cannot be declined by link');

-- the last seat, then the waitlist, then a full match without waitlist
select is(public.respond_to_invitation(pg_temp.token_of('i2'), true)::jsonb ->> 'outcome', 'ENTERED', 'the last seat (4 of 4)');
select is(public.respond_to_invitation(pg_temp.token_of('i3'), true, array[pg_temp.fx('stb')])::jsonb,
  jsonb_build_object('outcome', 'WAITLISTED', 'match_id', pg_temp.fx('match'), 'total_cents', 0), 'full: waitlisted');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match')), 4, 'capacity never exceeded');
select results_eq($$ select player_id::text, email, match_game_ids from public.match_waitlist where match_id = pg_temp.fx('match') $$,
  $$ values (pg_temp.fx('i3')::text, 'ike.three@test.example', array[pg_temp.fx('stb')]) $$, 'on the waitlist with the chosen games');
select is((select count(*)::int from public.email_outbox where template = 'waitlist_joined' and to_email = 'ike.three@test.example'), 1, 'waitlist_joined e-mail queued');
select is((pg_temp.invite_of('i3')).status, 'ACCEPTED', 'a waitlisted player has accepted');
delete from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('i2');
select pg_temp.act_as('anon');
select is(public.respond_to_invitation(pg_temp.token_of('i3'), true)::jsonb ->> 'outcome', 'WAITLISTED', 'answering again never jumps the waitlist, even with a seat free');
select pg_temp.act_as('postgres');
select is((select match_game_ids from public.match_waitlist where player_id = pg_temp.fx('i3')), '{}'::uuid[], 'it only updates the choices');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('i2'), null);
update public.matches set allow_waitlist = false where id = pg_temp.fx('match');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i5'), true) $$, '23514', 'Match is full and waitlist is not allowed', 'full and no waitlist');
select is((select status from public.match_invites where player_id = pg_temp.fx('i5')), null, '(the invite is not readable anonymously)');
select pg_temp.act_as('postgres');
select is((pg_temp.invite_of('i5')).status, 'PENDING', 'the invitation stays pending');
update public.matches set allow_waitlist = true where id = pg_temp.fx('match');

-- invalid links
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation('made-up', true) $$, '22023', 'This invitation link is not valid or has expired.', 'unknown token');
select throws_ok($$ select public.respond_to_invitation(null, true) $$, '22023', 'This invitation link is not valid or has expired.', 'no token');
select pg_temp.act_as('postgres');
update public.match_invites set expires_at = now() - interval '1 minute' where player_id = pg_temp.fx('i5');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i5'), true) $$, '22023', 'This invitation link is not valid or has expired.', 'expired invitation');
select is(public.get_invitation(pg_temp.token_of('i5')) -> 'invite' ->> 'status', 'EXPIRED', 'a pending invitation past its deadline shows EXPIRED');
select pg_temp.act_as('admin');
select is((select status from public.get_match_invitations(pg_temp.fx('match')) where player_id = pg_temp.fx('i5')), 'EXPIRED', 'EXPIRED in the admin list too');
select is(public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('i5')], null, null, true), 1, 'an expired invitation does not block a new one');
select pg_temp.act_as('postgres');
update public.players set status = 'INACTIVE' where id = pg_temp.fx('i5');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i5'), true) $$, '22023', 'This invitation link is not valid or has expired.', 'an INACTIVE player''s invitation');
select pg_temp.act_as('postgres');
update public.players set status = 'ACTIVE' where id = pg_temp.fx('i5');

-- resend and cancel -------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select pg_temp.keep('old_token', pg_temp.token_of('i5'));
select throws_ok(format('select public.resend_invitation(%L)', (pg_temp.invite_of('i5')).id), '23514', 'Please wait at least an hour before resending.', 'resend within the hour');
select pg_temp.act_as('postgres');
update public.match_invites set sent_at = now() - interval '61 minutes' where id = (pg_temp.invite_of('i5')).id;
select pg_temp.act_as('admin');
select lives_ok(format('select public.resend_invitation(%L)', (pg_temp.invite_of('i5')).id), 'resend after an hour');
select results_eq($$ select sent_at, reminder_count from pg_temp.invite_of('i5') $$, $$ values (now(), 1) $$, 'sent_at and reminder_count updated');
select isnt(pg_temp.token_of('i5'), pg_temp.val('old_token'), 'the resend carries a fresh link');
select pg_temp.act_as('anon');
select is(public.get_invitation(pg_temp.val('old_token')) -> 'invite' ->> 'status', 'PENDING', 'the first link still works');
select pg_temp.act_as('admin');
select throws_ok(format('select public.resend_invitation(%L)', (pg_temp.invite_of('i1')).id), '23514', 'Only pending invitations can be resent', 'resend an accepted invitation');
select throws_ok($$ select public.resend_invitation(gen_random_uuid()) $$, 'PT404', 'Invitation not found', 'unknown invitation');
select lives_ok(format('select public.cancel_invitation(%L)', (pg_temp.invite_of('i5')).id), 'cancel_invitation');
select is((pg_temp.invite_of('i5')).status, 'CANCELLED', 'CANCELLED');
select throws_ok(format('select public.cancel_invitation(%L)', (pg_temp.invite_of('i5')).id), '23514', 'Only pending invitations can be cancelled', 'cancel twice');
select throws_ok(format('select public.resend_invitation(%L)', (pg_temp.invite_of('i5')).id), '23514', 'Only pending invitations can be resent', 'resend a cancelled invitation');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.token_of('i5'), true) $$, '22023', 'This invitation link is not valid or has expired.', 'a cancelled invitation cannot be used');
select is(public.get_invitation(pg_temp.token_of('i5')) -> 'invite' ->> 'status', 'CANCELLED', 'the page shows CANCELLED');
select pg_temp.act_as('active');
select throws_ok(format('select public.cancel_invitation(%L)', (pg_temp.invite_of('i1')).id), '42501', 'Admin access required', 'players do not cancel');
select throws_ok(format('select public.resend_invitation(%L)', (pg_temp.invite_of('i1')).id), '42501', 'Admin access required', 'players do not resend');

-- The seat under the lock: capacity 1, two accepts → one ENTERED, one WAITLISTED ---------------------------------------
select pg_temp.act_as('postgres');
insert into fx values ('race', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, capacity, allow_waitlist)
values (pg_temp.fx('race'), 'One Seat', '2026-12-28', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 1, true);
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('race'), array[pg_temp.fx('i4'), pg_temp.fx('i5')], null, null, false), 2, 'two invitations for one seat');
select pg_temp.act_as('anon');
select is(public.respond_to_invitation(pg_temp.token_of('i4'), true)::jsonb ->> 'outcome', 'ENTERED', 'first accept takes the seat');
select is(public.respond_to_invitation(pg_temp.token_of('i5'), true)::jsonb ->> 'outcome', 'WAITLISTED', 'second accept is waitlisted');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('race')), 1, 'exactly one entry');
select is((select count(*)::int from public.match_waitlist where match_id = pg_temp.fx('race')), 1, 'exactly one waitlisted');

-- Waitlist (admin) -----------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select results_eq($$ select name, email from public.get_match_waitlist(pg_temp.fx('race')) $$, $$ values ('Ira Five', 'ira.five@test.example') $$, 'get_match_waitlist');
select pg_temp.keep('w', (select id::text from public.get_match_waitlist(pg_temp.fx('race'))));
select throws_ok($$ select public.promote_waitlist(pg_temp.val('w')::uuid) $$, '23514', 'No seats left', 'no promotion into a full match');
select lives_ok($$ select public.update_match(pg_temp.fx('race'), '{"capacity":2}') $$, 'one more seat');
select lives_ok($$ select public.promote_waitlist(pg_temp.val('w')::uuid) $$, 'promote_waitlist');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('race') and player_id = pg_temp.fx('i5')), 1, 'promotion creates the entry');
select is_empty($$ select * from public.get_match_waitlist(pg_temp.fx('race')) $$, 'promoted players leave the list');
select is((select count(*)::int from public.email_outbox where template = 'waitlist_promoted' and to_email = 'ira.five@test.example'), 1, 'waitlist_promoted e-mail queued');
select is((select count(*)::int from public.audit_log where action = 'MATCH_WAITLIST_PROMOTED' and target_id = pg_temp.fx('race')::text), 1, 'promotion audited');
select throws_ok($$ select public.promote_waitlist(pg_temp.val('w')::uuid) $$, '23514', 'This player has already been promoted', 'promote twice');
select throws_ok($$ select public.promote_waitlist(gen_random_uuid()) $$, 'PT404', 'Waitlist entry not found', 'unknown waitlist entry');
select results_eq($$ select name from public.get_match_waitlist(pg_temp.fx('match')) $$, $$ values ('Ike Three') $$, 'the other match''s waitlist');
select pg_temp.keep('w2', (select id::text from public.get_match_waitlist(pg_temp.fx('match'))));
select lives_ok($$ select public.remove_waitlist(pg_temp.val('w2')::uuid) $$, 'remove_waitlist');
select is_empty($$ select * from public.get_match_waitlist(pg_temp.fx('match')) $$, 'removed');
select throws_ok($$ select public.remove_waitlist(pg_temp.val('w2')::uuid) $$, 'PT404', 'Waitlist entry not found', 'remove twice');
select pg_temp.act_as('postgres');
insert into public.match_waitlist (match_id, player_id, email) values (pg_temp.fx('race'), null, 'guest@test.example');
update public.matches set capacity = 5 where id = pg_temp.fx('race');
select pg_temp.act_as('admin');
select throws_ok($$ select public.promote_waitlist((select id from public.match_waitlist where email = 'guest@test.example')) $$, '23514', 'Guests must sign up before they can be entered', 'guests cannot be promoted');
select pg_temp.act_as('active');
select throws_ok($$ select * from public.get_match_waitlist(pg_temp.fx('race')) $$, '42501', 'Admin access required', 'players do not see the waitlist');
select throws_ok($$ select public.promote_waitlist(gen_random_uuid()) $$, '42501', 'Admin access required', 'players do not promote');
select throws_ok($$ select public.remove_waitlist(gen_random_uuid()) $$, '42501', 'Admin access required', 'players do not remove');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.match_waitlist (match_id, player_id, email) values (pg_temp.fx('race'), null, null) $$, '23514', null, 'constraint: a waitlist entry names someone');
select throws_ok($$ insert into public.match_invites (match_id, player_id, email, expires_at, status) values (pg_temp.fx('race'), pg_temp.fx('i1'), 'x@test.example', now(), 'ACCEPTED') $$,
  '23514', null, 'constraint: an answered invitation has responded_at');
select throws_ok($$ insert into public.match_invites (match_id, player_id, email, expires_at, status) values (pg_temp.fx('race'), pg_temp.fx('i1'), 'x@test.example', now(), 'MAYBE') $$,
  '23514', null, 'constraint: invitation statuses');

-- A final match takes no invitations and no answers
select pg_temp.act_as('postgres');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('race');
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_invitations(pg_temp.fx('race'), array[pg_temp.fx('i1')], null, null, true) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'no invitations to a final match');

-- E-mail disabled: invitations are created, nothing is queued
select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'emailEnabled';
insert into fx values ('quiet', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('quiet'), 'Quiet Match', '2026-12-29', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
select pg_temp.keep('outbox_before', (select count(*)::text from public.email_outbox));
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('quiet'), array[pg_temp.fx('i1')], null, null, true), 1, 'invitation created with e-mail off');
select pg_temp.act_as('postgres');
select is((select count(*)::text from public.email_outbox), pg_temp.val('outbox_before'), 'no mail queued while e-mail is disabled');
update public.settings set value = 'true' where key = 'emailEnabled';

-- Decline follow-up (scheduler, service role) ------------------------------------------------------------------------
insert into fx values ('soon', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('soon'), 'Three Days Out', (now() at time zone 'America/New_York')::date + 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_invites (match_id, player_id, email, expires_at, status, responded_at)
values (pg_temp.fx('soon'), pg_temp.fx('i2'), 'ina.two@test.example', now() + interval '1 day', 'DECLINED', now());
select set_config('role', 'service_role', true);
select is(public.queue_decline_followups(), 0, 'follow-up off by default');
select set_config('role', 'none', true);
update public.settings set value = 'true' where key = 'inviteDeclineFollowupEnabled';
select set_config('role', 'service_role', true);
select is(public.queue_decline_followups(), 1, 'with the setting on: one gentle reminder');
select is(public.queue_decline_followups(), 0, 'at most once per invitation');
select set_config('role', 'none', true);
select is((select payload ->> 'matchName' from public.email_outbox where template = 'invite_decline_followup' and status = 'PENDING'), 'Three Days Out', 'invite_decline_followup queued');
select pg_temp.act_as('anon');
select throws_ok($$ select public.queue_decline_followups() $$, '42501', 'permission denied for function queue_decline_followups', 'not callable through the anon role');

select * from finish();
rollback;

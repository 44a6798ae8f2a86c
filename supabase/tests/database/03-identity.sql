-- Identity: sign-up, player sessions, sign-in links, admin PIN, admin sessions, throttle, PIN change.
begin;
select plan(129);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- register_player ------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select lives_ok($$ select pg_temp.keep('reg', public.register_player('  Nora Newcomb ', '  Nor ', '  Nora.Newcomb@Test.Example ', ' 7654321 ', true)::text) $$,
  'register_player succeeds for an anonymous visitor');
select is(json_object_keys_sorted, array['player_id', 'token'], 'register_player answers {player_id, token}')
from (select array(select json_object_keys(pg_temp.val('reg')::json) order by 1) as json_object_keys_sorted) x;
select ok(pg_temp.val('reg')::json ->> 'token' ~ '^[0-9a-f]{64}$', 'the session token is 256 random bits as hex');
select pg_temp.act_as('postgres');
select results_eq($$ select name, nickname, email, ghin, status, join_date, consent_at is not null from public.players
                     where id = (pg_temp.val('reg')::json ->> 'player_id')::uuid $$,
  $$ values ('Nora Newcomb', 'Nor', 'nora.newcomb@test.example', '7654321', 'PENDING', null::date, true) $$,
  'the new player is PENDING, trimmed, e-mail lowercased, consent recorded');
select is((select count(*)::int from private.player_sessions where token_hash = private.token_hash(pg_temp.val('reg')::json ->> 'token')), 1,
  'only the hash of the token is stored');
select is((select count(*)::int from private.player_sessions s where s.token_hash::text like '%' || (pg_temp.val('reg')::json ->> 'token') || '%'), 0,
  'the token itself is stored nowhere');
select is((select actor from public.audit_log where action = 'PLAYER_REGISTERED' order by id desc limit 1), 'Nora Newcomb', 'sign-up is audited with the player as actor');
select set_config('request.headers', json_build_object('x-player-token', pg_temp.val('reg')::json ->> 'token')::text, true);
select is(private.current_player_id(), (pg_temp.val('reg')::json ->> 'player_id')::uuid, 'the returned token is a working player session');
select pg_temp.act_as('anon');
select lives_ok($$ select public.register_player('Solo', '   ', 'solo@test.example', '1234567890', true) $$, 'a blank nickname is stored as none');
select is((select nickname from public.get_players_public('PENDING') where name = 'Solo'), null, 'blank nickname becomes null');

select throws_ok($$ select public.register_player('', null, 'a@test.example', '1234567', true) $$, '23514', 'Name is required', 'empty name');
select throws_ok($$ select public.register_player('   ', null, 'a@test.example', '1234567', true) $$, '23514', 'Name is required', 'blank name');
select throws_ok($$ select public.register_player(null, null, 'a@test.example', '1234567', true) $$, '23514', 'Name is required', 'null name');
select throws_ok($$ select public.register_player(repeat('x', 101), null, 'a@test.example', '1234567', true) $$, '23514', 'Name must be 100 characters or less', 'name of 101 characters');
select lives_ok($$ select public.register_player(repeat('y', 100), null, 'hundred@test.example', '1234500', true) $$, 'name of exactly 100 characters');
select throws_ok($$ select public.register_player('Ann', 'A', 'a@test.example', '1234567', true) $$, '23514', 'Nickname must be 2-30 characters', 'nickname of 1 character');
select throws_ok($$ select public.register_player('Ann', repeat('n', 31), 'a@test.example', '1234567', true) $$, '23514', 'Nickname must be 2-30 characters', 'nickname of 31 characters');
select lives_ok($$ select public.register_player('Ann Two', 'Jo', 'ann.two@test.example', '1234501', true) $$, 'nickname of 2 characters');
select throws_ok($$ select public.register_player('Ann', null, '', '1234567', true) $$, '23514', 'Email is required', 'empty e-mail');
select throws_ok($$ select public.register_player('Ann', null, null, '1234567', true) $$, '23514', 'Email is required', 'null e-mail');
select throws_ok($$ select public.register_player('Ann', null, 'not-an-email', '1234567', true) $$, '23514', 'Please enter a valid email address', 'e-mail without @');
select throws_ok($$ select public.register_player('Ann', null, 'ann@nodot', '1234567', true) $$, '23514', 'Please enter a valid email address', 'e-mail without a dot in the domain');
select throws_ok($$ select public.register_player('Ann', null, 'an n@test.example', '1234567', true) $$, '23514', 'Please enter a valid email address', 'e-mail with a space');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '', true) $$, '23514', 'GHIN is required', 'empty GHIN');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '12345', true) $$, '23514', 'GHIN must be 6-10 digits', 'GHIN of 5 digits');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '12345678901', true) $$, '23514', 'GHIN must be 6-10 digits', 'GHIN of 11 digits');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '12a4567', true) $$, '23514', 'GHIN must be 6-10 digits', 'GHIN with a letter');
select lives_ok($$ select public.register_player('Six Digits', null, 'six@test.example', '123456', true) $$, 'GHIN of 6 digits');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '1234567', false) $$, '23514', 'You must agree to the League Rules & Privacy Policy', 'consent refused');
select throws_ok($$ select public.register_player('Ann', null, 'ann@test.example', '1234567', null) $$, '23514', 'You must agree to the League Rules & Privacy Policy', 'consent missing');
select is(public.register_player('Copy Cat', null, 'ALICE.active@test.example', '5550001', true)::jsonb ->> 'message',
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', 'a taken e-mail (any case): one answer, no constraint name (F9)');
select is(public.register_player('Copy Cat', null, 'copy.cat@test.example', '9000002', true)::jsonb ->> 'message',
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', 'a taken GHIN: the same answer');

-- The table constraints hold on their own (same rules, any writer).
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.players (name, email, ghin) values ('X', 'Upper@Test.example', '5550002') $$, '23514', null, 'constraint: e-mail must be lowercase');
select throws_ok($$ insert into public.players (name, email, ghin) values ('X', 'x@test.example', '55500') $$, '23514', null, 'constraint: GHIN 6-10 digits');
select throws_ok($$ insert into public.players (name, email, ghin) values ('', 'x@test.example', '5550003') $$, '23514', null, 'constraint: name required');
select throws_ok($$ insert into public.players (name, nickname, email, ghin) values ('X', 'Q', 'x@test.example', '5550004') $$, '23514', null, 'constraint: nickname 2-30');
select throws_ok($$ insert into public.players (name, email, ghin, status) values ('X', 'x@test.example', '5550005', 'ACTIVE') $$, '23514', null, 'constraint: an ACTIVE player has a join date');
select throws_ok($$ insert into public.players (name, email, ghin, status) values ('X', 'x@test.example', '5550006', 'BANNED') $$, '23514', null, 'constraint: status values');

-- Player sessions ----------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select is(private.current_player_id(), pg_temp.fx('active'), 'an ACTIVE player''s session resolves');
select pg_temp.act_as('pending');
select is(private.current_player_id(), pg_temp.fx('pending'), 'a PENDING player''s session resolves (they may edit their profile)');
select pg_temp.act_as('inactive');
select is(private.current_player_id(), null, 'an INACTIVE player''s session does not resolve');
select pg_temp.act_as('anon');
select is(private.current_player_id(), null, 'no header, no player');
select set_config('request.headers', '{"x-player-token":"made-up"}', true);
select is(private.current_player_id(), null, 'a made-up token is nobody');
select pg_temp.act_as('postgres');
update private.player_sessions set expires_at = now() - interval '1 second' where player_id = pg_temp.fx('other');
select pg_temp.act_as('other');
select is(private.current_player_id(), null, 'an expired session does not resolve');
select pg_temp.act_as('postgres');
update private.player_sessions set expires_at = now() + interval '1 day' where player_id = pg_temp.fx('other');
select pg_temp.act_as('other');
select lives_ok($$ select public.sign_out_player() $$, 'sign_out_player');
select is(private.current_player_id(), null, 'a signed-out session no longer resolves');
select pg_temp.act_as('active');
select is(private.current_player_id(), pg_temp.fx('active'), 'signing out one session leaves the others');

-- Sign-in links: only the send-sign-in-link function (the database owner, as the service role) issues
-- them, limited per e-mail address and per client address; the outbox holds a reference, the token is
-- made when the e-mail is sent (here the test plays the sender with private.set_link_token_hash).
select hasnt_function('public', 'request_sign_in_link', array['text'], 'no sign-in link RPC for PostgREST callers');
select pg_temp.act_as('anon');
select throws_ok($$ select private.issue_sign_in_link('alice.active@test.example', '203.0.113.9') $$, '42501', null, 'an anonymous caller cannot issue a sign-in link');
select pg_temp.act_as('active');
select throws_ok($$ select private.issue_sign_in_link('alice.active@test.example', '203.0.113.9') $$, '42501', null, 'nor can a player');
select pg_temp.act_as('postgres');
select is(private.issue_sign_in_link('nobody@test.example', '203.0.113.9'), null, 'an unknown address: nothing queued (the function answers the same)');
select is(private.issue_sign_in_link(null, '203.0.113.9'), null, 'a null address: nothing queued');
select is(private.issue_sign_in_link('ivan.inactive@test.example', '203.0.113.9'), null, 'an INACTIVE player''s address: nothing queued');
select pg_temp.keep('outbox', private.issue_sign_in_link('  ALICE.Active@test.example ', '203.0.113.9')::text);
select is((select count(*)::int from public.email_outbox where template = 'sign_in_link'
           and to_email in ('nobody@test.example', 'ivan.inactive@test.example')), 0, 'no mail for unknown or inactive addresses');
select is((select to_email from public.email_outbox where id = pg_temp.val('outbox')::uuid and template = 'sign_in_link'), 'alice.active@test.example',
  'a known address (any case) gets one sign_in_link mail');
select is((select array(select jsonb_object_keys(payload) order by 1) from public.email_outbox where id = pg_temp.val('outbox')::uuid),
  array['expiresAt', 'playerName', 'signInRef'], 'the queued mail holds a link reference, no link');
select pg_temp.keep('ref', (select payload ->> 'signInRef' from public.email_outbox where id = pg_temp.val('outbox')::uuid));
select is((select token_hash from private.sign_in_links where id = pg_temp.val('ref')::uuid), null, 'the link has no token before it is sent');
select is(private.set_link_token_hash('sign_in', pg_temp.val('ref')::uuid, private.token_hash('alice-link')), true, 'the sender binds its token''s hash');
select is(private.set_link_token_hash('sign_in', pg_temp.val('ref')::uuid, private.token_hash('alice-link')), true, 'again for a retried send');
select is(private.set_link_token_hash('sign_in', pg_temp.val('ref')::uuid, private.token_hash('forged-link')), false, 'never a second token for the reference');
select is(private.set_link_token_hash('sign_in', gen_random_uuid(), private.token_hash('stray-link')), false, 'nor a token for an unknown reference');
select pg_temp.act_as('anon');
select throws_ok($$ select private.set_link_token_hash('sign_in', pg_temp.val('ref')::uuid, private.token_hash('mine')) $$, '42501', null, 'only the sender binds tokens');
select pg_temp.act_as('postgres');
select lives_ok($$ select private.issue_sign_in_link('alice.active@test.example', '203.0.113.9'), private.issue_sign_in_link('alice.active@test.example', '198.51.100.20') $$,
  'a second and a third link for one address within 15 minutes');
select throws_ok($$ select private.issue_sign_in_link('alice.active@test.example', '198.51.100.21') $$, 'PT429', 'Too many requests. Please try again in a few minutes.',
  'a fourth is refused, from whichever client address');
select is((select count(*)::int from private.sign_in_links where player_id = pg_temp.fx('active')), 3, 'three links for the address, no more');
select lives_ok($$ select private.issue_sign_in_link('x' || n || '@test.example', '203.0.113.9') from generate_series(1, 5) n $$,
  'one client address asks for other addresses up to its tenth request');
select throws_ok($$ select private.issue_sign_in_link('x11@test.example', '203.0.113.9') $$, 'PT429', 'Too many requests. Please try again in a few minutes.',
  'the eleventh request from one client address within 15 minutes is refused');
select pg_temp.act_as('anon');
select lives_ok($$ select pg_temp.keep('redeemed', public.redeem_sign_in_link('alice-link')::text) $$, 'redeem_sign_in_link with the mailed token');
select is((pg_temp.val('redeemed')::json ->> 'player_id')::uuid, pg_temp.fx('active'), 'the link signs in its player');
select set_config('request.headers', json_build_object('x-player-token', pg_temp.val('redeemed')::json ->> 'token')::text, true);
select is(private.current_player_id(), pg_temp.fx('active'), 'the new session works');
select pg_temp.act_as('anon');
select throws_ok($$ select public.redeem_sign_in_link('alice-link') $$, '22023', 'This sign-in link is not valid or has expired.', 'a link works once');
select throws_ok($$ select public.redeem_sign_in_link('forged-link') $$, '22023', 'This sign-in link is not valid or has expired.', 'a refused second token does not work');
select throws_ok($$ select public.redeem_sign_in_link('0000') $$, '22023', 'This sign-in link is not valid or has expired.', 'a made-up link');
select throws_ok($$ select public.redeem_sign_in_link(null) $$, '22023', 'This sign-in link is not valid or has expired.', 'no token');
select pg_temp.act_as('postgres');
insert into private.sign_in_links (player_id, token_hash, expires_at) values (pg_temp.fx('other'), private.token_hash('old-link'), now() - interval '1 minute');
insert into private.sign_in_links (player_id, token_hash) values (pg_temp.fx('inactive'), private.token_hash('inactive-link'));
select pg_temp.act_as('anon');
select throws_ok($$ select public.redeem_sign_in_link('old-link') $$, '22023', 'This sign-in link is not valid or has expired.', 'an expired link (over an hour)');
select throws_ok($$ select public.redeem_sign_in_link('inactive-link') $$, '22023', 'This sign-in link is not valid or has expired.', 'an INACTIVE player''s link');
select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'emailEnabled';
delete from private.sign_in_links where player_id = pg_temp.fx('other');
select is(private.issue_sign_in_link('oscar.other@test.example', '192.0.2.1'), null, 'with e-mail disabled nothing is queued…');
select is((select count(*)::int from public.email_outbox where to_email = 'oscar.other@test.example'), 0, '…and no mail');
update public.settings set value = 'true' where key = 'emailEnabled';

-- Admin PIN and sessions -----------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update private.admins set pin_hash = extensions.crypt('4321', extensions.gen_salt('bf')) where is_owner;
delete from private.admin_login_attempts;
select lives_ok($$ select private.ensure_initial_admin_pin('999999') $$, 'ensure_initial_admin_pin runs at every start…');
select ok((select extensions.crypt('4321', pin_hash) = pin_hash from private.admins where is_owner), '…and never replaces the owner''s PIN');
select pg_temp.act_as('anon');
select is(public.verify_admin_pin('0000')::jsonb, '{"valid": false}'::jsonb, 'a wrong PIN → {valid:false}');
select is(public.verify_admin_pin(null)::jsonb, '{"valid": false}'::jsonb, 'no PIN → {valid:false}');
select is(public.verify_admin_pin('43210000000')::jsonb, '{"valid": false}'::jsonb, 'more than 10 characters → {valid:false}');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'ADMIN_LOGIN_FAILED' and at = now()), 3, 'each failure is audited (ADMIN_LOGIN_FAILED)');
select pg_temp.act_as('anon');
select lives_ok($$ select pg_temp.keep('pin', public.verify_admin_pin('4321')::text) $$, 'the right PIN');
select is((pg_temp.val('pin')::json ->> 'valid')::boolean, true, 'valid:true');
select ok(pg_temp.val('pin')::json ->> 'token' ~ '^[0-9a-f]{64}$', 'an admin token of 256 bits');
select is((pg_temp.val('pin')::json ->> 'expires_at')::timestamptz, now() + interval '8 hours', 'the admin session lasts 8 hours');
select is(public.check_admin_session(), false, 'check_admin_session is false without the header');
select set_config('request.headers', json_build_object('x-admin-token', pg_temp.val('pin')::json ->> 'token')::text, true);
select is(public.check_admin_session(), true, 'check_admin_session is true with the new token');
select is(private.is_admin(), true, 'is_admin with the new token');
select lives_ok($$ select public.admin_logout() $$, 'admin_logout');
select is(public.check_admin_session(), false, 'a logged-out admin token is refused');
select throws_ok($$ select public.get_admin_settings() $$, '42501', 'Admin access required', 'admin RPCs refuse a logged-out token');
select pg_temp.act_as('postgres');
update private.admin_sessions set expires_at = now() - interval '1 second' where token_hash = private.token_hash('tok-admin');
select pg_temp.act_as('admin');
select is(public.check_admin_session(), false, 'an expired admin session is refused');
select pg_temp.act_as('postgres');
update private.admin_sessions set expires_at = now() + interval '8 hours' where token_hash = private.token_hash('tok-admin');
select pg_temp.act_as('active');
select is(public.check_admin_session(), false, 'a player session is not an admin session');
select set_config('request.headers', json_build_object('x-admin-token', 'tok-active', 'x-player-token', 'tok-active')::text, true);
select is(public.check_admin_session(), false, 'a player token sent as an admin token is refused');

-- Throttle: 5 failures within 15 minutes refuse that client for the window (the right PIN included); the
-- per-client and global rules with distinct addresses: 20-admins-actors-sessions.sql.
select pg_temp.act_as('postgres');
delete from private.admin_login_attempts;
select pg_temp.act_as('anon');
select is(public.verify_admin_pin('1111')::jsonb ->> 'valid', 'false', 'failure ' || n) from generate_series(1, 5) n;
select throws_ok($$ select public.verify_admin_pin('4321') $$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.', 'the 6th try is refused, even with the right PIN');
select throws_ok($$ select public.verify_admin_pin('1111') $$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.', 'and a wrong one too');
select pg_temp.act_as('postgres');
select is((select (details ->> 'locked')::boolean from public.audit_log where action = 'ADMIN_LOGIN_FAILED' order by id desc limit 1), true,
  'the failure that locks is audited as locking');
update private.admin_login_attempts set at = at - interval '16 minutes';
select pg_temp.act_as('anon');
select is(public.verify_admin_pin('4321')::jsonb ->> 'valid', 'true', '15 minutes later the right PIN works again');
select pg_temp.act_as('postgres');
delete from private.admin_login_attempts;
insert into private.admin_login_attempts (at, succeeded) select now() - interval '20 minutes', false from generate_series(1, 4);
select pg_temp.act_as('anon');
select is(public.verify_admin_pin('1111')::jsonb ->> 'valid', 'false', 'old failures outside the 15-minute window…');
select is(public.verify_admin_pin('4321')::jsonb ->> 'valid', 'true', '…do not count towards the lock');

-- change_admin_pin
select pg_temp.act_as('anon');
select throws_ok($$ select public.change_admin_pin('4321', '5678') $$, '42501', 'Admin access required', 'anonymous cannot change the PIN');
select pg_temp.act_as('active');
select throws_ok($$ select public.change_admin_pin('4321', '5678') $$, '42501', 'Admin access required', 'a player cannot change the PIN');
select pg_temp.act_as('admin');
select throws_ok($$ select public.change_admin_pin('4321', '') $$, '23514', 'Please enter a PIN', 'empty PIN');
select throws_ok($$ select public.change_admin_pin('4321', null) $$, '23514', 'Please enter a PIN', 'no PIN');
select throws_ok($$ select public.change_admin_pin('4321', '123') $$, '23514', 'PIN must be at least 4 characters', 'PIN of 3 characters');
select throws_ok($$ select public.change_admin_pin('4321', '12345678901') $$, '23514', 'PIN must be at most 10 characters', 'PIN of 11 characters');
select pg_temp.act_as('postgres');
insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-admin-2'), now() + interval '1 hour');
select pg_temp.act_as('admin');
select is(public.change_admin_pin('4321', '5678')::jsonb, '{"changed": true}'::jsonb, 'an admin changes the PIN, giving the current one');
select is(public.check_admin_session(), true, 'the session that changed the PIN stays valid');
select set_config('request.headers', '{"x-admin-token":"tok-admin-2"}', true);
select is(public.check_admin_session(), false, 'other admin sessions end with the old PIN');
select pg_temp.act_as('anon');
select is(public.verify_admin_pin('4321')::jsonb ->> 'valid', 'false', 'the old PIN no longer works');
select is(public.verify_admin_pin('5678')::jsonb ->> 'valid', 'true', 'the new PIN works');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'ADMIN_PIN_CHANGED'), 1, 'the PIN change is audited');
select is((select count(*)::int from public.audit_log where details::text like '%5678%'), 0, 'the PIN never reaches the audit log');
select pg_temp.act_as('postgres');
delete from private.admins;
select lives_ok($$ select private.ensure_initial_admin_pin('2468') $$, 'ensure_initial_admin_pin sets the first PIN');
select ok((select extensions.crypt('2468', pin_hash) = pin_hash from private.admins where is_owner), 'the first PIN is the league owner''s, stored hashed');
delete from private.admins;
select throws_ok($$ select private.ensure_initial_admin_pin('12') $$, '23514', 'PIN must be at least 4 characters', 'the initial PIN is validated too');
select throws_ok($$ select private.ensure_initial_admin_pin('12345678901') $$, '23514', 'PIN must be at most 10 characters', 'at most 10 characters (the PIN field''s limit)');

-- Analytics ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select lives_ok($$ select public.log_analytics_event('cta_whatsapp_click', '/players') $$, 'anyone logs a group-link click');
select lives_ok($$ select public.log_analytics_event('cta_whatsapp_fab_click', repeat('/x', 400)) $$, 'a long path is cut, not refused');
select throws_ok($$ select public.log_analytics_event('page_view', '/') $$, '22023', 'Unknown analytics event', 'only the two group-link events');
select pg_temp.act_as('postgres');
select is((select max(char_length(path)) from public.analytics_events where created_at = now()), 500, 'paths are kept to 500 characters');

select * from finish();
rollback;

-- Named admins, the PIN throttle per client and per admin, actors in the audit log, player sessions that
-- end, and e-mail changes confirmed from the new address (issue 13 items 3, 6, 13; DESIGN rules 14–15).
-- Actors: anon, pending player, other player, a named admin ('named'), the league owner ('admin' fixture).
begin;
select plan(104);

select tests.setup_fixtures();

-- A named admin (PIN 246810) with a session, and helpers to act as them or as an anonymous client address.
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('named', gen_random_uuid()), ('owner', private.owner_admin_id());
insert into private.admins (id, name, pin_hash) values (pg_temp.fx('named'), 'Nina Named', extensions.crypt('246810', extensions.gen_salt('bf')));
insert into private.admin_sessions (token_hash, expires_at, admin_id)
values (private.token_hash('tok-named'), now() + interval '8 hours', pg_temp.fx('named'));
update private.admins set pin_hash = extensions.crypt('4321', extensions.gen_salt('bf')) where is_owner;
delete from private.admin_login_attempts;
create function pg_temp.as_named() returns void language sql as $$
  select pg_temp.act_as('anon');
  select set_config('request.headers', '{"x-admin-token":"tok-named"}', true);
$$;
-- Plays the sender of the latest confirmation to p_to: binds sha256(p_token) to its link reference.
create function pg_temp.send_confirmation(p_to text, p_token text) returns boolean language sql as $$
  select private.set_link_token_hash('email_change', (o.payload ->> 'confirmRef')::uuid, private.token_hash(p_token))
  from public.email_outbox o where o.template = 'email_change_confirm' and o.to_email = p_to
  order by o.created_at desc limit 1;
$$;
create function pg_temp.as_client(p_forwarded text) returns void language sql as $$
  select pg_temp.act_as('anon');
  select set_config('request.headers', json_build_object('x-forwarded-for', p_forwarded)::text, true);
$$;

-- Managing admins: the owner only ----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select * from public.list_admins() $$, '42501', 'Admin access required', 'anon cannot list admins');
select throws_ok($$ select public.add_admin('Eve', '999999') $$, '42501', 'Admin access required', 'anon cannot add an admin');
select pg_temp.act_as('pending');
select throws_ok($$ select public.add_admin('Eve', '999999') $$, '42501', 'Admin access required', 'a pending player cannot add an admin');
select pg_temp.act_as('other');
select throws_ok($$ select public.revoke_admin(pg_temp.fx('named')) $$, '42501', 'Admin access required', 'another player cannot revoke an admin');
select throws_ok($$ select public.rename_admin(pg_temp.fx('named'), 'Eve') $$, '42501', 'Admin access required', 'another player cannot rename an admin');
select pg_temp.as_named();
select throws_ok($$ select public.add_admin('Eve', '999999') $$, '42501', 'Only the league owner can manage admins', 'a named admin cannot add admins');
select throws_ok($$ select public.rename_admin(pg_temp.fx('named'), 'Boss') $$, '42501', 'Only the league owner can manage admins', 'a named admin cannot rename (even themselves)');
select throws_ok($$ select public.revoke_admin(pg_temp.fx('owner')) $$, '42501', 'Only the league owner can manage admins', 'a named admin cannot revoke the owner');
select results_eq($$ select name, is_owner, is_me from public.list_admins() $$,
  $$ values ('League owner', true, false), ('Nina Named', false, true) $$, 'a named admin sees the admins, marked is_me');

select pg_temp.act_as('admin');
select is((select is_owner from public.list_admins() where is_me), true, 'the fixture admin session is the owner''s');
select lives_ok($$ select pg_temp.keep('rita', public.add_admin('  Rita Reyes ', '135790')::text) $$, 'the owner adds an admin with a name and a PIN');
select pg_temp.act_as('postgres');
select results_eq($$ select name, is_owner, revoked_at is null, pin_hash like '$2a$%' from private.admins where id = pg_temp.val('rita')::uuid $$,
  $$ values ('Rita Reyes', false, true, true) $$, 'stored with a trimmed name and a bcrypt hash of the PIN');
select pg_temp.act_as('admin');
select throws_ok($$ select public.add_admin('Copy Cat', '246810') $$, '23514', 'This PIN is already in use by another admin', 'a PIN is unique among admins');
select throws_ok($$ select public.add_admin('Copy Owner', '4321') $$, '23514', 'A named admin''s PIN must be at least 6 digits', 'a named admin''s PIN is 6+ digits (so not even the owner''s 4-character PIN)');
select throws_ok($$ select public.add_admin('   ', '111111') $$, '23514', 'Name is required', 'a name is required');
select throws_ok($$ select public.add_admin(repeat('n', 61), '111111') $$, '23514', 'Name must be 60 characters or less', 'names up to 60 characters');
select throws_ok($$ select public.add_admin('Short', '123') $$, '23514', 'PIN must be at least 4 characters', 'the spec''s minimum PIN length');
select throws_ok($$ select public.add_admin('None', null) $$, '23514', 'Please enter a PIN', 'a PIN is required');
select throws_ok($$ select public.add_admin('Long', '12345678901') $$, '23514', 'PIN must be at most 10 characters', 'the PIN field''s 10 characters');
select throws_ok($$ select public.revoke_admin(pg_temp.fx('owner')) $$, '23514', 'The league owner cannot be revoked', 'the owner stays');
select throws_ok($$ select public.revoke_admin(gen_random_uuid()) $$, 'PT404', 'Admin not found', 'revoking an unknown admin');
select throws_ok($$ select public.rename_admin(gen_random_uuid(), 'X') $$, 'PT404', 'Admin not found', 'renaming an unknown admin');

-- The PIN dialog: the PIN picks the admin -----------------------------------------------------------------
select pg_temp.as_client('198.51.100.7');
select lives_ok($$ select pg_temp.keep('rita-login', public.verify_admin_pin('135790')::text) $$, 'Rita signs in with her own PIN');
select pg_temp.act_as('postgres');
select is((select s.admin_id from private.admin_sessions s where s.token_hash = private.token_hash(pg_temp.val('rita-login')::json ->> 'token')),
  pg_temp.val('rita')::uuid, 'the session belongs to the admin whose PIN it was');
select is(pg_temp.val('rita-login')::jsonb - 'token' - 'expires_at', '{"valid": true}'::jsonb, 'the dialog''s answer is unchanged: {valid, token, expires_at}');

-- Actors in the audit log ------------------------------------------------------------------------------------
-- A player who names themselves "admin" acts; the owner and a named admin act.
select pg_temp.act_as('postgres');
update public.players set name = 'admin' where id = pg_temp.fx('other');
select pg_temp.act_as('other');
select lives_ok($$ select public.update_player_profile(pg_temp.fx('other'), 'admin', null, 'oscar.other@test.example', '9000003') $$,
  'a player renames themselves "admin" and saves their profile');
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('allowancePct', '90') $$, 'the owner changes a setting');
select pg_temp.as_named();
select lives_ok($$ select public.upsert_admin_setting('allowancePct', '95') $$, 'the named admin changes a setting');
select lives_ok($$ select public.approve_players(array[pg_temp.fx('pending')]) $$, 'the named admin approves a player (a direct insert into the log)');
select pg_temp.as_client('198.51.100.8');
select is(public.verify_admin_pin('000000')::jsonb, '{"valid": false}'::jsonb, 'a visitor tries a wrong PIN');
select pg_temp.act_as('anon');
select lives_ok($$ select pg_temp.keep('newbie', (public.register_player('Nora New', null, 'nora.new@test.example', '9000099', true)::json ->> 'player_id')) $$,
  'a visitor signs up');
select pg_temp.act_as('postgres');
select set_config('request.headers', '', true);
select lives_ok($$ select private.audit('SYSTEM_CHECK', 'match', null, 'scheduler', '{}'::jsonb) $$, 'SQL outside a request audits');

select pg_temp.act_as('admin');
create temp table log as select * from public.get_audit_log('ALL', null, null, 50, 0);
select results_eq($$ select actor_kind, actor_id, actor from log where action = 'PLAYER_PROFILE_UPDATED' and target_id = pg_temp.fx('other')::text $$,
  $$ values ('player', pg_temp.fx('other')::text, 'admin') $$, 'the player called "admin" is recorded as that player (kind player, their id)');
select is_empty($$ select 1 from log where actor_kind = 'admin' and actor_id = pg_temp.fx('other')::text $$, 'and never as an admin');
select results_eq($$ select actor_kind, actor_id, actor, details ->> 'new' from log where action = 'SETTING_CHANGED' order by id $$,
  $$ values ('admin', pg_temp.fx('owner')::text, 'League owner', '90'), ('admin', pg_temp.fx('named')::text, 'Nina Named', '95') $$,
  'each setting change names the admin who made it');
select results_eq($$ select actor_kind, actor_id, actor from log where action = 'PLAYER_APPROVED' $$,
  $$ values ('admin', pg_temp.fx('named')::text, 'Nina Named') $$, 'rows written without private.audit get the request''s admin too');
select results_eq($$ select actor_kind, actor_id, actor, details ->> 'client_address' from log where action = 'ADMIN_LOGIN_FAILED' $$,
  $$ values ('visitor', null::text, 'Visitor', '198.51.100.8') $$, 'a wrong PIN is a visitor''s, with the client address');
select results_eq($$ select actor_kind, actor_id, actor from log where action = 'PLAYER_REGISTERED' and target_id = pg_temp.val('newbie') $$,
  $$ values ('player', pg_temp.val('newbie'), 'Nora New') $$, 'a sign-up is the new player''s');
select results_eq($$ select actor_kind, actor_id, actor from log where action = 'SYSTEM_CHECK' $$,
  $$ values ('system', null::text, 'System') $$, 'SQL outside any request is the system');
select lives_ok($$ select public.rename_admin(pg_temp.fx('named'), 'Nina Nakamura') $$, 'the owner renames an admin');
select results_eq($$ select distinct actor from public.get_audit_log('ALL', null, null, 50, 0) where actor_id = pg_temp.fx('named')::text $$,
  $$ values ('Nina Nakamura') $$, 'the log shows the admin''s current name on their earlier rows');
select is((select actor from public.audit_log where action = 'SETTING_CHANGED' and actor_id = pg_temp.fx('named')::text), 'Nina Named',
  'the name written then is kept in the row');
select is((select count(*)::int from public.audit_log where actor_kind is null), 0, 'every row has an actor kind');
select throws_ok($$ insert into public.audit_log (actor, actor_kind, action) values ('x', 'admin', 'FORGED') $$, '42501', null,
  'no API role writes the log directly');

-- Revoking an admin ends their sessions -----------------------------------------------------------------------
select lives_ok($$ select public.revoke_admin(pg_temp.fx('named')) $$, 'the owner revokes the named admin');
select pg_temp.as_named();
select is(public.check_admin_session(), false, 'the revoked admin''s session stops working');
select throws_ok($$ select public.get_admin_settings() $$, '42501', 'Admin access required', 'admin RPCs refuse it');
select pg_temp.as_client('198.51.100.7');
select is(public.verify_admin_pin('246810')::jsonb, '{"valid": false}'::jsonb, 'the revoked admin''s PIN opens nothing');
select pg_temp.act_as('postgres');
update private.admin_sessions set revoked_at = null where token_hash = private.token_hash('tok-named');
select pg_temp.as_named();
select is(public.check_admin_session(), false, 'even a session not marked revoked fails for a revoked admin');
select pg_temp.act_as('admin');
select results_eq($$ select name, revoked_at is not null from public.list_admins() where id = pg_temp.fx('named') $$,
  $$ values ('Nina Nakamura', true) $$, 'the revoked admin stays listed, as revoked');
select is((select count(*)::int from public.audit_log where action in ('ADMIN_ADDED', 'ADMIN_RENAMED', 'ADMIN_REVOKED')), 3, 'add, rename and revoke are audited');
select is((select count(*)::int from public.audit_log where details::text ~ '135790|246810'), 0, 'no PIN reaches the audit log');

-- Changing a PIN needs the current one; 5 wrong current PINs refuse that admin ---------------------------------
select pg_temp.act_as('postgres');
insert into private.admins (name, pin_hash) values ('Pia Peer', extensions.crypt('112233', extensions.gen_salt('bf')));
select pg_temp.act_as('anon');
select set_config('request.headers', json_build_object('x-admin-token', pg_temp.val('rita-login')::json ->> 'token')::text, true);
select is(public.change_admin_pin('000000', '975310')::jsonb, '{"changed": false, "message": "Current PIN is incorrect"}'::jsonb,
  'a wrong current PIN changes nothing');
select is(public.change_admin_pin(null, '975310')::jsonb ->> 'changed', 'false', 'no current PIN changes nothing');
select is(public.change_admin_pin('135790', '112233')::jsonb, '{"changed": false, "message": "This PIN is already in use by another admin"}'::jsonb,
  'a new PIN may not be another admin''s (an answer: counted as a failed attempt)');
select is(public.change_admin_pin('000000', '975310')::jsonb ->> 'changed', 'false', 'wrong ' || n) from generate_series(4, 5) n;
select throws_ok($$ select public.change_admin_pin('135790', '975310') $$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  'after 5 failed attempts (wrong current PINs, a PIN in use) even the right one is refused for that admin');
select pg_temp.act_as('admin');
select is(public.change_admin_pin('4321', '864200')::jsonb, '{"changed": true}'::jsonb, 'another admin (the owner) is not affected');
select pg_temp.act_as('postgres');
select ok((select extensions.crypt('135790', pin_hash) = pin_hash from private.admins where id = pg_temp.val('rita')::uuid), 'Rita''s PIN is unchanged');

-- Throttle per client address ----------------------------------------------------------------------------------
delete from private.admin_login_attempts;
select pg_temp.as_client('203.0.113.5');
select is(public.verify_admin_pin('111111')::jsonb ->> 'valid', 'false', 'client A: wrong PIN ' || n) from generate_series(1, 5) n;
select throws_ok($$ select public.verify_admin_pin('864200') $$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  'client A is refused, even with the right PIN');
select pg_temp.as_client('203.0.113.9');
select is(public.verify_admin_pin('864200')::jsonb ->> 'valid', 'true', 'client B signs in with the right PIN after A''s five failures');
-- A client cannot pose as another: it only writes the entries to the left of the one the proxy appends.
select pg_temp.as_client('203.0.113.9, 203.0.113.5');
select throws_ok($$ select public.verify_admin_pin('864200') $$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  'client A sending X-Forwarded-For: B is still client A');
select pg_temp.act_as('postgres');
select set_config('request.headers', '{"x-forwarded-for":"203.0.113.9, 203.0.113.5"}', true);
select is(private.client_address(), '203.0.113.5', 'client_address is the last X-Forwarded-For entry');
select set_config('request.headers', '', true);
select is(private.client_address(), null, 'no address outside an HTTP request');

-- The flood rule: 100 failures in an hour give clients without a recent success 2 tries per 15 minutes, never a lock -----
insert into private.admin_login_attempts (at, succeeded, client_address)
select now() - interval '10 minutes', false, '192.0.2.' || (n % 50) from generate_series(1, 100) n;
select pg_temp.as_client('203.0.113.77');
select is(public.verify_admin_pin('864200')::jsonb ->> 'valid', 'true',
  'over the flood line a new client still gets in with the right PIN (second security review, S7)');
select pg_temp.as_client('203.0.113.9');
select is(public.verify_admin_pin('864200')::jsonb ->> 'valid', 'true', 'a client that signed in recently still gets in');

-- Player sessions ------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into private.player_sessions (player_id, token_hash) values
  (pg_temp.fx('active'), private.token_hash('tok-active-2')), (pg_temp.fx('other'), private.token_hash('tok-other-2'));
select is((select expires_at from private.player_sessions where token_hash = private.token_hash('tok-active-2')), now() + interval '90 days',
  'a new player session lasts 90 days');
select pg_temp.act_as('anon');
select throws_ok($$ select public.sign_out_everywhere() $$, '42501', 'Sign in first', 'anon has nothing to sign out');
select is(public.refresh_player_session()::jsonb, '{"player_id": null}'::jsonb, 'refresh without a session answers no player');
select pg_temp.act_as('postgres');
update private.player_sessions set expires_at = now() + interval '1 day' where token_hash = private.token_hash('tok-pending');
select pg_temp.act_as('pending');
select is(public.refresh_player_session()::jsonb ->> 'player_id', pg_temp.fx('pending')::text, 'refresh answers the player');
select pg_temp.act_as('postgres');
select is((select expires_at from private.player_sessions where token_hash = private.token_hash('tok-pending')), now() + interval '90 days',
  'and slides the expiry to 90 days from now');
select pg_temp.act_as('postgres');
update private.player_sessions set expires_at = now() - interval '1 second' where token_hash = private.token_hash('tok-pending');
select pg_temp.act_as('pending');
select is(private.current_player_id(), null, 'after 90 days without use the session is refused');
select is(public.refresh_player_session()::jsonb, '{"player_id": null}'::jsonb, 'and cannot be revived');

select pg_temp.act_as('active');
select is(public.sign_out_everywhere(), 2, 'sign out everywhere ends both of Alice''s sessions');
select is(private.current_player_id(), null, 'this session is over');
select set_config('request.headers', '{"x-player-token":"tok-active-2"}', true);
select is(private.current_player_id(), null, 'and the other device''s too');
select pg_temp.act_as('other');
select is(private.current_player_id(), pg_temp.fx('other'), 'another player''s session is untouched');
select pg_temp.act_as('admin');
select is((select actor_id from public.audit_log where action = 'PLAYER_SIGNED_OUT_EVERYWHERE'), pg_temp.fx('active')::text, 'audited as the player');

-- E-mail change: confirmed from the new address, the old one told, other sessions ended ------------------------
select pg_temp.act_as('other');
select is(public.update_player_profile(pg_temp.fx('other'), 'Oscar Other', null, ' Oscar.New@Test.Example ', '9000003')::jsonb ->> 'pending_email',
  'oscar.new@test.example', 'a player asks for a new e-mail address');
select pg_temp.act_as('postgres');
select is((select email from public.players where id = pg_temp.fx('other')), 'oscar.other@test.example', 'the address is not changed yet');
select results_eq($$ select template, to_email from public.email_outbox where template like 'email_change%' order by template $$,
  $$ values ('email_change_confirm', 'oscar.new@test.example'), ('email_change_notice', 'oscar.other@test.example') $$,
  'a confirmation to the new address, a notice to the old one');
select is((select array(select jsonb_object_keys(payload) order by 1) from public.email_outbox where template = 'email_change_confirm'),
  array['confirmRef', 'expiresAt', 'newEmail', 'playerName'], 'the queued confirmation holds a link reference, no link');
select is((select c.token_hash from private.email_changes c
           join public.email_outbox o on (o.payload ->> 'confirmRef')::uuid = c.id and o.template = 'email_change_confirm'),
  null, 'no token exists before the confirmation is sent');
select is((select payload ->> 'confirmUrl' from public.email_outbox where template = 'email_change_notice'), null, 'the old address never gets the link');
-- The sender derives a token for the reference and binds its hash (here the test plays the sender).
select is(pg_temp.send_confirmation('oscar.new@test.example', 'oscar-link-1'), true, 'the sender binds its token''s hash to the reference');
select is(pg_temp.send_confirmation('oscar.new@test.example', 'oscar-link-1'), true, 'again for a retried send');
select is(pg_temp.send_confirmation('oscar.new@test.example', 'forged-link'), false, 'never a second token for the reference');
select pg_temp.keep('confirm1', 'oscar-link-1');
select pg_temp.act_as('other');
select lives_ok($$ select public.update_player_profile(pg_temp.fx('other'), 'Oscar Other', null, 'oscar.newer@test.example', '9000003') $$,
  'a second request');
select pg_temp.act_as('postgres');
select pg_temp.send_confirmation('oscar.newer@test.example', 'oscar-link-2');
select pg_temp.keep('confirm2', 'oscar-link-2');
select pg_temp.act_as('anon');
select throws_ok($$ select public.confirm_email_change(pg_temp.val('confirm1')) $$, '22023', 'This confirmation link is not valid or has expired.',
  'a newer request cancels the older link');
select throws_ok($$ select public.confirm_email_change('not-a-token') $$, '22023', 'This confirmation link is not valid or has expired.', 'a made-up link');
select is(public.confirm_email_change(pg_temp.val('confirm2'))::jsonb, jsonb_build_object('player_id', pg_temp.fx('other'), 'email', 'oscar.newer@test.example'),
  'the link from the new mailbox confirms the change');
select pg_temp.act_as('postgres');
select is((select email from public.players where id = pg_temp.fx('other')), 'oscar.newer@test.example', 'the address is changed');
select pg_temp.act_as('other');
select is(private.current_player_id(), pg_temp.fx('other'), 'the session that asked stays signed in');
select set_config('request.headers', '{"x-player-token":"tok-other-2"}', true);
select is(private.current_player_id(), null, 'the player''s other sessions end');
select pg_temp.act_as('anon');
select throws_ok($$ select public.confirm_email_change(pg_temp.val('confirm2')) $$, '22023', 'This confirmation link is not valid or has expired.', 'a link works once');
select pg_temp.act_as('admin');
select results_eq($$ select actor_kind, actor_id from public.audit_log where action = 'PLAYER_EMAIL_CHANGED' $$,
  $$ values ('player', pg_temp.fx('other')::text) $$, 'the confirmed change is audited as the player''s');
select lives_ok($$ select public.update_player_profile(pg_temp.fx('pending'), 'Pat Pending', null, 'pat.two@test.example', '9000001') $$,
  'an admin asks for a new address too');
select pg_temp.act_as('postgres');
update private.email_changes set expires_at = now() - interval '1 second' where new_email = 'pat.two@test.example';
select pg_temp.send_confirmation('pat.two@test.example', 'pat-link');
select pg_temp.keep('confirm3', 'pat-link');
select pg_temp.act_as('anon');
select throws_ok($$ select public.confirm_email_change(pg_temp.val('confirm3')) $$, '22023', 'This confirmation link is not valid or has expired.', 'after 24 hours the link has expired');

select * from finish();
rollback;

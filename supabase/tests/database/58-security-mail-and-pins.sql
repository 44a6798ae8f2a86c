-- Second security review, the SQL rules of S1, S2, S6, S7, S4 and F9: mail limited per recipient mailbox
-- (aliases normalised) for what visitors and members cause, league notices per member and match, the PIN
-- rules and throttles, links bound only for their own address, one answer for taken sign-up details.
begin;
select plan(27);

select tests.setup_fixtures();
update public.settings set value = 'true' where key = 'emailEnabled';
insert into public.settings (key, value) values ('fromEmail', 'league@test.example')
on conflict (key) do update set value = excluded.value;

-- An RPC's way to queue mail (security definer, so the caller's API role stays what PostgREST set).
create function pg_temp.queue(p_template text, p_to text) returns void language sql security definer as $$
  select private.enqueue_email(p_template, p_to, '{}'::jsonb)
$$;
create function pg_temp.notice(p_match uuid) returns boolean language sql security definer as $$
  select private.notify_admins('admin_notice', jsonb_build_object('kind', 'WITHDRAWN', 'matchId', p_match))
$$;

-- The mailbox a recipient address delivers to ----------------------------------------------------------
select is(private.mailbox_key('Victim+news@Example.COM'), 'victim@example.com', 'lower case, +tag dropped');
select is(private.mailbox_key('v.i.c.t.i.m+x@googlemail.com'), 'victim@gmail.com', 'gmail: dots dropped, googlemail is gmail');
select is(private.mailbox_key('v.ictim@example.com'), 'v.ictim@example.com', 'other domains keep their dots');
select ok(not has_function_privilege(r, 'private.mailbox_key(text)', 'execute'), r || ' cannot call mailbox_key')
from unnest(array['anon', 'authenticated']) r;

-- Mail a member causes: 5 an hour per mailbox, whatever alias ------------------------------------------
select pg_temp.act_as('active');
select pg_temp.queue('signup_received', 'victim+' || g || '@example.com') from generate_series(1, 8) g;
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox where to_email like 'victim+%@example.com'), 5,
  'a member causes at most 5 messages an hour to one mailbox (8 asked for, through aliases)');
select pg_temp.act_as('active');
select throws_ok($$select pg_temp.queue('email_change_confirm', 'VICTIM@example.com')$$, 'PT429',
  'Too many e-mails have been sent to this address. Please try again later.', 'an e-mail change confirmation past it is refused, with a clear message');
select pg_temp.act_as('admin');
select pg_temp.queue('member_status', 'victim@example.com');
select pg_temp.act_as('postgres');
select pg_temp.queue('member_status', 'victim@example.com');
select is((select count(*)::int from public.email_outbox where to_email = 'victim@example.com'), 2,
  'what an admin or the server sends is not counted');

-- League notices: per member and match, not per the league's mailbox ----------------------------------
select pg_temp.act_as('active');
select pg_temp.notice(pg_temp.fx('match')) from generate_series(1, 6);
select pg_temp.act_as('other');
select pg_temp.notice(pg_temp.fx('match'));
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox where template = 'admin_notice' and payload ->> 'matchId' = pg_temp.fx('match')::text), 4,
  'a member causes 3 notices a day about one match; another member''s still arrives');

-- Sign-in links count the mailbox ----------------------------------------------------------------------
delete from private.rate_limits;
select private.issue_sign_in_link('alice.active+' || g || '@test.example', '198.51.100.' || g) from generate_series(1, 3) g;
select throws_ok($$select private.issue_sign_in_link('ALICE.ACTIVE+4@test.example', '198.51.100.9')$$, 'PT429',
  'Too many requests. Please try again in a few minutes.', 'the fourth sign-in link to one mailbox in 15 minutes waits, whatever its alias');

-- PINs ------------------------------------------------------------------------------------------------
select is(private.new_pin_problem('1234', null, true), 'A named admin''s PIN must be at least 6 digits', 'a named admin needs 6+ digits');
select is(private.new_pin_problem('12ab56', null, true), 'A named admin''s PIN must be at least 6 digits', '…digits only');
select is(private.new_pin_problem('1234', null, false), null, 'the owner keeps the spec''s 4 characters');
select is(private.new_pin_problem('123', null, true), 'PIN must be at least 4 characters', 'the spec''s message comes first');
insert into private.admins (id, name, pin_hash) values ('00000000-0000-0000-0000-0000000000a1', 'Named Nina', extensions.crypt('555555', extensions.gen_salt('bf')));
insert into private.admin_sessions (token_hash, expires_at, admin_id) values (private.token_hash('tok-nina'), now() + interval '1 hour', '00000000-0000-0000-0000-0000000000a1');
insert into private.admins (name, pin_hash) values ('Named Nick', extensions.crypt('777777', extensions.gen_salt('bf')));
select pg_temp.act_as('anon');
select set_config('request.headers', json_build_object('x-admin-token', 'tok-nina', 'x-forwarded-for', '198.51.100.50')::text, true);
select is(public.change_admin_pin('555555', '777777')::jsonb, '{"changed": false, "message": "This PIN is already in use by another admin"}'::jsonb,
  'a PIN in use is an answer…');
select public.change_admin_pin('555555', '777777') from generate_series(1, 4);
select throws_ok($$select public.change_admin_pin('555555', '777777')$$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  '…counted as a failed attempt: the sixth is refused');
select throws_ok($$select public.change_admin_pin('555555', '888888')$$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  '…for any new PIN');
select pg_temp.act_as('postgres');
select is((select count(*)::int from private.admin_login_attempts where admin_id = '00000000-0000-0000-0000-0000000000a1' and purpose = 'pin_change' and not succeeded), 5,
  'five failures recorded for that admin');

-- Sign-in: failures per address, not reset by its own success; no global lock ---------------------------
delete from private.admin_login_attempts;
insert into private.admin_login_attempts (succeeded, client_address, at) select false, '198.51.100.60', now() - interval '1 minute' from generate_series(1, 4);
insert into private.admin_login_attempts (succeeded, client_address, admin_id) values (true, '198.51.100.60', '00000000-0000-0000-0000-0000000000a1');
insert into private.admin_login_attempts (succeeded, client_address) values (false, '198.51.100.60');
select pg_temp.act_as('anon');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.60"}', true);
select throws_ok($$select public.verify_admin_pin('555555')$$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  'five wrong PINs lock an address even after its own success');
select pg_temp.act_as('postgres');
delete from private.admin_login_attempts;
insert into private.admin_login_attempts (succeeded, client_address) select false, '203.0.113.' || (g % 10) from generate_series(1, 150) g;
select pg_temp.act_as('anon');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.61"}', true);
select is((public.verify_admin_pin('555555')::jsonb ->> 'valid'), 'true',
  'a flood of 150 wrong PINs from ten other addresses does not lock an admin on a new network');
select is((public.verify_admin_pin('000001')::jsonb ->> 'valid'), 'false', 'during the flood a new network may still get a PIN wrong…');
select set_config('request.headers', '{"x-forwarded-for": "198.51.100.62"}', true);
select public.verify_admin_pin('000001') from generate_series(1, 2);
select throws_ok($$select public.verify_admin_pin('555555')$$, 'PT429', 'Too many failed attempts. Try again in 15 minutes.',
  '…but an unknown address gets 2 tries per 15 minutes while it lasts');

-- Links are bound only for their own address ----------------------------------------------------------
select pg_temp.act_as('postgres');
insert into private.sign_in_links (id, player_id) values ('00000000-0000-0000-0000-0000000000b1', pg_temp.fx('active'));
select is(private.bind_link_token('sign_in', '00000000-0000-0000-0000-0000000000b1', extensions.digest('t1', 'sha256'), 'thief@example.com'), 'wrong_recipient',
  'a sign-in link for another address is not bound');
select is(private.bind_link_token('sign_in', '00000000-0000-0000-0000-0000000000b1', extensions.digest('t1', 'sha256'), 'Alice.Active@test.example'), 'bound',
  'the member''s own address is');
select ok(not has_function_privilege('service_role', 'private.set_link_token_hash(text, uuid, bytea)', 'execute'),
  'the recipient-blind binder is closed to the service role');

-- Taken sign-up details: one answer ---------------------------------------------------------------------
delete from private.rate_limits;
select pg_temp.act_as('anon');
select is((public.register_player('Probe One', null, 'ALICE.active@test.example', '1234567', true)::jsonb ->> 'message'),
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', 'a taken e-mail…');
select is((public.register_player('Probe Two', null, 'probe.two@test.example', '9000002', true)::jsonb ->> 'message'),
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', '…and a taken GHIN get the same answer');

select * from finish();
rollback;

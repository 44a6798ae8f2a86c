-- E-mail rule: the database refuses exactly what the mailer (supabase/functions/_shared/validate.ts)
-- refuses; the admin dashboard counts mail waiting for a retry as undelivered.
begin;
select plan(42);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          active   Alice, ACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
create function pg_temp.act_as(p_who text) returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.headers',
    case p_who
      when 'anon' then '{}'
      when 'postgres' then '{}'
      when 'admin' then json_build_object('x-admin-token', 'tok-admin')::text
      else json_build_object('x-player-token', 'tok-' || p_who)::text
    end, true);
  if p_who <> 'postgres' then
    perform set_config('role', 'anon', true);
  end if;
end $$;

create temp table fx (key text primary key, id uuid not null);
grant select on fx to anon, authenticated;
create function pg_temp.fx(p_key text) returns uuid language sql stable as $$
  select id from pg_temp.fx where key = p_key
$$;
insert into fx (key, id) values ('active', gen_random_uuid());

insert into public.players (id, name, nickname, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('active'), 'Alice Active', 'Ace', 'alice.active@test.example', '9000002', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash) values (pg_temp.fx('active'), private.token_hash('tok-active'));
insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-admin'), now() + interval '8 hours');

-- Scratch values a test keeps between statements.
create temp table scratch (key text primary key, value text);
grant all on scratch to anon, authenticated;
create function pg_temp.val(p_key text) returns text language sql stable as $$
  select value from pg_temp.scratch where key = p_key
$$;
create function pg_temp.keep(p_key text, p_value text) returns text language sql volatile as $$
  insert into pg_temp.scratch (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value
  returning value
$$;

-- What the mailer refuses in an address: /[\s@,;<>"()[\]\\]/ (JavaScript's \s spelled out).
create temp table refused_by_mailer (cp integer primary key);
insert into refused_by_mailer select ascii(c) from regexp_split_to_table('@,;<>"()[]\', '') c;
insert into refused_by_mailer
select unnest(array[9, 10, 11, 12, 13, 32, 160, 5760, 8232, 8233, 8239, 8287, 12288, 65279])
union select generate_series(8192, 8202);

-- The rule, character by character: every BMP character in the local part, the domain and the TLD --------
select pg_temp.act_as('postgres');
select set_eq(
  $$ select i from generate_series(1, 65535) i where i not between 55296 and 57343 and not private.is_valid_email('a' || chr(i) || 'b@club.example') $$,
  $$ select cp from refused_by_mailer $$,
  'local part: exactly the mailer''s refused characters are refused');
select set_eq(
  $$ select i from generate_series(1, 65535) i where i not between 55296 and 57343 and not private.is_valid_email('ab@cl' || chr(i) || 'ub.example') $$,
  $$ select cp from refused_by_mailer $$,
  'domain: exactly the mailer''s refused characters are refused');
select set_eq(
  $$ select i from generate_series(1, 65535) i where i not between 55296 and 57343 and not private.is_valid_email('ab@club.ex' || chr(i) || 'ample') $$,
  $$ select cp from refused_by_mailer $$,
  'top-level domain: exactly the mailer''s refused characters are refused');
select ok(private.is_valid_email('a' || chr(128512) || 'b@club.example'), 'characters beyond U+FFFF are accepted, as by the mailer');

-- Shape and length
select ok(private.is_valid_email('ann.lee+golf@club.example'), 'a plain address with + and dots');
select ok(private.is_valid_email('o''brien@club.example'), 'an apostrophe is accepted (the mailer accepts it)');
select ok(not private.is_valid_email('ann@club'), 'no dot in the domain');
select ok(not private.is_valid_email('@club.example'), 'empty local part');
select ok(not private.is_valid_email('ann@.example') and not private.is_valid_email('ann@club.'), 'empty domain or top-level domain');
select ok(not private.is_valid_email(null), 'null is not an address');
select ok(private.is_valid_email(repeat('a', 241) || '@club.example'), '254 characters');
select ok(not private.is_valid_email(repeat('a', 242) || '@club.example'), '255 characters are too long');
select ok(private.is_valid_email(repeat('a', 239) || chr(128512) || '@club.example'),
  '254 UTF-16 code units (the mailer''s length): a character beyond U+FFFF counts twice');
select ok(not private.is_valid_email(repeat('a', 240) || chr(128512) || '@club.example'),
  '254 characters but 255 UTF-16 code units are too long');

-- Sign-up and profile edits raise the spec's message ---------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok(format('select public.register_player(%L, null, %L, %L, true)', 'Mail Refused', email, '77000001'),
  '23514', 'Please enter a valid email address', 'sign-up refuses ' || label)
from (values
  ('mail.refused(x)@example.com', 'parentheses'),
  ('ann,lee@club.example', 'a comma'),
  ('ann;lee@club.example', 'a semicolon'),
  ('<ann@club.example>', 'angle brackets'),
  ('"ann"@club.example', 'double quotes'),
  ('ann[1]@club.example', 'square brackets'),
  ('ann\lee@club.example', 'a backslash'),
  ('ann' || chr(160) || 'lee@club.example', 'a no-break space')
) as bad (email, label);
select lives_ok($$ select public.register_player('Ann O''Brien', null, ' Ann.O''Brien+Golf@Club.Example ', '77000002', true) $$,
  'sign-up accepts an address the mailer accepts');
select pg_temp.act_as('active');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice(home)@test.example', '9000002') $$,
  '23514', 'Please enter a valid email address', 'a profile edit refuses an address the mailer refuses');
select pg_temp.act_as('admin');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice@test.example, eve@test.example', '9000002') $$,
  '23514', 'Please enter a valid email address', 'so does an admin''s edit');
select throws_ok($$ select public.upsert_admin_setting('fromEmail', 'League <league@fairway.example>') $$,
  '23514', 'Please enter a valid email address', 'the sender address setting follows the same rule');

-- The constraints hold every writer to it (the owner included) --------------------------------------------------
select pg_temp.act_as('postgres');
select throws_like($$ insert into public.players (name, email, ghin) values ('Direct', 'direct(x)@club.example', '77000003') $$,
  '%players_email_format_check%', 'players: a direct insert is refused by players_email_format_check');
select throws_like($$ update public.players set email = 'alice;x@test.example' where id = pg_temp.fx('active') $$,
  '%players_email_format_check%', 'players: a direct update is refused too');
select throws_like($$ insert into public.email_outbox (template, to_email) values ('custom', 'a,b@club.example') $$,
  '%email_outbox_to_email_check%', 'email_outbox: nothing is queued for an address the mailer refuses');
select lives_ok($$ insert into public.email_outbox (template, to_email) values ('custom', 'ok+x@club.example') $$,
  'email_outbox: a good address is queued');
select set_eq($$
    select c.conrelid::regclass::text || '.' || c.conname from pg_constraint c
    where c.contype = 'c' and c.connamespace = 'public'::regnamespace and pg_get_constraintdef(c.oid) like '%is_valid_email%'
  $$,
  array['players.players_email_format_check', 'email_outbox.email_outbox_to_email_check',
        'match_invites.match_invites_email_check', 'match_waitlist.match_waitlist_email_check'],
  'every e-mail constraint calls private.is_valid_email (one place for the rule)');
select is_empty($$
    select c.conrelid::regclass || '.' || c.conname from pg_constraint c
    where c.contype = 'c' and c.connamespace = 'public'::regnamespace and pg_get_constraintdef(c.oid) like '%@%'
  $$, 'no constraint keeps a pattern of its own');
select is_empty($$
    select c.conname from pg_constraint c
    where c.conname in ('players_email_format_check', 'email_outbox_to_email_check') and not c.convalidated
  $$, 'the new constraints were checked against the rows already stored');

-- Stored addresses (the seed's players among them) pass the rule -------------------------------------------------------
select ok((select count(*) from public.players where email like '%@%.example') >= 1, 'there are stored players to check');
select is_empty($$ select email from public.players where not private.is_valid_email(email) $$, 'every player''s address passes');
select is_empty($$ select to_email from public.email_outbox where not private.is_valid_email(to_email) $$, 'every queued address passes');
select is_empty($$
    select email from public.match_invites where not private.is_valid_email(email)
    union all select email from public.match_waitlist where email is not null and not private.is_valid_email(email)
  $$, 'every invitation and waitlist address passes');

-- Admin dashboard: undelivered mail = FAILED, or PENDING after a failed attempt ---------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_admin_dashboard() $$, '42501', 'Admin access required', 'anonymous cannot read the dashboard');
select pg_temp.act_as('admin');
select pg_temp.keep('before', public.get_admin_dashboard() -> 'needs_attention' ->> 'failed_emails');
select pg_temp.act_as('postgres');
insert into public.email_outbox (template, to_email, status, attempts, last_error, next_attempt_at, sent_at) values
  ('custom', 'failed@club.example', 'FAILED', 1, 'SMTP 550: mailbox unavailable', now(), null),
  ('custom', 'retrying@club.example', 'PENDING', 3, 'connect ECONNREFUSED', now() + interval '10 minutes', null),
  ('custom', 'fresh@club.example', 'PENDING', 0, null, now(), null),
  ('custom', 'sent@club.example', 'SENT', 1, null, now(), now());
select pg_temp.act_as('admin');
select is((public.get_admin_dashboard() -> 'needs_attention' ->> 'failed_emails')::int, pg_temp.val('before')::int + 2,
  'failed_emails counts a FAILED message and one waiting for a retry, not a fresh or a sent one');
select is((public.get_admin_dashboard() -> 'needs_attention' ->> 'failed_emails')::int,
  (select count(*)::int from public.email_outbox where status = 'FAILED' or (status = 'PENDING' and attempts > 0)),
  'failed_emails = FAILED + PENDING with attempts > 0');
select is(array(select json_object_keys(public.get_admin_dashboard() -> 'needs_attention') order by 1),
  array['failed_emails', 'unfinalized_past_matches', 'unpaid_entries'], 'needs_attention keeps its shape');
select is(array(select json_object_keys(public.get_admin_dashboard()) order by 1),
  array['analytics', 'finance', 'needs_attention', 'pending_count', 'pending_signups', 'upcoming_matches'], 'the dashboard keeps its shape');

select * from finish();
rollback;

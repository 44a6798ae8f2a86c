-- Abuse limits and link secrecy (issue 13, items 7 and 11): the client address the limits count by,
-- the atomic limiter, sign-up and analytics throttles, who may call the limiter and the link binder,
-- and no raw link in the outbox or the audit log.
begin;
select plan(46);

-- pg_temp.act_as / fx / val / keep and the fixtures: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- A visitor as PostgREST sees them: anonymous, with the headers the gateway or the platform set.
create function pg_temp.visit(p_headers json) returns void language plpgsql as $$
begin
  perform pg_temp.act_as('anon');
  perform set_config('request.headers', p_headers::text, true);
end $$;

-- The limiter's tables and functions are the server's --------------------------------------------
select has_table('private', 'rate_limits', 'private.rate_limits exists');
select ok((select relrowsecurity from pg_class where oid = 'private.rate_limits'::regclass), 'rate_limits has row-level security');
select ok(not has_table_privilege(r, 'private.rate_limits', 'select'), r || ' cannot read the limiter''s counters')
from unnest(array['anon', 'authenticated']) r;
select ok(not has_function_privilege(r, f, 'execute'), r || ' cannot call ' || f)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['private.client_address()', 'private.take_rate_limit(text, text, integer, interval)', 'private.throttle(text, text, integer, interval)',
                  'private.issue_sign_in_link(text, text)', 'private.set_link_token_hash(text, uuid, bytea)',
                  'private.prune_rate_limits()']) f;

-- The client address (read inside the security definer RPCs, so here as their owner) --------------------
select pg_temp.act_as('postgres');
create function pg_temp.address_with(p_headers json) returns text language sql as $$
  select set_config('request.headers', p_headers::text, true);
  select private.client_address()
$$;
select is(pg_temp.address_with('{"x-forwarded-for": "198.51.100.7"}'), '198.51.100.7', 'the address the gateway set');
select is(pg_temp.address_with('{"x-forwarded-for": "10.6.6.6, 198.51.100.7"}'), '198.51.100.7', 'a client-written first hop is ignored: the last hop is the nearest proxy''s');
select is(pg_temp.address_with('{"cf-connecting-ip": "203.0.113.5", "x-forwarded-for": "198.51.100.7"}'), '203.0.113.5', 'hosted: the edge''s cf-connecting-ip');
select is(pg_temp.address_with('{}'), null, 'no address outside an HTTP request…');
select is(private.take_rate_limit('test-none', private.client_address(), 1, interval '1 minute'), true, '…and the limiter counts such callers under one shared key');
select is((select key from private.rate_limits where bucket = 'test-none'), 'unknown', '…''unknown''');

-- The limiter ------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
select is(array(select private.take_rate_limit('test', 'k', 3, interval '1 minute') from generate_series(1, 4)), array[true, true, true, false],
  'three hits fit a limit of three, the fourth does not');
select is((select hits from private.rate_limits where bucket = 'test' and key = 'k'), 3, 'a refused hit is not counted');
select is(private.take_rate_limit('test', 'other', 3, interval '1 minute'), true, 'another key has its own counter');
update private.rate_limits set window_start = now() - interval '61 seconds' where bucket = 'test' and key = 'k';
select is(private.take_rate_limit('test', 'k', 3, interval '1 minute'), true, 'a new window starts once the old one is over');
select is((select hits from private.rate_limits where bucket = 'test' and key = 'k'), 1, '…counting from one');

-- Stale counters are pruned (the limiter calls this on about one hit in a hundred).
insert into private.rate_limits (bucket, key, window_start, hits)
values ('test', 'gone-a-while', now() - interval '25 hours', 2), ('test', 'an-hour-ago', now() - interval '1 hour', 2);
select is(private.prune_rate_limits(), 1, 'one counter whose window began over a day ago is pruned');
select ok(exists (select 1 from private.rate_limits where key = 'an-hour-ago'), '…a recent one stays');
select is(array(select private.take_rate_limit('test-prune', 'k', 150, interval '1 hour') from generate_series(1, 150)),
  array(select true from generate_series(1, 150)), 'many hits in a row (some of which prune) are all counted');
select is((select hits from private.rate_limits where bucket = 'test-prune' and key = 'k'), 150, '…exactly');

-- Sign-up: 30 an hour per client address -----------------------------------------------------------------
select pg_temp.visit('{"x-forwarded-for": "198.51.100.7"}');
select lives_ok($$ select public.register_player('Flood ' || n, null, 'flood' || n || '@test.example', (8800000 + n)::text, true) from generate_series(1, 30) n $$,
  '30 sign-ups from one address');
select throws_ok($$ select public.register_player('Flood 31', null, 'flood31@test.example', '8800031', true) $$,
  'PT429', 'Too many requests. Please try again in a few minutes.', 'the 31st within the hour is refused (HTTP 429)');
select pg_temp.visit('{"x-forwarded-for": "10.1.2.3, 198.51.100.7"}');
select throws_ok($$ select public.register_player('Flood 32', null, 'flood32@test.example', '8800032', true) $$,
  'PT429', 'Too many requests. Please try again in a few minutes.', 'a client-written x-forwarded-for hop does not reset it');
select pg_temp.visit('{"x-forwarded-for": "198.51.100.8"}');
select lives_ok($$ select public.register_player('Neighbour', null, 'neighbour@test.example', '8800033', true) $$, 'another address signs up');
select throws_ok($$ select public.register_player('Neighbour', null, 'neighbour2@test.example', '', true) $$,
  '23514', null, 'a refused sign-up (bad fields) is checked before the limiter…');
select pg_temp.act_as('postgres');
select is((select hits from private.rate_limits where bucket = 'sign_up' and key = '198.51.100.8'), 1, '…and takes nothing from it');
select is((select count(*)::int from public.players where email like 'flood%@test.example'), 30, 'exactly 30 players from the flooding address');

-- Analytics: past 30 clicks in 10 minutes from one address, clicks are not recorded ------------------------
select pg_temp.visit('{"x-forwarded-for": "198.51.100.9"}');
select lives_ok($$ select public.log_analytics_event('cta_whatsapp_click', '/p' || n) from generate_series(1, 40) n $$, '40 clicks are answered without an error');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.analytics_events where path ~ '^/p[0-9]+$' and created_at = now()), 30, 'only 30 are recorded');

-- No raw link in the outbox or the audit log ---------------------------------------------------------------
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('other')], 'See you there', null, false), 0, 'an entered player is not invited');
select pg_temp.act_as('postgres');
insert into public.players (id, name, email, ghin, status, join_date) values
  ('5a0c0d6e-95a4-4b4e-8a11-7b6f3c2d1e0f', 'Lina Link', 'lina.link@test.example', '8800050', 'ACTIVE', '2026-01-10');
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('match'), array['5a0c0d6e-95a4-4b4e-8a11-7b6f3c2d1e0f'::uuid], 'See you there', null, false), 1, 'an admin invites a player');
select pg_temp.act_as('postgres');
select ok(private.issue_sign_in_link('lina.link@test.example', '192.0.2.50') is not null, 'and the player asks for a sign-in link');
select is_empty($$ select id from public.email_outbox where to_email = 'lina.link@test.example'
                   and (payload::text ~ '/(invites|signin)/' or html ~ '/(invites|signin)/' or text ~ '/(invites|signin)/') $$,
  'the queued mails hold no link');
select is((select count(*)::int from private.invite_tokens t join public.match_invites i on i.id = t.invite_id
           where i.email = 'lina.link@test.example' and t.token_hash is null), 1, 'the invitation''s link has no token until it is sent');
select is_empty($$ select id from public.audit_log where details::text ~ '/(invites|signin)/|[0-9a-f]{64}' $$, 'the audit log holds no link or token');

select * from finish();
rollback;

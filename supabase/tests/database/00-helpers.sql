-- Shared fixtures for the pgTAP files (runs first; the schema `tests` stays, the fixtures do not).
-- Each file calls tests.setup_fixtures() inside its own transaction, so everything it creates is rolled
-- back with that file: the pg_temp helpers act_as / as_engine / fx / val / keep, the temp tables and these rows:
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
--   a course with one tee set, a match (capacity 4) with Stableford and gross skins, Alice and Oscar entered.
create schema if not exists tests;

create or replace function tests.setup_fixtures() returns void
language plpgsql
as $setup$
begin
  execute $fixtures$
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

-- The finalize-match edge function's connection: service_role, with (or without) the admin session it forwards.
create function pg_temp.as_engine(p_admin boolean default true) returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.headers', case when p_admin then json_build_object('x-admin-token', 'tok-admin')::text else '{}' end, true);
  perform set_config('role', 'service_role', true);
end $$;

create temp table fx (key text primary key, id uuid not null);
grant select on fx to anon, authenticated, service_role;
create function pg_temp.fx(p_key text) returns uuid language sql stable as $$
  select id from pg_temp.fx where key = p_key
$$;

insert into fx (key, id) values
  ('pending', gen_random_uuid()), ('active', gen_random_uuid()), ('other', gen_random_uuid()),
  ('inactive', gen_random_uuid()), ('course', gen_random_uuid()), ('teeset', gen_random_uuid()),
  ('match', gen_random_uuid()), ('stb', gen_random_uuid()), ('skins', gen_random_uuid());

insert into public.players (id, name, nickname, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('pending'), 'Pat Pending', null, 'pat.pending@test.example', '9000001', 'PENDING', null, now()),
  (pg_temp.fx('active'), 'Alice Active', 'Ace', 'alice.active@test.example', '9000002', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('other'), 'Oscar Other', null, 'oscar.other@test.example', '9000003', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('inactive'), 'Ivan Inactive', null, 'ivan.inactive@test.example', '9000004', 'INACTIVE', null, now());

insert into private.player_sessions (player_id, token_hash) values
  (pg_temp.fx('pending'), private.token_hash('tok-pending')),
  (pg_temp.fx('active'), private.token_hash('tok-active')),
  (pg_temp.fx('other'), private.token_hash('tok-other')),
  (pg_temp.fx('inactive'), private.token_hash('tok-inactive'));
insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-admin'), now() + interval '8 hours');

insert into public.courses (id, name, city, state) values (pg_temp.fx('course'), 'Test Course', 'Testville', 'NC');
insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default) values
  (pg_temp.fx('teeset'), pg_temp.fx('course'), 'White', 70.0, 120,
   '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', true);
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, capacity)
values (pg_temp.fx('match'), 'Test Match', '2026-12-20', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 4);
insert into public.match_games (id, match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('stb'), pg_temp.fx('match'), 'STB_V2', true, 1000, 'PER_ENTRY'),
  (pg_temp.fx('skins'), pg_temp.fx('match'), 'SKINS_GROSS', true, 500, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('other'), null);

-- Scratch values a test keeps between statements (tokens, RPC answers).
create temp table scratch (key text primary key, value text);
grant all on scratch to anon, authenticated, service_role;
create function pg_temp.val(p_key text) returns text language sql stable as $$
  select value from pg_temp.scratch where key = p_key
$$;
create function pg_temp.keep(p_key text, p_value text) returns text language sql volatile as $$
  insert into pg_temp.scratch (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value
  returning value
$$;

  $fixtures$;
end
$setup$;

select plan(1);
select has_function('tests', 'setup_fixtures', 'the shared fixtures are installed');
select * from finish();

-- RLS matrix: every public table × {anonymous, pending player, active player on own rows, active
-- player on another's rows, admin} × {select, insert, update, delete}. RPC-only tables refuse direct
-- writes by privilege (42501), admin-written tables by RLS. E-mail and GHIN are unreachable by column.
begin;
select plan(389);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
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
grant all on scratch to anon, authenticated;
create function pg_temp.val(p_key text) returns text language sql stable as $$
  select value from pg_temp.scratch where key = p_key
$$;
create function pg_temp.keep(p_key text, p_value text) returns text language sql volatile as $$
  insert into pg_temp.scratch (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value
  returning value
$$;

-- More fixtures: rows owned by each player in every player-keyed table.
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('course_spare', gen_random_uuid()), ('teeset_spare', gen_random_uuid()), ('match2', gen_random_uuid());
insert into public.courses (id, name) values (pg_temp.fx('course_spare'), 'Spare Course');
insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values
  (pg_temp.fx('teeset_spare'), pg_temp.fx('course'), 'Spare', 70.0, 120, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}');
insert into public.course_pars values ('Matrix Spare', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4);
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('match2'), 'Second Match', '2026-12-27', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.handicap_logs (player_id, course_name, rating, slope, gross)
select p, 'Fixture Links', 71.0, 125, 85 from unnest(array[pg_temp.fx('pending'), pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.match_payments (match_id, player_id, amount_cents, method)
select pg_temp.fx('match'), p, 500, 'CASH' from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.scorecards (match_id, player_id, hole_1, hole_2)
select pg_temp.fx('match'), p, 4, 5 from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.results (match_id, player_id, game_code, position, points, payout_cents)
select pg_temp.fx('match'), p, 'STB_V2', 1, 30, 0 from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.match_invites (match_id, player_id, email, expires_at)
select pg_temp.fx('match2'), p.id, p.email, now() + interval '3 days'
from public.players p where p.id in (pg_temp.fx('pending'), pg_temp.fx('active'), pg_temp.fx('other'));
insert into public.match_waitlist (match_id, player_id, email)
select pg_temp.fx('match2'), p.id, p.email from public.players p where p.id in (pg_temp.fx('pending'), pg_temp.fx('active'), pg_temp.fx('other'));
insert into public.email_outbox (template, to_email, payload) values ('custom', 'alice.active@test.example', '{}');
insert into public.analytics_events (event, path) values ('cta_whatsapp_click', '/');
select private.audit('FIXTURE', 'test', null, 'fixture', '{}'::jsonb, 'postgres');


-- players -----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id, name, status from public.players where id = pg_temp.fx(''active'')', 'players: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id, name, status from public.players where id = pg_temp.fx(''pending'')', 'players: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id, name, status from public.players where id = pg_temp.fx(''active'')', 'players: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id, name, status from public.players where id = pg_temp.fx(''other'')', 'players: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id, name, status from public.players where id = pg_temp.fx(''other'')', 'players: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.players (name, email, ghin) values (''Matrix 6'', ''matrix6@test.example'', ''9100006'')', '42501', 'permission denied for table players', 'players: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.players (name, email, ghin) values (''Matrix 7'', ''matrix7@test.example'', ''9100007'')', '42501', 'permission denied for table players', 'players: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.players (name, email, ghin) values (''Matrix 8'', ''matrix8@test.example'', ''9100008'')', '42501', 'permission denied for table players', 'players: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.players (name, email, ghin) values (''Matrix 9'', ''matrix9@test.example'', ''9100009'')', '42501', 'permission denied for table players', 'players: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.players (name, email, ghin) values (''Matrix 10'', ''matrix10@test.example'', ''9100010'')', '42501', 'permission denied for table players', 'players: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.players set nickname = ''Zed'' where id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table players', 'players: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.players set nickname = ''Zed'' where id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table players', 'players: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.players set nickname = ''Zed'' where id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table players', 'players: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.players set nickname = ''Zed'' where id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table players', 'players: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.players set nickname = ''Zed'' where id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table players', 'players: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.players where id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table players', 'players: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.players where id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table players', 'players: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.players where id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table players', 'players: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.players where id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table players', 'players: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.players where id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table players', 'players: admin deletes: denied (no privilege)');

-- handicap_logs -----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.handicap_logs where player_id = pg_temp.fx(''active'')', 'handicap_logs: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.handicap_logs where player_id = pg_temp.fx(''pending'')', 'handicap_logs: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.handicap_logs where player_id = pg_temp.fx(''active'')', 'handicap_logs: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.handicap_logs where player_id = pg_temp.fx(''other'')', 'handicap_logs: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.handicap_logs where player_id = pg_temp.fx(''other'')', 'handicap_logs: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx(''active''), ''Matrix'', 71.0, 120, 88)', '42501', 'permission denied for table handicap_logs', 'handicap_logs: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx(''pending''), ''Matrix'', 71.0, 120, 88)', '42501', 'permission denied for table handicap_logs', 'handicap_logs: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx(''active''), ''Matrix'', 71.0, 120, 88)', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx(''other''), ''Matrix'', 71.0, 120, 88)', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx(''other''), ''Matrix'', 71.0, 120, 88)', '42501', 'permission denied for table handicap_logs', 'handicap_logs: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.handicap_logs set gross = 90 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.handicap_logs set gross = 90 where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.handicap_logs set gross = 90 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.handicap_logs set gross = 90 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.handicap_logs set gross = 90 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.handicap_logs where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.handicap_logs where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.handicap_logs where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.handicap_logs where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.handicap_logs where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table handicap_logs', 'handicap_logs: admin deletes: denied (no privilege)');

-- results -----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.results where player_id = pg_temp.fx(''active'')', 'results: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.results where player_id = pg_temp.fx(''active'')', 'results: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.results where player_id = pg_temp.fx(''active'')', 'results: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.results where player_id = pg_temp.fx(''other'')', 'results: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.results where player_id = pg_temp.fx(''other'')', 'results: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx(''match''), pg_temp.fx(''active''), ''SKINS_GROSS'', 0)', '42501', 'permission denied for table results', 'results: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx(''match''), pg_temp.fx(''pending''), ''SKINS_GROSS'', 0)', '42501', 'permission denied for table results', 'results: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx(''match''), pg_temp.fx(''active''), ''SKINS_GROSS'', 0)', '42501', 'permission denied for table results', 'results: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx(''match''), pg_temp.fx(''other''), ''SKINS_GROSS'', 0)', '42501', 'permission denied for table results', 'results: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx(''match''), pg_temp.fx(''other''), ''SKINS_GROSS'', 0)', '42501', 'permission denied for table results', 'results: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.results set payout_cents = 1 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table results', 'results: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.results set payout_cents = 1 where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table results', 'results: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.results set payout_cents = 1 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table results', 'results: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.results set payout_cents = 1 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table results', 'results: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.results set payout_cents = 1 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table results', 'results: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.results where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table results', 'results: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.results where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table results', 'results: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.results where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table results', 'results: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.results where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table results', 'results: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.results where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table results', 'results: admin deletes: denied (no privilege)');

-- matches -----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.matches where id = pg_temp.fx(''match'')', 'matches: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.matches where id = pg_temp.fx(''match'')', 'matches: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.matches where id = pg_temp.fx(''match'')', 'matches: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.matches where id = pg_temp.fx(''match'')', 'matches: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.matches where id = pg_temp.fx(''match'')', 'matches: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id) values (''Matrix 66'', ''2026-12-30'', '''', 0, 113, pg_temp.fx(''course''), pg_temp.fx(''teeset''))', '42501', 'permission denied for table matches', 'matches: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id) values (''Matrix 67'', ''2026-12-30'', '''', 0, 113, pg_temp.fx(''course''), pg_temp.fx(''teeset''))', '42501', 'permission denied for table matches', 'matches: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id) values (''Matrix 68'', ''2026-12-30'', '''', 0, 113, pg_temp.fx(''course''), pg_temp.fx(''teeset''))', '42501', 'permission denied for table matches', 'matches: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id) values (''Matrix 69'', ''2026-12-30'', '''', 0, 113, pg_temp.fx(''course''), pg_temp.fx(''teeset''))', '42501', 'permission denied for table matches', 'matches: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id) values (''Matrix 70'', ''2026-12-30'', '''', 0, 113, pg_temp.fx(''course''), pg_temp.fx(''teeset''))', '42501', 'permission denied for table matches', 'matches: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select is_empty('update public.matches set notes = ''edited'' where id = pg_temp.fx(''match'') returning id', 'matches: anonymous updates: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('update public.matches set notes = ''edited'' where id = pg_temp.fx(''match'') returning id', 'matches: pending player updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.matches set notes = ''edited'' where id = pg_temp.fx(''match'') returning id', 'matches: active player on own rows updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.matches set notes = ''edited'' where id = pg_temp.fx(''match'') returning id', 'matches: active player on another''s rows updates: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('update public.matches set notes = ''edited'' where id = pg_temp.fx(''match'') returning id', 'matches: admin updates: allowed');
select pg_temp.act_as('anon');
select throws_ok('delete from public.matches where id = pg_temp.fx(''match'') returning id', '42501', 'permission denied for table matches', 'matches: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.matches where id = pg_temp.fx(''match'') returning id', '42501', 'permission denied for table matches', 'matches: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.matches where id = pg_temp.fx(''match'') returning id', '42501', 'permission denied for table matches', 'matches: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.matches where id = pg_temp.fx(''match'') returning id', '42501', 'permission denied for table matches', 'matches: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.matches where id = pg_temp.fx(''match'') returning id', '42501', 'permission denied for table matches', 'matches: admin deletes: denied (no privilege)');

-- game_catalog ------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select code from public.game_catalog where code = ''STB_V2''', 'game_catalog: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select code from public.game_catalog where code = ''STB_V2''', 'game_catalog: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select code from public.game_catalog where code = ''STB_V2''', 'game_catalog: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select code from public.game_catalog where code = ''STB_V2''', 'game_catalog: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select code from public.game_catalog where code = ''STB_V2''', 'game_catalog: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.game_catalog (code, name, category) values (''MATRIX_86'', ''Matrix'', ''X'')', '42501', 'permission denied for table game_catalog', 'game_catalog: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.game_catalog (code, name, category) values (''MATRIX_87'', ''Matrix'', ''X'')', '42501', 'permission denied for table game_catalog', 'game_catalog: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.game_catalog (code, name, category) values (''MATRIX_88'', ''Matrix'', ''X'')', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.game_catalog (code, name, category) values (''MATRIX_89'', ''Matrix'', ''X'')', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.game_catalog (code, name, category) values (''MATRIX_90'', ''Matrix'', ''X'')', '42501', 'permission denied for table game_catalog', 'game_catalog: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.game_catalog set default_buy_in = 1 where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.game_catalog set default_buy_in = 1 where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.game_catalog set default_buy_in = 1 where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.game_catalog set default_buy_in = 1 where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.game_catalog set default_buy_in = 1 where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.game_catalog where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.game_catalog where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.game_catalog where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.game_catalog where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.game_catalog where code = ''STB_V2'' returning code', '42501', 'permission denied for table game_catalog', 'game_catalog: admin deletes: denied (no privilege)');

-- match_games -------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.match_games where match_id = pg_temp.fx(''match'')', 'match_games: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.match_games where match_id = pg_temp.fx(''match'')', 'match_games: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.match_games where match_id = pg_temp.fx(''match'')', 'match_games: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.match_games where match_id = pg_temp.fx(''match'')', 'match_games: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.match_games where match_id = pg_temp.fx(''match'')', 'match_games: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx(''match''), ''NASSAU'', true, 100, ''PER_ENTRY'')', '42501', 'permission denied for table match_games', 'match_games: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx(''match''), ''NASSAU'', true, 100, ''PER_ENTRY'')', '42501', 'permission denied for table match_games', 'match_games: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx(''match''), ''NASSAU'', true, 100, ''PER_ENTRY'')', '42501', 'permission denied for table match_games', 'match_games: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx(''match''), ''NASSAU'', true, 100, ''PER_ENTRY'')', '42501', 'permission denied for table match_games', 'match_games: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx(''match''), ''NASSAU'', true, 100, ''PER_ENTRY'')', '42501', 'permission denied for table match_games', 'match_games: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_games set buy_in = 1 where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_games set buy_in = 1 where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_games set buy_in = 1 where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_games set buy_in = 1 where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_games set buy_in = 1 where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_games where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_games where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_games where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_games where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_games where id = pg_temp.fx(''stb'') returning id', '42501', 'permission denied for table match_games', 'match_games: admin deletes: denied (no privilege)');

-- courses -----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.courses where id = pg_temp.fx(''course'')', 'courses: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.courses where id = pg_temp.fx(''course'')', 'courses: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.courses where id = pg_temp.fx(''course'')', 'courses: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.courses where id = pg_temp.fx(''course'')', 'courses: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.courses where id = pg_temp.fx(''course'')', 'courses: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.courses (name) values (''Matrix Course 126'')', '42501', 'new row violates row-level security policy for table "courses"', 'courses: anonymous inserts: denied (RLS)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.courses (name) values (''Matrix Course 127'')', '42501', 'new row violates row-level security policy for table "courses"', 'courses: pending player inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.courses (name) values (''Matrix Course 128'')', '42501', 'new row violates row-level security policy for table "courses"', 'courses: active player on own rows inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.courses (name) values (''Matrix Course 129'')', '42501', 'new row violates row-level security policy for table "courses"', 'courses: active player on another''s rows inserts: denied (RLS)');
select pg_temp.act_as('admin');
select lives_ok('insert into public.courses (name) values (''Matrix Course 130'')', 'courses: admin inserts: allowed');
select pg_temp.act_as('anon');
select is_empty('update public.courses set notes = ''edited'' where id = pg_temp.fx(''course'') returning id', 'courses: anonymous updates: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('update public.courses set notes = ''edited'' where id = pg_temp.fx(''course'') returning id', 'courses: pending player updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.courses set notes = ''edited'' where id = pg_temp.fx(''course'') returning id', 'courses: active player on own rows updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.courses set notes = ''edited'' where id = pg_temp.fx(''course'') returning id', 'courses: active player on another''s rows updates: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('update public.courses set notes = ''edited'' where id = pg_temp.fx(''course'') returning id', 'courses: admin updates: allowed');
select pg_temp.act_as('anon');
select is_empty('delete from public.courses where id = pg_temp.fx(''course_spare'') returning id', 'courses: anonymous deletes: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('delete from public.courses where id = pg_temp.fx(''course_spare'') returning id', 'courses: pending player deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.courses where id = pg_temp.fx(''course_spare'') returning id', 'courses: active player on own rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.courses where id = pg_temp.fx(''course_spare'') returning id', 'courses: active player on another''s rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('delete from public.courses where id = pg_temp.fx(''course_spare'') returning id', 'courses: admin deletes: allowed');

-- teesets -----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.teesets where id = pg_temp.fx(''teeset'')', 'teesets: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.teesets where id = pg_temp.fx(''teeset'')', 'teesets: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.teesets where id = pg_temp.fx(''teeset'')', 'teesets: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.teesets where id = pg_temp.fx(''teeset'')', 'teesets: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.teesets where id = pg_temp.fx(''teeset'')', 'teesets: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx(''course''), ''Matrix 146'', 70.0, 120, ''{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}'', ''{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}'')', '42501', 'new row violates row-level security policy for table "teesets"', 'teesets: anonymous inserts: denied (RLS)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx(''course''), ''Matrix 147'', 70.0, 120, ''{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}'', ''{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}'')', '42501', 'new row violates row-level security policy for table "teesets"', 'teesets: pending player inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx(''course''), ''Matrix 148'', 70.0, 120, ''{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}'', ''{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}'')', '42501', 'new row violates row-level security policy for table "teesets"', 'teesets: active player on own rows inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx(''course''), ''Matrix 149'', 70.0, 120, ''{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}'', ''{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}'')', '42501', 'new row violates row-level security policy for table "teesets"', 'teesets: active player on another''s rows inserts: denied (RLS)');
select pg_temp.act_as('admin');
select lives_ok('insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx(''course''), ''Matrix 150'', 70.0, 120, ''{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}'', ''{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}'')', 'teesets: admin inserts: allowed');
select pg_temp.act_as('anon');
select is_empty('update public.teesets set label = ''Gold'' where id = pg_temp.fx(''teeset'') returning id', 'teesets: anonymous updates: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('update public.teesets set label = ''Gold'' where id = pg_temp.fx(''teeset'') returning id', 'teesets: pending player updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.teesets set label = ''Gold'' where id = pg_temp.fx(''teeset'') returning id', 'teesets: active player on own rows updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.teesets set label = ''Gold'' where id = pg_temp.fx(''teeset'') returning id', 'teesets: active player on another''s rows updates: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('update public.teesets set label = ''Gold'' where id = pg_temp.fx(''teeset'') returning id', 'teesets: admin updates: allowed');
select pg_temp.act_as('anon');
select is_empty('delete from public.teesets where id = pg_temp.fx(''teeset_spare'') returning id', 'teesets: anonymous deletes: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('delete from public.teesets where id = pg_temp.fx(''teeset_spare'') returning id', 'teesets: pending player deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.teesets where id = pg_temp.fx(''teeset_spare'') returning id', 'teesets: active player on own rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.teesets where id = pg_temp.fx(''teeset_spare'') returning id', 'teesets: active player on another''s rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('delete from public.teesets where id = pg_temp.fx(''teeset_spare'') returning id', 'teesets: admin deletes: allowed');

-- course_pars -------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select course_name from public.course_pars where course_name = ''Default Course''', 'course_pars: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select course_name from public.course_pars where course_name = ''Default Course''', 'course_pars: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select course_name from public.course_pars where course_name = ''Default Course''', 'course_pars: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select course_name from public.course_pars where course_name = ''Default Course''', 'course_pars: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select course_name from public.course_pars where course_name = ''Default Course''', 'course_pars: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.course_pars values (''Matrix Pars 166'', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4)', '42501', 'new row violates row-level security policy for table "course_pars"', 'course_pars: anonymous inserts: denied (RLS)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.course_pars values (''Matrix Pars 167'', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4)', '42501', 'new row violates row-level security policy for table "course_pars"', 'course_pars: pending player inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.course_pars values (''Matrix Pars 168'', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4)', '42501', 'new row violates row-level security policy for table "course_pars"', 'course_pars: active player on own rows inserts: denied (RLS)');
select pg_temp.act_as('active');
select throws_ok('insert into public.course_pars values (''Matrix Pars 169'', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4)', '42501', 'new row violates row-level security policy for table "course_pars"', 'course_pars: active player on another''s rows inserts: denied (RLS)');
select pg_temp.act_as('admin');
select lives_ok('insert into public.course_pars values (''Matrix Pars 170'', 4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4)', 'course_pars: admin inserts: allowed');
select pg_temp.act_as('anon');
select is_empty('update public.course_pars set hole_1 = 4 where course_name = ''Default Course'' returning course_name', 'course_pars: anonymous updates: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('update public.course_pars set hole_1 = 4 where course_name = ''Default Course'' returning course_name', 'course_pars: pending player updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.course_pars set hole_1 = 4 where course_name = ''Default Course'' returning course_name', 'course_pars: active player on own rows updates: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('update public.course_pars set hole_1 = 4 where course_name = ''Default Course'' returning course_name', 'course_pars: active player on another''s rows updates: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('update public.course_pars set hole_1 = 4 where course_name = ''Default Course'' returning course_name', 'course_pars: admin updates: allowed');
select pg_temp.act_as('anon');
select is_empty('delete from public.course_pars where course_name = ''Matrix Spare'' returning course_name', 'course_pars: anonymous deletes: denied (RLS: no rows)');
select pg_temp.act_as('pending');
select is_empty('delete from public.course_pars where course_name = ''Matrix Spare'' returning course_name', 'course_pars: pending player deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.course_pars where course_name = ''Matrix Spare'' returning course_name', 'course_pars: active player on own rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('active');
select is_empty('delete from public.course_pars where course_name = ''Matrix Spare'' returning course_name', 'course_pars: active player on another''s rows deletes: denied (RLS: no rows)');
select pg_temp.act_as('admin');
select isnt_empty('delete from public.course_pars where course_name = ''Matrix Spare'' returning course_name', 'course_pars: admin deletes: allowed');

-- match_entries -----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select id from public.match_entries where match_id = pg_temp.fx(''match'') and player_id = pg_temp.fx(''active'')', 'match_entries: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select id from public.match_entries where match_id = pg_temp.fx(''match'') and player_id = pg_temp.fx(''active'')', 'match_entries: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.match_entries where match_id = pg_temp.fx(''match'') and player_id = pg_temp.fx(''active'')', 'match_entries: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select id from public.match_entries where match_id = pg_temp.fx(''match'') and player_id = pg_temp.fx(''other'')', 'match_entries: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.match_entries where match_id = pg_temp.fx(''match'') and player_id = pg_temp.fx(''other'')', 'match_entries: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_entries (match_id, player_id) values (pg_temp.fx(''match''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_entries', 'match_entries: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_entries (match_id, player_id) values (pg_temp.fx(''match''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_entries', 'match_entries: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_entries (match_id, player_id) values (pg_temp.fx(''match''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_entries', 'match_entries: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_entries (match_id, player_id) values (pg_temp.fx(''match''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_entries', 'match_entries: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_entries (match_id, player_id) values (pg_temp.fx(''match''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_entries', 'match_entries: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_entries set paid_in_full = true, paid_at = now() where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_entries set paid_in_full = true, paid_at = now() where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_entries set paid_in_full = true, paid_at = now() where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_entries set paid_in_full = true, paid_at = now() where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_entries set paid_in_full = true, paid_at = now() where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_entries where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_entries where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_entries where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_entries where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_entries where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_entries', 'match_entries: admin deletes: denied (no privilege)');

-- match_entry_opt_ins -----------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select match_game_id from public.match_entry_opt_ins where player_id = pg_temp.fx(''active'')', 'match_entry_opt_ins: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select match_game_id from public.match_entry_opt_ins where player_id = pg_temp.fx(''active'')', 'match_entry_opt_ins: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select match_game_id from public.match_entry_opt_ins where player_id = pg_temp.fx(''active'')', 'match_entry_opt_ins: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select match_game_id from public.match_entry_opt_ins where player_id = pg_temp.fx(''other'')', 'match_entry_opt_ins: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select match_game_id from public.match_entry_opt_ins where player_id = pg_temp.fx(''other'')', 'match_entry_opt_ins: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_entry_opt_ins (match_game_id, player_id, match_id) values (pg_temp.fx(''stb''), pg_temp.fx(''active''), pg_temp.fx(''match''))', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_entry_opt_ins (match_game_id, player_id, match_id) values (pg_temp.fx(''stb''), pg_temp.fx(''pending''), pg_temp.fx(''match''))', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_entry_opt_ins (match_game_id, player_id, match_id) values (pg_temp.fx(''stb''), pg_temp.fx(''active''), pg_temp.fx(''match''))', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_entry_opt_ins (match_game_id, player_id, match_id) values (pg_temp.fx(''stb''), pg_temp.fx(''other''), pg_temp.fx(''match''))', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_entry_opt_ins (match_game_id, player_id, match_id) values (pg_temp.fx(''stb''), pg_temp.fx(''other''), pg_temp.fx(''match''))', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_entry_opt_ins set opted_in = false where player_id = pg_temp.fx(''active'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_entry_opt_ins set opted_in = false where player_id = pg_temp.fx(''pending'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_entry_opt_ins set opted_in = false where player_id = pg_temp.fx(''active'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_entry_opt_ins set opted_in = false where player_id = pg_temp.fx(''other'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_entry_opt_ins set opted_in = false where player_id = pg_temp.fx(''other'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_entry_opt_ins where player_id = pg_temp.fx(''active'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_entry_opt_ins where player_id = pg_temp.fx(''pending'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_entry_opt_ins where player_id = pg_temp.fx(''active'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_entry_opt_ins where player_id = pg_temp.fx(''other'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_entry_opt_ins where player_id = pg_temp.fx(''other'') returning match_game_id', '42501', 'permission denied for table match_entry_opt_ins', 'match_entry_opt_ins: admin deletes: denied (no privilege)');

-- match_payments ----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.match_payments where player_id = pg_temp.fx(''active'')', 'match_payments: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.match_payments where player_id = pg_temp.fx(''active'')', 'match_payments: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_payments where player_id = pg_temp.fx(''active'')', 'match_payments: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_payments where player_id = pg_temp.fx(''other'')', 'match_payments: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.match_payments where player_id = pg_temp.fx(''other'')', 'match_payments: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx(''match''), pg_temp.fx(''active''), 100, ''CASH'')', '42501', 'permission denied for table match_payments', 'match_payments: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx(''match''), pg_temp.fx(''pending''), 100, ''CASH'')', '42501', 'permission denied for table match_payments', 'match_payments: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx(''match''), pg_temp.fx(''active''), 100, ''CASH'')', '42501', 'permission denied for table match_payments', 'match_payments: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx(''match''), pg_temp.fx(''other''), 100, ''CASH'')', '42501', 'permission denied for table match_payments', 'match_payments: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx(''match''), pg_temp.fx(''other''), 100, ''CASH'')', '42501', 'permission denied for table match_payments', 'match_payments: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_payments set amount_cents = 1 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_payments set amount_cents = 1 where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_payments set amount_cents = 1 where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_payments set amount_cents = 1 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_payments set amount_cents = 1 where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_payments where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_payments where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_payments where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_payments where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_payments where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_payments', 'match_payments: admin deletes: denied (no privilege)');

-- scorecards --------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty('select player_id from public.scorecards where player_id = pg_temp.fx(''active'')', 'scorecards: anonymous reads: allowed');
select pg_temp.act_as('pending');
select isnt_empty('select player_id from public.scorecards where player_id = pg_temp.fx(''active'')', 'scorecards: pending player reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select player_id from public.scorecards where player_id = pg_temp.fx(''active'')', 'scorecards: active player on own rows reads: allowed');
select pg_temp.act_as('active');
select isnt_empty('select player_id from public.scorecards where player_id = pg_temp.fx(''other'')', 'scorecards: active player on another''s rows reads: allowed');
select pg_temp.act_as('admin');
select isnt_empty('select player_id from public.scorecards where player_id = pg_temp.fx(''other'')', 'scorecards: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx(''match''), pg_temp.fx(''active''), 4)', '42501', 'permission denied for table scorecards', 'scorecards: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx(''match''), pg_temp.fx(''pending''), 4)', '42501', 'permission denied for table scorecards', 'scorecards: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx(''match''), pg_temp.fx(''active''), 4)', '42501', 'permission denied for table scorecards', 'scorecards: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx(''match''), pg_temp.fx(''other''), 4)', '42501', 'permission denied for table scorecards', 'scorecards: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.scorecards (match_id, player_id, hole_1) values (pg_temp.fx(''match''), pg_temp.fx(''other''), 4)', '42501', 'permission denied for table scorecards', 'scorecards: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.scorecards set hole_1 = 5 where player_id = pg_temp.fx(''active'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.scorecards set hole_1 = 5 where player_id = pg_temp.fx(''pending'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.scorecards set hole_1 = 5 where player_id = pg_temp.fx(''active'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.scorecards set hole_1 = 5 where player_id = pg_temp.fx(''other'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.scorecards set hole_1 = 5 where player_id = pg_temp.fx(''other'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.scorecards where player_id = pg_temp.fx(''active'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.scorecards where player_id = pg_temp.fx(''pending'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.scorecards where player_id = pg_temp.fx(''active'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.scorecards where player_id = pg_temp.fx(''other'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.scorecards where player_id = pg_temp.fx(''other'') returning player_id', '42501', 'permission denied for table scorecards', 'scorecards: admin deletes: denied (no privilege)');

-- match_invites -----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.match_invites where player_id = pg_temp.fx(''active'')', 'match_invites: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.match_invites where player_id = pg_temp.fx(''pending'')', 'match_invites: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_invites where player_id = pg_temp.fx(''active'')', 'match_invites: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_invites where player_id = pg_temp.fx(''other'')', 'match_invites: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.match_invites where player_id = pg_temp.fx(''other'')', 'match_invites: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_invites (match_id, player_id, email, expires_at) values (pg_temp.fx(''match''), pg_temp.fx(''active''), ''x@test.example'', now() + interval ''1 day'')', '42501', 'permission denied for table match_invites', 'match_invites: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_invites (match_id, player_id, email, expires_at) values (pg_temp.fx(''match''), pg_temp.fx(''pending''), ''x@test.example'', now() + interval ''1 day'')', '42501', 'permission denied for table match_invites', 'match_invites: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_invites (match_id, player_id, email, expires_at) values (pg_temp.fx(''match''), pg_temp.fx(''active''), ''x@test.example'', now() + interval ''1 day'')', '42501', 'permission denied for table match_invites', 'match_invites: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_invites (match_id, player_id, email, expires_at) values (pg_temp.fx(''match''), pg_temp.fx(''other''), ''x@test.example'', now() + interval ''1 day'')', '42501', 'permission denied for table match_invites', 'match_invites: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_invites (match_id, player_id, email, expires_at) values (pg_temp.fx(''match''), pg_temp.fx(''other''), ''x@test.example'', now() + interval ''1 day'')', '42501', 'permission denied for table match_invites', 'match_invites: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_invites set status = ''CANCELLED'' where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_invites set status = ''CANCELLED'' where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_invites set status = ''CANCELLED'' where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_invites set status = ''CANCELLED'' where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_invites set status = ''CANCELLED'' where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_invites where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_invites where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_invites where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_invites where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_invites where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_invites', 'match_invites: admin deletes: denied (no privilege)');

-- match_waitlist ----------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.match_waitlist where player_id = pg_temp.fx(''active'')', 'match_waitlist: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.match_waitlist where player_id = pg_temp.fx(''pending'')', 'match_waitlist: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_waitlist where player_id = pg_temp.fx(''active'')', 'match_waitlist: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.match_waitlist where player_id = pg_temp.fx(''other'')', 'match_waitlist: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.match_waitlist where player_id = pg_temp.fx(''other'')', 'match_waitlist: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx(''match2''), pg_temp.fx(''active''))', '42501', 'permission denied for table match_waitlist', 'match_waitlist: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx(''match2''), pg_temp.fx(''pending''))', '42501', 'permission denied for table match_waitlist', 'match_waitlist: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx(''match2''), pg_temp.fx(''active''))', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx(''match2''), pg_temp.fx(''other''))', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.match_waitlist (match_id, player_id) values (pg_temp.fx(''match2''), pg_temp.fx(''other''))', '42501', 'permission denied for table match_waitlist', 'match_waitlist: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.match_waitlist set promoted_at = now() where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.match_waitlist set promoted_at = now() where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_waitlist set promoted_at = now() where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.match_waitlist set promoted_at = now() where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.match_waitlist set promoted_at = now() where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.match_waitlist where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.match_waitlist where player_id = pg_temp.fx(''pending'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_waitlist where player_id = pg_temp.fx(''active'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.match_waitlist where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.match_waitlist where player_id = pg_temp.fx(''other'') returning id', '42501', 'permission denied for table match_waitlist', 'match_waitlist: admin deletes: denied (no privilege)');

-- settings ----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select key from public.settings where key = ''emailEnabled''', 'settings: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select key from public.settings where key = ''emailEnabled''', 'settings: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select key from public.settings where key = ''emailEnabled''', 'settings: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select key from public.settings where key = ''emailEnabled''', 'settings: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select key from public.settings where key = ''emailEnabled''', 'settings: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.settings (key, value) values (''appUrl'', ''https://league.example'')', '42501', 'permission denied for table settings', 'settings: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.settings (key, value) values (''appUrl'', ''https://league.example'')', '42501', 'permission denied for table settings', 'settings: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.settings (key, value) values (''appUrl'', ''https://league.example'')', '42501', 'permission denied for table settings', 'settings: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.settings (key, value) values (''appUrl'', ''https://league.example'')', '42501', 'permission denied for table settings', 'settings: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.settings (key, value) values (''appUrl'', ''https://league.example'')', '42501', 'permission denied for table settings', 'settings: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.settings set value = ''false'' where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.settings set value = ''false'' where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.settings set value = ''false'' where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.settings set value = ''false'' where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.settings set value = ''false'' where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.settings where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.settings where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.settings where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.settings where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.settings where key = ''emailEnabled'' returning key', '42501', 'permission denied for table settings', 'settings: admin deletes: denied (no privilege)');

-- audit_log ---------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.audit_log', 'audit_log: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.audit_log', 'audit_log: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.audit_log', 'audit_log: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.audit_log', 'audit_log: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.audit_log', 'audit_log: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.audit_log (actor, action) values (''intruder'', ''FORGED'')', '42501', 'permission denied for table audit_log', 'audit_log: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.audit_log (actor, action) values (''intruder'', ''FORGED'')', '42501', 'permission denied for table audit_log', 'audit_log: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.audit_log (actor, action) values (''intruder'', ''FORGED'')', '42501', 'permission denied for table audit_log', 'audit_log: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.audit_log (actor, action) values (''intruder'', ''FORGED'')', '42501', 'permission denied for table audit_log', 'audit_log: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.audit_log (actor, action) values (''intruder'', ''FORGED'')', '42501', 'permission denied for table audit_log', 'audit_log: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.audit_log set actor = ''intruder'' returning id', '42501', 'permission denied for table audit_log', 'audit_log: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.audit_log set actor = ''intruder'' returning id', '42501', 'permission denied for table audit_log', 'audit_log: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.audit_log set actor = ''intruder'' returning id', '42501', 'permission denied for table audit_log', 'audit_log: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.audit_log set actor = ''intruder'' returning id', '42501', 'permission denied for table audit_log', 'audit_log: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.audit_log set actor = ''intruder'' returning id', '42501', 'permission denied for table audit_log', 'audit_log: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.audit_log returning id', '42501', 'permission denied for table audit_log', 'audit_log: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.audit_log returning id', '42501', 'permission denied for table audit_log', 'audit_log: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.audit_log returning id', '42501', 'permission denied for table audit_log', 'audit_log: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.audit_log returning id', '42501', 'permission denied for table audit_log', 'audit_log: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.audit_log returning id', '42501', 'permission denied for table audit_log', 'audit_log: admin deletes: denied (no privilege)');

-- email_outbox ------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.email_outbox', 'email_outbox: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.email_outbox', 'email_outbox: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.email_outbox', 'email_outbox: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.email_outbox', 'email_outbox: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.email_outbox', 'email_outbox: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.email_outbox (template, to_email) values (''custom'', ''victim@test.example'')', '42501', 'permission denied for table email_outbox', 'email_outbox: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.email_outbox (template, to_email) values (''custom'', ''victim@test.example'')', '42501', 'permission denied for table email_outbox', 'email_outbox: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.email_outbox (template, to_email) values (''custom'', ''victim@test.example'')', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.email_outbox (template, to_email) values (''custom'', ''victim@test.example'')', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.email_outbox (template, to_email) values (''custom'', ''victim@test.example'')', '42501', 'permission denied for table email_outbox', 'email_outbox: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.email_outbox set status = ''PENDING'', sent_at = null returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.email_outbox set status = ''PENDING'', sent_at = null returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.email_outbox set status = ''PENDING'', sent_at = null returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.email_outbox set status = ''PENDING'', sent_at = null returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.email_outbox set status = ''PENDING'', sent_at = null returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.email_outbox returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.email_outbox returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.email_outbox returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.email_outbox returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.email_outbox returning id', '42501', 'permission denied for table email_outbox', 'email_outbox: admin deletes: denied (no privilege)');

-- analytics_events --------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is_empty('select id from public.analytics_events', 'analytics_events: anonymous reads: denied (no rows)');
select pg_temp.act_as('pending');
select is_empty('select id from public.analytics_events', 'analytics_events: pending player reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.analytics_events', 'analytics_events: active player on own rows reads: denied (no rows)');
select pg_temp.act_as('active');
select is_empty('select id from public.analytics_events', 'analytics_events: active player on another''s rows reads: denied (no rows)');
select pg_temp.act_as('admin');
select isnt_empty('select id from public.analytics_events', 'analytics_events: admin reads: allowed');
select pg_temp.act_as('anon');
select throws_ok('insert into public.analytics_events (event, path) values (''cta_whatsapp_click'', ''/'')', '42501', 'permission denied for table analytics_events', 'analytics_events: anonymous inserts: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('insert into public.analytics_events (event, path) values (''cta_whatsapp_click'', ''/'')', '42501', 'permission denied for table analytics_events', 'analytics_events: pending player inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.analytics_events (event, path) values (''cta_whatsapp_click'', ''/'')', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on own rows inserts: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('insert into public.analytics_events (event, path) values (''cta_whatsapp_click'', ''/'')', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on another''s rows inserts: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('insert into public.analytics_events (event, path) values (''cta_whatsapp_click'', ''/'')', '42501', 'permission denied for table analytics_events', 'analytics_events: admin inserts: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('update public.analytics_events set path = ''/x'' returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: anonymous updates: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('update public.analytics_events set path = ''/x'' returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: pending player updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.analytics_events set path = ''/x'' returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on own rows updates: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('update public.analytics_events set path = ''/x'' returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on another''s rows updates: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('update public.analytics_events set path = ''/x'' returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: admin updates: denied (no privilege)');
select pg_temp.act_as('anon');
select throws_ok('delete from public.analytics_events returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: anonymous deletes: denied (no privilege)');
select pg_temp.act_as('pending');
select throws_ok('delete from public.analytics_events returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: pending player deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.analytics_events returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on own rows deletes: denied (no privilege)');
select pg_temp.act_as('active');
select throws_ok('delete from public.analytics_events returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: active player on another''s rows deletes: denied (no privilege)');
select pg_temp.act_as('admin');
select throws_ok('delete from public.analytics_events returning id', '42501', 'permission denied for table analytics_events', 'analytics_events: admin deletes: denied (no privilege)');

-- PII: e-mail, GHIN and consent are not selectable through the API role by anyone, admins included
select pg_temp.act_as('anon');
select throws_ok($$ select email from public.players $$, '42501', 'permission denied for table players', 'anonymous cannot select players.email');
select throws_ok($$ select ghin from public.players $$, '42501', 'permission denied for table players', 'anonymous cannot select players.ghin');
select throws_ok($$ select consent_at from public.players $$, '42501', 'permission denied for table players', 'anonymous cannot select players.consent_at');
select throws_ok($$ select * from public.players $$, '42501', 'permission denied for table players', 'anonymous cannot select players.*');
select throws_ok($$ select p.name from public.match_entries e join public.players p on p.id = e.player_id where p.email like '%@%' $$,
  '42501', 'permission denied for table players', 'anonymous cannot filter on players.email either');
select pg_temp.act_as('active');
select throws_ok($$ select email from public.players where id = pg_temp.fx('active') $$, '42501', 'permission denied for table players', 'a player cannot select even their own e-mail directly');
select pg_temp.act_as('admin');
select throws_ok($$ select ghin from public.players $$, '42501', 'permission denied for table players', 'admins read GHIN only through RPCs');
select pg_temp.act_as('inactive');
select is_empty($$ select id from public.match_payments $$, 'an INACTIVE player''s session grants nothing');
select pg_temp.act_as('anon');
select is((select count(*)::int from public.players where id = pg_temp.fx('inactive')), 1, 'inactive players are still listed (public columns)');
select pg_temp.act_as('postgres');

select * from finish();
rollback;

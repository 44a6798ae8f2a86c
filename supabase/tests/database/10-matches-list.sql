-- get_matches_list paged on the server: scopes and their order, derived-status / course / date filters, total_count,
-- paging without duplicates, the no-argument call, bad arguments.
begin;
select plan(27);

create function pg_temp.act_as(p_who text) returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.headers',
    case p_who when 'admin' then json_build_object('x-admin-token', 'tok-admin')::text else '{}' end, true);
  if p_who <> 'postgres' then
    perform set_config('role', 'anon', true);
  end if;
end $$;

create temp table fx (key text primary key, id uuid not null);
grant select on fx to anon, authenticated;
create function pg_temp.fx(p_key text) returns uuid language sql stable as $$
  select id from pg_temp.fx where key = p_key
$$;
-- Names of the fixture course's matches as the RPC answers them, in its order.
create function pg_temp.names(p_scope text, p_status text default null, p_from date default null, p_to date default null,
                              p_limit int default null, p_offset int default 0) returns text[] language sql stable as $$
  select coalesce(array_agg(l.name), '{}')
  from public.get_matches_list(p_scope, p_status, pg_temp.fx('c1'), p_from, p_to, p_limit, p_offset) l
$$;

insert into fx (key, id) values
  ('c1', gen_random_uuid()), ('c2', gen_random_uuid()), ('t1', gen_random_uuid()), ('t2', gen_random_uuid()),
  ('p1', gen_random_uuid()), ('p2', gen_random_uuid()),
  ('old', gen_random_uuid()), ('open', gen_random_uuid()), ('done', gen_random_uuid()), ('today', gen_random_uuid()),
  ('d1', gen_random_uuid()), ('d2', gen_random_uuid()), ('ffut', gen_random_uuid()), ('other', gen_random_uuid());

insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-admin'), now() + interval '8 hours');
insert into public.players (id, name, nickname, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('p1'), 'Paging One', null, 'paging.one@test.example', '9100001', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('p2'), 'Paging Two', null, 'paging.two@test.example', '9100002', 'ACTIVE', '2026-01-10', now());
insert into public.courses (id, name, city, state) values
  (pg_temp.fx('c1'), 'Paging Course', 'Testville', 'NC'), (pg_temp.fx('c2'), 'Other Paging Course', 'Testville', 'NC');
insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default) values
  (pg_temp.fx('t1'), pg_temp.fx('c1'), 'White', 70.0, 120,
   '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', true),
  (pg_temp.fx('t2'), pg_temp.fx('c2'), 'White', 70.0, 120,
   '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', true);

-- Final matches are written directly (the finalize rules are not under test here).
set local session_replication_role = replica;
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, is_final, finalized_at, league_id, season_id)
select pg_temp.fx(k), n, private.club_today() + d, 'Paging Course', 70.0, 120, pg_temp.fx(c), pg_temp.fx(t), f,
       case when f then now() end, private.sole_league_id(), private.season_for_day(private.sole_league_id(), private.club_today() + d)
from (values ('old', 'Old Final', -20, false, 'c1', 't1'), ('open', 'Still Open', -3, false, 'c1', 't1'),
             ('done', 'Yesterday Final', -1, true, 'c1', 't1'), ('today', 'Today Open', 0, false, 'c1', 't1'),
             ('d1', 'Soon Draft', 5, false, 'c1', 't1'), ('d2', 'Later Draft', 10, false, 'c1', 't1'),
             ('ffut', 'Future Final', 2, true, 'c1', 't1'), ('other', 'Other Course Draft', 7, false, 'c2', 't2'))
  as v(k, n, d, f, c, t);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('old');
set local session_replication_role = origin;

insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('d1'), 'STB_V2', true, 1000, 'PER_ENTRY'), (pg_temp.fx('d1'), 'SKINS_GROSS', false, 500, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('d1'), pg_temp.fx('p1'), null);
select private.enter_player(pg_temp.fx('d1'), pg_temp.fx('p2'), null);

select pg_temp.act_as('anon');

-- Scopes and their order --------------------------------------------------------------------------------------------
select is(pg_temp.names('UPCOMING'), array['Today Open', 'Soon Draft', 'Later Draft'],
  'UPCOMING = not final and dated today or later, soonest first');
select is(pg_temp.names('PAST'), array['Future Final', 'Yesterday Final', 'Still Open', 'Old Final'],
  'PAST = final or dated before today, newest first');
select is(pg_temp.names('ALL'),
  array['Later Draft', 'Soon Draft', 'Future Final', 'Today Open', 'Yesterday Final', 'Still Open', 'Old Final'],
  'ALL = every match, newest first');
select is(pg_temp.names('upcoming'), pg_temp.names('UPCOMING'), 'the scope is case-insensitive');
select is((select array_agg(l.name) from public.get_matches_list(p_course_id => pg_temp.fx('c1')) l), pg_temp.names('ALL'),
  'the scope defaults to ALL');

-- Derived status, course and date filters ---------------------------------------------------------------------------
select is(pg_temp.names('ALL', 'DRAFT'), array['Later Draft', 'Soon Draft'], 'DRAFT = not final and after today');
select is(pg_temp.names('ALL', 'IN_PROGRESS'), array['Today Open', 'Still Open'], 'IN_PROGRESS = not final and the day has come');
select is(pg_temp.names('ALL', 'FINAL'), array['Future Final', 'Yesterday Final', 'Old Final'], 'FINAL = final');
select is(pg_temp.names('UPCOMING', 'IN_PROGRESS'), array['Today Open'], 'scope and status combine');
select is(pg_temp.names('PAST', 'IN_PROGRESS'), array['Still Open'], 'open past matches are PAST and IN_PROGRESS');
select is(pg_temp.names('ALL', null, private.club_today() - 3, private.club_today()),
  array['Today Open', 'Yesterday Final', 'Still Open'], 'from / to dates are inclusive');
select is((select array_agg(l.name) from public.get_matches_list('UPCOMING', null, pg_temp.fx('c2')) l),
  array['Other Course Draft'], 'the course filter');
select ok((select count(*) from public.get_matches_list() l join public.matches m on m.id = l.id where m.course_id = pg_temp.fx('c1')) = 7
          and (select count(*) from public.get_matches_list() l join public.matches m on m.id = l.id where m.course_id = pg_temp.fx('c2')) = 1,
  'the no-argument call still answers every match');

-- Row shape, counts and total_count ---------------------------------------------------------------------------------
select results_eq($$ select entries_count, paid_count, games::jsonb, total_count
                     from public.get_matches_list('UPCOMING', null, pg_temp.fx('c1')) where id = pg_temp.fx('d1') $$,
  $$ values (2, 0, '[{"code":"STB_V2","name":"Stableford v2","enabled":true},{"code":"SKINS_GROSS","name":"Skins (Gross)","enabled":false}]'::jsonb, 3::bigint) $$,
  'entries, paid, games and total_count');
select is((select games::text from public.get_matches_list('ALL', null, pg_temp.fx('c1')) where id = pg_temp.fx('d2')), '[]',
  'a match without games');
select is((select array_agg(distinct total_count) from public.get_matches_list('PAST', null, pg_temp.fx('c1'), null, null, 2, 0)),
  array[4::bigint], 'every row of a page carries the total of the filter');
select is((select array_agg(distinct total_count) from public.get_matches_list('ALL', 'FINAL', pg_temp.fx('c1'), null, null, 1, 1)),
  array[3::bigint], 'total_count follows the status filter');

-- Paging ------------------------------------------------------------------------------------------------------------
select is(pg_temp.names('PAST', null, null, null, 2, 0), array['Future Final', 'Yesterday Final'], 'first page');
select is(pg_temp.names('PAST', null, null, null, 2, 2), array['Still Open', 'Old Final'], 'second page');
select is(pg_temp.names('PAST', null, null, null, 2, 4), '{}'::text[], 'a page past the end is empty');
select is(pg_temp.names('ALL', null, null, null, 3, 0) || pg_temp.names('ALL', null, null, null, 3, 3)
          || pg_temp.names('ALL', null, null, null, 3, 6), pg_temp.names('ALL'),
  'pages of 3 answer every match exactly once, in order');
select is(pg_temp.names('ALL', null, null, null, 0, 0), '{}'::text[], 'a limit of 0 answers nothing');
select is(pg_temp.names('ALL', null, null, null, null, 5), array['Still Open', 'Old Final'], 'an offset without a limit');

-- Bad arguments -----------------------------------------------------------------------------------------------------
select throws_ok($$ select * from public.get_matches_list('SOON') $$, '22023', 'Scope must be ALL, UPCOMING or PAST', 'unknown scope');
select throws_ok($$ select * from public.get_matches_list('ALL', 'DONE') $$, '22023', 'Status must be DRAFT, IN_PROGRESS, FINAL or CANCELLED', 'unknown status');
select throws_ok($$ select * from public.get_matches_list('ALL', null, null, null, null, -1) $$, '22023', 'Limit must be 0 or more', 'negative limit');

select pg_temp.act_as('postgres');
select isnt_definer('public', 'get_matches_list', array['text', 'text', 'uuid', 'date', 'date', 'integer', 'integer', 'uuid'],
  'get_matches_list is security invoker');

select * from finish();
rollback;

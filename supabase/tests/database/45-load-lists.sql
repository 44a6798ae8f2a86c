-- Five times the scale league (20261129060200_lists_at_five_times.sql): get_matches_list's total without a filter is
-- counted from indexes (every match, less the upcoming ones for PAST), and must equal the filter's real count for
-- every scope and every actor (the list is public: anonymous visitors, players and admins see the same); a match's
-- balances still charge the opted-in games of that match only.
begin;
select plan(25);
select tests.setup_fixtures();

-- Every kind of match the scopes split: final in the past and (oddly) in the future, open ones before, on and after
-- today, a called-off one. Final matches are written directly (the finalize rules are not under test here).
insert into fx (key, id) values ('old', gen_random_uuid()), ('open', gen_random_uuid()), ('today', gen_random_uuid()),
  ('soon', gen_random_uuid()), ('ffut', gen_random_uuid()), ('off', gen_random_uuid());
set local session_replication_role = replica;
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, is_final, finalized_at, cancelled_at, cancel_reason,
                            league_id, season_id)
select pg_temp.fx(k), n, private.club_today() + d, 'Test Course', 70.0, 120, pg_temp.fx('course'), pg_temp.fx('teeset'), f,
       case when f then now() end, case when k = 'off' then now() end, case when k = 'off' then 'Rain' end,
       private.sole_league_id(), private.season_for_day(private.sole_league_id(), private.club_today() + d)
from (values ('old', 'Lists Old Final', -20, true), ('open', 'Lists Still Open', -3, false), ('today', 'Lists Today', 0, false),
             ('soon', 'Lists Soon', 5, false), ('ffut', 'Lists Future Final', 2, true), ('off', 'Lists Called Off', 9, false))
  as v(k, n, d, f);
set local session_replication_role = origin;

create function pg_temp.total(p_scope text, p_status text default null) returns bigint language sql stable as $$
  select coalesce(max(l.total_count), -1) from public.get_matches_list(p_scope, p_status, null, null, null, 1, 0) l
$$;
create function pg_temp.counted(p_scope text) returns bigint language sql stable as $$
  select count(*) from public.matches m
  where p_scope = 'ALL'
     or (p_scope = 'UPCOMING' and not m.is_final and m.date >= private.club_today())
     or (p_scope = 'PAST' and (m.is_final or m.date < private.club_today()))
$$;
grant execute on function pg_temp.counted(text) to anon;

-- The unfiltered totals, for each actor ------------------------------------------------------------------------
select pg_temp.act_as('postgres');
select pg_temp.keep('ALL', pg_temp.counted('ALL')::text), pg_temp.keep('UPCOMING', pg_temp.counted('UPCOMING')::text),
       pg_temp.keep('PAST', pg_temp.counted('PAST')::text);
select ok(pg_temp.val('UPCOMING')::int >= 3 and pg_temp.val('PAST')::int >= 3, 'the fixtures give both scopes several matches');
select is(pg_temp.val('ALL')::int, pg_temp.val('UPCOMING')::int + pg_temp.val('PAST')::int, 'UPCOMING and PAST split every match');

select pg_temp.act_as('anon');
select is(pg_temp.total('ALL'), pg_temp.val('ALL')::bigint, 'anonymous: ALL counts every match');
select is(pg_temp.total('UPCOMING'), pg_temp.val('UPCOMING')::bigint, 'anonymous: UPCOMING counts the open matches from today on (a called-off one included)');
select is(pg_temp.total('PAST'), pg_temp.val('PAST')::bigint, 'anonymous: PAST counts the final matches (a future final one too) and the open ones before today');
select pg_temp.act_as('active');
select is(pg_temp.total('ALL'), pg_temp.val('ALL')::bigint, 'a player: ALL');
select is(pg_temp.total('UPCOMING'), pg_temp.val('UPCOMING')::bigint, 'a player: UPCOMING');
select is(pg_temp.total('PAST'), pg_temp.val('PAST')::bigint, 'a player: PAST');
select pg_temp.act_as('admin');
select is(pg_temp.total('ALL'), pg_temp.val('ALL')::bigint, 'an admin: ALL');
select is(pg_temp.total('UPCOMING'), pg_temp.val('UPCOMING')::bigint, 'an admin: UPCOMING');
select is(pg_temp.total('PAST'), pg_temp.val('PAST')::bigint, 'an admin: PAST');

-- Each row carries the total; pages and filters are unchanged ------------------------------------------------
select pg_temp.act_as('anon');
select is((select count(distinct l.total_count)::int from public.get_matches_list('PAST', null, null, null, null, 3, 0) l), 1, 'every row of a page says the same total');
select is((select count(*)::int from public.get_matches_list('UPCOMING', null, null, null, null, 2, 0) l), 2, 'a page of 2 upcoming matches');
select is((select array_agg(l.name order by l.date) from public.get_matches_list('UPCOMING', null, pg_temp.fx('course'), null, null, null, 0) l
           where l.name like 'Lists %'), array['Lists Today', 'Lists Soon', 'Lists Called Off'], 'the upcoming fixtures, soonest first');
select is((select min(l.total_count)::int from public.get_matches_list('UPCOMING', null, null, null, null, 20, 1000000) l), null, 'a page past the end is empty');
select is(pg_temp.total('ALL', 'CANCELLED'), (select count(*) from public.matches where cancelled_at is not null), 'a status filter still counts its own matches');
select is((select max(l.total_count) from public.get_matches_list('PAST', null, pg_temp.fx('course'), null, null, 1, 0) l),
  (select count(*) from public.matches m where m.course_id = pg_temp.fx('course') and (m.is_final or m.date < private.club_today())), 'a course filter too');
select is((select max(l.total_count) from public.get_matches_list('ALL', null, null, private.club_today(), private.club_today(), 1, 0) l),
  (select count(*) from public.matches m where m.date = private.club_today()), 'and a date range');

-- A new upcoming match moves the totals at once ---------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values ('Lists Added', private.club_today() + 30, 'Test Course', 70.0, 120, pg_temp.fx('course'), pg_temp.fx('teeset'));
select pg_temp.act_as('anon');
select is(pg_temp.total('UPCOMING'), pg_temp.val('UPCOMING')::bigint + 1, 'an added match counts as upcoming');
select is(pg_temp.total('PAST'), pg_temp.val('PAST')::bigint, 'and not as past');
select is(pg_temp.total('ALL'), pg_temp.val('ALL')::bigint + 1, 'and in ALL');

-- A match's balances: only its own opted-in games are charged ------------------------------------------------
-- The fixture match: Alice opted into Stableford (1,000) and skins (500) by default; Oscar out of skins.
select pg_temp.act_as('postgres');
update public.match_entry_opt_ins set opted_in = false where match_game_id = pg_temp.fx('skins') and player_id = pg_temp.fx('other');
select pg_temp.act_as('admin');
select is((select (b ->> 'due_cents')::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where (b ->> 'player_id')::uuid = pg_temp.fx('active')),
  1500, 'Alice owes her two opted-in games');
select is((select (b ->> 'due_cents')::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where (b ->> 'player_id')::uuid = pg_temp.fx('other')),
  1000, 'Oscar owes Stableford only');
select pg_temp.act_as('active');
select is((select (b ->> 'due_cents')::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where (b ->> 'player_id')::uuid = pg_temp.fx('active')),
  1500, 'Alice sees her own due');
select pg_temp.act_as('anon');
select is((select b ->> 'due_cents' from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where (b ->> 'player_id')::uuid = pg_temp.fx('active')),
  null, 'an anonymous visitor does not');

select * from finish();
rollback;

-- Season standings (get_season_standings, issue #15 item 4): a season of its own (2031) with known figures;
-- every actor reads the same public order of merit, nothing private in it; seasons are calendar years as
-- in the ledger; only final matches count; bad input is refused.
begin;
select plan(17);

select tests.setup_fixtures();
select pg_temp.act_as('postgres');

-- 2031: two final matches and one not final (it must not count); 2030: one final match.
insert into fx values ('s1', gen_random_uuid()), ('s2', gen_random_uuid()), ('s3', gen_random_uuid()), ('s0', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play) values
  (pg_temp.fx('s1'), 'Standings One', '2031-04-05', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
  (pg_temp.fx('s2'), 'Standings Two', '2031-12-31', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
  (pg_temp.fx('s3'), 'Standings Open', '2031-06-07', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
  (pg_temp.fx('s0'), 'Standings Last Year', '2030-12-31', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('s1'), 'STB_V2', true, 1000, 'PER_ENTRY'), (pg_temp.fx('s1'), 'SKINS_GROSS', true, 500, 'PER_ENTRY'),
  (pg_temp.fx('s2'), 'STB_V2', true, 1000, 'PER_ENTRY'), (pg_temp.fx('s2'), 'STROKE_PLAY', true, 1000, 'PER_ENTRY'),
  (pg_temp.fx('s3'), 'STB_V2', true, 1000, 'PER_ENTRY'),
  (pg_temp.fx('s0'), 'STB_V2', true, 1000, 'PER_ENTRY');
select private.enter_player(m, p, null)
from unnest(array[pg_temp.fx('s1'), pg_temp.fx('s2'), pg_temp.fx('s3'), pg_temp.fx('s0')]) m, unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
select private.enter_player(pg_temp.fx('s2'), pg_temp.fx('inactive'), null);
insert into public.results (match_id, player_id, game_code, position, points, skins_won, payout_cents) values
  -- Standings One: Alice wins the Stableford (38) and two skins; Oscar 2nd (31)
  (pg_temp.fx('s1'), pg_temp.fx('active'), 'STB_V2', 1, 38, 0, 1200), (pg_temp.fx('s1'), pg_temp.fx('other'), 'STB_V2', 2, 31, 0, 800),
  (pg_temp.fx('s1'), pg_temp.fx('active'), 'SKINS_GROSS', null, 0, 2, 1000), (pg_temp.fx('s1'), pg_temp.fx('other'), 'SKINS_GROSS', null, 0, 0, 0),
  -- Standings Two: Oscar wins both (40, stroke play), Alice 2nd/3rd (33), Ivan (inactive now) 3rd (29) and 2nd
  (pg_temp.fx('s2'), pg_temp.fx('other'), 'STB_V2', 1, 40, 0, 1500), (pg_temp.fx('s2'), pg_temp.fx('active'), 'STB_V2', 2, 33, 0, 900),
  (pg_temp.fx('s2'), pg_temp.fx('inactive'), 'STB_V2', 3, 29, 0, 600),
  (pg_temp.fx('s2'), pg_temp.fx('other'), 'STROKE_PLAY', 1, null, 0, 2000), (pg_temp.fx('s2'), pg_temp.fx('inactive'), 'STROKE_PLAY', 2, null, 0, 1000),
  (pg_temp.fx('s2'), pg_temp.fx('active'), 'STROKE_PLAY', 3, null, 0, 0),
  -- not final: does not count
  (pg_temp.fx('s3'), pg_temp.fx('active'), 'STB_V2', 1, 44, 0, 2000),
  -- last season
  (pg_temp.fx('s0'), pg_temp.fx('other'), 'STB_V2', 1, 35, 0, 2000), (pg_temp.fx('s0'), pg_temp.fx('active'), 'STB_V2', 2, 20, 0, 0);
update public.matches set is_final = true, finalized_at = now() where id in (pg_temp.fx('s1'), pg_temp.fx('s2'), pg_temp.fx('s0'));

create function pg_temp.standings(p_season integer) returns table (
  rank integer, name text, rounds integer, points numeric, wins integer, top3 integer, earnings_cents bigint, avg_stableford numeric)
language sql as $$
  select (s ->> 'rank')::int, s ->> 'name', (s ->> 'rounds')::int, (s ->> 'points')::numeric, (s ->> 'wins')::int,
         (s ->> 'top3')::int, (s ->> 'earnings_cents')::bigint, (s ->> 'avg_stableford')::numeric
  from json_array_elements(public.get_season_standings(p_season) -> 'standings') s
$$;

-- Wins and Top 3 count rounds finished 1st / in the top 3 of a place game (Stableford or stroke play), so they
-- add up per row (Wins <= Top 3 <= Rounds):
-- Oscar: 2 rounds, 71 points, 1 win (Two: Stableford and stroke play, one round), 2 top-3s, $43.00, avg 35.5
-- Alice: 2 rounds, 71 points, 1 win (One), 2 top-3s, $31.00, avg 35.5 — level with Oscar on points and wins
-- Ivan:  1 round, 29 points, 0 wins, 1 top-3 (Two), $16.00, avg 29.0
select pg_temp.act_as('anon');
select results_eq($$ select * from pg_temp.standings(2031) $$,
  $$ values (1, 'Oscar Other', 2, 71.0, 1, 2, 4300::bigint, 35.5), (1, 'Alice Active', 2, 71.0, 1, 2, 3100::bigint, 35.5), (3, 'Ivan Inactive', 1, 29.0, 0, 1, 1600::bigint, 29.0) $$,
  'anonymous: the order of merit of 2031 from its final matches only (points, then wins)');
select is((public.get_season_standings(2031) ->> 'matches')::int, 2, 'anonymous: the season''s final matches are counted');
select is((public.get_season_standings(2031) ->> 'season')::int, 2031, 'anonymous: the season asked for');
select ok((public.get_season_standings(null) -> 'seasons')::jsonb @> '[2031, 2030]'::jsonb, 'anonymous: the seasons with final matches to pick from');
select is((public.get_season_standings(null) -> 'seasons' ->> 0)::int, (public.get_season_standings(null) ->> 'season')::int,
  'anonymous: by default the latest season with a final match');
select results_eq($$ select name, points from pg_temp.standings(2030) $$, $$ values ('Oscar Other', 35.0), ('Alice Active', 20.0) $$,
  'anonymous: a season is a calendar year (31 December belongs to its own year)');
select is(json_array_length(public.get_season_standings(2099) -> 'standings'), 0, 'anonymous: a season without final matches has no standings');
select is_empty($$ select k from json_array_elements(public.get_season_standings(2031) -> 'standings') s, json_object_keys(s) k
                   where k not in ('rank', 'player_id', 'name', 'rounds', 'points', 'wins', 'top3', 'earnings_cents', 'avg_stableford', 'stableford_rounds') $$,
  'anonymous: only public figures (no e-mail, GHIN, dues or payments)');

-- Every actor reads the same standings as a visitor.
select pg_temp.keep('visitor', public.get_season_standings(2031)::text) is not null as kept;
select pg_temp.act_as('pending');
select is(public.get_season_standings(2031)::jsonb, pg_temp.val('visitor')::jsonb, 'a pending player reads what a visitor reads');
select pg_temp.act_as('other');
select results_eq($$ select name, earnings_cents from pg_temp.standings(2031) $$,
  $$ values ('Oscar Other', 4300::bigint), ('Alice Active', 3100::bigint), ('Ivan Inactive', 1600::bigint) $$, 'another player reads everyone''s public figures');
select pg_temp.act_as('active');
select results_eq($$ select name, rounds from pg_temp.standings(2031) $$,
  $$ values ('Oscar Other', 2), ('Alice Active', 2), ('Ivan Inactive', 1) $$, 'the player reads the same standings');
select pg_temp.act_as('admin');
select results_eq($$ select name, rank from pg_temp.standings(2031) $$,
  $$ values ('Oscar Other', 1), ('Alice Active', 1), ('Ivan Inactive', 3) $$, 'an admin reads the same standings');
select is(public.get_season_standings(2031)::jsonb, pg_temp.val('visitor')::jsonb, 'an admin reads what a visitor reads (no extra figures)');

-- Bad input
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_season_standings(31) $$, '22023', 'Season must be a year', 'a season that is not a year is refused');

-- Definition: public, stable, definer with an empty search path, one query per call.
select pg_temp.act_as('postgres');
select ok(has_function_privilege('anon', 'public.get_season_standings(integer)', 'execute')
          and has_function_privilege('authenticated', 'public.get_season_standings(integer)', 'execute'), 'anyone may read the standings');
select volatility_is('public', 'get_season_standings', array['integer'], 'stable', 'get_season_standings is stable');
select ok((select p.proconfig @> array['search_path=""'] from pg_proc p where p.oid = 'public.get_season_standings(integer)'::regprocedure),
  'get_season_standings sets search_path to empty');

select * from finish();
rollback;

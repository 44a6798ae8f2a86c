-- /standings adds up per row: Wins <= Top 3 <= Rounds, and Points = Avg Stableford x the Stableford rounds it
-- averages over, on every row of every season (the demo league's and one built here where a round is won in two
-- place games and a skins rank would have counted).
begin;
select plan(3);

select tests.setup_fixtures();
insert into fx values ('s1', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play) values
  (pg_temp.fx('s1'), 'Double Win', '2032-05-01', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('s1'), 'STB_V2', true, 1000, 'PER_ENTRY'), (pg_temp.fx('s1'), 'STROKE_PLAY', true, 1000, 'PER_ENTRY'),
  (pg_temp.fx('s1'), 'SKINS_GROSS', true, 500, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('s1'), p, null) from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.results (match_id, player_id, game_code, position, points, skins_won, payout_cents) values
  (pg_temp.fx('s1'), pg_temp.fx('active'), 'STB_V2', 1, 38, 0, 1200), (pg_temp.fx('s1'), pg_temp.fx('other'), 'STB_V2', 2, 31, 0, 800),
  (pg_temp.fx('s1'), pg_temp.fx('active'), 'STROKE_PLAY', 1, null, 0, 2000), (pg_temp.fx('s1'), pg_temp.fx('other'), 'STROKE_PLAY', 2, null, 0, 0),
  (pg_temp.fx('s1'), pg_temp.fx('other'), 'SKINS_GROSS', 1, 0, 3, 1000), (pg_temp.fx('s1'), pg_temp.fx('active'), 'SKINS_GROSS', null, 0, 0, 0);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('s1');

create function pg_temp.rows() returns table (season integer, name text, rounds integer, points numeric, wins integer, top3 integer,
                                             avg_stableford numeric, stableford_rounds integer)
language sql as $$
  select y, s ->> 'name', (s ->> 'rounds')::int, (s ->> 'points')::numeric, (s ->> 'wins')::int, (s ->> 'top3')::int,
         (s ->> 'avg_stableford')::numeric, (s ->> 'stableford_rounds')::int
  from unnest(array(select distinct extract(year from m.date)::int from public.matches m where m.is_final)) y,
       json_array_elements(public.get_season_standings(y) -> 'standings') s
$$;

select pg_temp.act_as('anon');
select results_eq($$ select name, rounds, wins, top3 from pg_temp.rows() where season = 2032 order by name $$,
  $$ values ('Alice Active', 1, 1, 1), ('Oscar Other', 1, 0, 1) $$,
  'a round won in Stableford and stroke play is one win; a skins rank is not a win or a top 3');
select is_empty($$ select name from pg_temp.rows() where not (wins <= top3 and top3 <= rounds and stableford_rounds <= rounds) $$,
  'every row of every season: Wins <= Top 3 <= Rounds, and the Stableford rounds are rounds');
select is_empty($$ select name from pg_temp.rows() where stableford_rounds > 0 and abs(avg_stableford * stableford_rounds - points) > 0.05 * stableford_rounds $$,
  'every row: Points = Avg Stableford x Stableford rounds (to the average''s rounding)');

select * from finish();
rollback;

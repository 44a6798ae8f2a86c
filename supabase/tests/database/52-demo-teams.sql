-- The demo league has a team week (issue #19): "Lakeside Four-Ball", 16 days ahead, with Four-Ball Better Ball
-- (Stableford) and pairs Match Play (round robin), eight entrants in four teams built Balanced (best index with
-- worst), each team in one group of the tee sheet, nothing standing in the way of playing it.
begin;
select plan(6);
select tests.setup_fixtures();
select pg_temp.act_as('postgres');

create function pg_temp.team_match() returns uuid language sql as $$ select id from public.matches where name = 'Lakeside Four-Ball' $$;

select is((select date - private.club_today() from public.matches where id = pg_temp.team_match()), 16, 'the team week is 16 days ahead');
select results_eq($$ select game_code, format from public.match_games where match_id = pg_temp.team_match() order by game_code $$,
  $$ values ('FOUR_BALL'::text, 'STABLEFORD'::text), ('MATCH_PLAY', 'PAIRS_ROUND_ROBIN') $$, 'four-ball Stableford and pairs match play');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.team_match() and team_id is not null), 8, 'eight entrants, each in a team');
select results_eq($$ select count(*)::int, count(distinct e.group_id)::int from public.match_entries e
                     where e.match_id = pg_temp.team_match() group by e.team_id order by 1 $$,
  $$ values (2, 1), (2, 1), (2, 1), (2, 1) $$, 'four teams of two, each in one group');
select results_eq($$ select array_agg(p.league_index order by p.league_index) from public.match_entries e
                     join public.players p on p.id = e.player_id where e.match_id = pg_temp.team_match() group by e.team_id
                     order by min(p.league_index) $$,
  $$ values (array[2.8, 23.0]::numeric[]), (array[4.3, 16.4]), (array[7.6, 15.0]), (array[10.2, 10.7]) $$, 'balanced: best index with worst');
select is(private.team_problems(pg_temp.team_match()), '{}'::text[], 'nothing stands in the way of playing it');

select * from finish();
rollback;

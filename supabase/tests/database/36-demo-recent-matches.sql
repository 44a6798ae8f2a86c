-- A player's Recent Matches (get_player_full_details -> last5_results): every game result of the player's
-- last five final matches, newest first — checked for every player of the demo league, as a visitor and as
-- the player, and on a player of its own with six final matches.
begin;
select plan(5);

select tests.setup_fixtures();
select pg_temp.act_as('postgres');

-- What the profile should hold: the player's final matches with a result, newest five, and their result rows.
create function pg_temp.expected_recent(p_player uuid) returns table (match_id uuid, game_code text) language sql as $$
  select r.match_id, r.game_code
  from public.results r
  where r.player_id = p_player
    and r.match_id in (select r1.match_id from public.results r1 join public.matches m1 on m1.id = r1.match_id and m1.is_final
                       where r1.player_id = p_player group by r1.match_id, m1.date, m1.finalized_at
                       order by m1.date desc, m1.finalized_at desc limit 5)
$$;
create function pg_temp.profile_recent(p_player uuid) returns table (match_id uuid, game_code text) language sql as $$
  select (x ->> 'matchId')::uuid, x ->> 'gameCode' from json_array_elements(public.get_player_full_details(p_player) -> 'last5_results') x
$$;

select pg_temp.act_as('anon');
select is_empty($$
  select p.name from public.players p
  where exists (select * from pg_temp.expected_recent(p.id) except select * from pg_temp.profile_recent(p.id))
     or exists (select * from pg_temp.profile_recent(p.id) except select * from pg_temp.expected_recent(p.id))
$$, 'visitor: each demo player''s recent results are every game of their last five final matches');
select ok((select count(distinct match_id) from pg_temp.profile_recent((select id from public.players where name = 'Michael Donovan'))) > 1
          and (select count(*) from pg_temp.profile_recent((select id from public.players where name = 'Michael Donovan')))
              > (select count(distinct match_id) from pg_temp.profile_recent((select id from public.players where name = 'Michael Donovan'))),
  'visitor: a player with several games a match sees more than one match');

-- A player of its own: six final matches of two games each, one a day.
select pg_temp.act_as('postgres');
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
select gen_random_uuid(), 'Recent ' || n, date '2031-03-01' + n, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false
from generate_series(1, 6) n;
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc)
select m.id, g, true, 500, 'PER_ENTRY' from public.matches m, unnest(array['STB_V2', 'SKINS_GROSS']) g where m.name like 'Recent _';
select private.enter_player(m.id, pg_temp.fx('other'), null) from public.matches m where m.name like 'Recent _';
insert into public.results (match_id, player_id, game_code, position, points, skins_won, payout_cents)
select m.id, pg_temp.fx('other'), g, case when g = 'STB_V2' then 1 end, case when g = 'STB_V2' then 30 end, 0, 0
from public.matches m, unnest(array['STB_V2', 'SKINS_GROSS']) g where m.name like 'Recent _';
update public.matches set is_final = true, finalized_at = now() where name like 'Recent _';

select pg_temp.act_as('anon');
select results_eq($$ select x ->> 'matchName', count(*)::int from json_array_elements(public.get_player_full_details(pg_temp.fx('other')) -> 'last5_results') x
                     group by 1 order by 1 desc $$,
  $$ values ('Recent 6', 2), ('Recent 5', 2), ('Recent 4', 2), ('Recent 3', 2), ('Recent 2', 2) $$,
  'visitor: the last five matches, each with both its games (the oldest left out)');
select pg_temp.act_as('other');
select is(json_array_length(public.get_player_full_details(pg_temp.fx('other')) -> 'last5_results'), 10, 'the player: the same ten game results');
select is((public.get_player_full_details(pg_temp.fx('other')) -> 'last5_results' -> 0 ->> 'matchName'), 'Recent 6', 'the player: newest first');

select * from finish();
rollback;

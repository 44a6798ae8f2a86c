-- Closing a season (DESIGN rule 25): only when every match is final or called off; then its matches cannot be added,
-- moved, edited or reopened and its days stay; reopening undoes it. Per actor: anon, a member, the admin.
begin;
select plan(17);
select tests.setup_fixtures();

select pg_temp.act_as('admin');
select pg_temp.keep('league2', public.create_league('Tuesday Nines', 'tuesday-nines') ->> 'id');
select pg_temp.keep('season', public.create_season(pg_temp.val('league2')::uuid, '2030', '2030-01-01', '2030-12-31') ->> 'id');
select pg_temp.keep('match', public.create_match(json_build_object('name', 'Tuesday Night 1', 'date', '2030-05-07',
  'league_id', pg_temp.val('league2'), 'course_id', pg_temp.fx('course'), 'teeset_id', pg_temp.fx('teeset')), '[]'::json)::text);

select throws_ok($$ select public.close_season(pg_temp.val('season')::uuid) $$, '23514',
  'Season 2030 has 1 match(es) not yet final: finalize or call them off before closing it', 'a season with an open match stays open');

select pg_temp.act_as('postgres');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.val('match')::uuid;

select pg_temp.act_as('anon');
select throws_ok($$ select public.close_season(pg_temp.val('season')::uuid) $$, '42501', 'Admin access required', 'anon cannot close a season');
select pg_temp.act_as('active');
select throws_ok($$ select public.close_season(pg_temp.val('season')::uuid) $$, '42501', 'Admin access required', 'nor can a member');
select throws_ok($$ select public.reopen_season(pg_temp.val('season')::uuid) $$, '42501', 'Admin access required', 'nor reopen one');

select pg_temp.act_as('admin');
select lives_ok($$ select public.close_season(pg_temp.val('season')::uuid) $$, 'every match final: the admin closes the season');
select isnt((select x -> 'seasons' -> 0 ->> 'closed_at' from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.val('league2')),
  null, 'the league screen says it is closed');
select is((public.get_league_standings(pg_temp.val('league2')::uuid) -> 'season' ->> 'closed')::boolean, true, 'its standings are final');
select throws_ok(format($$ select public.create_match(json_build_object('name', 'Late', 'date', '2030-06-04', 'league_id', %L,
    'course_id', %L, 'teeset_id', %L), '[]'::json) $$, pg_temp.val('league2'), pg_temp.fx('course'), pg_temp.fx('teeset')),
  '23514', 'Season 2030 is closed: it takes no new matches', 'a closed season takes no new match');
select throws_ok($$ select public.reopen_match(pg_temp.val('match')::uuid, 'a card was wrong') $$, '23514',
  'Season 2030 is closed: its matches cannot change. Reopen the season first.', 'its final matches cannot be reopened');
select throws_ok($$ select public.update_season(pg_temp.val('season')::uuid, '2030', '2030-02-01', '2030-12-31') $$, '23514',
  'Season 2030 is closed: reopen it to change it', 'its days stay');
select pg_temp.act_as('postgres');
select throws_ok($$ update public.matches set date = '2030-05-08' where id = pg_temp.val('match')::uuid $$, '23514',
  'Season 2030 is closed: its matches cannot change. Reopen the season first.', 'not even past the RPCs');
select lives_ok($$ update public.matches set notes = 'Windy.' where id = pg_temp.val('match')::uuid $$, 'a note may still be added');
select is((select count(*)::int from public.audit_log where action = 'SEASON_CLOSED' and target_id = pg_temp.val('season')), 1, 'closing is audited');

select pg_temp.act_as('admin');
select is((public.close_season(pg_temp.val('season')::uuid) ->> 'id'), pg_temp.val('season'), 'closing it again changes nothing');
select lives_ok($$ select public.reopen_season(pg_temp.val('season')::uuid) $$, 'the admin reopens it');
select lives_ok($$ select public.reopen_match(pg_temp.val('match')::uuid, 'a card was wrong') $$, 'and its match can be reopened again');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'SEASON_REOPENED' and target_id = pg_temp.val('season')), 1, 'reopening is audited');

select * from finish();
rollback;

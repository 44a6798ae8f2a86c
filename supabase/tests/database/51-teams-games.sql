-- Team games (issue #19) in the catalog and the match's games: FOUR_BALL and TEAM_NASSAU rows, MATCH_PLAY
-- selectable, match_games.format (defaults, the check, create_match / save_match_games), the settings
-- validators with game-code lists, opt-ins, and create_match's actors.
begin;
select plan(24);
select tests.setup_fixtures();

select results_eq($$ select code, name, category, pot_calc, requires_teams, sort_order from public.game_catalog
                    where code in ('MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU') order by sort_order $$,
  $$ values ('MATCH_PLAY', 'Match Play', 'Match', 'PER_ENTRY', true, 50),
            ('FOUR_BALL', 'Four-Ball Better Ball', 'Team', 'PER_ENTRY', true, 70),
            ('TEAM_NASSAU', 'Two-Man Nassau', 'Team', 'PER_ENTRY', true, 80) $$,
  'the three team games are in the catalog, needing teams');

create function pg_temp.match_json() returns json language sql as $$
  select json_build_object('name', 'Team Day', 'date', '2026-12-13', 'course_id', pg_temp.fx('course'), 'teeset_id', pg_temp.fx('teeset'))
$$;
create function pg_temp.formats(p_match uuid) returns setof text language sql stable as $$
  select game_code || '=' || coalesce(format, '-') from public.match_games where match_id = p_match order by game_code
$$;

select pg_temp.act_as('anon');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"FOUR_BALL"}]') $$, '42501', 'Admin access required',
  'anon creates no match with team games');
select pg_temp.act_as('pending');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"FOUR_BALL"}]') $$, '42501', 'Admin access required',
  'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"FOUR_BALL"}]') $$, '42501', 'Admin access required',
  'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"FOUR_BALL"}]') $$, '42501', 'Admin access required',
  'nor the player');

select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('m', public.create_match(pg_temp.match_json(),
  '[{"game_code":"MATCH_PLAY","enabled":true,"format":"SINGLES_BRACKET"},{"game_code":"FOUR_BALL","enabled":true},{"game_code":"TEAM_NASSAU","enabled":true}]')::text) $$,
  'the admin creates a match with the three team games');
select results_eq($$ select * from pg_temp.formats(pg_temp.val('m')::uuid) $$,
  $$ values ('FOUR_BALL=STABLEFORD'), ('MATCH_PLAY=SINGLES_BRACKET'), ('TEAM_NASSAU=-') $$,
  'each with its format (Four-Ball defaults to Stableford; Two-Man Nassau has none)');
select pg_temp.act_as('anon');
select results_eq($$ select x ->> 'game_code', x ->> 'format' from json_array_elements(public.get_match_detail(pg_temp.val('m')::uuid) -> 'games') x order by 1 $$,
  $$ values ('FOUR_BALL', 'STABLEFORD'), ('MATCH_PLAY', 'SINGLES_BRACKET'), ('TEAM_NASSAU', null) $$,
  'the match page''s games carry their format');
select pg_temp.act_as('admin');
select lives_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[{"game_code":"FOUR_BALL","enabled":true,"format":"STROKE"},{"game_code":"MATCH_PLAY","enabled":true}]') $$,
  'the admin changes Four-Ball to stroke');
select results_eq($$ select * from pg_temp.formats(pg_temp.val('m')::uuid) $$,
  $$ values ('FOUR_BALL=STROKE'), ('MATCH_PLAY=SINGLES_BRACKET'), ('TEAM_NASSAU=-') $$,
  'a game saved without a format keeps its own');
select results_eq($$ select details -> 'games' -> 'new' is not null from public.audit_log where action = 'MATCH_EDITED' $$,
  $$ values (true) $$, 'the change is audited like any games edit');
select throws_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[{"game_code":"TEAM_NASSAU","format":"STROKE"}]') $$,
  '23514', 'Only Match Play and Four-Ball have a format', 'Two-Man Nassau takes no format');
select throws_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[{"game_code":"MATCH_PLAY","format":"STROKE"}]') $$,
  '23514', 'Match Play format must be SINGLES_ROUND_ROBIN, SINGLES_BRACKET, PAIRS_ROUND_ROBIN or PAIRS_BRACKET', 'nor Match Play a Four-Ball one');
select pg_temp.act_as('other');
select throws_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[{"game_code":"FOUR_BALL","format":"STABLEFORD"}]') $$,
  '42501', 'Admin access required', 'a player changes no format');
select results_eq($$ select * from pg_temp.formats(pg_temp.val('m')::uuid) $$,
  $$ values ('FOUR_BALL=STROKE'), ('MATCH_PLAY=SINGLES_BRACKET'), ('TEAM_NASSAU=-') $$, 'the refusals changed nothing');

select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.match_games (match_id, game_code, pot_calc, format) values (pg_temp.fx('match'), 'STROKE_PLAY', 'PER_ENTRY', 'STROKE') $$,
  '23514', 'new row for relation "match_games" violates check constraint "match_games_format_check"', 'the table refuses a format on a game without formats');
select lives_ok($$ insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx('match'), 'MATCH_PLAY', true, 1000, 'PER_ENTRY') $$,
  'a Match Play row without a format');
select is((select format from public.match_games where match_id = pg_temp.fx('match') and game_code = 'MATCH_PLAY'), 'PAIRS_ROUND_ROBIN',
  'gets pairs round robin');

-- Opt-ins: the team games are optional games like the others ----------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('active'),
  array[(select id from public.match_games where match_id = pg_temp.fx('match') and game_code = 'MATCH_PLAY')]) $$,
  'Alice opts into Match Play');
select pg_temp.act_as('postgres');
select results_eq($$ select game_code from private.game_players where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') order by 1 $$,
  $$ values ('MATCH_PLAY') $$, 'and plays it (her other optional games dropped)');

-- Settings validators ----------------------------------------------------------------------------------------
select is(private.setting_problem('allowanceByGame', '{"FOUR_BALL": 85, "TEAM_NASSAU": 90, "MATCH_PLAY": 100}'), null,
  'allowances per game accept the team games');
select is(private.setting_problem('allowanceByGame', '{"SCRAMBLE": 80}'), 'Unknown game for an allowance: SCRAMBLE',
  'and still refuse unknown games');
select is(private.setting_problem('defaultBuyIns', '{"FOUR_BALL": 1000, "TEAM_NASSAU": 1500}'), null,
  'default buy-ins accept the team games');
select is(private.setting_problem('defaultBuyIns', '{"SCRAMBLE": 1000}'), 'Unknown game in default buy-ins: SCRAMBLE',
  'and still refuse unknown games');

select * from finish();
rollback;

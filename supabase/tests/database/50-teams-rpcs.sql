-- Team games (issue #19): save_teams, build_teams, get_tee_sheet's teams and team_problems, the 'A team plays
-- in one group' rule on both paths (teams and tee sheet), finalize readiness; one actor per scenario (anon,
-- pending player, other player, the player, admin), exact messages, nothing half-written on a refusal.
-- The fixture match (2026-12-20) has Alice and Oscar; six more entrants join and Four-Ball is played by all.
begin;
select plan(75);
select tests.setup_fixtures();
update public.matches set capacity = null where id = pg_temp.fx('match');
update public.players set league_index = 1.0 where id = pg_temp.fx('active');
update public.players set league_index = 2.0 where id = pg_temp.fx('other');

insert into pg_temp.fx (key, id) select 'p' || n, gen_random_uuid() from generate_series(3, 9) n;
insert into pg_temp.fx (key, id) values ('fourball', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at, league_index)
select pg_temp.fx('p' || n), 'Player ' || n, 'player' || n || '@test.example', '91000' || n, 'ACTIVE', '2026-01-10', now(), n
from generate_series(3, 9) n;
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p' || n), null) from generate_series(3, 8) n;
insert into public.match_games (id, match_id, game_code, enabled, buy_in, pot_calc)
values (pg_temp.fx('fourball'), pg_temp.fx('match'), 'FOUR_BALL', true, 1000, 'PER_PLAYER');

create function pg_temp.team(a text, b text, p_name text default null) returns jsonb language sql stable as $$
  select jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx(a), pg_temp.fx(b)), 'name', p_name)
$$;
create function pg_temp.four_teams() returns jsonb language sql stable as $$
  select jsonb_build_array(pg_temp.team('active', 'other', '  The Aces  '), pg_temp.team('p3', 'p4'),
                           pg_temp.team('p5', 'p6'), pg_temp.team('p7', 'p8'))
$$;
-- A match's teams as 'number:partner,partner' (names in order), to compare whole line-ups.
create function pg_temp.lineup() returns setof text language sql stable as $$
  select t.number || ':' || string_agg(p.name, ',' order by p.name)
  from public.match_teams t join public.match_entries e on e.team_id = t.id join public.players p on p.id = e.player_id
  where t.match_id = pg_temp.fx('match') group by t.number order by t.number
$$;

select is((select format from public.match_games where id = pg_temp.fx('fourball')), 'STABLEFORD',
  'a Four-Ball game without a format gets Stableford');
select pg_temp.act_as('anon');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems',
  '["Every player in a team game needs a team"]'::jsonb, 'the tee sheet flags players of a team game without a team');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'teams', '[]'::jsonb, 'and has no teams yet');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_games', '["FOUR_BALL"]'::jsonb, 'it names the match''s team games');

-- Who may save teams -----------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), pg_temp.four_teams()) $$, 'PT403', 'Admin access required',
  'anon does not save teams');
select pg_temp.act_as('pending');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), pg_temp.four_teams()) $$, 'PT403', 'Admin access required',
  'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), pg_temp.four_teams()) $$, 'PT403', 'Admin access required',
  'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), pg_temp.four_teams()) $$, 'PT403', 'Admin access required',
  'nor the player herself');
select throws_ok($$ insert into public.match_teams (match_id, number) values (pg_temp.fx('match'), 1) $$, '42501', null,
  'nor does she write the table directly');
select is((select count(*)::int from public.match_teams where match_id = pg_temp.fx('match')), 0, 'no team was written');

select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('teams', public.save_teams(pg_temp.fx('match'), pg_temp.four_teams())::text) $$,
  'the admin saves four teams');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Oscar Other'), ('2:Player 3,Player 4'), ('3:Player 5,Player 6'), ('4:Player 7,Player 8') $$,
  'numbered in order with their partners');
select is((select name from public.match_teams where match_id = pg_temp.fx('match') and number = 1), 'The Aces', 'a name is trimmed');
select is((pg_temp.val('teams')::jsonb -> 1 -> 'player_ids'), jsonb_build_array(pg_temp.fx('p3'), pg_temp.fx('p4')),
  'the answer is the teams with their players');
select results_eq($$ select actor_kind, details ->> 'method', details ->> 'teams', details -> 'problems' from public.audit_log
                    where action = 'MATCH_TEAMS_SAVED' $$,
  $$ values ('admin', 'MANUAL', '4', '[]'::jsonb) $$, 'one audit row, by the admin');
select pg_temp.keep('team1', (select id::text from public.match_teams where match_id = pg_temp.fx('match') and number = 1));
select pg_temp.act_as('other');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems', '[]'::jsonb, 'with everyone in a team no problem is left');
select is(jsonb_array_length(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'teams'), 4, 'any player reads the teams');
select is((public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'unplaced' -> 0 ->> 'team_id'), pg_temp.val('team1'),
  'and each player''s team beside them');
select is((select count(*)::int from public.match_teams where match_id = pg_temp.fx('match')), 4, 'and the table through RLS');
select is((select x ->> 'team_id' from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) x
           where x ->> 'player_id' = pg_temp.fx('active')::text), pg_temp.val('team1'),
  'the match page''s entries carry each player''s team (the live preview''s input)');
select throws_ok($$ select private.engine_source_of(pg_temp.fx('match')) $$, '42501', null, 'a player does not read the engine''s input');
select pg_temp.as_engine();
select is((private.engine_source_of(pg_temp.fx('match'))::jsonb -> 'teams' -> 0) - 'id',
  jsonb_build_object('number', 1, 'name', 'The Aces', 'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'))),
  'the engine reads the teams with their players');
select is((select x ->> 'team_id' from jsonb_array_elements(private.engine_source_of(pg_temp.fx('match'))::jsonb -> 'entries') x
           where x ->> 'player_id' = pg_temp.fx('p3')::text),
          (select team_id::text from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('p3')),
  'each entry''s team');
select results_eq($$ select x ->> 'game_code', x ->> 'format' from jsonb_array_elements(private.engine_source_of(pg_temp.fx('match'))::jsonb -> 'games') x order by 1 $$,
  $$ values ('FOUR_BALL', 'STABLEFORD'), ('SKINS_GROSS', null), ('STB_V2', null) $$, 'and each game''s format');
select pg_temp.act_as('other');

-- Bad input: refused whole, the teams before stay ------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx('p3'), pg_temp.fx('p4'), pg_temp.fx('p5'))))) $$,
  '23514', 'A team has exactly 2 players', 'a team of three is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx('p3'))))) $$,
  '23514', 'A team has exactly 2 players', 'a team of one is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('p3', 'p3'))) $$,
  '23514', 'A team has exactly 2 players', 'a player twice in a team is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('p3', 'p4'), pg_temp.team('p5', 'p3'))) $$,
  '23514', 'A player can be in only one team', 'a player in two teams is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('p3', 'p9'))) $$,
  '23514', 'Every player in a team must be entered in the match', 'a player who has not entered is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('p3', 'p4', repeat('x', 41)))) $$,
  '23514', 'A team name has at most 40 characters', 'a long name is refused');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), '{"player_ids": []}'::jsonb) $$,
  '22023', 'Send the teams as a list', 'teams come as a list');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Oscar Other'), ('2:Player 3,Player 4'), ('3:Player 5,Player 6'), ('4:Player 7,Player 8') $$,
  'after the refusals the teams are unchanged');
select is((select id::text from public.match_teams where match_id = pg_temp.fx('match') and number = 1), pg_temp.val('team1'),
  'and team 1 kept its id');
select is((select count(*)::int from public.audit_log where action = 'MATCH_TEAMS_SAVED'), 1, 'refusals are not audited');

-- A team plays in one group: on the tee sheet's path and on the teams' -------------------------------------
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('p3'), pg_temp.fx('p4'))),
    jsonb_build_object('tee_time', '08:10', 'player_ids', jsonb_build_array(pg_temp.fx('other'), pg_temp.fx('p5'), pg_temp.fx('p6'))))) $$,
  '23514', 'A team plays in one group', 'a tee sheet splitting Alice from her partner is refused');
select is((select count(*)::int from public.match_groups where match_id = pg_temp.fx('match')), 0, 'and no group was written');
select lives_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'), pg_temp.fx('p3'), pg_temp.fx('p4'))),
    jsonb_build_object('tee_time', '08:10', 'player_ids', jsonb_build_array(pg_temp.fx('p5'), pg_temp.fx('p6'), pg_temp.fx('p7'), pg_temp.fx('p8'))))) $$,
  'a tee sheet keeping the teams together is saved');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('active', 'p5'), pg_temp.team('other', 'p6'))) $$,
  '23514', 'A team plays in one group', 'teams across two groups are refused');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Oscar Other'), ('2:Player 3,Player 4'), ('3:Player 5,Player 6'), ('4:Player 7,Player 8') $$,
  'and the teams are unchanged');
select pg_temp.act_as('postgres');
select throws_ok($$ update public.match_entries set team_id = pg_temp.val('team1')::uuid
                    where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('p3') $$,
  '23514', 'A team has at most 2 players', 'the table itself refuses a third partner');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p9'), null);
select is((select g.number::int from public.match_entries e join public.match_groups g on g.id = e.group_id
           where e.match_id = pg_temp.fx('match') and e.player_id = pg_temp.fx('p9')), 3,
  'a late entrant gets a group of their own');
select pg_temp.act_as('anon');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems',
  '["Every player in a team game needs a team", "Pairs games need an even number of players"]'::jsonb,
  'the ninth player is flagged twice: no team, and an odd field');

-- build_teams ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'BALANCED') $$, 'PT403', 'Admin access required', 'anon does not build teams');
select pg_temp.act_as('pending');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'BALANCED') $$, 'PT403', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'RANDOM') $$, 'PT403', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'RANDOM') $$, 'PT403', 'Admin access required', 'nor the player herself');
select pg_temp.act_as('admin');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'BALANCED') $$, '23514', 'Pairs games need an even number of players',
  'nine players are refused');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'ALPHABETICAL') $$, '22023', 'Build method must be RANDOM or BALANCED',
  'an unknown method is refused');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Oscar Other'), ('2:Player 3,Player 4'), ('3:Player 5,Player 6'), ('4:Player 7,Player 8') $$,
  'the teams are unchanged');
select lives_ok($$ select public.remove_match_entry((select id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('p9'))) $$,
  'the ninth player withdraws');
select lives_ok($$ select pg_temp.keep('built', public.build_teams(pg_temp.fx('match'), 'BALANCED')::text) $$, 'the admin builds balanced teams');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Player 4'), ('2:Oscar Other,Player 3'), ('3:Player 5,Player 8'), ('4:Player 6,Player 7') $$,
  'within each group, best index with worst and next best with next worst');
select is(json_array_length(pg_temp.val('built')::json), 4, 'the answer is the four teams');
select results_eq($$ select details ->> 'method', details ->> 'teams' from public.audit_log where action = 'MATCH_TEAMS_SAVED' order by at desc, id desc limit 1 $$,
  $$ values ('BALANCED', '4') $$, 'audited with its method');
select lives_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), '[]'::jsonb) $$, 'the tee sheet is cleared');
select lives_ok($$ select public.build_teams(pg_temp.fx('match'), 'BALANCED') $$, 'balanced over the whole field');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Alice Active,Player 8'), ('2:Oscar Other,Player 7'), ('3:Player 3,Player 6'), ('4:Player 4,Player 5') $$,
  'index 1.0 with 8, 2.0 with 7, 3 with 6, 4 with 5');
select pg_temp.act_as('postgres');
update public.players set league_index = null where id = pg_temp.fx('p8');
insert into public.settings (key, value) values ('noIndexPlaysOff', 'ZERO') on conflict (key) do update set value = excluded.value;
select pg_temp.act_as('admin');
select lives_ok($$ select public.build_teams(pg_temp.fx('match'), 'BALANCED') $$, 'with Player 8 having no index (plays off zero)');
select results_eq($$ select * from pg_temp.lineup() $$,
  $$ values ('1:Player 7,Player 8'), ('2:Alice Active,Player 6'), ('3:Oscar Other,Player 5'), ('4:Player 3,Player 4') $$,
  'the player without an index counts as the best');
select lives_ok($$ select public.build_teams(pg_temp.fx('match'), 'RANDOM') $$, 'random teams');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and team_id is not null), 8,
  'put all eight in a team');
select is((select count(distinct team_id)::int from public.match_entries where match_id = pg_temp.fx('match')), 4, 'four teams of two');
select pg_temp.act_as('postgres');
update public.match_games set format = 'SINGLES_ROUND_ROBIN', game_code = 'MATCH_PLAY' where id = pg_temp.fx('fourball');
select pg_temp.act_as('admin');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'RANDOM') $$, '23514', 'This match has no team game',
  'singles match play needs no teams');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems', '[]'::jsonb, 'nor flags anything');
select pg_temp.act_as('postgres');
update public.match_games set format = 'PAIRS_BRACKET' where id = pg_temp.fx('fourball');

-- Finalize readiness -----------------------------------------------------------------------------------------
update public.matches set date = private.club_today(), require_payment_before_play = false where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(public.get_finalize_readiness(pg_temp.fx('match')) ->> 'problem', null, 'with full teams the match can be finalized');
select lives_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('active', 'other'))) $$,
  'one team left');
select is(public.get_finalize_readiness(pg_temp.fx('match')) ->> 'problem', 'Every player in a team game needs a team',
  'finalize is refused with the first team problem');
select lives_ok($$ select public.remove_match_entry((select id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other'))) $$,
  'Oscar withdraws');
select pg_temp.act_as('anon');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems',
  '["Every player in a team game needs a team", "Pairs games need an even number of players", "A team has exactly 2 players"]'::jsonb,
  'a team left with one partner is flagged too');
select pg_temp.act_as('admin');
select lives_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(pg_temp.team('p3', 'p4'), pg_temp.team('p5', 'p6'), pg_temp.team('p7', 'p8'))) $$,
  'the others are teamed');
select is(public.get_tee_sheet(pg_temp.fx('match'))::jsonb -> 'team_problems',
  '["Every player in a team game needs a team", "Pairs games need an even number of players"]'::jsonb,
  'Alice alone is flagged');
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '[]'::json, true) $$, '23514',
  'Every player in a team game needs a team', 'the finalize write refuses it too');

-- Final and called-off matches ------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), '[]'::jsonb) $$, '23514',
  'This match has been called off and can no longer be changed.', 'a called-off match takes no teams');
select throws_ok($$ select public.build_teams(pg_temp.fx('match'), 'RANDOM') $$, '23514',
  'This match has been called off and can no longer be changed.', 'nor builds them');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_teams(pg_temp.fx('match'), '[]'::jsonb) $$, '23514',
  'This match has been finalized. Results are locked and can only be viewed.', 'a final match takes no teams');

select * from finish();
rollback;

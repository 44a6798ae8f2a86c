-- Results, finalize and reopen (DESIGN rules 6, 7 and 18): payouts ≥ 0, Σ payouts ≤ pot per game, players
-- in the game, payment before finalizing, one result per player per game, the lock, derived careers.
-- Results are written only by private.store_engine_results (the finalize-match edge function's write, as
-- service_role with the admin's session; its refusals of callers: 20-money-engine-path.sql). The checks
-- below are the write's own, whatever rows it is handed.
-- Fixture match: STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice and Oscar in both → pots 2000 and 1000.
begin;
select plan(80);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();


create function pg_temp.res(p_player text, p_game text, p_position int, p_points numeric, p_skins int, p_payout int) returns jsonb language sql as $$
  select jsonb_build_object('player_id', pg_temp.fx(p_player), 'game_code', p_game, 'position', p_position, 'points', p_points,
                            'skins_won', p_skins, 'payout_cents', p_payout, 'notes', p_game || ' result',
                            'explanation', jsonb_build_object('kind', 'place', 'score', p_points))
$$;
create function pg_temp.full_results() returns json language sql as $$
  select json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 1200), pg_temp.res('other', 'STB_V2', 2, 30, 0, 800),
                          pg_temp.res('active', 'SKINS_GROSS', 1, null, 3, 600), pg_temp.res('other', 'SKINS_GROSS', 2, null, 2, 400))
$$;
create function pg_temp.career(p_player text) returns jsonb language sql as $$
  select (public.get_player_full_details(pg_temp.fx(p_player))::jsonb) - 'last5_results' - 'created_at' - 'join_date' - 'email' - 'ghin' - 'consent_at'
         - 'id' - 'name' - 'nickname' - 'status' - 'league_index' - 'index_source' - 'is_owner'
$$;

select pg_temp.act_as('postgres');
insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole)
values (pg_temp.fx('course'), 'Blue', 72.0, 130, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}');

-- save_results -------------------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), false) $$, '42501', 'permission denied for function store_engine_results', 'players cannot reach the results write');
select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), false) $$, 'save_results with payouts equal to the pots');
select results_eq($$ select game_code, player_id::text, position, points, skins_won, payout_cents, notes from public.results where match_id = pg_temp.fx('match') order by game_code, position $$,
  $$ values ('SKINS_GROSS', pg_temp.fx('active')::text, 1, null::numeric, 3, 600, 'SKINS_GROSS result'), ('SKINS_GROSS', pg_temp.fx('other')::text, 2, null, 2, 400, 'SKINS_GROSS result'),
            ('STB_V2', pg_temp.fx('active')::text, 1, 36.0, 0, 1200, 'STB_V2 result'), ('STB_V2', pg_temp.fx('other')::text, 2, 30.0, 0, 800, 'STB_V2 result') $$,
  'one row per player per game');
select is((select explanation ->> 'kind' from public.results where match_id = pg_temp.fx('match') limit 1), 'place', 'the explanation is kept');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36.5, 0, 1100)), false) $$, 'saving again…');
select is((select count(*)::int from public.results where match_id = pg_temp.fx('match')), 1, '…replaces the match''s results');
select is((select count(*)::int from public.audit_log where action = 'MATCH_RESULTS_SAVED' and target_id = pg_temp.fx('match')::text), 2, 'MATCH_RESULTS_SAVED audited');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 1200), pg_temp.res('other', 'STB_V2', 2, 30, 0, 801)), false) $$,
  '23514', 'Payouts for Stableford v2 exceed the pot', 'Σ payouts may not exceed the pot (2001 > 2000)');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'SKINS_GROSS', 1, null, 1, 1001)), false) $$,
  '23514', 'Payouts for Skins (Gross) exceed the pot', 'one payout above the pot');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, -1)), false) $$, '23514', 'Payouts must be 0 or more', 'negative payout');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, null)), false) $$, '23514', 'Payouts must be 0 or more', 'missing payout');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'SKINS_GROSS', 1, null, -1, 0)), false) $$, '23514', 'Skins won must be 0 or more', 'negative skins');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 0, 36, 0, 0)), false) $$, '23514', 'Position must be at least 1', 'position 0');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 30.25, 0, 0)), false) $$, '23514', 'Points must be 0 or more in steps of 0.5', 'points 30.25');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, -1, 0, 0)), false) $$, '23514', 'Points must be 0 or more in steps of 0.5', 'negative points');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 30.5, 0, 0)), false) $$, 'points 30.5');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 0), pg_temp.res('active', 'STB_V2', 2, 30, 0, 0)), false) $$,
  '23514', 'A player can have only one result per game', 'a player twice in a game');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'NASSAU', 1, null, 0, 0)), false) $$, '23514', 'Game NASSAU is not enabled for this match', 'a game the match does not have');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('pending', 'STB_V2', 1, 36, 0, 0)), false) $$,
  '23514', 'A result names a player who is not in Stableford v2', 'a player who is not entered');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(jsonb_build_object('game_code', 'STB_V2', 'payout_cents', 0)), false) $$,
  '23514', 'Each result needs a player and a game', 'a result without a player');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), '{"player_id": null}', false) $$, '22023', 'Results must be a list', 'results must be a list');
select throws_ok($$ select private.store_engine_results(gen_random_uuid(), '[]', false) $$, 'PT404', 'Match not found', 'unknown match');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('other'), array[pg_temp.fx('stb')]) $$, 'Oscar leaves the skins game');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('other', 'SKINS_GROSS', 1, null, 1, 0)), false) $$,
  '23514', 'A result names a player who is not in Skins (Gross)', 'an entrant who did not opt in');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'SKINS_GROSS', 1, null, 1, 501)), false) $$,
  '23514', 'Payouts for Skins (Gross) exceed the pot', 'the PER_ENTRY pot counts opted-in players only (500)');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('other'), array[pg_temp.fx('stb'), pg_temp.fx('skins')]) $$, 'Oscar is back in');
select lives_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"NASSAU","enabled":true,"buy_in":700,"pot_calc":"PER_PLAYER"},{"game_code":"STROKE_PLAY","enabled":true,"buy_in":2500,"pot_calc":"FLAT"}]') $$,
  'add a PER_PLAYER and a FLAT game');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'NASSAU', null, null, 0, 1400), pg_temp.res('active', 'STROKE_PLAY', 1, null, 0, 2500)), false) $$,
  'PER_PLAYER pot = buy-in × entrants (1400), FLAT pot = buy-in (2500)');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STROKE_PLAY', 1, null, 0, 2501)), false) $$, '23514', 'Payouts for Stroke Play exceed the pot', 'FLAT pot bound');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'NASSAU', null, null, 0, 1401)), false) $$, '23514', 'Payouts for Nassau exceed the pot', 'PER_PLAYER pot bound');
select lives_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"NASSAU","enabled":false},{"game_code":"STROKE_PLAY","enabled":false}]') $$, 'back to two games');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.results (match_id, player_id, game_code, payout_cents) values (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', -5) $$, '23514', null, 'constraint: payout ≥ 0');
select throws_ok($$ insert into public.results (match_id, player_id, game_code, points) values (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 1.3) $$, '23514', null, 'constraint: points step 0.5');
select throws_ok($$ insert into public.results (match_id, player_id, game_code, position) values (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 0) $$, '23514', null, 'constraint: position ≥ 1');
select throws_ok($$ insert into public.results (match_id, player_id, game_code, skins_won) values (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', -1) $$, '23514', null, 'constraint: skins ≥ 0');
select throws_ok($$ insert into public.results (match_id, player_id, game_code) values (pg_temp.fx('match'), pg_temp.fx('pending'), 'STB_V2') $$, '23503', null, 'constraint: results belong to entrants');

-- finalize --------------------------------------------------------------------------------------------------------
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$,
  '23514', 'A match cannot be finalized before its date', 'not before the match''s date (DESIGN rule 17)');
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 1 where id = pg_temp.fx('match');
select pg_temp.as_engine();
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, '23514', 'All entries must be paid before results can be finalized',
  'payment required and nobody has paid');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', null) $$, 'Alice pays');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, '23514', 'All entries must be paid before results can be finalized', 'one entry still unpaid');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 1500, 'ZELLE', null) $$, 'Oscar pays');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 1200), pg_temp.res('other', 'STB_V2', 2, 30, 0, 800),
  pg_temp.res('active', 'SKINS_GROSS', 1, null, 3, 600)), true) $$, '23514', 'Results are missing for some players in Skins (Gross)', 'one result per opted-in player per game');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 2000), pg_temp.res('other', 'STB_V2', 2, 30, 0, 800),
  pg_temp.res('active', 'SKINS_GROSS', 1, null, 3, 600), pg_temp.res('other', 'SKINS_GROSS', 2, null, 2, 400)), true) $$, '23514', 'Payouts for Stableford v2 exceed the pot', 'finalize checks the pots too');
select is((select is_final from public.matches where id = pg_temp.fx('match')), false, 'refused finalizations change nothing');
select pg_temp.act_as('active');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, '42501', 'permission denied for function store_engine_results', 'players cannot finalize');
select pg_temp.as_engine();
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('other'), '{5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5,5}') $$, 'a card before finalizing');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, 'finalize_match');
select results_eq($$ select is_final, finalized_at from public.matches where id = pg_temp.fx('match') $$, $$ values (true, now()) $$, 'final, with finalized_at');
select is((select count(*)::int from public.results where match_id = pg_temp.fx('match')), 4, 'one result per opted-in player per game');
select results_eq($$ select (details ->> 'pot_cents')::int, (details ->> 'paid_out_cents')::int from public.audit_log where action = 'MATCH_FINALIZED' and target_id = pg_temp.fx('match')::text $$,
  $$ values (3000, 3000) $$, 'MATCH_FINALIZED audited with pot and payouts');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'finalizing twice');

-- a final match is locked
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), false) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'results locked');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'score entry locked');
select throws_ok($$ select public.import_scorecards(pg_temp.fx('match'), json_build_array(json_build_object('player_id', pg_temp.fx('active'), 'holes', array[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4]))) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'imports locked');
select throws_ok($$ select public.add_match_entry(pg_temp.fx('match'), pg_temp.fx('pending')) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'entries locked');
select throws_ok($$ select public.remove_match_entry((select id from public.match_entries where match_id = pg_temp.fx('match') limit 1)) $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'removals locked');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('active'), '{}') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'opt-ins locked');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1}]') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'games locked');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), jsonb_build_object('teeset_id', (select id from public.teesets where id <> pg_temp.fx('teeset') and course_id = pg_temp.fx('course') limit 1))::json) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'the tees of a final match are locked');
select throws_ok($$ select public.update_match(pg_temp.fx('match'), '{"notes":"Great day, thanks all"}') $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'a final match is not edited, not even its notes (issue 14)');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 200, 'CASH', 'Late fee') $$, 'payments may still be recorded');
select pg_temp.act_as('postgres');
select throws_ok($$ delete from public.results where match_id = pg_temp.fx('match') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'results of a final match are locked for any writer');
select throws_ok($$ update public.scorecards set hole_1 = 1 where match_id = pg_temp.fx('match') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'scorecards of a final match are locked for any writer');

-- careers are derived from results of final matches
select pg_temp.act_as('anon');
select is(pg_temp.career('active'), '{"career_earnings_cents": 1800, "career_wins": 2, "career_top3": 2}'::jsonb, 'Alice: $18.00, 2 wins, 2 top-3');
select is(pg_temp.career('other'), '{"career_earnings_cents": 1200, "career_wins": 0, "career_top3": 2}'::jsonb, 'Oscar: $12.00, 0 wins, 2 top-3');
select is(json_array_length(public.get_player_full_details(pg_temp.fx('active')) -> 'last5_results'), 2, 'last 5 results lists the final results');
select is((public.get_player_full_details(pg_temp.fx('active')) -> 'last5_results' -> 0 ->> 'matchName'), 'Test Match', 'last5 entries name the match');
select is(array(select json_object_keys(public.get_player_full_details(pg_temp.fx('active')) -> 'last5_results' -> 0) order by 1),
  array['date', 'explanation', 'gameCode', 'matchId', 'matchName', 'payoutCents', 'points', 'position', 'skinsWon'], 'last5 entry shape');

-- reopen_match --------------------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'a card was wrong') $$, '42501', 'Admin access required', 'players do not reopen');
select pg_temp.as_engine();
select lives_ok($$ select public.reopen_match(pg_temp.fx('match'), 'a card was wrong') $$, 'reopen_match');
select results_eq($$ select is_final, finalized_at from public.matches where id = pg_temp.fx('match') $$, $$ values (false, null::timestamptz) $$, 'not final any more');
select is((select count(*)::int from public.results where match_id = pg_temp.fx('match')), 0, 'its results are removed');
select is((select (details ->> 'results_removed')::int from public.audit_log where action = 'MATCH_REOPENED' and target_id = pg_temp.fx('match')::text), 4, 'MATCH_REOPENED audited');
select is(pg_temp.career('active'), '{"career_earnings_cents": 0, "career_wins": 0, "career_top3": 0}'::jsonb, 'careers drop the reopened match');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'a card was wrong') $$, '23514', 'This match is not finalized', 'reopening twice');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, 'score entry is open again');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, 'finalize again');
select is(pg_temp.career('active'), '{"career_earnings_cents": 1800, "career_wins": 2, "career_top3": 2}'::jsonb, 'reopen + finalize never double counts');

-- without the payment requirement, unpaid entries do not block
select pg_temp.act_as('postgres');
insert into fx values ('free', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
values (pg_temp.fx('free'), 'Casual Round', '2026-11-20', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx('free'), 'STB_V2', true, 1000, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('free'), pg_temp.fx('active'), null);
select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('free'), json_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'game_code', 'STB_V2', 'position', 1, 'points', 40, 'payout_cents', 1000)), true) $$,
  'no payment requirement: finalize with an unpaid entry');
select is((select paid_in_full from public.match_entries where match_id = pg_temp.fx('free')), false, 'the entry is still unpaid');

select * from finish();
rollback;

-- The server decides the money (issue 13, DESIGN rule 18). Stored results are written only by
-- private.store_engine_results, which the finalize-match edge function calls as service_role with the
-- engine's rows after reading the match with private.engine_source: no client role may execute either,
-- an admin through PostgREST included; finalize_match and save_results refuse client-made results.
-- Adjustments (PLACE, DISQUALIFIED, HOLE) are admin-only, need a reason, are audited and locked with the
-- match. The placeTies setting is 'split' or 'countback'.
-- Fixture match: STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice and Oscar in both → pots 2000 and 1000.
begin;
select plan(57);

-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- A hand-made result: Alice takes the whole Stableford pot.
create function pg_temp.forged() returns json language sql as $$
  select json_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'game_code', 'STB_V2', 'position', 1,
                                             'points', 40, 'skins_won', 0, 'payout_cents', 2000, 'notes', 'forged'))
$$;
create function pg_temp.results_count() returns int language sql as $$
  select count(*)::int from public.results where match_id = pg_temp.fx('match')
$$;

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 1, require_payment_before_play = false where id = pg_temp.fx('match');

-- Who may execute the engine's read and write ------------------------------------------------------------------
select ok(not has_function_privilege(r, f, 'execute'), r || ' may not execute ' || f)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['private.engine_source(uuid)', 'private.store_engine_results(uuid,json,boolean)', 'private.write_results(uuid,json)']) f;
select ok(has_function_privilege('service_role', f, 'execute'), 'service_role executes ' || f)
from unnest(array['private.engine_source(uuid)', 'private.store_engine_results(uuid,json,boolean)']) f;

-- Client callers: anonymous, a pending player, another player, an admin through PostgREST ----------------------
select pg_temp.act_as('anon');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), true) $$, '42501',
  'permission denied for function store_engine_results', 'anonymous: the write is closed');
select pg_temp.act_as('pending');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), true) $$, '42501',
  'permission denied for function store_engine_results', 'pending player: the write is closed');
select pg_temp.act_as('other');
select throws_ok($$ select private.engine_source(pg_temp.fx('match')) $$, '42501',
  'permission denied for function engine_source', 'another player: the read is closed');
select pg_temp.act_as('admin');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), true) $$, '42501',
  'permission denied for function store_engine_results', 'an admin through PostgREST: the write is closed');
select throws_ok($$ select private.write_results(pg_temp.fx('match'), pg_temp.forged()) $$, '42501',
  'permission denied for function write_results', 'an admin through PostgREST: the inner write is closed too');
select throws_ok($$ select public.finalize_match(pg_temp.fx('match'), pg_temp.forged()) $$, '42501',
  'Results and payouts sent by a client are refused: the server computes them. Finalize through the finalize-match function.',
  'finalize_match refuses hand-made payouts, for an admin too');
select throws_ok($$ select public.save_results(pg_temp.fx('match'), pg_temp.forged()) $$, '42501',
  'Results and payouts sent by a client are refused: the server computes them. Save through the finalize-match function.',
  'save_results refuses hand-made payouts, for an admin too');
select pg_temp.act_as('anon');
select throws_ok($$ select public.finalize_match(pg_temp.fx('match'), pg_temp.forged()) $$, '42501', null, 'finalize_match refuses anonymous callers');
select pg_temp.act_as('postgres');
select is(pg_temp.results_count(), 0, 'no result was stored by any refused call');
select is((select is_final from public.matches where id = pg_temp.fx('match')), false, 'the match is still open');

-- The edge function's connection needs the admin session too ---------------------------------------------------
select pg_temp.as_engine(false);
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), true) $$, '42501', 'Admin access required',
  'service_role without an admin session may not write');
select throws_ok($$ select private.engine_source(pg_temp.fx('match')) $$, '42501', 'Admin access required',
  'service_role without an admin session may not read');
select pg_temp.as_engine();
select is(array(select json_object_keys(private.engine_source(pg_temp.fx('match'))) order by 1),
  array['adjustments', 'entries', 'games', 'match', 'scorecards', 'settings', 'teams', 'teeset'], 'engine_source: everything the engine needs');
select is(json_array_length(private.engine_source(pg_temp.fx('match')) -> 'entries'), 2, 'engine_source: both entrants');
select is((private.engine_source(pg_temp.fx('match')) -> 'entries' -> 0 -> 'opted_in_game_ids')::jsonb,
  (select jsonb_agg(id order by game_code) from public.match_games where match_id = pg_temp.fx('match')), 'engine_source: the games each entrant plays');
select is(private.engine_source(pg_temp.fx('match')) -> 'settings' ->> 'placeTies', 'split', 'engine_source: the tie rule');
-- Even the write's own caller is held to the pots and the players (defence in depth).
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'),
  json_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'game_code', 'STB_V2', 'position', 1, 'payout_cents', 2001)), false) $$,
  '23514', 'Payouts for Stableford v2 exceed the pot', 'a payout above the pot is refused');
select throws_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), true) $$, '23514',
  'Results are missing for some players in Stableford v2', 'finalize needs a result for every player in every game');
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.forged(), false) $$, 'the engine''s rows are stored');
select is((select details ->> 'computed_by' from public.audit_log where action = 'MATCH_RESULTS_SAVED' and target_id = pg_temp.fx('match')::text),
  'engine', 'the audit log says who computed them');

-- Adjustments ---------------------------------------------------------------------------------------------------
create function pg_temp.adjust(p_kind text, p_reason text, p_game text default null, p_place int default null,
                               p_hole int default null, p_gross int default null, p_player text default 'active') returns json language sql as $$
  select public.add_result_adjustment(pg_temp.fx('match'), pg_temp.fx(p_player), p_kind, p_reason, p_game, p_place, p_hole, p_gross)
$$;
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', 'x') $$, '42501', 'Admin access required', 'anonymous: no adjustments');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', 'x') $$, '42501', 'Admin access required', 'pending player: no adjustments');
select pg_temp.act_as('active');
select throws_ok($$ select pg_temp.adjust('HOLE', 'I meant a 3', null, null, 1, 3) $$, '42501', 'Admin access required', 'a player may not adjust their own card');
select throws_ok($$ select public.get_match_adjustments(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'players do not read adjustments');
select throws_ok($$ select * from public.result_adjustments $$, '42501', null, 'the table is not readable by clients');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', '   ') $$, '23514', 'A reason is required', 'a reason is required');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', repeat('x', 301)) $$, '23514', 'Reason must be 300 characters or less', 'reasons are bounded');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', 'x', p_player => 'pending') $$, '23514', 'That player is not in this match', 'only entrants');
select throws_ok($$ select pg_temp.adjust('BONUS', 'x') $$, '23514', 'Adjustment must be PLACE, DISQUALIFIED or HOLE', 'known kinds only');
select throws_ok($$ select pg_temp.adjust('PLACE', 'Playoff', 'SKINS_GROSS', 1) $$, '23514', 'Places can be decided only in Stableford and stroke play', 'places only in place games');
select throws_ok($$ select pg_temp.adjust('PLACE', 'Playoff', 'STB_V2', 0) $$, '23514', 'Place must be 1 or more', 'place ≥ 1');
select throws_ok($$ select pg_temp.adjust('PLACE', 'Playoff', 'STROKE_PLAY', 1) $$, '23514', 'That game is not offered in this match', 'a game of this match');
select throws_ok($$ select pg_temp.adjust('HOLE', 'Misread', null, null, 19, 4) $$, '23514', 'Hole must be 1 to 18', 'hole 1–18');
select throws_ok($$ select pg_temp.adjust('HOLE', 'Misread', null, null, 3, 13) $$, '23514', 'Score must be 1 to 12, or empty to clear the hole', 'score 1–12');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('other'), array[pg_temp.fx('stb')]) $$, 'Oscar leaves the skins game');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', 'x', 'SKINS_GROSS', p_player => 'other') $$, '23514', 'Oscar Other is not in that game', 'a player of that game');
select lives_ok($$ select pg_temp.keep('dq', pg_temp.adjust('DISQUALIFIED', 'Signed for a 3 on 7', 'STB_V2') ->> 'id') $$, 'admin: a disqualification with its reason');
select lives_ok($$ select pg_temp.keep('hole', pg_temp.adjust('HOLE', 'Marker misread the 18th', null, null, 18, null, 'other') ->> 'id') $$, 'admin: a hole cleared');
select lives_ok($$ select pg_temp.adjust('PLACE', 'Won the playoff on the 1st', 'STB_V2', 1, p_player => 'other') $$, 'admin: a decided place');
select is((select count(*)::int from public.audit_log where action = 'RESULT_ADJUSTED' and target_id = pg_temp.fx('match')::text), 3, 'each adjustment is audited');
select is((select details ->> 'reason' from public.audit_log
           where action = 'RESULT_ADJUSTED' and target_id = pg_temp.fx('match')::text and details ->> 'kind' = 'DISQUALIFIED'),
  'Signed for a 3 on 7', 'with its reason');
select is((select json_agg(a ->> 'kind')::jsonb from json_array_elements(public.get_match_adjustments(pg_temp.fx('match'))) a),
  '["DISQUALIFIED", "HOLE", "PLACE"]'::jsonb, 'get_match_adjustments: in the order the engine applies them');
select lives_ok($$ select public.remove_result_adjustment(pg_temp.val('dq')::uuid) $$, 'admin removes an adjustment');
select is((select count(*)::int from public.audit_log where action = 'RESULT_ADJUSTMENT_REMOVED' and target_id = pg_temp.fx('match')::text), 1,
  'removal is audited');

-- A final match keeps its adjustments ---------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.adjust('DISQUALIFIED', 'Late') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'no new adjustment once final');
select throws_ok($$ select public.remove_result_adjustment(pg_temp.val('hole')::uuid) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'no removal once final');

-- The tie rule --------------------------------------------------------------------------------------------------
select throws_ok($$ select public.upsert_admin_setting('placeTies', 'coin toss') $$, '23514', 'Ties on places must be split or countback', 'split or countback only');
select lives_ok($$ select public.upsert_admin_setting('placeTies', 'countback') $$, 'admin: card countback');
select pg_temp.act_as('anon');
select is(public.get_public_settings() ->> 'placeTies', 'countback', 'the public settings carry the tie rule');

select * from finish();
rollback;

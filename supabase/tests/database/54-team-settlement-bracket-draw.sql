-- Team games settle by the rules (DESIGN rule 37): bracket seeding ties break on the exact index, then by a draw
-- recorded with the bracket (matches.bracket_draw). The draw is made once — a drawn side keeps its place, later
-- sides are appended — by public.draw_bracket (admin), when teams are saved, and at the latest by the engine's
-- read (private.engine_source); audited BRACKET_DRAWN. The rule's one-off report reads finalized matches with
-- their stored team-game results through private.team_settlement_sources (an admin session, service_role only)
-- and writes nothing. One actor per scenario, exact messages.
-- Fixture match: Alice and Oscar entered (Stableford, gross skins); two more entrants and a Match Play bracket join.
begin;
select plan(34);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
update public.matches set capacity = null where id = pg_temp.fx('match');
insert into pg_temp.fx (key, id) select 'p' || n, gen_random_uuid() from generate_series(3, 4) n;
insert into pg_temp.fx (key, id) values ('mp', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at, league_index)
select pg_temp.fx('p' || n), 'Player ' || n, 'player' || n || '@test.example', '92000' || n, 'ACTIVE', '2026-01-10', now(), n
from generate_series(3, 4) n;
create function pg_temp.draw() returns uuid[] language sql stable as $$
  select bracket_draw from public.matches where id = pg_temp.fx('match')
$$;
create function pg_temp.drawn_at() returns timestamptz language sql stable as $$
  select bracket_drawn_at from public.matches where id = pg_temp.fx('match')
$$;

-- Who may run what ----------------------------------------------------------------------------------------------
select ok(not has_function_privilege(r, f, 'execute'), r || ' may not execute ' || f)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['private.draw_bracket(uuid)', 'private.team_settlement_sources()']) f;
select ok(has_function_privilege('service_role', 'private.team_settlement_sources()', 'execute'),
  'service_role (the report''s edge function) executes private.team_settlement_sources()');

select pg_temp.act_as('admin');
select throws_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, '23514', 'This match has no Match Play bracket',
  'no bracket, no draw');
select pg_temp.act_as('postgres');
insert into public.match_games (id, match_id, game_code, enabled, buy_in, pot_calc, format)
values (pg_temp.fx('mp'), pg_temp.fx('match'), 'MATCH_PLAY', true, 1000, 'PER_PLAYER', 'SINGLES_BRACKET');
select is(pg_temp.draw(), null, 'a bracket starts without a draw');

select pg_temp.act_as('anon');
select throws_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'anon makes no draw');
select pg_temp.act_as('pending');
select throws_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('active');
select throws_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'nor a player in the bracket');
select pg_temp.act_as('postgres');
select is(pg_temp.draw(), null, 'the refusals drew nothing');

-- The admin draws: every side once, in some order, recorded and audited ------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('answer', public.draw_bracket(pg_temp.fx('match'))::text) $$, 'the admin makes the draw');
select pg_temp.act_as('postgres');
select is((select array_agg(x order by x) from unnest(pg_temp.draw()) x),
  (select array_agg(x order by x) from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) x),
  'singles: the draw holds each player of the bracket once');
select ok(pg_temp.drawn_at() is not null, 'with the time it was made');
select is((pg_temp.val('answer')::jsonb -> 'bracket_draw'), to_jsonb(pg_temp.draw()), 'the answer is the draw');
select results_eq($$ select action, actor_kind, jsonb_array_length(details -> 'changes' -> 'bracket_draw' -> 'new')
                    from public.audit_log where action = 'BRACKET_DRAWN' $$,
  $$ values ('BRACKET_DRAWN', 'admin', 2) $$, 'the draw is audited BRACKET_DRAWN, by the admin, with what was drawn');
select pg_temp.keep('first', pg_temp.draw()::text);
select pg_temp.keep('first_at', pg_temp.drawn_at()::text);

select pg_temp.act_as('admin');
select lives_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, 'drawing again');
select pg_temp.act_as('postgres');
select is(pg_temp.draw()::text, pg_temp.val('first'), 'changes nothing: a draw is made once');
select is((select count(*)::int from public.audit_log where action = 'BRACKET_DRAWN'), 1, 'and audits nothing more');

-- A late entrant is drawn after the sides already drawn, which keep their places -----------------------------------
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p3'), null);
select pg_temp.act_as('admin');
select lives_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, 'the admin draws after a late entry');
select pg_temp.act_as('postgres');
select is((pg_temp.draw())[1:2]::text, pg_temp.val('first'), 'the first two keep their places');
select is((pg_temp.draw())[3], pg_temp.fx('p3'), 'the late entrant is drawn third');
select is(pg_temp.drawn_at()::text, pg_temp.val('first_at'), 'the draw keeps the time it was first made');

-- The engine's read draws what is not drawn yet and carries the draw -------------------------------------------------
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p4'), null);
select pg_temp.as_engine();
select is(json_array_length(private.engine_source(pg_temp.fx('match')) -> 'match' -> 'bracket_draw'), 4,
  'saving or finalizing results (private.engine_source) draws the sides not drawn yet');
select is((private.engine_source_of(pg_temp.fx('match')) -> 'match' -> 'bracket_draw')::jsonb, to_jsonb(pg_temp.draw()),
  'the engine''s input carries the draw');
select pg_temp.act_as('anon');
select is((public.get_match_detail(pg_temp.fx('match'))::jsonb -> 'match' -> 'bracket_draw'), to_jsonb(pg_temp.draw()),
  'the match page (and its live board) reads the same draw');

-- Pairs: the teams are drawn when they are saved ---------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.match_games set format = 'PAIRS_BRACKET' where id = pg_temp.fx('mp');
select pg_temp.act_as('admin');
select lives_ok($$ select public.save_teams(pg_temp.fx('match'), jsonb_build_array(
  jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'))),
  jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx('p3'), pg_temp.fx('p4'))))) $$,
  'the admin saves two teams for a pairs bracket');
select pg_temp.act_as('postgres');
select is((select array_agg(x order by x) from unnest((pg_temp.draw())[5:6]) x),
  (select array_agg(t.id order by t.id) from public.match_teams t where t.match_id = pg_temp.fx('match')),
  'the teams are drawn as they are formed, after the players drawn before');

-- A finished match takes no new draw ---------------------------------------------------------------------------------
insert into public.results (match_id, player_id, game_code, position, points, payout_cents, notes)
values (pg_temp.fx('match'), pg_temp.fx('active'), 'MATCH_PLAY', 1, null, 2400, 'Won 2 & 1 in the final'),
       (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 40, 2000, '1st');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.keep('final_message', private.final_match_message());
select pg_temp.act_as('admin');
select throws_ok($$ select public.draw_bracket(pg_temp.fx('match')) $$, '23514', pg_temp.val('final_message'),
  'a final match refuses a draw');

-- The rule's report: final matches with a match-play or team game, their engine input and stored results -----------
select pg_temp.as_engine(false);
select throws_ok($$ select private.team_settlement_sources() $$, '42501', 'Admin access required',
  'the report''s read needs an admin session');
select pg_temp.act_as('postgres');
select pg_temp.keep('before', (select count(*) from public.results)::text);
select pg_temp.as_engine();
select pg_temp.keep('report', private.team_settlement_sources()::text);
select is((select count(*)::int from json_array_elements(pg_temp.val('report')::json) x
           where x ->> 'match_id' = pg_temp.fx('match')::text), 1, 'lists the final match with a Match Play game');
select is((select x -> 'stored' from json_array_elements(pg_temp.val('report')::json) x where x ->> 'match_id' = pg_temp.fx('match')::text)::jsonb,
  jsonb_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'player_name', 'Alice Active', 'game_code', 'MATCH_PLAY',
                                       'position', 1, 'points', null, 'payout_cents', 2400)),
  'with its stored match-play and team-game results only (not Stableford)');
select is((select array(select json_object_keys(x -> 'source') order by 1) from json_array_elements(pg_temp.val('report')::json) x
           where x ->> 'match_id' = pg_temp.fx('match')::text),
  array['adjustments', 'entries', 'games', 'match', 'scorecards', 'settings', 'teams', 'teeset'],
  'and the engine''s input, as finalize reads it');
select pg_temp.act_as('postgres');
select is((select count(*) from public.results)::text, pg_temp.val('before'), 'the report writes nothing');

select * from finish();
rollback;

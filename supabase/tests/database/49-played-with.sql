-- A finished match keeps what it was scored with (matches.played_with): the first finalize records each
-- entrant's index and the league's scoring settings; the engine's input (private.engine_source_of) and the
-- preview's entries (get_match_entries) use them from then on, through a reopen and a re-finalize, so a new
-- index or a changed setting never rewrites a finished match. Recording it is not a match edit.
-- Fixture (00-helpers.sql): Alice and Oscar in Stableford and gross skins; played yesterday here.
begin;
select plan(16);
select tests.setup_fixtures();

-- A zero result for every player in every game they play (private.game_players).
create function pg_temp.all_results() returns json language sql security definer as $$
  select json_agg(jsonb_build_object('player_id', p, 'game_code', g, 'position', null, 'points', null,
                                     'skins_won', 0, 'payout_cents', 0, 'notes', null))
  from (select gp.player_id as p, gp.game_code as g from private.game_players gp where gp.match_id = pg_temp.fx('match')) x
$$;
create function pg_temp.source_index(p_player text) returns numeric language sql as $$
  select (e ->> 'league_index')::numeric
  from json_array_elements(private.engine_source_of(pg_temp.fx('match')) -> 'entries') e
  where (e ->> 'player_id')::uuid = pg_temp.fx(p_player)
$$;
create function pg_temp.entries_index(p_player text) returns numeric language sql as $$
  select (e ->> 'league_index')::numeric
  from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e
  where (e ->> 'player_id')::uuid = pg_temp.fx(p_player)
$$;

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 1, require_payment_before_play = false where id = pg_temp.fx('match');
update public.players set league_index = 12.4 where id = pg_temp.fx('active');
update public.players set league_index = null where id = pg_temp.fx('other');

select is((select played_with from public.matches where id = pg_temp.fx('match')), null, 'an open match has recorded nothing');
select is(pg_temp.source_index('active'), 12.4, 'before the finalize the engine reads the current index');

select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.all_results(), true) $$, 'the admin finalizes');
select pg_temp.act_as('postgres');
select is((select played_with -> 'indexes' from public.matches where id = pg_temp.fx('match')),
  jsonb_build_object(pg_temp.fx('active')::text, 12.4, pg_temp.fx('other')::text, null), 'the finalize recorded both entrants'' indexes, no index included');
select is((select played_with -> 'settings' ->> 'placeTies' from public.matches where id = pg_temp.fx('match')), 'split', 'and the scoring settings');
select is((select count(*)::int from public.audit_log where action = 'MATCH_EDITED' and target_id = pg_temp.fx('match')::text
           and details -> 'changes' ? 'played_with'), 0, 'recording them is not audited as a match edit');

-- The league moves on: Alice's index is republished, the tie rule changes, Oscar gets an index.
update public.players set league_index = 9.8 where id = pg_temp.fx('active');
update public.players set league_index = 20.1 where id = pg_temp.fx('other');
update public.settings set value = 'countback' where key = 'placeTies';
select is(pg_temp.source_index('active'), 12.4, 'the engine still reads Alice''s match-day index');
select is(pg_temp.source_index('other'), null, 'and Oscar''s match-day "no index"');
select is(private.engine_source_of(pg_temp.fx('match')) -> 'settings' ->> 'placeTies', 'split', 'and the match-day tie rule');
select pg_temp.act_as('anon');
select is(pg_temp.entries_index('active'), 12.4, 'the preview''s entries show the index Alice played off');
select is((public.get_match_detail(pg_temp.fx('match')) -> 'match' -> 'played_with' -> 'settings' ->> 'placeTies'), 'split',
  'and the match page carries the recorded settings');

-- Reopened and re-finalized: still the match-day inputs; a late entrant plays off their current index.
select pg_temp.act_as('admin');
select lives_ok($$ select public.reopen_match(pg_temp.fx('match'), 'a card was wrong') $$, 'the admin reopens the match');
select pg_temp.act_as('postgres');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('inactive'), null);
update public.players set league_index = 30.0 where id = pg_temp.fx('inactive');
select is(pg_temp.source_index('active'), 12.4, 'reopened, the match keeps Alice''s match-day index');
select is(pg_temp.source_index('inactive'), 30.0, 'a player entered after the finalize plays off their current index');
select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.all_results(), true) $$, 'the admin finalizes again');
select pg_temp.act_as('postgres');
select is((select played_with -> 'indexes' ->> pg_temp.fx('active')::text from public.matches where id = pg_temp.fx('match')), '12.4',
  're-finalizing keeps the first record');

select * from finish();
rollback;

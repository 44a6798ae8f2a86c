-- The match page: the page's
-- data comes in parts asked for in parallel — get_match_detail (the match, no entries, scorecards or results),
-- get_match_entries (who is in), get_match_balances (what each owes and paid)
-- and get_match_results (results with a small summary instead of the explanation) —,
-- get_result_explanations sends the explanations on demand, and get_match_scorecards is the live poll (no PII).
begin;
select plan(27);

create function pg_temp.act_as(p_who text) returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.headers', '{}', true);
  if p_who <> 'postgres' then
    perform set_config('role', 'anon', true);
  end if;
end $$;

create temp table fx (key text primary key, id uuid not null);
grant select on fx to anon, authenticated;
create function pg_temp.fx(p_key text) returns uuid language sql stable as $$
  select id from pg_temp.fx where key = p_key
$$;
insert into fx (key, id) values
  ('ann', gen_random_uuid()), ('bob', gen_random_uuid()), ('course', gen_random_uuid()), ('teeset', gen_random_uuid()),
  ('match', gen_random_uuid()), ('live', gen_random_uuid());

insert into public.players (id, name, nickname, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('ann'), 'Ann Light', null, 'ann.light@test.example', '9100001', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('bob'), 'Bob Light', null, 'bob.light@test.example', '9100002', 'ACTIVE', '2026-01-10', now());
insert into public.courses (id, name, city, state) values (pg_temp.fx('course'), 'Light Course', 'Testville', 'NC');
insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default) values
  (pg_temp.fx('teeset'), pg_temp.fx('course'), 'White', 70.0, 120,
   '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', true);
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id) values
  (pg_temp.fx('match'), 'Light Final', (now() at time zone 'America/New_York')::date - 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
  (pg_temp.fx('live'), 'Light Live', (now() at time zone 'America/New_York')::date, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc)
select m, c, true, 1000, 'PER_ENTRY' from unnest(array[pg_temp.fx('match'), pg_temp.fx('live')]) m, unnest(array['STB_V2', 'STROKE_PLAY', 'NASSAU']) c;
select private.enter_player(m, p, null) from unnest(array[pg_temp.fx('match'), pg_temp.fx('live')]) m, unnest(array[pg_temp.fx('ann'), pg_temp.fx('bob')]) p;
insert into public.scorecards (match_id, player_id, hole_1, hole_2, hole_18) values
  (pg_temp.fx('live'), pg_temp.fx('ann'), 4, 5, 3);
insert into public.results (match_id, player_id, game_code, position, points, payout_cents, explanation) values
  (pg_temp.fx('match'), pg_temp.fx('ann'), 'STB_V2', 1, 38, 2000, '{"kind": "place", "score": 38, "holesPlayed": 18, "tiedWith": [], "placesCovered": [1], "pooledPct": 0}'),
  (pg_temp.fx('match'), pg_temp.fx('ann'), 'STROKE_PLAY', 1, null, 2000, '{"kind": "place", "score": 68, "holesPlayed": 18, "tiedWith": [], "placesCovered": [1], "pooledPct": 0}'),
  (pg_temp.fx('match'), pg_temp.fx('bob'), 'STROKE_PLAY', null, null, 0, '{"kind": "place", "score": null, "holesPlayed": 9, "tiedWith": [], "placesCovered": [], "pooledPct": 0}'),
  (pg_temp.fx('match'), pg_temp.fx('ann'), 'NASSAU', null, null, 1000,
   '{"kind": "nassau", "parts": [{"part": "front", "won": true}, {"part": "back", "won": false}, {"part": "overall", "won": true}]}');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');

select pg_temp.act_as('anon');
-- get_match_detail: the match only -------------------------------------------------------------------------------------
select is(array(select json_object_keys(public.get_match_detail(pg_temp.fx('match'))) order by 1),
  array['can_enter_scores', 'entries_count', 'entries_latest_at', 'games', 'is_admin', 'match', 'pots', 'seats_left', 'teeset'],
  'match page shape: no entries, scorecards or results');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'entries_count')::int, 2, 'entries count');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'entries_latest_at')::timestamptz,
  (select max(created_at) from public.match_entries where match_id = pg_temp.fx('match')), 'latest entry time');
select is(json_array_length(public.get_match_entries(pg_temp.fx('match'))), 2, 'get_match_entries: as many entries as entries_count');
select is(json_array_length(public.get_match_balances(pg_temp.fx('match'))), 2, 'get_match_balances: a balance per entry');
select ok(public.get_match_balances(pg_temp.fx('match'))::text !~ '@|Light|9100', 'no names, e-mails or GHINs in the balances');

-- get_match_results: results without explanation -------------------------------------------------------------------------
select is(json_array_length(public.get_match_results(pg_temp.fx('match'))), 4, 'every result is sent');
select is((select count(*)::int from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r where (r::jsonb) ? 'explanation'),
  0, 'no result carries its explanation');
select is((select array_agg(k order by k) from json_object_keys(public.get_match_results(pg_temp.fx('match')) -> 0) k),
  array['game_code', 'notes', 'payout_cents', 'player_id', 'points', 'position', 'skins_won', 'summary'], 'a result''s keys');
select is(array(select r ->> 'game_code' || ' ' || (r ->> 'player_id' = pg_temp.fx('ann')::text)::text from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r),
  array['NASSAU true', 'STB_V2 true', 'STROKE_PLAY true', 'STROKE_PLAY false'], 'by game, then position (unplaced last)');
select is((select (r -> 'summary' ->> 'score')::int from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r
           where r ->> 'game_code' = 'STROKE_PLAY' and r ->> 'player_id' = pg_temp.fx('ann')::text), 68, 'stroke play summary: the net score');
select is((select r -> 'summary' ->> 'score' from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r
           where r ->> 'game_code' = 'STROKE_PLAY' and r ->> 'player_id' = pg_temp.fx('bob')::text), null, 'stroke play summary: incomplete is null');
select is((select (r -> 'summary' -> 'parts_won')::jsonb from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r
           where r ->> 'game_code' = 'NASSAU'), '["front", "overall"]'::jsonb, 'nassau summary: the parts won, in order');
select is((select r ->> 'summary' from json_array_elements(public.get_match_results(pg_temp.fx('match'))) r
           where r ->> 'game_code' = 'STB_V2'), null, 'no summary for other games');
select is(public.get_match_results(pg_temp.fx('live'))::text, '[]', 'no results: empty list');
select is(public.get_match_results(gen_random_uuid())::text, '[]', 'unknown match: empty list');

-- get_result_explanations ------------------------------------------------------------------------------------------------
select is(json_array_length(public.get_result_explanations(pg_temp.fx('match'))), 4, 'an explanation per result, for anyone');
select is((select array_agg(k order by k) from json_object_keys(public.get_result_explanations(pg_temp.fx('match')) -> 0) k),
  array['explanation', 'game_code', 'player_id'], 'explanation row shape');
select is((select (x -> 'explanation')::jsonb from json_array_elements(public.get_result_explanations(pg_temp.fx('match'))) x
           where x ->> 'game_code' = 'NASSAU'),
  (select explanation from public.results where match_id = pg_temp.fx('match') and game_code = 'NASSAU'), 'the stored explanation as is');
select is(public.get_result_explanations(pg_temp.fx('live'))::jsonb, '[]'::jsonb, 'no results: empty list');

-- get_match_scorecards ---------------------------------------------------------------------------------------------------
select is(array(select json_object_keys(public.get_match_scorecards(pg_temp.fx('live'))) order by 1),
  array['entries_count', 'entries_latest_at', 'is_final', 'scorecards'], 'poll shape');
select is((public.get_match_scorecards(pg_temp.fx('live')) ->> 'is_final')::boolean, false, 'not final');
select is((public.get_match_scorecards(pg_temp.fx('match')) ->> 'is_final')::boolean, true, 'final');
select is((public.get_match_scorecards(pg_temp.fx('live')) ->> 'entries_count')::int, 2, 'entries count');
select is((public.get_match_scorecards(pg_temp.fx('live')) -> 'scorecards')::jsonb,
  (select jsonb_build_array(jsonb_build_object('player_id', pg_temp.fx('ann'), 'holes', '[4,5,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null,3]'::jsonb,
     'gross_total', s.gross_total, 'updated_at', s.updated_at, 'attested_at', null)) from public.scorecards s where s.match_id = pg_temp.fx('live')),
  'scorecards as the match page sends them');
select ok(public.get_match_scorecards(pg_temp.fx('live'))::text !~ '@|Light|9100', 'no names, e-mails or GHINs in the poll');
select is(public.get_match_scorecards(gen_random_uuid())::jsonb, null, 'unknown match: null');

select * from finish();
rollback;

-- What a match offers once it is over or called off, and when cards open (DESIGN rules 16, 17):
-- every card writer — admins too — from the start of match day (club time zone); a called-off match takes no
-- cards (import included), entries, payments or invitations; a final match no entries or invitations.
-- Admin → Add Player enters a player with the optional games chosen (none when none are ticked).
-- Fixture (00-helpers.sql): 'match' (2026-12-20, in the future) with STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY);
-- Alice ('active') and Oscar ('other') entered in both.
begin;
select plan(18);

select tests.setup_fixtures();

create function pg_temp.card_row(p_player uuid) returns jsonb language sql as $$
  select jsonb_build_object('player_id', p_player, 'holes', '[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4]'::jsonb) $$;

-- Before the match day: no card, whoever writes it.
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() + 1 where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.save_hole_scores(%L, 1, jsonb_build_array(jsonb_build_object('player_id', %L, 'strokes', 4))) $$,
  pg_temp.fx('match'), pg_temp.fx('active')), '23514', 'Scores can be entered from the match day', 'an admin''s hole score waits for the match day');
select throws_ok(format($$ select public.upsert_scorecard(%L, %L, array_fill(4, array[18])) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'Scores can be entered from the match day', 'so does an admin''s card');
select throws_ok(format($$ select public.import_scorecards(%L, json_build_array(pg_temp.card_row(%L))) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'Scores can be entered from the match day', 'and an import');
select pg_temp.act_as('active');
select throws_ok(format($$ select public.upsert_scorecard(%L, %L, array_fill(4, array[18])) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'Scores can be entered from the match day', 'and the player''s own card');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match')), 0, 'no card was written');

-- On the match day (its first minute in the club time zone is club_today()): cards open.
update public.matches set date = private.club_today() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select is(public.import_scorecards(pg_temp.fx('match'), json_build_array(pg_temp.card_row(pg_temp.fx('active')))), 1, 'on the match day an admin imports a card');
select lives_ok(format($$ select public.save_hole_scores(%L, 1, jsonb_build_array(jsonb_build_object('player_id', %L, 'strokes', 5))) $$,
  pg_temp.fx('match'), pg_temp.fx('other')), 'and saves a hole');

-- Add Player: the optional games ticked, none by default; only this match's optional games.
select pg_temp.act_as('postgres');
insert into pg_temp.fx (key, id) values ('ann', gen_random_uuid()), ('bo', gen_random_uuid()), ('cy', gen_random_uuid()), ('m2', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('ann'), 'Ann Added', 'ann.added@test.example', '9100001', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('bo'), 'Bo Added', 'bo.added@test.example', '9100002', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('cy'), 'Cy Added', 'cy.added@test.example', '9100003', 'ACTIVE', '2026-01-10', now());
update public.matches set capacity = 8 where id = pg_temp.fx('match');
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('m2'), 'Other Match', private.club_today() + 7, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx('m2'), 'NASSAU', true, 900, 'PER_ENTRY');
create function pg_temp.games_of(p_player text) returns text[] language sql stable as $$
  select coalesce(array_agg(g.game_code order by g.game_code), '{}') from public.match_entry_opt_ins o
  join public.match_games g on g.id = o.match_game_id
  where o.match_id = pg_temp.fx('match') and o.player_id = pg_temp.fx(p_player) and o.opted_in $$;
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.add_match_entry(%L, %L, '{}') $$, pg_temp.fx('match'), pg_temp.fx('ann')), 'Ann added with no optional game ticked');
select is(pg_temp.games_of('ann'), '{}'::text[], 'she plays no optional game');
select lives_ok(format($$ select public.add_match_entry(%L, %L, array[%L]::uuid[]) $$, pg_temp.fx('match'), pg_temp.fx('bo'), pg_temp.fx('skins')),
  'Bo added with gross skins ticked');
select is(pg_temp.games_of('bo'), '{SKINS_GROSS}'::text[], 'he plays gross skins only');
select is((select (a.details -> 'optional_games') from public.audit_log a where a.action = 'MATCH_ENTRY_ADDED' and a.details ->> 'player_id' = pg_temp.fx('bo')::text),
  '["Skins (Gross)"]'::jsonb, 'the audit names the optional games');
select throws_ok(format($$ select public.add_match_entry(%L, %L, array[(select id from public.match_games where match_id = %L)]::uuid[]) $$,
  pg_temp.fx('match'), pg_temp.fx('cy'), pg_temp.fx('m2')), '23514', 'Choose among this match''s optional games', 'another match''s game is refused');
select lives_ok(format($$ select public.add_match_entry(%L, %L) $$, pg_temp.fx('match'), pg_temp.fx('cy')), 'the two-argument call still works');
select is(pg_temp.games_of('cy'), '{SKINS_GROSS,STB_V2}'::text[], 'and enters every enabled game, as before');

-- Called off: no card, entry, payment or invitation.
select lives_ok(format($$ select public.cancel_match(%L, 'Course flooded') $$, pg_temp.fx('m2')), 'Other Match is called off');
select throws_ok(format($$ select public.add_match_entry(%L, %L, '{}') $$, pg_temp.fx('m2'), pg_temp.fx('ann')),
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a called-off match takes no entry');
select throws_ok(format($$ select public.import_scorecards(%L, json_build_array(pg_temp.card_row(%L))) $$, pg_temp.fx('m2'), pg_temp.fx('ann')),
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'nor an import (refused before the rows are read)');

select * from finish();
rollback;

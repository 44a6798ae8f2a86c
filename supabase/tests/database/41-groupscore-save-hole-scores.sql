-- Group scoring hole by hole (issue 16, slice "groupscore"): save_hole_scores and the marker's rights
-- (DESIGN rule 16). One actor per scenario: anonymous, pending player, another player, the player, the
-- marker of the player's group, the marker of another group, admin; then the attested card, the final
-- match, the called-off match, bad input, and all-or-nothing when one player of the hole is refused.
begin;
select plan(53);
select tests.setup_fixtures();

-- The fixtures' match is played today, with room for two groups:
--   group 1 (hole 1): Alice (the player), Mark (its marker), Petra;  group 2 (hole 10): Oscar, Greta (its marker).
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today(), capacity = 10, start_mode = 'SHOTGUN' where id = pg_temp.fx('match');
insert into pg_temp.fx (key, id) values ('mark', gen_random_uuid()), ('petra', gen_random_uuid()), ('greta', gen_random_uuid()),
  ('g1', gen_random_uuid()), ('g2', gen_random_uuid()), ('outsider', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('mark'), 'Mark Marker', 'mark.marker@test.example', '9000011', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('petra'), 'Petra Partner', 'petra.partner@test.example', '9000012', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('greta'), 'Greta Group', 'greta.group@test.example', '9000013', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('outsider'), 'Olga Outsider', 'olga.outsider@test.example', '9000014', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash) values
  (pg_temp.fx('mark'), private.token_hash('tok-mark')), (pg_temp.fx('petra'), private.token_hash('tok-petra')),
  (pg_temp.fx('greta'), private.token_hash('tok-greta'));
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('mark'), null);
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('petra'), null);
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('greta'), null);
insert into public.match_groups (id, match_id, number, start_hole) values
  (pg_temp.fx('g1'), pg_temp.fx('match'), 1, 1), (pg_temp.fx('g2'), pg_temp.fx('match'), 2, 10);
update public.match_entries set group_id = pg_temp.fx('g1')
  where match_id = pg_temp.fx('match') and player_id in (pg_temp.fx('active'), pg_temp.fx('mark'), pg_temp.fx('petra'));
update public.match_entries set group_id = pg_temp.fx('g2')
  where match_id = pg_temp.fx('match') and player_id in (pg_temp.fx('other'), pg_temp.fx('greta'));
update public.match_groups set marker_player_id = pg_temp.fx('mark') where id = pg_temp.fx('g1');
update public.match_groups set marker_player_id = pg_temp.fx('greta') where id = pg_temp.fx('g2');

-- One hole for the players named, e.g. pg_temp.hole_of('active', 4, 'mark', 5).
create function pg_temp.hole_of(variadic p_pairs text[]) returns jsonb language sql stable as $$
  select coalesce(jsonb_agg(jsonb_build_object('player_id', pg_temp.fx(p_pairs[i]), 'strokes', p_pairs[i + 1]::int) order by i), '[]')
  from generate_series(1, coalesce(array_length(p_pairs, 1), 0), 2) i
$$;
create function pg_temp.hole(p_player text, p_hole int) returns int language plpgsql stable as $$
declare v int;
begin
  execute format('select hole_%s from public.scorecards where match_id = $1 and player_id = $2', p_hole)
    into v using pg_temp.fx('match'), pg_temp.fx(p_player);
  return v;
end $$;
create function pg_temp.changes() returns int language sql stable as $$
  select count(*)::int from private.scorecard_hole_changes where match_id = pg_temp.fx('match')
$$;

-- Who may write a hole -------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'anonymous cannot write a hole');
select pg_temp.act_as('pending');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'a pending player cannot write a hole');
select pg_temp.act_as('other');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'another player (not a marker) cannot write the player''s hole');
select pg_temp.act_as('greta');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'the marker of another group cannot write the player''s hole');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match')), 0, 'the refused calls wrote no card');

select pg_temp.act_as('active');
select is(json_array_length(public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '5'))), 1, 'the player writes their own hole; one card answered');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '5', 'mark', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'the player cannot write their marker''s hole');
select pg_temp.act_as('postgres');
select is(pg_temp.hole('active', 1), 5, 'the player''s hole 1 is saved');
select is(pg_temp.hole('mark', 1), null, 'nothing of the refused call was written');

select pg_temp.act_as('mark');
select results_eq(
  $$ select c ->> 'player_id', (c -> 'holes' ->> 1)::int
     from json_array_elements(public.save_hole_scores(pg_temp.fx('match'), 2, pg_temp.hole_of('active', '4', 'mark', '3', 'petra', '6'))) c $$,
  $$ values (pg_temp.fx('active')::text, 4), (pg_temp.fx('mark')::text, 3), (pg_temp.fx('petra')::text, 6) $$,
  'the marker writes hole 2 for the whole group at once; the cards come back in order');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '6')) $$, 'the marker corrects the player''s hole 1');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 3, pg_temp.hole_of('active', '4', 'mark', '4', 'other', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'the marker cannot write a player of another group');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match') and hole_3 is not null), 0,
  'all or nothing: the group''s hole 3 was not written when one player of it was refused');

-- The marker's change is in the player's card history, under the marker's name.
select pg_temp.act_as('active');
select results_eq(
  $$ select (c ->> 'old_strokes')::int, (c ->> 'new_strokes')::int, c ->> 'actor_kind', (c ->> 'actor_id')::uuid, c ->> 'actor_name'
     from json_array_elements(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))) c
     where (c ->> 'hole')::int = 1 order by c ->> 'changed_at', c ->> 'old_strokes' nulls first $$,
  $$ values (null::int, 5, 'player', pg_temp.fx('active'), 'Alice Active'), (5, 6, 'player', pg_temp.fx('mark'), 'Mark Marker') $$,
  'the history shows who changed hole 1: the player, then the marker (by id, shown by name)');

select pg_temp.act_as('greta');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 10, pg_temp.hole_of('other', '4', 'greta', '5')) $$,
  'the marker of group 2 writes group 2''s hole 10');

select pg_temp.act_as('admin');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 3, pg_temp.hole_of('active', '4', 'other', '5')) $$,
  'an admin writes a hole for players of any group');
select pg_temp.act_as('postgres');
select results_eq($$ select pg_temp.hole('active', 3), pg_temp.hole('other', 3) $$, $$ values (4, 5) $$, 'the admin''s hole is saved');

-- A marker who left the group no longer writes its cards.
update public.match_entries set group_id = pg_temp.fx('g2') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('mark');
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, pg_temp.hole_of('active', '4')) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'a marker moved to another group cannot write the old group''s cards');
select pg_temp.act_as('postgres');
update public.match_entries set group_id = pg_temp.fx('g1') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('mark');

-- Bad input ------------------------------------------------------------------------------------------------
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 0, pg_temp.hole_of('active', '4')) $$,
  '22023', 'Hole must be between 1 and 18', 'hole 0 is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 19, pg_temp.hole_of('active', '4')) $$,
  '22023', 'Hole must be between 1 and 18', 'hole 19 is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), null, pg_temp.hole_of('active', '4')) $$,
  '22023', 'Hole must be between 1 and 18', 'no hole is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, '[]') $$,
  '22023', 'Send the scores of 1 to 5 players', '0 scores are refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4,
                    pg_temp.hole_of('active', '4', 'mark', '4', 'petra', '4', 'other', '4', 'greta', '4', 'outsider', '4')) $$,
  '22023', 'Send the scores of 1 to 5 players', '6 scores are refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, '{"player_id": "x"}') $$,
  '22023', 'Send the scores of 1 to 5 players', 'an object instead of a list is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, pg_temp.hole_of('active', '0')) $$,
  '23514', 'Hole scores must be between 1 and 12', 'a score of 0 is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, pg_temp.hole_of('active', '4', 'mark', '13')) $$,
  '23514', 'Hole scores must be between 1 and 12', 'a score of 13 is refused, with the other player''s score');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, jsonb_build_array(jsonb_build_object('player_id', pg_temp.fx('active')))) $$,
  '22023', 'Each score needs a player and strokes', 'a score without strokes is refused (a clear is an explicit null)');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, jsonb_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'strokes', 4.5))) $$,
  '22023', 'Each score needs a player and strokes', 'a fractional score is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, '[{"player_id": "not-a-uuid", "strokes": 4}]') $$,
  '22023', 'Each score needs a player and strokes', 'a malformed player id is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, '[4]') $$,
  '22023', 'Each score needs a player and strokes', 'a bare number is refused');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, pg_temp.hole_of('active', '4', 'active', '5')) $$,
  '22023', 'Send each player once per hole', 'the same player twice in one hole is refused');
select throws_ok($$ select public.save_hole_scores(gen_random_uuid(), 4, pg_temp.hole_of('active', '4')) $$,
  'PT404', 'Match not found', 'an unknown match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 4, pg_temp.hole_of('active', '4', 'outsider', '4')) $$,
  '23514', 'Player is not entered in this match', 'an admin cannot score a player who is not entered');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match') and hole_4 is not null), 0, 'no bad input wrote hole 4');

select pg_temp.act_as('mark');
select is((public.save_hole_scores(pg_temp.fx('match'), 1, jsonb_build_array(jsonb_build_object('player_id', pg_temp.fx('active'), 'strokes', null)))
           -> 0 -> 'holes' ->> 0), null, 'an explicit null clears the hole');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '6')) $$, 'and the marker enters it again');
select pg_temp.act_as('postgres');
select pg_temp.keep('changes', pg_temp.changes()::text);
select pg_temp.act_as('mark');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 1, pg_temp.hole_of('active', '6')) $$, 'the same hole sent again (a retried save)');
select pg_temp.act_as('postgres');
select is(pg_temp.changes(), pg_temp.val('changes')::int, 'a retried save with the same score adds no change to the history');

-- Before match day ----------------------------------------------------------------------------------------
update public.matches set date = private.club_today() + 1 where id = pg_temp.fx('match');
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 5, pg_temp.hole_of('active', '4', 'mark', '4')) $$,
  '23514', 'Scores can be entered from the match day', 'the marker cannot score before match day');
select pg_temp.act_as('active');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 5, pg_temp.hole_of('active', '4')) $$,
  '23514', 'Scores can be entered from the match day', 'nor the player');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 5, pg_temp.hole_of('active', '4')) $$,
  '23514', 'Scores can be entered from the match day', 'nor an admin (DESIGN rule 16: every card writer from the match day)');
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() where id = pg_temp.fx('match');

-- The attested card ---------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('petra'), array_fill(5, array[18])) $$, 'Petra''s card is complete');
select pg_temp.act_as('petra');
select ok((public.attest_scorecard(pg_temp.fx('match')) ->> 'attested_at') is not null, 'Petra attests her card');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 6, pg_temp.hole_of('petra', '4')) $$,
  'PT403', 'This card has been attested; only an admin can change it', 'the player cannot change a hole of her attested card');
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 6, pg_temp.hole_of('active', '3', 'petra', '4')) $$,
  'PT403', 'This card has been attested; only an admin can change it', 'nor can her marker, with the rest of the group''s hole');
select pg_temp.act_as('postgres');
select results_eq($$ select pg_temp.hole('active', 6), pg_temp.hole('petra', 6) $$, $$ values (null::int, 5) $$,
  'all or nothing: the other player''s hole 6 was not written either');
select pg_temp.act_as('admin');
select lives_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 6, pg_temp.hole_of('petra', '4')) $$, 'an admin adjusts the attested card');
select pg_temp.act_as('postgres');
select results_eq($$ select pg_temp.hole('petra', 6), (select attested_at is not null from public.scorecards where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('petra')) $$,
  $$ values (4, true) $$, 'the admin''s change is saved and the card stays attested');

-- Called off, then final -----------------------------------------------------------------------------------
update public.matches set cancelled_at = now(), cancel_reason = 'Storm' where id = pg_temp.fx('match');
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 7, pg_temp.hole_of('active', '4')) $$,
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a called-off match takes no hole scores');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 7, pg_temp.hole_of('active', '4')) $$,
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'not even from an admin');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null where id = pg_temp.fx('match');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('mark');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 7, pg_temp.hole_of('active', '4')) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'a final match takes no hole scores from the marker');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_hole_scores(pg_temp.fx('match'), 7, pg_temp.hole_of('active', '4')) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'nor from an admin');
select pg_temp.act_as('postgres');
select is(pg_temp.hole('active', 7), null, 'the player''s hole 7 was never written');

select * from finish();
rollback;

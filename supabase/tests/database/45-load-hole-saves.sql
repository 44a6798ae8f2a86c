-- Saturday-morning load (20261129060100_faster_hole_saves.sql): the card-writer check, the card helpers and the
-- final-match lock, rewritten for speed, answer and refuse exactly as before, for each actor.
begin;
select plan(29);
select tests.setup_fixtures();

-- Today's match: Alice (active) and Oscar (other) play in group 1, which Oscar marks; Gina plays in group 2 and
-- marks it; the pending player has a session but no entry.
update public.matches set date = private.club_today(), capacity = null where id = pg_temp.fx('match');
insert into fx (key, id) values ('gina', gen_random_uuid()), ('group1', gen_random_uuid()), ('group2', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at)
values (pg_temp.fx('gina'), 'Gina Group', 'gina.group@test.example', '9000045', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash) values (pg_temp.fx('gina'), private.token_hash('tok-gina'));
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('gina'), null);
insert into public.match_groups (id, match_id, number, tee_time, marker_player_id) values
  (pg_temp.fx('group1'), pg_temp.fx('match'), 1, '08:00', pg_temp.fx('other')),
  (pg_temp.fx('group2'), pg_temp.fx('match'), 2, '08:08', pg_temp.fx('gina'));
update public.match_entries set group_id = pg_temp.fx('group1') where match_id = pg_temp.fx('match') and player_id in (pg_temp.fx('active'), pg_temp.fx('other'));
update public.match_entries set group_id = pg_temp.fx('group2') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('gina');

create function pg_temp.save(p_hole integer, p_strokes integer, variadic p_players text[]) returns json language sql as $$
  select public.save_hole_scores(pg_temp.fx('match'), p_hole,
    (select jsonb_agg(jsonb_build_object('player_id', pg_temp.fx(p), 'strokes', p_strokes)) from unnest(p_players) p))
$$;
create function pg_temp.hole(p_player text, p_hole integer) returns integer language sql as $$
  select (private.scorecard_holes(s))[p_hole] from public.scorecards s where s.match_id = pg_temp.fx('match') and s.player_id = pg_temp.fx(p_player)
$$;

-- Who may write Alice's card ---------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.save(1, 5, 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'anonymous: refused');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.save(1, 5, 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'a pending player (no entry): refused');
select pg_temp.act_as('gina');
select throws_ok($$ select pg_temp.save(1, 5, 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'the marker of another group: refused');
select throws_ok($$ select pg_temp.save(1, 5, 'gina', 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'all or nothing: her own card with another group''s is refused');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match')), 0, 'nothing was written by the refused saves');
select pg_temp.act_as('active');
select lives_ok($$ select pg_temp.save(1, 5, 'active') $$, 'the player writes her own card');
select throws_ok($$ select pg_temp.save(1, 4, 'other') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'a player who does not mark the group cannot write a partner''s card');
select pg_temp.act_as('other');
select lives_ok($$ select pg_temp.save(2, 4, 'active', 'other') $$, 'the group''s marker writes the hole for the group');
select lives_ok($$ select pg_temp.save(3, 6, 'other', 'active') $$, 'in any order');
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.save(4, 3, 'active', 'other', 'gina') $$, 'an admin writes any card');
select pg_temp.act_as('postgres');
select is(array[pg_temp.hole('active', 1), pg_temp.hole('active', 2), pg_temp.hole('active', 3), pg_temp.hole('active', 4), pg_temp.hole('active', 5)],
  array[5, 4, 6, 3, null], 'Alice''s card holds each saved hole');
select is(array[pg_temp.hole('other', 1), pg_temp.hole('other', 2), pg_temp.hole('other', 3), pg_temp.hole('other', 4)],
  array[null, 4, 6, 3], 'Oscar''s card holds each saved hole');

-- A marker who no longer plays in the group, or marks nobody -------------------------------------------------
update public.match_entries set group_id = null where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.save(5, 4, 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'a marker who left the group no longer writes its cards');
select lives_ok($$ select pg_temp.save(5, 4, 'other') $$, 'but still writes his own');
select pg_temp.act_as('postgres');
update public.match_entries set group_id = pg_temp.fx('group1') where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other');
update public.match_groups set marker_player_id = null where id = pg_temp.fx('group1');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.save(6, 4, 'active') $$, 'PT403', 'Only the player, their marker or an admin can change this card', 'a group without a marker: only the players themselves');
select pg_temp.act_as('postgres');
update public.match_groups set marker_player_id = pg_temp.fx('other') where id = pg_temp.fx('group1');

-- The answer and the card history ----------------------------------------------------------------------------
select pg_temp.act_as('other');
select pg_temp.keep('answer', pg_temp.save(7, 2, 'active')::text);
select is((pg_temp.val('answer')::jsonb -> 0) - 'updated_at',
  jsonb_build_object('player_id', pg_temp.fx('active'), 'holes', jsonb_build_array(5, 4, 6, 3, null, null, 2, null, null, null, null, null, null, null, null, null, null, null),
                     'gross_total', 20, 'attested_at', null),
  'the save answers the card (private.card_json: player, 18 holes, gross total so far, attested)');
select pg_temp.act_as('postgres');
select results_eq($$ select hole::int, old_strokes::int, new_strokes::int, actor_kind, actor_id from private.scorecard_hole_changes
                     where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') order by id $$,
  $$ values (1, null::int, 5, 'player', pg_temp.fx('active')), (2, null, 4, 'player', pg_temp.fx('other')), (3, null, 6, 'player', pg_temp.fx('other')),
            (4, null, 3, 'admin', (select a.id from private.admin_sessions s join private.admins a on a.id = s.admin_id where s.token_hash = private.token_hash('tok-admin'))),
            (7, null, 2, 'player', pg_temp.fx('other')) $$,
  'the card history: each saved hole once, with its writer');
select pg_temp.act_as('other');
select lives_ok($$ select pg_temp.save(7, 2, 'active') $$, 'saving the same strokes again (a phone re-sending a queued save)');
select pg_temp.act_as('postgres');
select is((select count(*)::int from private.scorecard_hole_changes where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') and hole = 7), 1,
  'adds nothing to the history');

-- The helpers are inlined; same answers ----------------------------------------------------------------------
select is((select proconfig from pg_proc where oid = 'private.scorecard_holes(public.scorecards)'::regprocedure), null, 'scorecard_holes sets nothing (so it is inlined)');
select is((select proconfig from pg_proc where oid = 'private.card_json(public.scorecards)'::regprocedure), null, 'card_json sets nothing (so it is inlined)');
select is((select private.scorecard_holes(s) from public.scorecards s where s.match_id = pg_temp.fx('match') and s.player_id = pg_temp.fx('other')),
  array[null, 4, 6, 3, 4, null, null, null, null, null, null, null, null, null, null, null, null, null]::integer[], 'scorecard_holes: the 18 holes in order');
select ok((select p.prosecdef and p.prolang = (select oid from pg_language where lanname = 'plpgsql') from pg_proc p where p.oid = 'private.may_write_card(uuid, uuid)'::regprocedure),
  'may_write_card is plpgsql, security definer');

-- The final lock still holds, for each kind of write and each table it guards ------------------------------
delete from public.scorecards where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('gina');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select throws_ok($$ update public.scorecards set hole_8 = 4 where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final: a card cannot be changed');
select throws_ok($$ insert into public.scorecards (match_id, player_id) values (pg_temp.fx('match'), pg_temp.fx('gina')) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final: no card added');
select throws_ok($$ delete from public.scorecards where match_id = pg_temp.fx('match') $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final: no card removed');
select throws_ok($$ update public.match_entry_opt_ins set opted_in = not opted_in where match_id = pg_temp.fx('match') $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final: the opt-ins are locked too (the same trigger on another table)');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.save(8, 4, 'active') $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'final: the marker''s save is refused');
select pg_temp.act_as('postgres');
select lives_ok($$ update public.scorecards set hole_8 = 4 where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('gina') and false $$,
  'a statement that changes no row of a final match passes');

select * from finish();
rollback;

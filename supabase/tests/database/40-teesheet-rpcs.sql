-- Tee sheet (issue #16 item 1): save_tee_sheet and email_tee_times, one actor per scenario (anon, pending
-- player, other player, the player, admin); group size, marker in the group, tee time on the match day,
-- shotgun holes, late entries placed, final and called-off matches refused, audit rows, all or nothing.
-- The fixture match (2026-12-20, tee times from 08:00) has Alice and Oscar; six more entrants are added.
begin;
select plan(44);
select tests.setup_fixtures();
update public.matches set capacity = null where id = pg_temp.fx('match');

insert into pg_temp.fx (key, id) select 'p' || n, gen_random_uuid() from generate_series(3, 9) n;
insert into public.players (id, name, email, ghin, status, join_date, consent_at, league_index)
select pg_temp.fx('p' || n), 'Player ' || n, 'player' || n || '@test.example', '91000' || n, 'ACTIVE', '2026-01-10', now(), n
from generate_series(3, 9) n;
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p' || n), null) from generate_series(3, 8) n;

-- Two groups of four at 08:00 and 08:10, Alice and Player 5 mark.
create function pg_temp.two_groups(p_second_time text default '08:10') returns jsonb language sql stable as $$
  select jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'marker_player_id', pg_temp.fx('active'), 'flight', 'a',
                       'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'), pg_temp.fx('p3'), pg_temp.fx('p4'))),
    jsonb_build_object('tee_time', p_second_time, 'marker_player_id', pg_temp.fx('p5'), 'flight', 'B',
                       'player_ids', jsonb_build_array(pg_temp.fx('p5'), pg_temp.fx('p6'), pg_temp.fx('p7'), pg_temp.fx('p8'))))
$$;

-- Who may save ---------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups()) $$, 'PT403', 'Admin access required',
  'anon does not save a tee sheet');
select pg_temp.act_as('pending');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups()) $$, 'PT403', 'Admin access required',
  'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups()) $$, 'PT403', 'Admin access required',
  'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups()) $$, 'PT403', 'Admin access required',
  'nor the player herself');
select is((select count(*)::int from public.match_groups where match_id = pg_temp.fx('match')), 0, 'no group was written');

select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('sheet', public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups(), 'HANDICAP')::text) $$,
  'the admin saves two groups of four');
select results_eq($$ select number::int, tee_time::text, flight, marker_player_id from public.match_groups
                    where match_id = pg_temp.fx('match') order by number $$,
  $$ values (1, '08:00:00', 'A', pg_temp.fx('active')), (2, '08:10:00', 'B', pg_temp.fx('p5')) $$,
  'numbered in order, with their tee times, flights (upper case) and markers');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and group_id is not null), 8,
  'all eight entrants are placed');
select is(json_array_length((pg_temp.val('sheet')::json) -> 'groups'), 2, 'the answer is the saved tee sheet');
select results_eq($$ select action, actor_kind, details ->> 'method', details ->> 'groups', details ->> 'placed'
                    from public.audit_log where action = 'MATCH_TEE_SHEET_SAVED' $$,
  $$ values ('MATCH_TEE_SHEET_SAVED', 'admin', 'HANDICAP', '2', '8') $$, 'one audit row, by the admin, with the method');
select pg_temp.keep('group1', (select id::text from public.match_groups where match_id = pg_temp.fx('match') and number = 1));

-- Validation: refused whole, the sheet before stays ----------------------------------------------------------
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'), pg_temp.fx('p3'),
                                                                            pg_temp.fx('p4'), pg_temp.fx('p5'), pg_temp.fx('p6'))))) $$,
  '23514', 'Group 1 has 6 players: a group has at most 5 players', 'six in a group are refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', '[]'::jsonb))) $$,
  '23514', 'Group 1 has no players: a group has 1 to 5 players', 'an empty group is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'marker_player_id', pg_temp.fx('p5'), 'player_ids', jsonb_build_array(pg_temp.fx('active'))))) $$,
  '23514', 'Group 1: the marker must play in the group', 'a marker from another group is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups('2026-12-21T08:10')) $$,
  '23514', 'Group 2: Tee times must be on the match day (Sunday, December 20, 2026)', 'a tee time the day after is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups('25:10')) $$,
  '22023', 'Group 2: Enter a tee time as HH:MM (club time), not "25:10"', 'an impossible time is refused');
select lives_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), pg_temp.two_groups('2026-12-20 08:20')) $$,
  'a date and time on the match day is taken');
select is((select tee_time::text from public.match_groups where match_id = pg_temp.fx('match') and number = 2), '08:20:00',
  'as its time of day');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('player_ids', jsonb_build_array(pg_temp.fx('active'))))) $$,
  '23514', 'Group 1 needs a tee time', 'a group without a tee time is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', jsonb_build_array(pg_temp.fx('p9'))))) $$,
  '23514', 'Group 1: Player 9 is not entered in this match', 'a player who has not entered is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('tee_time', '08:00', 'player_ids', jsonb_build_array(pg_temp.fx('active'))),
    jsonb_build_object('tee_time', '08:10', 'player_ids', jsonb_build_array(pg_temp.fx('active'))))) $$,
  '23514', 'Alice Active is in more than one group', 'a player in two groups is refused');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('start_hole', 1, 'player_ids', jsonb_build_array(pg_temp.fx('active'))))) $$,
  '22023', 'Group 1: this match uses tee times, so groups get a tee time, not a starting hole', 'no shotgun hole with tee times');
select results_eq($$ select number::int, tee_time::text, marker_player_id from public.match_groups
                    where match_id = pg_temp.fx('match') order by number $$,
  $$ values (1, '08:00:00', pg_temp.fx('active')), (2, '08:20:00', pg_temp.fx('p5')) $$,
  'after the refusals the saved sheet is unchanged');
select is((select id::text from public.match_groups where match_id = pg_temp.fx('match') and number = 1), pg_temp.val('group1'),
  'and group 1 kept its id through the saves');

-- Late entries and withdrawals -------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.remove_match_entry((select id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('p5'))) $$, 'the second group''s marker withdraws');
select is((select marker_player_id from public.match_groups where match_id = pg_temp.fx('match') and number = 2), null::uuid,
  'the group has no marker any more');
select pg_temp.act_as('postgres');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('p9'), null);
select is((select g.number::int from public.match_entries e join public.match_groups g on g.id = e.group_id
           where e.player_id = pg_temp.fx('p9') and e.match_id = pg_temp.fx('match')), 2,
  'a late entrant takes the free place in group 2');
insert into pg_temp.fx (key, id) values ('late', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at)
values (pg_temp.fx('late'), 'Lara Late', 'lara.late@test.example', '9100099', 'ACTIVE', '2026-01-10', now());
select private.enter_player(pg_temp.fx('match'), pg_temp.fx('late'), null);
select results_eq($$ select g.number::int, g.tee_time::text, g.marker_player_id from public.match_entries e
                    join public.match_groups g on g.id = e.group_id
                    where e.player_id = pg_temp.fx('late') and e.match_id = pg_temp.fx('match') $$,
  $$ values (3, '08:40:00', pg_temp.fx('late')) $$,
  'with every group full, the next entrant starts group 3 at the sheet''s interval and marks it');

-- E-mail tee times -------------------------------------------------------------------------------------------
select pg_temp.act_as('other');
select throws_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, 'PT403', 'Admin access required',
  'a player does not e-mail the tee times');
select pg_temp.act_as('anon');
select throws_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'nor anon');
select pg_temp.act_as('pending');
select throws_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('active');
select throws_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, 'PT403', 'Admin access required', 'nor a player of the sheet');
select pg_temp.act_as('admin');
select is((public.email_tee_times(pg_temp.fx('match')) ->> 'queued')::int, 9, 'the admin queues one e-mail per placed entrant');
select pg_temp.act_as('postgres');
select results_eq($$ select payload ->> 'groupNumber', payload ->> 'teeTime', payload -> 'partners', payload ->> 'markerName',
                           (payload ->> 'includeIcs')::boolean
                    from public.email_outbox where template = 'tee_time' and to_email = 'alice.active@test.example' $$,
  $$ values ('1', '08:00', '["Oscar Other", "Player 3", "Player 4"]'::jsonb, 'Alice Active', true) $$,
  'Alice''s e-mail has her group, time, partners, marker and a calendar entry');
select pg_temp.act_as('admin');
select lives_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, 'sending again after a change');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox where template = 'tee_time' and to_email = 'alice.active@test.example'), 2,
  'sends again');
select is((select count(*)::int from public.audit_log where action = 'MATCH_TEE_TIMES_EMAILED' and actor_kind = 'admin'), 2,
  'each sending is audited');

-- Shotgun ----------------------------------------------------------------------------------------------------
update public.matches set start_mode = 'SHOTGUN' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('start_hole', 19, 'player_ids', jsonb_build_array(pg_temp.fx('active'))))) $$,
  '23514', 'Group 1 needs a starting hole from 1 to 18', 'a shotgun hole outside 1–18 is refused');
select lives_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), jsonb_build_array(
    jsonb_build_object('start_hole', 1, 'player_ids', jsonb_build_array(pg_temp.fx('active'), pg_temp.fx('other'))),
    jsonb_build_object('start_hole', 10, 'player_ids', jsonb_build_array(pg_temp.fx('p3'))))) $$,
  'a shotgun sheet with holes 1 and 10');
select results_eq($$ select number::int, start_hole::int, tee_time from public.match_groups where match_id = pg_temp.fx('match') order by number $$,
  $$ values (1, 1, null::time), (2, 10, null::time) $$, 'groups 3 and later are gone, the two left start on their holes');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and group_id is null), 6,
  'the entrants not listed are unplaced');

-- Final and called-off matches ------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), '[]'::jsonb) $$, '23514',
  'This match has been called off and can no longer be changed.', 'a called-off match takes no tee sheet');
select throws_ok($$ select public.email_tee_times(pg_temp.fx('match')) $$, '23514',
  'This match has been called off and can no longer be changed.', 'nor e-mails tee times');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_tee_sheet(pg_temp.fx('match'), '[]'::jsonb) $$, '23514',
  'This match has been finalized. Results are locked and can only be viewed.', 'a final match takes no tee sheet');
select is((select count(*)::int from public.audit_log where action = 'MATCH_TEE_SHEET_SAVED'), 3,
  'only the three accepted saves are audited');

select * from finish();
rollback;

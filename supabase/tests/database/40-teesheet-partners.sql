-- Partner requests (issue #16 item 1): set_partner_request, one actor per scenario (anon, pending player,
-- other player, the player, admin); the partner must be another entrant; players until the match starts,
-- admins until final or called off; audited; a withdrawing partner takes the request with them; the tee
-- sheet carries each player's request. Fixture: the match of 2026-12-20 with Alice and Oscar entered.
begin;
select plan(17);
select tests.setup_fixtures();
update public.matches set capacity = null where id = pg_temp.fx('match');
insert into pg_temp.fx (key, id) values ('third', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at)
values (pg_temp.fx('third'), 'Thea Third', 'thea.third@test.example', '9100003', 'ACTIVE', '2026-01-10', now());

select pg_temp.act_as('anon');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('other')) $$,
  'PT403', 'Only the player or an admin can ask for a playing partner', 'anon asks for nobody');
select pg_temp.act_as('pending');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('other')) $$,
  'PT403', 'Only the player or an admin can ask for a playing partner', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('other')) $$,
  'PT403', 'Only the player or an admin can ask for a playing partner', 'nor another player for Alice');

select pg_temp.act_as('active');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('third')) $$,
  '23514', 'Your partner must be entered in this match', 'the partner must be an entrant');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('active')) $$,
  '23514', 'Choose another player as your partner', 'not herself');
select lives_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.fx('other')) $$,
  'Alice asks to play with Oscar');
select is((select partner_player_id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active')),
  pg_temp.fx('other'), 'the request is kept on her entry');
select is(((public.get_tee_sheet(pg_temp.fx('match')) -> 'unplaced') -> 0 ->> 'partner_player_id')::uuid, pg_temp.fx('other'),
  'and the tee sheet shows it');
select pg_temp.act_as('postgres');
select results_eq($$ select actor_kind, actor_id, details ->> 'partner_name' from public.audit_log where action = 'MATCH_PARTNER_REQUESTED' $$,
  $$ values ('player', pg_temp.fx('active')::text, 'Oscar Other') $$, 'audited with Alice as the actor');

select pg_temp.act_as('pending');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('pending'), pg_temp.fx('active')) $$,
  '23514', 'Only entrants of this match can ask for a playing partner', 'a player who has not entered asks for nobody');

select pg_temp.act_as('admin');
select lives_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.fx('active')) $$,
  'the admin sets Oscar''s request on the sheet');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'MATCH_PARTNER_REQUESTED' and actor_kind = 'admin'), 1,
  'audited as the admin');

-- Once the match has started only an admin changes requests.
update public.matches set date = private.club_today() - 1 where id = pg_temp.fx('match');
select pg_temp.act_as('active');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), null) $$,
  '23514', 'Partner requests close when the match starts', 'Alice cannot change hers after the start');
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('active'), null) $$,
  'the admin clears it');

-- A partner who withdraws takes the request with them.
select pg_temp.act_as('postgres');
delete from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active');
select is((select partner_player_id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other')),
  null::uuid, 'Oscar''s request for Alice went with her entry');

update public.matches set cancelled_at = now(), cancel_reason = 'Frost' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('other'), null) $$,
  '23514', 'This match has been called off and can no longer be changed.', 'a called-off match takes no requests');
select pg_temp.act_as('other');
select throws_ok($$ select public.set_partner_request(pg_temp.fx('match'), pg_temp.fx('other'), null) $$,
  '23514', 'This match has been called off and can no longer be changed.', 'not from the player either');

select * from finish();
rollback;

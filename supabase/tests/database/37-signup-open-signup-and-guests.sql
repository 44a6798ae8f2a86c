-- Open sign-up and guests (issue 15, slice "signup"): join_match / get_match_signup, add_match_guest, and
-- guests kept out of the league's rosters. One actor per scenario: anon, pending, inactive, other player,
-- the player, admin.
begin;
select plan(75);
select tests.setup_fixtures();

-- The fixtures' match (capacity 4, Alice and Oscar entered, STB and gross skins as side games) is in the future.
-- Jane, Kim, Lee and Max are active members with sessions; none is entered.
select pg_temp.act_as('postgres');
insert into pg_temp.fx (key, id) values ('jane', gen_random_uuid()), ('kim', gen_random_uuid()), ('lee', gen_random_uuid()),
  ('max', gen_random_uuid()), ('match2', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('jane'), 'Jane Joiner', 'jane.joiner@test.example', '9000011', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('kim'), 'Kim Keen', 'kim.keen@test.example', '9000012', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('lee'), 'Lee Late', 'lee.late@test.example', '9000013', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('max'), 'Max Missed', 'max.missed@test.example', '9000014', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash)
select pg_temp.fx(k), private.token_hash('tok-' || k) from unnest(array['jane', 'kim', 'lee', 'max']) k;
create function pg_temp.join(p_games uuid[] default '{}') returns json language sql as $$
  select public.join_match(pg_temp.fx('match'), p_games)
$$;
create function pg_temp.signup_state() returns text language sql as $$
  select public.get_match_signup(pg_temp.fx('match')) ->> 'state'
$$;

-- Not open: nobody joins without an invitation -------------------------------------------------------------------
select pg_temp.act_as('jane');
select is(public.get_match_signup(pg_temp.fx('match'))::jsonb,
  '{"open_signup": false, "state": "CLOSED", "message": "This match is not open for sign-up. Ask an admin for an invitation."}'::jsonb,
  'a match is not open for sign-up by default');
select throws_ok($$ select pg_temp.join() $$, '23514', 'This match is not open for sign-up. Ask an admin for an invitation.',
  'a member cannot join a match that is not open');

-- Opening it: admins only (column grant + "Admins can update matches"), audited as a match edit
select pg_temp.act_as('anon');
update public.matches set open_signup = true where id = pg_temp.fx('match');
select pg_temp.act_as('jane');
update public.matches set open_signup = true where id = pg_temp.fx('match');
select is((select open_signup from public.matches where id = pg_temp.fx('match')), false, 'anon and members cannot open a match');
select pg_temp.act_as('admin');
update public.matches set open_signup = true where id = pg_temp.fx('match');
select is((select open_signup from public.matches where id = pg_temp.fx('match')), true, 'an admin opens the match for sign-up');
select is((select details -> 'changes' -> 'open_signup' from public.audit_log where action = 'MATCH_EDITED' and target_id = pg_temp.fx('match')::text),
  '{"old": false, "new": true}'::jsonb, 'opening it is audited');

-- Who may join ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(public.get_match_signup(pg_temp.fx('match'))::jsonb,
  '{"open_signup": true, "state": "CLOSED", "message": "Sign in to join this match."}'::jsonb, 'anon sees why they cannot join');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Sign in to join this match.', 'anon cannot join');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Your membership is awaiting approval. You can join matches once an admin approves it.',
  'a pending player cannot join');
select pg_temp.act_as('inactive');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Your membership is inactive. Ask an admin to reactivate it before joining matches.',
  'an inactive member cannot join');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Sign in to join this match.', 'an admin session is not a member: it adds guests or entries instead');
select pg_temp.act_as('other');
select is(pg_temp.signup_state(), 'ENTERED', 'an entrant sees they are entered');
select throws_ok($$ select pg_temp.join() $$, '23514', 'You are already entered in this match.', 'an entrant cannot join twice');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match')), 2, 'the refused calls entered nobody');

-- The player joins -----------------------------------------------------------------------------------------------
select pg_temp.act_as('jane');
select is(pg_temp.signup_state(), 'JOIN', 'an active member may join the open match');
select throws_ok($$ select pg_temp.join(array[gen_random_uuid()]) $$, '23514', 'That game is not offered in this match',
  'a game of another match is refused');
select is(pg_temp.join(array[pg_temp.fx('stb')])::jsonb - 'match_id', '{"outcome": "ENTERED", "total_cents": 1000}'::jsonb,
  'Jane joins with Stableford only and owes its buy-in');
select results_eq($$ select o.match_game_id, o.opted_in from public.match_entry_opt_ins o
                     where o.match_id = pg_temp.fx('match') and o.player_id = pg_temp.fx('jane') order by o.opted_in desc $$,
  $$ values (pg_temp.fx('stb'), true) $$, 'her opt-ins are the games she chose');
select is(pg_temp.signup_state(), 'ENTERED', 'she now sees she is entered');
select throws_ok($$ select pg_temp.join() $$, '23514', 'You are already entered in this match.', 'she cannot join twice');
select pg_temp.act_as('postgres');
select is((select actor_kind || ':' || actor_id from public.audit_log where action = 'MATCH_JOINED' and details ->> 'player_id' = pg_temp.fx('jane')::text),
  'player:' || pg_temp.fx('jane'), 'joining is audited with the member as the actor');
select is((select payload ->> 'totalAmount' from public.email_outbox where template = 'entry_confirmation' and to_email = 'jane.joiner@test.example'),
  '10.00', 'she is sent the entry confirmation an accepted invitation sends');

-- The last seat: one entry, one waitlist place (the match row lock orders concurrent calls the same way) ----------
-- Kim holds a pending invitation; joining answers it.
insert into public.match_invites (id, match_id, player_id, email, expires_at)
values (gen_random_uuid(), pg_temp.fx('match'), pg_temp.fx('kim'), 'kim.keen@test.example', now() + interval '3 days');
select pg_temp.act_as('kim');
select is(pg_temp.join() ->> 'outcome', 'ENTERED', 'Kim takes the last seat');
select pg_temp.act_as('postgres');
select is((select status from public.match_invites where player_id = pg_temp.fx('kim')), 'ACCEPTED', 'her pending invitation is answered');
select pg_temp.act_as('lee');
select is(pg_temp.signup_state(), 'JOIN_WAITLIST', 'a full match offers its waitlist');
select is(pg_temp.join(array[pg_temp.fx('skins')])::jsonb - 'match_id', '{"outcome": "WAITLISTED", "total_cents": 0}'::jsonb,
  'Lee, one call later, is waitlisted');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match')), 4, 'capacity is respected');
select pg_temp.act_as('postgres');
select is((select match_game_ids from public.match_waitlist where player_id = pg_temp.fx('lee')), array[pg_temp.fx('skins')],
  'the waitlist keeps his game choice');
select pg_temp.act_as('lee');
select is(pg_temp.signup_state(), 'WAITLISTED', 'Lee sees he is on the waitlist');
select throws_ok($$ select pg_temp.join() $$, '23514', 'You are already on the waitlist for this match.', 'he cannot join the waitlist twice');
-- The waitlist is for members too.
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Sign in to join this match.', 'anon cannot join the waitlist');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Your membership is awaiting approval. You can join matches once an admin approves it.',
  'a pending player cannot join the waitlist');
select pg_temp.act_as('inactive');
select throws_ok($$ select pg_temp.join() $$, 'PT403', 'Your membership is inactive. Ask an admin to reactivate it before joining matches.',
  'an inactive member cannot join the waitlist');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.join() $$, '23514', 'You are already entered in this match.', 'an entrant cannot take a waitlist place');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'MATCH_WAITLIST_JOINED' and details ->> 'player_id' = pg_temp.fx('lee')::text), 1,
  'joining the waitlist is audited');
select is((select count(*)::int from public.email_outbox where template = 'waitlist_joined' and to_email = 'lee.late@test.example'), 1,
  'and e-mailed');
update public.matches set allow_waitlist = false where id = pg_temp.fx('match');
select pg_temp.act_as('max');
select throws_ok($$ select pg_temp.join() $$, '23514', 'Match is full and waitlist is not allowed', 'full without a waitlist: refused');

-- Cancelled, started, final ---------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set allow_waitlist = true, capacity = null where id = pg_temp.fx('match');
update public.matches set cancelled_at = now(), cancel_reason = 'Course closed' where id = pg_temp.fx('match');
select pg_temp.act_as('max');
select throws_ok($$ select pg_temp.join() $$, '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a cancelled match cannot be joined');
select pg_temp.act_as('jane');
select is(public.get_match_signup(pg_temp.fx('match'))::jsonb - 'open_signup',
  '{"state": "CLOSED", "message": "This match has been called off. It takes no scores, entries or payments."}'::jsonb, 'an entrant of a cancelled match is told it is cancelled');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, date = private.club_today() - 1 where id = pg_temp.fx('match');
select pg_temp.act_as('max');
select throws_ok($$ select pg_temp.join() $$, '23514', 'This match has started. Sign-up is closed.', 'a started match cannot be joined');
select pg_temp.act_as('postgres');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('max');
select throws_ok($$ select pg_temp.join() $$, '23514', 'This match has been finalized. Results are locked and can only be viewed.',
  'a final match cannot be joined');
select is((select count(*)::int from public.match_entries where player_id = pg_temp.fx('max')), 0, 'Max was never entered');

-- Guests ----------------------------------------------------------------------------------------------------------
-- A second match with two seats, today, not open for sign-up (guests do not need it).
select pg_temp.act_as('postgres');
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, capacity)
values (pg_temp.fx('match2'), 'Guest Day', private.club_today(), '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 2);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx('match2'), 'STB_V2', true, 1500, 'PER_PLAYER');
select pg_temp.keep('members', public.count_players('ALL')::text);
create function pg_temp.add_guest(p_name text, p_email text, p_waitlist boolean default false) returns json language sql as $$
  select public.add_match_guest(pg_temp.fx('match2'), p_name, p_email, p_waitlist)
$$;

select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.add_guest('Gus Guest', 'gus@guest.example') $$, '42501', 'Admin access required', 'anon cannot add a guest');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.add_guest('Gus Guest', 'gus@guest.example') $$, '42501', 'Admin access required', 'a pending player cannot add a guest');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.add_guest('Gus Guest', 'gus@guest.example') $$, '42501', 'Admin access required', 'a member cannot add a guest');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.add_guest('  ', 'gus@guest.example') $$, '23514', 'Name is required', 'a guest needs a name');
select throws_ok($$ select pg_temp.add_guest('Gus Guest', 'not-an-email') $$, '23514', 'Please enter a valid email address', 'and a valid e-mail');
select is(pg_temp.add_guest(' Gus Guest ', ' Gus@Guest.Example ')::jsonb - 'player_id',
  '{"outcome": "ENTERED", "name": "Gus Guest", "member": false}'::jsonb, 'an admin enters a guest');
select pg_temp.act_as('postgres');
select pg_temp.keep('gus', (select id::text from public.players where email = 'gus@guest.example'));
select results_eq($$ select name, status, ghin, join_date from public.players where id = pg_temp.val('gus')::uuid $$,
  $$ values ('Gus Guest'::text, 'GUEST'::text, null::text, null::date) $$, 'the guest is a players row marked GUEST, without GHIN or account');
select is((select count(*)::int from public.audit_log where action = 'MATCH_GUEST_ADDED' and details ->> 'player_id' = pg_temp.val('gus') and actor_kind = 'admin'), 1,
  'adding a guest is audited');
select is((select payload ->> 'totalAmount' from public.email_outbox where template = 'entry_confirmation' and to_email = 'gus@guest.example'), '15.00',
  'the guest is sent the entry confirmation');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.add_guest('Gus Again', 'gus@guest.example') $$, '23514', 'Gus Guest is already entered in this match.',
  'the same guest cannot be entered twice');
select throws_ok($$ select pg_temp.add_guest('Pat', 'pat.pending@test.example') $$, '23514',
  'That e-mail belongs to a member who is not active (pending). Approve or reactivate them first.', 'a pending member''s e-mail is not made a guest');
select is(pg_temp.add_guest('Oscar O.', 'OSCAR.other@test.example')::jsonb - 'player_id',
  '{"outcome": "ENTERED", "name": "Oscar Other", "member": true}'::jsonb, 'a member''s e-mail enters the member instead of a guest');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.players where email = 'oscar.other@test.example'), 1, 'no guest was made for a member''s e-mail');
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.add_guest('Gina Guest', 'gina@guest.example') $$, '23514', 'Match is full. Add the guest to the waitlist instead.',
  'a full match takes a guest only on its waitlist');
select is(pg_temp.add_guest('Gina Guest', 'gina@guest.example', true) ->> 'outcome', 'WAITLISTED', 'an admin adds a guest to the waitlist');
select is((select count(*)::int from public.get_match_waitlist(pg_temp.fx('match2')) w where w.name = 'Gina Guest' and w.email = 'gina@guest.example'), 1,
  'she is on the waitlist with her e-mail (admins)');
select pg_temp.keep('gina', (select w.player_id::text from public.get_match_waitlist(pg_temp.fx('match2')) w where w.name = 'Gina Guest'));

-- Guests are not members: rosters, counts, pickers, league-wide audiences
select pg_temp.act_as('anon');
select is((select count(*)::int from public.get_players_public('ALL') p where p.name in ('Gus Guest', 'Gina Guest')), 0, 'guests are not on the public roster');
select is(public.count_players('ALL')::text, pg_temp.val('members'), 'guests are not counted as players');
select is((select e ->> 'email' from json_array_elements(public.get_match_entries(pg_temp.fx('match2'))) e where e ->> 'name' = 'Gus Guest'), null,
  'a guest''s e-mail is not shown to visitors');
select throws_ok($$ select email from public.players where id = pg_temp.val('gus')::uuid $$, '42501', 'permission denied for table players',
  'nor readable from the table');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.get_players_admin('ALL') p where p.name in ('Gus Guest', 'Gina Guest')), 0, 'guests are not on the admin roster');
select is((select count(*)::int from json_array_elements(public.get_email_recipients() -> 'rows') r where r ->> 'email' like '%@guest.example'), 0,
  'guests are not in the league-wide e-mail audience');
select is((select e ->> 'email' from json_array_elements(public.get_match_entries(pg_temp.fx('match2'))) e where e ->> 'name' = 'Gus Guest'), 'gus@guest.example',
  'admins see the guest''s e-mail in the entries');
-- (Before the match starts: a started match takes no invitations at all.)
select pg_temp.act_as('postgres');
update public.matches set start_time = '23:59' where id = pg_temp.fx('match2');
select pg_temp.act_as('admin');
select is(public.create_invitations(pg_temp.fx('match2'), array[pg_temp.val('gina')::uuid], null, null, false), 0,
  'guests are never invited');
select pg_temp.act_as('postgres');
update public.matches set start_time = '08:00' where id = pg_temp.fx('match2');
select pg_temp.act_as('admin');

-- A guest plays like any entrant: scored, paid, promoted from the waitlist
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match2'), pg_temp.val('gus')::uuid, array_fill(5, array[18])) $$,
  'an admin enters the guest''s card');
select lives_ok($$ select public.record_payment(pg_temp.fx('match2'), pg_temp.val('gus')::uuid, 1500, 'CASH', null) $$, 'and records the guest''s payment');
select is((select paid_in_full from public.match_entries where match_id = pg_temp.fx('match2') and player_id = pg_temp.val('gus')::uuid), true,
  'the guest''s entry is paid');
select lives_ok($$ select public.remove_match_entry((select id from public.match_entries where match_id = pg_temp.fx('match2') and player_id = pg_temp.fx('other'))) $$,
  'a seat opens');
select lives_ok($$ select public.promote_waitlist((select id from public.get_match_waitlist(pg_temp.fx('match2')) where name = 'Gina Guest')) $$,
  'the waitlisted guest is promoted');
select is((select count(*)::int from public.match_entries e join public.players p on p.id = e.player_id
           where e.match_id = pg_temp.fx('match2') and p.status = 'GUEST'), 2, 'both guests are entered');
select pg_temp.act_as('max');
select throws_ok($$ select public.add_match_guest(pg_temp.fx('match2'), 'Gus', 'gus@guest.example', false) $$, '42501', 'Admin access required',
  'the player cannot add guests either');

-- The week's leaders are members: a guest who won stays on the match's results only
select pg_temp.act_as('postgres');
update public.matches set capacity = null where id = pg_temp.fx('match2');
select private.enter_player(pg_temp.fx('match2'), pg_temp.fx('active'), null);
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match2'), pg_temp.val('gus')::uuid, 'STB_V2', 1, 40, 9000000),
  (pg_temp.fx('match2'), pg_temp.fx('active'), 'STB_V2', 2, 36, 8000000);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match2');
select pg_temp.act_as('anon');
select results_eq($$ select player_id, earnings_cents from public.get_weekly_leaders() limit 1 $$,
  $$ values (pg_temp.fx('active'), 8000000::bigint) $$, 'the weekly leaders leave the winning guest out: the best member leads');
select is((select count(*)::int from json_array_elements(public.get_season_standings(extract(year from private.club_today())::int) -> 'standings') s
           where s ->> 'player_id' in (pg_temp.val('gus'), pg_temp.val('gina'))), 0, 'nor are guests ranked in the season standings');
select is((select count(*)::int from json_array_elements(public.get_season_standings(extract(year from private.club_today())::int) -> 'standings') s
           where (s ->> 'player_id')::uuid = pg_temp.fx('active')), 1, 'where the member who played with them is');

select * from finish();
rollback;

-- Matches, games, entries (capacity), opt-ins, payments and paid_in_full (DESIGN rule 4), scorecards.
begin;
select plan(137);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

create function pg_temp.match_json(p_extra jsonb default '{}') returns json language sql as $$
  select (jsonb_build_object('name', 'Winter Stableford', 'date', '2026-12-12', 'course_id', pg_temp.fx('course'),
                             'teeset_id', pg_temp.fx('teeset'), 'format', 'Individual Stableford', 'notes', 'Bring a jacket') || p_extra)::json
$$;
create function pg_temp.entry(p_player text, p_match uuid default null) returns public.match_entries language sql as $$
  select e.* from public.match_entries e where e.match_id = coalesce(p_match, pg_temp.fx('match')) and e.player_id = pg_temp.fx(p_player)
$$;

-- create_match ----------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[]') $$, '42501', 'Admin access required', 'anonymous cannot create matches');
select pg_temp.act_as('active');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[]') $$, '42501', 'Admin access required', 'a player cannot create matches');
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('m', public.create_match(pg_temp.match_json('{"capacity": 3}'),
  '[{"game_code":"STB_V2","enabled":true,"buy_in":1200},{"game_code":"SKINS_GROSS","enabled":true},{"game_code":"NASSAU","enabled":true,"buy_in":300,"pot_calc":"PER_PLAYER"},{"game_code":"MATCH_PLAY","enabled":false}]')::text) $$,
  'an admin creates a match with its games in one call');
select results_eq($$ select name, date, course_name, course_rating, course_slope, format, notes, require_payment_before_play, capacity, allow_waitlist, is_final
                     from public.matches where id = pg_temp.val('m')::uuid $$,
  $$ values ('Winter Stableford', '2026-12-12'::date, 'Test Course', 70.0::numeric(3,1), 120, 'Individual Stableford', 'Bring a jacket', true, 3, true, false) $$,
  'course name, rating and slope come from the tee set; payment required and waitlist allowed by default');
select results_eq($$ select game_code, enabled, buy_in, pot_calc from public.match_games where match_id = pg_temp.val('m')::uuid order by game_code $$,
  $$ values ('MATCH_PLAY', false, 1000, 'PER_ENTRY'), ('NASSAU', true, 300, 'PER_PLAYER'), ('SKINS_GROSS', true, 500, 'PER_ENTRY'), ('STB_V2', true, 1200, 'PER_ENTRY') $$,
  'games: buy-in given or the catalog default; pot_calc from the catalog unless given');
select is((select count(*)::int from public.audit_log where action = 'MATCH_CREATED' and target_id = pg_temp.val('m')), 1, 'MATCH_CREATED audited');
select lives_ok($$ select public.create_match(pg_temp.match_json('{"name":"No Games"}'), null) $$, 'a match without games');
select throws_ok($$ select public.create_match(pg_temp.match_json('{"name":""}'), '[]') $$, '23514', 'Match name is required', 'name required');
select throws_ok($$ select public.create_match(pg_temp.match_json('{"name":"   "}'), '[]') $$, '23514', 'Match name is required', 'blank name');
select throws_ok($$ select public.create_match((pg_temp.match_json()::jsonb - 'name')::json, '[]') $$, '23514', 'Match name is required', 'no name');
select throws_ok($$ select public.create_match(null, '[]') $$, '23514', 'Match name is required', 'no match at all');
select throws_ok($$ select public.create_match((pg_temp.match_json()::jsonb - 'date')::json, '[]') $$, '23514', 'Match date is required', 'date required');
select throws_ok($$ select public.create_match(pg_temp.match_json('{"date":""}'), '[]') $$, '23514', 'Match date is required', 'empty date');
select throws_ok($$ select public.create_match((pg_temp.match_json()::jsonb - 'course_id')::json, '[]') $$, '23514', 'Course selection is required', 'course required');
select throws_ok($$ select public.create_match((pg_temp.match_json()::jsonb - 'teeset_id')::json, '[]') $$, '23514', 'Tee set selection is required', 'tee set required');
select throws_ok($$ select public.create_match(pg_temp.match_json('{"capacity":0}'), '[]') $$, '23514', 'Capacity must be at least 1', 'capacity 0');
select lives_ok($$ select public.create_match(pg_temp.match_json('{"name":"Unlimited","capacity":""}'), '[]') $$, 'blank capacity = unlimited');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"MATCH_PLAY","enabled":true,"format":"TRIPLES"}]') $$, '23514', 'Match Play format must be SINGLES_ROUND_ROBIN, SINGLES_BRACKET, PAIRS_ROUND_ROBIN or PAIRS_BRACKET', 'a team game takes only its own formats');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"POKER","enabled":true}]') $$, '23514', 'Unknown game: POKER', 'unknown game');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"STB_V2","enabled":true,"buy_in":-1}]') $$, '23514', 'Buy-in must be 0 or more', 'negative buy-in');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '[{"game_code":"STB_V2","pot_calc":"WINNER_TAKES_ALL"}]') $$, '23514', 'Pot calculation must be PER_ENTRY, PER_PLAYER or FLAT', 'unknown pot rule');
select throws_ok($$ select public.create_match(pg_temp.match_json(), '{"game_code":"STB_V2"}') $$, '22023', 'Games must be a list', 'games must be a list');
select throws_ok($$ select public.create_match(pg_temp.match_json(jsonb_build_object('teeset_id', (select id from public.teesets where course_id <> pg_temp.fx('course') limit 1))), '[]') $$,
  '23514', 'Tee set does not belong to the selected course', 'tee set of another course');
select is((select count(*)::int from public.matches where name = 'Winter Stableford'), 1, 'failed creations leave no match behind');

-- update_match and direct edits -----------------------------------------------------------------------------
select lives_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"notes":"Frost delay possible","capacity":4,"allow_waitlist":false}') $$, 'update_match');
select results_eq($$ select notes, capacity, allow_waitlist from public.matches where id = pg_temp.val('m')::uuid $$,
  $$ values ('Frost delay possible', 4, false) $$, 'fields updated');
select results_eq($$ select details -> 'changes' -> 'capacity' ->> 'old', details -> 'changes' -> 'capacity' ->> 'new' from public.audit_log
                     where action = 'MATCH_EDITED' and target_id = pg_temp.val('m') order by id desc limit 1 $$,
  $$ values ('3', '4') $$, 'MATCH_EDITED records old and new values');
select throws_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"is_final":true}') $$, '22023', 'This match field cannot be changed: is_final', 'is_final only through finalize');
select throws_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"name":""}') $$, '23514', 'Match name is required', 'edits are validated');
select throws_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"capacity":0}') $$, '23514', 'Capacity must be at least 1', 'capacity edit validated');
select throws_ok($$ select public.update_match(gen_random_uuid(), '{"notes":"x"}') $$, 'PT404', 'Match not found', 'unknown match');
select throws_ok($$ update public.matches set notes = 'Edited through PostgREST' where id = pg_temp.val('m')::uuid $$, '42501', 'permission denied for table matches',
  'an admin''s PATCH of a match''s fields is refused: they change through update_match and its rules');
select lives_ok($$ update public.matches set open_signup = true where id = pg_temp.val('m')::uuid $$, 'the sign-up switch is the one direct write…');
select is((select details -> 'changes' -> 'open_signup' ->> 'new' from public.audit_log where action = 'MATCH_EDITED' and target_id = pg_temp.val('m') order by id desc limit 1),
  'true', '…and is audited too');
select throws_ok($$ update public.matches set is_final = true where id = pg_temp.val('m')::uuid $$, '42501', 'permission denied for table matches', 'nobody finalizes by PATCH');
select throws_ok($$ update public.matches set course_rating = 60 where id = pg_temp.val('m')::uuid $$, '42501', 'permission denied for table matches', 'the course figures are derived, not edited');
select pg_temp.act_as('postgres');
insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole)
values ('00000000-0000-4000-8000-00000000b1ee', pg_temp.fx('course'), 'Blue', 72.3, 131, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}');
select pg_temp.act_as('admin');
select lives_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"teeset_id":"00000000-0000-4000-8000-00000000b1ee"}') $$, 'switch tees');
select results_eq($$ select course_rating, course_slope from public.matches where id = pg_temp.val('m')::uuid $$, $$ values (72.3::numeric(3,1), 131) $$, 'rating and slope follow the tee set');
select pg_temp.act_as('active');
select throws_ok($$ select public.update_match(pg_temp.val('m')::uuid, '{"notes":"x"}') $$, '42501', 'Admin access required', 'a player cannot edit a match');
select is_empty($$ update public.matches set open_signup = false where id = pg_temp.val('m')::uuid returning id $$, 'a player''s PATCH changes nothing (RLS)');

-- Entries and capacity ---------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('e1', public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('active'))::text) $$, 'add_match_entry');
select is(public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('active'))::text, pg_temp.val('e1'), 'a duplicate entry is ignored (same entry back)');
select is((select array_agg(g.game_code order by g.game_code) from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
           where o.match_id = pg_temp.val('m')::uuid and o.player_id = pg_temp.fx('active') and o.opted_in), array['NASSAU', 'SKINS_GROSS', 'STB_V2'],
  'opt-ins default to every enabled game');
select throws_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('pending')) $$, '23514', 'Only active players can be entered in a match', 'PENDING players cannot be entered');
select throws_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('inactive')) $$, '23514', 'Only active players can be entered in a match', 'INACTIVE players cannot be entered');
select throws_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, gen_random_uuid()) $$, 'PT404', 'Player not found', 'unknown player');
select throws_ok($$ select public.add_match_entry(gen_random_uuid(), pg_temp.fx('active')) $$, 'PT404', 'Match not found', 'unknown match');
select pg_temp.act_as('postgres');
insert into fx values ('x1', gen_random_uuid()), ('x2', gen_random_uuid()), ('x3', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date) values
  (pg_temp.fx('x1'), 'Xavier One', 'x1@test.example', '8200001', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('x2'), 'Xena Two', 'x2@test.example', '8200002', 'ACTIVE', '2026-01-01'),
  (pg_temp.fx('x3'), 'Xeno Three', 'x3@test.example', '8200003', 'ACTIVE', '2026-01-01');
select pg_temp.act_as('admin');
select lives_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, p) from unnest(array[pg_temp.fx('other'), pg_temp.fx('x1'), pg_temp.fx('x2')]) p $$, 'fill the match to capacity 4');
select throws_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('x3')) $$, '23514', 'Match is full', 'no fifth entry');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.match_entries (match_id, player_id) values (pg_temp.val('m')::uuid, pg_temp.fx('x3')) $$, '23514', 'Match is full',
  'the capacity holds for any writer (trigger under the match row lock)');
select throws_ok($$ update public.match_entries set paid_in_full = true, paid_at = null where match_id = pg_temp.fx('match') $$,
  '23514', null, 'constraint: paid_in_full and paid_at agree');
select lives_ok($$ insert into public.match_entries (match_id, player_id, paid_in_full, paid_at) values (pg_temp.fx('match'), pg_temp.fx('x3'), true, now() - interval '1 day') $$,
  'a writer may not set the paid flag…');
select is((select paid_at from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('x3')), now(),
  '…the server sets it from charges and payments (no games opted in: paid now)');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'MATCH_ENTRY_ADDED' and target_id = pg_temp.val('m')), 4, 'entries audited');

-- Payments and paid_in_full ------------------------------------------------------------------------------------
-- Alice plays STB 1200 + SKINS 500 (opted in) + NASSAU 300 (PER_PLAYER): due 2000.
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), false, 'a new entry owes its buy-ins');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), null, 'CASH', null) $$, '23514', 'Please fill in amount and payment method', 'amount required');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 500, '', null) $$, '23514', 'Please fill in amount and payment method', 'method required');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 0, 'CASH', null) $$, '23514', 'Amount must be greater than 0', 'amount 0');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), -500, 'CASH', null) $$, '23514', 'Amount must be greater than 0', 'negative amount');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 500, 'BITCOIN', null) $$, '23514', 'Payment method must be CASH, VENMO, ZELLE, CARD or OTHER', 'unknown method');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('x3'), 500, 'CASH', null) $$, '23514', 'Player is not entered in this match', 'only entrants pay');
select throws_ok($$ select public.record_payment(gen_random_uuid(), pg_temp.fx('active'), 500, 'CASH', null) $$, 'PT404', 'Match not found', 'unknown match');
select is(public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 1000, 'CASH', 'At the turn')::jsonb - 'payment_id',
  '{"paid_cents": 1000, "due_cents": 2000, "paid_in_full": false, "credit_cents": 0}'::jsonb, 'a partial payment');
select is(public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 1000, 'venmo', null)::jsonb - 'payment_id',
  '{"paid_cents": 2000, "due_cents": 2000, "paid_in_full": true, "credit_cents": 0}'::jsonb, 'payments reaching the due set paid_in_full (method case-insensitive)');
select results_eq($$ select paid_in_full, paid_at is not null from public.match_entries where id = pg_temp.val('e1')::uuid $$, $$ values (true, true) $$, 'entry paid, with paid_at');
select results_eq($$ select method, amount_cents from public.match_payments where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('active') order by amount_cents, method $$,
  $$ values ('CASH', 1000), ('VENMO', 1000) $$, 'payments stored with the method upper-cased');
select is((select count(*)::int from public.audit_log where action = 'PAYMENT_RECORDED' and target_id = pg_temp.val('m')), 2, 'PAYMENT_RECORDED audited');
select results_eq($$ select payload ->> 'amount', (payload ->> 'amountCents')::int, payload ->> 'method', payload ->> 'matchName' from public.email_outbox
                     where template = 'payment_confirmed' and to_email = 'alice.active@test.example' order by created_at, payload ->> 'method' $$,
  $$ values ('10.00', 1000, 'CASH', 'Winter Stableford'), ('10.00', 1000, 'VENMO', 'Winter Stableford') $$, 'payment_confirmed e-mails queued with the spec''s fields');
select pg_temp.act_as('active');
select throws_ok($$ select public.record_payment(pg_temp.val('m')::uuid, pg_temp.fx('active'), 100, 'CASH', null) $$, '42501', 'Admin access required', 'players do not record payments');

-- the server recomputes paid_in_full on every change of games and opt-ins
select pg_temp.act_as('postgres'); -- games changed after payments: the table path (the RPC refuses it, 30-lifecycle-games-once-paid)
select lives_ok($$ select private.write_match_games(pg_temp.val('m')::uuid, '[{"game_code":"STB_V2","enabled":true,"buy_in":1500}]') $$, 'raise a buy-in');
select pg_temp.act_as('admin');
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), false, 'a higher buy-in makes the entry unpaid again');
select is((select paid_at from pg_temp.entry('active', pg_temp.val('m')::uuid)), null, 'and clears paid_at');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.val('m')::uuid, pg_temp.fx('active'), array(select id from public.match_games where match_id = pg_temp.val('m')::uuid and game_code = 'STB_V2')) $$,
  'opt out of skins');
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), true, 'fewer games: paid again (1500 + 300 ≤ 2000)');
select is((select array_agg(g.game_code order by g.game_code) from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
           where o.match_id = pg_temp.val('m')::uuid and o.player_id = pg_temp.fx('active') and o.opted_in), array['NASSAU', 'STB_V2'],
  'PER_PLAYER games stay included whatever the selection');
select pg_temp.act_as('postgres'); -- games changed after payments: the table path (the RPC refuses it, 30-lifecycle-games-once-paid)
select lives_ok($$ select private.write_match_games(pg_temp.val('m')::uuid, '[{"game_code":"STROKE_PLAY","enabled":true,"buy_in":5000,"pot_calc":"FLAT"}]') $$, 'add a league-funded FLAT game');
select pg_temp.act_as('admin');
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), true, 'FLAT games charge players nothing');
select pg_temp.act_as('postgres'); -- games changed after payments: the table path (the RPC refuses it, 30-lifecycle-games-once-paid)
select lives_ok($$ select private.write_match_games(pg_temp.val('m')::uuid, '[{"game_code":"NASSAU","enabled":true,"buy_in":900}]') $$, 'raise the PER_PLAYER buy-in');
select pg_temp.act_as('admin');
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), false, 'PER_PLAYER games are charged to every entrant');
select pg_temp.act_as('postgres'); -- games changed after payments: the table path (the RPC refuses it, 30-lifecycle-games-once-paid)
select lives_ok($$ select private.write_match_games(pg_temp.val('m')::uuid, '[{"game_code":"NASSAU","enabled":false}]') $$, 'disable it');
select pg_temp.act_as('admin');
select is((select paid_in_full from pg_temp.entry('active', pg_temp.val('m')::uuid)), true, 'disabled games charge nothing');
select is((select pot_calc from public.match_games where match_id = pg_temp.val('m')::uuid and game_code = 'NASSAU'), 'PER_PLAYER', 'an upsert without pot_calc keeps the game''s rule');
select throws_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[{"game_code":"FOUR_BALL","enabled":true,"format":"SCRAMBLE"}]') $$, '23514', 'Four-Ball format must be STABLEFORD or STROKE', 'a game''s format is checked when games are saved');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.val('m')::uuid, pg_temp.fx('x3'), '{}') $$, '23514', 'Player is not entered in this match', 'opt-ins only for entrants');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.val('m')::uuid, pg_temp.fx('active'), array[pg_temp.fx('stb')]) $$, '23514', 'That game is not offered in this match', 'a game of another match');
select pg_temp.act_as('active');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.val('m')::uuid, pg_temp.fx('active'), '{}') $$, '42501', 'Admin access required', 'players change opt-ins through their invitation, not here');
select throws_ok($$ select public.save_match_games(pg_temp.val('m')::uuid, '[]') $$, '42501', 'Admin access required', 'players do not configure games');
select pg_temp.act_as('admin');
-- an entrant with nothing to pay is paid in full
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.val('m')::uuid, pg_temp.fx('x2'), '{}') $$, 'opt out of every optional game');
select is((select paid_in_full from pg_temp.entry('x2', pg_temp.val('m')::uuid)), true, 'nothing due: paid in full');

-- Scorecards ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('other');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{5,5,4,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null}') $$,
  '23514', 'Scores can be entered from the match day', 'a player cannot enter scores before the match day');
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() where id = pg_temp.val('m')::uuid;
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('card', public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('active'), '{4,5,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5}')::text) $$, 'an admin enters a card (on the match day, as everyone)');
select is(pg_temp.val('card')::jsonb - 'updated_at', jsonb_build_object('player_id', pg_temp.fx('active'), 'holes', '[4,5,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5]'::jsonb, 'gross_total', 73, 'attested_at', null),
  'answer {player_id, holes, gross_total, updated_at, attested_at}');
select pg_temp.act_as('other');
select lives_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{5,5,4,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null}') $$,
  'on match day an entrant enters their partial card');
select is((select gross_total from public.scorecards where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('other')), 14, 'gross_total sums the entered holes');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('x1'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'an entrant cannot write a playing partner''s card');
select lives_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{5,5,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,12}') $$, 'saving again replaces the card');
select is((select gross_total from public.scorecards where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('other')), 82, 'replaced');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{4,4,4}') $$, '23514', 'A scorecard needs 18 hole scores', '3 holes');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), null) $$, '23514', 'A scorecard needs 18 hole scores', 'no holes');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{13,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, '23514', 'Hole scores must be between 1 and 12', 'a 13');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{0,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, '23514', 'Hole scores must be between 1 and 12', 'a 0');
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('x3'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, '23514', 'Player is not entered in this match', 'only entrants have cards');
select pg_temp.act_as('pending');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'a player outside the match cannot enter scores');
select pg_temp.act_as('anon');
select throws_ok($$ select public.upsert_scorecard(pg_temp.val('m')::uuid, pg_temp.fx('other'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'anonymous cannot enter scores');
select throws_ok($$ select public.upsert_scorecard(gen_random_uuid(), pg_temp.fx('other'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}') $$, 'PT404', 'Match not found', 'unknown match');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'SCORECARD_UPLOADED' and target_id = pg_temp.val('m')), 3, 'SCORECARD_UPLOADED audited');
select pg_temp.act_as('postgres');
select throws_ok($$ update public.scorecards set hole_5 = 13 where match_id = pg_temp.val('m')::uuid $$, '23514', null, 'constraint: hole scores 1-12');

-- import_scorecards: validated row by row, all or nothing
select pg_temp.act_as('admin');
create function pg_temp.card_row(p_player uuid, p_holes jsonb default '[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4]') returns jsonb language sql as $$
  select jsonb_build_object('player_id', p_player, 'holes', p_holes) $$;
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2')), pg_temp.card_row(gen_random_uuid()))) $$,
  '23514', 'Row 2: unknown player', 'unknown player');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(jsonb_build_object('player_id', 'not-a-uuid', 'holes', '[]'::jsonb))) $$,
  '23514', 'Row 1: unknown player', 'a malformed player id');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x3')))) $$,
  '23514', 'Row 1: player is not entered in this match', 'a player outside the match');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2'), '[4,4,4]'))) $$,
  '23514', 'Row 1: a scorecard needs 18 hole scores', 'short row');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2'), '[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,14]'))) $$,
  '23514', 'Row 1: hole scores must be between 1 and 12', 'a 14');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2'), '[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,"x"]'))) $$,
  '23514', 'Row 1: hole scores must be between 1 and 12', 'a letter');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2'), '[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4.5]'))) $$,
  '23514', 'Row 1: hole scores must be between 1 and 12', 'a fraction');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2')), pg_temp.card_row(pg_temp.fx('x2')))) $$,
  '23514', 'Row 1: the player appears more than once', 'a player twice');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, '[]') $$, '23514', 'No scorecard rows to import', 'nothing to import');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('x2')), 0, 'a failed import writes nothing');
select is(public.import_scorecards(pg_temp.val('m')::uuid, json_build_array(pg_temp.card_row(pg_temp.fx('x2'), '[5,5,5,5,5,5,5,5,5,null,5,5,5,5,5,5,5,5]'),
  pg_temp.card_row(pg_temp.fx('x1'), '[3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3,3]'))), 2, 'a valid import writes every row (insert or replace)');
select results_eq($$ select player_id::text, gross_total from public.scorecards where match_id = pg_temp.val('m')::uuid and player_id in (pg_temp.fx('x1'), pg_temp.fx('x2')) order by gross_total $$,
  $$ values (pg_temp.fx('x1')::text, 54), (pg_temp.fx('x2')::text, 85) $$, 'imported cards');
select is((select count(*)::int from public.audit_log where action = 'SCORECARDS_IMPORTED' and target_id = pg_temp.val('m')), 1, 'imports audited');
select pg_temp.act_as('active');
select throws_ok($$ select public.import_scorecards(pg_temp.val('m')::uuid, '[]') $$, '42501', 'Admin access required', 'players do not import');

-- Removing an entry ----------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.remove_match_entry((pg_temp.entry('x1', pg_temp.val('m')::uuid)).id) $$, 'remove_match_entry');
select is((select count(*)::int from public.match_entry_opt_ins where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('x1')), 0, 'their opt-ins go');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('x1')), 0, 'their card goes');
select lives_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('x3')) $$, 'the seat is free again');
select lives_ok($$ select public.remove_match_entry((pg_temp.entry('active', pg_temp.val('m')::uuid)).id) $$, 'remove a player who has paid');
select is((select sum(amount_cents)::int from public.match_payments where match_id = pg_temp.val('m')::uuid and player_id = pg_temp.fx('active')), 2000,
  'their payments stay on the books (a credit)');
select throws_ok($$ select public.remove_match_entry(gen_random_uuid()) $$, 'PT404', 'Entry not found', 'unknown entry');
select is((select count(*)::int from public.audit_log where action = 'MATCH_ENTRY_REMOVED' and target_id = pg_temp.val('m')), 2, 'removals audited');
select pg_temp.act_as('active');
select throws_ok($$ select public.add_match_entry(pg_temp.val('m')::uuid, pg_temp.fx('active')) $$, '42501', 'Admin access required', 'players do not add entries');
select throws_ok($$ select public.remove_match_entry((pg_temp.entry('other', pg_temp.val('m')::uuid)).id) $$, '42501', 'Admin access required', 'players do not remove entries');

-- Set-based triggers: one statement touching many entries keeps every paid flag right
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and paid_in_full), 1, 'before: only the no-games entry is paid');
insert into public.match_payments (match_id, player_id, amount_cents, method)
select pg_temp.fx('match'), p, 1500, 'CASH' from unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and paid_in_full), 3, 'one insert of two payments pays both entries');
update public.match_games set buy_in = buy_in + 100 where match_id = pg_temp.fx('match');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and paid_in_full), 1, 'one update of two games unpays both');
update public.match_entry_opt_ins set opted_in = false where match_id = pg_temp.fx('match') and match_game_id = pg_temp.fx('skins');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and paid_in_full), 3, 'one update of two opt-ins pays both again');
delete from public.match_payments where match_id = pg_temp.fx('match') and player_id in (pg_temp.fx('active'), pg_temp.fx('other'));
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('match') and paid_in_full), 1, 'one delete of two payments unpays both');
select is_empty($$ select e.id from public.match_entries e join private.entry_balances b on b.entry_id = e.id where e.paid_in_full <> (b.paid_cents >= b.charges_cents) $$,
  'paid_in_full agrees with charges and payments for every entry');

select * from finish();
rollback;

-- Issue #15 items 1–3: the player's home, answering invitations from it, withdrawing until the start (with
-- the waitlist's automatic promotion or the admins' notice), the member lifecycle (deactivate, reactivate,
-- undo a decline, take a break), the data export and closing an account with the ledger unchanged.
-- Actors: anon, pending player, other player (Oscar), the player (Alice and the extra members below), admin.
begin;
select plan(86);

select tests.setup_fixtures();

-- Extra members, each with a session: Wendy and Xavier wait for seats, Mia is deactivated and takes a
-- break, Carl closes his account.
select pg_temp.act_as('postgres');
insert into fx (key, id) values
  ('wendy', gen_random_uuid()), ('xavier', gen_random_uuid()), ('mia', gen_random_uuid()), ('carl', gen_random_uuid()),
  ('soon', gen_random_uuid()), ('started', gen_random_uuid()), ('later', gen_random_uuid()), ('done', gen_random_uuid()),
  ('done_stb', gen_random_uuid()), ('soon_stb', gen_random_uuid()), ('later_stb', gen_random_uuid()), ('later_skins', gen_random_uuid()),
  ('invite', gen_random_uuid()), ('invite2', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('wendy'), 'Wendy Wait', 'wendy.wait@test.example', '9000011', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('xavier'), 'Xavier Next', 'xavier.next@test.example', '9000012', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('mia'), 'Mia Member', 'mia.member@test.example', '9000013', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('carl'), 'Carl Closer', 'carl.closer@test.example', '9000014', 'ACTIVE', '2026-01-10', now());
insert into private.player_sessions (player_id, token_hash)
select pg_temp.fx(k), private.token_hash('tok-' || k) from unnest(array['wendy', 'xavier', 'mia', 'carl']) k;
update public.settings set value = 'admins@test.example' where key = 'fromEmail';
-- The treasurer's ledger without names: its totals, its matches and each player's money by player id.
create function pg_temp.ledger_money() returns text language sql as $$
  select jsonb_build_object('totals', l -> 'totals', 'matches', l -> 'matches',
                            'players', (select jsonb_agg(p - 'name' order by p ->> 'player_id') from jsonb_array_elements(l -> 'players') p))::text
  from (select public.get_ledger()::jsonb as l) x
$$;

-- soon: in ten days, two seats, Alice (paid $10 of $15) and Oscar entered; a guest, then Wendy, then Xavier wait.
-- started: yesterday, not final, Alice entered. later: in twenty days, no capacity, Oscar and Alice invited.
-- done: final, Carl won $15 and paid $20.
insert into public.matches (id, name, date, start_time, course_name, course_rating, course_slope, course_id, teeset_id, capacity)
values
  (pg_temp.fx('soon'), 'Soon Match', private.club_today() + 10, '09:30', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), 2),
  (pg_temp.fx('started'), 'Started Match', private.club_today() - 1, '08:00', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), null),
  (pg_temp.fx('later'), 'Later Match', private.club_today() + 20, '10:00', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), null),
  (pg_temp.fx('done'), 'Done Match', private.club_today() - 30, '08:00', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), null);
insert into public.match_games (id, match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('soon_stb'), pg_temp.fx('soon'), 'STB_V2', true, 1500, 'PER_ENTRY'),
  (pg_temp.fx('later_stb'), pg_temp.fx('later'), 'STB_V2', true, 1000, 'PER_ENTRY'),
  (pg_temp.fx('later_skins'), pg_temp.fx('later'), 'SKINS_GROSS', true, 500, 'PER_ENTRY'),
  (pg_temp.fx('done_stb'), pg_temp.fx('done'), 'STB_V2', true, 2000, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('soon'), pg_temp.fx(k), null) from unnest(array['active', 'other']) k;
select private.enter_player(pg_temp.fx('started'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('done'), pg_temp.fx('carl'), null);
insert into public.match_payments (match_id, player_id, amount_cents, method) values
  (pg_temp.fx('soon'), pg_temp.fx('active'), 1000, 'CASH'),
  (pg_temp.fx('done'), pg_temp.fx('carl'), 2000, 'VENMO');
insert into public.match_waitlist (match_id, player_id, email, created_at) values
  (pg_temp.fx('soon'), null, 'guest@test.example', now() - interval '3 hours'),
  (pg_temp.fx('soon'), pg_temp.fx('wendy'), 'wendy.wait@test.example', now() - interval '2 hours'),
  (pg_temp.fx('soon'), pg_temp.fx('xavier'), 'xavier.next@test.example', now() - interval '1 hour');
insert into public.match_invites (id, match_id, player_id, email, expires_at) values
  (pg_temp.fx('invite'), pg_temp.fx('later'), pg_temp.fx('other'), 'oscar.other@test.example', now() + interval '5 days'),
  (pg_temp.fx('invite2'), pg_temp.fx('later'), pg_temp.fx('active'), 'alice.active@test.example', now() + interval '5 days');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents)
values (pg_temp.fx('done'), pg_temp.fx('carl'), 'STB_V2', 1, 36, 1500);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('done');

-- The start of a match ------------------------------------------------------------------------------------
select is(private.match_starts_at(pg_temp.fx('soon')),
          ((private.club_today() + 10) + time '09:30') at time zone 'America/New_York',
          'a match starts at its date and start time in the club time zone');

-- get_my_home ---------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_my_home() $$, '42501', 'Sign in first', 'anon has no home');
select pg_temp.act_as('admin');
select throws_ok($$ select public.get_my_home() $$, '42501', 'Sign in first', 'an admin session is not a player');
select pg_temp.act_as('inactive');
select throws_ok($$ select public.get_my_home() $$, '42501', 'Sign in first', 'an inactive member has no session');
select pg_temp.act_as('pending');
select is((select json_array_length(public.get_my_home() -> 'upcoming')), 0, 'a pending player has an empty home');
select pg_temp.act_as('active');
select pg_temp.keep('home', public.get_my_home()::text);
select results_eq($$ select x ->> 'name', x ->> 'start_time', (x ->> 'owed_cents')::int, (x ->> 'paid_cents')::int, (x ->> 'can_withdraw')::boolean
                     from json_array_elements(pg_temp.val('home')::json -> 'upcoming') x
                     where x ->> 'match_id' = pg_temp.fx('soon')::text $$,
  $$ values ('Soon Match', '09:30', 500, 1000, true) $$, 'the upcoming match with its start time and what she owes ($15 − $10)');
select ok(not exists (select 1 from json_array_elements(pg_temp.val('home')::json -> 'upcoming') x
                      where x ->> 'match_id' = pg_temp.fx('started')::text), 'a match of yesterday is not upcoming');
select results_eq($$ select x ->> 'name', json_array_length(x -> 'games') from json_array_elements(pg_temp.val('home')::json -> 'invitations') x $$,
  $$ values ('Later Match', 2) $$, 'her pending invitation with its games');
select is((pg_temp.val('home')::json -> 'player' ->> 'name'), 'Alice Active', 'the home names its player');
select pg_temp.act_as('other');
select ok(not exists (select 1 from json_array_elements(public.get_my_home() -> 'invitations') x
                      where x ->> 'invite_id' = pg_temp.fx('invite2')::text), 'another player never sees Alice''s invitation');
select pg_temp.act_as('carl');
select results_eq($$ select x ->> 'name', (x ->> 'won_cents')::int from json_array_elements(public.get_my_home() -> 'winnings') x $$,
  $$ values ('Done Match', 1500) $$, 'Carl''s winnings');
select results_eq($$ select x ->> 'name', (x ->> 'position')::int from json_array_elements(public.get_my_home() -> 'recent_results') x $$,
  $$ values ('Done Match', 1) $$, 'Carl''s last results');

-- answer_my_invitation --------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.answer_my_invitation(pg_temp.fx('invite'), true, '{}') $$, '42501', 'Sign in first', 'anon cannot answer');
select pg_temp.act_as('active');
select throws_ok($$ select public.answer_my_invitation(pg_temp.fx('invite'), true, '{}') $$, '22023',
  'This invitation link is not valid or has expired.', 'a player cannot answer someone else''s invitation');
select pg_temp.act_as('other');
select is((public.answer_my_invitation(pg_temp.fx('invite'), true, array[pg_temp.fx('later_stb')]) ->> 'outcome'), 'ENTERED',
  'Oscar accepts from his home');
select pg_temp.act_as('postgres');
select results_eq($$ select i.status, (select count(*) from private.invite_tokens t where t.invite_id = i.id)::int
                     from public.match_invites i where i.id = pg_temp.fx('invite') $$,
  $$ values ('ACCEPTED', 0) $$, 'the invitation is accepted and the one-off link is gone');
select results_eq($$ select g.game_code from private.game_players g where g.match_id = pg_temp.fx('later') and g.player_id = pg_temp.fx('other') $$,
  $$ values ('STB_V2') $$, 'with the game he chose');
select is((select count(*)::int from public.email_outbox where template = 'entry_confirmation' and to_email = 'oscar.other@test.example'), 1,
  'and the entry confirmation is queued as from the e-mailed link');
select pg_temp.act_as('active');
select is((public.answer_my_invitation(pg_temp.fx('invite2'), false) ->> 'outcome'), 'DECLINED', 'Alice declines from her home');

-- withdraw_from_match ----------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('soon')) $$, '42501', 'Sign in first', 'anon cannot withdraw');
select pg_temp.act_as('admin');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('soon')) $$, '42501', 'Sign in first', 'an admin session withdraws nobody');
select pg_temp.act_as('pending');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('soon')) $$, '22023', 'You are not entered in this match', 'a pending player is not entered');
select pg_temp.act_as('other');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('started')) $$, '22023', 'You are not entered in this match',
  'another player cannot withdraw Alice from a match (only themselves)');
select pg_temp.act_as('active');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('started')) $$, '23514',
  'You can no longer withdraw: the match has started. Ask an admin.', 'after the start: refused');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('done')) $$, '22023', 'You are not entered in this match',
  'not entered in a final match');

-- The start is the date and the start time: Xavier may leave a match starting in two hours, not one that
-- started ten minutes ago (whatever the dates).
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('in_two_hours', gen_random_uuid()), ('ten_minutes_ago', gen_random_uuid());
insert into public.matches (id, name, date, start_time, course_name, course_rating, course_slope, course_id, teeset_id)
select pg_temp.fx(k), k, (t at time zone 'America/New_York')::date, date_trunc('minute', (t at time zone 'America/New_York')::time),
       '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')
from (values ('in_two_hours', now() + interval '2 hours'), ('ten_minutes_ago', now() - interval '10 minutes')) x(k, t);
select private.enter_player(pg_temp.fx(k), pg_temp.fx('xavier'), null) from unnest(array['in_two_hours', 'ten_minutes_ago']) k;
select pg_temp.act_as('xavier');
select throws_ok($$ select public.withdraw_from_match(pg_temp.fx('ten_minutes_ago')) $$, '23514',
  'You can no longer withdraw: the match has started. Ask an admin.', 'ten minutes after the start time: refused');
select lives_ok($$ select public.withdraw_from_match(pg_temp.fx('in_two_hours')) $$, 'two hours before the start time: withdrawn');
select is((select count(*)::int from public.match_entries where player_id = pg_temp.fx('xavier')), 1, 'only the started entry remains');
select pg_temp.act_as('active');
select throws_ok($$ select public.withdraw_from_match(gen_random_uuid()) $$, 'PT404', 'Match not found', 'an unknown match');
select pg_temp.keep('withdrawn', public.withdraw_from_match(pg_temp.fx('soon'))::text);
select is(pg_temp.val('withdrawn')::json ->> 'promoted', 'Wendy Wait', 'before the start: Alice withdraws and Wendy (first player waiting) is promoted');
select is((pg_temp.val('withdrawn')::json ->> 'credit_cents')::int, 1000, 'her $10 stays as credit');
select pg_temp.act_as('postgres');
select results_eq($$ select p.name from public.match_entries e join public.players p on p.id = e.player_id
                     where e.match_id = pg_temp.fx('soon') order by p.name $$,
  $$ values ('Oscar Other'), ('Wendy Wait') $$, 'the seat went to Wendy (the guest before her has no account)');
select is((select count(*)::int from public.match_payments where match_id = pg_temp.fx('soon') and player_id = pg_temp.fx('active')), 1,
  'Alice''s payment is kept');
select results_eq($$ select (promoted_at is not null) from public.match_waitlist where match_id = pg_temp.fx('soon') order by created_at $$,
  $$ values (false), (true), (false) $$, 'only Wendy left the waitlist');
select is((select count(*)::int from public.email_outbox where template = 'waitlist_promoted' and to_email = 'wendy.wait@test.example'), 1,
  'Wendy is e-mailed');
select results_eq($$ select action, actor_kind, actor_id from public.audit_log where target_id = pg_temp.fx('soon')::text order by id $$,
  $$ values ('MATCH_ENTRY_WITHDRAWN', 'player', pg_temp.fx('active')::text), ('MATCH_WAITLIST_PROMOTED', 'player', pg_temp.fx('active')::text) $$,
  'the withdrawal and the promotion are audited as Alice''s doing');
select results_eq($$ select payload ->> 'kind', payload ->> 'promotedName' from public.email_outbox
                     where template = 'admin_notice' and to_email = 'admins@test.example' and payload ->> 'matchId' = pg_temp.fx('soon')::text $$,
  $$ values ('WITHDRAWN', 'Wendy Wait') $$, 'the admins are told who left and who got the seat');

-- Without automatic promotion the admins are told and Xavier keeps waiting.
update public.settings set value = 'false' where key = 'waitlistAutoPromote';
select pg_temp.act_as('other');
select is((public.withdraw_from_match(pg_temp.fx('soon')) ->> 'promoted'), null, 'with waitlistAutoPromote off nobody is promoted');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.fx('soon')), 1, 'the seat stays free');
select results_eq($$ select payload ->> 'playerName', (payload ->> 'waitlistWaiting')::boolean from public.email_outbox
                     where template = 'admin_notice' and payload ->> 'kind' = 'WITHDRAWN' and payload ->> 'matchId' = pg_temp.fx('soon')::text
                     order by created_at, payload ->> 'playerName' $$,
  $$ values ('Alice Active', false), ('Oscar Other', true) $$, 'the admins are told a seat is free with players waiting');
update public.settings set value = 'true' where key = 'waitlistAutoPromote';

-- The setting is validated.
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_admin_setting('waitlistAutoPromote', 'maybe') $$, '23514', 'Value must be true or false',
  'waitlistAutoPromote is true or false');
select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'emailEnabled';
select is(private.notify_admins('admin_notice', '{"kind": "WITHDRAWN", "playerName": "Test"}'), false, 'with e-mail off the admins are not e-mailed');
update public.settings set value = 'true' where key = 'emailEnabled';

-- The member lifecycle ---------------------------------------------------------------------------------------
select ok(not exists (select 1 from information_schema.columns where table_schema = 'private' and table_name = 'admins'
                      and column_name like '%player%'),
  'admins are PIN holders, not players: deactivating a member can never remove the last admin');
select pg_temp.act_as('anon');
select throws_ok($$ select public.deactivate_player(pg_temp.fx('mia')) $$, '42501', 'Admin access required', 'anon cannot deactivate');
select pg_temp.act_as('pending');
select throws_ok($$ select public.reactivate_player(pg_temp.fx('mia')) $$, '42501', 'Admin access required', 'a pending player cannot reactivate');
select pg_temp.act_as('other');
select throws_ok($$ select public.deactivate_player(pg_temp.fx('mia')) $$, '42501', 'Admin access required', 'another player cannot deactivate');
select pg_temp.act_as('mia');
select throws_ok($$ select public.undo_player_decline(pg_temp.fx('inactive')) $$, '42501', 'Admin access required', 'a player cannot undo a decline');
select pg_temp.act_as('admin');
select throws_ok($$ select public.deactivate_player(gen_random_uuid()) $$, 'PT404', 'Player not found', 'an unknown player');
select throws_ok($$ select public.deactivate_player(pg_temp.fx('pending')) $$, '23514', 'Only active members can be deactivated', 'a pending request is not deactivated');
select lives_ok($$ select public.deactivate_player(pg_temp.fx('mia')) $$, 'an admin deactivates Mia');
select is((select status from public.players where id = pg_temp.fx('mia')), 'INACTIVE', 'Mia is inactive');
select ok(not exists (select 1 from json_array_elements(public.get_email_recipients(null, null, 0) -> 'rows') r where r ->> 'name' = 'Mia Member'),
  'and gone from the e-mail audience');
select ok(not exists (select 1 from public.get_players_public('ACTIVE', 'Mia', 20, 0)), 'and from the add-player picker');
select throws_ok($$ select public.deactivate_player(pg_temp.fx('mia')) $$, '23514', 'Only active members can be deactivated', 'not twice');
select pg_temp.act_as('mia');
select throws_ok($$ select public.get_my_home() $$, '42501', 'Sign in first', 'an inactive member''s session no longer works');
select pg_temp.act_as('admin');
select throws_ok($$ select public.reactivate_player(pg_temp.fx('inactive')) $$, '23514', 'Only inactive members can be reactivated',
  'a declined request is not reactivated (it is restored)');
select lives_ok($$ select public.reactivate_player(pg_temp.fx('mia')) $$, 'the admin reactivates Mia');
select is((select status from public.players where id = pg_temp.fx('mia')), 'ACTIVE', 'Mia is active again');
select throws_ok($$ select public.undo_player_decline(pg_temp.fx('mia')) $$, '23514', 'Only declined requests can be restored',
  'an active member has no decline to undo');
select lives_ok($$ select public.undo_player_decline(pg_temp.fx('inactive')) $$, 'the admin undoes the decline of Ivan');
select is((select status from public.players where id = pg_temp.fx('inactive')), 'PENDING', 'Ivan is back in the review list');
select results_eq($$ select action, actor_kind, target_id from public.audit_log
                     where action in ('PLAYER_DEACTIVATED', 'PLAYER_REACTIVATED', 'PLAYER_DECLINE_UNDONE') order by id $$,
  $$ values ('PLAYER_DEACTIVATED', 'admin', pg_temp.fx('mia')::text), ('PLAYER_REACTIVATED', 'admin', pg_temp.fx('mia')::text),
            ('PLAYER_DECLINE_UNDONE', 'admin', pg_temp.fx('inactive')::text) $$, 'each audited with the admin as actor');
select pg_temp.act_as('postgres');
select results_eq($$ select to_email, payload ->> 'kind' from public.email_outbox where template = 'member_status' order by created_at, payload ->> 'kind' $$,
  $$ values ('mia.member@test.example', 'DEACTIVATED'), ('ivan.inactive@test.example', 'DECLINE_UNDONE'), ('mia.member@test.example', 'REACTIVATED') $$,
  'each e-mailed to the member');

-- Taking a break.
select pg_temp.act_as('anon');
select throws_ok($$ select public.take_a_break() $$, '42501', 'Sign in first', 'anon cannot take a break');
select pg_temp.act_as('pending');
select throws_ok($$ select public.take_a_break() $$, '23514', 'Only active members can take a break', 'a pending player cannot');
select pg_temp.act_as('mia');
select lives_ok($$ select public.take_a_break() $$, 'Mia takes a break from her home');
select pg_temp.act_as('postgres');
select is((select status from public.players where id = pg_temp.fx('mia')), 'INACTIVE', 'she is inactive at once');
select results_eq($$ select actor_kind, actor_id from public.audit_log where action = 'PLAYER_TOOK_A_BREAK' $$,
  $$ values ('player', pg_temp.fx('mia')::text) $$, 'audited as her own doing');
select results_eq($$ select template, to_email from public.email_outbox
                     where (template = 'member_status' and payload ->> 'kind' = 'BREAK') or (template = 'admin_notice' and payload ->> 'kind' = 'BREAK')
                     order by template $$,
  $$ values ('admin_notice', 'admins@test.example'), ('member_status', 'mia.member@test.example') $$, 'she and the admins are e-mailed');

-- Data rights ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.export_my_data() $$, '42501', 'Sign in first', 'anon has no data to export');
select pg_temp.act_as('admin');
select throws_ok($$ select public.export_my_data() $$, '42501', 'Sign in first', 'an admin session exports no one');
select pg_temp.act_as('carl');
select pg_temp.keep('export', public.export_my_data()::text);
select is(pg_temp.val('export')::json -> 'profile' ->> 'email', 'carl.closer@test.example', 'the export holds his profile');
select results_eq($$ select json_array_length(x -> 'entries'), json_array_length(x -> 'payments'), json_array_length(x -> 'results'),
                            json_array_length(x -> 'handicap_logs')
                     from (select pg_temp.val('export')::json as x) t $$,
  $$ values (1, 1, 1, 0) $$, 'his entries, payments, results and handicap logs');
select pg_temp.act_as('other');
select ok(position('carl.closer' in public.export_my_data()::text) = 0, 'another player''s export holds nothing of Carl');

select pg_temp.act_as('anon');
select throws_ok($$ select public.close_my_account('CLOSE') $$, '42501', 'Sign in first', 'anon cannot close an account');
select pg_temp.act_as('other');
select throws_ok($$ select public.close_my_account('CLOSE') $$, '23514', 'Withdraw from your upcoming matches before closing your account',
  'refused while entered in a match that has not started');
select pg_temp.act_as('carl');
select throws_ok($$ select public.close_my_account('close please') $$, '22023', 'Type CLOSE to confirm', 'the confirmation is required');
select pg_temp.act_as('admin');
select pg_temp.keep('ledger_before', pg_temp.ledger_money());
select pg_temp.act_as('postgres');
select pg_temp.keep('finance_before', (select row_to_json(f)::text from private.finance_figures() f));
select pg_temp.act_as('carl');
select lives_ok($$ select public.close_my_account('CLOSE') $$, 'Carl closes his account');
select pg_temp.act_as('postgres');
select results_eq($$ select name, nickname, email, ghin, status, closed_at is not null from public.players where id = pg_temp.fx('carl') $$,
  $$ values ('Former member', null::text, null::text, null::text, 'INACTIVE', true) $$, 'the person is anonymised');
select is((select count(*)::int from private.player_sessions where player_id = pg_temp.fx('carl') and revoked_at is null), 0, 'his sessions ended');
select results_eq($$ select (select count(*) from public.match_entries where player_id = pg_temp.fx('carl'))::int,
                            (select sum(amount_cents) from public.match_payments where player_id = pg_temp.fx('carl'))::int,
                            (select sum(payout_cents) from public.results where player_id = pg_temp.fx('carl'))::int $$,
  $$ values (1, 2000, 1500) $$, 'his entry, payment and result stay');
select is((select count(*)::int from public.email_outbox where template = 'account_closed' and to_email = 'carl.closer@test.example'), 1,
  'a last e-mail confirms the closing');
select pg_temp.act_as('admin');
select is(pg_temp.ledger_money(), pg_temp.val('ledger_before'), 'the ledger''s totals, matches and every player''s money are unchanged');
select pg_temp.act_as('postgres');
select is((select row_to_json(f)::text from private.finance_figures() f), pg_temp.val('finance_before'), 'the finance figures are unchanged');
select pg_temp.act_as('admin');
select throws_ok($$ select public.reactivate_player(pg_temp.fx('carl')) $$, '23514', 'This account has been closed', 'a closed account stays closed');
select pg_temp.act_as('carl');
select throws_ok($$ select public.get_my_home() $$, '42501', 'Sign in first', 'the closed account cannot sign in');

select * from finish();
rollback;

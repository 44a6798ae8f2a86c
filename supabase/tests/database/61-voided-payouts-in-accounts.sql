-- A voided payout counts nowhere a member's account is read: the home and the player's account date settled
-- winnings by the last payout still standing, the ledger lists the void with its reason, and the integrity check
-- stays clean through a void and a reopen with payouts recorded (a correction in progress is not a problem).
-- Fixture (00-helpers.sql): the match is made final with Alice winning $12 and Oscar $8 of the Stableford.
begin;
select plan(10);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 5, require_payment_before_play = false where id = pg_temp.fx('match');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');

select pg_temp.act_as('admin');
select pg_temp.keep('first', (public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 700, 'CASH', private.club_today() - 3, null) ->> 'payout_id'));
select pg_temp.keep('wrong', (public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 500, 'CASH', private.club_today() - 1, 'counted twice') ->> 'payout_id'));
select public.void_winnings_payout(pg_temp.val('wrong')::uuid, 'Recorded twice');

select pg_temp.act_as('active');
select is((public.get_my_home() -> 'winnings' -> 0 ->> 'to_collect_cents')::int, 500, 'the home does not deduct a voided payout');
select is(public.get_my_home() -> 'winnings' -> 0 ->> 'paid_on', null, 'nor call the winnings paid');

select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_winnings_payout(%L, %L, 500, 'VENMO', %L, null) $$, pg_temp.fx('match'), pg_temp.fx('active'),
  private.club_today() - 4), 'the rest is handed over (recorded with an earlier day)');
select pg_temp.act_as('active');
select is(public.get_my_home() -> 'winnings' -> 0 ->> 'paid_on', (private.club_today() - 3)::text,
  'the home dates the settled winnings by the last payout standing, not the voided one');
select pg_temp.act_as('admin');
select is((select x ->> 'paid_on' from json_array_elements(public.get_player_account(pg_temp.fx('active')) -> 'winnings' -> 'matches') x),
  (private.club_today() - 3)::text, 'and so does the player''s account');
select is((select x ->> 'void_reason' from json_array_elements(public.get_ledger(null) -> 'payouts') x where x ->> 'id' = pg_temp.val('wrong')),
  'Recorded twice', 'the ledger lists the voided payout with its reason');
select is((select (x ->> 'paid_out_cents')::int from json_array_elements(public.get_ledger(null) -> 'players') x
           where (x ->> 'player_id')::uuid = pg_temp.fx('active')), 1200, 'and its Handed over leaves the void out');
select pg_temp.act_as('postgres');
select is((select count(*)::int from private.integrity_problems()), 0, 'the books are whole after the void');

select pg_temp.act_as('admin');
select lives_ok(format($$ select public.reopen_match(%L, 'Wrong card for hole 7', 1200) $$, pg_temp.fx('match')),
  'the match is reopened with the $12 handed over confirmed');
select pg_temp.act_as('postgres');
select is((select count(*)::int from private.integrity_problems()), 0, 'a correction in progress is not an integrity problem');

select * from finish();
rollback;

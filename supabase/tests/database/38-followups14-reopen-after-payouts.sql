-- Reopening a final match whose winnings have been handed over needs the admin to confirm the handed-over total
-- (it used to be refused outright; a correction is always possible now). One actor per
-- scenario: anon, pending player, other player, the player, admin. The fixture match is made final with Alice
-- winning $12 and Oscar $8 of the Stableford.
begin;
select plan(11);
select tests.setup_fixtures();

create function pg_temp.finalize_fixture() returns void language sql as $$
  insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
    (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
    (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
  update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
$$;
select pg_temp.finalize_fixture();

select pg_temp.act_as('anon');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '42501', 'Admin access required', 'anon does not reopen');
select pg_temp.act_as('pending');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '42501', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '42501', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '42501', 'Admin access required', 'nor the winner');

select pg_temp.act_as('admin');
select lives_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, 'with nothing paid out, the admin reopens');
select pg_temp.act_as('postgres');
select pg_temp.finalize_fixture();

select pg_temp.act_as('admin');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 500, 'CASH', null, 'at the bar') $$,
  'Alice is paid $5 of her $12');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '23514',
  'Winnings of $5.00 have been handed over to 1 player: confirm the amounts handed over to reopen this match.',
  'a partly paid-out match is not reopened without confirming what was handed over');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('other'), 800, 'VENMO', null, null) $$,
  'Oscar is paid his $8');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '23514',
  'Winnings of $13.00 have been handed over to 2 players: confirm the amounts handed over to reopen this match.',
  'nor with two players paid');
select pg_temp.act_as('postgres');
select is((select is_final from public.matches where id = pg_temp.fx('match')), true, 'the refused reopen leaves the match final');
select pg_temp.act_as('admin');
select lives_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card', 1300) $$, 'confirming the $13.00 handed over, the admin reopens');

select * from finish();
rollback;

-- Reopening a final match is refused once its winnings have been paid out (issue 14 follow-up). One actor per
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
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'anon does not reopen');
select pg_temp.act_as('pending');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'nor the winner');

select pg_temp.act_as('admin');
select lives_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, 'with nothing paid out, the admin reopens');
select pg_temp.act_as('postgres');
select pg_temp.finalize_fixture();

select pg_temp.act_as('admin');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 500, 'CASH', null, 'at the bar') $$,
  'Alice is paid $5 of her $12');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '23514',
  'This match can''t be reopened: winnings of $5.00 have already been paid out to 1 player. Its results must stay as they were paid.',
  'a partly paid-out match is not reopened');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('other'), 800, 'VENMO', null, null) $$,
  'Oscar is paid his $8');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match')) $$, '23514',
  'This match can''t be reopened: winnings of $13.00 have already been paid out to 2 players. Its results must stay as they were paid.',
  'nor with two players paid');
select pg_temp.act_as('postgres');
select is((select is_final from public.matches where id = pg_temp.fx('match')), true, 'the match stays final');
select is((select count(*)::int from public.results where match_id = pg_temp.fx('match')), 2, 'and its results stay');

select * from finish();
rollback;

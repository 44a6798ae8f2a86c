-- The games lock counts only payments that stand (issue 14 follow-up): a voided payment no longer locks a
-- match's games and buy-ins; a standing one still does. The fixture match: Stableford $10 and gross skins $5
-- per entry, Alice and Oscar entered.
begin;
select plan(7);
select tests.setup_fixtures();

select pg_temp.act_as('admin');
select is(public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', null) ->> 'paid_cents', '1500', 'Alice pays $15');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1200}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'a standing payment locks the games');
select lives_ok(format($$ select public.void_payment(%L, 'Recorded on the wrong match') $$,
  (select id from public.match_payments where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active'))),
  'the treasurer voids it');
select lives_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1200}]') $$,
  'with only a voided payment, the buy-in can change');
select is((select buy_in from public.match_games where id = pg_temp.fx('stb')), 1200, 'and the new buy-in is saved');

select is(public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 1700, 'CASH', null) ->> 'paid_cents', '1700', 'Oscar pays $17');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"SKINS_GROSS","enabled":false}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'a standing payment beside a voided one still locks them');

select * from finish();
rollback;

-- Games and buy-ins change only while nobody has paid for the match (issue 14 item 1). One actor per scenario:
-- anon, pending player, other player, the player, admin. The fixture match: Stableford $10 and gross skins $5
-- per entry, Alice and Oscar entered, nobody paid yet.
begin;
select plan(14);
select tests.setup_fixtures();

select pg_temp.act_as('anon');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500}]') $$, '42501', 'Admin access required', 'anon does not change games');
select pg_temp.act_as('pending');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500}]') $$, '42501', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500}]') $$, '42501', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500}]') $$, '42501', 'Admin access required', 'nor an entrant');

select pg_temp.act_as('admin');
select lives_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500}]') $$, 'before anyone paid, the admin raises a buy-in');
select pg_temp.act_as('postgres');
select is((select concat(a.details #>> '{games,old,STB_V2,buy_in}', ' → ', a.details #>> '{games,new,STB_V2,buy_in}')
           from public.audit_log a where a.action = 'MATCH_EDITED' and a.target_id = pg_temp.fx('match')::text and a.details ? 'games'),
  '1000 → 1500', 'the change is audited before → after');

select pg_temp.act_as('admin');
select is(public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 2000, 'CASH', null) ->> 'paid_cents', '2000', 'Alice pays $20');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":2500}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'then a buy-in is locked');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"SKINS_GROSS","enabled":false}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'a game cannot be switched off');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"NASSAU","enabled":true,"buy_in":900}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'nor one added');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","pot_calc":"FLAT"}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'nor a pot''s funding changed');
select is((select buy_in from public.match_games where id = pg_temp.fx('stb')), 1500, 'nothing was written by the refused calls');
select lives_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1500,"notes":"Full handicap"}]') $$,
  'the same games with a note are saved');
select is((select notes from public.match_games where id = pg_temp.fx('stb')), 'Full handicap', 'notes stay editable');

select * from finish();
rollback;

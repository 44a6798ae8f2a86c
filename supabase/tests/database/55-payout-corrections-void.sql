-- A recorded payout can be voided with a reason, like a payment: the row stays with its reason, the void is
-- audited, and a voided payout counts nowhere (winnings, the finance snapshot, integrity). One actor per
-- scenario: anon, pending player, other player, the winner, admin. Fixture (00-helpers.sql): the match is made
-- final with Alice winning $12 and Oscar $8 of the Stableford.
begin;
select plan(22);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 1, require_payment_before_play = false where id = pg_temp.fx('match');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');

select pg_temp.act_as('admin');
select pg_temp.keep('alice', (public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 1200, 'CASH', null, 'at the bar') ->> 'payout_id'));
-- Oscar's $8, recorded as handed to him, though the cash went to someone else.
select pg_temp.keep('wrong', (public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('other'), 800, 'VENMO', null, null) ->> 'payout_id'));

create function pg_temp.void(p_key text, p_reason text) returns json language sql as $$
  select public.void_winnings_payout(pg_temp.val(p_key)::uuid, p_reason)
$$;

-- Who may void ------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.void('wrong', 'sent to the wrong player') $$, '42501', 'Admin access required', 'anon does not void a payout');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.void('wrong', 'sent to the wrong player') $$, '42501', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.void('wrong', 'sent to the wrong player') $$, '42501', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select pg_temp.void('alice', 'I want more') $$, '42501', 'Admin access required', 'nor the winner herself');
select is((select count(*)::int from public.winnings_payouts where match_id = pg_temp.fx('match')), 0,
  'players and visitors do not read payouts at all');

-- Bad input ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.void('wrong', '   ') $$, '23514', 'Please give a reason for voiding this payout', 'a void without a reason is refused');
select throws_ok($$ select pg_temp.void('wrong', null) $$, '23514', 'Please give a reason for voiding this payout', 'nor with no reason at all');
select throws_ok($$ select pg_temp.void('wrong', repeat('x', 501)) $$, '23514', 'The reason must be at most 500 characters', 'nor with a 501-character reason');
select throws_ok($$ select public.void_winnings_payout(gen_random_uuid(), 'gone') $$, 'PT404', 'Payout not found', 'an unknown payout is not found');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.winnings_payouts where voided_at is not null), 0, 'nothing was half-written by the refusals');

-- The void ----------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select is((pg_temp.void('wrong', 'Handed to the wrong player') ->> 'still_owed_cents')::int, 800,
  'voiding Oscar''s payout leaves his $8 still owed');
select throws_ok($$ select pg_temp.void('wrong', 'again') $$, '23514', 'This payout has already been voided', 'voiding twice is refused');
select pg_temp.act_as('postgres');
select is((select void_reason from public.winnings_payouts where id = pg_temp.val('wrong')::uuid), 'Handed to the wrong player',
  'the row stays with the first reason');
select is((select w.paid_out_cents::int from private.winnings_by_match(array[pg_temp.fx('match')]) w where w.player_id = pg_temp.fx('other')), 0,
  'winnings no longer count the voided payout');
select is((select handed_out_cents::int from private.match_finance where match_id = pg_temp.fx('match')), 1200,
  'nor does the finance snapshot (handed out = Alice''s $12)');
select is((select count(*)::int from private.integrity_problems()), 0, 'and the books are whole');
select is((select details ->> 'reason' from public.audit_log where action = 'PAYOUT_VOIDED' and target_id = pg_temp.fx('match')::text),
  'Handed to the wrong player', 'the void is audited with its reason');
select is((select actor_kind from public.audit_log where action = 'PAYOUT_VOIDED' and target_id = pg_temp.fx('match')::text), 'admin',
  'by the admin who voided it');

select pg_temp.act_as('admin');
select is((select json_array_length(public.get_match_money(pg_temp.fx('match')) -> 'payouts')), 2, 'the match''s money still lists both payouts');
select is((select p ->> 'void_reason' from json_array_elements(public.get_match_money(pg_temp.fx('match')) -> 'payouts') p
           where p ->> 'id' = pg_temp.val('wrong')), 'Handed to the wrong player', 'the voided one with its reason');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('other'), 800, 'VENMO', null, 'to Oscar this time') $$,
  'Oscar''s $8 can be recorded again, to him');
select is((select (p ->> 'still_owed_cents')::int from json_array_elements(public.get_match_money(pg_temp.fx('match')) -> 'players') p
           where p ->> 'player_id' = pg_temp.fx('other')::text), 0, 'and he is owed nothing more');

select * from finish();
rollback;

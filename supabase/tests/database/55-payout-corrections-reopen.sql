-- A final match whose winnings were handed over can be corrected: the reopen takes a reason and the handed-over
-- total the admin confirmed (refused without it, or with a stale one, nothing half-written); on re-finalize the
-- differences become owed back / still owed per player, the holes changed are audited old → new, and the
-- players get "results corrected" — not when nothing changed. One actor per scenario: anon, pending player,
-- other player, the winner, admin. Fixture (00-helpers.sql): Alice and Oscar in Stableford and gross skins,
-- played yesterday; Alice wins $12 and Oscar $8 of the Stableford, both are paid part or all of it.
begin;
select plan(42);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 1, require_payment_before_play = false where id = pg_temp.fx('match');
insert into public.scorecards (match_id, player_id, hole_1, hole_7) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 4, 4),
  (pg_temp.fx('match'), pg_temp.fx('other'), 5, 5);

-- The engine's rows: Stableford payouts as given, nothing in skins.
create function pg_temp.results(p_alice integer, p_oscar integer) returns json language sql security definer as $$
  select json_agg(jsonb_build_object('player_id', gp.player_id, 'game_code', gp.game_code,
                                     'position', case when gp.game_code = 'STB_V2' then
                                                   case when (gp.player_id = pg_temp.fx('active')) = (p_alice >= p_oscar) then 1 else 2 end end,
                                     'points', null, 'skins_won', 0,
                                     'payout_cents', case when gp.game_code <> 'STB_V2' then 0
                                                          when gp.player_id = pg_temp.fx('active') then p_alice else p_oscar end,
                                     'notes', null))
  from private.game_players gp where gp.match_id = pg_temp.fx('match')
$$;
create function pg_temp.finalize(p_alice integer, p_oscar integer) returns json language sql as $$
  select private.store_engine_results(pg_temp.fx('match'), pg_temp.results(p_alice, p_oscar), true)
$$;
create function pg_temp.win(p_player text, p_column text) returns integer language sql as $$
  select (to_jsonb(w) ->> p_column)::integer from private.winnings_by_match(array[pg_temp.fx('match')]) w
  where w.player_id = pg_temp.fx(p_player)
$$;
create function pg_temp.reopen(p_reason text, p_confirmed bigint) returns json language sql as $$
  select public.reopen_match(pg_temp.fx('match'), p_reason, p_confirmed)
$$;

select pg_temp.as_engine();
select lives_ok($$ select pg_temp.finalize(1200, 800) $$, 'the match is finalized: Alice $12, Oscar $8');
select pg_temp.act_as('admin');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('active'), 1200, 'CASH', null, null) $$, 'Alice is handed her $12');
select lives_ok($$ select public.record_winnings_payout(pg_temp.fx('match'), pg_temp.fx('other'), 500, 'VENMO', null, null) $$, 'Oscar $5 of his $8');

-- Who may reopen ----------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select pg_temp.reopen('wrong card', 1700) $$, '42501', 'Admin access required', 'anon does not reopen');
select pg_temp.act_as('pending');
select throws_ok($$ select pg_temp.reopen('wrong card', 1700) $$, '42501', 'Admin access required', 'nor a pending player');
select pg_temp.act_as('other');
select throws_ok($$ select pg_temp.reopen('wrong card', 1700) $$, '42501', 'Admin access required', 'nor another player');
select pg_temp.act_as('active');
select throws_ok($$ select pg_temp.reopen('wrong card', 1700) $$, '42501', 'Admin access required', 'nor the winner');
select throws_ok($$ select public.get_match_corrections(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'nor read its corrections');
select throws_ok($$ select public.get_winnings_corrections(null) $$, '42501', 'Admin access required', 'nor the owed-back sheet');

-- Bad input: refused, nothing half-written -------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select pg_temp.reopen('  ', 1700) $$, '23514', 'Please give a reason for reopening these results', 'a reopen without a reason is refused');
select throws_ok($$ select public.reopen_match(pg_temp.fx('match'), 'wrong card') $$, '23514',
  'Winnings of $17.00 have been handed over to 2 players: confirm the amounts handed over to reopen this match.',
  'a reopen without confirming what was handed over is refused');
select throws_ok($$ select pg_temp.reopen('wrong card', 1200) $$, '23514',
  'The amounts handed over have changed since you confirmed them ($17.00 now, $12.00 confirmed). Check them again.',
  'a stale confirmation is refused');
select pg_temp.act_as('postgres');
select is((select is_final from public.matches where id = pg_temp.fx('match')), true, 'the match stays final');
select is((select count(*)::int from public.results where match_id = pg_temp.fx('match') and payout_cents > 0), 2, 'with its results');
select is((select count(*)::int from private.match_corrections), 0, 'and no correction was begun');

-- The reopen ----------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select is((pg_temp.reopen('Oscar''s 7th was a 4, not a 5', 1700) ->> 'handed_over_cents')::int, 1700,
  'with the handed-over $17.00 confirmed, the admin reopens');
select pg_temp.act_as('postgres');
select is((select is_final from public.matches where id = pg_temp.fx('match')), false, 'the match is open again');
select is((select count(*)::int from public.winnings_payouts where match_id = pg_temp.fx('match') and voided_at is null), 2, 'the payouts stay');
select is((select details ->> 'reason' from public.audit_log where action = 'MATCH_REOPENED'), 'Oscar''s 7th was a 4, not a 5', 'the reopen is audited with its reason');
select is((select details ->> 'handed_over' from public.audit_log where action = 'MATCH_REOPENED'), 'Alice Active $12.00, Oscar Other $5.00',
  'and what had been handed over');
select is((select count(*)::int from private.integrity_problems()), 0, 'a reopened match''s payouts are no broken rule');
select pg_temp.act_as('admin');
select is((select count(*)::int from json_array_elements(public.get_winnings_corrections(null)) x where x ->> 'status' = 'REOPENED'), 2,
  'the owed-back sheet shows both players waiting for the re-finalize');

-- The card is corrected, the match finalized again: Oscar wins, Alice comes second.
select pg_temp.act_as('postgres');
update public.scorecards set hole_7 = 4 where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other');
delete from public.email_outbox;
select pg_temp.as_engine();
select lives_ok($$ select pg_temp.finalize(800, 1200) $$, 'the corrected match is finalized again');
select pg_temp.act_as('postgres');
select is(pg_temp.win('active', 'owed_back_cents'), 400, 'Alice was handed $12, now won $8: $4 owed back');
select is(pg_temp.win('active', 'still_owed_cents'), 0, 'and nothing still owed');
select is(pg_temp.win('other', 'still_owed_cents'), 700, 'Oscar was handed $5, now won $12: $7 still owed');
select is(pg_temp.win('other', 'owed_back_cents'), 0, 'and nothing owed back');
select is((select count(*)::int from private.integrity_problems()), 0, 'money owed back after a correction is no broken rule');
select is((select details ->> 'holes_changed' from public.audit_log where action = 'MATCH_CORRECTED'), 'Oscar Other hole 7: 5 → 4',
  'the audit shows the changed hole, old → new');
select is((select details ->> 'winnings_changed' from public.audit_log where action = 'MATCH_CORRECTED'),
  'Alice Active: $12.00 → $8.00, Oscar Other: $8.00 → $12.00', 'and the winnings before → after');
select is((select count(*)::int from public.email_outbox where template = 'results_corrected'), 2, 'both players get "results corrected"');
select is((select count(*)::int from public.email_outbox where template = 'results_in'), 0, 'not a second "results are in"');
select is((select (payload ->> 'owedBackCents')::int from public.email_outbox where template = 'results_corrected' and to_email = 'alice.active@test.example'), 400,
  'Alice''s e-mail says what she owes back');
select is((select payload -> 'yourHoles' from public.email_outbox where template = 'results_corrected' and to_email = 'oscar.other@test.example'),
  '[{"new": 4, "old": 5, "hole": 7}]'::jsonb, 'Oscar''s names his corrected hole');
select is((select (payload -> 'before' ->> 'payout_cents')::int || '→' || (payload -> 'after' ->> 'payout_cents')::int
           from public.email_outbox where template = 'results_corrected' and to_email = 'oscar.other@test.example'), '800→1200',
  'and his winnings before → after');
select pg_temp.act_as('admin');
select is((select x::jsonb - 'match_id' - 'player_id' - 'match_name' - 'date' from json_array_elements(public.get_winnings_corrections(null)) x
           where x ->> 'player_name' = 'Alice Active'),
  '{"status": "FINAL", "won_cents": 800, "player_name": "Alice Active", "owed_back_cents": 400, "still_owed_cents": 0, "handed_over_cents": 1200}'::jsonb,
  'the ledger''s owed-back sheet: Alice owes $4 back');
select pg_temp.act_as('anon');
select throws_ok($$ select public.send_results_corrected(pg_temp.fx('match')) $$, '42501', 'Admin access required', 'anon does not send the correction e-mail');

-- A correction that changes nothing: no e-mail, and sending one is refused.
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.reopen('check the cards again', 1700) $$, 'reopened again (the same $17.00 handed over)');
select pg_temp.act_as('postgres');
delete from public.email_outbox;
select pg_temp.as_engine();
select lives_ok($$ select pg_temp.finalize(800, 1200) $$, 'and finalized with the same results');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox), 0, 'nothing changed: no e-mail');
select pg_temp.act_as('admin');
select throws_ok($$ select public.send_results_corrected(pg_temp.fx('match')) $$, '23514',
  'Nothing changed in this correction (same holes, places, points and winnings): no "results corrected" e-mail is sent',
  'a "results corrected" send for a correction that changed nothing is refused');
select is((select count(*)::int from json_array_elements(public.get_match_corrections(pg_temp.fx('match')))), 2, 'both corrections are kept');

select * from finish();
rollback;

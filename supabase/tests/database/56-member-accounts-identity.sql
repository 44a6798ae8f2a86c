-- One account per member (DESIGN rule 19): after every money path — payment, overpayment, void, refund,
-- credit applied, cancelled match, withdrawal, removal, finalize and payouts — every Ledger → Players row adds up
-- (outstanding − credit = due − (paid − refunded) − credit moved), the home (get_my_home), the ledger (get_ledger)
-- and the account (get_player_account) say the same due, paid, refunded, credit and outstanding for each player,
-- and private.integrity_problems() is empty. The home keeps a debt after the match day, shows credit, and lists
-- winnings still to be handed over with recorded payouts deducted ("paid <day>" once done).
-- Fixture (00-helpers.sql): 'match' (2026-12-20) with STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY);
-- Alice ('active') and Oscar ('other') entered in both (due 1500 each).
begin;
select plan(55);

select tests.setup_fixtures();

-- past: played three days ago, not finalized (PER_PLAYER 1500; Alice and Oscar);
-- later: in two weeks (PER_PLAYER 2000; Alice, Oscar) — cancelled below;
-- final: played five days ago (PER_ENTRY 1000; Alice and Oscar), finalized with results.
insert into pg_temp.fx (key, id) values ('past', gen_random_uuid()), ('later', gen_random_uuid()), ('final', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
values (pg_temp.fx('past'), 'Past Match', private.club_today() - 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
       (pg_temp.fx('later'), 'Later Match', private.club_today() + 14, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
       (pg_temp.fx('final'), 'Final Match', private.club_today() - 5, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('past'), 'STB_V2', true, 1500, 'PER_PLAYER'),
  (pg_temp.fx('later'), 'STB_V2', true, 2000, 'PER_PLAYER'),
  (pg_temp.fx('final'), 'STB_V2', true, 1000, 'PER_ENTRY');
select private.enter_player(pg_temp.fx(m), pg_temp.fx(p), null)
from unnest(array['past', 'later', 'final']) m cross join unnest(array['active', 'other']) p;

-- The three reads of one player's account, as that player and as an admin.
create function pg_temp.home(p_who text) returns jsonb language plpgsql volatile as $$
declare v jsonb;
begin
  perform pg_temp.act_as(p_who);
  v := public.get_my_home()::jsonb;
  perform pg_temp.act_as('postgres');
  return v;
end $$;
create function pg_temp.ledger_row(p_who text) returns jsonb language plpgsql volatile as $$
declare v jsonb;
begin
  perform pg_temp.act_as('admin');
  select x into v from jsonb_array_elements(public.get_ledger(null)::jsonb -> 'players') x
  where (x ->> 'player_id')::uuid = pg_temp.fx(p_who);
  perform pg_temp.act_as('postgres');
  return coalesce(v, '{}'::jsonb);
end $$;
create function pg_temp.account(p_who text) returns jsonb language plpgsql volatile as $$
declare v jsonb;
begin
  perform pg_temp.act_as('admin');
  v := public.get_player_account(pg_temp.fx(p_who))::jsonb;
  perform pg_temp.act_as('postgres');
  return v;
end $$;

-- '' when all is well; otherwise what disagrees.
create function pg_temp.books() returns text language plpgsql volatile as $$
declare
  v_problems text[] := '{}';
  v_row jsonb;
  v_who text;
  v_home jsonb;
  v_ledger jsonb;
  v_account jsonb;
begin
  -- Every ledger row adds up (all seasons and this season).
  perform pg_temp.act_as('admin');
  for v_row in
    select x from jsonb_array_elements(public.get_ledger(null)::jsonb -> 'players') x
    union all
    select x from jsonb_array_elements(public.get_ledger(extract(year from private.club_today())::int)::jsonb -> 'players') x
  loop
    if (v_row ->> 'outstanding_cents')::bigint - (v_row ->> 'credit_cents')::bigint
       <> (v_row ->> 'charged_cents')::bigint - ((v_row ->> 'paid_cents')::bigint - (v_row ->> 'refunded_cents')::bigint)
          - (v_row ->> 'credit_moved_cents')::bigint
       or (v_row ->> 'balance_cents')::bigint <> (v_row ->> 'outstanding_cents')::bigint - (v_row ->> 'credit_cents')::bigint then
      v_problems := v_problems || ('ledger row of ' || (v_row ->> 'name') || ' does not add up: ' || v_row::text);
    end if;
  end loop;
  perform pg_temp.act_as('postgres');
  -- Home = ledger (all seasons) = account, per player.
  foreach v_who in array array['active', 'other'] loop
    v_home := pg_temp.home(v_who) -> 'account';
    v_ledger := pg_temp.ledger_row(v_who);
    v_account := pg_temp.account(v_who);
    if row(v_home ->> 'due_cents', v_home ->> 'paid_cents', v_home ->> 'refunded_cents', v_home ->> 'credit_cents',
           v_home ->> 'outstanding_cents', v_home ->> 'credit_moved_cents')
       is distinct from
       row(v_ledger ->> 'charged_cents', v_ledger ->> 'paid_cents', v_ledger ->> 'refunded_cents', v_ledger ->> 'credit_cents',
           v_ledger ->> 'outstanding_cents', v_ledger ->> 'credit_moved_cents')
       or row(v_home ->> 'due_cents', v_home ->> 'paid_cents', v_home ->> 'refunded_cents', v_home ->> 'credit_cents',
              v_home ->> 'outstanding_cents')
          is distinct from
          row(v_account ->> 'due_cents', v_account ->> 'paid_cents', v_account ->> 'refunded_cents', v_account ->> 'credit_cents',
              v_account ->> 'outstanding_cents') then
      v_problems := v_problems || (v_who || ': home ' || v_home::text || ' ≠ ledger ' || v_ledger::text || ' / account '
                                   || (v_account - 'credits' - 'dues' - 'winnings')::text);
    end if;
    -- The home's per-match lists add up to its totals.
    if coalesce((select sum((x ->> 'owed_cents')::bigint) from jsonb_array_elements(pg_temp.home(v_who) -> 'owed') x), 0)
         <> (v_home ->> 'outstanding_cents')::bigint
       or coalesce((select sum((x ->> 'credit_cents')::bigint) from jsonb_array_elements(pg_temp.home(v_who) -> 'credits') x), 0)
         <> (v_home ->> 'credit_cents')::bigint then
      v_problems := v_problems || (v_who || ': the home''s owed/credit lists do not add up to its account');
    end if;
  end loop;
  v_problems := v_problems || coalesce((select array_agg(i.problem || ' (' || i.rows || ')') from private.integrity_problems() i), '{}');
  return array_to_string(v_problems, ' | ');
end $$;

select pg_temp.act_as('postgres');
select is(pg_temp.books(), '', 'fixture: the books agree');
select is((pg_temp.home('active') -> 'account' ->> 'outstanding_cents')::int, 1500 + 1500 + 2000 + 1000, 'Alice owes on every entry');

-- A debt after the match day -----------------------------------------------------------------------------------------
select is((select x ->> 'owed_cents' from jsonb_array_elements(pg_temp.home('active') -> 'owed') x where x ->> 'name' = 'Past Match'),
  '1500', 'the home still shows what is owed on a match played three days ago');
select is((select count(*)::int from jsonb_array_elements(pg_temp.home('active') -> 'owed') x), 4, 'every unsettled match is listed, past or future');
select is((pg_temp.ledger_row('active') ->> 'outstanding_cents')::int, (pg_temp.home('active') -> 'account' ->> 'outstanding_cents')::int,
  'the ledger says the same debt');

-- Payment ---------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 1500, 'CASH', 'past') $$, pg_temp.fx('past'), pg_temp.fx('active')), 'Alice pays the past match');
select is(pg_temp.books(), '', 'after a payment: the books agree');
select is((select count(*)::int from jsonb_array_elements(pg_temp.home('active') -> 'owed') x where x ->> 'name' = 'Past Match'), 0,
  'a paid match leaves the home''s owed list');

-- Overpayment -------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 5000, 'VENMO', 'big') $$, pg_temp.fx('match'), pg_temp.fx('active')), 'Alice pays 5000 on 1500');
select is(pg_temp.books(), '', 'after an overpayment: the books agree');
select is((pg_temp.home('active') -> 'account' ->> 'credit_cents')::int, 3500, 'the home shows her 3500 of credit');
select is((pg_temp.home('active') -> 'credits' -> 0 ->> 'reason'), 'OVERPAID', 'and why');

-- Void ----------------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 1500, 'CASH', 'dup') $$, pg_temp.fx('past'), pg_temp.fx('other')), 'Oscar pays the past match');
select lives_ok(format($$ select public.void_payment((select p.id from public.match_payments p where p.note = 'dup'), 'Bounced') $$), 'and it is voided');
select is(pg_temp.books(), '', 'after a void: the books agree');
select is((pg_temp.home('other') -> 'account' ->> 'paid_cents')::int, 0, 'a voided payment is not counted as paid');

-- Credit applied ------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.apply_credit(%L, %L, %L, 2000) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('later')),
  'Alice''s credit pays the later match');
select is(pg_temp.books(), '', 'after credit applied: the books agree');
select is((pg_temp.ledger_row('active') ->> 'credit_moved_cents')::int, 0, 'credit moved nets to zero over all seasons');

-- Refund: the walk's "Due $115 · Paid $110 · Outstanding $20" ---------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_refund(%L, %L, 1500, 'CASH', null, 'Handed back') $$, pg_temp.fx('match'), pg_temp.fx('active')),
  'refund 1500 of Alice''s credit');
select is(pg_temp.books(), '', 'after a refund: the books agree');
select is((pg_temp.ledger_row('active') ->> 'refunded_cents')::int, 1500, 'the ledger has a Refunded column');
select is((pg_temp.ledger_row('active') ->> 'outstanding_cents')::int, 1000,
  'outstanding = due 6000 − (paid 6500 − refunded 1500) + credit 0 − moved 0 − … = 1000 (the final match)');

-- Cancelled match: its payments become credit ---------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 2000, 'ZELLE', null) $$, pg_temp.fx('later'), pg_temp.fx('other')), 'Oscar pays the later match');
select lives_ok(format($$ select public.cancel_match(%L, 'Course closed') $$, pg_temp.fx('later')), 'the later match is called off');
select is(pg_temp.books(), '', 'after a cancellation: the books agree');
select is((select x ->> 'reason' from jsonb_array_elements(pg_temp.home('other') -> 'credits') x where x ->> 'name' = 'Later Match'),
  'CANCELLED', 'Oscar''s home shows credit from the cancelled match');
select is((pg_temp.home('other') -> 'account' ->> 'credit_cents')::int, 2000, 'of 2000');
select is((select count(*)::int from jsonb_array_elements(pg_temp.home('other') -> 'owed') x where x ->> 'name' = 'Later Match'), 0,
  'a cancelled match owes nothing');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.refund_cancelled_match(%L, array[%L]::uuid[], 'CASH', null, null) $$, pg_temp.fx('later'), pg_temp.fx('other')),
  'refund the cancelled match');
select is(pg_temp.books(), '', 'after a cancelled match''s refund: the books agree');

-- Withdrawal: what was paid becomes credit ---------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 1500, 'CASH', null) $$, pg_temp.fx('match'), pg_temp.fx('other')), 'Oscar pays the test match');
select pg_temp.act_as('other');
select lives_ok(format($$ select public.withdraw_from_match(%L) $$, pg_temp.fx('match')), 'Oscar withdraws');
select is(pg_temp.books(), '', 'after a withdrawal: the books agree');
select is((select x ->> 'reason' from jsonb_array_elements(pg_temp.home('other') -> 'credits') x where x ->> 'name' = 'Test Match'),
  'REMOVED', 'the withdrawal''s payment is credit on his home');

-- Removal by an admin ----------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.remove_match_entry((select e.id from public.match_entries e where e.match_id = %L and e.player_id = %L)) $$,
  pg_temp.fx('past'), pg_temp.fx('other')), 'Oscar is removed from the past match');
select is(pg_temp.books(), '', 'after a removal: the books agree');

-- Finalize, payouts -----------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 1000, 'CASH', null) $$, pg_temp.fx('final'), pg_temp.fx('active')), 'Alice pays the final match');
select pg_temp.act_as('postgres');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('final'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
  (pg_temp.fx('final'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('final');
select is(pg_temp.books(), '', 'after finalizing: the books agree');
select is((select x ->> 'owed_cents' from jsonb_array_elements(pg_temp.home('other') -> 'owed') x where x ->> 'name' = 'Final Match'),
  '1000', 'a final match still unpaid stays on the home');
select is((pg_temp.home('active') -> 'winnings' -> 0)::jsonb - 'match_id' - 'date',
  '{"name": "Final Match", "won_cents": 1200, "handed_over_cents": 0, "to_collect_cents": 1200, "paid_on": null}'::jsonb,
  'winnings to collect before any payout');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_winnings_payout(%L, %L, 500, 'CASH', %L, null) $$, pg_temp.fx('final'), pg_temp.fx('active'),
  private.club_today() - 2), 'a partial payout');
select is(pg_temp.books(), '', 'after a partial payout: the books agree');
select is((pg_temp.home('active') -> 'winnings' -> 0 ->> 'to_collect_cents')::int, 700, 'the home deducts the recorded payout');
select is((pg_temp.home('active') ->> 'winnings_to_collect_cents')::int, 700, 'and says 700 is still to collect');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_winnings_payout(%L, %L, 700, 'VENMO', %L, null) $$, pg_temp.fx('final'), pg_temp.fx('active'),
  private.club_today() - 1), 'the rest is handed over');
select is(pg_temp.books(), '', 'after the payout: the books agree');
select is((pg_temp.home('active') -> 'winnings' -> 0 ->> 'paid_on'), (private.club_today() - 1)::text, 'the home says when it was paid');
select is((pg_temp.home('active') -> 'winnings' -> 0 ->> 'to_collect_cents')::int, 0, 'nothing left to collect');
select is((pg_temp.ledger_row('active') ->> 'paid_out_cents')::int, 1200, 'the ledger''s handed over = the payouts');

-- Old seasons' settled winnings are not listed forever -------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set date = make_date(extract(year from private.club_today())::int - 1, 6, 1) where id = pg_temp.fx('final');
select is(jsonb_array_length(pg_temp.home('active') -> 'winnings'), 0, 'a settled win of last season leaves the home');
select is((select count(*)::int from jsonb_array_elements(pg_temp.home('other') -> 'winnings') x), 1, 'an unsettled one of last season stays');

-- "Recorded by" and notes in the ledger's lists -------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select is((select x ->> 'recorded_by' is not null from jsonb_array_elements(public.get_ledger(null)::jsonb -> 'payments') x where x ->> 'note' = 'big'),
  true, 'a payment says who recorded it');
select is((select x ->> 'note' from jsonb_array_elements(public.get_ledger(null)::jsonb -> 'refunds') x where (x ->> 'player_id')::uuid = pg_temp.fx('active')),
  'Handed back', 'a refund carries its note');
select is((select count(*)::int from jsonb_array_elements(public.get_ledger(null)::jsonb -> 'payouts') x
           where (x ->> 'player_id')::uuid = pg_temp.fx('active') and x ->> 'recorded_by' is not null), 2,
  'payouts carry recorded_by');

select * from finish();
rollback;

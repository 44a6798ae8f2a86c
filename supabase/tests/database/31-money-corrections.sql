-- Treasurer corrections and the player's account (issue #14 items 4, 5, 7; DESIGN Turn 2 rule 19):
-- void a payment, refund, credit from an overpayment / a removed entry / a cancelled match, apply credit,
-- winnings paid out (per match and as a season settle-up). Every new RPC per actor; after every money path
-- paid_in_full, the per-match finance rows (private.finance_snapshot's sums) and the live figures agree and
-- private.integrity_problems() is empty; the ledger's and dashboard's totals equal the tables' sums.
-- Fixture (00-helpers.sql): 'match' with STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice ('active') and
-- Oscar ('other') entered in both (due 1500 each).
begin;
select plan(130);

select tests.setup_fixtures();

-- More matches: m2 (PER_PLAYER 2000, Alice), m3 (PER_PLAYER 2000, Alice and Oscar; cancelled later),
-- m4 (PER_ENTRY Stableford 1000, Alice and Oscar, finalized with results).
insert into pg_temp.fx (key, id) values ('m2', gen_random_uuid()), ('m3', gen_random_uuid()), ('m4', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('m2'), 'Second Match', '2026-12-27', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
       (pg_temp.fx('m3'), 'Rained Out', '2026-12-28', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
       (pg_temp.fx('m4'), 'Played Match', private.club_today() - 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('m2'), 'STB_V2', true, 2000, 'PER_PLAYER'),
  (pg_temp.fx('m3'), 'STB_V2', true, 2000, 'PER_PLAYER'),
  (pg_temp.fx('m4'), 'STB_V2', true, 1000, 'PER_ENTRY');
select private.enter_player(pg_temp.fx('m2'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('m3'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('m3'), pg_temp.fx('other'), null);
select private.enter_player(pg_temp.fx('m4'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('m4'), pg_temp.fx('other'), null);

-- Checks run as postgres: the per-match rows summed = the live figures, and nothing broken.
create function pg_temp.consistent() returns text language sql stable as $$
  select concat_ws(' | ',
    (select 'snapshot ' || row(s.collected_cents, s.paid_out_cents, s.outstanding_cents, s.remainder_cents)::text
            || ' ≠ live ' || row(f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents)::text
     from private.finance_snapshot s cross join private.finance_figures() f
     where row(s.collected_cents, s.paid_out_cents, s.outstanding_cents, s.remainder_cents)
           is distinct from row(f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents)),
    (select string_agg(i.problem || ' (' || i.rows || ')', ', ') from private.integrity_problems() i))
$$;
create function pg_temp.paid(p_match text, p_player text) returns boolean language sql stable as $$
  select e.paid_in_full from public.match_entries e where e.match_id = pg_temp.fx(p_match) and e.player_id = pg_temp.fx(p_player)
$$;
create function pg_temp.status(p_match text, p_player text) returns text language plpgsql volatile as $$
declare v text;
begin
  perform pg_temp.act_as('admin');
  select x ->> 'status' into v from json_array_elements(public.get_match_balances(pg_temp.fx(p_match))) x
  where (x ->> 'player_id')::uuid = pg_temp.fx(p_player);
  perform pg_temp.act_as('postgres');
  return v;
end $$;
create function pg_temp.account(p_player text) returns jsonb language plpgsql volatile as $$
declare v jsonb;
begin
  perform pg_temp.act_as('admin');
  v := public.get_player_account(pg_temp.fx(p_player))::jsonb;
  perform pg_temp.act_as('postgres');
  return v;
end $$;
-- Alice's payments on the first match, told apart by their notes (one transaction: one created_at).
create function pg_temp.payment_id(p_note text) returns uuid language sql stable as $$
  select p.id from public.match_payments p where p.match_id = pg_temp.fx('match') and p.player_id = pg_temp.fx('active') and p.note = p_note
$$;

select pg_temp.act_as('postgres');
select is(pg_temp.consistent(), '', 'fixture: consistent');

-- Actors: every new write RPC is admin-only ----------------------------------------------------------------------
create function pg_temp.refused_for_non_admins(p_sql text, p_name text) returns setof text language plpgsql as $$
declare who text;
begin
  foreach who in array array['anon', 'pending', 'other', 'active'] loop
    perform pg_temp.act_as(who);
    return next throws_ok(p_sql, '42501', 'Admin access required', p_name || ': refused for ' || who);
  end loop;
  perform pg_temp.act_as('postgres');
end $$;
select pg_temp.refused_for_non_admins(format($$ select public.void_payment(%L, 'dup') $$, gen_random_uuid()), 'void_payment');
select pg_temp.refused_for_non_admins(format($$ select public.record_refund(%L, %L, 100, 'CASH', null, null) $$,
  pg_temp.fx('match'), pg_temp.fx('active')), 'record_refund');
select pg_temp.refused_for_non_admins(format($$ select public.refund_cancelled_match(%L, array[%L]::uuid[], 'CASH', null, null) $$,
  pg_temp.fx('m3'), pg_temp.fx('active')), 'refund_cancelled_match');
select pg_temp.refused_for_non_admins(format($$ select public.apply_credit(%L, %L, %L, 100) $$,
  pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2')), 'apply_credit');
select pg_temp.refused_for_non_admins(format($$ select public.record_winnings_payout(%L, %L, 100, 'CASH', null, null) $$,
  pg_temp.fx('m4'), pg_temp.fx('active')), 'record_winnings_payout');
select pg_temp.refused_for_non_admins(format($$ select public.record_season_payout(%L, 2026, 100, 'CASH', null, null) $$,
  pg_temp.fx('active')), 'record_season_payout');
select pg_temp.refused_for_non_admins(format($$ select public.get_match_money(%L) $$, pg_temp.fx('match')), 'get_match_money');

-- get_player_account: the player and admins only.
select pg_temp.act_as('anon');
select throws_ok(format($$ select public.get_player_account(%L) $$, pg_temp.fx('active')), 'PT403',
  'Only the player or an admin can see this account', 'get_player_account: refused for anon');
select pg_temp.act_as('pending');
select throws_ok(format($$ select public.get_player_account(%L) $$, pg_temp.fx('active')), 'PT403',
  'Only the player or an admin can see this account', 'get_player_account: refused for a pending player');
select pg_temp.act_as('other');
select throws_ok(format($$ select public.get_player_account(%L) $$, pg_temp.fx('active')), 'PT403',
  'Only the player or an admin can see this account', 'get_player_account: refused for another player');
select pg_temp.act_as('active');
select is((public.get_player_account(pg_temp.fx('active')) ->> 'credit_cents')::int, 0, 'get_player_account: the player sees their own');
select pg_temp.act_as('pending');
select is((public.get_player_account(pg_temp.fx('pending')) ->> 'account_cents')::int, 0, 'get_player_account: a pending player sees their own (empty)');
select pg_temp.act_as('admin');
select is((public.get_player_account(pg_temp.fx('active')) ->> 'outstanding_cents')::int, 1500 + 2000 + 2000 + 1000,
  'get_player_account: an admin sees anyone''s (Alice owes 1500 + 2000 + 2000 + 1000)');
select throws_ok(format($$ select public.get_player_account(%L) $$, gen_random_uuid()), 'PT404', 'Player not found', 'unknown player');

-- Void a payment: a duplicate, then the entry back to Pending ----------------------------------------------------
select pg_temp.act_as('admin');
select is((public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', 'first') ->> 'credit_cents')::int, 0,
  'Alice pays her 1500');
select is((public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', 'twice') ->> 'credit_cents')::int, 1500,
  'the same payment recorded twice: 1500 of credit');
select pg_temp.act_as('postgres');
select is(pg_temp.consistent(), '', 'after the duplicate: consistent');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.void_payment(%L, '  ') $$, pg_temp.payment_id('twice')), '23514',
  'Please give a reason for voiding this payment', 'a void needs a reason');
select throws_ok(format($$ select public.void_payment(%L, 'dup') $$, gen_random_uuid()), 'PT404', 'Payment not found', 'unknown payment');
select is((public.void_payment(pg_temp.payment_id('twice'), 'Recorded twice') ->> 'paid_in_full')::boolean, true,
  'the duplicate is voided; still paid by the first');
select throws_ok(format($$ select public.void_payment(%L, 'again') $$, pg_temp.payment_id('twice')), '23514',
  'This payment has already been voided', 'a void of a voided payment is refused');
select pg_temp.act_as('postgres');
select is((select row(p.void_reason, p.voided_at is not null)::text from public.match_payments p where p.id = pg_temp.payment_id('twice')),
  row('Recorded twice', true)::text, 'the voided row stays, with its reason');
select is((select count(*)::int from public.audit_log a where a.action = 'PAYMENT_VOIDED' and a.details ->> 'reason' = 'Recorded twice'), 1,
  'the void is audited with its reason');
select is((pg_temp.account('active') ->> 'credit_cents')::int, 0, 'no credit left');
select is(pg_temp.consistent(), '', 'after the void: consistent');
select pg_temp.act_as('admin');
select is((public.void_payment(pg_temp.payment_id('first'), 'Cheque bounced') ->> 'paid_in_full')::boolean, false,
  'voiding the real payment');
select pg_temp.act_as('postgres');
select is(pg_temp.paid('match', 'active'), false, 'the entry is back to unpaid');
select is(pg_temp.status('match', 'active'), 'PENDING', 'and shows Pending');
select is(pg_temp.consistent(), '', 'after the second void: consistent');
select pg_temp.act_as('admin');
select is((select count(*)::int from json_array_elements(public.get_match_money(pg_temp.fx('match')) -> 'payments') x
           where x ->> 'voided_at' is not null), 2, 'get_match_money lists the voided payments');

-- Overpayment: kept as credit --------------------------------------------------------------------------------------
select is((public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 5000, 'VENMO', 'big')::jsonb - 'payment_id'),
  '{"paid_cents": 5000, "due_cents": 1500, "paid_in_full": true, "credit_cents": 3500}'::jsonb,
  'a 5000 payment on 1500 owed: paid, 3500 of credit');
select pg_temp.act_as('postgres');
select is(pg_temp.status('match', 'active'), 'PAID', 'shows Paid');
select is(pg_temp.account('active') -> 'credits', jsonb_build_array(jsonb_build_object(
  'match_id', pg_temp.fx('match'), 'match_name', 'Test Match', 'date', '2026-12-20', 'credit_cents', 3500, 'reason', 'OVERPAID')),
  'the account shows the credit and why');
select is(pg_temp.consistent(), '', 'after an overpayment: consistent');
select pg_temp.act_as('active');
select is((public.get_player_account(pg_temp.fx('active')) ->> 'account_cents')::int, 5000 - 1500 - 2000 - 2000 - 1000,
  'account = payments − refunds − dues of active entries');

-- Apply credit to another match's due -----------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 0) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2')),
  '23514', 'Amount must be greater than 0', 'apply: a positive amount');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 100) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('match')),
  '23514', 'Choose another match to apply the credit to', 'apply: not to the same match');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 4000) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2')),
  '23514', 'That is more than the player''s credit on that match ($35.00)', 'apply: not more than the credit');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 2500) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2')),
  '23514', 'That is more than the player owes for this match ($20.00)', 'apply: not more than is owed there');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 100) $$, pg_temp.fx('other'), pg_temp.fx('match'), pg_temp.fx('m3')),
  '23514', 'This player has no credit on that match', 'apply: no credit');
select is((public.apply_credit(pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2'), 2000)::jsonb - 'transfer_id'),
  '{"paid_in_full": true, "outstanding_cents": 0}'::jsonb, 'apply 2000 of credit to the second match');
select pg_temp.act_as('postgres');
select is(pg_temp.paid('m2', 'active'), true, 'the second match is paid');
select is(pg_temp.paid('match', 'active'), true, 'the first stays paid');
select is((pg_temp.account('active') ->> 'credit_cents')::int, 1500, '1500 of credit left');
select is(pg_temp.consistent(), '', 'after applying credit: consistent');

-- Refund ----------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.record_refund(%L, %L, 2000, 'CASH', null, null) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'A refund can''t be more than the player''s credit on this match ($15.00)', 'refund: not more than the credit');
select throws_ok(format($$ select public.record_refund(%L, %L, 1000, 'CASH', null, null) $$, pg_temp.fx('m4'), pg_temp.fx('active')),
  '23514', 'This player has no credit on this match to refund', 'refund: nothing to refund');
select throws_ok(format($$ select public.record_refund(%L, %L, 1000, 'BITCOIN', null, null) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'Payment method must be CASH, VENMO, ZELLE, CARD or OTHER', 'refund: a known method');
select throws_ok(format($$ select public.record_refund(%L, %L, 1000, 'CASH', private.club_today() + 1, null) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  '23514', 'The date can''t be in the future', 'refund: not dated in the future');
select is((public.record_refund(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'cash', private.club_today() - 1, 'Handed back') ->> 'credit_cents')::int, 0,
  'refund the 1500 of credit');
select pg_temp.act_as('postgres');
select is((select row(v.kind, v.amount_cents, v.method, v.moved_on, v.note)::text from public.match_money_moves v where v.kind = 'REFUND' and v.match_id = pg_temp.fx('match')),
  row('REFUND', 1500, 'CASH', private.club_today() - 1, 'Handed back')::text, 'the refund is recorded with method, date and note');
select is(pg_temp.paid('match', 'active'), true, 'the entry stays paid');
select is((pg_temp.account('active') ->> 'account_cents')::int, 5000 - 1500 - 1500 - 2000 - 2000 - 1000, 'account after the refund');
select is(pg_temp.consistent(), '', 'after a refund: consistent');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.void_payment(%L, 'typo') $$, pg_temp.payment_id('big')), '23514',
  'This payment has been refunded or applied elsewhere as credit; it can''t be voided', 'a payment already refunded or moved cannot be voided');

-- A removed entry: its payments become credit ----------------------------------------------------------------------
select lives_ok(format($$ select public.record_payment(%L, %L, 1500, 'ZELLE', null) $$, pg_temp.fx('match'), pg_temp.fx('other')), 'Oscar pays');
select lives_ok(format($$ select public.remove_match_entry((select e.id from public.match_entries e where e.match_id = %L and e.player_id = %L)) $$,
  pg_temp.fx('match'), pg_temp.fx('other')), 'Oscar''s entry is removed');
select pg_temp.act_as('other');
select is((public.get_player_account(pg_temp.fx('other')) -> 'credits' -> 0 ->> 'reason'), 'REMOVED', 'Oscar sees his credit, from a removed entry');
select is((public.get_player_account(pg_temp.fx('other')) -> 'credits' -> 0 ->> 'credit_cents')::int, 1500, 'of 1500');
select pg_temp.act_as('postgres');
select is(pg_temp.consistent(), '', 'after an entry removal: consistent');
select pg_temp.act_as('admin');
select is((public.apply_credit(pg_temp.fx('other'), pg_temp.fx('match'), pg_temp.fx('m3'), 1500) ->> 'outstanding_cents')::int, 500,
  'part of his due on the rained-out match paid from that credit');
select lives_ok(format($$ select public.record_payment(%L, %L, 500, 'CASH', null) $$, pg_temp.fx('m3'), pg_temp.fx('other')), 'Oscar pays the rest');
select lives_ok(format($$ select public.record_payment(%L, %L, 2000, 'CASH', null) $$, pg_temp.fx('m3'), pg_temp.fx('active')), 'Alice pays');
select pg_temp.act_as('postgres');
select is(pg_temp.consistent(), '', 'after credit applied and payments: consistent');

-- A cancelled match: nothing due, money paid becomes credit; refund some, keep the rest -------------------------
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.refund_cancelled_match(%L, array[%L]::uuid[], 'CASH', null, null) $$, pg_temp.fx('m3'), pg_temp.fx('other')),
  '23514', 'Only a cancelled match''s money can be refunded all at once', 'refund_cancelled_match: only when cancelled');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('m3');
select is(pg_temp.status('m3', 'active'), 'NOTHING_DUE', 'a cancelled match''s entry owes nothing');
select is(pg_temp.paid('m3', 'active'), true, 'paid_in_full agrees (nothing due)');
select is((pg_temp.account('active') -> 'credits' -> 0 ->> 'reason'), 'CANCELLED', 'Alice''s 2000 is credit from a cancelled match');
select is((pg_temp.account('other') ->> 'credit_cents')::int, 2000, 'Oscar''s 1500 moved in + 500 paid is credit');
select is(pg_temp.consistent(), '', 'after cancelling: consistent');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.record_payment(%L, %L, 100, 'CASH', null) $$, pg_temp.fx('m3'), pg_temp.fx('active')),
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a cancelled match takes no payments');
select throws_ok(format($$ select public.apply_credit(%L, %L, %L, 100) $$, pg_temp.fx('active'), pg_temp.fx('m3'), pg_temp.fx('m3')),
  '23514', 'Choose another match to apply the credit to', 'nor credit moved in');
select is(public.refund_cancelled_match(pg_temp.fx('m3'), array[pg_temp.fx('other')], 'VENMO', null, null)::jsonb,
  '{"refunded_count": 1, "refunded_cents": 2000}'::jsonb, 'Oscar is refunded; Alice keeps hers as credit');
select throws_ok(format($$ select public.refund_cancelled_match(%L, array[%L]::uuid[], 'CASH', null, null) $$, pg_temp.fx('m3'), pg_temp.fx('other')),
  '23514', 'Nothing to refund: none of these players has money on this match', 'nothing left to refund');
select pg_temp.act_as('postgres');
select is((pg_temp.account('other') ->> 'credit_cents')::int, 0, 'Oscar has no credit left');
select is((pg_temp.account('active') ->> 'credit_cents')::int, 2000, 'Alice keeps 2000 of credit');
select is((select v.note from public.match_money_moves v where v.kind = 'REFUND' and v.player_id = pg_temp.fx('other')), 'Match cancelled',
  'the refund says why');
select is(pg_temp.consistent(), '', 'after the cancelled match''s refund: consistent');

-- Nothing due: an entrant who plays no games ------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.set_entry_opt_ins(%L, %L, '{}') $$, pg_temp.fx('m4'), pg_temp.fx('other')), 'Oscar plays no game in m4');
select pg_temp.act_as('postgres');
select is(pg_temp.status('m4', 'other'), 'NOTHING_DUE', 'he shows Nothing due, not Paid');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.set_entry_opt_ins(%L, %L, array[%L]::uuid[]) $$, pg_temp.fx('m4'), pg_temp.fx('other'),
  (select g.id from public.match_games g where g.match_id = pg_temp.fx('m4'))), 'Oscar is back in');

-- Winnings paid out -------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.record_winnings_payout(%L, %L, 100, 'CASH', null, null) $$, pg_temp.fx('m4'), pg_temp.fx('active')),
  '23514', 'Winnings can be paid out once the match is finalized', 'payout: only for a final match');
select lives_ok(format($$ select public.record_payment(%L, %L, 1000, 'CASH', null) $$, pg_temp.fx('m4'), pg_temp.fx('active')), 'Alice pays m4');
select lives_ok(format($$ select public.record_payment(%L, %L, 1000, 'CASH', null) $$, pg_temp.fx('m4'), pg_temp.fx('other')), 'Oscar pays m4');
select pg_temp.act_as('postgres');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('m4'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
  (pg_temp.fx('m4'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('m4');
select is(pg_temp.consistent(), '', 'after finalizing m4: consistent');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.record_winnings_payout(%L, %L, 1300, 'CASH', null, null) $$, pg_temp.fx('m4'), pg_temp.fx('active')),
  '23514', 'That is more than the player''s unpaid winnings for this match ($12.00)', 'payout: not more than was won');
select throws_ok(format($$ select public.record_winnings_payout(%L, %L, 100, 'CASH', null, null) $$, pg_temp.fx('m4'), pg_temp.fx('pending')),
  '23514', 'This player won nothing in this match', 'payout: someone who won nothing');
select is((public.record_winnings_payout(pg_temp.fx('m4'), pg_temp.fx('active'), 500, 'CASH', null, null) ->> 'outstanding_cents')::int, 700,
  'a partial payout: 700 still owed');
select is((public.record_winnings_payout(pg_temp.fx('m4'), pg_temp.fx('active'), 700, 'VENMO', private.club_today(), 'at the bar') ->> 'outstanding_cents')::int, 0,
  'the rest: nothing owed');
select throws_ok(format($$ select public.record_winnings_payout(%L, %L, 1, 'CASH', null, null) $$, pg_temp.fx('m4'), pg_temp.fx('active')),
  '23514', 'This player''s winnings for this match have been paid out', 'payout: already paid out');
select pg_temp.act_as('postgres');
select is(pg_temp.consistent(), '', 'after payouts: consistent');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.record_season_payout(%L, %s, 900, 'CASH', null, null) $$, pg_temp.fx('other'), extract(year from private.club_today() - 3)),
  '23514', 'That is more than the player''s unpaid winnings this season ($8.00)', 'season settle-up: not more than is owed');
select throws_ok(format($$ select public.record_season_payout(%L, 1999, 100, 'CASH', null, null) $$, pg_temp.fx('other')),
  '23514', 'This player has no unpaid winnings this season', 'season settle-up: nothing owed that season');
select is((public.record_season_payout(pg_temp.fx('other'), extract(year from private.club_today() - 3)::int, 800, 'ZELLE', null, null) ->> 'outstanding_cents')::int, 0,
  'season settle-up of 800');
select pg_temp.act_as('other');
select is(public.get_player_account(pg_temp.fx('other')) -> 'winnings' ->> 'outstanding_cents', '0', 'Oscar is owed nothing');
select pg_temp.act_as('postgres');
select is((select w.note from public.winnings_payouts w where w.settle_up_id is not null),
  extract(year from private.club_today() - 3)::int || ' season settle-up', 'the settle-up row is on the match');
select is(pg_temp.consistent(), '', 'after a season settle-up: consistent');

-- Totals: ledger and dashboard = the tables' sums ------------------------------------------------------------------
select pg_temp.keep('collected', ((select sum(p.amount_cents) from public.match_payments p where p.voided_at is null)
                                  - (select sum(v.amount_cents) from public.match_money_moves v where v.kind = 'REFUND'))::text);
select pg_temp.act_as('admin');
select pg_temp.keep('ledger', public.get_ledger(null)::text);
select pg_temp.keep('dash', public.get_admin_dashboard()::text);
select pg_temp.act_as('postgres');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'collected_cents')::bigint, pg_temp.val('collected')::bigint,
  'ledger collected = payments not voided − refunds');
select is((pg_temp.val('dash')::jsonb -> 'finance' ->> 'collected_cents')::bigint, pg_temp.val('collected')::bigint,
  'dashboard collected = the same');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'refunded_cents')::bigint,
  (select sum(v.amount_cents)::bigint from public.match_money_moves v where v.kind = 'REFUND'), 'ledger refunded = Σ refunds');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'credit_cents')::bigint, (pg_temp.account('active') ->> 'credit_cents')::bigint
  + (pg_temp.account('other') ->> 'credit_cents')::bigint
  + (select coalesce(sum(mm.credit_cents), 0)::bigint from private.match_money(null) mm where mm.player_id not in (pg_temp.fx('active'), pg_temp.fx('other'))),
  'ledger credit = Σ of the players'' credit (the fixtures'' and any seeded)');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'outstanding_cents')::bigint,
  (pg_temp.val('dash')::jsonb -> 'finance' ->> 'outstanding_cents')::bigint, 'ledger outstanding = dashboard outstanding');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'handed_out_cents')::bigint,
  (select sum(w.amount_cents)::bigint from public.winnings_payouts w), 'ledger paid out to winners = Σ payouts');
select is((pg_temp.val('ledger')::jsonb -> 'totals' ->> 'winnings_outstanding_cents')::bigint,
  (select sum(r.payout_cents)::bigint from public.results r join public.matches m on m.id = r.match_id and m.is_final)
  - (select sum(w.amount_cents)::bigint from public.winnings_payouts w), 'ledger winnings outstanding = Σ won − Σ paid out');
select is((select count(*)::int from json_array_elements((pg_temp.val('ledger')::json) -> 'payments') x where x ->> 'voided_at' is not null),
  2 + (select count(*)::int from public.match_payments p where p.voided_at is not null and p.player_id not in (pg_temp.fx('active'), pg_temp.fx('other'))),
  'the ledger lists the voided payments (the fixtures'' two and any seeded)');
select is((select sum((x ->> 'collected_cents')::bigint)::bigint from json_array_elements((pg_temp.val('ledger')::json) -> 'matches') x),
  pg_temp.val('collected')::bigint, 'the per-match rows add up to the total');

-- Integrity catches what the RPCs refuse ---------------------------------------------------------------------------
insert into public.winnings_payouts (match_id, player_id, amount_cents, method, paid_on) values (pg_temp.fx('m4'), pg_temp.fx('active'), 1, 'CASH', private.club_today());
select is((select string_agg(i.problem, ', ') from private.integrity_problems() i), 'winnings paid out beyond what was won',
  'integrity: a payout beyond what was won');
delete from public.winnings_payouts w where w.amount_cents = 1;
insert into public.match_money_moves (match_id, player_id, kind, amount_cents, method, moved_on)
values (pg_temp.fx('m2'), pg_temp.fx('active'), 'REFUND', 5000, 'CASH', private.club_today());
select is((select string_agg(i.problem, ', ' order by i.problem) from private.integrity_problems() i),
  'money held below zero (refunded or moved beyond what was paid)',
  'integrity: a refund beyond what was paid');

select * from finish();
rollback;

-- Money receipts (DESIGN rule 19): a payment, a refund, a credit applied and winnings handed over each queue one
-- receipt for the member through the outbox, with the amounts of the movement and the credit the member holds
-- after it; a season settle-up (several payout rows) is one receipt with its total; nothing is queued while
-- e-mail is off. Fixture (00-helpers.sql): 'match' with STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice
-- ('active') and Oscar ('other') entered in both (due 1500 each).
begin;
select plan(22);

select tests.setup_fixtures();

insert into pg_temp.fx (key, id) values ('m2', gen_random_uuid()), ('m4', gen_random_uuid()), ('m5', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id)
values (pg_temp.fx('m2'), 'Second Match', '2026-12-27', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
       (pg_temp.fx('m4'), 'Played Match', private.club_today() - 3, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
       (pg_temp.fx('m5'), 'Earlier Match', private.club_today() - 4, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('m2'), 'STB_V2', true, 2000, 'PER_PLAYER'),
  (pg_temp.fx('m4'), 'STB_V2', true, 1000, 'PER_PLAYER'),
  (pg_temp.fx('m5'), 'STB_V2', true, 1000, 'PER_PLAYER');
select private.enter_player(pg_temp.fx('m2'), pg_temp.fx('active'), null);
select private.enter_player(pg_temp.fx('m4'), pg_temp.fx('other'), null);
select private.enter_player(pg_temp.fx('m5'), pg_temp.fx('other'), null);

create function pg_temp.receipts(p_template text, p_to text) returns setof jsonb language sql stable as $$
  select o.payload from public.email_outbox o where o.template = p_template and o.to_email = p_to order by o.created_at, o.id
$$;

-- A payment above the due: one receipt, paid up, the rest held as credit.
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 2000, 'venmo', null) $$, pg_temp.fx('match'), pg_temp.fx('active')),
  'Alice pays $20.00 on a $15.00 due');
select pg_temp.act_as('postgres');
select is((select count(*)::int from pg_temp.receipts('payment_confirmed', 'alice.active@test.example')), 1,
  'a payment queues exactly one receipt (the RPC no longer queues its own)');
select is((select p - 'matchUrl' - 'matchDate' - 'matchId' - 'teeTime' - 'startMode' from pg_temp.receipts('payment_confirmed', 'alice.active@test.example') p),
  jsonb_build_object('playerName', 'Alice Active', 'matchName', 'Test Match', 'amount', '20.00', 'amountCents', 2000, 'method', 'VENMO',
                     'balanceCents', 0, 'paidInFull', true, 'creditCents', 500),
  'the payment receipt: amount, method, nothing left to pay, $5.00 credit');
select is((select o.dedupe_key from public.email_outbox o where o.template = 'payment_confirmed' and o.to_email = 'alice.active@test.example'),
  'receipt:payment:' || (select p.id from public.match_payments p where p.player_id = pg_temp.fx('active'))::text,
  'the receipt is keyed by its payment (never queued twice)');

-- A refund of part of the credit.
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_refund(%L, %L, 300, 'CASH', private.club_today(), 'Change') $$, pg_temp.fx('match'), pg_temp.fx('active')),
  'a $3.00 refund');
select pg_temp.act_as('postgres');
select is((select count(*)::int from pg_temp.receipts('refund_recorded', 'alice.active@test.example')), 1, 'a refund queues one receipt');
select is((select jsonb_build_object('amountCents', p -> 'amountCents', 'method', p -> 'method', 'note', p -> 'note', 'creditCents', p -> 'creditCents',
                                     'onToday', (p ->> 'refundedOn')::date = private.club_today())
           from pg_temp.receipts('refund_recorded', 'alice.active@test.example') p),
  '{"amountCents": 300, "method": "CASH", "note": "Change", "creditCents": 200, "onToday": true}'::jsonb,
  'the refund receipt: amount, method, date, note and the $2.00 credit left');

-- The rest of the credit applied to another match's due: one receipt for the two rows of the transfer.
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.apply_credit(%L, %L, %L, 200) $$, pg_temp.fx('active'), pg_temp.fx('match'), pg_temp.fx('m2')),
  'the $2.00 credit applied to Second Match');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox o where o.template = 'credit_applied'), 1, 'a credit applied queues one receipt (not one per row)');
select is((select jsonb_build_object('matchName', p -> 'matchName', 'amountCents', p -> 'amountCents', 'fromMatchName', p -> 'fromMatchName',
                                     'balanceCents', p -> 'balanceCents', 'creditCents', p -> 'creditCents')
           from pg_temp.receipts('credit_applied', 'alice.active@test.example') p),
  '{"matchName": "Second Match", "amountCents": 200, "fromMatchName": "Test Match", "balanceCents": 1800, "creditCents": 0}'::jsonb,
  'the credit receipt: the match it went to, where it came from, $18.00 still to pay, no credit left');

-- Winnings handed over, per match and as a season settle-up.
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('m4'), pg_temp.fx('other'), 'STB_V2', 1, 36, 1000),
  (pg_temp.fx('m5'), pg_temp.fx('other'), 'STB_V2', 1, 36, 1000);
update public.matches set is_final = true, finalized_at = now() where id in (pg_temp.fx('m4'), pg_temp.fx('m5'));
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_winnings_payout(%L, %L, 400, 'ZELLE', null, 'at the bar') $$, pg_temp.fx('m4'), pg_temp.fx('other')),
  'Oscar is handed $4.00 of his m4 winnings');
select pg_temp.act_as('postgres');
select is((select count(*)::int from pg_temp.receipts('winnings_paid', 'oscar.other@test.example')), 1, 'a payout queues one receipt');
select is((select jsonb_build_object('matchName', p -> 'matchName', 'amountCents', p -> 'amountCents', 'method', p -> 'method',
                                     'note', p -> 'note', 'settleUp', p -> 'settleUp', 'creditCents', p -> 'creditCents')
           from pg_temp.receipts('winnings_paid', 'oscar.other@test.example') p),
  '{"matchName": "Played Match", "amountCents": 400, "method": "ZELLE", "note": "at the bar", "settleUp": false, "creditCents": 0}'::jsonb,
  'the payout receipt: amount, method, note; Oscar holds no credit');
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_season_payout(%L, %s, 1600, 'CASH', null, null) $$, pg_temp.fx('other'),
  extract(year from private.club_today() - 3)), 'a season settle-up of $16.00 over two matches');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.winnings_payouts w where w.player_id = pg_temp.fx('other') and w.settle_up_id is not null), 2,
  'the settle-up is written as two payout rows');
select is((select count(*)::int from pg_temp.receipts('winnings_paid', 'oscar.other@test.example') p where (p ->> 'settleUp')::boolean), 1,
  'and sends one receipt');
select is((select jsonb_build_object('amountCents', p -> 'amountCents', 'matchCount', p -> 'matchCount', 'method', p -> 'method')
           from pg_temp.receipts('winnings_paid', 'oscar.other@test.example') p where (p ->> 'settleUp')::boolean),
  '{"amountCents": 1600, "matchCount": 2, "method": "CASH"}'::jsonb, 'with the settle-up''s total');

-- Oscar overpays: the receipt's credit line counts his credit across the league.
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 2500, 'CASH', null) $$, pg_temp.fx('match'), pg_temp.fx('other')), 'Oscar pays $25.00 on $15.00');
select pg_temp.act_as('postgres');
select is((select (p ->> 'creditCents')::int from pg_temp.receipts('payment_confirmed', 'oscar.other@test.example') p), 1000,
  'the credit line is the member''s credit after the movement');
select pg_temp.keep('oscar_credit', (select (p ->> 'creditCents') from pg_temp.receipts('payment_confirmed', 'oscar.other@test.example') p));
select pg_temp.act_as('admin');
select is((public.get_player_account(pg_temp.fx('other')) ->> 'credit_cents'), pg_temp.val('oscar_credit'),
  'and equals the credit their account shows');
select pg_temp.act_as('postgres');

-- E-mail off: the money is recorded, no receipt is queued.
update public.settings set value = 'false' where key = 'emailEnabled';
select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 500, 'CASH', null) $$, pg_temp.fx('m2'), pg_temp.fx('active')), 'a payment while e-mail is off');
select pg_temp.act_as('postgres');
select is((select count(*)::int from pg_temp.receipts('payment_confirmed', 'alice.active@test.example')), 1, 'queues no receipt');

select * from finish();
rollback;

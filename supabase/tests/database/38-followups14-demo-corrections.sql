-- The demo league shows the treasurer's corrections and the call-offs of issue 14 (supabase/seed.sql): a duplicate
-- payment voided with its reason, an overpayment kept as credit, a refund, a final match's winners paid out fully
-- and partly, a postponed match in the audit log, a shotgun start, and two bounced e-mails. The books still add up.
begin;
select plan(10);

select is((select count(*)::int from public.match_payments where voided_at is not null and void_reason like 'Duplicate%'), 1,
  'a duplicate payment voided with its reason');
select ok(exists (select 1 from private.match_money(null) mo join public.match_payments p on p.match_id = mo.match_id and p.player_id = mo.player_id
                  where mo.credit_cents > 0 and p.note like '%kept as credit%'), 'an overpayment kept as credit');
select is((select count(*)::int from public.match_money_moves where kind = 'REFUND'), 1, 'a refund');
select results_eq($$ select w.won_cents::int, w.paid_out_cents::int, w.outstanding_cents::int
                     from private.winnings_by_match(null) w where w.paid_out_cents > 0 order by w.outstanding_cents $$,
  $$ values (6800, 6800, 0), (13222, 8000, 5222) $$, 'one winner paid out in full, another partly');
select ok(exists (select 1 from public.audit_log a join public.matches m on m.id::text = a.target_id
                  where a.action = 'MATCH_POSTPONED' and (a.details #>> '{changes,date,new}')::date = m.date and a.details ? 'reason'),
  'a postponed match, audited with its new date and reason');
select ok(exists (select 1 from public.matches where start_mode = 'SHOTGUN' and date > private.club_today()), 'an upcoming shotgun start');
select is((select count(*)::int from public.email_outbox where status = 'FAILED' and last_error = 'SMTP 550 5.1.1 Mailbox unavailable'), 2,
  'two bounced e-mails');
select is_empty($$ select 1 from public.winnings_payouts where paid_on >= private.club_today() or created_at >= private.club_today()
                   union all select 1 from public.match_money_moves where moved_on >= private.club_today()
                   union all select 1 from public.match_payments where voided_at >= private.club_today() $$, 'all of it before today');
select is_empty($$ select * from private.integrity_problems() $$, 'the books add up');
select is((select count(*)::int from public.matches m where m.is_final and exists (select 1 from public.match_payments p where p.match_id = m.id and p.voided_at is not null)), 1,
  'the voided copy is on a final match, whose totals are unchanged');

select * from finish();
rollback;

-- Money receipts: every movement of a member's money sends them one receipt, with the credit they now hold.
--
-- A payment (match_payments), a refund and a credit applied to another match (match_money_moves) and winnings
-- handed over (winnings_payouts) each queue one e-mail through the outbox (private.enqueue_email, so the
-- emailEnabled setting is respected) from an AFTER INSERT statement trigger on the table itself (set-based, as
-- the money triggers are): whichever RPC records the movement, the member hears of it once. Only movements made
-- through the API send mail (private.in_http_request(): the demo seed and plain SQL send none). Each receipt carries creditCents, the member's credit across the
-- league after the movement (DESIGN rule 19: overpayments and voided dues become credit), which the templates
-- print as a line of its own. A season settle-up is one movement written as several payout rows (one
-- settle_up_id): its rows update the one receipt queued for it, so the member gets one message with the total.
-- The dedupe keys ('receipt:<kind>:<row id>') make a receipt impossible to queue twice.

-- ── helpers ───────────────────────────────────────────────────────────────────────────────────────────────

create function private.player_credit_cents(p_player_id uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  -- The same sum get_player_account's credit_cents is: credit on every match the player has money or an entry on.
  select coalesce(sum(mm.credit_cents), 0)::bigint
  from private.match_money((select array_agg(distinct x.match_id) from (
          select e.match_id from public.match_entries e where e.player_id = p_player_id
          union select p.match_id from public.match_payments p where p.player_id = p_player_id
          union select v.match_id from public.match_money_moves v where v.player_id = p_player_id) x)) mm
  where mm.player_id = p_player_id
$$;
comment on function private.player_credit_cents(p_player_id uuid) is 'The credit a member holds across the league (Σ credit per match, as get_player_account counts it): the credit line of a money receipt.';
revoke all on function private.player_credit_cents(uuid) from public;

create function private.receipt_base(p_player public.players, p_match public.matches)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'playerName', p_player.name,
    'matchName', p_match.name,
    'matchDate', p_match.date,
    'matchId', p_match.id,
    'matchUrl', private.app_url() || '/matches/' || p_match.id,
    'creditCents', private.player_credit_cents(p_player.id))
$$;
comment on function private.receipt_base(p_player public.players, p_match public.matches) is 'The fields every money receipt carries: the member, the match and the credit they hold after the movement.';
revoke all on function private.receipt_base(public.players, public.matches) from public;

-- ── triggers ──────────────────────────────────────────────────────────────────────────────────────────────

create function private.queue_payment_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_player public.players;
  v_match public.matches;
  v_money record;
begin
  -- Movements made through the API only: the demo seed and plain SQL send nobody mail.
  if not private.in_http_request() then
    return null;
  end if;
  for v_row in select n.* from new_rows n order by n.created_at, n.id loop
    select p.* into v_player from public.players p where p.id = v_row.player_id;
    select m.* into v_match from public.matches m where m.id = v_row.match_id;
    select * into v_money from private.player_match_money(v_row.match_id, v_row.player_id);
    perform private.enqueue_email('payment_confirmed', v_player.email,
      private.receipt_base(v_player, v_match) || jsonb_build_object(
        'amount', to_char(v_row.amount_cents / 100.0, 'FM999999990.00'),
        'amountCents', v_row.amount_cents,
        'method', v_row.method,
        'balanceCents', v_money.outstanding_cents,
        'paidInFull', v_money.entry_id is not null and v_money.outstanding_cents = 0 and v_money.due_cents > 0),
      'receipt:payment:' || v_row.id);
  end loop;
  return null;
end
$$;
comment on function private.queue_payment_receipt() is 'After payments are recorded through the API: queue each member''s receipt (payment_confirmed) with what is left to pay and their credit.';
revoke all on function private.queue_payment_receipt() from public;

create trigger match_payments_receipt after insert on public.match_payments
  referencing new table as new_rows for each statement execute function private.queue_payment_receipt();

create function private.queue_money_move_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_player public.players;
  v_match public.matches;
  v_money record;
begin
  if not private.in_http_request() then
    return null;
  end if;
  -- A credit applied is one movement written as two rows: the receipt goes with the half it arrives on.
  for v_row in select n.* from new_rows n where n.kind <> 'CREDIT_OUT' order by n.created_at, n.id loop
    select p.* into v_player from public.players p where p.id = v_row.player_id;
    select m.* into v_match from public.matches m where m.id = v_row.match_id;
    if v_row.kind = 'REFUND' then
      perform private.enqueue_email('refund_recorded', v_player.email,
        private.receipt_base(v_player, v_match) || jsonb_build_object(
          'amountCents', v_row.amount_cents,
          'method', v_row.method,
          'refundedOn', v_row.moved_on,
          'note', v_row.note),
        'receipt:refund:' || v_row.id);
    else
      select * into v_money from private.player_match_money(v_row.match_id, v_row.player_id);
      perform private.enqueue_email('credit_applied', v_player.email,
        private.receipt_base(v_player, v_match) || jsonb_build_object(
          'amountCents', v_row.amount_cents,
          'fromMatchName', (select m.name from public.match_money_moves o join public.matches m on m.id = o.match_id
                            where o.transfer_id = v_row.transfer_id and o.kind = 'CREDIT_OUT' limit 1),
          'balanceCents', v_money.outstanding_cents),
        'receipt:credit:' || v_row.transfer_id);
    end if;
  end loop;
  return null;
end
$$;
comment on function private.queue_money_move_receipt() is 'After refunds or credit applied to another match through the API: queue each member''s receipt (refund_recorded, credit_applied) with their credit.';
revoke all on function private.queue_money_move_receipt() from public;

create trigger match_money_moves_receipt after insert on public.match_money_moves
  referencing new table as new_rows for each statement execute function private.queue_money_move_receipt();

create function private.queue_payout_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row record;
  v_player public.players;
  v_match public.matches;
  v_total bigint;
  v_matches integer;
begin
  if not private.in_http_request() or not private.email_enabled() then
    return null;
  end if;
  for v_row in select n.* from new_rows n order by n.created_at, n.id loop
    select p.* into v_player from public.players p where p.id = v_row.player_id;
    continue when v_player.email is null;
    select m.* into v_match from public.matches m where m.id = v_row.match_id;
    if v_row.settle_up_id is null then
      v_total := v_row.amount_cents;
      v_matches := 1;
    else
      select sum(w.amount_cents), count(distinct w.match_id) into v_total, v_matches
      from public.winnings_payouts w where w.settle_up_id = v_row.settle_up_id;
    end if;
    -- A settle-up's later rows raise the amount of the receipt its first row queued (not yet sent: same transaction).
    insert into public.email_outbox (template, to_email, payload, dedupe_key)
    values ('winnings_paid', v_player.email,
            private.receipt_base(v_player, v_match) || jsonb_build_object(
              'amountCents', v_total,
              'method', v_row.method,
              'paidOn', v_row.paid_on,
              'note', v_row.note,
              'settleUp', v_row.settle_up_id is not null,
              'matchCount', v_matches),
            'receipt:payout:' || coalesce(v_row.settle_up_id, v_row.id))
    on conflict (dedupe_key) do update set payload = excluded.payload
      where public.email_outbox.status = 'PENDING' and public.email_outbox.attempts = 0;
  end loop;
  return null;
end
$$;
comment on function private.queue_payout_receipt() is 'After winnings are handed over through the API: queue each member''s receipt (winnings_paid); a season settle-up''s rows make one receipt with their total.';
revoke all on function private.queue_payout_receipt() from public;

create trigger winnings_payouts_receipt after insert on public.winnings_payouts
  referencing new table as new_rows for each statement execute function private.queue_payout_receipt();

-- ── RPCs ──────────────────────────────────────────────────────────────────────────────────────────────────

-- Replaces record_payment of 20261128020100_money_accounts.sql: the receipt is queued by the payments table's
-- trigger (match_payments_receipt, with the credit line), so the RPC no longer queues a second one.
create or replace function public.record_payment(p_match_id uuid, p_player_id uuid, p_amount_cents integer,
                                                 p_method text, p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_player public.players;
  v_money record;
  v_method text := upper(btrim(coalesce(p_method, '')));
  v_payment_id uuid;
begin
  perform private.require_admin();
  if p_amount_cents is null or v_method = '' then
    raise exception using message = 'Please fill in amount and payment method', errcode = '23514';
  end if;
  if p_amount_cents <= 0 then
    raise exception using message = 'Amount must be greater than 0', errcode = '23514';
  end if;
  if v_method not in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER') then
    raise exception using message = 'Payment method must be CASH, VENMO, ZELLE, CARD or OTHER', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  insert into public.match_payments (match_id, player_id, amount_cents, method, note)
  values (p_match_id, p_player_id, p_amount_cents, v_method, nullif(btrim(p_note), ''))
  returning id into v_payment_id;
  -- The payments trigger has refreshed paid_in_full and queued the receipt.
  select * into v_money from private.player_match_money(p_match_id, p_player_id);
  perform private.audit('PAYMENT_RECORDED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('payment_id', v_payment_id, 'player_id', p_player_id, 'player_name', v_player.name,
                                           'amount_cents', p_amount_cents, 'method', v_method,
                                           'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents,
                                           'credit_cents', v_money.credit_cents));
  return json_build_object('payment_id', v_payment_id, 'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents,
                           'paid_in_full', v_money.held_cents >= v_money.due_cents, 'credit_cents', v_money.credit_cents);
end
$$;
comment on function public.record_payment(p_match_id uuid, p_player_id uuid, p_amount_cents integer, p_method text, p_note text) is 'Admin records a payment (not on a cancelled match); returns {payment_id, paid_cents (held), due_cents, paid_in_full, credit_cents (paid above the due, kept as credit)}. The member''s receipt is queued by the table''s trigger.';
revoke all on function public.record_payment(uuid, uuid, integer, text, text) from public;
grant execute on function public.record_payment(uuid, uuid, integer, text, text) to anon, authenticated, service_role;

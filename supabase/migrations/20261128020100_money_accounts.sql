-- Money movements (issue #14 items 4, 5, 7; DESIGN Turn 2 rule 19): voids, refunds, credits, winnings paid out.
--
-- A player's money per (match, player) is what the league holds for them on that match:
--   held = payments not voided − refunds − credit moved out + credit moved in
-- and what the entry owes: its due (Σ enabled PER_PLAYER + opted-in PER_ENTRY buy-ins, DESIGN rule 4) while
-- the entry exists and the match is not cancelled, else nothing. Then
--   paid_in_full ⇔ held ≥ due, outstanding = max(due − held, 0), credit = max(held − due, 0),
-- and the player's account = Σ payments − Σ refunds − Σ dues of active entries = Σ credit − Σ outstanding
-- (credit moved from one match to another cancels out). So money paid for a removed entry or a cancelled
-- match, and the part of a payment above the due, is credit: shown, applicable to another match's due
-- (a CREDIT_OUT / CREDIT_IN pair) or refunded (a REFUND).
--
-- Payments are never deleted: a void keeps the row with its reason (voided_at, void_reason).
-- Winnings handed to a winner are recorded per match (a season settle-up is split over that season's
-- matches, oldest first, so the per-match figures stay exact): paid out ≤ what the player won there.
--
-- Replaces (each named where it is redefined below): private.entry_balances, private.refresh_paid_status
-- and private.integrity_problems; the finance snapshot is redone per match in 20261128020200.

-- ================================================================================================
-- Tables
-- ================================================================================================

alter table public.match_payments
  add column voided_at timestamp with time zone,
  add column void_reason text,
  add constraint match_payments_void_check
    check ((voided_at is null) = (void_reason is null)
           and (void_reason is null or (btrim(void_reason) <> '' and char_length(void_reason) <= 500)));
comment on column public.match_payments.voided_at is 'Set when the payment is voided (with void_reason); a voided payment counts for nothing but stays in the ledger.';
comment on table public.match_payments is 'Money received from a player for a match (admin-recorded). Never deleted: a void keeps the row. Kept if the entry is removed (a credit).';

create table public.match_money_moves (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete restrict,
  player_id uuid not null references public.players (id) on delete restrict,
  kind text not null,
  amount_cents integer not null,
  method text,
  moved_on date not null,
  note text,
  transfer_id uuid,
  created_at timestamp with time zone not null default now(),
  constraint match_money_moves_kind_check check (kind in ('REFUND', 'CREDIT_OUT', 'CREDIT_IN')),
  constraint match_money_moves_amount_check check (amount_cents > 0 and amount_cents <= 10000000),
  constraint match_money_moves_method_check
    check ((kind = 'REFUND') = (method is not null)
           and (method is null or method in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER'))),
  constraint match_money_moves_transfer_check check ((kind = 'REFUND') = (transfer_id is null)),
  constraint match_money_moves_note_check check (char_length(note) <= 500)
);
create index match_money_moves_match_player_idx on public.match_money_moves (match_id, player_id);
create index match_money_moves_player_idx on public.match_money_moves (player_id);
alter table public.match_money_moves enable row level security;
comment on table public.match_money_moves is 'Money leaving a player''s holding on a match: REFUND (handed back, with method and date) or credit moved to another match (CREDIT_OUT here, CREDIT_IN there, one transfer_id).';
revoke all on table public.match_money_moves from anon, authenticated;
grant select, insert, update, delete on table public.match_money_moves to service_role;
grant select on table public.match_money_moves to anon, authenticated;
create policy "Admins can read money moves" on public.match_money_moves
  as permissive for select to anon, authenticated
  using ((select private.is_admin()));

create table public.winnings_payouts (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete restrict,
  player_id uuid not null references public.players (id) on delete restrict,
  amount_cents integer not null,
  method text not null,
  paid_on date not null,
  note text,
  settle_up_id uuid,
  created_at timestamp with time zone not null default now(),
  constraint winnings_payouts_amount_check check (amount_cents > 0 and amount_cents <= 10000000),
  constraint winnings_payouts_method_check check (method in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER')),
  constraint winnings_payouts_note_check check (char_length(note) <= 500)
);
create index winnings_payouts_match_player_idx on public.winnings_payouts (match_id, player_id);
create index winnings_payouts_player_idx on public.winnings_payouts (player_id);
alter table public.winnings_payouts enable row level security;
comment on table public.winnings_payouts is 'Winnings handed to a player for a final match (amount, method, date); a season settle-up is several rows with one settle_up_id.';
revoke all on table public.winnings_payouts from anon, authenticated;
grant select, insert, update, delete on table public.winnings_payouts to service_role;
grant select on table public.winnings_payouts to anon, authenticated;
create policy "Admins can read winnings payouts" on public.winnings_payouts
  as permissive for select to anon, authenticated
  using ((select private.is_admin()));

-- ================================================================================================
-- Helpers
-- ================================================================================================

-- Every (match, player) with an entry or money on one of the given matches (all matches when null): the
-- entry's due (nothing once removed or cancelled), the money in and out, what is held, credit, outstanding.
-- Each part is filtered by the matches first, so a write prices only its own match.
create function private.match_money(p_match_ids uuid[])
returns table (
  match_id uuid, player_id uuid, entry_id uuid, due_cents bigint, paid_cents bigint, refunded_cents bigint,
  credit_in_cents bigint, credit_out_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint,
  last_payment_at timestamp with time zone
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  -- Every table is read by its match_id index (plpgsql keeps the plan; null = every match).
  v_ids uuid[] := coalesce(p_match_ids, array(select m.id from public.matches m));
begin
  return query
  with ms as (
    select m.id, m.cancelled_at is not null as cancelled
    from public.matches m
    where m.id = any (v_ids)
  ),
  per_player as (
    select g.match_id, sum(g.buy_in)::bigint as cents
    from public.match_games g
    where g.enabled and g.pot_calc = 'PER_PLAYER' and g.match_id = any (v_ids)
    group by g.match_id
  ),
  opted as (
    select o.match_id, o.player_id, sum(g.buy_in)::bigint as cents
    from public.match_entry_opt_ins o
    join public.match_games g on g.id = o.match_game_id
    where o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY' and o.match_id = any (v_ids)
    group by o.match_id, o.player_id
  ),
  flows as (
    select p.match_id, p.player_id, p.amount_cents as paid, 0 as refunded, 0 as c_in, 0 as c_out, p.created_at as paid_at
    from public.match_payments p
    where p.voided_at is null and p.match_id = any (v_ids)
    union all
    select v.match_id, v.player_id, 0,
           case when v.kind = 'REFUND' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_OUT' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.created_at end
    from public.match_money_moves v
    where v.match_id = any (v_ids)
  ),
  money as (
    select f.match_id, f.player_id, sum(f.paid)::bigint as paid, sum(f.refunded)::bigint as refunded,
           sum(f.c_in)::bigint as c_in, sum(f.c_out)::bigint as c_out, max(f.paid_at) as last_at
    from flows f
    group by f.match_id, f.player_id
  ),
  pairs as (
    select e.match_id, e.player_id, e.id as entry_id
    from public.match_entries e
    where e.match_id = any (v_ids)
  ),
  joined as (
    select coalesce(pr.match_id, mo.match_id) as match_id, coalesce(pr.player_id, mo.player_id) as player_id,
           pr.entry_id,
           case when pr.entry_id is null or ms.cancelled then 0::bigint
                else coalesce(pp.cents, 0) + coalesce(op.cents, 0) end as due,
           coalesce(mo.paid, 0) as paid, coalesce(mo.refunded, 0) as refunded,
           coalesce(mo.c_in, 0) as c_in, coalesce(mo.c_out, 0) as c_out, mo.last_at
    from pairs pr
    full join money mo on mo.match_id = pr.match_id and mo.player_id = pr.player_id
    join ms on ms.id = coalesce(pr.match_id, mo.match_id)
    left join per_player pp on pp.match_id = coalesce(pr.match_id, mo.match_id)
    left join opted op on op.match_id = coalesce(pr.match_id, mo.match_id) and op.player_id = coalesce(pr.player_id, mo.player_id)
  )
  select j.match_id, j.player_id, j.entry_id, j.due, j.paid, j.refunded, j.c_in, j.c_out,
         j.paid - j.refunded + j.c_in - j.c_out,
         greatest(j.paid - j.refunded + j.c_in - j.c_out - j.due, 0),
         case when j.entry_id is null then 0::bigint else greatest(j.due - (j.paid - j.refunded + j.c_in - j.c_out), 0) end,
         j.last_at
  from joined j;
end
$$;
comment on function private.match_money(uuid[]) is 'Per (match, player) with an entry or money on the given matches (null = all): due (0 once removed or cancelled), paid (not voided), refunded, credit in/out, held, credit, outstanding.';
revoke all on function private.match_money(uuid[]) from public;

-- Replaces private.entry_balances of 20261127000400_matches_games_entries_results.sql: voided payments,
-- refunds and credit moves count; a cancelled match's entries owe nothing. Same columns: paid_cents is
-- what the league holds for the entry.
create or replace view private.entry_balances as
 select e.id as entry_id,
    e.match_id,
    e.player_id,
    case when m.cancelled_at is not null then 0::bigint
         else coalesce(pp.cents, 0::bigint) + coalesce(oi.cents, 0::bigint) end as charges_cents,
    coalesce(pay.cents, 0::bigint) + coalesce(mv.cents, 0::bigint) as paid_cents,
    greatest(pay.last_at, mv.last_at) as last_payment_at
   from public.match_entries e
     join public.matches m on m.id = e.match_id
     left join ( select g.match_id, sum(g.buy_in) as cents
           from public.match_games g
          where g.enabled and g.pot_calc = 'PER_PLAYER'
          group by g.match_id) pp on pp.match_id = e.match_id
     left join ( select o.match_id, o.player_id, sum(g.buy_in) as cents
           from public.match_entry_opt_ins o
             join public.match_games g on g.id = o.match_game_id
          where o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
          group by o.match_id, o.player_id) oi on oi.match_id = e.match_id and oi.player_id = e.player_id
     left join ( select p.match_id, p.player_id, sum(p.amount_cents) as cents, max(p.created_at) as last_at
           from public.match_payments p
          where p.voided_at is null
          group by p.match_id, p.player_id) pay on pay.match_id = e.match_id and pay.player_id = e.player_id
     left join ( select v.match_id, v.player_id,
                 sum(case when v.kind = 'CREDIT_IN' then v.amount_cents else -v.amount_cents end) as cents,
                 max(v.created_at) filter (where v.kind = 'CREDIT_IN') as last_at
           from public.match_money_moves v
          group by v.match_id, v.player_id) mv on mv.match_id = e.match_id and mv.player_id = e.player_id;
comment on view private.entry_balances is 'Per entry: charges (Σ PER_PLAYER + opted-in PER_ENTRY buy-ins of enabled games; 0 in a cancelled match) and what the league holds (payments not voided − refunds ± credit moved), as private.match_money prices them.';

-- Replaces private.refresh_paid_status of 20261127000400_matches_games_entries_results.sql: paid means
-- held ≥ due as private.match_money prices it (voids, refunds, credit moves, cancelled matches).
create or replace function private.refresh_paid_status(p_match_ids uuid[], p_player_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_match_ids), 0) = 0 then
    return;
  end if;
  update public.match_entries e
  set paid_in_full = mm.held_cents >= mm.due_cents,
      paid_at = case when mm.held_cents >= mm.due_cents then coalesce(mm.last_payment_at, now()) end
  from private.match_money((select array_agg(distinct k) from unnest(p_match_ids) k)) mm
  where e.id = mm.entry_id
    and exists (select 1 from unnest(p_match_ids, p_player_ids) as w(match_id, player_id)
                where w.match_id = e.match_id and (w.player_id is null or w.player_id = e.player_id))
    and e.paid_in_full is distinct from (mm.held_cents >= mm.due_cents);
end
$$;
revoke all on function private.refresh_paid_status(uuid[], uuid[]) from public;

create trigger match_money_moves_paid_ins after insert on public.match_money_moves
  referencing new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();
create trigger match_money_moves_paid_upd after update on public.match_money_moves
  referencing old table as old_rows new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();
create trigger match_money_moves_paid_del after delete on public.match_money_moves
  referencing old table as old_rows for each statement execute function private.refresh_paid_for_changed_entries();

-- A match called off (or back on) changes every entry's due.
create function private.refresh_paid_for_cancelled_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  select array_agg(n.id) into v_ids
  from new_rows n join old_rows o on o.id = n.id
  where o.cancelled_at is distinct from n.cancelled_at;
  perform private.refresh_paid_status(v_ids, array_fill(null::uuid, array[coalesce(cardinality(v_ids), 0)]));
  return null;
end
$$;
comment on function private.refresh_paid_for_cancelled_matches() is 'Trigger on public.matches: re-prices paid_in_full of the matches whose cancelled_at changed (a cancelled match''s entries owe nothing).';
revoke all on function private.refresh_paid_for_cancelled_matches() from public;
create trigger matches_paid_on_cancel after update on public.matches
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.refresh_paid_for_cancelled_matches();

-- The common checks of the money RPCs.
create function private.money_method(p_method text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_method text := upper(btrim(coalesce(p_method, '')));
begin
  if v_method not in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER') then
    raise exception using message = 'Payment method must be CASH, VENMO, ZELLE, CARD or OTHER', errcode = '23514';
  end if;
  return v_method;
end
$$;
comment on function private.money_method(text) is 'The method in upper case, or 23514 when it is not CASH, VENMO, ZELLE, CARD or OTHER.';
revoke all on function private.money_method(text) from public;

create function private.money_day(p_day date)
returns date
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_day is not null and p_day > private.club_today() then
    raise exception using message = 'The date can''t be in the future', errcode = '23514';
  end if;
  return coalesce(p_day, private.club_today());
end
$$;
comment on function private.money_day(date) is 'A refund''s or payout''s date: today (club time zone) when null; 23514 when in the future.';
revoke all on function private.money_day(date) from public;

create function private.money_amount(p_amount_cents integer)
returns integer
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_amount_cents is null or p_amount_cents <= 0 then
    raise exception using message = 'Amount must be greater than 0', errcode = '23514';
  end if;
  if p_amount_cents > 10000000 then
    raise exception using message = 'Amount must be at most $100,000.00', errcode = '23514';
  end if;
  return p_amount_cents;
end
$$;
comment on function private.money_amount(integer) is 'The amount, or 23514 when it is not between 1 cent and $100,000.';
revoke all on function private.money_amount(integer) from public;

-- What a player won and has been handed for final matches (null = all matches).
create function private.winnings_by_match(p_match_ids uuid[])
returns table (match_id uuid, player_id uuid, won_cents bigint, paid_out_cents bigint, outstanding_cents bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_ids uuid[] := coalesce(p_match_ids, array(select m.id from public.matches m));
begin
  return query
  with won as (
    select r.match_id, r.player_id, sum(r.payout_cents)::bigint as cents
    from public.results r
    join public.matches m on m.id = r.match_id and m.is_final
    where r.match_id = any (v_ids) and r.payout_cents > 0
    group by r.match_id, r.player_id
  ),
  handed as (
    select w.match_id, w.player_id, sum(w.amount_cents)::bigint as cents
    from public.winnings_payouts w
    where w.match_id = any (v_ids)
    group by w.match_id, w.player_id
  )
  select coalesce(wo.match_id, h.match_id), coalesce(wo.player_id, h.player_id),
         coalesce(wo.cents, 0::bigint), coalesce(h.cents, 0::bigint), coalesce(wo.cents, 0::bigint) - coalesce(h.cents, 0::bigint)
  from won wo
  full join handed h on h.match_id = wo.match_id and h.player_id = wo.player_id;
end
$$;
comment on function private.winnings_by_match(uuid[]) is 'Per (final match, player): won (Σ result payouts), paid out (Σ winnings_payouts) and outstanding; null = all matches.';
revoke all on function private.winnings_by_match(uuid[]) from public;

-- The money held for one player on one match, priced now (row locks are the caller's).
create function private.player_match_money(p_match_id uuid, p_player_id uuid)
returns table (entry_id uuid, due_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select mm.entry_id, mm.due_cents, mm.held_cents, mm.credit_cents, mm.outstanding_cents
  from private.match_money(array[p_match_id]) mm
  where mm.player_id = p_player_id
  union all
  select null, 0, 0, 0, 0
  where not exists (select 1 from private.match_money(array[p_match_id]) mm where mm.player_id = p_player_id)
$$;
comment on function private.player_match_money(uuid, uuid) is 'One (match, player)''s due, held, credit and outstanding (zeros when there is nothing).';
revoke all on function private.player_match_money(uuid, uuid) from public;

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces record_payment of 20261127000400_matches_games_entries_results.sql: a cancelled match takes no
-- payments; what is paid above the due is kept as credit (answered as credit_cents; the screen confirms it
-- first); the figures come from this match only.
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
  -- The payments trigger has refreshed paid_in_full.
  select * into v_money from private.player_match_money(p_match_id, p_player_id);
  perform private.audit('PAYMENT_RECORDED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('payment_id', v_payment_id, 'player_id', p_player_id, 'player_name', v_player.name,
                                           'amount_cents', p_amount_cents, 'method', v_method,
                                           'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents,
                                           'credit_cents', v_money.credit_cents));
  perform private.enqueue_email('payment_confirmed', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'matchName', v_match.name,
    'matchDate', v_match.date,
    'amount', to_char(p_amount_cents / 100.0, 'FM999999990.00'),
    'amountCents', p_amount_cents,
    'method', v_method,
    'matchId', v_match.id,
    'matchUrl', private.app_url() || '/matches/' || v_match.id
  ));
  return json_build_object('payment_id', v_payment_id, 'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents,
                           'paid_in_full', v_money.held_cents >= v_money.due_cents, 'credit_cents', v_money.credit_cents);
end
$$;
comment on function public.record_payment(uuid, uuid, integer, text, text) is 'Admin records a payment (not on a cancelled match); returns {payment_id, paid_cents (held), due_cents, paid_in_full, credit_cents (paid above the due, kept as credit)}.';
revoke all on function public.record_payment(uuid, uuid, integer, text, text) from public;
grant execute on function public.record_payment(uuid, uuid, integer, text, text) to anon, authenticated, service_role;

create function public.void_payment(p_payment_id uuid, p_reason text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_payment public.match_payments;
  v_match public.matches;
  v_money record;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Please give a reason for voiding this payment', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'The reason must be at most 500 characters', errcode = '23514';
  end if;
  select p.* into v_payment from public.match_payments p where p.id = p_payment_id;
  if not found then
    raise exception using message = 'Payment not found', errcode = 'PT404';
  end if;
  v_match := private.lock_match(v_payment.match_id);
  update public.match_payments p set voided_at = now(), void_reason = v_reason
  where p.id = p_payment_id and p.voided_at is null;
  if not found then
    raise exception using message = 'This payment has already been voided', errcode = '23514';
  end if;
  select * into v_money from private.player_match_money(v_payment.match_id, v_payment.player_id);
  if v_money.held_cents < 0 then
    raise exception using message = 'This payment has been refunded or applied elsewhere as credit; it can''t be voided', errcode = '23514';
  end if;
  if v_match.is_final and v_match.require_payment_before_play and v_money.entry_id is not null and v_money.outstanding_cents > 0 then
    raise exception using message = 'This match has been finalized with every entry paid; voiding this payment would leave an entry unpaid', errcode = '23514';
  end if;
  perform private.audit('PAYMENT_VOIDED', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('payment_id', v_payment.id, 'player_id', v_payment.player_id,
                                           'player_name', (select p.name from public.players p where p.id = v_payment.player_id),
                                           'amount_cents', v_payment.amount_cents, 'method', v_payment.method,
                                           'reason', v_reason, 'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents));
  return json_build_object('payment_id', v_payment.id, 'match_id', v_payment.match_id, 'player_id', v_payment.player_id,
                           'paid_cents', v_money.held_cents, 'due_cents', v_money.due_cents,
                           'paid_in_full', v_money.entry_id is not null and v_money.outstanding_cents = 0);
end
$$;
comment on function public.void_payment(uuid, text) is 'Admin voids a payment with a reason: the row stays (voided_at, void_reason) and counts for nothing; refused when already voided or when the money was refunded or moved.';
revoke all on function public.void_payment(uuid, text) from public;
grant execute on function public.void_payment(uuid, text) to anon, authenticated, service_role;

-- One refund from the credit a player has on one match; the caller holds the match lock.
create function private.refund_credit(p_match public.matches, p_player_id uuid, p_amount_cents integer, p_method text,
                                      p_refunded_on date, p_note text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_money record;
  v_id uuid;
begin
  select * into v_money from private.player_match_money(p_match.id, p_player_id);
  if p_amount_cents > v_money.credit_cents then
    raise exception using message = case when v_money.credit_cents = 0
      then 'This player has no credit on this match to refund'
      else 'A refund can''t be more than the player''s credit on this match ($' || private.money_text(v_money.credit_cents) || ')' end,
      errcode = '23514';
  end if;
  insert into public.match_money_moves (match_id, player_id, kind, amount_cents, method, moved_on, note)
  values (p_match.id, p_player_id, 'REFUND', p_amount_cents, p_method, p_refunded_on, nullif(btrim(p_note), ''))
  returning id into v_id;
  perform private.audit('REFUND_RECORDED', 'match', p_match.id::text, p_match.name,
                        jsonb_build_object('refund_id', v_id, 'player_id', p_player_id,
                                           'player_name', (select p.name from public.players p where p.id = p_player_id),
                                           'amount_cents', p_amount_cents, 'method', p_method, 'refunded_on', p_refunded_on,
                                           'credit_left_cents', v_money.credit_cents - p_amount_cents));
  return v_id;
end
$$;
comment on function private.refund_credit(public.matches, uuid, integer, text, date, text) is 'Records a refund of a player''s credit on a match (locked by the caller); 23514 when it is more than the credit.';
revoke all on function private.refund_credit(public.matches, uuid, integer, text, date, text) from public;

create function public.record_refund(p_match_id uuid, p_player_id uuid, p_amount_cents integer, p_method text,
                                     p_refunded_on date, p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount integer;
  v_method text;
  v_day date;
  v_match public.matches;
  v_id uuid;
begin
  perform private.require_admin();
  v_amount := private.money_amount(p_amount_cents);
  v_method := private.money_method(p_method);
  v_day := private.money_day(p_refunded_on);
  if char_length(p_note) > 500 then
    raise exception using message = 'The note must be at most 500 characters', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  v_id := private.refund_credit(v_match, p_player_id, v_amount, v_method, v_day, p_note);
  return json_build_object('refund_id', v_id,
                           'credit_cents', (select m.credit_cents from private.player_match_money(p_match_id, p_player_id) m));
end
$$;
comment on function public.record_refund(uuid, uuid, integer, text, date, text) is 'Admin records money handed back to a player from their credit on a match (amount, method, date, note); more than the credit is refused.';
revoke all on function public.record_refund(uuid, uuid, integer, text, date, text) from public;
grant execute on function public.record_refund(uuid, uuid, integer, text, date, text) to anon, authenticated, service_role;

create function public.refund_cancelled_match(p_match_id uuid, p_player_ids uuid[], p_method text, p_refunded_on date,
                                              p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_method text;
  v_day date;
  v_match public.matches;
  v_row record;
  v_count integer := 0;
  v_cents bigint := 0;
begin
  perform private.require_admin();
  v_method := private.money_method(p_method);
  v_day := private.money_day(p_refunded_on);
  if char_length(p_note) > 500 then
    raise exception using message = 'The note must be at most 500 characters', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if v_match.cancelled_at is null then
    raise exception using message = 'Only a cancelled match''s money can be refunded all at once', errcode = '23514';
  end if;
  for v_row in
    select mm.player_id, mm.credit_cents
    from private.match_money(array[p_match_id]) mm
    where mm.player_id = any (coalesce(p_player_ids, '{}')) and mm.credit_cents > 0
    order by mm.player_id
  loop
    perform private.refund_credit(v_match, v_row.player_id, v_row.credit_cents::integer, v_method, v_day,
                                  coalesce(nullif(btrim(p_note), ''), 'Match cancelled'));
    v_count := v_count + 1;
    v_cents := v_cents + v_row.credit_cents;
  end loop;
  if v_count = 0 then
    raise exception using message = 'Nothing to refund: none of these players has money on this match', errcode = '23514';
  end if;
  return json_build_object('refunded_count', v_count, 'refunded_cents', v_cents);
end
$$;
comment on function public.refund_cancelled_match(uuid, uuid[], text, date, text) is 'Admin refunds, in one go, all the money the given players have on a cancelled match (the others keep it as credit).';
revoke all on function public.refund_cancelled_match(uuid, uuid[], text, date, text) from public;
grant execute on function public.refund_cancelled_match(uuid, uuid[], text, date, text) to anon, authenticated, service_role;

create function public.apply_credit(p_player_id uuid, p_from_match_id uuid, p_to_match_id uuid, p_amount_cents integer)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount integer;
  v_from public.matches;
  v_to public.matches;
  v_from_money record;
  v_to_money record;
  v_transfer uuid := gen_random_uuid();
begin
  perform private.require_admin();
  v_amount := private.money_amount(p_amount_cents);
  if p_from_match_id = p_to_match_id then
    raise exception using message = 'Choose another match to apply the credit to', errcode = '23514';
  end if;
  -- Both matches locked in one order, so two transfers between them cannot deadlock.
  if p_from_match_id < p_to_match_id then
    v_from := private.lock_match(p_from_match_id);
    v_to := private.lock_match(p_to_match_id);
  else
    v_to := private.lock_match(p_to_match_id);
    v_from := private.lock_match(p_from_match_id);
  end if;
  select * into v_from_money from private.player_match_money(p_from_match_id, p_player_id);
  select * into v_to_money from private.player_match_money(p_to_match_id, p_player_id);
  if v_amount > v_from_money.credit_cents then
    raise exception using message = case when v_from_money.credit_cents = 0
      then 'This player has no credit on that match'
      else 'That is more than the player''s credit on that match ($' || private.money_text(v_from_money.credit_cents) || ')' end,
      errcode = '23514';
  end if;
  if v_to.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if v_to_money.entry_id is null then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  if v_amount > v_to_money.outstanding_cents then
    raise exception using message = case when v_to_money.outstanding_cents = 0
      then 'The player owes nothing for this match'
      else 'That is more than the player owes for this match ($' || private.money_text(v_to_money.outstanding_cents) || ')' end,
      errcode = '23514';
  end if;
  insert into public.match_money_moves (match_id, player_id, kind, amount_cents, moved_on, transfer_id, note)
  values (p_from_match_id, p_player_id, 'CREDIT_OUT', v_amount, private.club_today(), v_transfer, 'Applied to ' || v_to.name),
         (p_to_match_id, p_player_id, 'CREDIT_IN', v_amount, private.club_today(), v_transfer, 'Credit from ' || v_from.name);
  perform private.audit('CREDIT_APPLIED', 'match', v_to.id::text, v_to.name,
                        jsonb_build_object('transfer_id', v_transfer, 'player_id', p_player_id,
                                           'player_name', (select p.name from public.players p where p.id = p_player_id),
                                           'amount_cents', v_amount, 'from_match_id', v_from.id, 'from_match_name', v_from.name));
  select * into v_to_money from private.player_match_money(p_to_match_id, p_player_id);
  return json_build_object('transfer_id', v_transfer, 'paid_in_full', v_to_money.outstanding_cents = 0,
                           'outstanding_cents', v_to_money.outstanding_cents);
end
$$;
comment on function public.apply_credit(uuid, uuid, uuid, integer) is 'Admin moves a player''s credit on one match to their due on another (at most the credit and at most what is owed there).';
revoke all on function public.apply_credit(uuid, uuid, uuid, integer) from public;
grant execute on function public.apply_credit(uuid, uuid, uuid, integer) to anon, authenticated, service_role;

create function public.record_winnings_payout(p_match_id uuid, p_player_id uuid, p_amount_cents integer, p_method text,
                                              p_paid_on date, p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount integer;
  v_method text;
  v_day date;
  v_match public.matches;
  v_win record;
  v_id uuid;
begin
  perform private.require_admin();
  v_amount := private.money_amount(p_amount_cents);
  v_method := private.money_method(p_method);
  v_day := private.money_day(p_paid_on);
  if char_length(p_note) > 500 then
    raise exception using message = 'The note must be at most 500 characters', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if not v_match.is_final then
    raise exception using message = 'Winnings can be paid out once the match is finalized', errcode = '23514';
  end if;
  select coalesce(sum(w.won_cents), 0)::bigint as won, coalesce(sum(w.outstanding_cents), 0)::bigint as outstanding into v_win
  from private.winnings_by_match(array[p_match_id]) w where w.player_id = p_player_id;
  if v_amount > v_win.outstanding then
    raise exception using message = case when v_win.won = 0 then 'This player won nothing in this match'
      when v_win.outstanding <= 0 then 'This player''s winnings for this match have been paid out'
      else 'That is more than the player''s unpaid winnings for this match ($' || private.money_text(v_win.outstanding) || ')' end,
      errcode = '23514';
  end if;
  insert into public.winnings_payouts (match_id, player_id, amount_cents, method, paid_on, note)
  values (p_match_id, p_player_id, v_amount, v_method, v_day, nullif(btrim(p_note), ''))
  returning id into v_id;
  perform private.audit('WINNINGS_PAID_OUT', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('payout_id', v_id, 'player_id', p_player_id,
                                           'player_name', (select p.name from public.players p where p.id = p_player_id),
                                           'amount_cents', v_amount, 'method', v_method, 'paid_on', v_day,
                                           'outstanding_cents', v_win.outstanding - v_amount));
  return json_build_object('payout_id', v_id, 'won_cents', v_win.won, 'outstanding_cents', v_win.outstanding - v_amount);
end
$$;
comment on function public.record_winnings_payout(uuid, uuid, integer, text, date, text) is 'Admin records winnings handed to a player for a final match (partly or fully); more than the unpaid winnings is refused.';
revoke all on function public.record_winnings_payout(uuid, uuid, integer, text, date, text) from public;
grant execute on function public.record_winnings_payout(uuid, uuid, integer, text, date, text) to anon, authenticated, service_role;

create function public.record_season_payout(p_player_id uuid, p_season integer, p_amount_cents integer, p_method text,
                                            p_paid_on date, p_note text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_amount integer;
  v_method text;
  v_day date;
  v_left bigint;
  v_total bigint;
  v_row record;
  v_part bigint;
  v_settle uuid := gen_random_uuid();
begin
  perform private.require_admin();
  v_amount := private.money_amount(p_amount_cents);
  v_method := private.money_method(p_method);
  v_day := private.money_day(p_paid_on);
  if char_length(p_note) > 500 then
    raise exception using message = 'The note must be at most 500 characters', errcode = '23514';
  end if;
  -- The season's final matches where the player is owed, locked oldest first (the order they are paid in).
  perform private.lock_match(x.match_id)
  from (select distinct w.match_id, m.date from private.winnings_by_match(null) w
        join public.matches m on m.id = w.match_id
        where w.player_id = p_player_id and extract(year from m.date)::integer = p_season and w.outstanding_cents > 0
        order by m.date, w.match_id) x;
  select coalesce(sum(w.outstanding_cents), 0)::bigint into v_total
  from private.winnings_by_match(null) w join public.matches m on m.id = w.match_id
  where w.player_id = p_player_id and extract(year from m.date)::integer = p_season and w.outstanding_cents > 0;
  if v_amount > v_total then
    raise exception using message = case when v_total = 0 then 'This player has no unpaid winnings this season'
      else 'That is more than the player''s unpaid winnings this season ($' || private.money_text(v_total) || ')' end,
      errcode = '23514';
  end if;
  v_left := v_amount;
  for v_row in
    select w.match_id, w.outstanding_cents from private.winnings_by_match(null) w
    join public.matches m on m.id = w.match_id
    where w.player_id = p_player_id and extract(year from m.date)::integer = p_season and w.outstanding_cents > 0
    order by m.date, w.match_id
  loop
    exit when v_left = 0;
    v_part := least(v_left, v_row.outstanding_cents);
    insert into public.winnings_payouts (match_id, player_id, amount_cents, method, paid_on, note, settle_up_id)
    values (v_row.match_id, p_player_id, v_part, v_method, v_day,
            coalesce(nullif(btrim(p_note), ''), p_season || ' season settle-up'), v_settle);
    v_left := v_left - v_part;
  end loop;
  perform private.audit('SEASON_PAID_OUT', 'player', p_player_id::text,
                        (select p.name from public.players p where p.id = p_player_id),
                        jsonb_build_object('settle_up_id', v_settle, 'season', p_season, 'amount_cents', v_amount,
                                           'method', v_method, 'paid_on', v_day, 'outstanding_cents', v_total - v_amount));
  return json_build_object('settle_up_id', v_settle, 'outstanding_cents', v_total - v_amount);
end
$$;
comment on function public.record_season_payout(uuid, integer, integer, text, date, text) is 'Admin records a season settle-up handed to a player: split over the season''s final matches where they are owed, oldest first; more than the unpaid winnings is refused.';
revoke all on function public.record_season_payout(uuid, integer, integer, text, date, text) from public;
grant execute on function public.record_season_payout(uuid, integer, integer, text, date, text) to anon, authenticated, service_role;

-- Replaces get_match_balances of 20261127120200_balances_privacy.sql: priced by private.match_money (voids,
-- refunds, credit moves; a cancelled match's entries owe nothing); credit_cents added for the same viewers.
create or replace function public.get_match_balances(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
begin
  return (
    select coalesce(json_agg(x order by x.player_id), '[]'::json)
    from (
      select mo.player_id, mo.held_cents >= mo.due_cents as paid_in_full,
             case when mo.due_cents = 0 then 'NOTHING_DUE' when mo.outstanding_cents = 0 then 'PAID' else 'PENDING' end as status,
             case when v_admin or mo.player_id = v_me then mo.due_cents end as due_cents,
             case when v_admin or mo.player_id = v_me then mo.held_cents end as paid_cents,
             case when v_admin or mo.player_id = v_me then mo.due_cents - mo.held_cents end as balance_cents,
             case when v_admin or mo.player_id = v_me then mo.credit_cents end as credit_cents
      from private.match_money(array[p_match_id]) mo
      where mo.entry_id is not null
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is 'Each entrant''s payment status (PAID, PENDING, NOTHING_DUE) by player id; due, paid (held: payments not voided − refunds ± credit moved), balance and credit in cents only for admins and the entrant (null otherwise).';
revoke all on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

-- A player's account: what they have in credit (per match, and why), what they owe, their winnings.
create function public.get_player_account(p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_player public.players;
begin
  if not private.is_admin() and private.current_player_id() is distinct from p_player_id then
    raise exception using message = 'Only the player or an admin can see this account', errcode = 'PT403';
  end if;
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  return (
    with mine as (
      select mm.*, m.name, m.date, m.cancelled_at, m.is_final
      from private.match_money((select array_agg(distinct x.match_id) from (
              select e.match_id from public.match_entries e where e.player_id = p_player_id
              union select p.match_id from public.match_payments p where p.player_id = p_player_id
              union select v.match_id from public.match_money_moves v where v.player_id = p_player_id) x)) mm
      join public.matches m on m.id = mm.match_id
      where mm.player_id = p_player_id
    ),
    wins as (
      select w.*, m.name, m.date
      from private.winnings_by_match((select array_agg(r.match_id) from (
              select distinct r.match_id from public.results r where r.player_id = p_player_id and r.payout_cents > 0) r)) w
      join public.matches m on m.id = w.match_id
      where w.player_id = p_player_id
    )
    select json_build_object(
      'player_id', v_player.id,
      'name', v_player.name,
      'paid_cents', coalesce((select sum(mi.paid_cents) from mine mi), 0),
      'refunded_cents', coalesce((select sum(mi.refunded_cents) from mine mi), 0),
      'due_cents', coalesce((select sum(mi.due_cents) from mine mi), 0),
      -- payments − refunds − dues of active entries (credit moved between matches cancels out).
      'account_cents', coalesce((select sum(mi.paid_cents - mi.refunded_cents - mi.due_cents) from mine mi), 0),
      'credit_cents', coalesce((select sum(mi.credit_cents) from mine mi), 0),
      'outstanding_cents', coalesce((select sum(mi.outstanding_cents) from mine mi), 0),
      'credits', coalesce((
        select json_agg(json_build_object('match_id', mi.match_id, 'match_name', mi.name, 'date', mi.date,
                                          'credit_cents', mi.credit_cents,
                                          'reason', case when mi.cancelled_at is not null then 'CANCELLED'
                                                         when mi.entry_id is null then 'REMOVED' else 'OVERPAID' end)
                        order by mi.date, mi.match_id)
        from mine mi where mi.credit_cents > 0), '[]'::json),
      'dues', coalesce((
        select json_agg(json_build_object('match_id', mi.match_id, 'match_name', mi.name, 'date', mi.date,
                                          'due_cents', mi.due_cents, 'outstanding_cents', mi.outstanding_cents)
                        order by mi.date, mi.match_id)
        from mine mi where mi.outstanding_cents > 0), '[]'::json),
      'winnings', json_build_object(
        'won_cents', coalesce((select sum(w.won_cents) from wins w), 0),
        'paid_out_cents', coalesce((select sum(w.paid_out_cents) from wins w), 0),
        'outstanding_cents', coalesce((select sum(w.outstanding_cents) from wins w), 0),
        'matches', coalesce((
          select json_agg(json_build_object('match_id', w.match_id, 'match_name', w.name, 'date', w.date,
                                            'won_cents', w.won_cents, 'paid_out_cents', w.paid_out_cents,
                                            'outstanding_cents', w.outstanding_cents) order by w.date, w.match_id)
          from wins w), '[]'::json))
    )
  );
end
$$;
comment on function public.get_player_account(uuid) is 'Admin or the player: their account (payments − refunds − dues of active entries), credit per match with its reason (OVERPAID, REMOVED, CANCELLED), what is owed per match, and winnings won / paid out / outstanding.';
revoke all on function public.get_player_account(uuid) from public;
grant execute on function public.get_player_account(uuid) to anon, authenticated, service_role;

-- The money of one match for the treasurer: per player due / held / credit / outstanding and winnings
-- won / paid out / outstanding; every payment (voided ones with their reason), refund, credit move and payout.
create function public.get_match_money(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if not exists (select 1 from public.matches m where m.id = p_match_id) then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  return (
    with money as (select * from private.match_money(array[p_match_id])),
    wins as (select * from private.winnings_by_match(array[p_match_id])),
    people as (
      select coalesce(mo.player_id, w.player_id) as player_id, mo.entry_id,
             coalesce(mo.due_cents, 0) as due_cents, coalesce(mo.paid_cents, 0) as paid_cents,
             coalesce(mo.refunded_cents, 0) as refunded_cents,
             coalesce(mo.credit_in_cents, 0) - coalesce(mo.credit_out_cents, 0) as credit_moved_cents,
             coalesce(mo.held_cents, 0) as held_cents, coalesce(mo.credit_cents, 0) as credit_cents,
             coalesce(mo.outstanding_cents, 0) as outstanding_cents,
             coalesce(w.won_cents, 0) as won_cents, coalesce(w.paid_out_cents, 0) as paid_out_cents,
             coalesce(w.outstanding_cents, 0) as winnings_outstanding_cents
      from money mo
      full join wins w on w.player_id = mo.player_id
    )
    select json_build_object(
      'match_id', p_match_id,
      'players', coalesce((
        select json_agg(json_build_object('player_id', pe.player_id, 'name', p.name, 'is_entry', pe.entry_id is not null,
                                          'due_cents', pe.due_cents, 'paid_cents', pe.paid_cents,
                                          'refunded_cents', pe.refunded_cents, 'credit_moved_cents', pe.credit_moved_cents,
                                          'held_cents', pe.held_cents, 'credit_cents', pe.credit_cents,
                                          'outstanding_cents', pe.outstanding_cents, 'won_cents', pe.won_cents,
                                          'paid_out_cents', pe.paid_out_cents,
                                          'winnings_outstanding_cents', pe.winnings_outstanding_cents)
                        order by p.name, pe.player_id)
        from people pe join public.players p on p.id = pe.player_id), '[]'::json),
      'payments', coalesce((
        select json_agg(json_build_object('id', x.id, 'player_id', x.player_id, 'player_name', p.name,
                                          'amount_cents', x.amount_cents, 'method', x.method, 'note', x.note,
                                          'created_at', x.created_at, 'voided_at', x.voided_at, 'void_reason', x.void_reason)
                        order by x.created_at, x.id)
        from public.match_payments x join public.players p on p.id = x.player_id
        where x.match_id = p_match_id), '[]'::json),
      'moves', coalesce((
        select json_agg(json_build_object('id', v.id, 'player_id', v.player_id, 'player_name', p.name, 'kind', v.kind,
                                          'amount_cents', v.amount_cents, 'method', v.method, 'moved_on', v.moved_on,
                                          'note', v.note, 'created_at', v.created_at)
                        order by v.created_at, v.id)
        from public.match_money_moves v join public.players p on p.id = v.player_id
        where v.match_id = p_match_id), '[]'::json),
      'payouts', coalesce((
        select json_agg(json_build_object('id', w.id, 'player_id', w.player_id, 'player_name', p.name,
                                          'amount_cents', w.amount_cents, 'method', w.method, 'paid_on', w.paid_on,
                                          'note', w.note, 'created_at', w.created_at)
                        order by w.created_at, w.id)
        from public.winnings_payouts w join public.players p on p.id = w.player_id
        where w.match_id = p_match_id), '[]'::json)
    )
  );
end
$$;
comment on function public.get_match_money(uuid) is 'Admin: a match''s money per player (due, paid, refunded, credit moved, held, credit, outstanding; won, paid out, winnings outstanding) and every payment (voided ones too), refund, credit move and payout.';
revoke all on function public.get_match_money(uuid) from public;
grant execute on function public.get_match_money(uuid) to anon, authenticated, service_role;

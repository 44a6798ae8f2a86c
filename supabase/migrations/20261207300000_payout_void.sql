-- A recorded payout can be voided with a reason, like a payment (DESIGN rule 19: money rows are never deleted).
-- Handing winnings to the wrong player, or a correction after payouts, no longer traps the treasurer: the row
-- stays (voided_at, void_reason, struck through on screen), the void is audited, and a voided payout counts for
-- nothing — not in private.winnings_by_match, the finance snapshot (private.match_finance_one), settle-up or
-- integrity. private.winnings_by_match gains still_owed_cents and owed_back_cents (won above / below what was
-- handed over) at the end of its columns; the existing columns keep their meaning.

-- Tables -----------------------------------------------------------------------------------------------------

alter table public.winnings_payouts
  add column voided_at timestamptz,
  add column void_reason text,
  -- A void carries its reason (1–500 characters), and only a void does.
  add constraint winnings_payouts_void_check check (
    (voided_at is null) = (void_reason is null)
    and (void_reason is null or (btrim(void_reason) <> '' and char_length(void_reason) <= 500)));
comment on column public.winnings_payouts.voided_at is 'Set when the payout is voided (with void_reason): it counts for nothing but stays in the ledger.';
comment on column public.winnings_payouts.void_reason is 'Why the payout was voided (required with voided_at).';
comment on table public.winnings_payouts is 'Winnings handed to a player for a final match (amount, method, date); a season settle-up is several rows with one settle_up_id. Never deleted: a void keeps the row with its reason.';

-- Helpers ----------------------------------------------------------------------------------------------------

-- Replaces private.winnings_by_match of 20261128020100_money_accounts.sql: voided payouts count for nothing, and
-- the difference is split into still owed (won > handed over) and owed back (handed over > won, after a correction).
drop function private.winnings_by_match(uuid[]);
create function private.winnings_by_match(p_match_ids uuid[])
returns table (match_id uuid, player_id uuid, won_cents bigint, paid_out_cents bigint, outstanding_cents bigint,
               still_owed_cents bigint, owed_back_cents bigint)
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
    where w.match_id = any (v_ids) and w.voided_at is null
    group by w.match_id, w.player_id
  ),
  both_sides as (
    select coalesce(wo.match_id, h.match_id) as match_id, coalesce(wo.player_id, h.player_id) as player_id,
           coalesce(wo.cents, 0::bigint) as won, coalesce(h.cents, 0::bigint) as handed
    from won wo
    full join handed h on h.match_id = wo.match_id and h.player_id = wo.player_id
  )
  select b.match_id, b.player_id, b.won, b.handed, b.won - b.handed,
         greatest(b.won - b.handed, 0::bigint), greatest(b.handed - b.won, 0::bigint)
  from both_sides b;
end
$$;
comment on function private.winnings_by_match(uuid[]) is 'Per (match, player): won (Σ result payouts of a final match), paid out (Σ winnings_payouts not voided), outstanding = won − paid out, split into still_owed (> 0) and owed_back (paid out beyond what is won, after a correction); null = all matches.';
revoke all on function private.winnings_by_match(uuid[]) from public;

-- Replaces private.match_finance_one of 20261128020300_money_pricing_inlined.sql: handed out counts payouts not voided.
create or replace function private.match_finance_one(p_match_id uuid)
returns table (match_id uuid, collected_cents bigint, outstanding_cents bigint, credit_cents bigint,
               paid_out_cents bigint, remainder_cents bigint, handed_out_cents bigint)
language sql
stable
as $$
  select m.id,
         coalesce(mo.collected, 0::bigint), coalesce(mo.outstanding, 0::bigint), coalesce(mo.credit, 0::bigint),
         case when m.is_final then wo.cents else 0::bigint end,
         case when m.is_final then pt.cents - wo.cents else 0::bigint end,
         h.cents
  from public.matches m
  cross join (select sum(mm.held_cents)::bigint as collected, sum(mm.outstanding_cents)::bigint as outstanding,
                     sum(mm.credit_cents)::bigint as credit
              from private.match_money_one(p_match_id) mm) mo
  cross join (select coalesce(sum(r.payout_cents), 0)::bigint as cents from public.results r where r.match_id = p_match_id) wo
  cross join (select coalesce(sum(gp.pot_cents), 0)::bigint as cents from private.game_pots gp
              where gp.match_id = p_match_id and gp.enabled) pt
  cross join (select coalesce(sum(w.amount_cents), 0)::bigint as cents from public.winnings_payouts w
              where w.match_id = p_match_id and w.voided_at is null) h
  where m.id = p_match_id
$$;
comment on function private.match_finance_one(uuid) is 'One match''s collected, outstanding, credit, paid out (won in a final match), remainder, handed out (payouts not voided) — priced live; inlined into its callers.';
revoke all on function private.match_finance_one(uuid) from public;

-- RPCs -------------------------------------------------------------------------------------------------------

create function public.void_winnings_payout(p_payout_id uuid, p_reason text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_payout public.winnings_payouts;
  v_match public.matches;
  v_win record;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Please give a reason for voiding this payout', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'The reason must be at most 500 characters', errcode = '23514';
  end if;
  select w.* into v_payout from public.winnings_payouts w where w.id = p_payout_id;
  if not found then
    raise exception using message = 'Payout not found', errcode = 'PT404';
  end if;
  v_match := private.lock_match(v_payout.match_id);
  update public.winnings_payouts w set voided_at = now(), void_reason = v_reason
  where w.id = p_payout_id and w.voided_at is null;
  if not found then
    raise exception using message = 'This payout has already been voided', errcode = '23514';
  end if;
  select coalesce(sum(w.won_cents), 0)::bigint as won, coalesce(sum(w.paid_out_cents), 0)::bigint as paid_out,
         coalesce(sum(w.still_owed_cents), 0)::bigint as still_owed, coalesce(sum(w.owed_back_cents), 0)::bigint as owed_back
  into v_win
  from private.winnings_by_match(array[v_payout.match_id]) w where w.player_id = v_payout.player_id;
  perform private.audit('PAYOUT_VOIDED', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('payout_id', v_payout.id, 'player_id', v_payout.player_id,
                                           'player_name', (select p.name from public.players p where p.id = v_payout.player_id),
                                           'amount_cents', v_payout.amount_cents, 'method', v_payout.method,
                                           'paid_on', v_payout.paid_on, 'reason', v_reason,
                                           'handed_over_cents', v_win.paid_out, 'still_owed_cents', v_win.still_owed));
  return json_build_object('payout_id', v_payout.id, 'match_id', v_payout.match_id, 'player_id', v_payout.player_id,
                           'won_cents', v_win.won, 'paid_out_cents', v_win.paid_out,
                           'still_owed_cents', v_win.still_owed, 'owed_back_cents', v_win.owed_back);
end
$$;
comment on function public.void_winnings_payout(uuid, text) is 'Admin voids a recorded payout with a reason: the row stays (voided_at, void_reason) and counts for nothing; refused without a reason or when already voided. Audited as PAYOUT_VOIDED.';
revoke all on function public.void_winnings_payout(uuid, text) from public;
grant execute on function public.void_winnings_payout(uuid, text) to anon, authenticated, service_role;

-- Replaces public.get_match_money of 20261128020300_money_pricing_inlined.sql: payouts carry their void, and each
-- player's winnings say what is still owed and what is owed back.
create or replace function public.get_match_money(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
begin
  perform private.require_admin();
  if not exists (select 1 from public.matches m where m.id = p_match_id) then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  return (
    with money as (select * from private.match_money_one(p_match_id)),
    wins as (select * from private.winnings_by_match(array[p_match_id])),
    people as (
      select coalesce(mo.player_id, w.player_id) as player_id, mo.entry_id,
             coalesce(mo.due_cents, 0) as due_cents, coalesce(mo.paid_cents, 0) as paid_cents,
             coalesce(mo.refunded_cents, 0) as refunded_cents,
             coalesce(mo.credit_in_cents, 0) - coalesce(mo.credit_out_cents, 0) as credit_moved_cents,
             coalesce(mo.held_cents, 0) as held_cents, coalesce(mo.credit_cents, 0) as credit_cents,
             coalesce(mo.outstanding_cents, 0) as outstanding_cents,
             coalesce(w.won_cents, 0) as won_cents, coalesce(w.paid_out_cents, 0) as paid_out_cents,
             coalesce(w.outstanding_cents, 0) as winnings_outstanding_cents,
             coalesce(w.still_owed_cents, 0) as still_owed_cents, coalesce(w.owed_back_cents, 0) as owed_back_cents
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
                                          'winnings_outstanding_cents', pe.winnings_outstanding_cents,
                                          'still_owed_cents', pe.still_owed_cents, 'owed_back_cents', pe.owed_back_cents)
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
                                          'note', w.note, 'created_at', w.created_at,
                                          'voided_at', w.voided_at, 'void_reason', w.void_reason)
                        order by w.created_at, w.id)
        from public.winnings_payouts w join public.players p on p.id = w.player_id
        where w.match_id = p_match_id), '[]'::json)
    )
  );
end
$$;
comment on function public.get_match_money(uuid) is 'Admin: a match''s money per player (due, paid, refunded, credit moved, held, credit, outstanding; won, paid out, winnings outstanding, still owed, owed back) and every payment and payout (voided ones too, with their reason), refund and credit move.';
revoke all on function public.get_match_money(uuid) from public;
grant execute on function public.get_match_money(uuid) to anon, authenticated, service_role;

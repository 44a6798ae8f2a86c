-- Money pricing per match without planning per call (issue #14 item 6, measured in docs/benchmarks.md).
--
-- 20261128020100_money_accounts.sql and 20261128020200_per_match_finance.sql priced a match with plpgsql functions
-- over an array of match ids. Under plan_cache_mode auto PostgreSQL kept planning their large statements on every
-- call (the generic plan's estimate for "= any (array)" looked worse), which cost several times running them for
-- one match; a forced generic plan read whole tables instead. Now one match is priced by plain SQL functions
-- (private.match_money_one, private.match_finance_one: no definer, no settings) that PostgreSQL inlines into their
-- callers, so each table is read through its match_id index under the caller's one cached plan; several matches
-- are priced one at a time (a lateral join). The callers that price one match keep a generic plan. Same answers.

create function private.match_money_one(p_match_id uuid)
returns table (
  match_id uuid, player_id uuid, entry_id uuid, due_cents bigint, paid_cents bigint, refunded_cents bigint,
  credit_in_cents bigint, credit_out_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint,
  last_payment_at timestamp with time zone
)
language sql
stable
as $$
  with ms as (
    select m.id, m.cancelled_at is not null as cancelled
    from public.matches m
    where m.id = p_match_id
  ),
  per_player as (
    select coalesce(sum(g.buy_in), 0)::bigint as cents
    from public.match_games g
    where g.match_id = p_match_id and g.enabled and g.pot_calc = 'PER_PLAYER'
  ),
  opted as (
    select o.player_id, sum(g.buy_in)::bigint as cents
    from public.match_entry_opt_ins o
    join public.match_games g on g.id = o.match_game_id
    where o.match_id = p_match_id and o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
    group by o.player_id
  ),
  flows as (
    select p.player_id, p.amount_cents as paid, 0 as refunded, 0 as c_in, 0 as c_out, p.created_at as paid_at
    from public.match_payments p
    where p.match_id = p_match_id and p.voided_at is null
    union all
    select v.player_id, 0,
           case when v.kind = 'REFUND' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_OUT' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.created_at end
    from public.match_money_moves v
    where v.match_id = p_match_id
  ),
  money as (
    select f.player_id, sum(f.paid)::bigint as paid, sum(f.refunded)::bigint as refunded,
           sum(f.c_in)::bigint as c_in, sum(f.c_out)::bigint as c_out, max(f.paid_at) as last_at
    from flows f
    group by f.player_id
  ),
  joined as (
    select coalesce(e.player_id, mo.player_id) as player_id, e.id as entry_id,
           case when e.id is null or ms.cancelled then 0::bigint else pp.cents + coalesce(op.cents, 0) end as due,
           coalesce(mo.paid, 0::bigint) as paid, coalesce(mo.refunded, 0::bigint) as refunded,
           coalesce(mo.c_in, 0::bigint) as c_in, coalesce(mo.c_out, 0::bigint) as c_out, mo.last_at
    from (select e.id, e.player_id from public.match_entries e where e.match_id = p_match_id) e
    full join money mo on mo.player_id = e.player_id
    cross join ms
    cross join per_player pp
    left join opted op on op.player_id = coalesce(e.player_id, mo.player_id)
  )
  select p_match_id, j.player_id, j.entry_id, j.due, j.paid, j.refunded, j.c_in, j.c_out,
         j.paid - j.refunded + j.c_in - j.c_out,
         greatest(j.paid - j.refunded + j.c_in - j.c_out - j.due, 0),
         case when j.entry_id is null then 0::bigint else greatest(j.due - (j.paid - j.refunded + j.c_in - j.c_out), 0) end,
         j.last_at
  from joined j
$$;
comment on function private.match_money_one(uuid) is 'Per (match, player) with an entry or money on one match: due (0 once removed or cancelled), paid (not voided), refunded, credit in/out, held, credit, outstanding. Inlined into its callers.';
revoke all on function private.match_money_one(uuid) from public;

-- Replaces private.match_money of 20261128020100_money_accounts.sql.
create or replace function private.match_money(p_match_ids uuid[])
returns table (
  match_id uuid, player_id uuid, entry_id uuid, due_cents bigint, paid_cents bigint, refunded_cents bigint,
  credit_in_cents bigint, credit_out_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint,
  last_payment_at timestamp with time zone
)
language sql
stable
as $$
  select mm.*
  from (select k.id from unnest(p_match_ids) k(id) union select m.id from public.matches m where p_match_ids is null) ids
  cross join lateral private.match_money_one(ids.id) mm
$$;
comment on function private.match_money(uuid[]) is 'private.match_money_one for each of the given matches (null = all).';
revoke all on function private.match_money(uuid[]) from public;

create function private.match_finance_one(p_match_id uuid)
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
  cross join (select coalesce(sum(w.amount_cents), 0)::bigint as cents from public.winnings_payouts w where w.match_id = p_match_id) h
  where m.id = p_match_id
$$;
comment on function private.match_finance_one(uuid) is 'One match''s collected, outstanding, credit, paid out (won in a final match), remainder, handed out — priced live; inlined into its callers.';
revoke all on function private.match_finance_one(uuid) from public;

-- Replaces private.match_finance_figures of 20261128020200_per_match_finance.sql.
create or replace function private.match_finance_figures(p_match_ids uuid[])
returns table (match_id uuid, collected_cents bigint, outstanding_cents bigint, credit_cents bigint,
               paid_out_cents bigint, remainder_cents bigint, handed_out_cents bigint)
language sql
stable
as $$
  select f.*
  from (select k.id from unnest(p_match_ids) k(id) union select m.id from public.matches m where p_match_ids is null) ids
  cross join lateral private.match_finance_one(ids.id) f
$$;
comment on function private.match_finance_figures(uuid[]) is 'Per match (null = all): private.match_finance_one.';
revoke all on function private.match_finance_figures(uuid[]) from public;

-- Replaces private.player_match_money of 20261128020100_money_accounts.sql.
create or replace function private.player_match_money(p_match_id uuid, p_player_id uuid)
returns table (entry_id uuid, due_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint)
language plpgsql
stable
security definer
set search_path = ''
-- Its statement is planned once (private.match_money_one is inlined: a generic plan reads each table by index).
set plan_cache_mode = 'force_generic_plan'
as $$
begin
  return query
  select mm.entry_id, mm.due_cents, mm.held_cents, mm.credit_cents, mm.outstanding_cents
  from private.match_money_one(p_match_id) mm
  where mm.player_id = p_player_id;
  if not found then
    return query select null::uuid, 0::bigint, 0::bigint, 0::bigint, 0::bigint;
  end if;
end
$$;
comment on function private.player_match_money(uuid, uuid) is 'One (match, player)''s due, held, credit and outstanding (zeros when there is nothing).';
revoke all on function private.player_match_money(uuid, uuid) from public;

-- Replaces private.refresh_paid_status of 20261128020100_money_accounts.sql.
create or replace function private.refresh_paid_status(p_match_ids uuid[], p_player_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
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

-- Replaces private.refresh_match_finance of 20261128020200_per_match_finance.sql.
create or replace function private.refresh_match_finance(p_match_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_ids uuid[];
begin
  select array_agg(distinct k order by k) into v_ids from unnest(p_match_ids) k where k is not null;
  if v_ids is null then
    return;
  end if;
  -- Held to the end of the transaction: the next statements see every write committed before the lock.
  perform pg_advisory_xact_lock(hashtext('private.match_finance'), hashtext(k::text)) from unnest(v_ids) k;
  delete from private.match_finance f
  where f.match_id = any (v_ids) and not exists (select 1 from public.matches m where m.id = f.match_id);
  insert into private.match_finance as f (match_id, collected_cents, outstanding_cents, credit_cents, paid_out_cents,
                                          remainder_cents, handed_out_cents, updated_at)
  select x.match_id, x.collected_cents, x.outstanding_cents, x.credit_cents, x.paid_out_cents, x.remainder_cents,
         x.handed_out_cents, now()
  from private.match_finance_figures(v_ids) x
  on conflict (match_id) do update
    set collected_cents = excluded.collected_cents, outstanding_cents = excluded.outstanding_cents,
        credit_cents = excluded.credit_cents, paid_out_cents = excluded.paid_out_cents,
        remainder_cents = excluded.remainder_cents, handed_out_cents = excluded.handed_out_cents,
        updated_at = excluded.updated_at;
end
$$;
comment on function private.refresh_match_finance(uuid[]) is 'Re-prices private.match_finance for the given matches (under a lock per match, held to the end of the transaction); rows of deleted matches go.';
revoke all on function private.refresh_match_finance(uuid[]) from public;

-- Replaces public.get_match_balances of 20261128020100_money_accounts.sql.
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
      from private.match_money_one(p_match_id) mo
      where mo.entry_id is not null
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is 'Each entrant''s payment status (PAID, PENDING, NOTHING_DUE) by player id; due, paid (held: payments not voided − refunds ± credit moved), balance and credit in cents only for admins and the entrant (null otherwise).';
revoke all on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

-- Replaces public.get_player_account of 20261128020100_money_accounts.sql.
create or replace function public.get_player_account(p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
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

-- Replaces public.get_match_money of 20261128020100_money_accounts.sql.
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

-- Replaces public.refund_cancelled_match of 20261128020100_money_accounts.sql.
create or replace function public.refund_cancelled_match(p_match_id uuid, p_player_ids uuid[], p_method text, p_refunded_on date,
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
    from private.match_money_one(p_match_id) mm
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

-- Per-match money writes (issue #14 item 6).
--
-- The dashboard's finance figures were one row (private.finance_snapshot, 20261127000600_ledger_and_finance.sql)
-- re-priced over the whole league by every money write under one league-wide advisory lock: 4 admins
-- recording payments for different matches waited for each other, and each write priced every entry.
-- Now each match has its own row in private.match_finance, re-priced from that match's rows only, under a
-- lock of that match; private.finance_snapshot becomes a view of their sums, so the totals are the exact sum
-- of the per-match figures and two writes to different matches never wait for each other.
--
-- Figures per match (the old definitions, with voids, refunds and credit moves of 20261128020100):
--   collected   = what the league holds for the match (payments not voided − refunds ± credit moved);
--                 summed over matches: payments − refunds
--   outstanding = Σ over entries max(due − held, 0)      credit = Σ over players max(held − due, 0)
--   paid_out    = Σ result payouts of a final match (what was won)   remainder = its pots − paid_out
--   handed_out  = Σ winnings_payouts (winnings handed to the winners)

create table private.match_finance (
  match_id uuid primary key,
  collected_cents bigint not null,
  outstanding_cents bigint not null,
  credit_cents bigint not null,
  paid_out_cents bigint not null,
  remainder_cents bigint not null,
  handed_out_cents bigint not null,
  updated_at timestamp with time zone not null default now()
);
alter table private.match_finance enable row level security;
comment on table private.match_finance is 'Per match: the dashboard''s finance figures, re-priced on write from that match''s rows (private.refresh_match_finance); private.finance_snapshot sums them.';

-- The figures of the given matches (null = every match), priced live.
create function private.match_finance_figures(p_match_ids uuid[])
returns table (match_id uuid, collected_cents bigint, outstanding_cents bigint, credit_cents bigint,
               paid_out_cents bigint, remainder_cents bigint, handed_out_cents bigint)
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
    select m.id, m.is_final from public.matches m where m.id = any (v_ids)
  ),
  money as (
    select mm.match_id, sum(mm.held_cents)::bigint as collected, sum(mm.outstanding_cents)::bigint as outstanding,
           sum(mm.credit_cents)::bigint as credit
    from private.match_money(v_ids) mm
    group by mm.match_id
  ),
  won as (
    select r.match_id, sum(r.payout_cents)::bigint as cents
    from public.results r
    where r.match_id = any (v_ids)
    group by r.match_id
  ),
  pots as (
    select gp.match_id, sum(gp.pot_cents)::bigint as cents
    from private.game_pots gp
    where gp.enabled and gp.match_id = any (v_ids)
    group by gp.match_id
  ),
  handed as (
    select w.match_id, sum(w.amount_cents)::bigint as cents
    from public.winnings_payouts w
    where w.match_id = any (v_ids)
    group by w.match_id
  )
  select ms.id, coalesce(mo.collected, 0::bigint), coalesce(mo.outstanding, 0::bigint), coalesce(mo.credit, 0::bigint),
         case when ms.is_final then coalesce(wo.cents, 0::bigint) else 0::bigint end,
         case when ms.is_final then coalesce(pt.cents, 0::bigint) - coalesce(wo.cents, 0::bigint) else 0::bigint end,
         coalesce(h.cents, 0::bigint)
  from ms
  left join money mo on mo.match_id = ms.id
  left join won wo on wo.match_id = ms.id
  left join pots pt on pt.match_id = ms.id
  left join handed h on h.match_id = ms.id;
end
$$;
comment on function private.match_finance_figures(uuid[]) is 'Per match (null = all): collected, outstanding, credit, paid out (won in a final match), remainder, handed out — priced live.';
revoke all on function private.match_finance_figures(uuid[]) from public;

-- Re-prices the given matches' rows, one match lock each (in one order, so writers cannot deadlock).
create function private.refresh_match_finance(p_match_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
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

-- Statement trigger with transition tables; tg_argv[0] names the match id column of the table.
create function private.match_finance_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  execute format('select array_agg(distinct match_id) from (%s) r',
                 private.changed_rows_sql(tg_op, tg_argv[0] || ' as match_id'))
  into v_ids;
  perform private.refresh_match_finance(v_ids);
  return null;
end
$$;
comment on function private.match_finance_trigger() is 'Trigger: re-prices private.match_finance for the matches of the changed rows (tg_argv[0] = the match id column).';
revoke all on function private.match_finance_trigger() from public;

drop trigger zz_finance_snapshot on public.match_entries;
drop trigger zz_finance_snapshot on public.match_entry_opt_ins;
drop trigger zz_finance_snapshot on public.match_games;
drop trigger zz_finance_snapshot on public.match_payments;
drop trigger zz_finance_snapshot on public.matches;
drop trigger zz_finance_snapshot on public.results;
drop function private.finance_snapshot_trigger();

do $$
declare
  v_table text;
  v_column text;
begin
  for v_table, v_column in values ('match_entries', 'match_id'), ('match_entry_opt_ins', 'match_id'),
                                  ('match_games', 'match_id'), ('match_payments', 'match_id'),
                                  ('match_money_moves', 'match_id'), ('winnings_payouts', 'match_id'),
                                  ('results', 'match_id'), ('matches', 'id')
  loop
    execute format('create trigger zz_match_finance_ins after insert on public.%I referencing new table as new_rows '
                   'for each statement execute function private.match_finance_trigger(%L)', v_table, v_column);
    execute format('create trigger zz_match_finance_upd after update on public.%I referencing old table as old_rows '
                   'new table as new_rows for each statement execute function private.match_finance_trigger(%L)', v_table, v_column);
    execute format('create trigger zz_match_finance_del after delete on public.%I referencing old table as old_rows '
                   'for each statement execute function private.match_finance_trigger(%L)', v_table, v_column);
  end loop;
end
$$;

-- Replaces the table private.finance_snapshot of 20261127000600_ledger_and_finance.sql: the sums of the
-- per-match rows (same columns; get_admin_dashboard reads it as before).
drop table private.finance_snapshot;
create view private.finance_snapshot as
  select 1::smallint as id,
         coalesce(sum(f.collected_cents), 0)::bigint as collected_cents,
         coalesce(sum(f.paid_out_cents), 0)::bigint as paid_out_cents,
         coalesce(sum(f.outstanding_cents), 0)::bigint as outstanding_cents,
         coalesce(sum(f.remainder_cents), 0)::bigint as remainder_cents,
         max(f.updated_at) as updated_at,
         coalesce(sum(f.credit_cents), 0)::bigint as credit_cents,
         coalesce(sum(f.handed_out_cents), 0)::bigint as handed_out_cents
  from private.match_finance f;
comment on view private.finance_snapshot is 'The admin dashboard''s finance figures: the sums of private.match_finance (each match''s row kept up to date on write).';
revoke all on private.finance_snapshot from anon, authenticated;

-- Replaces refresh_finance_snapshot of 20261127000600_ledger_and_finance.sql: re-prices every match's row
-- (after bulk loads that bypass the triggers).
create or replace function private.refresh_finance_snapshot()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_match_finance(array(select m.id from public.matches m));
  delete from private.match_finance f where not exists (select 1 from public.matches m where m.id = f.match_id);
end
$$;
comment on function private.refresh_finance_snapshot() is 'Re-prices every match''s row of private.match_finance (the triggers keep them up to date; this is for bulk loads).';
revoke all on function private.refresh_finance_snapshot() from public;

-- Replaces finance_figures of 20261127000600_ledger_and_finance.sql: the same four figures, priced live
-- with voids, refunds, credit moves and cancelled matches (what private.finance_snapshot must equal).
create or replace function private.finance_figures()
returns table (collected_cents bigint, paid_out_cents bigint, outstanding_cents bigint, remainder_cents bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(f.collected_cents), 0)::bigint, coalesce(sum(f.paid_out_cents), 0)::bigint,
         coalesce(sum(f.outstanding_cents), 0)::bigint, coalesce(sum(f.remainder_cents), 0)::bigint
  from private.match_finance_figures(null) f
$$;
comment on function private.finance_figures() is 'The finance figures priced live from the money history (private.match_finance_figures summed over every match).';
revoke all on function private.finance_figures() from public;

select private.refresh_finance_snapshot();

-- Replaces integrity_problems of 20261127000700_screens_and_reporting.sql: also voids, refunds, credit moves,
-- winnings paid out and the per-match finance rows.
create or replace function private.integrity_problems()
returns table (problem text, rows bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select x.problem, x.rows
  from (
    select 'games whose payouts exceed the pot' as problem, count(*) as rows
    from (select r.match_id, r.game_code, sum(r.payout_cents) as paid from public.results r group by 1, 2) x
    join private.game_pots gp on gp.match_id = x.match_id and gp.game_code = x.game_code
    where x.paid > gp.pot_cents
    union all
    select 'entries whose paid_in_full disagrees with payments ≥ due', count(*)
    from public.match_entries e
    join private.entry_balances b on b.entry_id = e.id
    where e.paid_in_full is distinct from (b.paid_cents >= b.charges_cents)
    union all
    select 'final matches requiring payment with unpaid entries', count(*)
    from public.match_entries e
    join public.matches m on m.id = e.match_id
    where m.is_final and m.require_payment_before_play and not e.paid_in_full
    union all
    select 'results of final matches for players not in that game', count(*)
    from public.results r
    join public.matches m on m.id = r.match_id and m.is_final
    where not exists (select 1 from private.game_players gp
                      where gp.match_id = r.match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)
    union all
    select 'matches over capacity', count(*)
    from public.matches m
    where m.capacity is not null and (select count(*) from public.match_entries e where e.match_id = m.id) > m.capacity
    union all
    select 'players both entered and still waiting in a match', count(*)
    from public.match_waitlist w
    join public.match_entries e on e.match_id = w.match_id and e.player_id = w.player_id
    where w.promoted_at is null
    union all
    select 'opt-ins without their entry or game', count(*)
    from public.match_entry_opt_ins o
    where not exists (select 1 from public.match_entries e where e.match_id = o.match_id and e.player_id = o.player_id)
       or not exists (select 1 from public.match_games g where g.id = o.match_game_id and g.match_id = o.match_id)
    union all
    select 'scorecards without an entry', count(*)
    from public.scorecards c
    where not exists (select 1 from public.match_entries e where e.match_id = c.match_id and e.player_id = c.player_id)
    union all
    select 'enabled team games', count(*)
    from public.match_games g join public.game_catalog c on c.code = g.game_code
    where g.enabled and c.requires_teams
    union all
    select 'money held below zero (refunded or moved beyond what was paid)', count(*)
    from private.match_money(null) mm
    where mm.held_cents < 0
    union all
    select 'credit moves without their matching other half', count(*)
    from (select v.transfer_id from public.match_money_moves v where v.transfer_id is not null
          group by v.transfer_id
          having count(*) <> 2 or count(distinct v.player_id) <> 1 or count(distinct v.match_id) <> 2
              or sum(v.amount_cents) filter (where v.kind = 'CREDIT_IN') is distinct from sum(v.amount_cents) filter (where v.kind = 'CREDIT_OUT')) t
    union all
    select 'winnings paid out beyond what was won', count(*)
    from private.winnings_by_match(null) w
    where w.outstanding_cents < 0
    union all
    select 'winnings paid out for matches that are not final', count(*)
    from public.winnings_payouts w
    join public.matches m on m.id = w.match_id
    where not m.is_final
    union all
    select 'payments of cancelled matches recorded after the cancellation', count(*)
    from public.match_payments p
    join public.matches m on m.id = p.match_id
    where m.cancelled_at is not null and p.created_at > m.cancelled_at and p.voided_at is null
    union all
    select 'match finance rows that disagree with the money history', count(*)
    from private.match_finance f
    full join private.match_finance_figures(null) x on x.match_id = f.match_id
    where row(f.collected_cents, f.outstanding_cents, f.credit_cents, f.paid_out_cents, f.remainder_cents, f.handed_out_cents)
          is distinct from row(x.collected_cents, x.outstanding_cents, x.credit_cents, x.paid_out_cents, x.remainder_cents, x.handed_out_cents)

  ) x
  where x.rows > 0
$$;
comment on function private.integrity_problems() is 'Every broken money or entry rule over the whole database, one row per rule with its row count; none when all is well.';
revoke all on function private.integrity_problems() from public;

-- Replaces get_ledger of 20261127000600_ledger_and_finance.sql: the per-match figures are the rows of
-- private.match_finance (the same ones the dashboard sums), with refunds, credit and winnings handed out;
-- per player also refunds, credit, outstanding and winnings handed out; payments list voided ones with their
-- reason; refunds and payouts are listed; a cancelled match has no pot.
create or replace function public.get_ledger(p_season integer default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result json;
  v_ids uuid[];
begin
  perform private.require_admin();
  select coalesce(array_agg(m.id), '{}') into v_ids from public.matches m
  where p_season is null or extract(year from m.date)::integer = p_season;
  with season_matches as (
    select m.* from public.matches m where m.id = any (v_ids)
  ),
  money as (
    select mm.* from private.match_money(v_ids) mm
  ),
  wins as (
    select w.* from private.winnings_by_match(v_ids) w
  ),
  pots as (
    select gp.match_id,
           sum(gp.pot_cents)::bigint as pot_cents,
           (sum(gp.pot_cents) filter (where gp.pot_calc = 'FLAT'))::bigint as league_funded_cents
    from private.game_pots gp
    where gp.enabled and gp.match_id = any (v_ids)
      and not exists (select 1 from public.matches m where m.id = gp.match_id and m.cancelled_at is not null)
    group by gp.match_id
  ),
  money_by_match as (
    select mm.match_id, count(mm.entry_id) as entries, sum(mm.due_cents) as charged, sum(mm.refunded_cents) as refunded
    from money mm
    group by mm.match_id
  ),
  match_rows as (
    select m.id, m.name, m.date, m.is_final, m.cancelled_at is not null as is_cancelled,
           coalesce(mb.entries, 0)::integer as entries_count,
           coalesce(mb.charged, 0)::bigint as charged_cents,
           coalesce(f.collected_cents, 0) as collected_cents,
           coalesce(mb.refunded, 0)::bigint as refunded_cents,
           coalesce(f.outstanding_cents, 0) as outstanding_cents,
           coalesce(f.credit_cents, 0) as credit_cents,
           coalesce(pt.pot_cents, 0) as pot_cents,
           coalesce(pt.league_funded_cents, 0) as league_funded_cents,
           coalesce(f.paid_out_cents, 0) as paid_out_cents,
           case when m.is_final then coalesce(f.remainder_cents, 0) end as remainder_cents,
           coalesce(f.handed_out_cents, 0) as handed_out_cents,
           coalesce(f.paid_out_cents, 0) - coalesce(f.handed_out_cents, 0) as winnings_outstanding_cents
    from season_matches m
    left join private.match_finance f on f.match_id = m.id
    left join pots pt on pt.match_id = m.id
    left join money_by_match mb on mb.match_id = m.id
  ),
  player_rows as (
    select p.id as player_id, p.name,
           coalesce(mo.charged, 0)::bigint as charged_cents,
           coalesce(mo.paid, 0)::bigint as paid_cents,
           coalesce(mo.refunded, 0)::bigint as refunded_cents,
           (coalesce(mo.charged, 0) - coalesce(mo.paid, 0) + coalesce(mo.refunded, 0))::bigint as balance_cents,
           coalesce(mo.credit, 0)::bigint as credit_cents,
           coalesce(mo.outstanding, 0)::bigint as outstanding_cents,
           coalesce(wi.won, 0)::bigint as winnings_cents,
           coalesce(wi.handed, 0)::bigint as paid_out_cents,
           coalesce(wi.outstanding, 0)::bigint as winnings_outstanding_cents,
           (coalesce(wi.won, 0) - coalesce(mo.paid, 0) + coalesce(mo.refunded, 0))::bigint as net_cents
    from public.players p
    left join (select mm.player_id, sum(mm.due_cents) as charged, sum(mm.paid_cents) as paid,
                      sum(mm.refunded_cents) as refunded, sum(mm.credit_cents) as credit,
                      sum(mm.outstanding_cents) as outstanding
               from money mm group by mm.player_id) mo on mo.player_id = p.id
    left join (select w.player_id, sum(w.won_cents) as won, sum(w.paid_out_cents) as handed,
                      sum(w.outstanding_cents) as outstanding
               from wins w group by w.player_id) wi on wi.player_id = p.id
    where mo.player_id is not null or wi.player_id is not null
  )
  select json_build_object(
    'season', p_season,
    'seasons', coalesce((select json_agg(y order by y desc)
                         from (select distinct extract(year from m.date)::integer as y from public.matches m) ys), '[]'::json),
    'totals', (select json_build_object(
                 'charged_cents', coalesce(sum(mr.charged_cents), 0),
                 'collected_cents', coalesce(sum(mr.collected_cents), 0),
                 'refunded_cents', coalesce(sum(mr.refunded_cents), 0),
                 'outstanding_cents', coalesce(sum(mr.outstanding_cents), 0),
                 'credit_cents', coalesce(sum(mr.credit_cents), 0),
                 'pot_cents', coalesce(sum(mr.pot_cents), 0),
                 'league_funded_cents', coalesce(sum(mr.league_funded_cents), 0),
                 'paid_out_cents', coalesce(sum(mr.paid_out_cents), 0),
                 'remainder_cents', coalesce(sum(mr.remainder_cents), 0),
                 'handed_out_cents', coalesce(sum(mr.handed_out_cents), 0),
                 'winnings_outstanding_cents', coalesce(sum(mr.winnings_outstanding_cents), 0))
               from match_rows mr),
    'matches', coalesce((select json_agg(row_to_json(mr) order by mr.date desc, mr.name) from match_rows mr), '[]'::json),
    'players', coalesce((select json_agg(row_to_json(pr) order by pr.name, pr.player_id) from player_rows pr), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'match_id', x.match_id,
                                        'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note, 'voided_at', x.voided_at,
                                        'void_reason', x.void_reason) order by x.created_at desc, x.id)
      from (select p.id, p.created_at, p.match_id, m.name as match_name, p.player_id, pl.name as player_name,
                   p.amount_cents, p.method, p.note, p.voided_at, p.void_reason
            from public.match_payments p
            join season_matches m on m.id = p.match_id
            join public.players pl on pl.id = p.player_id
            order by p.created_at desc, p.id
            limit 500) x), '[]'::json),
    'refunds', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'refunded_on', x.moved_on,
                                        'match_id', x.match_id, 'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note) order by x.created_at desc, x.id)
      from (select v.id, v.created_at, v.moved_on, v.match_id, m.name as match_name, v.player_id, pl.name as player_name,
                   v.amount_cents, v.method, v.note
            from public.match_money_moves v
            join season_matches m on m.id = v.match_id
            join public.players pl on pl.id = v.player_id
            where v.kind = 'REFUND'
            order by v.created_at desc, v.id
            limit 500) x), '[]'::json),
    'payouts', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'paid_on', x.paid_on,
                                        'match_id', x.match_id, 'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note) order by x.created_at desc, x.id)
      from (select w.id, w.created_at, w.paid_on, w.match_id, m.name as match_name, w.player_id, pl.name as player_name,
                   w.amount_cents, w.method, w.note
            from public.winnings_payouts w
            join season_matches m on m.id = w.match_id
            join public.players pl on pl.id = w.player_id
            order by w.created_at desc, w.id
            limit 500) x), '[]'::json)
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_ledger(integer) is 'Admin treasurer ledger for a season (calendar year; null = all seasons): totals (the sums of the per-match rows the dashboard also sums), per match, per player (paid, refunded, credit, outstanding; won, paid out, winnings outstanding), recent payments (voided ones too), refunds and payouts.';
revoke all on function public.get_ledger(integer) from public;
grant execute on function public.get_ledger(integer) to anon, authenticated, service_role;

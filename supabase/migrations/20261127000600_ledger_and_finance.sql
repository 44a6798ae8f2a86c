-- Fairway League — the treasurer's ledger and the admin dashboard's finance figures.
--
-- The ledger: per match, what entrants were charged (DESIGN rule 4), what they paid, what is still owed,
-- the pots, what final results paid out and the rounding remainder (pot − payouts, final matches only);
-- per player, charges, payments, balance, winnings from final matches and the net. FLAT pots are
-- league-funded (nobody is charged for them).
--
-- The dashboard's finance block (collected, paid out, outstanding, remainder) would sum the league's whole
-- money history on every load, so the four figures are kept up to date on write in a one-row table,
-- private.finance_snapshot:
--   * private.finance_figures() prices them live (the dashboard's own expressions);
--   * private.refresh_finance_snapshot() stores them; statement-level triggers (one refresh per statement,
--     not per row) call it after every insert, update or delete on the tables those expressions read:
--     match_payments, results, match_games, match_entries, match_entry_opt_ins, matches;
--   * get_admin_dashboard (20261127000700_screens_and_reporting.sql) reads the row.
-- Concurrency: the refresh takes a transaction-level advisory lock BEFORE pricing, so writers refresh one at
-- a time and the last to commit priced the figures after every earlier writer had committed (under READ
-- COMMITTED the pricing statement takes its snapshot after the lock is granted). Without the lock a writer
-- could price from a snapshot missing a concurrent commit and overwrite the row with stale figures.
-- Bulk loads that bypass triggers (session_replication_role = replica, scripts/seed-scale.mjs) must call
-- private.refresh_finance_snapshot() themselves.

-- =============================================================================================
-- Tables
-- =============================================================================================

-- One row: the four figures, written only by private.refresh_finance_snapshot().
create table private.finance_snapshot (
  id smallint primary key default 1 check (id = 1),
  collected_cents bigint,
  paid_out_cents bigint,
  outstanding_cents bigint,
  remainder_cents bigint,
  updated_at timestamptz
);
comment on table private.finance_snapshot is
  'The admin dashboard''s finance figures, kept up to date on write by private.refresh_finance_snapshot().';

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.finance_figures()
returns table (collected_cents bigint, paid_out_cents bigint, outstanding_cents bigint, remainder_cents bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with final_payouts as (
    -- Σ payouts of results of final matches = Σ of all results − Σ of results of the (few) matches that
    -- are not final (every result belongs to a match: results → match_games → matches).
    select (select coalesce(sum(r.payout_cents), 0) from public.results r)
           - (select coalesce(sum(r.payout_cents), 0) from public.results r
              where r.match_id in (select m.id from public.matches m where not m.is_final))::bigint as cents
  ),
  final_pots as (
    -- Σ pot_cents of private.game_pots over the enabled games of final matches, by pot rule: PER_ENTRY
    -- buy-in × opted in, PER_PLAYER buy-in × entrants (counted per game by index), FLAT the buy-in.
    select (select coalesce(sum(g.buy_in::bigint * oc.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entry_opt_ins o
                                where o.match_game_id = g.id and o.opted_in) oc
            where m.is_final and g.enabled and g.pot_calc = 'PER_ENTRY')
         + (select coalesce(sum(g.buy_in::bigint * ec.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entries e where e.match_id = g.match_id) ec
            where m.is_final and g.enabled and g.pot_calc = 'PER_PLAYER')
         + (select coalesce(sum(g.buy_in::bigint), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            where m.is_final and g.enabled and g.pot_calc not in ('PER_ENTRY', 'PER_PLAYER'))::bigint as cents
  )
  select
      (select coalesce(sum(p.amount_cents), 0)::bigint from public.match_payments p) as collected_cents,
      (select fp.cents from final_payouts fp) as paid_out_cents,
      -- Σ max(due − paid, 0) over every entry, as private.entry_balances prices them; entries with
      -- paid_in_full owe nothing (paid ≥ due, kept by the server), so only the unpaid ones are priced.
      (
        select coalesce(sum(greatest(ch.cents - pd.cents, 0)), 0)::bigint
        from public.match_entries e
        cross join lateral (
          select coalesce(sum(g.buy_in), 0) as cents
          from public.match_games g
          where g.match_id = e.match_id and g.enabled
            and (g.pot_calc = 'PER_PLAYER'
                 or (g.pot_calc = 'PER_ENTRY'
                     and exists (select 1 from public.match_entry_opt_ins o
                                 where o.match_game_id = g.id and o.player_id = e.player_id and o.opted_in)))
        ) ch
        cross join lateral (
          select coalesce(sum(p.amount_cents), 0) as cents
          from public.match_payments p
          where p.match_id = e.match_id and p.player_id = e.player_id
        ) pd
        where not e.paid_in_full) as outstanding_cents,
      (select fp.cents from final_pots fp) - (select fp.cents from final_payouts fp) as remainder_cents;
$$;
comment on function private.finance_figures() is
  'The finance figures priced live from the money history (get_admin_dashboard''s expressions as of 20261125110000).';
revoke all on function private.finance_figures() from public;

create function private.refresh_finance_snapshot()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- One refresher at a time, held to the end of the transaction (see the header).
  perform pg_advisory_xact_lock(hashtext('private.finance_snapshot'));
  insert into private.finance_snapshot as s (id, collected_cents, paid_out_cents, outstanding_cents, remainder_cents, updated_at)
  select 1, f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents, now()
  from private.finance_figures() f
  on conflict (id) do update
    set collected_cents = excluded.collected_cents, paid_out_cents = excluded.paid_out_cents,
        outstanding_cents = excluded.outstanding_cents, remainder_cents = excluded.remainder_cents,
        updated_at = excluded.updated_at;
end
$$;
comment on function private.refresh_finance_snapshot() is
  'Re-prices the finance figures and stores them in private.finance_snapshot (called by statement triggers).';
revoke all on function private.refresh_finance_snapshot() from public;

create function private.finance_snapshot_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_finance_snapshot();
  return null;
end
$$;
revoke all on function private.finance_snapshot_trigger() from public;

-- =============================================================================================
-- Triggers
-- =============================================================================================

-- Named zz_ so that they fire after the tables' other statement triggers (paid_in_full upkeep, final locks).
create trigger zz_finance_snapshot after insert or update or delete on public.match_payments
for each statement execute function private.finance_snapshot_trigger();
create trigger zz_finance_snapshot after insert or update or delete on public.results
for each statement execute function private.finance_snapshot_trigger();
create trigger zz_finance_snapshot after insert or update or delete on public.match_games
for each statement execute function private.finance_snapshot_trigger();
create trigger zz_finance_snapshot after insert or update or delete on public.match_entries
for each statement execute function private.finance_snapshot_trigger();
create trigger zz_finance_snapshot after insert or update or delete on public.match_entry_opt_ins
for each statement execute function private.finance_snapshot_trigger();
create trigger zz_finance_snapshot after insert or update or delete on public.matches
for each statement execute function private.finance_snapshot_trigger();

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================

alter table private.finance_snapshot enable row level security;
-- No policies: only security definer code reads or writes it.
revoke all on private.finance_snapshot from public, anon, authenticated;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- The treasurer's ledger (admin) for a season, a calendar year of match dates (null = every season).

create function public.get_ledger(p_season integer default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result json;
begin
  perform private.require_admin();
  with season_matches as (
    select m.* from public.matches m
    where p_season is null or extract(year from m.date)::integer = p_season
  ),
  balances as (
    select b.* from private.entry_balances b join season_matches m on m.id = b.match_id
  ),
  pots as (
    select gp.match_id,
           sum(gp.pot_cents)::bigint as pot_cents,
           (sum(gp.pot_cents) filter (where gp.pot_calc = 'FLAT'))::bigint as league_funded_cents
    from private.game_pots gp join season_matches m on m.id = gp.match_id
    where gp.enabled
    group by gp.match_id
  ),
  payouts as (
    select r.match_id, sum(r.payout_cents)::bigint as cents
    from public.results r join season_matches m on m.id = r.match_id
    where m.is_final
    group by r.match_id
  ),
  payments as (
    select p.* from public.match_payments p join season_matches m on m.id = p.match_id
  ),
  -- Per match, grouped once (were correlated subqueries over the CTEs: one scan of them per match).
  balances_by_match as (
    select b.match_id, count(*) as entries, sum(b.charges_cents) as charged,
           sum(greatest(b.charges_cents - b.paid_cents, 0)) as outstanding
    from balances b
    group by b.match_id
  ),
  payments_by_match as (
    select p.match_id, sum(p.amount_cents) as cents from payments p group by p.match_id
  ),
  match_rows as (
    select m.id, m.name, m.date, m.is_final,
           coalesce(bm.entries, 0)::integer as entries_count,
           coalesce(bm.charged, 0)::bigint as charged_cents,
           coalesce(pm.cents, 0)::bigint as collected_cents,
           coalesce(bm.outstanding, 0)::bigint as outstanding_cents,
           coalesce(pt.pot_cents, 0) as pot_cents,
           coalesce(pt.league_funded_cents, 0) as league_funded_cents,
           case when m.is_final then coalesce(po.cents, 0) else 0 end as paid_out_cents,
           case when m.is_final then coalesce(pt.pot_cents, 0) - coalesce(po.cents, 0) end as remainder_cents
    from season_matches m
    left join pots pt on pt.match_id = m.id
    left join payouts po on po.match_id = m.id
    left join balances_by_match bm on bm.match_id = m.id
    left join payments_by_match pm on pm.match_id = m.id
  ),
  player_rows as (
    select p.id as player_id, p.name,
           coalesce(ch.cents, 0)::bigint as charged_cents,
           coalesce(pa.cents, 0)::bigint as paid_cents,
           (coalesce(ch.cents, 0) - coalesce(pa.cents, 0))::bigint as balance_cents,
           coalesce(wi.cents, 0)::bigint as winnings_cents,
           (coalesce(wi.cents, 0) - coalesce(pa.cents, 0))::bigint as net_cents
    from public.players p
    left join (select b.player_id, sum(b.charges_cents) as cents from balances b group by b.player_id) ch on ch.player_id = p.id
    left join (select x.player_id, sum(x.amount_cents) as cents from payments x group by x.player_id) pa on pa.player_id = p.id
    left join (select r.player_id, sum(r.payout_cents) as cents
               from public.results r join season_matches m on m.id = r.match_id
               where m.is_final group by r.player_id) wi on wi.player_id = p.id
    where ch.player_id is not null or pa.player_id is not null or wi.player_id is not null
  )
  select json_build_object(
    'season', p_season,
    'seasons', coalesce((select json_agg(y order by y desc)
                         from (select distinct extract(year from m.date)::integer as y from public.matches m) ys), '[]'::json),
    'totals', (select json_build_object(
                 'charged_cents', coalesce(sum(mr.charged_cents), 0),
                 'collected_cents', coalesce(sum(mr.collected_cents), 0),
                 'outstanding_cents', coalesce(sum(mr.outstanding_cents), 0),
                 'credit_cents', coalesce((select sum(greatest(b.paid_cents - b.charges_cents, 0)) from balances b), 0)
                   + coalesce((select sum(p.amount_cents) from payments p
                               where not exists (select 1 from public.match_entries e
                                                 where e.match_id = p.match_id and e.player_id = p.player_id)), 0),
                 'pot_cents', coalesce(sum(mr.pot_cents), 0),
                 'league_funded_cents', coalesce(sum(mr.league_funded_cents), 0),
                 'paid_out_cents', coalesce(sum(mr.paid_out_cents), 0),
                 'remainder_cents', coalesce(sum(mr.remainder_cents), 0))
               from match_rows mr),
    'matches', coalesce((select json_agg(row_to_json(mr) order by mr.date desc, mr.name) from match_rows mr), '[]'::json),
    'players', coalesce((select json_agg(row_to_json(pr) order by pr.name, pr.player_id) from player_rows pr), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'match_id', x.match_id,
                                        'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note) order by x.created_at desc, x.id)
      from (select p.id, p.created_at, p.match_id, m.name as match_name, p.player_id, pl.name as player_name,
                   p.amount_cents, p.method, p.note
            from payments p
            join public.matches m on m.id = p.match_id
            join public.players pl on pl.id = p.player_id
            order by p.created_at desc, p.id
            limit 500) x), '[]'::json)
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_ledger(integer) is 'Admin treasurer ledger for a season (calendar year; null = all seasons): totals, per match, per player, recent payments.';
revoke all on function public.get_ledger(integer) from public;
grant execute on function public.get_ledger(integer) to anon, authenticated, service_role;

-- =============================================================================================
-- Reference data
-- =============================================================================================

-- The snapshot's one row, priced from the (empty) league.
select private.refresh_finance_snapshot();

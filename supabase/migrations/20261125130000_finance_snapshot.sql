-- get_admin_dashboard's finance block (collected, paid out, outstanding, remainder) summed the league's whole
-- money history on every load (14x the PostgREST floor at league scale; docs/benchmarks.md). The four figures
-- are now kept up to date on write in a one-row table, private.finance_snapshot:
--   * private.finance_figures() prices them with EXACTLY the expressions of get_admin_dashboard as of
--     20261125110000_email_rules_and_dashboard.sql (copied, not rewritten);
--   * private.refresh_finance_snapshot() stores them; statement-level triggers (one refresh per statement, not
--     per row) call it after every insert, update or delete on the tables those expressions read:
--     match_payments, results, match_games, match_entries, match_entry_opt_ins, matches;
--   * get_admin_dashboard reads the row (identical otherwise).
-- Concurrency: the refresh takes a transaction-level advisory lock BEFORE pricing, so writers refresh one at
-- a time and the last to commit priced the figures after every earlier writer had committed (under READ
-- COMMITTED the pricing statement takes its snapshot after the lock is granted). Without the lock a writer
-- could price from a snapshot missing a concurrent commit and overwrite the row with stale figures.
-- Bulk loads that bypass triggers (session_replication_role = replica, scripts/seed-scale.mjs) must call
-- private.refresh_finance_snapshot() themselves.

create table private.finance_snapshot (
  id smallint primary key default 1 check (id = 1),
  collected_cents bigint,
  paid_out_cents bigint,
  outstanding_cents bigint,
  remainder_cents bigint,
  updated_at timestamptz
);
alter table private.finance_snapshot enable row level security;
-- No policies: only security definer code reads or writes it.
revoke all on private.finance_snapshot from public, anon, authenticated;
comment on table private.finance_snapshot is
  'The admin dashboard''s finance figures, kept up to date on write by private.refresh_finance_snapshot().';

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
revoke all on function private.finance_figures() from public, anon, authenticated;
comment on function private.finance_figures() is
  'The finance figures priced live from the money history (get_admin_dashboard''s expressions as of 20261125110000).';

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
revoke all on function private.refresh_finance_snapshot() from public, anon, authenticated;
comment on function private.refresh_finance_snapshot() is
  'Re-prices the finance figures and stores them in private.finance_snapshot (called by statement triggers).';

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
revoke all on function private.finance_snapshot_trigger() from public, anon, authenticated;

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
-- RPCs: admin dashboard (20261125110000_email_rules_and_dashboard.sql's definition; only the finance block changes)
-- =============================================================================================

create or replace function public.get_admin_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
  v_result json;
  v_fin private.finance_snapshot;
begin
  perform private.require_admin();
  select s.* into v_fin from private.finance_snapshot s where s.id = 1;
  if not found then
    -- Only if the row was removed: refresh it (not possible in a read-only transaction) and answer the live
    -- figures (this stable function's snapshot does not see the row the refresh writes).
    if current_setting('transaction_read_only') = 'off' then
      perform private.refresh_finance_snapshot();
    end if;
    select 1, f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents, now()
    into v_fin from private.finance_figures() f;
  end if;
  select json_build_object(
    'pending_signups', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'created_at', x.created_at) order by x.created_at desc)
      from (select p.id, p.name, p.created_at from public.players p where p.status = 'PENDING'
            order by p.created_at desc limit 10) x), '[]'::json),
    'pending_count', (select count(*) from public.players p where p.status = 'PENDING'),
    'upcoming_matches', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'date', x.date, 'entries_count', x.entries,
                                        'capacity', x.capacity) order by x.date, x.name)
      from (select m.id, m.name, m.date, m.capacity,
                   (select count(*) from public.match_entries e where e.match_id = m.id) as entries
            from public.matches m
            where not m.is_final and m.date >= v_today and m.date <= v_today + 30) x), '[]'::json),
    'needs_attention', json_build_object(
      'unpaid_entries', (select count(*) from public.match_entries e join public.matches m on m.id = e.match_id
                         where not e.paid_in_full and not m.is_final),
      'unfinalized_past_matches', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'date', m.date) order by m.date desc)
        from public.matches m where not m.is_final and m.date < v_today), '[]'::json),
      -- Undelivered mail: refused for good, or still waiting for a retry after a failed attempt.
      'failed_emails', (select count(*) from public.email_outbox o
                        where o.status = 'FAILED' or (o.status = 'PENDING' and o.attempts > 0))),
    'finance', json_build_object(
      -- Kept up to date on write by private.refresh_finance_snapshot (20261125130000_finance_snapshot.sql).
      'collected_cents', v_fin.collected_cents,
      'paid_out_cents', v_fin.paid_out_cents,
      'outstanding_cents', v_fin.outstanding_cents,
      'remainder_cents', v_fin.remainder_cents),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_admin_dashboard() is
  'Admin dashboard in one call; needs_attention.failed_emails = undelivered outbox rows (FAILED, or PENDING after a failed attempt); finance = private.finance_snapshot, kept up to date on write.';

select private.refresh_finance_snapshot();

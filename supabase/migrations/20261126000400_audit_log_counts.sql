-- get_audit_log's total_count kept on write (issue 8, docs/benchmarks.md).
--
-- At league scale (npm run seed:scale: 20,000+ audit rows) the function's `select count(*)` over the whole log
-- cost ~1 ms of its ~1.4 ms, while the page itself walks an (at, id) index in ~0.05 ms. The audit log is
-- append-only (20261125000100_identity_settings_audit.sql: triggers refuse update, delete and truncate), so a
-- count per (action_group, UTC month) only ever grows and can be kept exactly on insert:
--   * private.audit_log_counts holds the counters;
--   * a statement-level AFTER INSERT trigger with a transition table adds each statement's rows to them, one
--     upsert per statement grouped by group and month (COPY included);
--   * private.audit_log_total(group, from, to) answers the total of a filter: the counters of the months wholly
--     inside [from, to), plus a direct count (by index) of the rows in the partial months at either edge, or a
--     direct count alone when no whole month lies inside the range;
--   * get_audit_log uses it (same signature, privileges and answers; only the total is computed differently).
-- Months are UTC months (date_trunc('month', at, 'UTC')), independent of the club time zone, so changing the
-- clubTimezone setting changes which months a filter covers wholly, never the counters.
-- Consistency: the counters change in the inserting transaction, so any snapshot sees counters and rows
-- agree. Inserts of the same group and month serialize on that counter row until commit (audit writes are
-- short admin or player actions). Bulk loads that bypass triggers (session_replication_role = replica,
-- scripts/seed-scale.mjs) must call private.rebuild_audit_log_counts() afterwards.
-- Measured on the scale seed (same data, the two definitions swapped in place; server time, mean of 500 calls in
-- one session): get_audit_log('ALL', null, null, 100, 0) 0.88-1.04 ms before, 0.08-0.10 ms after.

-- =============================================================================================
-- Counters
-- =============================================================================================

create table private.audit_log_counts (
  action_group text not null,
  month timestamptz not null constraint audit_log_counts_month_check check (month = date_trunc('month', month, 'UTC')),
  n bigint not null constraint audit_log_counts_n_check check (n > 0),
  primary key (action_group, month)
);
alter table private.audit_log_counts enable row level security;
-- No policies: only the functions below (and get_audit_log, security definer) read or write it.
revoke all on private.audit_log_counts from public, anon, authenticated;
comment on table private.audit_log_counts is
  'Rows of public.audit_log per action_group and UTC month (month = its first instant), kept on insert by the trigger audit_log_count_rows.';

create function private.count_audit_log_rows()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Ordered by key so that concurrent multi-group statements lock counter rows in the same order.
  insert into private.audit_log_counts as c (action_group, month, n)
  select r.action_group, date_trunc('month', r.at, 'UTC'), count(*)
  from new_audit_rows r
  group by 1, 2
  order by 1, 2
  on conflict (action_group, month) do update set n = c.n + excluded.n;
  return null;
end
$$;
revoke all on function private.count_audit_log_rows() from public, anon, authenticated;
comment on function private.count_audit_log_rows() is
  'Statement trigger on public.audit_log: adds the inserted rows to private.audit_log_counts.';

create trigger audit_log_count_rows
after insert on public.audit_log
referencing new table as new_audit_rows
for each statement execute function private.count_audit_log_rows();

create function private.rebuild_audit_log_counts()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- No insert may commit while the counters are recounted (SHARE conflicts with the inserters' ROW EXCLUSIVE);
  -- under READ COMMITTED the recount below takes its snapshot after the lock is granted.
  lock table public.audit_log in share mode;
  delete from private.audit_log_counts;
  insert into private.audit_log_counts (action_group, month, n)
  select a.action_group, date_trunc('month', a.at, 'UTC'), count(*)
  from public.audit_log a
  group by 1, 2;
end
$$;
revoke all on function private.rebuild_audit_log_counts() from public, anon, authenticated;
comment on function private.rebuild_audit_log_counts() is
  'Recounts private.audit_log_counts from public.audit_log (after loads that bypass triggers, e.g. scripts/seed-scale.mjs).';

-- Backfill (the trigger exists already, and creating it locked out inserts until this migration commits).
select private.rebuild_audit_log_counts();

-- =============================================================================================
-- The total of a filter
-- =============================================================================================

create function private.audit_log_count_rows(p_group text, p_from timestamptz, p_to timestamptz)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
declare
  v_n bigint;
begin
  -- Two statements so that each keeps a plan (generic too) on its own index: audit_log_at_id_idx
  -- (at desc, id desc) or audit_log_group_at_id_idx (action_group, at desc, id desc).
  if p_group = 'ALL' then
    select count(*) into v_n from public.audit_log a where a.at >= p_from and a.at < p_to;
  else
    select count(*) into v_n from public.audit_log a where a.action_group = p_group and a.at >= p_from and a.at < p_to;
  end if;
  return v_n;
end
$$;
revoke all on function private.audit_log_count_rows(text, timestamptz, timestamptz) from public, anon, authenticated;
comment on function private.audit_log_count_rows(text, timestamptz, timestamptz) is
  'Direct count of public.audit_log rows in group p_group (ALL: every group) with p_from <= at < p_to (both bounds required), by index.';

create function private.audit_log_total(p_group text, p_from timestamptz, p_to timestamptz)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
declare
  -- The whole UTC months inside [p_from, p_to): from the first month start at or after p_from to the start of
  -- the month holding p_to (null: unbounded on that side). Month arithmetic in UTC, whatever the session's zone.
  v_lo timestamptz := case
    when p_from is null then null
    when p_from = date_trunc('month', p_from, 'UTC') then p_from
    else (date_trunc('month', p_from, 'UTC') at time zone 'UTC' + interval '1 month') at time zone 'UTC'
  end;
  v_hi timestamptz := date_trunc('month', p_to, 'UTC');
  v_total bigint;
begin
  if v_lo is not null and v_hi is not null and v_lo >= v_hi then
    -- No whole month inside the range (or an empty range): count it directly.
    return private.audit_log_count_rows(p_group, p_from, p_to);
  end if;
  select coalesce(sum(c.n), 0)::bigint into v_total
  from private.audit_log_counts c
  where (p_group = 'ALL' or c.action_group = p_group)
    and (v_lo is null or c.month >= v_lo)
    and (v_hi is null or c.month < v_hi);
  if p_from is not null and p_from < v_lo then
    v_total := v_total + private.audit_log_count_rows(p_group, p_from, v_lo);
  end if;
  if p_to is not null and v_hi < p_to then
    v_total := v_total + private.audit_log_count_rows(p_group, v_hi, p_to);
  end if;
  return v_total;
end
$$;
revoke all on function private.audit_log_total(text, timestamptz, timestamptz) from public, anon, authenticated;
comment on function private.audit_log_total(text, timestamptz, timestamptz) is
  'Rows of public.audit_log in group p_group (ALL: every group) with p_from <= at < p_to (null: unbounded): counters of whole UTC months plus direct counts of the partial months at the edges.';

-- =============================================================================================
-- get_audit_log (20261125095100_scale_indexes.sql's definition; only the total changes)
-- =============================================================================================

create or replace function public.get_audit_log(
  p_group text default 'ALL',
  p_from date default null,
  p_to date default null,
  p_limit integer default 100,
  p_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor text, action text, target_type text, target_id text, target_label text,
  details jsonb, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_group text := upper(coalesce(p_group, 'ALL'));
  v_tz text := private.club_timezone();
  v_from timestamptz := p_from::timestamp at time zone v_tz;
  v_to timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_total bigint;
begin
  perform private.require_admin();
  if v_group not in ('ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER') then
    raise exception using message = 'Unknown audit group: ' || v_group, errcode = '22023';
  end if;
  -- The rows matching the filter, before paging: month counters plus the partial months at the edges.
  v_total := private.audit_log_total(v_group, v_from, v_to);
  return query
  select a.id, a.at, a.actor, a.action, a.target_type, a.target_id, a.target_label, a.details, v_total
  from public.audit_log a
  where (v_group = 'ALL' or a.action_group = v_group)
    and (v_from is null or a.at >= v_from)
    and (v_to is null or a.at < v_to)
  order by a.at desc, a.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
  offset greatest(coalesce(p_offset, 0), 0);
end
$$;
comment on function public.get_audit_log(text, date, date, integer, integer) is 'Admin: audit rows newest first; dates are club-time-zone days, inclusive; total_count = rows matching before paging.';

-- get_audit_log's total kept on write: per (action_group, UTC month)
-- counters in private.audit_log_counts, kept by a statement trigger, plus direct counts of the partial months at
-- a filter's edges. total_count must equal a direct count(*) for every group and date filter, in club time zones
-- west of, at and east of UTC, with rows exactly on UTC month starts, on the filter's bounds and just inside them.
begin;
select plan(154);

-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();
select pg_temp.act_as('postgres');

-- get_audit_log's total_count as the admin sees it (null when the page is empty).
create function pg_temp.total(p_group text, p_from date, p_to date) returns bigint language plpgsql volatile as $$
declare v bigint;
begin
  perform pg_temp.act_as('admin');
  select max(t.total_count) into v from public.get_audit_log(p_group, p_from, p_to, 1, 0) t;
  perform pg_temp.act_as('postgres');
  return v;
end $$;
-- The same filter counted directly: club-time-zone days, both inclusive (as get_audit_log documents).
create function pg_temp.direct(p_group text, p_from date, p_to date) returns bigint language sql stable as $$
  select count(*) from public.audit_log a
  where (p_group = 'ALL' or a.action_group = p_group)
    and (p_from is null or a.at >= p_from::timestamp at time zone private.club_timezone())
    and (p_to is null or a.at < (p_to + 1)::timestamp at time zone private.club_timezone())
$$;
create function pg_temp.direct_ts(p_group text, p_from timestamptz, p_to timestamptz) returns bigint language sql stable as $$
  select count(*) from public.audit_log a
  where (p_group = 'ALL' or a.action_group = p_group)
    and (p_from is null or a.at >= p_from) and (p_to is null or a.at < p_to)
$$;
-- (group, month) keys whose counter differs from a fresh grouped count of the log.
create function pg_temp.drift() returns bigint language sql stable as $$
  select count(*) from (
    select a.action_group, date_trunc('month', a.at, 'UTC') as month, count(*) as n from public.audit_log a group by 1, 2) f
  full join private.audit_log_counts c on c.action_group = f.action_group and c.month = f.month
  where f.n is distinct from c.n
$$;
create function pg_temp.set_zone(p_zone text) returns void language sql volatile as $$
  update public.settings set value = p_zone where key = 'clubTimezone'
$$;
-- The date filters of the matrix below.
create temp table filters (n int primary key, label text, f date, t date);
insert into filters values
  (1, 'no dates', null, null),
  (2, 'from only (mid-month)', '2030-03-15', null),
  (3, 'to only (mid-month)', null, '2030-06-20'),
  (4, 'both within one month', '2030-03-15', '2030-03-20'),
  (5, 'both spanning several months', '2030-03-15', '2030-06-20'),
  (6, 'whole club months', '2030-04-01', '2030-05-31'),
  (7, 'two days across a month start', '2030-04-30', '2030-05-01'),
  (8, 'over a year end', '2029-12-15', '2031-01-10');

-- Premises ---------------------------------------------------------------------------------------------------------
select throws_ok($$ update public.audit_log set actor = 'x' where id = (select min(id) from public.audit_log) $$,
  '42501', 'The audit log is append-only', 'premise: audit rows are never updated');
select throws_ok($$ delete from public.audit_log where id = (select min(id) from public.audit_log) $$,
  '42501', 'The audit log is append-only', 'premise: audit rows are never deleted');
select is(pg_temp.drift(), 0::bigint, 'the migration backfilled the counters: they equal a fresh grouped count');

-- Writes -------------------------------------------------------------------------------------------------------------
-- One multi-row statement across every group and 16 UTC months; the counters grow by exactly its rows.
create temp table counts_before as select * from private.audit_log_counts;
insert into public.audit_log (at, actor, action)
select timestamptz '2029-11-01 00:00+00' + i * interval '7 hours 13 minutes', 'counts-bulk',
       (array['PLAYER_APPROVED', 'MATCH_CREATED', 'PAYMENT_RECORDED', 'SCORECARD_UPLOADED', 'SETTING_CHANGED'])[1 + i % 5]
from generate_series(0, 1600) i;
select set_eq(
  $$ select c.action_group, c.month, c.n - coalesce(b.n, 0) from private.audit_log_counts c
     left join counts_before b on b.action_group = c.action_group and b.month = c.month
     where c.n is distinct from b.n $$,
  $$ select a.action_group, date_trunc('month', a.at, 'UTC'), count(*) from public.audit_log a
     where a.actor = 'counts-bulk' group by 1, 2 $$,
  'a multi-row INSERT adds its rows to the counters of their group and UTC month, and only those');
select is((select count(distinct date_trunc('month', a.at, 'UTC'))::int from public.audit_log a where a.actor = 'counts-bulk'), 16,
  'the statement spanned 16 months');

-- Edges: UTC month starts and the instants around them, New York's day bounds of the filters above (v_from, just
-- before v_to, v_to itself), rows that are in one UTC month but the previous club day, for every group.
insert into public.audit_log (at, actor, action)
select ts, 'counts-edges', act
from unnest(array[
  '2029-12-31 23:59:59.999999+00', '2030-01-01 00:00+00', '2030-02-28 23:59:59.999999+00', '2030-03-01 00:00+00',
  '2030-03-01 03:59:59+00', '2030-03-14 23:59:59.999999 America/New_York', '2030-03-15 00:00 America/New_York',
  '2030-03-20 23:59:59.999999 America/New_York', '2030-03-21 00:00 America/New_York', '2030-03-31 23:00+00',
  '2030-04-01 00:00+00', '2030-04-01 02:00+00', '2030-04-01 00:00 America/New_York', '2030-04-30 23:59:59.999999+00',
  '2030-05-01 00:00+00', '2030-05-31 23:59:59.999999 America/New_York', '2030-06-01 00:00+00', '2030-06-01 02:00+00',
  '2030-06-01 00:00 America/New_York', '2030-06-20 23:59:59.999999 America/New_York', '2030-06-21 00:00 America/New_York',
  '2030-07-01 00:00+00', '2031-01-10 23:59:59.999999 America/New_York', '2031-01-11 00:00 America/New_York'
]::timestamptz[]) ts
cross join unnest(array['PLAYER_APPROVED', 'MATCH_FINALIZED', 'PAYMENT_RECORDED', 'SCORECARD_UPLOADED', 'COURSE_CREATED']) act;
select is(pg_temp.drift(), 0::bigint, 'after the inserts the counters equal a fresh grouped count');

-- An insert of no rows changes nothing.
create temp table counts_mid as select * from private.audit_log_counts;
insert into public.audit_log (at, actor, action) select now(), 'nobody', 'NOTHING' where false;
select set_eq($$ select * from private.audit_log_counts $$, $$ select * from counts_mid $$, 'an insert of no rows leaves the counters alone');

-- Audit rows written by the RPCs (private.audit, one row per statement) are counted too.
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('weeklyLeadersSendHour', '7') $$, 'an admin write audits itself');
select pg_temp.act_as('postgres');
select is(pg_temp.drift(), 0::bigint, 'rows from private.audit are counted');

-- Totals: New York (UTC−5/−4), every group × every filter ---------------------------------------------------------------
select pg_temp.set_zone('America/New_York');
select is(pg_temp.total(g, x.f, x.t), pg_temp.direct(g, x.f, x.t), 'New York, ' || g || ', ' || x.label)
from filters x cross join unnest(array['ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER']) g
order by x.n, g;

-- London (UTC in winter: club months are UTC months, no edges) and Sydney (UTC+10/+11), after a zone change ------------
select pg_temp.set_zone('Europe/London');
select is(pg_temp.total(g, x.f, x.t), pg_temp.direct(g, x.f, x.t), 'London, ' || g || ', ' || x.label)
from (values (1, 'exactly January-February (UTC month starts)', '2030-01-01'::date, '2030-02-28'::date),
             (2, 'from a summer-time month start', '2030-04-01', null),
             (3, 'to the end of October', null, '2030-10-31'),
             (4, 'both spanning several months', '2030-03-15', '2030-06-20')) x(n, label, f, t)
cross join unnest(array['ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER']) g
order by x.n, g;
select pg_temp.set_zone('Australia/Sydney');
select is(pg_temp.total(g, x.f, x.t), pg_temp.direct(g, x.f, x.t), 'Sydney, ' || g || ', ' || x.label)
from filters x cross join unnest(array['ALL', 'PAYMENT', 'OTHER']) g
where x.n in (2, 3, 5, 6, 8)
order by x.n, g;
select pg_temp.set_zone('America/New_York');

-- A session in another time zone (PostgREST's keep the server's; a script's may not), off the hour and with summer
-- time: still UTC months, and month arithmetic in UTC ------------------------------------------------------------------
set local timezone = 'America/St_Johns';
insert into public.audit_log (at, actor, action) values
  ('2030-08-31 23:59:59+00', 'counts-st-johns', 'SCORECARD_UPLOADED'), ('2030-09-01 00:00+00', 'counts-st-johns', 'SCORECARD_UPLOADED'),
  ('2030-09-01 02:29:59+00', 'counts-st-johns', 'MATCH_CREATED'), ('2030-09-01 02:30+00', 'counts-st-johns', 'SCORECARD_UPLOADED');
select is(pg_temp.drift(), 0::bigint, 'Newfoundland session: rows are counted in their UTC month');
select is(pg_temp.total(g, x.f, x.t), pg_temp.direct(g, x.f, x.t), 'Newfoundland session, New York club, ' || g || ', ' || x.label)
from (values (1, 'from only (mid-month)', '2030-03-15'::date, null::date), (2, 'both spanning several months', '2030-03-15', '2030-06-20'),
             (3, 'around the end of August', '2030-08-15', '2030-09-10'), (4, 'over a year end', '2029-12-15', '2031-01-10')) x(n, label, f, t)
cross join unnest(array['ALL', 'SCORECARD']) g
order by x.n, g;
select is(private.audit_log_total(g, '2030-08-15 00:00+00', '2030-10-15 00:00+00'), pg_temp.direct_ts(g, '2030-08-15 00:00+00', '2030-10-15 00:00+00'),
  'Newfoundland session: audit_log_total, ' || g || ', mid-August to mid-October UTC')
from unnest(array['ALL', 'SCORECARD']) g order by g;
set local timezone to default;

-- private.audit_log_total at its limits (empty, reversed and infinite ranges; exact month starts) ----------------------
select is(private.audit_log_total(g, x.f, x.t), pg_temp.direct_ts(g, x.f, x.t), 'audit_log_total, ' || g || ', ' || x.label)
from (values (1, 'unbounded', null::timestamptz, null::timestamptz),
             (2, 'exact UTC month starts', '2030-02-01 00:00+00', '2030-05-01 00:00+00'),
             (3, 'a microsecond inside each month start', '2030-02-01 00:00:00.000001+00', '2030-04-30 23:59:59.999999+00'),
             (4, 'one instant (empty)', '2030-03-01 00:00+00', '2030-03-01 00:00+00'),
             (5, 'reversed (empty)', '2030-06-01 00:00+00', '2030-02-01 00:00+00'),
             (6, 'from -infinity to infinity', '-infinity', 'infinity'),
             (7, 'from infinity (empty)', 'infinity', null),
             (8, 'to -infinity (empty)', null, '-infinity'),
             (9, 'long ago (empty)', '2000-01-01 00:00+00', '2000-12-31 00:00+00')) x(n, label, f, t)
cross join unnest(array['ALL', 'MATCH']) g
order by x.n, g;

-- Loads that bypass triggers, then a rebuild ---------------------------------------------------------------------------
set local session_replication_role = replica;
insert into public.audit_log (at, actor, actor_kind, action) values
  ('2030-03-10 00:00+00', 'counts-bypass', 'system', 'PAYMENT_RECORDED'), ('2032-01-01 00:00+00', 'counts-bypass', 'system', 'MATCH_CREATED');
set local session_replication_role = origin;
select is(pg_temp.drift(), 2::bigint, 'rows written with triggers off are not counted (two stale keys)');
select lives_ok($$ select private.rebuild_audit_log_counts() $$, 'rebuild_audit_log_counts');
select is(pg_temp.drift(), 0::bigint, 'after the rebuild the counters equal a fresh grouped count');
select is(pg_temp.total('ALL', null, null), pg_temp.direct('ALL', null, null), 'and the total counts those rows');
select is(pg_temp.total('PAYMENT', '2030-03-01', '2030-03-31'), pg_temp.direct('PAYMENT', '2030-03-01', '2030-03-31'), 'in their group and month');

-- Privileges: the counters are private -------------------------------------------------------------------------------------
select ok((select c.relrowsecurity from pg_class c where c.oid = 'private.audit_log_counts'::regclass), 'RLS is enabled on the counters');
select is_empty($$ select policyname from pg_policies where schemaname = 'private' and tablename = 'audit_log_counts' $$,
  'the counters have no policies');
select ok(not has_table_privilege(r, 'private.audit_log_counts', p), r || ' has no ' || p || ' on the counters')
from unnest(array['anon', 'authenticated']) r, unnest(array['select', 'insert', 'update', 'delete', 'truncate']) p;
select ok(not has_function_privilege(r, f, 'execute'), r || ' cannot execute ' || f)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['private.rebuild_audit_log_counts()', 'private.audit_log_total(text,timestamptz,timestamptz)',
                  'private.audit_log_count_rows(text,timestamptz,timestamptz)', 'private.count_audit_log_rows()']) f;
select pg_temp.act_as('admin');
select throws_ok($$ select * from private.audit_log_counts $$, '42501', null, 'not even an admin session reads the counters directly');
select throws_ok($$ select private.rebuild_audit_log_counts() $$, '42501', null, 'nor rebuilds them');
select pg_temp.act_as('anon');
select throws_ok($$ select * from private.audit_log_counts $$, '42501', null, 'anon cannot read the counters');
select pg_temp.act_as('postgres');
select set_config('role', 'authenticated', true);
select throws_ok($$ select * from private.audit_log_counts $$, '42501', null, 'authenticated cannot read the counters');
select pg_temp.act_as('postgres');

select * from finish();
rollback;

-- private.rate_limits kept one row per bucket and key forever (every address or e-mail that ever asked
-- for a sign-in link stayed). Rows whose window began more than a day ago count for nothing (the longest
-- window is an hour), so they are pruned: by private.prune_rate_limits(), which the limiter itself calls
-- on about one hit in a hundred — no scheduler needed, and the table stays as small as a day's callers.

create function private.prune_rate_limits()
returns integer
language sql
security definer
set search_path = ''
as $$
  with pruned as (
    delete from private.rate_limits r where r.window_start < pg_catalog.now() - interval '1 day' returning 1
  )
  select count(*)::integer from pruned
$$;
comment on function private.prune_rate_limits() is 'Deletes the rate-limit counters whose window began more than a day ago; returns how many.';
revoke all on function private.prune_rate_limits() from public;
grant execute on function private.prune_rate_limits() to service_role;

-- Replaces private.take_rate_limit of 20261127130000_rate_limits.sql: the same atomic take, and on about
-- one call in a hundred the stale counters are pruned first.
create or replace function private.take_rate_limit(p_bucket text, p_key text, p_limit integer, p_window interval)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_taken boolean;
begin
  if pg_catalog.random() < 0.01 then
    perform private.prune_rate_limits();
  end if;
  insert into private.rate_limits as r (bucket, key, window_start, hits)
  values (p_bucket, coalesce(nullif(p_key, ''), 'unknown'), pg_catalog.now(), 1)
  on conflict (bucket, key) do update
    set window_start = case when r.window_start <= pg_catalog.now() - p_window then pg_catalog.now() else r.window_start end,
        hits = case when r.window_start <= pg_catalog.now() - p_window then 1 else r.hits + 1 end
    where r.window_start <= pg_catalog.now() - p_window or r.hits < p_limit
  returning true into v_taken;
  return coalesce(v_taken, false);
end
$$;
comment on function private.take_rate_limit(text, text, integer, interval) is 'Takes one hit of p_bucket for p_key if fewer than p_limit were taken in the current p_window; atomic under concurrency. Prunes stale counters now and then.';
revoke all on function private.take_rate_limit(text, text, integer, interval) from public;
grant execute on function private.take_rate_limit(text, text, integer, interval) to service_role;

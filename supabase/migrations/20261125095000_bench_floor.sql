-- Fairway League — the API's floor for benchmarks (issue 8).
--
-- public.ping() does no work: calling it through PostgREST (POST /rest/v1/rpc/ping) costs exactly the
-- fixed price of every request (gateway, PostgREST, JWT check, role switch, request.headers, one SQL
-- statement, JSON answer). scripts/bench-api.mjs measures it in the same run as the screens' queries
-- and reports every screen as a ratio to it, so timings taken on a busy machine stay comparable.
-- Harmless for anyone to call: it reads nothing and returns 1.

create function public.ping()
returns integer
language sql
stable
set search_path = ''
as $$
  select 1
$$;
comment on function public.ping() is 'Benchmark floor: a trivial RPC (returns 1) measuring PostgREST''s fixed cost per request.';

revoke execute on function public.ping() from public;
grant execute on function public.ping() to anon, authenticated, service_role;

-- Fairway League — rate limits that hold across every function instance and every parallel request
-- (issue 13, item 7): one counter row per (bucket, key), taken with one conditional upsert, so two
-- requests can never both take the last unit. The client's address comes from the gateway or the
-- platform (private.client_address()), never from a header the client chose.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table private.rate_limits (
  bucket text not null,
  key text not null,
  window_start timestamptz not null,
  hits integer not null constraint rate_limits_hits_check check (hits > 0),
  primary key (bucket, key)
);
alter table private.rate_limits enable row level security;
comment on table private.rate_limits is 'Fixed-window counters: hits taken in the window that began at window_start, per bucket (what is limited) and key (who: an address or an e-mail; ''unknown'' when there is none).';

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- The client's address as the edge reports it: hosted Supabase's edge (Cloudflare) sets
-- cf-connecting-ip and overwrites a client's own; the local gateway drops every such client header
-- and sets x-forwarded-for to its socket's address. Of x-forwarded-for only the last hop counts, the
-- one the nearest proxy added: entries to its left are whatever the client sent. Null outside an HTTP
-- request. (20261127110000_named_admins_and_pin_throttle.sql, the PIN throttle's migration, defines it
-- too, from x-forwarded-for alone; this replaces it, reading the hosted edge's own header first.)
create or replace function private.client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(private.request_header('cf-connecting-ip')), ''),
    nullif(btrim(regexp_replace(coalesce(private.request_header('x-forwarded-for'), ''), '^.*,', '')), '')
  )
$$;
comment on function private.client_address() is 'The caller''s address: cf-connecting-ip (the hosted edge''s), else the last x-forwarded-for hop (the gateway''s); null outside an HTTP request.';
-- Called inside security definer functions (which run as their owner); no API role calls it itself.
revoke all on function private.client_address() from public;

-- True when one more hit fits the window (and takes it); false when the limit is reached. A window
-- older than p_window starts again at now. The upsert locks the row, so parallel callers queue on it.
create function private.take_rate_limit(p_bucket text, p_key text, p_limit integer, p_window interval)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with taken as (
    insert into private.rate_limits as r (bucket, key, window_start, hits)
    values (p_bucket, coalesce(nullif(p_key, ''), 'unknown'), pg_catalog.now(), 1)
    on conflict (bucket, key) do update
      set window_start = case when r.window_start <= pg_catalog.now() - p_window then pg_catalog.now() else r.window_start end,
          hits = case when r.window_start <= pg_catalog.now() - p_window then 1 else r.hits + 1 end
      where r.window_start <= pg_catalog.now() - p_window or r.hits < p_limit
    returning 1
  )
  select exists (select 1 from taken)
$$;
comment on function private.take_rate_limit(text, text, integer, interval) is 'Takes one hit of p_bucket for p_key if fewer than p_limit were taken in the current p_window; atomic under concurrency.';
revoke all on function private.take_rate_limit(text, text, integer, interval) from public;
grant execute on function private.take_rate_limit(text, text, integer, interval) to service_role;

-- The same, raising the HTTP 429 PostgREST and the functions answer when the limit is reached.
create function private.throttle(p_bucket text, p_key text, p_limit integer, p_window interval)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not private.take_rate_limit(p_bucket, p_key, p_limit, p_window) then
    raise exception using message = 'Too many requests. Please try again in a few minutes.', errcode = 'PT429';
  end if;
end
$$;
comment on function private.throttle(text, text, integer, interval) is 'private.take_rate_limit or SQLSTATE PT429 (HTTP 429) ''Too many requests. Please try again in a few minutes.''';
revoke all on function private.throttle(text, text, integer, interval) from public;
grant execute on function private.throttle(text, text, integer, interval) to service_role;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces public.register_player from 20261127000100_identity_settings_audit.sql: at most 30
-- sign-ups an hour from one address (a clubhouse's shared connection on league night stays well under).
create or replace function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_nickname text := nullif(btrim(coalesce(p_nickname, '')), '');
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_ghin text := btrim(coalesce(p_ghin, ''));
  v_player_id uuid;
begin
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  if p_consent is not true then
    raise exception using message = 'You must agree to the League Rules & Privacy Policy', errcode = '23514';
  end if;
  perform private.throttle('sign_up', private.client_address(), 30, interval '1 hour');
  -- Duplicates raise 23505 with players_email_key / players_ghin_key.
  insert into public.players (name, nickname, email, ghin, status, consent_at)
  values (v_name, v_nickname, v_email, v_ghin, 'PENDING', now())
  returning id into v_player_id;
  perform private.audit('PLAYER_REGISTERED', 'player', v_player_id::text, v_name, '{}'::jsonb, v_name);
  return json_build_object('player_id', v_player_id, 'token', private.create_player_session(v_player_id));
end
$$;
comment on function public.register_player(text, text, text, text, boolean) is 'Sign-up: PENDING player + player session {player_id, token}; 30 an hour per client address.';
revoke all on function public.register_player(text, text, text, text, boolean) from public;
grant execute on function public.register_player(text, text, text, text, boolean) to anon, authenticated, service_role;

-- Replaces public.log_analytics_event from 20261127000100_identity_settings_audit.sql: past 30 clicks
-- in 10 minutes from one address the clicks are not recorded (silently: a click never fails).
create or replace function public.log_analytics_event(p_event text, p_path text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event is null or p_event not in ('cta_whatsapp_click', 'cta_whatsapp_fab_click') then
    raise exception using message = 'Unknown analytics event', errcode = '22023';
  end if;
  if private.take_rate_limit('analytics', private.client_address(), 30, interval '10 minutes') then
    insert into public.analytics_events (event, path) values (p_event, left(coalesce(nullif(p_path, ''), '/'), 500));
  end if;
end
$$;
comment on function public.log_analytics_event(text, text) is 'Records a group-link click; at most 30 per client address in 10 minutes are kept.';
revoke all on function public.log_analytics_event(text, text) from public;
grant execute on function public.log_analytics_event(text, text) to anon, authenticated, service_role;

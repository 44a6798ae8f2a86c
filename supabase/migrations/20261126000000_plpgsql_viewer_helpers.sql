-- Who-is-asking helpers that every RLS policy and RPC calls, made cheap (docs/benchmarks.md, issue 8).
--
-- They were `language sql` functions with `set search_path`, which PostgreSQL never inlines: each call
-- parsed and planned its body again, and the nested ones (is_admin → token_hash(request_header(…)),
-- club_today → club_timezone → setting) paid that once per level. is_admin cost about 0.07 ms and
-- the three viewer helpers of the match page together 0.26 ms, more than the page's own queries.
-- plpgsql caches each statement's plan per connection, so the same logic now costs a few microseconds.
-- The answers are unchanged; is_admin and current_player_id skip the session lookup when the request
-- carries no token at all (the lookup could not have matched: token_hash(null) is null).

create or replace function private.request_header(p_name text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return nullif(nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> p_name, '');
end
$$;

create or replace function private.token_hash(p_token text)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case when p_token is null or p_token = '' then null else extensions.digest(p_token, 'sha256') end;
end
$$;

create or replace function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.token_hash(private.request_header('x-admin-token'));
begin
  if v_hash is null then
    return false;
  end if;
  return exists (
    select 1
    from private.admin_sessions s
    where s.token_hash = v_hash
      and s.revoked_at is null
      and s.expires_at > now()
  );
end
$$;

create or replace function private.current_player_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.token_hash(private.request_header('x-player-token'));
begin
  if v_hash is null then
    return null;
  end if;
  return (
    select s.player_id
    from private.player_sessions s
    join public.players p on p.id = s.player_id
    where s.token_hash = v_hash
      and s.revoked_at is null
      and s.expires_at > now()
      and p.status <> 'INACTIVE'
  );
end
$$;

create or replace function private.setting(p_key text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (select s.value from public.settings s where s.key = p_key);
end
$$;

create or replace function private.club_timezone()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return coalesce(private.setting('clubTimezone'), 'America/New_York');
end
$$;

create or replace function private.club_today()
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return (now() at time zone private.club_timezone())::date;
end
$$;

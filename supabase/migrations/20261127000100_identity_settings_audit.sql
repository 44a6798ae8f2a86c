-- Fairway League — identity, admin session, settings, audit log, e-mail outbox, analytics.
--
-- Who the caller is comes from request headers that PostgREST copies into `request.headers`:
--   x-player-token  a player session (256-bit random token, only its sha256 is stored)
--   x-admin-token   an admin session (8 hours, revocable, only its sha256 is stored)
-- The schema `private` is not exposed by PostgREST. Its `security definer` helpers run with
-- `set search_path = ''` and fully qualified names. Public RPCs that must bypass RLS are also
-- `security definer` with `search_path = ''`: they are the API boundary and check the caller
-- themselves (private.require_admin(), owner checks); every other function is `security invoker`.
--
-- Errors a user can read: validation 23514 (check_violation) or 22023, permission 42501, not found PT404
-- (PostgREST answers HTTP 404), PIN throttle PT429 (HTTP 429). Never P0002: PostgREST maps P0* to 500.
create schema if not exists private;
comment on schema private is 'Not exposed by PostgREST: sessions, credentials, helpers used by policies and RPCs.';
grant usage on schema private to anon, authenticated, service_role;

-- =============================================================================================
-- Helpers the tables' constraints call
-- =============================================================================================

-- One e-mail rule for the database and the mailer: every e-mail constraint (players, e-mail outbox,
-- invitations, waitlist, the fromEmail setting) and private.check_player_fields call this function.
-- The mailer's rule, character for character:
--   /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/ and value.length <= 254.
-- JavaScript's \s is spelled out (tab, LF, VT, FF, CR, space, U+00A0, U+1680, U+2000–U+200A, U+2028,
-- U+2029, U+202F, U+205F, U+3000, U+FEFF): PostgreSQL's [[:space:]] follows the database locale and
-- misses no-break spaces under C.UTF-8, so the class no longer depends on the locale (truly immutable).
-- value.length counts UTF-16 code units: a character beyond U+FFFF counts twice.
create function private.is_valid_email(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_email is not null
    and pg_catalog.char_length(p_email)
        + pg_catalog.char_length(pg_catalog.regexp_replace(p_email, '[^\U00010000-\U0010FFFF]', '', 'g')) <= 254
    and p_email ~ ('^' || c.cls || '+@' || c.cls || '+\.' || c.cls || '+$')
  from (select '[^][@,;<>"()\\\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'::text as cls) c
$$;
comment on function private.is_valid_email(text) is
  'The one e-mail rule (same as the edge functions'' validate.ts): local@domain.tld without whitespace, @ , ; < > " ( ) [ ] \, at most 254 UTF-16 code units.';
revoke all on function private.is_valid_email(text) from public;
grant execute on function private.is_valid_email(text) to anon, authenticated, service_role;

-- =============================================================================================
-- Tables
-- =============================================================================================

create table public.players (
  id uuid primary key default gen_random_uuid(),
  -- Spec §5: name required, at most 100 characters.
  name text not null constraint players_name_check check (btrim(name) <> '' and char_length(name) <= 100),
  -- Spec §5: nickname optional, 2 to 30 characters.
  nickname text constraint players_nickname_check check (nickname is null or char_length(btrim(nickname)) between 2 and 30),
  -- Spec §5: a valid e-mail address (the mailer's rule), stored lowercased and trimmed.
  email text not null constraint players_email_format_check check (email = lower(btrim(email)) and private.is_valid_email(email)),
  -- Spec §5: GHIN is 6 to 10 digits.
  ghin text not null constraint players_ghin_format_check check (ghin ~ '^[0-9]{6,10}$'),
  status text not null default 'PENDING' constraint players_status_check check (status in ('ACTIVE', 'PENDING', 'INACTIVE')),
  join_date date,
  consent_at timestamptz,
  -- Published league index; plus handicaps are negative (+2.3 is stored as -2.3). The bounds are the
  -- range an average of valid differentials can reach (rating 60–80, slope 55–155, gross 18–216).
  league_index numeric(4, 1) constraint players_league_index_check check (league_index between -128 and 321),
  created_at timestamptz not null default now(),
  -- The UI maps these two names to the spec's duplicate messages: keep them.
  constraint players_email_key unique (email),
  constraint players_ghin_key unique (ghin),
  -- An ACTIVE player has been approved, so has a join date.
  constraint players_active_join_date_check check (status <> 'ACTIVE' or join_date is not null)
);

comment on table public.players is 'League members. email, ghin and consent_at are private: anon/authenticated may select only the public columns.';

comment on column public.players.league_index is 'Published handicap index (admin publishes the suggested index); null = not published.';

create index players_status_name_idx on public.players (status, name);

create index players_name_idx on public.players (name);

create index players_created_at_idx on public.players (created_at desc);

create table private.player_sessions (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 year',
  revoked_at timestamptz
);

comment on table private.player_sessions is 'Player sessions: sha256 of the x-player-token, never the token.';

create index player_sessions_player_id_idx on private.player_sessions (player_id);

create table private.sign_in_links (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '1 hour',
  used_at timestamptz
);

comment on table private.sign_in_links is 'One-hour, single-use e-mailed sign-in links (sha256 of the token).';

create index sign_in_links_player_id_idx on private.sign_in_links (player_id, created_at desc);

create table private.admin_credentials (
  id smallint primary key default 1 constraint admin_credentials_single_row check (id = 1),
  pin_hash text,
  locked_until timestamptz,
  updated_at timestamptz not null default now()
);

comment on table private.admin_credentials is 'The admin PIN as a bcrypt hash (one row) and the throttle lock.';

insert into private.admin_credentials (id) values (1);

create table private.admin_sessions (
  id uuid primary key default gen_random_uuid(),
  token_hash bytea not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);

comment on table private.admin_sessions is 'Admin sessions (8 hours, revocable): sha256 of the x-admin-token.';

create table private.admin_login_attempts (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  succeeded boolean not null
);

comment on table private.admin_login_attempts is 'PIN attempts for the throttle (5 failures in 15 minutes lock for 15 minutes).';

create index admin_login_attempts_at_idx on private.admin_login_attempts (at desc);

create table public.settings (
  key text primary key constraint settings_key_check check (key in (
    'emailEnabled', 'fromEmail', 'weeklyLeadersEnabled', 'clubTimezone', 'weeklyLeadersSendHour',
    'weeklyLeadersSendMinute', 'inviteDeclineFollowupEnabled', 'payoutCurves', 'branding',
    'defaultBuyIns', 'stablefordTable', 'allowancePct', 'appUrl'
  )),
  value text not null,
  updated_at timestamptz not null default now()
);

comment on table public.settings is 'League settings (key → text). Values are validated by a trigger (private.setting_problem). The admin PIN is not here.';

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null constraint audit_log_actor_check check (btrim(actor) <> ''),
  action text not null constraint audit_log_action_check check (action ~ '^[A-Z][A-Z0-9_]*$'),
  target_type text,
  target_id text,
  target_label text,
  details jsonb not null default '{}'::jsonb,
  -- The audit screen filters by group (ALL, PLAYER, MATCH, PAYMENT, SCORECARD).
  action_group text not null generated always as (
    case
      when action like 'PLAYER%' or action like 'INDEX%' or action like 'HANDICAP%' then 'PLAYER'
      when action like 'PAYMENT%' then 'PAYMENT'
      when action like 'SCORECARD%' then 'SCORECARD'
      when action like 'MATCH%' then 'MATCH'
      else 'OTHER'
    end
  ) stored
);

comment on table public.audit_log is 'Append-only audit trail (triggers refuse update, delete and truncate for everyone).';

create index audit_log_at_idx on public.audit_log (at desc);

create index audit_log_group_at_idx on public.audit_log (action_group, at desc);

create index audit_log_action_at_idx on public.audit_log (action, at desc);

create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null constraint email_outbox_template_check check (template ~ '^[a-z][a-z0-9_]*$'),
  -- Only addresses the mailer can deliver to are queued.
  to_email text not null constraint email_outbox_to_email_check check (private.is_valid_email(to_email)),
  subject text,
  html text,
  text text,
  payload jsonb not null default '{}'::jsonb constraint email_outbox_payload_check check (jsonb_typeof(payload) = 'object'),
  status text not null default 'PENDING' constraint email_outbox_status_check check (status in ('PENDING', 'SENT', 'FAILED')),
  attempts integer not null default 0 constraint email_outbox_attempts_check check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  dedupe_key text constraint email_outbox_dedupe_key_key unique,
  constraint email_outbox_sent_at_check check ((status = 'SENT') = (sent_at is not null))
);

comment on table public.email_outbox is 'Mail queued by RPCs in the same transaction; delivered by edge functions (service role). payload holds the template data.';

create index email_outbox_status_next_idx on public.email_outbox (status, next_attempt_at);

create index email_outbox_created_at_idx on public.email_outbox (created_at desc);

create table public.analytics_events (
  id bigint generated always as identity primary key,
  event text not null constraint analytics_events_event_check check (event in ('cta_whatsapp_click', 'cta_whatsapp_fab_click')),
  path text not null default '/' constraint analytics_events_path_check check (char_length(path) <= 500),
  created_at timestamptz not null default now()
);

comment on table public.analytics_events is 'Group-link clicks (DESIGN rule 11), counted on the admin dashboard.';

create index analytics_events_event_idx on public.analytics_events (event);

-- Audit log pages: newest first with the id tie-break the RPC orders by, for all rows or one group.
create index audit_log_at_id_idx on public.audit_log (at desc, id desc);
create index audit_log_group_at_id_idx on public.audit_log (action_group, at desc, id desc);

-- get_audit_log's total, kept on write: a count(*) over the whole log cost most of the page's time at league
-- scale. The log is append-only (the triggers below refuse update, delete and truncate), so a count per
-- (action_group, UTC month) only ever grows and is kept exactly by the statement-level trigger
-- audit_log_count_rows, in the inserting transaction (any snapshot sees counters and rows agree). Months
-- are UTC months, so changing the clubTimezone setting changes which months a filter covers wholly, never
-- the counters. Bulk loads that bypass triggers (session_replication_role = replica, scripts/seed-scale.mjs)
-- must call private.rebuild_audit_log_counts() afterwards.
create table private.audit_log_counts (
  action_group text not null,
  month timestamptz not null constraint audit_log_counts_month_check check (month = date_trunc('month', month, 'UTC')),
  n bigint not null constraint audit_log_counts_n_check check (n > 0),
  primary key (action_group, month)
);

comment on table private.audit_log_counts is
  'Rows of public.audit_log per action_group and UTC month (month = its first instant), kept on insert by the trigger audit_log_count_rows.';

-- =============================================================================================
-- Helpers (private)
-- =============================================================================================

-- Who-is-asking helpers that every RLS policy and RPC calls. plpgsql, not sql: a `language sql` function
-- with `set search_path` is never inlined, so each call parsed and planned its body again (once per level of
-- nesting: is_admin → token_hash(request_header(…)), club_today → club_timezone → setting); plpgsql caches
-- each statement's plan per connection. is_admin and current_player_id skip the session lookup when the
-- request carries no token at all (token_hash(null) is null, so the lookup could not match).
create function private.request_header(p_name text)
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  return nullif(nullif(pg_catalog.current_setting('request.headers', true), '')::json ->> p_name, '');
end
$$;
revoke all on function private.request_header(text) from public;
grant execute on function private.request_header(text) to anon, authenticated, service_role;

create function private.token_hash(p_token text)
returns bytea
language plpgsql
immutable
set search_path = ''
as $$
begin
  return case when p_token is null or p_token = '' then null else extensions.digest(p_token, 'sha256') end;
end
$$;
revoke all on function private.token_hash(text) from public;
grant execute on function private.token_hash(text) to anon, authenticated, service_role;

create function private.new_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.encode(extensions.gen_random_bytes(32), 'hex')
$$;
comment on function private.new_token() is '256-bit random token as 64 hex characters.';
revoke all on function private.new_token() from public;

create function private.current_player_id()
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
comment on function private.current_player_id() is 'Player of a valid, unrevoked x-player-token whose status is not INACTIVE; null otherwise.';
revoke all on function private.current_player_id() from public;
grant execute on function private.current_player_id() to anon, authenticated, service_role;

create function private.is_admin()
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
comment on function private.is_admin() is 'True when the x-admin-token header holds a valid, unexpired, unrevoked admin session.';
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to anon, authenticated, service_role;

create function private.require_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_admin() from public;
grant execute on function private.require_admin() to anon, authenticated, service_role;

create function private.require_owner_or_admin(p_player_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.is_admin() then
    return;
  end if;
  if p_player_id is null or private.current_player_id() is distinct from p_player_id then
    raise exception using message = 'Only this player or an admin can do that', errcode = '42501';
  end if;
end
$$;
revoke all on function private.require_owner_or_admin(uuid) from public;

create function private.setting(p_key text)
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
revoke all on function private.setting(text) from public;

create function private.club_timezone()
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
revoke all on function private.club_timezone() from public;

create function private.club_today()
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
comment on function private.club_today() is 'Today in the club time zone (setting clubTimezone).';
revoke all on function private.club_today() from public;
grant execute on function private.club_today() to anon, authenticated, service_role;

create function private.app_url()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select rtrim(coalesce(nullif(btrim(private.setting('appUrl')), ''), 'http://localhost:54321'), '/')
$$;
comment on function private.app_url() is 'Base URL for e-mailed links: setting appUrl, else http://localhost:54321.';
revoke all on function private.app_url() from public;

create function private.email_enabled()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.setting('emailEnabled'), 'true') <> 'false'
$$;
revoke all on function private.email_enabled() from public;

create function private.actor_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_admin() then 'admin'
    when pg_catalog.current_setting('role', true) = 'service_role' then 'system'
    else coalesce((select p.name from public.players p where p.id = private.current_player_id()), 'visitor')
  end
$$;
comment on function private.actor_name() is 'Audit actor: admin, the session player''s name, system (service role) or visitor.';
revoke all on function private.actor_name() from public;

create function private.audit(
  p_action text,
  p_target_type text,
  p_target_id text,
  p_target_label text,
  p_details jsonb default '{}'::jsonb,
  p_actor text default null
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_log (actor, action, target_type, target_id, target_label, details)
  values (coalesce(p_actor, private.actor_name()), p_action, p_target_type, p_target_id, p_target_label,
          coalesce(p_details, '{}'::jsonb))
$$;
revoke all on function private.audit(text, text, text, text, jsonb, text) from public;

create function private.enqueue_email(p_template text, p_to text, p_payload jsonb, p_dedupe_key text default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  -- RPCs never send mail: they queue it in the same transaction, only while e-mail is enabled.
  if not private.email_enabled() or p_to is null then
    return;
  end if;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  values (p_template, p_to, coalesce(p_payload, '{}'::jsonb), p_dedupe_key)
  on conflict (dedupe_key) do nothing;
end
$$;
revoke all on function private.enqueue_email(text, text, jsonb, text) from public;

-- Validates one setting value; returns the user-readable problem or null when the value is fine.
create function private.setting_problem(p_key text, p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_json jsonb;
  v_band text;
  v_part text;
  v_total numeric;
  v_item record;
begin
  if p_value is null then
    return 'A value is required';
  end if;
  case p_key
    when 'emailEnabled', 'weeklyLeadersEnabled', 'inviteDeclineFollowupEnabled' then
      if p_value not in ('true', 'false') then
        return 'Value must be true or false';
      end if;
    when 'fromEmail' then
      if not private.is_valid_email(p_value) or p_value <> btrim(p_value) then
        return 'Please enter a valid email address';
      end if;
    when 'clubTimezone' then
      if p_value not in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles',
                         'America/Phoenix', 'Europe/London', 'Europe/Paris', 'Australia/Sydney') then
        return 'Please choose one of the listed time zones';
      end if;
    when 'weeklyLeadersSendHour' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 23 then
        return 'Hour must be between 0 and 23';
      end if;
    when 'weeklyLeadersSendMinute' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 55 or p_value::int % 5 <> 0 then
        return 'Minute must be between 0 and 55 in steps of 5';
      end if;
    when 'stablefordTable' then
      if p_value not in ('MODIFIED_V2', 'STANDARD') then
        return 'Stableford table must be MODIFIED_V2 or STANDARD';
      end if;
    when 'allowancePct' then
      if p_value !~ '^[0-9]{1,3}$' or p_value::int not between 1 and 100 then
        return 'Allowance must be a whole number between 1 and 100';
      end if;
    when 'appUrl' then
      if p_value !~ '^https?://[^[:space:]]+$' then
        return 'App URL must start with http:// or https://';
      end if;
    when 'payoutCurves' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Payout curves must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Payout curves must be JSON';
      end if;
      foreach v_band in array array['small', 'medium', 'large'] loop
        if jsonb_typeof(v_json -> v_band) is distinct from 'string' or btrim(v_json ->> v_band) = '' then
          return 'Enter at least one payout percentage';
        end if;
        v_total := 0;
        foreach v_part in array string_to_array(v_json ->> v_band, ',') loop
          v_part := btrim(regexp_replace(btrim(v_part), '%$', ''));
          if v_part !~ '^[0-9]{1,3}(\.[0-9]{1,2})?$' or v_part::numeric > 100 then
            return 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals';
          end if;
          v_total := v_total + v_part::numeric;
        end loop;
        if v_total <> 100 then
          return 'Payout percentages must add up to 100%';
        end if;
      end loop;
    when 'branding' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Branding must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Branding must be JSON';
      end if;
      if jsonb_typeof(v_json -> 'clubName') is distinct from 'string' or btrim(v_json ->> 'clubName') = '' then
        return 'Club name is required';
      end if;
      if char_length(v_json ->> 'clubName') > 100 then
        return 'Club name must be 100 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'tagline'), 'null') not in ('string', 'null')
         or char_length(coalesce(v_json ->> 'tagline', '')) > 200 then
        return 'Tagline must be text of 200 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'logoUrl'), 'null') not in ('string', 'null') then
        return 'Logo URL must be text';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'groupUrl'), 'null') not in ('string', 'null')
         or (nullif(v_json ->> 'groupUrl', '') is not null and v_json ->> 'groupUrl' !~ '^https?://[^[:space:]]+$') then
        return 'Group link must start with http:// or https://';
      end if;
    when 'defaultBuyIns' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Default buy-ins must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Default buy-ins must be JSON';
      end if;
      for v_item in select e.key, e.value from jsonb_each(v_json) e loop
        if v_item.key not in ('STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY', 'MATCH_PLAY') then
          return 'Unknown game in default buy-ins: ' || v_item.key;
        end if;
        if jsonb_typeof(v_item.value) <> 'number' or (v_item.value #>> '{}')::numeric < 0
           or (v_item.value #>> '{}')::numeric <> trunc((v_item.value #>> '{}')::numeric)
           or (v_item.value #>> '{}')::numeric > 10000000 then
          return 'Default buy-ins must be whole cents of 0 or more';
        end if;
      end loop;
    else
      return 'Unknown setting: ' || coalesce(p_key, '');
  end case;
  return null;
end
$$;
comment on function private.setting_problem(text, text) is 'The validation message for a setting value, or null when valid. Used by the settings trigger and upsert_admin_setting.';
revoke all on function private.setting_problem(text, text) from public;
grant execute on function private.setting_problem(text, text) to anon, authenticated, service_role;

create function private.check_player_fields(p_name text, p_nickname text, p_email text, p_ghin text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- Spec §5 messages, in form order. Arguments arrive trimmed (email lowercased).
  if p_name is null or p_name = '' then
    raise exception using message = 'Name is required', errcode = '23514';
  end if;
  if char_length(p_name) > 100 then
    raise exception using message = 'Name must be 100 characters or less', errcode = '23514';
  end if;
  if p_nickname is not null and char_length(p_nickname) not between 2 and 30 then
    raise exception using message = 'Nickname must be 2-30 characters', errcode = '23514';
  end if;
  if p_email is null or p_email = '' then
    raise exception using message = 'Email is required', errcode = '23514';
  end if;
  if not private.is_valid_email(p_email) then
    raise exception using message = 'Please enter a valid email address', errcode = '23514';
  end if;
  if p_ghin is null or p_ghin = '' then
    raise exception using message = 'GHIN is required', errcode = '23514';
  end if;
  if p_ghin !~ '^[0-9]{6,10}$' then
    raise exception using message = 'GHIN must be 6-10 digits', errcode = '23514';
  end if;
end
$$;
revoke all on function private.check_player_fields(text, text, text, text) from public;

create function private.create_player_session(p_player_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.new_token();
begin
  insert into private.player_sessions (player_id, token_hash) values (p_player_id, private.token_hash(v_token));
  return v_token;
end
$$;
revoke all on function private.create_player_session(uuid) from public;

-- Called by the local stack at every start with the PIN from the environment (stack/postgres.mjs):
-- sets the PIN only when none exists yet, so a PIN changed in the app is never overwritten.
create function private.ensure_initial_admin_pin(p_pin text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.admin_credentials c where c.id = 1 and c.pin_hash is not null) then
    return;
  end if;
  if p_pin is null or char_length(p_pin) < 4 then
    raise exception using message = 'PIN must be at least 4 characters', errcode = '23514';
  end if;
  if char_length(p_pin) > 10 then
    raise exception using message = 'PIN must be at most 10 characters', errcode = '23514';
  end if;
  update private.admin_credentials
  set pin_hash = extensions.crypt(p_pin, extensions.gen_salt('bf')), updated_at = now()
  where id = 1 and pin_hash is null;
end
$$;
revoke all on function private.ensure_initial_admin_pin(text) from public;

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
comment on function private.count_audit_log_rows() is
  'Statement trigger on public.audit_log: adds the inserted rows to private.audit_log_counts.';
revoke all on function private.count_audit_log_rows() from public;

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
comment on function private.rebuild_audit_log_counts() is
  'Recounts private.audit_log_counts from public.audit_log (after loads that bypass triggers, e.g. scripts/seed-scale.mjs).';
revoke all on function private.rebuild_audit_log_counts() from public;

-- The total of a filter: the counters of the months wholly inside [from, to), plus a direct count (by
-- index) of the rows in the partial months at either edge, or a direct count alone when no whole month
-- lies inside the range.
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
comment on function private.audit_log_count_rows(text, timestamptz, timestamptz) is
  'Direct count of public.audit_log rows in group p_group (ALL: every group) with p_from <= at < p_to (both bounds required), by index.';
revoke all on function private.audit_log_count_rows(text, timestamp with time zone, timestamp with time zone) from public;

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
comment on function private.audit_log_total(text, timestamptz, timestamptz) is
  'Rows of public.audit_log in group p_group (ALL: every group) with p_from <= at < p_to (null: unbounded): counters of whole UTC months plus direct counts of the partial months at the edges.';
revoke all on function private.audit_log_total(text, timestamp with time zone, timestamp with time zone) from public;

-- =============================================================================================
-- Triggers
-- =============================================================================================

create function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using message = 'The audit log is append-only', errcode = '42501';
end
$$;
revoke all on function private.refuse_audit_change() from public;

create trigger audit_log_append_only
before update or delete on public.audit_log
for each row execute function private.refuse_audit_change();

create trigger audit_log_no_truncate
before truncate on public.audit_log
for each statement execute function private.refuse_audit_change();

create function private.validate_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problem text := private.setting_problem(new.key, new.value);
begin
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.validate_setting() from public;

create trigger settings_validate
before insert or update on public.settings
for each row execute function private.validate_setting();

create trigger audit_log_count_rows
after insert on public.audit_log
referencing new table as new_audit_rows
for each statement execute function private.count_audit_log_rows();

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================

alter table public.players enable row level security;

alter table public.settings enable row level security;

alter table public.audit_log enable row level security;

alter table public.email_outbox enable row level security;

alter table public.analytics_events enable row level security;

alter table private.player_sessions enable row level security;

alter table private.sign_in_links enable row level security;

alter table private.admin_credentials enable row level security;

alter table private.admin_sessions enable row level security;

alter table private.admin_login_attempts enable row level security;

-- Table privileges: reads only; every write goes through an RPC (or the service role).
revoke all on public.players, public.settings, public.audit_log, public.email_outbox, public.analytics_events
  from anon, authenticated;

-- Column privileges: e-mail, GHIN and consent are never selectable by anon/authenticated.
grant select (id, name, nickname, status, join_date, league_index, created_at) on public.players to anon, authenticated;

grant select on public.settings, public.audit_log, public.email_outbox, public.analytics_events to anon, authenticated;

grant all on public.players, public.settings, public.audit_log, public.email_outbox, public.analytics_events to service_role;

revoke all on all tables in schema private from anon, authenticated;

create policy "Anyone can read the public player columns" on public.players
  for select to anon, authenticated using (true);

create policy "Admins can read settings" on public.settings
  for select to anon, authenticated using ((select private.is_admin()));

create policy "Admins can read the audit log" on public.audit_log
  for select to anon, authenticated using ((select private.is_admin()));

create policy "Admins can read the email outbox" on public.email_outbox
  for select to anon, authenticated using ((select private.is_admin()));

create policy "Admins can read analytics events" on public.analytics_events
  for select to anon, authenticated using ((select private.is_admin()));

alter table private.audit_log_counts enable row level security;

-- No policies: only the functions below (and get_audit_log, security definer) read or write it.
revoke all on private.audit_log_counts from public, anon, authenticated;

-- =============================================================================================
-- RPCs: players' identity
-- =============================================================================================

create function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean)
returns json
language plpgsql
volatile
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
  -- Duplicates raise 23505 with players_email_key / players_ghin_key.
  insert into public.players (name, nickname, email, ghin, status, consent_at)
  values (v_name, v_nickname, v_email, v_ghin, 'PENDING', now())
  returning id into v_player_id;
  perform private.audit('PLAYER_REGISTERED', 'player', v_player_id::text, v_name, '{}'::jsonb, v_name);
  return json_build_object('player_id', v_player_id, 'token', private.create_player_session(v_player_id));
end
$$;
comment on function public.register_player(text, text, text, text, boolean) is 'Sign-up: PENDING player + player session {player_id, token}.';
revoke all on function public.register_player(text, text, text, text, boolean) from public;
grant execute on function public.register_player(text, text, text, text, boolean) to anon, authenticated, service_role;

create function public.request_sign_in_link(p_email text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player public.players;
  v_token text;
begin
  -- Always succeeds, whether or not the address is known (no enumeration).
  select p.* into v_player
  from public.players p
  where p.email = lower(btrim(coalesce(p_email, ''))) and p.status in ('ACTIVE', 'PENDING');
  if not found then
    return;
  end if;
  -- At most one link a minute per player, so the form cannot be used to flood a mailbox.
  if exists (select 1 from private.sign_in_links l
             where l.player_id = v_player.id and l.created_at > now() - interval '1 minute') then
    return;
  end if;
  v_token := private.new_token();
  insert into private.sign_in_links (player_id, token_hash) values (v_player.id, private.token_hash(v_token));
  perform private.enqueue_email('sign_in_link', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'signInUrl', private.app_url() || '/signin/' || v_token,
    'expiresAt', now() + interval '1 hour'
  ));
end
$$;
revoke all on function public.request_sign_in_link(text) from public;
grant execute on function public.request_sign_in_link(text) to anon, authenticated, service_role;

create function public.redeem_sign_in_link(p_token text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player_id uuid;
begin
  update private.sign_in_links l
  set used_at = now()
  where l.token_hash = private.token_hash(p_token)
    and l.used_at is null
    and l.expires_at > now()
    and exists (select 1 from public.players p where p.id = l.player_id and p.status <> 'INACTIVE')
  returning l.player_id into v_player_id;
  if v_player_id is null then
    raise exception using message = 'This sign-in link is not valid or has expired.', errcode = '22023';
  end if;
  return json_build_object('player_id', v_player_id, 'token', private.create_player_session(v_player_id));
end
$$;
revoke all on function public.redeem_sign_in_link(text) from public;
grant execute on function public.redeem_sign_in_link(text) to anon, authenticated, service_role;

create function public.sign_out_player()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.player_sessions s
  set revoked_at = now()
  where s.token_hash = private.token_hash(private.request_header('x-player-token')) and s.revoked_at is null
$$;
revoke all on function public.sign_out_player() from public;
grant execute on function public.sign_out_player() to anon, authenticated, service_role;

create function public.log_analytics_event(p_event text, p_path text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if p_event is null or p_event not in ('cta_whatsapp_click', 'cta_whatsapp_fab_click') then
    raise exception using message = 'Unknown analytics event', errcode = '22023';
  end if;
  insert into public.analytics_events (event, path) values (p_event, left(coalesce(nullif(p_path, ''), '/'), 500));
end
$$;
revoke all on function public.log_analytics_event(text, text) from public;
grant execute on function public.log_analytics_event(text, text) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: admin session
-- =============================================================================================

create function public.verify_admin_pin(pin_input text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_credentials private.admin_credentials;
  v_last_success timestamptz;
  v_failures integer;
  v_token text;
  v_expires timestamptz;
begin
  -- The row lock serialises concurrent attempts, so the throttle cannot be raced.
  select c.* into v_credentials from private.admin_credentials c where c.id = 1 for update;
  if v_credentials.locked_until is not null and v_credentials.locked_until > now() then
    raise exception using message = 'Too many failed attempts. Try again in 15 minutes.', errcode = 'PT429';
  end if;

  if pin_input is not null and char_length(pin_input) between 1 and 10 and v_credentials.pin_hash is not null
     and extensions.crypt(pin_input, v_credentials.pin_hash) = v_credentials.pin_hash then
    insert into private.admin_login_attempts (succeeded) values (true);
    update private.admin_credentials set locked_until = null where id = 1;
    v_token := private.new_token();
    v_expires := now() + interval '8 hours';
    insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash(v_token), v_expires);
    return json_build_object('valid', true, 'token', v_token, 'expires_at', v_expires);
  end if;

  insert into private.admin_login_attempts (succeeded) values (false);
  select max(a.at) into v_last_success from private.admin_login_attempts a where a.succeeded;
  select count(*) into v_failures
  from private.admin_login_attempts a
  where not a.succeeded and a.at > now() - interval '15 minutes' and a.at > coalesce(v_last_success, '-infinity');
  if v_failures >= 5 then
    update private.admin_credentials set locked_until = now() + interval '15 minutes' where id = 1;
  end if;
  perform private.audit('ADMIN_LOGIN_FAILED', 'admin', null, 'Admin PIN',
                        jsonb_build_object('failures_in_window', v_failures, 'locked', v_failures >= 5));
  return json_build_object('valid', false);
end
$$;
comment on function public.verify_admin_pin(text) is 'Checks the PIN; on success returns an 8-hour admin session {valid, token, expires_at}. 5 failures in 15 minutes lock for 15 minutes.';
revoke all on function public.verify_admin_pin(text) from public;
grant execute on function public.verify_admin_pin(text) to anon, authenticated, service_role;

create function public.admin_logout()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update private.admin_sessions s
  set revoked_at = now()
  where s.token_hash = private.token_hash(private.request_header('x-admin-token')) and s.revoked_at is null
$$;
revoke all on function public.admin_logout() from public;
grant execute on function public.admin_logout() to anon, authenticated, service_role;

create function public.check_admin_session()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin()
$$;
revoke all on function public.check_admin_session() from public;
grant execute on function public.check_admin_session() to anon, authenticated, service_role;

create function public.change_admin_pin(p_new_pin text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_new_pin is null or btrim(p_new_pin) = '' then
    raise exception using message = 'Please enter a PIN', errcode = '23514';
  end if;
  if char_length(p_new_pin) < 4 then
    raise exception using message = 'PIN must be at least 4 characters', errcode = '23514';
  end if;
  if char_length(p_new_pin) > 10 then
    raise exception using message = 'PIN must be at most 10 characters', errcode = '23514';
  end if;
  update private.admin_credentials
  set pin_hash = extensions.crypt(p_new_pin, extensions.gen_salt('bf')), locked_until = null, updated_at = now()
  where id = 1;
  -- Sessions opened with the old PIN end, except the one that changed it.
  update private.admin_sessions s
  set revoked_at = now()
  where s.revoked_at is null
    and s.token_hash is distinct from private.token_hash(private.request_header('x-admin-token'));
  perform private.audit('ADMIN_PIN_CHANGED', 'admin', null, 'Admin PIN', '{}'::jsonb);
end
$$;
revoke all on function public.change_admin_pin(text) from public;
grant execute on function public.change_admin_pin(text) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: settings
-- =============================================================================================

create function public.get_admin_settings()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (select coalesce(json_object_agg(s.key, s.value order by s.key), '{}'::json) from public.settings s);
end
$$;
revoke all on function public.get_admin_settings() from public;
grant execute on function public.get_admin_settings() to anon, authenticated, service_role;

create function public.upsert_admin_setting(p_key text, p_value text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_problem text;
  v_old text;
begin
  perform private.require_admin();
  v_problem := private.setting_problem(p_key, p_value);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  select s.value into v_old from public.settings s where s.key = p_key;
  insert into public.settings (key, value) values (p_key, p_value)
  on conflict (key) do update set value = excluded.value;
  -- The catalog's default buy-ins follow the setting, so both always agree.
  if p_key = 'defaultBuyIns' then
    update public.game_catalog g
    set default_buy_in = (p_value::jsonb ->> g.code)::integer
    where p_value::jsonb ? g.code;
  end if;
  perform private.audit('SETTING_CHANGED', 'setting', p_key, p_key,
                        jsonb_build_object('key', p_key, 'old', v_old, 'new', p_value));
  return json_build_object('key', p_key, 'value', p_value);
end
$$;
revoke all on function public.upsert_admin_setting(text, text) from public;
grant execute on function public.upsert_admin_setting(text, text) to anon, authenticated, service_role;

create function public.get_public_settings()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with s as (select coalesce(jsonb_object_agg(t.key, t.value), '{}'::jsonb) as v from public.settings t)
  select json_build_object(
    'branding', jsonb_build_object(
      'clubName', coalesce((s.v ->> 'branding')::jsonb ->> 'clubName', 'Fairway League'),
      'tagline', (s.v ->> 'branding')::jsonb -> 'tagline',
      'logoUrl', (s.v ->> 'branding')::jsonb -> 'logoUrl',
      'groupUrl', (s.v ->> 'branding')::jsonb -> 'groupUrl'
    ),
    'stablefordTable', coalesce(s.v ->> 'stablefordTable', 'MODIFIED_V2'),
    'allowancePct', coalesce((s.v ->> 'allowancePct')::integer, 100),
    'payoutCurves', coalesce((s.v ->> 'payoutCurves')::jsonb,
                             '{"small":"60,40","medium":"50,30,20","large":"40,30,20,10"}'::jsonb),
    'defaultBuyIns', coalesce((s.v ->> 'defaultBuyIns')::jsonb, '{}'::jsonb),
    'emailEnabled', coalesce(s.v ->> 'emailEnabled', 'true') <> 'false'
  )
  from s
$$;
comment on function public.get_public_settings() is 'Settings anyone may read: branding, scoring table, allowance, payout curves, default buy-ins, emailEnabled.';
revoke all on function public.get_public_settings() from public;
grant execute on function public.get_public_settings() to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: audit log
-- =============================================================================================

-- A page walks the (at, id) index; the total comes from private.audit_log_total.
create function public.get_audit_log(
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
revoke all on function public.get_audit_log(text, date, date, integer, integer) from public;
grant execute on function public.get_audit_log(text, date, date, integer, integer) to anon, authenticated, service_role;

-- =============================================================================================
-- Settings defaults (reference data, not demo data)
-- =============================================================================================

insert into public.settings (key, value) values
  ('emailEnabled', 'true'),
  ('fromEmail', 'league@fairway.example'),
  ('weeklyLeadersEnabled', 'true'),
  ('clubTimezone', 'America/New_York'),
  ('weeklyLeadersSendHour', '17'),
  ('weeklyLeadersSendMinute', '0'),
  ('inviteDeclineFollowupEnabled', 'false'),
  ('payoutCurves', '{"small":"60,40","medium":"50,30,20","large":"40,30,20,10"}'),
  ('branding', '{"clubName":"Fairway League","tagline":"Where wagers meet fairways.","logoUrl":null,"groupUrl":"https://chat.whatsapp.com/fairway-league"}'),
  ('defaultBuyIns', '{"STB_V2":1000,"SKINS_GROSS":500,"SKINS_NET":500,"NASSAU":1500,"STROKE_PLAY":1000}'),
  ('stablefordTable', 'MODIFIED_V2'),
  ('allowancePct', '100');


-- Named admins and a PIN throttle one visitor cannot use against another (issue 13 item 6, DESIGN rule 15).
--
-- The single admin PIN of private.admin_credentials becomes the league owner's: private.admins holds one
-- row per admin (a name and a bcrypt hash of their own PIN; exactly one owner). The PIN dialog is
-- unchanged: verify_admin_pin finds the admin whose PIN matches and opens a session for that admin.
-- The owner adds, renames and revokes admins (revoking ends their sessions); each admin changes their
-- own PIN by giving the current one.
--
-- Throttle (verify_admin_pin, replacing the one global lock that any visitor could trip):
--   * per client address: 5 wrong PINs within 15 minutes (since that client's last success) refuse that
--     client for the rest of the window;
--   * per admin: 5 wrong current PINs within 15 minutes refuse that admin's PIN change;
--   * a slow global ceiling: 100 wrong PINs within an hour, from any clients, refuse clients that have not
--     signed in successfully within 30 days — a distributed guesser is slowed, an admin's usual device is not.
-- The client address is private.client_address(): the LAST entry of X-Forwarded-For, the one written by
-- the proxy in front of PostgREST (stack/gateway.mjs sets it from the socket and drops what the client
-- sent; on hosted Supabase the platform's edge appends the address it sees). Entries to its left are
-- whatever the client sent and are never read.

-- =============================================================================================
-- Tables
-- =============================================================================================

create table private.admins (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint admins_name_check check (btrim(name) <> '' and char_length(name) <= 60),
  pin_hash text not null,
  is_owner boolean not null default false,
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  constraint admins_owner_not_revoked_check check (not (is_owner and revoked_at is not null))
);

comment on table private.admins is 'Named admins: a bcrypt hash of each one''s own PIN (unique among active admins, checked on write); one league owner.';

create unique index admins_one_owner_idx on private.admins (is_owner) where is_owner;

alter table private.admins enable row level security;

revoke all on private.admins from public, anon, authenticated;

-- The owner's PIN is the PIN set so far.
insert into private.admins (name, pin_hash, is_owner)
select 'League owner', c.pin_hash, true
from private.admin_credentials c
where c.id = 1 and c.pin_hash is not null;

create function private.owner_admin_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.id from private.admins a where a.is_owner
$$;
comment on function private.owner_admin_id() is 'The league owner''s admin id (null before the first PIN is set).';
revoke all on function private.owner_admin_id() from public;

-- Sessions opened before this migration (and fixtures that name no admin) belong to the owner, the only
-- PIN holder there was.
alter table private.admin_sessions
  add column admin_id uuid references private.admins (id) on delete cascade default private.owner_admin_id();

update private.admin_sessions set admin_id = private.owner_admin_id() where admin_id is null;
delete from private.admin_sessions where admin_id is null;

alter table private.admin_sessions alter column admin_id set not null;

comment on column private.admin_sessions.admin_id is 'The admin whose PIN opened the session (default: the owner).';

create index admin_sessions_admin_id_idx on private.admin_sessions (admin_id);

alter table private.admin_login_attempts
  add column client_address text,
  add column admin_id uuid references private.admins (id) on delete cascade,
  add column purpose text not null default 'sign_in' constraint admin_login_attempts_purpose_check
    check (purpose in ('sign_in', 'pin_change'));

comment on table private.admin_login_attempts is
  'PIN attempts for the throttle: sign-ins per client address (admin_id = who signed in), PIN changes per admin.';
comment on column private.admin_login_attempts.client_address is 'private.client_address() of the attempt; null when it came from no HTTP request.';

create index admin_login_attempts_client_idx on private.admin_login_attempts (client_address, at desc) where purpose = 'sign_in';
create index admin_login_attempts_admin_idx on private.admin_login_attempts (admin_id, at desc) where purpose = 'pin_change';

-- Replaced by private.admins and the per-client throttle.
drop table private.admin_credentials;

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
begin
  -- split_part(…, -1) is the last field: the one appended by the proxy in front of PostgREST.
  return nullif(btrim(pg_catalog.split_part(private.request_header('x-forwarded-for'), ',', -1)), '');
end
$$;
comment on function private.client_address() is
  'The caller''s address as the gateway or the hosted edge reports it: the last X-Forwarded-For entry (never one the client wrote); null outside an HTTP request.';
revoke all on function private.client_address() from public;

-- Replaces is_admin of 20261127000100_identity_settings_audit.sql: a revoked admin's sessions stop working.
create or replace function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return private.current_admin_id() is not null;
end
$$;
comment on function private.is_admin() is 'True when the x-admin-token header holds a valid, unexpired, unrevoked session of an admin who is not revoked.';

create function private.current_admin_id()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_hash bytea := private.token_hash(private.request_header('x-admin-token'));
begin
  if v_hash is null then
    return null;
  end if;
  return (
    select s.admin_id
    from private.admin_sessions s
    join private.admins a on a.id = s.admin_id
    where s.token_hash = v_hash
      and s.revoked_at is null
      and s.expires_at > now()
      and a.revoked_at is null
  );
end
$$;
comment on function private.current_admin_id() is 'The admin of a valid x-admin-token session (admin not revoked); null otherwise.';
revoke all on function private.current_admin_id() from public;

create function private.require_owner()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin_id uuid := private.current_admin_id();
begin
  if v_admin_id is null then
    raise exception using message = 'Admin access required', errcode = '42501';
  end if;
  if v_admin_id is distinct from private.owner_admin_id() then
    raise exception using message = 'Only the league owner can manage admins', errcode = '42501';
  end if;
  return v_admin_id;
end
$$;
comment on function private.require_owner() is 'Raises 42501 unless the caller is the league owner; returns the owner''s admin id.';
revoke all on function private.require_owner() from public;

-- The spec's PIN rules (admin-side §Validation), shared by every function that sets a PIN.
create function private.check_new_pin(p_pin text, p_except_admin_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_pin is null or btrim(p_pin) = '' then
    raise exception using message = 'Please enter a PIN', errcode = '23514';
  end if;
  if char_length(p_pin) < 4 then
    raise exception using message = 'PIN must be at least 4 characters', errcode = '23514';
  end if;
  if char_length(p_pin) > 10 then
    raise exception using message = 'PIN must be at most 10 characters', errcode = '23514';
  end if;
  -- The PIN identifies the admin, so two active admins never share one.
  if exists (select 1 from private.admins a
             where a.revoked_at is null and a.id is distinct from p_except_admin_id
               and extensions.crypt(p_pin, a.pin_hash) = a.pin_hash) then
    raise exception using message = 'This PIN is already in use by another admin', errcode = '23514';
  end if;
end
$$;
comment on function private.check_new_pin(text, uuid) is 'Validates a new PIN: required, 4–10 characters, not the PIN of another active admin.';
revoke all on function private.check_new_pin(text, uuid) from public;

create function private.check_admin_name(p_name text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
begin
  if v_name = '' then
    raise exception using message = 'Name is required', errcode = '23514';
  end if;
  if char_length(v_name) > 60 then
    raise exception using message = 'Name must be 60 characters or less', errcode = '23514';
  end if;
  return v_name;
end
$$;
comment on function private.check_admin_name(text) is 'The trimmed admin name, or 23514 when empty or longer than 60 characters.';
revoke all on function private.check_admin_name(text) from public;

-- Replaces ensure_initial_admin_pin of 20261127000100_identity_settings_audit.sql: the first PIN is the
-- league owner's (stack/postgres.mjs calls it at every start; it never replaces an existing owner).
create or replace function private.ensure_initial_admin_pin(p_pin text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if private.owner_admin_id() is not null then
    return;
  end if;
  if p_pin is null or char_length(p_pin) < 4 then
    raise exception using message = 'PIN must be at least 4 characters', errcode = '23514';
  end if;
  if char_length(p_pin) > 10 then
    raise exception using message = 'PIN must be at most 10 characters', errcode = '23514';
  end if;
  insert into private.admins (name, pin_hash, is_owner)
  values ('League owner', extensions.crypt(p_pin, extensions.gen_salt('bf')), true);
end
$$;
comment on function private.ensure_initial_admin_pin(text) is 'Creates the league owner with the first PIN when there is no owner yet; otherwise does nothing.';

-- =============================================================================================
-- RPCs: admin session
-- =============================================================================================

-- Replaces verify_admin_pin of 20261127000100_identity_settings_audit.sql: the PIN picks the admin, and
-- the throttle counts per client address with a slow global ceiling instead of one lock for everyone.
create or replace function public.verify_admin_pin(pin_input text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_last_success timestamptz;
  v_failures integer;
  v_admin_id uuid;
  v_token text;
  v_expires timestamptz;
  v_locked_message constant text := 'Too many failed attempts. Try again in 15 minutes.';
begin
  -- One client's attempts run one at a time, so parallel guesses cannot slip past the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin-pin:' || coalesce(v_client, ''), 0));

  select max(a.at) into v_last_success
  from private.admin_login_attempts a
  where a.purpose = 'sign_in' and a.succeeded and a.client_address is not distinct from v_client;
  select count(*) into v_failures
  from private.admin_login_attempts a
  where a.purpose = 'sign_in' and not a.succeeded and a.client_address is not distinct from v_client
    and a.at > now() - interval '15 minutes' and a.at > coalesce(v_last_success, '-infinity');
  if v_failures >= 5 then
    raise exception using message = v_locked_message, errcode = 'PT429';
  end if;
  if coalesce(v_last_success, '-infinity') < now() - interval '30 days'
     and (select count(*) from private.admin_login_attempts a
          where a.purpose = 'sign_in' and not a.succeeded and a.at > now() - interval '1 hour') >= 100 then
    raise exception using message = v_locked_message, errcode = 'PT429';
  end if;

  if pin_input is not null and char_length(pin_input) between 1 and 10 then
    select a.id into v_admin_id
    from private.admins a
    where a.revoked_at is null and extensions.crypt(pin_input, a.pin_hash) = a.pin_hash
    order by a.is_owner desc, a.created_at
    limit 1;
  end if;

  if v_admin_id is not null then
    insert into private.admin_login_attempts (succeeded, client_address, admin_id) values (true, v_client, v_admin_id);
    v_token := private.new_token();
    v_expires := now() + interval '8 hours';
    insert into private.admin_sessions (token_hash, expires_at, admin_id)
    values (private.token_hash(v_token), v_expires, v_admin_id);
    return json_build_object('valid', true, 'token', v_token, 'expires_at', v_expires);
  end if;

  insert into private.admin_login_attempts (succeeded, client_address) values (false, v_client);
  perform private.audit('ADMIN_LOGIN_FAILED', 'admin', null, 'Admin PIN',
                        jsonb_build_object('client_address', v_client, 'failures_in_window', v_failures + 1,
                                           'locked', v_failures + 1 >= 5));
  return json_build_object('valid', false);
end
$$;
comment on function public.verify_admin_pin(text) is
  'Checks the PIN against every active admin; on a match returns an 8-hour session of that admin {valid, token, expires_at}. 5 failures in 15 minutes refuse that client address (PT429); 100 failures in an hour refuse clients without a success in 30 days.';

-- Replaces change_admin_pin(text) of 20261127000100_identity_settings_audit.sql: an admin changes their own
-- PIN and must give the current one (5 wrong current PINs in 15 minutes refuse that admin).
drop function public.change_admin_pin(text);

create function public.change_admin_pin(p_current_pin text, p_new_pin text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin private.admins;
begin
  perform private.require_admin();
  select a.* into v_admin from private.admins a where a.id = private.current_admin_id() for update;
  if (select count(*) from private.admin_login_attempts t
      where t.purpose = 'pin_change' and not t.succeeded and t.admin_id = v_admin.id
        and t.at > now() - interval '15 minutes') >= 5 then
    raise exception using message = 'Too many failed attempts. Try again in 15 minutes.', errcode = 'PT429';
  end if;
  if p_current_pin is null or extensions.crypt(p_current_pin, v_admin.pin_hash) <> v_admin.pin_hash then
    insert into private.admin_login_attempts (succeeded, client_address, admin_id, purpose)
    values (false, private.client_address(), v_admin.id, 'pin_change');
    -- The failed attempt must stay recorded for the throttle: an answer, not an exception (which would roll it back).
    return json_build_object('changed', false, 'message', 'Current PIN is incorrect');
  end if;
  perform private.check_new_pin(p_new_pin, v_admin.id);
  update private.admins set pin_hash = extensions.crypt(p_new_pin, extensions.gen_salt('bf')) where id = v_admin.id;
  -- This admin's sessions opened with the old PIN end, except the one that changed it.
  update private.admin_sessions s
  set revoked_at = now()
  where s.admin_id = v_admin.id and s.revoked_at is null
    and s.token_hash is distinct from private.token_hash(private.request_header('x-admin-token'));
  perform private.audit('ADMIN_PIN_CHANGED', 'admin', v_admin.id::text, v_admin.name, '{}'::jsonb);
  return json_build_object('changed', true);
end
$$;
comment on function public.change_admin_pin(text, text) is
  'The signed-in admin changes their own PIN: {changed: true}, or {changed: false, message: ''Current PIN is incorrect''} (5 wrong in 15 minutes → PT429); the new PIN follows the spec''s rules (23514) and is unique among admins.';
revoke all on function public.change_admin_pin(text, text) from public;
grant execute on function public.change_admin_pin(text, text) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: managing admins (the owner)
-- =============================================================================================

create function public.list_admins()
returns table (id uuid, name text, is_owner boolean, is_me boolean, created_at timestamptz, revoked_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_me uuid := private.current_admin_id();
begin
  perform private.require_admin();
  return query
  select a.id, a.name, a.is_owner, a.id = v_me, a.created_at, a.revoked_at
  from private.admins a
  order by a.is_owner desc, a.revoked_at nulls first, a.name, a.id;
end
$$;
comment on function public.list_admins() is 'Admin: every admin (owner first, then active, then revoked) with is_me for the caller. Never a PIN.';
revoke all on function public.list_admins() from public;
grant execute on function public.list_admins() to anon, authenticated, service_role;

create function public.add_admin(p_name text, p_pin text)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_id uuid;
begin
  perform private.require_owner();
  v_name := private.check_admin_name(p_name);
  -- Serialises concurrent adds, so two admins cannot be given the same PIN at once.
  lock table private.admins in share row exclusive mode;
  perform private.check_new_pin(p_pin, null);
  insert into private.admins (name, pin_hash) values (v_name, extensions.crypt(p_pin, extensions.gen_salt('bf')))
  returning id into v_id;
  perform private.audit('ADMIN_ADDED', 'admin', v_id::text, v_name, '{}'::jsonb);
  return v_id;
end
$$;
comment on function public.add_admin(text, text) is 'Owner: adds a named admin with their own PIN (4–10 characters, unique); returns the id.';
revoke all on function public.add_admin(text, text) from public;
grant execute on function public.add_admin(text, text) to anon, authenticated, service_role;

create function public.rename_admin(p_admin_id uuid, p_name text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_old text;
begin
  perform private.require_owner();
  v_name := private.check_admin_name(p_name);
  select a.name into v_old from private.admins a where a.id = p_admin_id and a.revoked_at is null for update;
  if not found then
    raise exception using message = 'Admin not found', errcode = 'PT404';
  end if;
  update private.admins set name = v_name where id = p_admin_id;
  perform private.audit('ADMIN_RENAMED', 'admin', p_admin_id::text, v_name, jsonb_build_object('old', v_old, 'new', v_name));
end
$$;
comment on function public.rename_admin(uuid, text) is 'Owner: renames an active admin (the audit log shows the new name for all their rows).';
revoke all on function public.rename_admin(uuid, text) from public;
grant execute on function public.rename_admin(uuid, text) to anon, authenticated, service_role;

create function public.revoke_admin(p_admin_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_admin private.admins;
begin
  perform private.require_owner();
  select a.* into v_admin from private.admins a where a.id = p_admin_id and a.revoked_at is null for update;
  if not found then
    raise exception using message = 'Admin not found', errcode = 'PT404';
  end if;
  if v_admin.is_owner then
    raise exception using message = 'The league owner cannot be revoked', errcode = '23514';
  end if;
  update private.admins set revoked_at = now() where id = p_admin_id;
  update private.admin_sessions s set revoked_at = now() where s.admin_id = p_admin_id and s.revoked_at is null;
  perform private.audit('ADMIN_REVOKED', 'admin', p_admin_id::text, v_admin.name, '{}'::jsonb);
end
$$;
comment on function public.revoke_admin(uuid) is 'Owner: revokes an admin (not the owner); their sessions end at once and their PIN no longer opens one.';
revoke all on function public.revoke_admin(uuid) from public;
grant execute on function public.revoke_admin(uuid) to anon, authenticated, service_role;

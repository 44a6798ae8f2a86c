-- Admin PINs without an oracle and without a lock-out by others (second security review, S2 and S7).
--
-- S2: change_admin_pin answered "This PIN is already in use by another admin" without limit, so a named
-- admin could walk the PIN space and recover the owner's PIN; and a client's 5-failure sign-in lock reset
-- on that client's own successful sign-in. Now:
--   * the "already in use" answer is a failed PIN attempt of the asking admin (recorded, purpose
--     pin_change; an answer {changed: false, message}, not an error that would roll the record back):
--     5 in 15 minutes or 10 in a day lock that admin's PIN change, whatever else they do;
--   * wrong sign-in PINs count per client address whatever that address's own successes: 5 in 15 minutes,
--     20 in a day;
--   * uniqueness is atomic: change_admin_pin takes the same table lock as add_admin (share row
--     exclusive on private.admins), so two admins changing to one PIN at once are serialised and the
--     second is told the PIN is in use.
-- S7: past 100 wrong PINs an hour league-wide, every client without a success in 30 days was refused —
-- a few addresses could lock every admin out of a new network. There is no global lock any more: during
-- such a flood an address that has not signed in within 30 days gets 2 tries per 15 minutes instead of
-- 5 (a distributed attacker is slowed per address; an admin's own first try from any address still
-- works). New named admins' PINs (add_admin, and a named admin's own change) need 6 or more digits; the
-- owner keeps the spec's rules (4–10 characters).

-- Replaces check_new_pin of 20261127110000_named_admins_and_pin_throttle.sql: the rules as one answer
-- (null or the message) so a caller can count the "in use" refusal instead of raising; named admins need
-- 6+ digits.
create function private.new_pin_problem(p_pin text, p_except_admin_id uuid, p_named boolean)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_pin is null or btrim(p_pin) = '' then
    return 'Please enter a PIN';
  end if;
  if char_length(p_pin) < 4 then
    return 'PIN must be at least 4 characters';
  end if;
  if char_length(p_pin) > 10 then
    return 'PIN must be at most 10 characters';
  end if;
  if p_named and p_pin !~ '^[0-9]{6,10}$' then
    return 'A named admin''s PIN must be at least 6 digits';
  end if;
  -- The PIN identifies the admin, so two active admins never share one.
  if exists (select 1 from private.admins a
             where a.revoked_at is null and a.id is distinct from p_except_admin_id
               and extensions.crypt(p_pin, a.pin_hash) = a.pin_hash) then
    return 'This PIN is already in use by another admin';
  end if;
  return null;
end
$$;
comment on function private.new_pin_problem(p_pin text, p_except_admin_id uuid, p_named boolean) is 'Why a new PIN is refused, or null: required, 4–10 characters, a named admin''s 6–10 digits, not the PIN of another active admin (''This PIN is already in use by another admin'').';
revoke all on function private.new_pin_problem(p_pin text, p_except_admin_id uuid, p_named boolean) from public;
grant execute on function private.new_pin_problem(p_pin text, p_except_admin_id uuid, p_named boolean) to service_role;

create or replace function private.check_new_pin(p_pin text, p_except_admin_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_problem text := private.new_pin_problem(p_pin, p_except_admin_id, false);
begin
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
end
$$;
comment on function private.check_new_pin(p_pin text, p_except_admin_id uuid) is 'Validates a new PIN (the owner''s rules): required, 4–10 characters, not the PIN of another active admin; raises 23514 with private.new_pin_problem''s message.';
revoke all on function private.check_new_pin(p_pin text, p_except_admin_id uuid) from public;

-- Replaces add_admin of 20261127110000_named_admins_and_pin_throttle.sql: a named admin's PIN is 6–10 digits.
create or replace function public.add_admin(p_name text, p_pin text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_id uuid;
  v_problem text;
begin
  perform private.require_owner();
  v_name := private.check_admin_name(p_name);
  -- Serialises concurrent adds and PIN changes, so two admins cannot be given the same PIN at once.
  lock table private.admins in share row exclusive mode;
  v_problem := private.new_pin_problem(p_pin, null, true);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  insert into private.admins (name, pin_hash) values (v_name, extensions.crypt(p_pin, extensions.gen_salt('bf')))
  returning id into v_id;
  perform private.audit('ADMIN_ADDED', 'admin', v_id::text, v_name, '{}'::jsonb);
  return v_id;
end
$$;
comment on function public.add_admin(p_name text, p_pin text) is 'Owner: adds a named admin with their own PIN (6–10 digits, unique); returns the id.';
revoke all on function public.add_admin(p_name text, p_pin text) from public;
grant execute on function public.add_admin(p_name text, p_pin text) to anon, authenticated, service_role;

-- Replaces change_admin_pin of 20261127110000_named_admins_and_pin_throttle.sql: the "in use" answer is a
-- counted failure, the lock is per admin (15 minutes and a day), uniqueness is atomic (table lock).
create or replace function public.change_admin_pin(p_current_pin text, p_new_pin text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin private.admins;
  v_problem text;
  v_in_use constant text := 'This PIN is already in use by another admin';
begin
  perform private.require_admin();
  -- One PIN change (or add) at a time league-wide: the uniqueness check and the update are atomic.
  lock table private.admins in share row exclusive mode;
  select a.* into v_admin from private.admins a where a.id = private.current_admin_id();
  if (select count(*) filter (where t.at > now() - interval '15 minutes') >= 5 or count(*) >= 10
      from private.admin_login_attempts t
      where t.purpose = 'pin_change' and not t.succeeded and t.admin_id = v_admin.id
        and t.at > now() - interval '1 day') then
    raise exception using message = 'Too many failed attempts. Try again in 15 minutes.', errcode = 'PT429';
  end if;
  if p_current_pin is null or extensions.crypt(p_current_pin, v_admin.pin_hash) <> v_admin.pin_hash then
    insert into private.admin_login_attempts (succeeded, client_address, admin_id, purpose)
    values (false, private.client_address(), v_admin.id, 'pin_change');
    -- The failed attempt must stay recorded for the throttle: an answer, not an exception (which would roll it back).
    return json_build_object('changed', false, 'message', 'Current PIN is incorrect');
  end if;
  v_problem := private.new_pin_problem(p_new_pin, v_admin.id, not v_admin.is_owner);
  if v_problem = v_in_use then
    -- Telling that a PIN is in use tells another admin's PIN: counted like a wrong PIN.
    insert into private.admin_login_attempts (succeeded, client_address, admin_id, purpose)
    values (false, private.client_address(), v_admin.id, 'pin_change');
    return json_build_object('changed', false, 'message', v_in_use);
  elsif v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
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
comment on function public.change_admin_pin(p_current_pin text, p_new_pin text) is 'The signed-in admin changes their own PIN: {changed: true}, or {changed: false, message} for a wrong current PIN or a PIN in use by another admin — both counted: 5 in 15 minutes or 10 in a day → PT429. The new PIN follows the spec''s rules (23514; a named admin''s 6–10 digits). Atomic under concurrency (table lock).';
revoke all on function public.change_admin_pin(p_current_pin text, p_new_pin text) from public;
grant execute on function public.change_admin_pin(p_current_pin text, p_new_pin text) to anon, authenticated, service_role;

-- Replaces verify_admin_pin of 20261127110000_named_admins_and_pin_throttle.sql: failures count per
-- address whatever its own successes (15 minutes and a day); no global lock, a flood only tightens the
-- per-address limit of networks without a recent success.
create or replace function public.verify_admin_pin(pin_input text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_client text := private.client_address();
  v_known boolean;
  v_recent integer;
  v_day integer;
  v_limit integer := 5;
  v_admin_id uuid;
  v_token text;
  v_expires timestamptz;
  v_locked_message constant text := 'Too many failed attempts. Try again in 15 minutes.';
begin
  -- One client's attempts run one at a time, so parallel guesses cannot slip past the count.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('admin-pin:' || coalesce(v_client, ''), 0));

  select count(*) filter (where a.at > now() - interval '15 minutes'), count(*)
  into v_recent, v_day
  from private.admin_login_attempts a
  where a.purpose = 'sign_in' and not a.succeeded and a.client_address is not distinct from v_client
    and a.at > now() - interval '1 day';
  select exists (select 1 from private.admin_login_attempts a
                 where a.purpose = 'sign_in' and a.succeeded and a.client_address is not distinct from v_client
                   and a.at > now() - interval '30 days')
  into v_known;
  if not v_known
     and (select count(*) from private.admin_login_attempts a
          where a.purpose = 'sign_in' and not a.succeeded and a.at > now() - interval '1 hour') >= 100 then
    v_limit := 2;
  end if;
  if v_recent >= v_limit or v_day >= 20 then
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
                        jsonb_build_object('client_address', v_client, 'failures_in_window', v_recent + 1,
                                           'locked', v_recent + 1 >= v_limit));
  return json_build_object('valid', false);
end
$$;
comment on function public.verify_admin_pin(pin_input text) is 'Checks the PIN against every active admin; on a match returns an 8-hour session of that admin {valid, token, expires_at}. Wrong PINs count per client address, whatever its own successes: 5 in 15 minutes or 20 in a day refuse it (PT429); while 100+ wrong PINs an hour arrive league-wide, an address without a success in 30 days gets 2 per 15 minutes. No address is ever refused for another''s failures.';
revoke all on function public.verify_admin_pin(pin_input text) from public;
grant execute on function public.verify_admin_pin(pin_input text) to anon, authenticated, service_role;

-- Sign-up and the profile editor no longer tell whether an e-mail or GHIN belongs to a member (F9).
--
-- register_player and update_player_profile answered a taken e-mail or GHIN with 409 and the unique
-- constraint's text (players_email_key / players_ghin_key), unthrottled: about 60 GHIN probes a second.
-- Now either is answered the same way — HTTP 409 {code: PT409, message: 'We could not use this e-mail or
-- GHIN. If you are already a member, sign in with a link instead.'}, whichever of the two is taken — and
-- that answer is an answer, not an error (PostgREST's response.status), so it is counted: 10 an hour per
-- client address for sign-up, per member for the profile editor (which also allows at most 20 changes of
-- e-mail or GHIN an hour). Past it, every sign-up from that address
-- (and every change of that member's e-mail or GHIN) waits with 429, taken details or not, so the
-- limit itself tells nothing.

create function private.rate_limit_spent(p_bucket text, p_key text, p_limit integer, p_window interval)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.rate_limits r
                 where r.bucket = p_bucket and r.key = coalesce(nullif(p_key, ''), 'unknown')
                   and r.hits >= p_limit and r.window_start > pg_catalog.now() - p_window)
$$;
comment on function private.rate_limit_spent(p_bucket text, p_key text, p_limit integer, p_window interval) is 'True when p_key has taken p_limit hits of p_bucket in the current p_window (takes nothing).';
revoke all on function private.rate_limit_spent(p_bucket text, p_key text, p_limit integer, p_window interval) from public;
grant execute on function private.rate_limit_spent(p_bucket text, p_key text, p_limit integer, p_window interval) to service_role;

create function private.details_taken_answer(p_probe_key text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.take_rate_limit('identity_probe', p_probe_key, 10, interval '1 hour');
  perform pg_catalog.set_config('response.status', '409', true);
  return json_build_object('code', 'PT409', 'details', null, 'hint', null,
    'message', 'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.');
end
$$;
comment on function private.details_taken_answer(p_probe_key text) is 'The one answer to a taken e-mail or GHIN: counts the probe (identity_probe, 10 an hour per key) and answers HTTP 409 {code: PT409, message} without an error, so the count stays.';
revoke all on function private.details_taken_answer(p_probe_key text) from public;

-- Replaces register_player of 20261127130000_rate_limits.sql: a taken e-mail or GHIN gets one counted
-- answer; past 10 an hour the address waits.
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
  v_probe text := 'sign_up:' || coalesce(private.client_address(), 'unknown');
  v_player_id uuid;
begin
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  if p_consent is not true then
    raise exception using message = 'You must agree to the League Rules & Privacy Policy', errcode = '23514';
  end if;
  perform private.throttle('sign_up', private.client_address(), 30, interval '1 hour');
  if private.rate_limit_spent('identity_probe', v_probe, 10, interval '1 hour') then
    raise exception using message = 'Too many requests. Please try again in a few minutes.', errcode = 'PT429';
  end if;
  if exists (select 1 from public.players p where p.email = v_email or p.ghin = v_ghin) then
    return private.details_taken_answer(v_probe);
  end if;
  begin
    insert into public.players (name, nickname, email, ghin, status, consent_at)
    values (v_name, v_nickname, v_email, v_ghin, 'PENDING', now())
    returning id into v_player_id;
  exception when unique_violation then
    -- Taken at the same moment by another sign-up: the same answer.
    return private.details_taken_answer(v_probe);
  end;
  perform private.audit('PLAYER_REGISTERED', 'player', v_player_id::text, v_name, '{}'::jsonb, v_name);
  return json_build_object('player_id', v_player_id, 'token', private.create_player_session(v_player_id));
end
$$;
comment on function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean) is 'Sign-up: PENDING player + player session {player_id, token}; 30 an hour per client address. A taken e-mail or GHIN: HTTP 409 {code PT409, message} (one answer for either), 10 an hour per address, then 429 for every sign-up from it.';
revoke all on function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean) from public;
grant execute on function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean) to anon, authenticated, service_role;

-- Replaces update_player_profile of 20261127140000_email_change_link_reference.sql: a taken e-mail or GHIN
-- gets the same counted answer as sign-up (per member); past 10 an hour that member's e-mail or GHIN
-- changes wait; at most 20 changes of e-mail or GHIN an hour in all.
create or replace function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text)
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
  v_old public.players;
  v_probe text := 'profile:' || p_player_id::text;
  v_ref uuid;
  v_pending text;
begin
  perform private.require_owner_or_admin(p_player_id);
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  select p.* into v_old from public.players p where p.id = p_player_id for update;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if v_email <> v_old.email or v_ghin is distinct from v_old.ghin then
    if private.rate_limit_spent('identity_probe', v_probe, 10, interval '1 hour') then
      raise exception using message = 'Too many requests. Please try again in a few minutes.', errcode = 'PT429';
    end if;
    -- Changes to free values tell something too: 20 an hour per member.
    perform private.throttle('identity_change', p_player_id::text, 20, interval '1 hour');
    if exists (select 1 from public.players p
               where p.id <> p_player_id
                 and ((v_email <> v_old.email and p.email = v_email) or (v_ghin is distinct from v_old.ghin and p.ghin = v_ghin))) then
      return private.details_taken_answer(v_probe);
    end if;
  end if;
  begin
    update public.players p
    set name = v_name, nickname = v_nickname, ghin = v_ghin
    where p.id = p_player_id;
  exception when unique_violation then
    return private.details_taken_answer(v_probe);
  end;
  perform private.audit('PLAYER_PROFILE_UPDATED', 'player', p_player_id::text, v_name, '{}'::jsonb);

  if v_email <> v_old.email then
    update private.email_changes c set cancelled_at = now()
    where c.player_id = p_player_id and c.confirmed_at is null and c.cancelled_at is null;
    insert into private.email_changes (player_id, new_email, requested_by_session)
    values (p_player_id, v_email,
            (select s.id from private.player_sessions s
             where s.token_hash = private.token_hash(private.request_header('x-player-token'))
               and s.player_id = p_player_id and s.revoked_at is null))
    returning id into v_ref;
    perform private.enqueue_email('email_change_confirm', v_email, jsonb_build_object(
      'playerName', v_name, 'newEmail', v_email,
      'confirmRef', v_ref,
      'expiresAt', now() + interval '24 hours'));
    perform private.enqueue_email('email_change_notice', v_old.email, jsonb_build_object(
      'playerName', v_name, 'newEmail', v_email, 'requestedAt', now()));
    perform private.audit('PLAYER_EMAIL_CHANGE_REQUESTED', 'player', p_player_id::text, v_name,
                          jsonb_build_object('old_email', v_old.email, 'new_email', v_email));
    v_pending := v_email;
  end if;
  return (public.get_player_full_details(p_player_id)::jsonb || jsonb_build_object('pending_email', v_pending))::json;
end
$$;
comment on function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text) is 'Owner or admin edits name, nickname, GHIN; a new e-mail is only requested (confirmation link to it, by reference, notice to the old one). Returns get_player_full_details plus pending_email. A taken e-mail or GHIN: HTTP 409 {code PT409, message}, 10 an hour per member, then 429 for their e-mail and GHIN changes.';
revoke all on function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text) from public;
grant execute on function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text) to anon, authenticated, service_role;

-- Sign-up asks which leagues the newcomer wants to play in (#27 item 4, DESIGN rule 25): register_player takes the
-- leagues and records a request to join each (PENDING, for that league's admins), in the same transaction as the
-- player. A new argument changes the signature: the function is dropped and made again.
-- Replaces register_player of 20261207600800_no_member_enumeration.sql: p_league_ids (default none); the rest as it was.

drop function public.register_player(text, text, text, text, boolean);

create function public.register_player(p_name text, p_nickname text, p_email text, p_ghin text, p_consent boolean,
                                       p_league_ids uuid[] default null)
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
  v_leagues uuid[] := array(select distinct x from unnest(coalesce(p_league_ids, '{}')) x where x is not null);
begin
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  if p_consent is not true then
    raise exception using message = 'You must agree to the League Rules & Privacy Policy', errcode = '23514';
  end if;
  if exists (select 1 from unnest(v_leagues) x
             where not exists (select 1 from public.leagues l where l.id = x and l.status = 'ACTIVE')) then
    raise exception using message = 'Choose the leagues you want to play in from the list', errcode = '22023';
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
  -- The leagues asked for wait for their admins (request_to_join_league's PENDING); none in a club of one league,
  -- which the newcomer joins when approved.
  insert into public.league_members (league_id, player_id, status)
  select x, v_player_id, 'PENDING' from unnest(v_leagues) x;
  perform private.audit('PLAYER_REGISTERED', 'player', v_player_id::text, v_name,
                        case when cardinality(v_leagues) > 0 then jsonb_build_object('league_ids', to_jsonb(v_leagues)) else '{}'::jsonb end,
                        v_name);
  return json_build_object('player_id', v_player_id, 'token', private.create_player_session(v_player_id));
end
$$;
comment on function public.register_player(text, text, text, text, boolean, uuid[]) is 'Sign-up: PENDING player + player session {player_id, token}; p_league_ids: the active leagues the newcomer asks to join (each a PENDING request; "Choose the leagues you want to play in from the list", 22023, for any other); 30 an hour per client address. A taken e-mail or GHIN: HTTP 409 {code PT409, message} (one answer for either), 10 an hour per address, then 429 for every sign-up from it.';
revoke all on function public.register_player(text, text, text, text, boolean, uuid[]) from public;
grant execute on function public.register_player(text, text, text, text, boolean, uuid[]) to anon, authenticated, service_role;

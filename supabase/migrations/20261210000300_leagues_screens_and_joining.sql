-- The club of leagues in the app (#27 items 4 and 5, DESIGN rule 25): the admins' Leagues screen reads every
-- league with its seasons and member counts and a league's members; a member asks to join a league, leaves one
-- and sees the leagues they play in; create_match names the match's league.

-- =============================================================================================
-- Admin reads
-- =============================================================================================

create function public.get_leagues_admin()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
begin
  perform private.require_admin();
  return coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'slug', l.slug, 'status', l.status,
      'active_members', coalesce(c.active, 0), 'pending_members', coalesce(c.pending, 0), 'subs', coalesce(c.subs, 0),
      'matches', (select count(*) from public.matches m where m.league_id = l.id),
      'current_season_id', (select s.id from public.seasons s where s.league_id = l.id and v_today between s.first_day and s.last_day),
      'seasons', coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'first_day', s.first_day, 'last_day', s.last_day,
                                          'matches', (select count(*) from public.matches m where m.season_id = s.id))
                        order by s.first_day desc)
        from public.seasons s where s.league_id = l.id), '[]'::json))
      order by l.status, l.name)
    from public.leagues l
    left join lateral (
      select count(*) filter (where lm.status = 'ACTIVE') as active,
             count(*) filter (where lm.status = 'PENDING') as pending,
             count(*) filter (where lm.status = 'ACTIVE' and lm.role = 'SUB') as subs
      from public.league_members lm where lm.league_id = l.id) c on true), '[]'::json);
end
$$;
comment on function public.get_leagues_admin() is 'Admin: every league (active first, by name) with its member counts (active, pending requests, subs), match count, the season holding the club''s today and its seasons (newest first, each with its match count).';
revoke all on function public.get_leagues_admin() from public;
grant execute on function public.get_leagues_admin() to anon, authenticated, service_role;

create function public.get_league_members(p_league_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_league_admin(p_league_id);
  return json_build_object(
    'members', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'email', p.email, 'status', lm.status,
                                        'role', lm.role, 'joined_at', lm.joined_at, 'requested_at', lm.created_at,
                                        'club_status', p.status)
                      order by case lm.status when 'PENDING' then 0 when 'ACTIVE' then 1 else 2 end, lower(p.name))
      from public.league_members lm join public.players p on p.id = lm.player_id
      where lm.league_id = p_league_id), '[]'::json),
    -- Approved club members the league could add: not playing in it and not asking to.
    'others', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'email', p.email) order by lower(p.name))
      from public.players p
      where p.status = 'ACTIVE'
        and not exists (select 1 from public.league_members lm
                        where lm.league_id = p_league_id and lm.player_id = p.id and lm.status in ('ACTIVE', 'PENDING'))), '[]'::json));
end
$$;
comment on function public.get_league_members(uuid) is 'Admin of the league: its members (requests first, then active, then former; by name) and the approved club members it could add.';
revoke all on function public.get_league_members(uuid) from public;
grant execute on function public.get_league_members(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- A member's leagues
-- =============================================================================================

create function public.get_my_leagues()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_today date := private.club_today();
begin
  return coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'slug', l.slug,
      'membership', lm.status, 'role', lm.role, 'joined_at', lm.joined_at,
      'season', (select json_build_object('name', s.name, 'first_day', s.first_day, 'last_day', s.last_day)
                 from public.seasons s where s.league_id = l.id and v_today between s.first_day and s.last_day),
      'next_match', (select json_build_object('id', m.id, 'name', m.name, 'date', m.date)
                     from public.matches m
                     where m.league_id = l.id and m.date >= v_today and not m.is_final and m.cancelled_at is null
                     order by m.date, m.start_time limit 1))
      order by case lm.status when 'ACTIVE' then 0 when 'PENDING' then 1 else 2 end, l.name)
    from public.leagues l
    left join public.league_members lm on lm.league_id = l.id and lm.player_id = v_player.id
    where l.status = 'ACTIVE' or lm.status = 'ACTIVE'), '[]'::json);
end
$$;
comment on function public.get_my_leagues() is 'The signed-in player: every active league (and any archived one they play in) with their place in it (membership ACTIVE, PENDING, INACTIVE or null; role), its current season and its next match.';
revoke all on function public.get_my_leagues() from public;
grant execute on function public.get_my_leagues() to anon, authenticated, service_role;

create function public.request_to_join_league(p_league_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_league public.leagues;
  v_member public.league_members;
begin
  select * into v_league from public.leagues l where l.id = p_league_id;
  if not found then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  if v_league.status <> 'ACTIVE' then
    raise exception using message = format('League %s is archived: it takes no new members', v_league.name), errcode = '23514';
  end if;
  select * into v_member from public.league_members lm
  where lm.league_id = p_league_id and lm.player_id = v_player.id for update;
  if v_member.status in ('ACTIVE', 'PENDING') then
    -- Asking twice changes nothing (and writes nothing).
    return json_build_object('league_id', p_league_id, 'membership', v_member.status);
  end if;
  insert into public.league_members (league_id, player_id, status)
  values (p_league_id, v_player.id, 'PENDING')
  on conflict (league_id, player_id) do update set status = 'PENDING', role = 'REGULAR'
  returning * into v_member;
  perform private.audit('LEAGUE_JOIN_REQUESTED', 'player', v_player.id::text, v_player.name,
                        jsonb_build_object('league_id', p_league_id, 'league_name', v_league.name));
  return json_build_object('league_id', p_league_id, 'membership', v_member.status);
end
$$;
comment on function public.request_to_join_league(uuid) is 'The signed-in player (pending or approved): ask to play in an active league; the league''s admins approve (set_league_member). Asking again while asking or playing changes nothing.';
revoke all on function public.request_to_join_league(uuid) from public;
grant execute on function public.request_to_join_league(uuid) to anon, authenticated, service_role;

create function public.leave_league(p_league_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_league public.leagues;
  v_old public.league_members;
begin
  select * into v_league from public.leagues l where l.id = p_league_id;
  if not found then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  select * into v_old from public.league_members lm
  where lm.league_id = p_league_id and lm.player_id = v_player.id for update;
  if v_old.status is null or v_old.status = 'INACTIVE' then
    return json_build_object('league_id', p_league_id, 'membership', v_old.status);
  end if;
  -- Their matches, entries and money stay; they stop being on the league's roster.
  update public.league_members lm set status = 'INACTIVE'
  where lm.league_id = p_league_id and lm.player_id = v_player.id;
  perform private.audit(case v_old.status when 'PENDING' then 'LEAGUE_JOIN_WITHDRAWN' else 'LEAGUE_LEFT' end,
                        'player', v_player.id::text, v_player.name,
                        jsonb_build_object('league_id', p_league_id, 'league_name', v_league.name));
  return json_build_object('league_id', p_league_id, 'membership', 'INACTIVE');
end
$$;
comment on function public.leave_league(uuid) is 'The signed-in player: withdraw a request to join a league, or leave it (INACTIVE; their matches, entries and money stay).';
revoke all on function public.leave_league(uuid) from public;
grant execute on function public.leave_league(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- create_match names the match's league
-- =============================================================================================

-- Replaces create_match of 20261128080000_open_signup_and_guests.sql: p_match.league_id names the league (the
-- club's one active league when omitted; a club of several leagues must name it); the admin must be allowed to
-- run that league; the audit row names it.
create or replace function public.create_match(p_match json, p_games json)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match_id uuid;
  v_capacity integer;
  v_league_id uuid;
begin
  perform private.require_admin();
  if p_match is null or json_typeof(p_match) <> 'object' then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  v_league_id := coalesce(nullif(btrim(p_match ->> 'league_id'), '')::uuid, private.sole_league_id());
  if v_league_id is null then
    raise exception using message = 'Choose the league of this match', errcode = '23502';
  end if;
  perform private.require_league_admin(v_league_id);
  if nullif(btrim(p_match ->> 'name'), '') is null then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'date'), '') is null then
    raise exception using message = 'Match date is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'course_id'), '') is null then
    raise exception using message = 'Course selection is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'teeset_id'), '') is null then
    raise exception using message = 'Tee set selection is required', errcode = '23514';
  end if;
  v_capacity := nullif(btrim(p_match ->> 'capacity'), '')::integer;
  if v_capacity is not null and v_capacity < 1 then
    raise exception using message = 'Capacity must be at least 1', errcode = '23514';
  end if;
  insert into public.matches (name, date, start_time, start_mode, course_name, course_rating, course_slope, format, notes,
                              require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist, open_signup,
                              league_id)
  values (
    p_match ->> 'name',
    (p_match ->> 'date')::date,
    case when nullif(btrim(p_match ->> 'start_time'), '') is null then time '08:00'
         else private.parse_start_time(btrim(p_match ->> 'start_time')) end,
    case when nullif(btrim(p_match ->> 'start_mode'), '') is null then 'TEE_TIMES'
         else private.parse_start_mode(btrim(p_match ->> 'start_mode')) end,
    '', 0, 113, -- replaced from the tee set by the matches_prepare trigger
    nullif(btrim(p_match ->> 'format'), ''),
    nullif(btrim(p_match ->> 'notes'), ''),
    coalesce((p_match ->> 'require_payment_before_play')::boolean, true),
    (p_match ->> 'course_id')::uuid,
    (p_match ->> 'teeset_id')::uuid,
    v_capacity,
    coalesce((p_match ->> 'allow_waitlist')::boolean, true),
    coalesce((p_match ->> 'open_signup')::boolean, false),
    v_league_id
  )
  returning id into v_match_id;
  perform private.write_match_games(v_match_id, p_games);
  perform private.audit('MATCH_CREATED', 'match', v_match_id::text, btrim(p_match ->> 'name'),
                        jsonb_build_object('date', p_match ->> 'date', 'start_time', p_match ->> 'start_time',
                                           'games', coalesce(p_games::jsonb, '[]'::jsonb),
                                           'open_signup', coalesce((p_match ->> 'open_signup')::boolean, false),
                                           'league_id', v_league_id));
  return v_match_id;
end
$$;
comment on function public.create_match(json, json) is 'Admin of the league: match + games in one transaction. league_id names the match''s league (the club''s one active league when omitted; "Choose the league of this match" in a club of several); its season is the league''s season holding the date. Course name, rating and slope come from the tee set; start_time HH:MM (default 08:00) and start_mode (default TEE_TIMES); open_signup (default false) lets members join without an invitation.';
revoke all on function public.create_match(json, json) from public;
grant execute on function public.create_match(json, json) to anon, authenticated, service_role;

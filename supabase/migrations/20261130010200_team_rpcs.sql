-- Team games (issue #19): the admin forms a match's teams of two by hand (save_teams) or has them built
-- (build_teams: random, or balanced by handicap); the tee sheet shows them with what still stops the team games
-- (private.team_problems of 20261130010100_match_teams.sql). Both RPCs: admin only, one transaction, all or
-- nothing, audited MATCH_TEAMS_SAVED like the tee sheet's MATCH_TEE_SHEET_SAVED.

create function private.teams_json(p_match_id uuid) returns json
language sql stable security definer set search_path = '' as $$
  select coalesce(json_agg(json_build_object(
           'id', t.id, 'number', t.number, 'name', t.name,
           'player_ids', coalesce((select json_agg(e.player_id order by p.name, e.player_id)
                                   from public.match_entries e join public.players p on p.id = e.player_id
                                   where e.team_id = t.id), '[]'::json))
         order by t.number), '[]'::json)
  from public.match_teams t
  where t.match_id = p_match_id
$$;
comment on function private.teams_json(p_match_id uuid) is 'A match''s teams in number order: [{id, number, name, player_ids (by name)}].';
revoke all on function private.teams_json(uuid) from public;

-- Writes p_teams ([{player_ids: [a, b], name}]) as the match's teams, numbered in order (a team keeps its id
-- with its number); entrants not listed leave their team. The caller holds the match's lock.
create function private.write_teams(p_match public.matches, p_teams jsonb, p_method text) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_team jsonb;
  v_number integer := 0;
  v_players uuid[];
  v_player uuid;
  v_seen uuid[] := '{}';
  v_name text;
  v_id uuid;
begin
  if p_teams is null or jsonb_typeof(p_teams) <> 'array' then
    raise exception using message = 'Send the teams as a list', errcode = '22023';
  end if;
  if jsonb_array_length(p_teams) > 99 then
    raise exception using message = 'A match has at most 99 teams', errcode = '23514';
  end if;

  -- Every team is checked before anything is written, so the message names the first bad team's problem.
  for v_team in select value from jsonb_array_elements(p_teams) loop
    if jsonb_typeof(v_team) <> 'object' or jsonb_typeof(v_team -> 'player_ids') is distinct from 'array' then
      raise exception using message = 'Send each team as its two players', errcode = '22023';
    end if;
    begin
      select coalesce(array_agg(value::uuid), '{}') into v_players from jsonb_array_elements_text(v_team -> 'player_ids');
    exception when invalid_text_representation then
      raise exception using message = 'Players are given by their id', errcode = '22023';
    end;
    if cardinality(v_players) <> 2 or v_players[1] = v_players[2] then
      raise exception using message = 'A team has exactly 2 players', errcode = '23514';
    end if;
    foreach v_player in array v_players loop
      if not exists (select 1 from public.match_entries e where e.match_id = p_match.id and e.player_id = v_player) then
        raise exception using message = 'Every player in a team must be entered in the match', errcode = '23514';
      end if;
      if v_player = any (v_seen) then
        raise exception using message = 'A player can be in only one team', errcode = '23514';
      end if;
      v_seen := v_seen || v_player;
    end loop;
    if jsonb_typeof(v_team -> 'name') not in ('string', 'null') then
      raise exception using message = 'A team name is text', errcode = '22023';
    end if;
    if char_length(btrim(coalesce(v_team ->> 'name', ''))) > 40 then
      raise exception using message = 'A team name has at most 40 characters', errcode = '23514';
    end if;
  end loop;

  -- Everyone leaves their team first, so partners can swap teams in one save.
  update public.match_entries e set team_id = null where e.match_id = p_match.id and e.team_id is not null;
  delete from public.match_teams t where t.match_id = p_match.id and t.number > jsonb_array_length(p_teams);
  for v_team in select value from jsonb_array_elements(p_teams) loop
    v_number := v_number + 1;
    v_name := nullif(btrim(coalesce(v_team ->> 'name', '')), '');
    insert into public.match_teams (match_id, number, name)
    values (p_match.id, v_number, v_name)
    on conflict (match_id, number) do update set name = excluded.name
    returning id into v_id;
    -- check_team_entry refuses partners placed in different tee-sheet groups ('A team plays in one group').
    update public.match_entries e set team_id = v_id
    where e.match_id = p_match.id and e.player_id in (select value::uuid from jsonb_array_elements_text(v_team -> 'player_ids'));
  end loop;

  perform private.audit('MATCH_TEAMS_SAVED', 'match', p_match.id::text, p_match.name,
                        jsonb_build_object('teams', v_number, 'method', p_method,
                                           'problems', to_jsonb(private.team_problems(p_match.id))));
  return private.teams_json(p_match.id);
end
$$;
comment on function private.write_teams(p_match public.matches, p_teams jsonb, p_method text) is 'Replaces a match''s teams with p_teams in order ([{player_ids: [a, b], name}]), refusing a team not of 2 entrants, a player in two teams and partners in different groups; audited MATCH_TEAMS_SAVED {teams, method, problems}. Answers private.teams_json. The caller checks the admin and holds the match''s lock.';
revoke all on function private.write_teams(public.matches, jsonb, text) from public;

create function public.save_teams(p_match_id uuid, p_teams jsonb) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  return private.write_teams(v_match, p_teams, 'MANUAL');
end
$$;
comment on function public.save_teams(p_match_id uuid, p_teams jsonb) is 'Admin: replaces a match''s teams of two with p_teams in order ([{player_ids: [a, b], name: text ≤ 40 | null}]; [] clears them). Refused: a team not of exactly 2 players, a player in two teams, a player not entered, partners in different tee-sheet groups, a final or called-off match. All or nothing; audited MATCH_TEAMS_SAVED. Answers the teams [{id, number, name, player_ids}].';
revoke all on function public.save_teams(uuid, jsonb) from public;
grant execute on function public.save_teams(uuid, jsonb) to anon, authenticated, service_role;

create function public.build_teams(p_match_id uuid, p_method text) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_no_index text := coalesce(private.setting('noIndexPlaysOff'), 'ZERO');
  v_pool record;
  v_teams jsonb := '[]'::jsonb;
  v_count integer;
  i integer;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  if p_method is null or p_method not in ('RANDOM', 'BALANCED') then
    raise exception using message = 'Build method must be RANDOM or BALANCED', errcode = '22023';
  end if;
  if not exists (select 1 from private.team_games(p_match_id)) then
    raise exception using message = 'This match has no team game', errcode = '23514';
  end if;

  -- The entrants playing a team game; partners must share a tee-sheet group, so each group (and the
  -- unplaced entrants) is paired on its own. BALANCED: best index with worst, next best with next worst (no
  -- index: the noIndexPlaysOff value, or last when no index is not allowed); RANDOM: shuffled.
  select count(distinct gp.player_id) into v_count
  from private.game_players gp
  where gp.match_id = p_match_id and gp.match_game_id in (select g.id from private.team_games(p_match_id) g);
  if v_count % 2 = 1 then
    raise exception using message = 'Pairs games need an even number of players', errcode = '23514';
  end if;

  for v_pool in
    select grp.number, array_agg(x.player_id order by
             case when p_method = 'BALANCED' then x.strength end nulls last,
             case when p_method = 'RANDOM' then random() end,
             x.name, x.player_id) as players
    from (
      select distinct e.player_id, e.group_id, p.name,
             coalesce(p.league_index,
                      case when v_no_index = 'ZERO' then 0
                           when v_no_index ~ '^-?[0-9]{1,2}(\.[0-9])?$' then v_no_index::numeric end) as strength
      from private.game_players gp
      join public.match_entries e on e.match_id = gp.match_id and e.player_id = gp.player_id
      join public.players p on p.id = e.player_id
      where gp.match_id = p_match_id and gp.match_game_id in (select g.id from private.team_games(p_match_id) g)
    ) x
    left join public.match_groups grp on grp.id = x.group_id
    group by grp.number
    order by grp.number nulls last
  loop
    if cardinality(v_pool.players) % 2 = 1 then
      raise exception using message = 'A team plays in one group', errcode = '23514';
    end if;
    for i in 1 .. cardinality(v_pool.players) / 2 loop
      v_teams := v_teams || jsonb_build_array(jsonb_build_object('name', null, 'player_ids',
        case when p_method = 'BALANCED'
             then jsonb_build_array(v_pool.players[i], v_pool.players[cardinality(v_pool.players) + 1 - i])
             else jsonb_build_array(v_pool.players[2 * i - 1], v_pool.players[2 * i]) end));
    end loop;
  end loop;
  return private.write_teams(v_match, v_teams, p_method);
end
$$;
comment on function public.build_teams(p_match_id uuid, p_method text) is 'Admin: builds and saves a match''s teams of two from the entrants playing a team game, within each tee-sheet group (and among the unplaced): BALANCED pairs the best league index with the worst, the next best with the next worst (no index: the noIndexPlaysOff value, last when not allowed); RANDOM shuffles. Refused: an odd number of players (''Pairs games need an even number of players''), a group with an odd number of them (''A team plays in one group''), no team game, a final or called-off match. Replaces the teams; audited MATCH_TEAMS_SAVED {method}. Answers the teams like get_tee_sheet.';
revoke all on function public.build_teams(uuid, text) from public;
grant execute on function public.build_teams(uuid, text) to anon, authenticated, service_role;

-- Replaces get_tee_sheet of 20261129080200_fair_start_and_index_alerts.sql: each player carries team_id and team_number, and the
-- sheet the match's team games (codes), its teams and team_problems.
create or replace function public.get_tee_sheet(p_match_id uuid) returns json
language sql stable security definer set search_path = '' as $$
  select json_build_object(
    'match_id', m.id,
    'start_mode', m.start_mode,
    'start_time', m.start_time,
    'groups', coalesce((
      select json_agg(json_build_object(
               'id', g.id, 'number', g.number, 'tee_time', g.tee_time, 'start_hole', g.start_hole,
               'marker_player_id', g.marker_player_id, 'flight', g.flight,
               'players', coalesce((
                 select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index,
                                                   'index_source', p.index_source, 'partner_player_id', e.partner_player_id,
                                                   'team_id', e.team_id,
                                                   'team_number', (select t.number from public.match_teams t where t.id = e.team_id))
                                 order by e.created_at, p.id)
                 from public.match_entries e join public.players p on p.id = e.player_id
                 where e.group_id = g.id), '[]'::json))
             order by g.number)
      from public.match_groups g where g.match_id = m.id), '[]'::json),
    'unplaced', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index,
                                        'index_source', p.index_source, 'partner_player_id', e.partner_player_id,
                                        'team_id', e.team_id,
                                        'team_number', (select t.number from public.match_teams t where t.id = e.team_id))
                      order by p.name, p.id)
      from public.match_entries e join public.players p on p.id = e.player_id
      where e.match_id = m.id and e.group_id is null), '[]'::json),
    'team_games', coalesce((select json_agg(g.game_code order by g.game_code) from private.team_games(m.id) g), '[]'::json),
    'teams', private.teams_json(m.id),
    'team_problems', to_json(private.team_problems(m.id)))
  from public.matches m
  where m.id = p_match_id
$$;
comment on function public.get_tee_sheet(p_match_id uuid) is 'A match''s tee sheet: start mode and time, groups in order (tee time or shotgun hole, marker, flight, players with name, league index, its source, requested partner, team id and number) and the entrants not placed yet; the codes of its team games, its teams [{id, number, name, player_ids}] and team_problems (what stops its team games); null when the match is missing. Public, like the live board.';
revoke all on function public.get_tee_sheet(uuid) from public;
grant execute on function public.get_tee_sheet(uuid) to anon, authenticated, service_role;

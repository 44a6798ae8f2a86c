-- Bracket seeding ties break on the exact index, then by a draw recorded with the bracket (DESIGN rule 37),
-- no longer by an internal id. The draw is made once and kept on the match:
--   * matches.bracket_draw: the Match Play bracket's sides (players in singles, teams in pairs) in the order
--     drawn; matches.bracket_drawn_at: when it was first made. The match page reads both (get_match_detail's
--     match row), the engine's read carries the draw (private.engine_source_of), and the engine seeds by it.
--   * private.draw_bracket(match): draws every side of the bracket not drawn yet, in a random order after the
--     ones already drawn (a side drawn stays where it was: the draw is never remade). Audited BRACKET_DRAWN
--     (the match-edit audit with its old → new). Made when the teams are saved or built (write_teams), when
--     the admin draws it (public.draw_bracket), and at the latest when results are saved or finalized
--     (private.engine_source, under the match's lock) — so stored results are always seeded by a draw.

-- Tables -----------------------------------------------------------------------------------------------------

alter table public.matches add column bracket_draw uuid[];
alter table public.matches add column bracket_drawn_at timestamptz;
comment on column public.matches.bracket_draw is 'The Match Play bracket''s draw: side ids (player ids in singles, team ids in pairs) in the order drawn; the earlier drawn side takes the better seed when sides are level on handicap and exact index (DESIGN rule 37). Appended to, never reordered (private.draw_bracket); null before the first draw.';
comment on column public.matches.bracket_drawn_at is 'When the bracket draw was first made (private.draw_bracket); null before.';

-- Helpers ----------------------------------------------------------------------------------------------------

create function private.draw_bracket(p_match_id uuid) returns uuid[]
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_game public.match_games;
  v_new uuid[];
begin
  v_match := private.lock_match(p_match_id);
  select g.* into v_game from public.match_games g
  where g.match_id = p_match_id and g.enabled and g.game_code = 'MATCH_PLAY' and g.format like '%\_BRACKET';
  -- No bracket, or a match whose play is over or called off: nothing to draw.
  if v_game.id is null or v_match.is_final or v_match.cancelled_at is not null then
    return v_match.bracket_draw;
  end if;
  -- The sides not drawn yet, in a random order (gen_random_uuid: the server's strong random source).
  select coalesce(array_agg(x.side_id order by gen_random_uuid()), '{}') into v_new
  from (
    select distinct case when v_game.format like 'PAIRS\_%' then e.team_id else gp.player_id end as side_id
    from private.game_players gp
    join public.match_entries e on e.match_id = gp.match_id and e.player_id = gp.player_id
    where gp.match_id = p_match_id and gp.match_game_id = v_game.id
  ) x
  where x.side_id is not null and not (x.side_id = any (coalesce(v_match.bracket_draw, '{}')));
  if cardinality(v_new) = 0 then
    return v_match.bracket_draw;
  end if;
  -- The match-edit audit (matches_audit_edit) records the draw, old → new, under this action.
  perform set_config('fairway.match_edit_action', 'BRACKET_DRAWN', true);
  update public.matches m
  set bracket_draw = coalesce(m.bracket_draw, '{}') || v_new,
      bracket_drawn_at = coalesce(m.bracket_drawn_at, now())
  where m.id = p_match_id;
  perform set_config('fairway.match_edit_action', '', true);
  return coalesce(v_match.bracket_draw, '{}') || v_new;
end
$$;
comment on function private.draw_bracket(p_match_id uuid) is 'Draws the sides of a match''s Match Play bracket not drawn yet (players in singles, teams in pairs), in a random order after those already drawn, into matches.bracket_draw; audited BRACKET_DRAWN. Nothing for a match without a bracket, a final or a called-off one. Takes the match''s lock. Answers the draw.';
revoke all on function private.draw_bracket(uuid) from public;

-- Replaces private.write_teams of 20261130010200_team_rpcs.sql: a pairs bracket's teams are drawn as soon as
-- they are formed (save_teams, build_teams), so the live board seeds them by the draw from the start.
create or replace function private.write_teams(p_match public.matches, p_teams jsonb, p_method text) returns json
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
  perform private.draw_bracket(p_match.id);
  return private.teams_json(p_match.id);
end
$$;
comment on function private.write_teams(p_match public.matches, p_teams jsonb, p_method text) is 'Replaces a match''s teams with p_teams in order ([{player_ids: [a, b], name}]), refusing a team not of 2 entrants, a player in two teams and partners in different groups; audited MATCH_TEAMS_SAVED {teams, method, problems}; a pairs bracket''s new teams are drawn (private.draw_bracket). Answers private.teams_json. The caller checks the admin and holds the match''s lock.';
revoke all on function private.write_teams(public.matches, jsonb, text) from public;

-- Replaces private.engine_source_of of 20261130010400_engine_source_teams.sql: the match carries its bracket draw.
create or replace function private.engine_source_of(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'match', json_build_object('id', m.id, 'name', m.name, 'date', m.date,
                               'course_rating', m.course_rating, 'course_slope', m.course_slope,
                               'is_final', m.is_final, 'bracket_draw', m.bracket_draw),
    'teeset', (
      select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                               'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
      from public.teesets t where t.id = m.teeset_id),
    'games', coalesce((
      select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'enabled', mg.enabled,
                                        'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc, 'requires_teams', c.requires_teams,
                                        'format', mg.format)
                      order by c.sort_order, mg.created_at)
      from public.match_games mg
      join public.game_catalog c on c.code = mg.game_code
      where mg.match_id = p_match_id), '[]'::json),
    -- opted_in_game_ids: the enabled games each entrant plays, as private.game_players lists them.
    'entries', coalesce((
      select json_agg(json_build_object(
               'player_id', e.player_id,
               'league_index', private.played_off_index(m.played_with, e.player_id, p.league_index),
               'team_id', e.team_id,
               'opted_in_game_ids', coalesce((
                 select json_agg(gp.match_game_id order by gp.game_code)
                 from private.game_players gp
                 where gp.match_id = p_match_id and gp.player_id = e.player_id), '[]'::json))
             order by e.created_at, e.player_id)
      from public.match_entries e
      join public.players p on p.id = e.player_id
      where e.match_id = p_match_id), '[]'::json),
    'teams', private.teams_json(p_match_id),
    'scorecards', coalesce((
      select json_agg(json_build_object(
               'player_id', s.player_id,
               'holes', array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                              s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                              s.hole_16, s.hole_17, s.hole_18]::integer[])
             order by s.player_id)
      from public.scorecards s
      where s.match_id = p_match_id), '[]'::json),
    'adjustments', coalesce((
      select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'player_id', a.player_id, 'game_code', a.game_code,
                                        'place', a.place, 'hole', a.hole, 'gross', a.gross, 'reason', a.reason)
                      order by a.created_at, a.id)
      from public.result_adjustments a
      where a.match_id = p_match_id), '[]'::json),
    'settings', coalesce((m.played_with -> 'settings')::json, public.get_public_settings())
  )
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.engine_source_of(uuid) is 'The engine''s input rows of a match: the match (with its bracket draw), tee set, games (with their format), entries with the games they play, the index they play off and their team, the teams of two [{id, number, name, player_ids}], scorecards, adjustments, scoring settings (recorded at the first finalize, else the league''s). service_role only.';
revoke all on function private.engine_source_of(uuid) from public;
grant execute on function private.engine_source_of(uuid) to service_role;

-- Replaces private.engine_source of 20261130000100_finalized_matches_keep_their_inputs.sql: before the read, the
-- bracket's sides not drawn yet are drawn (under the same lock), so stored results are seeded by a recorded draw.
create or replace function private.engine_source(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.lock_match(p_match_id);
  perform private.draw_bracket(p_match_id);
  perform 1 from public.settings s for share;
  perform 1 from public.players p join public.match_entries e on e.player_id = p.id
  where e.match_id = p_match_id order by p.id for share of p;
  return private.engine_source_of(p_match_id);
end
$$;
comment on function private.engine_source(p_match_id uuid) is 'private.engine_source_of under the match''s row lock, for an admin session, after drawing the bracket''s undrawn sides (private.draw_bracket). service_role only: the finalize-match edge function''s read.';
revoke all on function private.engine_source(uuid) from public;
grant execute on function private.engine_source(uuid) to service_role;

-- RPCs -------------------------------------------------------------------------------------------------------

create function public.draw_bracket(p_match_id uuid) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  if not exists (select 1 from public.match_games g where g.match_id = p_match_id and g.enabled
                 and g.game_code = 'MATCH_PLAY' and g.format like '%\_BRACKET') then
    raise exception using message = 'This match has no Match Play bracket', errcode = '23514';
  end if;
  perform private.draw_bracket(p_match_id);
  return (select json_build_object('bracket_draw', m.bracket_draw, 'bracket_drawn_at', m.bracket_drawn_at)
          from public.matches m where m.id = p_match_id);
end
$$;
comment on function public.draw_bracket(p_match_id uuid) is 'Admin: makes the Match Play bracket''s draw now (the sides not drawn yet, after those already drawn; a drawn side keeps its place). Refused: no bracket (''This match has no Match Play bracket''), a final or called-off match. Audited BRACKET_DRAWN. Answers {bracket_draw, bracket_drawn_at}.';
revoke all on function public.draw_bracket(uuid) from public;
grant execute on function public.draw_bracket(uuid) to anon, authenticated, service_role;

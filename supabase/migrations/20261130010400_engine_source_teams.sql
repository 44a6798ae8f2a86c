-- Team games (issue #19) in the engine's read: private.engine_source_of (the finalize-match edge function's input)
-- returns the match's teams [{id, number, name, player_ids}], each game's format and each entry's team_id.

-- Replaces private.engine_source_of of 20261130000100_finalized_matches_keep_their_inputs.sql (indexes and
-- settings recorded at the first finalize still win): plus teams, games' format, entries' team_id.
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
                               'is_final', m.is_final),
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
comment on function private.engine_source_of(uuid) is 'The engine''s input rows of a match: tee set, games (with their format), entries with the games they play, the index they play off and their team, the teams of two [{id, number, name, player_ids}], scorecards, adjustments, scoring settings (recorded at the first finalize, else the league''s). service_role only.';
revoke all on function private.engine_source_of(uuid) from public;
grant execute on function private.engine_source_of(uuid) to service_role;

-- The tee sheet as every round-day screen reads it (admin tee sheet, the marker's group, the live board's
-- group and flight filters): public, like the board.

create function public.get_tee_sheet(p_match_id uuid) returns json
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
                 select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index)
                                 order by e.created_at, p.id)
                 from public.match_entries e join public.players p on p.id = e.player_id
                 where e.group_id = g.id), '[]'::json))
             order by g.number)
      from public.match_groups g where g.match_id = m.id), '[]'::json),
    'unplaced', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index)
                      order by p.name, p.id)
      from public.match_entries e join public.players p on p.id = e.player_id
      where e.match_id = m.id and e.group_id is null), '[]'::json))
  from public.matches m
  where m.id = p_match_id
$$;
comment on function public.get_tee_sheet(p_match_id uuid) is 'A match''s tee sheet: start mode and time, groups in order (tee time or shotgun hole, marker, flight, players with name and league index) and the entrants not placed yet; null when the match is missing. Public, like the live board.';
revoke all on function public.get_tee_sheet(uuid) from public;
grant execute on function public.get_tee_sheet(uuid) to anon, authenticated, service_role;

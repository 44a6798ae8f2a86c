-- Team games (issue #19) in the match page's reads, which the browser's live preview scores from
-- (src/domain/engine-input.ts MatchSource): each game carries its format, each entry its team.

-- Replaces get_match_detail of 20261128010100_match_edit_start_time_call_off.sql: games carry `format`.
create or replace function public.get_match_detail(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_today date := private.club_today();
begin
  return (
    with m as (
      select mm.* from public.matches mm where mm.id = p_match_id
    ),
    counts as (
      select count(*)::integer as entries, max(e.created_at) as latest_at
      from public.match_entries e
      where e.match_id = p_match_id
    )
    select json_build_object(
      'match', to_jsonb(m) || jsonb_build_object('status',
        case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL'
             when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end),
      'teeset', (
        select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                                 'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
        from public.teesets t where t.id = m.teeset_id),
      'games', coalesce((
        select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'name', c.name, 'category', c.category,
                                          'enabled', mg.enabled, 'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc,
                                          'requires_teams', c.requires_teams, 'notes', mg.notes, 'format', mg.format)
                        order by c.sort_order, mg.created_at)
        from public.match_games mg
        join public.game_catalog c on c.code = mg.game_code
        where mg.match_id = p_match_id), '[]'::json),
      'pots', coalesce((
        select json_agg(json_build_object('match_game_id', gp.match_game_id, 'game_code', gp.game_code,
                                          'enabled', gp.enabled, 'pot_cents', gp.pot_cents,
                                          'entrants', gp.entrants, 'opted_in', gp.opted_in)
                        order by gp.game_code)
        from private.game_pots gp where gp.match_id = p_match_id), '[]'::json),
      'entries_count', counts.entries,
      'entries_latest_at', counts.latest_at,
      'seats_left', case when m.capacity is null then null else greatest(m.capacity - counts.entries, 0) end,
      'is_admin', v_is_admin,
      'can_enter_scores', not m.is_final and m.cancelled_at is null and (v_is_admin or exists (
        select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_me))
    )
    from m
    cross join counts
  );
end
$$;
comment on function public.get_match_detail(uuid) is 'The match page''s match (status CANCELLED, FINAL, IN_PROGRESS or DRAFT; start time and mode; call-off reason), tee set, games (with their format), pots, seats, entries count and latest entry time, the viewer''s flags; null when missing.';
revoke all on function public.get_match_detail(uuid) from public;
grant execute on function public.get_match_detail(uuid) to anon, authenticated, service_role;

-- Replaces get_match_entries of 20261130000100_finalized_matches_keep_their_inputs.sql: each entry carries team_id.
create or replace function public.get_match_entries(p_match_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  v_is_admin boolean := private.is_admin();
begin
  return (
    -- The games each entrant plays, as private.game_players lists them: every enabled PER_PLAYER and
    -- FLAT game, and the enabled PER_ENTRY games the entrant opted into.
    with g as (
      select mg.id, mg.game_code, mg.pot_calc
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(array_agg(g.id order by g.game_code) filter (where g.pot_calc <> 'PER_ENTRY'), '{}') as game_ids
      from g
    ),
    opted as (
      select o.player_id, array_agg(g.id order by g.game_code) as game_ids
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    )
    select coalesce(json_agg(x.entry order by x.entered_at, x.name), '[]'::json)
    from (
      -- `entry` is the row sent; the entry time orders the rows without being sent.
      select e.created_at as entered_at, p.name, (
               select r from (
                 select e.id, e.player_id, p.name, p.nickname,
                        private.played_off_index(m.played_with, e.player_id, p.league_index) as league_index, e.team_id,
                        ev.game_ids || coalesce(op.game_ids, '{}') as opted_in_game_ids,
                        case when v_is_admin then p.email end as email
               ) r) as entry
      from public.match_entries e
      -- One index probe per entrant (the generic plan would hash the whole players table).
      cross join lateral (
        select pl.name, pl.nickname, pl.league_index, pl.email from public.players pl where pl.id = e.player_id offset 0
      ) p
      cross join everyone ev
      cross join (select mm.played_with from public.matches mm where mm.id = p_match_id) m
      left join opted op on op.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$function$;
comment on function public.get_match_entries(uuid) is
  'A match''s entries in entry order with the games each plays, the index they play off in it and their team (team games); e-mails only for admins. Money: get_match_balances.';
revoke all on function public.get_match_entries(uuid) from public;
grant execute on function public.get_match_entries(uuid) to anon, authenticated, service_role;

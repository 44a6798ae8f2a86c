-- Admin → Add Player chooses the player's optional games.
--
-- add_match_entry opted a player the admin added into every enabled game, so a member added by the organiser
-- found a skins and a Nassau buy-in they never asked for. It now takes the optional (PER_ENTRY) games the admin
-- chose, as join_match does for a player: p_match_game_ids, checked to be enabled optional games of this match;
-- PER_PLAYER and FLAT games are still every entrant's. The screen sends the choice (none ticked by default).
-- A caller that sends no list (null, the two-argument call) keeps the old meaning, every enabled game, so
-- scripts and tests written against it are unchanged. A called-off match is refused up front with its message
-- (the entries trigger refused it too, after the player lookups).

-- Replaces add_match_entry of 20261127000400_matches_games_entries_results.sql: the optional games chosen, and
-- a called-off match refused first. A third argument: dropped and created again.
drop function public.add_match_entry(uuid, uuid);

create function public.add_match_entry(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[] default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_player public.players;
  v_entry_id uuid;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  select e.id into v_entry_id from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id;
  if v_entry_id is not null then
    return v_entry_id;
  end if;
  if v_player.status <> 'ACTIVE' then
    raise exception using message = 'Only active players can be entered in a match', errcode = '23514';
  end if;
  if p_match_game_ids is not null and exists (
       select 1 from unnest(p_match_game_ids) chosen(id)
       where not exists (select 1 from public.match_games g
                         where g.id = chosen.id and g.match_id = p_match_id and g.enabled and g.pot_calc = 'PER_ENTRY')) then
    raise exception using message = 'Choose among this match''s optional games', errcode = '23514';
  end if;
  v_entry_id := private.enter_player(p_match_id, p_player_id, p_match_game_ids);
  perform private.audit('MATCH_ENTRY_ADDED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('player_id', p_player_id, 'player_name', v_player.name,
                                           'optional_games', (select coalesce(jsonb_agg(c.name order by c.sort_order), '[]'::jsonb)
                                                              from public.match_games g join public.game_catalog c on c.code = g.game_code
                                                              join public.match_entry_opt_ins o on o.match_game_id = g.id
                                                              where g.match_id = p_match_id and g.pot_calc = 'PER_ENTRY'
                                                                and o.player_id = p_player_id and o.opted_in)));
  return v_entry_id;
end
$$;
comment on function public.add_match_entry(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[]) is 'Admin: enters an ACTIVE player (not in a final or called-off match) with the optional (PER_ENTRY) games chosen (p_match_game_ids; null = every enabled game, the two-argument call); every entrant plays the PER_PLAYER and FLAT games. Returns the entry id (the existing one when already entered). Audited with the optional games.';
revoke all on function public.add_match_entry(uuid, uuid, uuid[]) from public;
grant execute on function public.add_match_entry(uuid, uuid, uuid[]) to anon, authenticated, service_role;

-- Partner requests for the tee sheet (issue #16 item 1, "keeping requested partners"): an entrant asks to
-- play with one other entrant of the same match, from the match page, until the match starts; an admin
-- sets or clears a request on the tee sheet until the match is final or called off. The auto-build keeps
-- linked players together. A partner who withdraws takes the request with them (the foreign key).

alter table public.match_entries add column partner_player_id uuid;
alter table public.match_entries add constraint match_entries_partner_fkey foreign key (match_id, partner_player_id)
  references public.match_entries (match_id, player_id) on delete set null (partner_player_id);
alter table public.match_entries add constraint match_entries_partner_not_self_check
  check (partner_player_id is distinct from player_id);
create index match_entries_partner_idx on public.match_entries (match_id, partner_player_id) where partner_player_id is not null;
comment on column public.match_entries.partner_player_id is 'The entrant this player asked to play with (tee sheet auto-build keeps them together); null: no request.';

create function public.set_partner_request(p_match_id uuid, p_player_id uuid, p_partner_id uuid) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_admin boolean := private.is_admin();
  v_match public.matches;
  v_partner_name text;
begin
  if not v_admin and (private.current_player_id() is null or private.current_player_id() is distinct from p_player_id) then
    raise exception using message = 'Only the player or an admin can ask for a playing partner', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  if not v_admin and now() >= private.match_starts_at(p_match_id) then
    raise exception using message = 'Partner requests close when the match starts', errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Only entrants of this match can ask for a playing partner', errcode = '23514';
  end if;
  if p_partner_id = p_player_id then
    raise exception using message = 'Choose another player as your partner', errcode = '23514';
  end if;
  if p_partner_id is not null then
    select p.name into v_partner_name
    from public.match_entries e join public.players p on p.id = e.player_id
    where e.match_id = p_match_id and e.player_id = p_partner_id;
    if v_partner_name is null then
      raise exception using message = 'Your partner must be entered in this match', errcode = '23514';
    end if;
  end if;
  update public.match_entries e set partner_player_id = p_partner_id
  where e.match_id = p_match_id and e.player_id = p_player_id;
  perform private.audit('MATCH_PARTNER_REQUESTED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('player_id', p_player_id,
                                           'player_name', (select p.name from public.players p where p.id = p_player_id),
                                           'partner_id', p_partner_id, 'partner_name', v_partner_name));
  return json_build_object('player_id', p_player_id, 'partner_player_id', p_partner_id);
end
$$;
comment on function public.set_partner_request(p_match_id uuid, p_player_id uuid, p_partner_id uuid) is 'An entrant (until the match starts) or an admin (until final or called off) asks for the entrant to play with another entrant of the match; p_partner_id null clears it. Audited. Answers {player_id, partner_player_id}.';
revoke all on function public.set_partner_request(uuid, uuid, uuid) from public;
grant execute on function public.set_partner_request(uuid, uuid, uuid) to anon, authenticated, service_role;

-- Replaces get_tee_sheet of 20261129000200_get_tee_sheet.sql: each player also carries partner_player_id
-- (the shape is otherwise unchanged).
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
                                                   'partner_player_id', e.partner_player_id)
                                 order by e.created_at, p.id)
                 from public.match_entries e join public.players p on p.id = e.player_id
                 where e.group_id = g.id), '[]'::json))
             order by g.number)
      from public.match_groups g where g.match_id = m.id), '[]'::json),
    'unplaced', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index,
                                        'partner_player_id', e.partner_player_id)
                      order by p.name, p.id)
      from public.match_entries e join public.players p on p.id = e.player_id
      where e.match_id = m.id and e.group_id is null), '[]'::json))
  from public.matches m
  where m.id = p_match_id
$$;
comment on function public.get_tee_sheet(p_match_id uuid) is 'A match''s tee sheet: start mode and time, groups in order (tee time or shotgun hole, marker, flight, players with name, league index and requested partner) and the entrants not placed yet; null when the match is missing. Public, like the live board.';
revoke all on function public.get_tee_sheet(uuid) from public;
grant execute on function public.get_tee_sheet(uuid) to anon, authenticated, service_role;

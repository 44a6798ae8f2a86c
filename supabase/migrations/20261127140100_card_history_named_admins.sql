-- Fairway League — a card's per-hole history names the admin who changed it.
--
-- private.record_card_changes (20261127120000_card_writers_history_attestation.sql) wrote admin changes
-- with actor_kind 'admin' and no id, and get_scorecard_history showed them as "Admin". Named admins exist
-- since 20261127110000_named_admins_and_pin_throttle.sql: the trigger now records the admin's id
-- (private.current_actor()), and the history shows each actor's current name
-- (private.actor_display_name). Changes recorded before this migration keep no admin id: "Admin".

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- Replaces private.record_card_changes of 20261127120000_card_writers_history_attestation.sql: the
-- actor is the request's (admin or player with their id, else the system).
create or replace function private.record_card_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor record := private.current_actor();
  v_kind text := case when v_actor.kind in ('admin', 'player') then v_actor.kind else 'system' end;
  v_id uuid := case when v_actor.kind in ('admin', 'player') then v_actor.id::uuid end;
begin
  insert into private.scorecard_hole_changes (match_id, player_id, hole, old_strokes, new_strokes, actor_kind, actor_id)
  select new.match_id, new.player_id, h.n, o.strokes, h.strokes, v_kind, v_id
  from unnest(private.scorecard_holes(new)) with ordinality as h(strokes, n)
  left join unnest(case when tg_op = 'UPDATE' then private.scorecard_holes(old) end) with ordinality as o(strokes, n)
    on o.n = h.n
  where h.strokes is distinct from o.strokes;
  return null;
end
$$;
comment on function private.record_card_changes() is
  'Trigger on public.scorecards: one private.scorecard_hole_changes row per hole whose score changed, with the actor (admin or player by id, else system).';
revoke all on function private.record_card_changes() from public;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces get_scorecard_history of 20261127120000_card_writers_history_attestation.sql: an admin's
-- change shows the admin's current name.
create or replace function public.get_scorecard_history(p_match_id uuid, p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() and p_player_id is distinct from private.current_player_id() then
    raise exception using message = 'Only the player or an admin can see the history of this card', errcode = 'PT403';
  end if;
  return (
    select coalesce(json_agg(json_build_object(
             'hole', c.hole, 'old_strokes', c.old_strokes, 'new_strokes', c.new_strokes,
             'actor_kind', c.actor_kind, 'actor_id', c.actor_id,
             'actor_name', coalesce(private.actor_display_name(c.actor_kind, c.actor_id::text, null),
                                    case c.actor_kind when 'admin' then 'Admin' end),
             'changed_at', c.changed_at)
           order by c.changed_at desc, c.id desc), '[]'::json)
    from private.scorecard_hole_changes c
    where c.match_id = p_match_id and c.player_id = p_player_id
  );
end
$$;
comment on function public.get_scorecard_history(uuid, uuid) is
  'Every hole change of a card, newest first (hole, old → new, who by current name, when): for admins and the card''s player.';
revoke all on function public.get_scorecard_history(uuid, uuid) from public;
grant execute on function public.get_scorecard_history(uuid, uuid) to anon, authenticated, service_role;

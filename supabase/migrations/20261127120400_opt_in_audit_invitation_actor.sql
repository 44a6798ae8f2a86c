-- Opt-in audit rows name the invitation as the actor when an invitee changes side games from the
-- invitation page (no player or admin session), instead of an anonymous visitor.
-- Redefines private.write_opt_ins from 20261127120100_opt_in_cutoffs.sql (the invitation's id is added to
-- the audit details so private.audit from 20261127110100_audit_actor_identity.sql records kind 'invitation').

create or replace function private.write_opt_ins(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin boolean := private.is_admin();
  v_after_cutoff boolean := now() >= private.opt_in_cutoff(p_match_id, p_player_id);
  v_before text[];
  v_after text[];
begin
  if v_after_cutoff and not v_admin then
    raise exception using errcode = 'PT403',
      message = 'Side games can no longer be changed: the RSVP deadline or the match start has passed. Ask an admin.';
  end if;
  if exists (select 1 from unnest(coalesce(p_match_game_ids, '{}')) x(id)
             where not exists (select 1 from public.match_games g
                               where g.id = x.id and g.match_id = p_match_id and g.enabled)) then
    raise exception using message = 'That game is not offered in this match', errcode = '23514';
  end if;
  select coalesce(array_agg(g.game_code order by g.game_code), '{}') into v_before
  from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
  where o.match_id = p_match_id and o.player_id = p_player_id and o.opted_in and g.enabled;

  insert into public.match_entry_opt_ins (match_game_id, player_id, match_id, opted_in)
  select g.id, p_player_id, p_match_id, (g.pot_calc <> 'PER_ENTRY' or g.id = any (coalesce(p_match_game_ids, '{}')))
  from public.match_games g
  where g.match_id = p_match_id and g.enabled
  on conflict (match_game_id, player_id) do update
    set opted_in = excluded.opted_in
    where public.match_entry_opt_ins.opted_in is distinct from excluded.opted_in;

  select coalesce(array_agg(g.game_code order by g.game_code), '{}') into v_after
  from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
  where o.match_id = p_match_id and o.player_id = p_player_id and o.opted_in and g.enabled;
  if v_before is distinct from v_after then
    perform private.audit('MATCH_OPT_INS_CHANGED', 'match', p_match_id::text,
                          (select m.name from public.matches m where m.id = p_match_id),
                          jsonb_build_object('player_id', p_player_id,
                                             'player_name', (select p.name from public.players p where p.id = p_player_id),
                                             'old_games', to_jsonb(v_before), 'new_games', to_jsonb(v_after),
                                             'after_cutoff', v_after_cutoff)
                          -- Without an admin or player session the writer is the entrant's own invitation:
                          -- its id makes private.audit record the invitation as the actor.
                          || case when not v_admin and private.current_player_id() is null
                                  then jsonb_build_object('invite_id', (select i.id from public.match_invites i
                                                                        where i.match_id = p_match_id and i.player_id = p_player_id
                                                                        order by i.created_at desc limit 1))
                                  else '{}'::jsonb end,
                          case when not v_admin and private.current_player_id() is null
                               then (select p.name from public.players p where p.id = p_player_id) end);
  end if;
end
$$;
comment on function private.write_opt_ins(uuid, uuid, uuid[]) is
  'Sets an entrant''s opt-ins (PER_PLAYER and FLAT games always on); non-admins only before private.opt_in_cutoff; audits old → new.';
revoke all on function private.write_opt_ins(uuid, uuid, uuid[]) from public;

-- Opt-in cut-offs and their audit (issue 13 item 5; DESIGN Turn 2 rule 17).
--
-- Side games could be switched on or off after the round (a second answer to an accepted invitation
-- rewrote the opt-ins at any time). An entrant's opt-ins now change until their RSVP deadline (the
-- expiry of their invitation to the match) or the match's start, whichever comes first; later only an
-- admin changes them. Every change is audited with the games before and after, once, in the one
-- function every opt-in change goes through (private.write_opt_ins).

-- ================================================================================================
-- Helpers
-- ================================================================================================

create function private.match_starts_at(p_match_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  -- Matches have a date and no start time yet: the start is the beginning of that day in the club zone.
  select (m.date::timestamp) at time zone private.club_timezone()
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.match_starts_at(uuid) is 'When a match starts: the start of its date in the club time zone.';
revoke all on function private.match_starts_at(uuid) from public;

create function private.opt_in_cutoff(p_match_id uuid, p_player_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  -- least() ignores a null: an entrant without an invitation (added by an admin) has only the start.
  select least(private.match_starts_at(p_match_id),
               (select max(i.expires_at) from public.match_invites i
                where i.match_id = p_match_id and i.player_id = p_player_id and i.status <> 'CANCELLED'))
$$;
comment on function private.opt_in_cutoff(uuid, uuid) is
  'Until when an entrant may change their opt-ins: their RSVP deadline or the match''s start, whichever is first.';
revoke all on function private.opt_in_cutoff(uuid, uuid) from public;

-- Replaces write_opt_ins of 20261127000400_matches_games_entries_results.sql: refuses a non-admin after
-- the cut-off and audits every change (old → new).
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
                                             'after_cutoff', v_after_cutoff),
                          -- Without an admin or player session the writer is the entrant's own invitation.
                          case when not v_admin and private.current_player_id() is null
                               then (select p.name from public.players p where p.id = p_player_id) end);
  end if;
end
$$;
comment on function private.write_opt_ins(uuid, uuid, uuid[]) is
  'Sets an entrant''s opt-ins (PER_PLAYER and FLAT games always on); non-admins only before private.opt_in_cutoff; audits old → new.';
revoke all on function private.write_opt_ins(uuid, uuid, uuid[]) from public;

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces set_entry_opt_ins of 20261127000400_matches_games_entries_results.sql: the audit row is now
-- private.write_opt_ins's (old → new, only when something changed).
create or replace function public.set_entry_opt_ins(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  perform private.write_opt_ins(p_match_id, p_player_id, p_match_game_ids);
end
$$;
comment on function public.set_entry_opt_ins(uuid, uuid, uuid[]) is
  'Admin: sets an entrant''s optional games at any time before finalize (audited by private.write_opt_ins).';
revoke all on function public.set_entry_opt_ins(uuid, uuid, uuid[]) from public;
grant execute on function public.set_entry_opt_ins(uuid, uuid, uuid[]) to anon, authenticated, service_role;

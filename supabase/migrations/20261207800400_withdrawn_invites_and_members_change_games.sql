-- A withdrawn invitee no longer reads ACCEPTED; a member who joined without an invitation changes their
-- games as an invitee does (issue #26, the organiser's day-one list; DESIGN rule 17).
--
-- 1. match_invites.status gains WITHDRAWN: when an entrant who accepted an invitation leaves the match
--    (withdraw_from_match, or an admin removing the entry), their accepted invitation becomes WITHDRAWN, so
--    the admin's invitations list and the invitation page stop saying ACCEPTED. If they come back (the link
--    again, join_match, an admin adding them) it reads ACCEPTED again. A called-off match is left alone.
-- 2. set_my_opt_ins: the signed-in entrant sets their own optional games until private.opt_in_cutoff (their
--    RSVP deadline or the match's start, whichever is first — the start alone for a member who joined
--    without an invitation), through private.write_opt_ins (same refusal, audited). An invitee could already
--    do this by answering the link again; a self-joined member had no way at all.

alter table public.match_invites drop constraint match_invites_status_check;
alter table public.match_invites add constraint match_invites_status_check
  check (status = any (array['PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED', 'WITHDRAWN']));
-- A withdrawn invitation was answered: it keeps its responded_at.
alter table public.match_invites drop constraint match_invites_responded_check;
alter table public.match_invites add constraint match_invites_responded_check
  check ((status = any (array['ACCEPTED', 'DECLINED', 'WITHDRAWN'])) = (responded_at is not null));

create function private.invite_follows_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    update public.match_invites i set status = 'WITHDRAWN'
    from old_rows o
    where i.match_id = o.match_id and i.player_id = o.player_id and i.status = 'ACCEPTED'
      and exists (select 1 from public.matches m where m.id = o.match_id and m.cancelled_at is null);
  else
    update public.match_invites i set status = 'ACCEPTED'
    from new_rows n
    where i.match_id = n.match_id and i.player_id = n.player_id and i.status = 'WITHDRAWN';
  end if;
  return null;
end
$$;
comment on function private.invite_follows_entry() is 'match_entries (per statement): an accepted invitation becomes WITHDRAWN when its entry goes (match not called off), and ACCEPTED again when the player is entered again.';
revoke all on function private.invite_follows_entry() from public;
create trigger match_entries_invite_status_ins after insert on public.match_entries
  referencing new table as new_rows for each statement execute function private.invite_follows_entry();
create trigger match_entries_invite_status_del after delete on public.match_entries
  referencing old table as old_rows for each statement execute function private.invite_follows_entry();

-- Entrants withdrawn before this change: their accepted invitations read WITHDRAWN too (not waitlisted).
update public.match_invites i set status = 'WITHDRAWN'
where i.status = 'ACCEPTED'
  and not exists (select 1 from public.match_entries e where e.match_id = i.match_id and e.player_id = i.player_id)
  and not exists (select 1 from public.match_waitlist w where w.match_id = i.match_id and w.player_id = i.player_id)
  and exists (select 1 from public.matches m where m.id = i.match_id and m.cancelled_at is null and not m.is_final);

create function public.set_my_opt_ins(p_match_id uuid, p_match_game_ids uuid[])
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_match public.matches;
begin
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_player.id) then
    raise exception using message = 'You are not entered in this match', errcode = '22023';
  end if;
  perform private.write_opt_ins(p_match_id, v_player.id, p_match_game_ids);
  return json_build_object(
    'match_id', p_match_id,
    'match_game_ids', coalesce((select json_agg(o.match_game_id order by o.match_game_id)
                                from public.match_entry_opt_ins o
                                where o.match_id = p_match_id and o.player_id = v_player.id and o.opted_in), '[]'::json),
    'cutoff', private.opt_in_cutoff(p_match_id, v_player.id));
end
$$;
comment on function public.set_my_opt_ins(uuid, uuid[]) is 'The signed-in entrant sets their optional games (PER_PLAYER and FLAT games stay on) until their cut-off: the RSVP deadline of their invitation or the match''s start, whichever is first; the start for a member who joined without one. Answers {match_id, match_game_ids, cutoff}.';
revoke all on function public.set_my_opt_ins(uuid, uuid[]) from public;
grant execute on function public.set_my_opt_ins(uuid, uuid[]) to anon, authenticated, service_role;

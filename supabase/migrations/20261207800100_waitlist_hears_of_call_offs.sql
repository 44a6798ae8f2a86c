-- The waitlist hears when a match is called off or moved (issue #26, the organiser's day-one list).
--
-- A player waiting for a seat was told nothing when the match was cancelled or postponed, and the
-- cancelled match stayed on their home under "Waitlisted". Now:
-- 1. private.match_audience (who hears about a change: cancel_match, postpone_match, update_match) also
--    names the waitlist: players and e-mail-only guests not yet promoted, one row per address, after the
--    entrants and pending invitees.
-- 2. cancel_match, once everyone is told, clears the waitlist of the called-off match (nobody waits for a
--    seat in a match that will not be played), so it leaves each waiting player's home; audited with the
--    count. A postponed match keeps its waitlist.

-- Replaces match_audience of 20261128010100_match_edit_start_time_call_off.sql: the waitlist hears too.
create or replace function private.match_audience(p_match_id uuid)
returns table (email text, player_name text)
language sql
stable
security definer
set search_path = ''
as $$
  -- Entrants, then pending invitees not already entered, then the waitlist; one row per address.
  select distinct on (lower(x.email)) x.email, x.player_name
  from (
    select p.email, p.name as player_name, 0 as rank
    from public.match_entries e join public.players p on p.id = e.player_id
    where e.match_id = p_match_id
    union all
    select i.email, p.name, 1
    from public.match_invites i join public.players p on p.id = i.player_id
    where i.match_id = p_match_id and i.status = 'PENDING' and i.expires_at > now()
    union all
    select coalesce(p.email, w.email), p.name, 2
    from public.match_waitlist w left join public.players p on p.id = w.player_id
    where w.match_id = p_match_id and w.promoted_at is null and coalesce(p.email, w.email) is not null
  ) x
  order by lower(x.email), x.rank
$$;
comment on function private.match_audience(uuid) is 'Who hears about a change to a match: entrants, pending invitees and the waitlist not yet promoted (one row per address).';
revoke all on function private.match_audience(uuid) from public;

-- Replaces cancel_match of 20261128010100_match_edit_start_time_call_off.sql: the waitlist is told (through
-- match_audience) and then cleared, so the called-off match leaves the waiting players' homes.
create or replace function public.cancel_match(p_match_id uuid, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_match public.matches;
  v_notified integer;
  v_waiting integer;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Say why the match is called off', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'Reason must be 500 characters or less', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);

  -- The audience is read before the pending invitations are cancelled and the waitlist cleared: they hear too.
  perform set_config('fairway.match_edit_action', 'MATCH_CANCELLED', true);
  perform set_config('fairway.match_edit_reason', v_reason, true);
  update public.matches m set cancelled_at = now(), cancel_reason = v_reason
  where m.id = p_match_id
  returning m.* into v_match;
  perform set_config('fairway.match_edit_action', '', true);
  perform set_config('fairway.match_edit_reason', '', true);

  v_notified := private.notify_match_audience('match_cancelled', v_match, jsonb_build_object('reason', v_reason));
  update public.match_invites i set status = 'CANCELLED' where i.match_id = p_match_id and i.status = 'PENDING';
  delete from public.match_waitlist w where w.match_id = p_match_id and w.promoted_at is null;
  get diagnostics v_waiting = row_count;
  if v_waiting > 0 then
    perform private.audit('MATCH_WAITLIST_CLEARED', 'match', p_match_id::text, v_match.name,
                          jsonb_build_object('removed', v_waiting, 'reason', 'Match cancelled'));
  end if;
  return v_notified;
end
$$;
comment on function public.cancel_match(uuid, text) is 'Admin: calls a match off (rain-out, course closed) with a reason: no more scores, entries or payments; pending invitations cancelled; entrants, pending invitees and the waitlist e-mailed (returns how many), then the waitlist cleared. Money is settled by the treasurer.';
revoke all on function public.cancel_match(uuid, text) from public;
grant execute on function public.cancel_match(uuid, text) to anon, authenticated, service_role;

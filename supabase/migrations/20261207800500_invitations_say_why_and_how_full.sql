-- Invitations: the refusal says why, the default deadline is never past, the invitation page says a
-- match is full (issue #26, the organiser's day-one list; DESIGN rules 8 and 17).
--
-- 1. create_invitations on a match that has started (the demo's live round) failed on "The RSVP deadline
--    must be in the future" because the default deadline, the day before at 18:00, had passed. A started
--    match is now refused first, with its own message ('This match has started: invitations can no longer
--    be sent.'), and a called-off one with the called-off message. When the day before at 18:00 has
--    already passed for a match that has not started, the default deadline is the match's start, never a
--    moment in the past.
-- 2. get_invitation adds `seats`: capacity, entered, full, allow_waitlist and waitlist_position — the place
--    this invitee holds on the waitlist, or the place accepting would give them when the match is full —
--    so the invitation page says so before the member picks games.

-- Replaces create_invitations of 20261127000500_invitations_and_waitlist.sql: the started/called-off
-- refusals and a default deadline that is never past.
create or replace function public.create_invitations(
  p_match_id uuid,
  p_player_ids uuid[],
  p_message text,
  p_expires_at timestamptz,
  p_include_ics boolean
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_starts timestamptz;
  v_expires timestamptz;
  v_player record;
  v_invite_id uuid;
  v_count integer := 0;
begin
  perform private.require_admin();
  if p_player_ids is null or cardinality(p_player_ids) = 0 then
    raise exception using message = 'No Players Selected', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  v_starts := private.match_starts_at(p_match_id);
  if now() >= v_starts then
    raise exception using message = 'This match has started: invitations can no longer be sent.', errcode = '23514';
  end if;
  if char_length(p_message) > 1000 then
    raise exception using message = 'Message must be 1000 characters or less', errcode = '23514';
  end if;
  -- Default RSVP deadline: the day before the match at 18:00 in the club time zone; once that has passed,
  -- the match's start.
  v_expires := coalesce(p_expires_at, ((v_match.date - 1) + time '18:00') at time zone private.club_timezone());
  if p_expires_at is null and v_expires <= now() then
    v_expires := v_starts;
  end if;
  if v_expires <= now() then
    raise exception using message = 'The RSVP deadline must be in the future', errcode = '23514';
  end if;
  -- Only ACTIVE players; skip players with a pending (unexpired) invite and players already entered.
  for v_player in
    select p.id, p.email
    from public.players p
    where p.id = any (p_player_ids)
      and p.status = 'ACTIVE'
      and not exists (select 1 from public.match_invites i
                      where i.match_id = p_match_id and i.player_id = p.id
                        and i.status = 'PENDING' and i.expires_at > now())
      and not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p.id)
    order by p.name
  loop
    insert into public.match_invites (match_id, player_id, email, message, expires_at, include_ics, sent_at)
    values (p_match_id, v_player.id, v_player.email, nullif(btrim(p_message), ''), v_expires,
            coalesce(p_include_ics, true), now())
    returning id into v_invite_id;
    perform private.send_invite(v_invite_id);
    v_count := v_count + 1;
  end loop;
  perform private.audit('MATCH_INVITES_SENT', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('invited', v_count, 'selected', cardinality(p_player_ids), 'expires_at', v_expires));
  return v_count;
end
$$;
comment on function public.create_invitations(uuid, uuid[], text, timestamptz, boolean) is 'Admin: invites ACTIVE players (skips pending invites and entrants); queues match_invite e-mails; returns how many were invited. Refused once the match has started, is called off or final; the default deadline (the day before at 18:00, club zone) becomes the start when it has passed.';
revoke all on function public.create_invitations(uuid, uuid[], text, timestamp with time zone, boolean) from public;
grant execute on function public.create_invitations(uuid, uuid[], text, timestamp with time zone, boolean) to anon, authenticated, service_role;

-- Replaces get_invitation of 20261128010100_match_edit_start_time_call_off.sql: adds seats (full, waitlist
-- position) so the invitation page says a match is full before the member picks games.
create or replace function public.get_invitation(p_token text)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'invite', json_build_object('id', i.id, 'status', private.invite_status(i.status, i.expires_at),
                                'message', i.message, 'expires_at', i.expires_at, 'responded_at', i.responded_at),
    'match', json_build_object('id', m.id, 'name', m.name, 'date', m.date, 'course_name', m.course_name,
                               'notes', m.notes, 'require_payment_before_play', m.require_payment_before_play,
                               'start_time', to_char(m.start_time, 'HH24:MI'), 'start_mode', m.start_mode,
                               'cancelled_at', m.cancelled_at, 'cancel_reason', m.cancel_reason),
    'player', json_build_object('name', p.name, 'nickname', p.nickname),
    'games', coalesce((
      select json_agg(json_build_object('id', g.id, 'game_code', g.game_code, 'name', c.name,
                                        'buy_in', g.buy_in, 'pot_calc', g.pot_calc)
                      order by c.sort_order, g.created_at)
      from public.match_games g
      join public.game_catalog c on c.code = g.game_code
      where g.match_id = m.id and g.enabled), '[]'::json),
    'seats', (
      select json_build_object(
        'capacity', m.capacity,
        'entered', s.entered,
        'full', s.me_entered is null and m.capacity is not null and s.entered >= m.capacity,
        'allow_waitlist', m.allow_waitlist,
        'waitlist_position', case
          when s.me_entered is not null then null
          when s.my_place is not null then s.my_place
          when m.capacity is not null and s.entered >= m.capacity and m.allow_waitlist then s.waiting + 1
        end)
      from (select (select count(*) from public.match_entries e where e.match_id = m.id)::integer as entered,
                   (select 1 from public.match_entries e where e.match_id = m.id and e.player_id = i.player_id) as me_entered,
                   (select count(*) from public.match_waitlist w where w.match_id = m.id and w.promoted_at is null)::integer as waiting,
                   (select (select count(*) from public.match_waitlist w2
                            where w2.match_id = w.match_id and w2.promoted_at is null and w2.created_at <= w.created_at)::integer
                    from public.match_waitlist w
                    where w.match_id = m.id and w.player_id = i.player_id and w.promoted_at is null) as my_place) s)
  )
  from private.invite_tokens t
  join public.match_invites i on i.id = t.invite_id
  join public.matches m on m.id = i.match_id
  join public.players p on p.id = i.player_id
  where t.token_hash = private.token_hash(p_token)
$$;
comment on function public.get_invitation(text) is 'The invitation behind a link token (no e-mail or GHIN): match with start time (HH:MM, club zone), mode and call-off; seats {capacity, entered, full, allow_waitlist, waitlist_position: the invitee''s place on the waitlist, or the place accepting would give when full}; null for an unknown token.';
revoke all on function public.get_invitation(text) from public;
grant execute on function public.get_invitation(text) to anon, authenticated, service_role;

-- Open sign-up and guests (issue #15, item 8).
--
-- 1. A match can be open for sign-up (matches.open_signup, set on create and by an admin on the match
--    page): an approved, active, signed-in member then joins it without an invitation — or its waitlist
--    when it is full — choosing their side games as an invitation's acceptance does. Refused for
--    anonymous visitors, pending and inactive members, cancelled, final or started matches, and twice.
-- 2. Guests: an admin adds a guest (name and e-mail, no account) to a match or its waitlist. A guest is a
--    players row with status GUEST and no GHIN, so entries, opt-ins, payments, scorecards, results and
--    the ledger treat them as any entrant. A guest never signs in (sign-in links go to ACTIVE and PENDING
--    players only), is never invited, and is left out of the rosters, their counts and the weekly leaders
--    (every audience and picker already takes ACTIVE players only). An e-mail that belongs to a member
--    enters that member instead; an e-mail that belongs to a guest reuses that guest.

-- Tables ----------------------------------------------------------------------------------------------------

alter table public.matches add column open_signup boolean not null default false;
comment on column public.matches.open_signup is 'Members may join (or join the waitlist) from the match page without an invitation: join_match.';
grant update (open_signup) on table public.matches to anon, authenticated;

alter table public.players drop constraint players_status_check;
alter table public.players add constraint players_status_check check (status in ('ACTIVE', 'PENDING', 'INACTIVE', 'GUEST'));
alter table public.players alter column ghin drop not null;
-- A member always has a GHIN (the sign-up form requires it); a guest added by an admin has none.
alter table public.players add constraint players_ghin_member_check check (ghin is not null or status = 'GUEST');
comment on column public.players.status is 'ACTIVE, PENDING (awaiting approval), INACTIVE, or GUEST (added to a match by an admin; no account, not a member).';

-- Helpers ---------------------------------------------------------------------------------------------------

create function private.signup_state(p_match public.matches, out state text, out message text, out errcode text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.current_player_id();
  v_status text;
  v_count integer;
begin
  state := 'CLOSED'; errcode := '23514';
  if p_match.cancelled_at is not null then
    message := private.cancelled_match_message();
    return;
  end if;
  -- Then the viewer's own place: an entrant stays "entered" after the start.
  if v_me is not null then
    if exists (select 1 from public.match_entries e where e.match_id = p_match.id and e.player_id = v_me) then
      state := 'ENTERED'; message := 'You are already entered in this match.';
      return;
    end if;
    if exists (select 1 from public.match_waitlist w where w.match_id = p_match.id and w.player_id = v_me and w.promoted_at is null) then
      state := 'WAITLISTED'; message := 'You are already on the waitlist for this match.';
      return;
    end if;
  end if;
  if not p_match.open_signup then
    message := 'This match is not open for sign-up. Ask an admin for an invitation.';
  elsif p_match.is_final then
    message := private.final_match_message();
  elsif now() >= private.match_starts_at(p_match.id) then
    message := 'This match has started. Sign-up is closed.';
  elsif v_me is null then
    errcode := 'PT403';
    -- current_player_id() ignores an inactive member's session; say why rather than "sign in".
    select p.status into v_status
    from private.player_sessions s join public.players p on p.id = s.player_id
    where s.token_hash = private.token_hash(private.request_header('x-player-token'))
      and s.revoked_at is null and s.expires_at > now();
    message := case when v_status = 'INACTIVE'
                    then 'Your membership is inactive. Ask an admin to reactivate it before joining matches.'
                    else 'Sign in to join this match.' end;
  elsif (select p.status from public.players p where p.id = v_me) <> 'ACTIVE' then
    errcode := 'PT403';
    message := 'Your membership is awaiting approval. You can join matches once an admin approves it.';
  else
    select count(*) into v_count from public.match_entries e where e.match_id = p_match.id;
    if p_match.capacity is null or v_count < p_match.capacity then
      state := 'JOIN'; message := null; errcode := null;
    elsif p_match.allow_waitlist then
      state := 'JOIN_WAITLIST'; message := null; errcode := null;
    else
      message := 'Match is full and waitlist is not allowed';
    end if;
  end if;
end
$$;
comment on function private.signup_state(public.matches) is 'What the requesting viewer may do on an open match: JOIN, JOIN_WAITLIST, or ENTERED / WAITLISTED / CLOSED with the message (and errcode) join_match refuses with.';
revoke all on function private.signup_state(public.matches) from public;

create function private.queue_entry_email(p_match public.matches, p_player public.players, p_outcome text)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_summary jsonb;
begin
  if p_outcome = 'WAITLISTED' then
    perform private.enqueue_email('waitlist_joined', p_player.email, jsonb_build_object(
      'playerName', p_player.name, 'matchName', p_match.name, 'matchDate', p_match.date, 'matchId', p_match.id));
    return 0;
  end if;
  v_summary := private.entry_summary(p_match.id, p_player.id);
  -- The e-mail an accepted invitation sends (respond_to_invitation), with the same payload.
  perform private.enqueue_email('entry_confirmation', p_player.email, jsonb_build_object(
    'email', p_player.email, 'playerName', p_player.name, 'matchName', p_match.name,
    'courseName', p_match.course_name, 'matchDate', p_match.date,
    'selectedGames', v_summary -> 'games',
    'totalAmount', private.money_text((v_summary ->> 'total_cents')::bigint),
    'totalCents', (v_summary ->> 'total_cents')::bigint,
    'requiresPayment', p_match.require_payment_before_play,
    'matchId', p_match.id,
    'matchUrl', private.app_url() || '/matches/' || p_match.id));
  return (v_summary ->> 'total_cents')::bigint;
end
$$;
comment on function private.queue_entry_email(public.matches, public.players, text) is 'Queues the entry confirmation (ENTERED) or waitlist e-mail (WAITLISTED) an accepted invitation sends; returns the total due in cents.';
revoke all on function private.queue_entry_email(public.matches, public.players, text) from public;

-- RPCs ------------------------------------------------------------------------------------------------------

create function public.get_match_signup(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_state record;
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    return null;
  end if;
  v_state := private.signup_state(v_match);
  return json_build_object('open_signup', v_match.open_signup, 'state', v_state.state, 'message', v_state.message);
end
$$;
comment on function public.get_match_signup(uuid) is 'The match page''s Join card for the requesting viewer: {open_signup, state: JOIN | JOIN_WAITLIST | ENTERED | WAITLISTED | CLOSED, message (why not)}; null when the match is missing.';
revoke all on function public.get_match_signup(uuid) from public;
grant execute on function public.get_match_signup(uuid) to anon, authenticated, service_role;

create function public.join_match(p_match_id uuid, p_match_game_ids uuid[] default '{}')
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_player public.players;
  v_state record;
  v_games uuid[] := coalesce(p_match_game_ids, '{}');
  v_outcome text;
  v_total bigint;
  v_invite_id uuid;
begin
  -- Under the match row lock: two members asking for the last seat get one entry and one waitlist place.
  v_match := private.lock_match(p_match_id);
  v_state := private.signup_state(v_match);
  if v_state.state not in ('JOIN', 'JOIN_WAITLIST') then
    raise exception using message = v_state.message, errcode = v_state.errcode;
  end if;
  if exists (select 1 from unnest(v_games) x(id)
             where not exists (select 1 from public.match_games g
                               where g.id = x.id and g.match_id = v_match.id and g.enabled)) then
    raise exception using message = 'That game is not offered in this match', errcode = '23514';
  end if;
  select p.* into v_player from public.players p where p.id = private.current_player_id();

  if v_state.state = 'JOIN' then
    perform private.enter_player(v_match.id, v_player.id, v_games);
    v_outcome := 'ENTERED';
  else
    insert into public.match_waitlist (match_id, player_id, email, match_game_ids)
    values (v_match.id, v_player.id, v_player.email, v_games);
    v_outcome := 'WAITLISTED';
  end if;
  -- A pending invitation to this match is answered by joining: no more reminders for it.
  update public.match_invites i set status = 'ACCEPTED', responded_at = now()
  where i.match_id = v_match.id and i.player_id = v_player.id and i.status = 'PENDING' and i.expires_at > now()
  returning i.id into v_invite_id;

  perform private.audit(case when v_outcome = 'ENTERED' then 'MATCH_JOINED' else 'MATCH_WAITLIST_JOINED' end,
                        'match', v_match.id::text, v_match.name,
                        jsonb_build_object('player_id', v_player.id, 'player_name', v_player.name,
                                           'match_game_ids', to_jsonb(v_games), 'open_signup', true)
                        || case when v_invite_id is null then '{}'::jsonb else jsonb_build_object('answered_invite_id', v_invite_id) end);
  v_total := private.queue_entry_email(v_match, v_player, v_outcome);
  return json_build_object('outcome', v_outcome, 'match_id', v_match.id, 'total_cents', v_total);
end
$$;
comment on function public.join_match(uuid, uuid[]) is 'A signed-in active member joins a match open for sign-up (ENTERED), or its waitlist when full (WAITLISTED); p_match_game_ids = chosen PER_ENTRY games. Audited, e-mailed like an accepted invitation.';
revoke all on function public.join_match(uuid, uuid[]) from public;
grant execute on function public.join_match(uuid, uuid[]) to anon, authenticated, service_role;

create function public.add_match_guest(p_match_id uuid, p_name text, p_email text, p_waitlist boolean default false)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_match public.matches;
  v_player public.players;
  v_count integer;
  v_outcome text;
  v_member boolean;
begin
  perform private.require_admin();
  if v_name = '' then
    raise exception using message = 'Name is required', errcode = '23514';
  end if;
  if char_length(v_name) > 100 then
    raise exception using message = 'Name must be 100 characters or less', errcode = '23514';
  end if;
  if v_email = '' then
    raise exception using message = 'Email is required', errcode = '23514';
  end if;
  if not private.is_valid_email(v_email) then
    raise exception using message = 'Please enter a valid email address', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;

  -- The e-mail of a member enters the member; the e-mail of an earlier guest reuses that guest.
  select p.* into v_player from public.players p where p.email = v_email for update;
  v_member := found and v_player.status <> 'GUEST';
  if v_member and v_player.status <> 'ACTIVE' then
    raise exception using errcode = '23514',
      message = 'That e-mail belongs to a member who is not active (' || lower(v_player.status) || '). Approve or reactivate them first.';
  end if;
  if v_player.id is not null then
    if exists (select 1 from public.match_entries e where e.match_id = v_match.id and e.player_id = v_player.id) then
      raise exception using message = v_player.name || ' is already entered in this match.', errcode = '23514';
    end if;
    if exists (select 1 from public.match_waitlist w
               where w.match_id = v_match.id and w.player_id = v_player.id and w.promoted_at is null) then
      raise exception using message = v_player.name || ' is already on the waitlist for this match.', errcode = '23514';
    end if;
  end if;

  select count(*) into v_count from public.match_entries e where e.match_id = v_match.id;
  if p_waitlist is true then
    if not v_match.allow_waitlist then
      raise exception using message = 'This match does not allow a waitlist', errcode = '23514';
    end if;
    v_outcome := 'WAITLISTED';
  elsif v_match.capacity is not null and v_count >= v_match.capacity then
    raise exception using message = 'Match is full. Add the guest to the waitlist instead.', errcode = '23514';
  else
    v_outcome := 'ENTERED';
  end if;

  if v_player.id is null then
    insert into public.players (name, email, ghin, status)
    values (v_name, v_email, null, 'GUEST')
    returning * into v_player;
  end if;
  if v_outcome = 'ENTERED' then
    -- Like an admin's add_match_entry: every enabled game; the Games button changes the side games.
    perform private.enter_player(v_match.id, v_player.id, null);
  else
    insert into public.match_waitlist (match_id, player_id, email, match_game_ids)
    values (v_match.id, v_player.id, v_player.email, null);
  end if;
  perform private.audit(case when v_outcome = 'ENTERED' then 'MATCH_GUEST_ADDED' else 'MATCH_GUEST_WAITLISTED' end,
                        'match', v_match.id::text, v_match.name,
                        jsonb_build_object('player_id', v_player.id, 'player_name', v_player.name, 'member', v_member));
  perform private.queue_entry_email(v_match, v_player, v_outcome);
  return json_build_object('outcome', v_outcome, 'player_id', v_player.id, 'name', v_player.name, 'member', v_member);
end
$$;
comment on function public.add_match_guest(uuid, text, text, boolean) is 'Admin: enters a guest (name, e-mail, no account) in a match or its waitlist; a member''s e-mail enters that member, an earlier guest''s e-mail reuses the guest. Audited and e-mailed. {outcome, player_id, name, member}.';
revoke all on function public.add_match_guest(uuid, text, text, boolean) from public;
grant execute on function public.add_match_guest(uuid, text, text, boolean) to anon, authenticated, service_role;

-- Replaces create_match of 20261128010100_match_edit_start_time_call_off.sql: the match can be created open for sign-up.
create or replace function public.create_match(p_match json, p_games json)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match_id uuid;
  v_capacity integer;
begin
  perform private.require_admin();
  if p_match is null or json_typeof(p_match) <> 'object' then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'name'), '') is null then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'date'), '') is null then
    raise exception using message = 'Match date is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'course_id'), '') is null then
    raise exception using message = 'Course selection is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'teeset_id'), '') is null then
    raise exception using message = 'Tee set selection is required', errcode = '23514';
  end if;
  v_capacity := nullif(btrim(p_match ->> 'capacity'), '')::integer;
  if v_capacity is not null and v_capacity < 1 then
    raise exception using message = 'Capacity must be at least 1', errcode = '23514';
  end if;
  insert into public.matches (name, date, start_time, start_mode, course_name, course_rating, course_slope, format, notes,
                              require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist, open_signup)
  values (
    p_match ->> 'name',
    (p_match ->> 'date')::date,
    case when nullif(btrim(p_match ->> 'start_time'), '') is null then time '08:00'
         else private.parse_start_time(btrim(p_match ->> 'start_time')) end,
    case when nullif(btrim(p_match ->> 'start_mode'), '') is null then 'TEE_TIMES'
         else private.parse_start_mode(btrim(p_match ->> 'start_mode')) end,
    '', 0, 113, -- replaced from the tee set by the matches_prepare trigger
    nullif(btrim(p_match ->> 'format'), ''),
    nullif(btrim(p_match ->> 'notes'), ''),
    coalesce((p_match ->> 'require_payment_before_play')::boolean, true),
    (p_match ->> 'course_id')::uuid,
    (p_match ->> 'teeset_id')::uuid,
    v_capacity,
    coalesce((p_match ->> 'allow_waitlist')::boolean, true),
    coalesce((p_match ->> 'open_signup')::boolean, false)
  )
  returning id into v_match_id;
  perform private.write_match_games(v_match_id, p_games);
  perform private.audit('MATCH_CREATED', 'match', v_match_id::text, btrim(p_match ->> 'name'),
                        jsonb_build_object('date', p_match ->> 'date', 'start_time', p_match ->> 'start_time',
                                           'games', coalesce(p_games::jsonb, '[]'::jsonb),
                                           'open_signup', coalesce((p_match ->> 'open_signup')::boolean, false)));
  return v_match_id;
end
$$;
comment on function public.create_match(json, json) is 'Admin: match + games in one transaction. Course name, rating and slope come from the tee set; start_time HH:MM (default 08:00) and start_mode (default TEE_TIMES); open_signup (default false) lets members join without an invitation.';
revoke all on function public.create_match(json, json) from public;
grant execute on function public.create_match(json, json) to anon, authenticated, service_role;

-- Replaces promote_waitlist of 20261127000500_invitations_and_waitlist.sql: a waitlisted guest can be promoted.
create or replace function public.promote_waitlist(p_waitlist_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_wait public.match_waitlist;
  v_match public.matches;
  v_player public.players;
  v_count integer;
begin
  perform private.require_admin();
  select w.* into v_wait from public.match_waitlist w where w.id = p_waitlist_id;
  if not found then
    raise exception using message = 'Waitlist entry not found', errcode = 'PT404';
  end if;
  v_match := private.lock_match(v_wait.match_id);
  select w.* into v_wait from public.match_waitlist w where w.id = p_waitlist_id for update;
  if v_wait.promoted_at is not null then
    raise exception using message = 'This player has already been promoted', errcode = '23514';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_wait.player_id is null then
    raise exception using message = 'Guests must sign up before they can be entered', errcode = '23514';
  end if;
  select p.* into v_player from public.players p where p.id = v_wait.player_id;
  if v_player.status not in ('ACTIVE', 'GUEST') then
    raise exception using message = 'Only active players can be entered in a match', errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = v_match.id and e.player_id = v_player.id) then
    select count(*) into v_count from public.match_entries e where e.match_id = v_match.id;
    if v_match.capacity is not null and v_count >= v_match.capacity then
      raise exception using message = 'No seats left', errcode = '23514';
    end if;
    -- The games chosen when accepting (stale or disabled ids are ignored); null = every enabled game.
    perform private.enter_player(v_match.id, v_player.id, v_wait.match_game_ids);
  end if;
  update public.match_waitlist w set promoted_at = now() where w.id = p_waitlist_id;
  perform private.enqueue_email('waitlist_promoted', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'matchName', v_match.name,
    'courseName', v_match.course_name,
    'matchDate', v_match.date,
    'matchId', v_match.id,
    'matchUrl', private.app_url() || '/matches/' || v_match.id
  ));
  perform private.audit('MATCH_WAITLIST_PROMOTED', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('waitlist_id', p_waitlist_id, 'player_id', v_player.id, 'player_name', v_player.name));
end
$$;
revoke all on function public.promote_waitlist(uuid) from public;
grant execute on function public.promote_waitlist(uuid) to anon, authenticated, service_role;

-- Rosters and leaders: guests are not members ---------------------------------------------------------------

-- Replaces get_players_public of 20261127000700_screens_and_reporting.sql: guests are not on the roster, not even under ALL.
-- Security invoker: it can only read the public columns anon is granted.
create or replace function public.get_players_public(
  status_filter text default 'ACTIVE',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  if get_players_public.status_filter is null
     or get_players_public.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0);
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric, v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
  order by p.name, p.id
  limit p_limit offset coalesce(p_offset, 0);
end
$$;
comment on function public.get_players_public(text, text, integer, integer) is
  'Public roster of members (no guests; no e-mail, GHIN or consent), ordered by name, id; optional search on name/nickname and paging; total_count = size of the filtered set.';
revoke all on function public.get_players_public(text, text, integer, integer) from public;
grant execute on function public.get_players_public(text, text, integer, integer) to anon, authenticated, service_role;

-- Replaces get_players_admin of 20261127000700_screens_and_reporting.sql: guests are not on the roster, not even under ALL.
create or replace function public.get_players_admin(
  status_filter text default 'ALL',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, email text, ghin text, consent_at timestamptz,
               career_earnings_cents bigint, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  perform private.require_admin();
  if get_players_admin.status_filter is null
     or get_players_admin.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0
         or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0);
  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index,
           p.email, p.ghin, p.consent_at
    from public.players p
    where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter) and p.status <> 'GUEST'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0
           or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ),
  careers as (
    -- = private.player_careers.earnings_cents: payouts of final matches, for the page's players only
    -- (index-only on results (player_id, match_id) include (payout_cents, position)).
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
    from public.results r
    join public.matches m on m.id = r.match_id
    where m.is_final and r.player_id in (select pg.id from page pg)
    group by r.player_id
  )
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric,
         pg.email, pg.ghin, pg.consent_at, coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by pg.name, pg.id;
end
$$;
comment on function public.get_players_admin(text, text, integer, integer) is
  'Admin roster (members, not guests) with e-mail, GHIN, consent and career earnings; optional search on name/nickname/e-mail/GHIN and paging; total_count = size of the filtered set.';
revoke all on function public.get_players_admin(text, text, integer, integer) from public;
grant execute on function public.get_players_admin(text, text, integer, integer) to anon, authenticated, service_role;

-- Replaces count_players of 20261127000700_screens_and_reporting.sql: ALL counts members, not guests.
-- Security invoker: counts over the public status column only.
create or replace function public.count_players(status_filter text)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
begin
  if count_players.status_filter is null
     or count_players.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  return (select count(*) from public.players p
          where (count_players.status_filter = 'ALL' or p.status = count_players.status_filter) and p.status <> 'GUEST');
end
$$;
comment on function public.count_players(text) is 'Number of players with that status (ACTIVE, PENDING, INACTIVE or ALL members; guests are not counted).';
revoke all on function public.count_players(text) from public;
grant execute on function public.count_players(text) to anon, authenticated, service_role;

-- Replaces get_weekly_leaders of 20261127000700_screens_and_reporting.sql: the league's leaders are members; a guest's
-- results stay on their match.
create or replace function public.get_weekly_leaders()
returns table (player_id uuid, name text, earnings_cents bigint, points numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := private.club_today();
begin
  return query
  -- Results of final matches played in the last 7 days (club time zone), top 5 by earnings.
  with week as (
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents, coalesce(sum(r.points), 0)::numeric as points
    from public.matches m
    join public.results r on r.match_id = m.id
    where m.is_final and m.date > v_today - 7 and m.date <= v_today
    group by r.player_id
  )
  select w.player_id, p.name, w.earnings_cents, w.points
  from week w
  cross join lateral (select pl.name from public.players pl where pl.id = w.player_id and pl.status <> 'GUEST' offset 0) p
  order by w.earnings_cents desc, w.points desc, p.name
  limit 5;
end
$$;
revoke all on function public.get_weekly_leaders() from public;
grant execute on function public.get_weekly_leaders() to anon, authenticated, service_role;

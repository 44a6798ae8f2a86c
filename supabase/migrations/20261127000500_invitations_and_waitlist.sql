-- Fairway League — match invitations, the waitlist, the decline follow-up.
--
-- DESIGN rule 8: an invitation link carries a 256-bit random token; only its sha256 is stored (in
-- private.invite_tokens, so links are not enumerable and never readable through the API). A resend
-- adds a new token; earlier links of the same invitation keep working. Accepting takes the seat
-- under a row lock on the match (select … for update) so capacity is never exceeded; a full match
-- puts the player on the waitlist when allowed, otherwise 'Match is full and waitlist is not allowed'.
-- Status EXPIRED is derived (PENDING and past expires_at); CANCELLED is an admin cancel.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.match_invites (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  player_id uuid not null references public.players (id) on delete cascade,
  -- The address the invitation went to (admins only: RLS).
  email text not null constraint match_invites_email_check check (private.is_valid_email(email)),
  message text constraint match_invites_message_check check (char_length(message) <= 1000),
  expires_at timestamptz not null,
  status text not null default 'PENDING' constraint match_invites_status_check check (status in ('PENDING', 'ACCEPTED', 'DECLINED', 'CANCELLED')),
  include_ics boolean not null default true,
  sent_at timestamptz,
  responded_at timestamptz,
  reminder_count integer not null default 0 constraint match_invites_reminder_count_check check (reminder_count >= 0),
  created_at timestamptz not null default now(),
  constraint match_invites_responded_check check ((status in ('ACCEPTED', 'DECLINED')) = (responded_at is not null))
);

comment on table public.match_invites is 'Invitations to a match. Holders of the link use get_invitation / respond_to_invitation.';

create index match_invites_match_created_idx on public.match_invites (match_id, created_at desc);

create index match_invites_player_id_idx on public.match_invites (player_id);

create index match_invites_pending_idx on public.match_invites (match_id, player_id) where status = 'PENDING';

create table private.invite_tokens (
  token_hash bytea primary key,
  invite_id uuid not null references public.match_invites (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table private.invite_tokens is 'sha256 of every link token issued for an invitation (first send and resends).';

create index invite_tokens_invite_id_idx on private.invite_tokens (invite_id);

create table public.match_waitlist (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  -- Null for a guest (spec); guests must sign up before they can be promoted.
  player_id uuid references public.players (id) on delete cascade,
  email text constraint match_waitlist_email_check check (email is null or private.is_valid_email(email)),
  -- The optional games the player chose when accepting (used on promotion).
  match_game_ids uuid[],
  created_at timestamptz not null default now(),
  promoted_at timestamptz,
  constraint match_waitlist_who_check check (player_id is not null or email is not null)
);

comment on table public.match_waitlist is 'Players waiting for a seat, oldest first; promoted_at is set when they get an entry.';

create unique index match_waitlist_open_player_idx on public.match_waitlist (match_id, player_id) where promoted_at is null;

create index match_waitlist_open_idx on public.match_waitlist (match_id, created_at) where promoted_at is null;

create index match_waitlist_player_id_idx on public.match_waitlist (player_id);

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.invite_status(p_status text, p_expires_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case when p_status = 'PENDING' and p_expires_at <= now() then 'EXPIRED' else p_status end
$$;
revoke all on function private.invite_status(text, timestamp with time zone) from public;

create function private.money_text(p_cents bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(p_cents / 100.0, 'FM999999990.00')
$$;
revoke all on function private.money_text(bigint) from public;

-- Adds a new link token to an invitation and queues its e-mail (template match_invite).
create function private.send_invite(p_invite_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_token text := private.new_token();
  v_url text;
  v_row record;
begin
  insert into private.invite_tokens (token_hash, invite_id) values (private.token_hash(v_token), p_invite_id);
  select i.email, i.message, i.include_ics, i.expires_at, p.name as player_name,
         m.id as match_id, m.name as match_name, m.course_name, m.date
  into v_row
  from public.match_invites i
  join public.players p on p.id = i.player_id
  join public.matches m on m.id = i.match_id
  where i.id = p_invite_id;
  v_url := private.app_url() || '/invites/' || v_token;
  perform private.enqueue_email('match_invite', v_row.email, jsonb_build_object(
    'playerName', v_row.player_name,
    'matchName', v_row.match_name,
    'courseName', v_row.course_name,
    'matchDate', v_row.date,
    'inviteUrl', v_url,
    'acceptUrl', v_url,
    'declineUrl', v_url || '?action=decline',
    'adminMessage', v_row.message,
    'includeIcs', v_row.include_ics,
    'matchId', v_row.match_id,
    'expiryDate', v_row.expires_at
  ));
end
$$;
revoke all on function private.send_invite(uuid) from public;

-- Charges of an entry and the games it plays, for the confirmation e-mail and the RPC answer.
create function private.entry_summary(p_match_id uuid, p_player_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'total_cents', coalesce((select b.charges_cents from private.entry_balances b
                             where b.match_id = p_match_id and b.player_id = p_player_id), 0),
    'games', coalesce((
      select jsonb_agg(jsonb_build_object(
               'name', c.name,
               'buyIn', private.money_text(case when gp.pot_calc = 'FLAT' then 0 else g.buy_in end),
               'buyInCents', case when gp.pot_calc = 'FLAT' then 0 else g.buy_in end)
             order by c.sort_order)
      from private.game_players gp
      join public.match_games g on g.id = gp.match_game_id
      join public.game_catalog c on c.code = gp.game_code
      where gp.match_id = p_match_id and gp.player_id = p_player_id), '[]'::jsonb)
  )
$$;
revoke all on function private.entry_summary(uuid, uuid) from public;

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================
alter table public.match_invites enable row level security;

alter table public.match_waitlist enable row level security;

alter table private.invite_tokens enable row level security;

revoke all on public.match_invites, public.match_waitlist from anon, authenticated;

grant select on public.match_invites, public.match_waitlist to anon, authenticated;

grant all on public.match_invites, public.match_waitlist to service_role;

revoke all on private.invite_tokens from anon, authenticated;

create policy "Admins can read invitations" on public.match_invites
  for select to anon, authenticated using ((select private.is_admin()));

create policy "Admins can read the waitlist" on public.match_waitlist
  for select to anon, authenticated using ((select private.is_admin()));

-- =============================================================================================
-- RPCs: admin side
-- =============================================================================================

create function public.get_match_invitations(p_match_id uuid)
returns table (
  id uuid, player_id uuid, name text, nickname text, email text, status text, message text,
  expires_at timestamptz, sent_at timestamptz, responded_at timestamptz, reminder_count integer, created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  select i.id, i.player_id, p.name, p.nickname, i.email, private.invite_status(i.status, i.expires_at), i.message,
         i.expires_at, i.sent_at, i.responded_at, i.reminder_count, i.created_at
  from public.match_invites i
  join public.players p on p.id = i.player_id
  where i.match_id = p_match_id
  order by i.created_at desc, p.name;
end
$$;
revoke all on function public.get_match_invitations(uuid) from public;
grant execute on function public.get_match_invitations(uuid) to anon, authenticated, service_role;

create function public.create_invitations(
  p_match_id uuid,
  p_player_ids uuid[],
  p_message text,
  p_expires_at timestamptz,
  p_include_ics boolean
)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
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
  if char_length(p_message) > 1000 then
    raise exception using message = 'Message must be 1000 characters or less', errcode = '23514';
  end if;
  -- Default RSVP deadline: the day before the match at 18:00 in the club time zone.
  v_expires := coalesce(p_expires_at, ((v_match.date - 1) + time '18:00') at time zone private.club_timezone());
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
comment on function public.create_invitations(uuid, uuid[], text, timestamptz, boolean) is 'Admin: invites ACTIVE players (skips pending invites and entrants); queues match_invite e-mails; returns how many were invited.';
revoke all on function public.create_invitations(uuid, uuid[], text, timestamp with time zone, boolean) from public;
grant execute on function public.create_invitations(uuid, uuid[], text, timestamp with time zone, boolean) to anon, authenticated, service_role;

create function public.resend_invitation(p_invite_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invite public.match_invites;
begin
  perform private.require_admin();
  select i.* into v_invite from public.match_invites i where i.id = p_invite_id for update;
  if not found then
    raise exception using message = 'Invitation not found', errcode = 'PT404';
  end if;
  if private.invite_status(v_invite.status, v_invite.expires_at) <> 'PENDING' then
    raise exception using message = 'Only pending invitations can be resent', errcode = '23514';
  end if;
  if v_invite.sent_at is not null and v_invite.sent_at > now() - interval '1 hour' then
    raise exception using message = 'Please wait at least an hour before resending.', errcode = '23514';
  end if;
  update public.match_invites i set sent_at = now(), reminder_count = i.reminder_count + 1 where i.id = p_invite_id;
  perform private.send_invite(p_invite_id);
  perform private.audit('MATCH_INVITE_RESENT', 'match', v_invite.match_id::text,
                        (select m.name from public.matches m where m.id = v_invite.match_id),
                        jsonb_build_object('invite_id', p_invite_id, 'player_id', v_invite.player_id,
                                           'reminder_count', v_invite.reminder_count + 1));
end
$$;
revoke all on function public.resend_invitation(uuid) from public;
grant execute on function public.resend_invitation(uuid) to anon, authenticated, service_role;

create function public.cancel_invitation(p_invite_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invite public.match_invites;
begin
  perform private.require_admin();
  select i.* into v_invite from public.match_invites i where i.id = p_invite_id for update;
  if not found then
    raise exception using message = 'Invitation not found', errcode = 'PT404';
  end if;
  if v_invite.status <> 'PENDING' then
    raise exception using message = 'Only pending invitations can be cancelled', errcode = '23514';
  end if;
  update public.match_invites i set status = 'CANCELLED' where i.id = p_invite_id;
  perform private.audit('MATCH_INVITE_CANCELLED', 'match', v_invite.match_id::text,
                        (select m.name from public.matches m where m.id = v_invite.match_id),
                        jsonb_build_object('invite_id', p_invite_id, 'player_id', v_invite.player_id));
end
$$;
revoke all on function public.cancel_invitation(uuid) from public;
grant execute on function public.cancel_invitation(uuid) to anon, authenticated, service_role;

create function public.get_match_waitlist(p_match_id uuid)
returns table (id uuid, player_id uuid, name text, email text, created_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  select w.id, w.player_id, p.name, coalesce(w.email, p.email), w.created_at
  from public.match_waitlist w
  left join public.players p on p.id = w.player_id
  where w.match_id = p_match_id and w.promoted_at is null
  order by w.created_at, w.id;
end
$$;
revoke all on function public.get_match_waitlist(uuid) from public;
grant execute on function public.get_match_waitlist(uuid) to anon, authenticated, service_role;

create function public.promote_waitlist(p_waitlist_id uuid)
returns void
language plpgsql
volatile
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
  if v_player.status <> 'ACTIVE' then
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

create function public.remove_waitlist(p_waitlist_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_wait public.match_waitlist;
begin
  perform private.require_admin();
  delete from public.match_waitlist w where w.id = p_waitlist_id returning w.* into v_wait;
  if v_wait.id is null then
    raise exception using message = 'Waitlist entry not found', errcode = 'PT404';
  end if;
  perform private.audit('MATCH_WAITLIST_REMOVED', 'match', v_wait.match_id::text,
                        (select m.name from public.matches m where m.id = v_wait.match_id),
                        jsonb_build_object('waitlist_id', p_waitlist_id, 'player_id', v_wait.player_id));
end
$$;
revoke all on function public.remove_waitlist(uuid) from public;
grant execute on function public.remove_waitlist(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: the invitation holder (anyone with the link)
-- =============================================================================================

create function public.get_invitation(p_token text)
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
                               'notes', m.notes, 'require_payment_before_play', m.require_payment_before_play),
    'player', json_build_object('name', p.name, 'nickname', p.nickname),
    'games', coalesce((
      select json_agg(json_build_object('id', g.id, 'game_code', g.game_code, 'name', c.name,
                                        'buy_in', g.buy_in, 'pot_calc', g.pot_calc)
                      order by c.sort_order, g.created_at)
      from public.match_games g
      join public.game_catalog c on c.code = g.game_code
      where g.match_id = m.id and g.enabled), '[]'::json)
  )
  from private.invite_tokens t
  join public.match_invites i on i.id = t.invite_id
  join public.matches m on m.id = i.match_id
  join public.players p on p.id = i.player_id
  where t.token_hash = private.token_hash(p_token)
$$;
comment on function public.get_invitation(text) is 'The invitation behind a link token (no e-mail or GHIN); null for an unknown token.';
revoke all on function public.get_invitation(text) from public;
grant execute on function public.get_invitation(text) to anon, authenticated, service_role;

create function public.respond_to_invitation(p_token text, p_accept boolean, p_match_game_ids uuid[] default '{}')
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invite public.match_invites;
  v_match public.matches;
  v_player public.players;
  v_count integer;
  v_outcome text;
  v_summary jsonb;
  v_games uuid[] := coalesce(p_match_game_ids, '{}');
  v_invalid constant text := 'This invitation link is not valid or has expired.';
begin
  select i.* into v_invite
  from private.invite_tokens t
  join public.match_invites i on i.id = t.invite_id
  where t.token_hash = private.token_hash(p_token);
  if not found then
    raise exception using message = v_invalid, errcode = '22023';
  end if;
  -- The seat is taken under the match row lock: concurrent accepts queue here.
  v_match := private.lock_match(v_invite.match_id);
  select i.* into v_invite from public.match_invites i where i.id = v_invite.id for update;
  select p.* into v_player from public.players p where p.id = v_invite.player_id;
  if v_match.is_final or v_player.status <> 'ACTIVE'
     or v_invite.status in ('DECLINED', 'CANCELLED')
     or (v_invite.status = 'PENDING' and v_invite.expires_at <= now())
     or (v_invite.status = 'ACCEPTED' and p_accept is not true) then
    raise exception using message = v_invalid, errcode = '22023';
  end if;
  if exists (select 1 from unnest(v_games) x(id)
             where not exists (select 1 from public.match_games g
                               where g.id = x.id and g.match_id = v_match.id and g.enabled)) then
    raise exception using message = 'That game is not offered in this match', errcode = '23514';
  end if;

  if p_accept is not true then
    update public.match_invites i set status = 'DECLINED', responded_at = now() where i.id = v_invite.id;
    perform private.enqueue_email('invite_declined', v_player.email, jsonb_build_object(
      'email', v_player.email, 'playerName', v_player.name, 'matchName', v_match.name,
      'matchDate', v_match.date, 'matchId', v_match.id));
    perform private.audit('MATCH_INVITE_DECLINED', 'match', v_match.id::text, v_match.name,
                          jsonb_build_object('invite_id', v_invite.id, 'player_id', v_player.id), v_player.name);
    return json_build_object('outcome', 'DECLINED', 'match_id', v_match.id, 'total_cents', 0);
  end if;

  if exists (select 1 from public.match_entries e where e.match_id = v_match.id and e.player_id = v_player.id) then
    -- Already entered (duplicates ignored): this answer only updates the game choices.
    perform private.write_opt_ins(v_match.id, v_player.id, v_games);
    v_outcome := 'ENTERED';
  elsif v_invite.status = 'ACCEPTED' then
    -- Accepted earlier and waitlisted: a second answer updates the choices but never jumps the queue.
    update public.match_waitlist w set match_game_ids = v_games
    where w.match_id = v_match.id and w.player_id = v_player.id and w.promoted_at is null;
    if not found then
      raise exception using message = v_invalid, errcode = '22023';
    end if;
    v_outcome := 'WAITLISTED';
  else
    select count(*) into v_count from public.match_entries e where e.match_id = v_match.id;
    if v_match.capacity is null or v_count < v_match.capacity then
      perform private.enter_player(v_match.id, v_player.id, v_games);
      -- Leaving the waitlist if they were on it.
      update public.match_waitlist w set promoted_at = now()
      where w.match_id = v_match.id and w.player_id = v_player.id and w.promoted_at is null;
      v_outcome := 'ENTERED';
    elsif v_match.allow_waitlist then
      insert into public.match_waitlist (match_id, player_id, email, match_game_ids)
      values (v_match.id, v_player.id, v_player.email, v_games)
      on conflict (match_id, player_id) where promoted_at is null do update set match_game_ids = excluded.match_game_ids;
      v_outcome := 'WAITLISTED';
    else
      raise exception using message = 'Match is full and waitlist is not allowed', errcode = '23514';
    end if;
  end if;

  if v_invite.status = 'PENDING' then
    update public.match_invites i set status = 'ACCEPTED', responded_at = now() where i.id = v_invite.id;
    perform private.audit(case when v_outcome = 'ENTERED' then 'MATCH_INVITE_ACCEPTED' else 'MATCH_WAITLIST_JOINED' end,
                          'match', v_match.id::text, v_match.name,
                          jsonb_build_object('invite_id', v_invite.id, 'player_id', v_player.id), v_player.name);
  end if;

  if v_outcome = 'ENTERED' then
    v_summary := private.entry_summary(v_match.id, v_player.id);
    if v_invite.status = 'PENDING' then
      perform private.enqueue_email('entry_confirmation', v_player.email, jsonb_build_object(
        'email', v_player.email, 'playerName', v_player.name, 'matchName', v_match.name,
        'courseName', v_match.course_name, 'matchDate', v_match.date,
        'selectedGames', v_summary -> 'games',
        'totalAmount', private.money_text((v_summary ->> 'total_cents')::bigint),
        'totalCents', (v_summary ->> 'total_cents')::bigint,
        'requiresPayment', v_match.require_payment_before_play,
        'matchId', v_match.id,
        'matchUrl', private.app_url() || '/matches/' || v_match.id));
    end if;
    return json_build_object('outcome', 'ENTERED', 'match_id', v_match.id,
                             'total_cents', (v_summary ->> 'total_cents')::bigint);
  end if;

  if v_invite.status = 'PENDING' then
    perform private.enqueue_email('waitlist_joined', v_player.email, jsonb_build_object(
      'playerName', v_player.name, 'matchName', v_match.name, 'matchDate', v_match.date, 'matchId', v_match.id));
  end if;
  return json_build_object('outcome', 'WAITLISTED', 'match_id', v_match.id, 'total_cents', 0);
end
$$;
comment on function public.respond_to_invitation(text, boolean, uuid[]) is 'Accept (ENTERED or WAITLISTED) or decline an invitation by its link token; p_match_game_ids = chosen PER_ENTRY games.';
revoke all on function public.respond_to_invitation(text, boolean, uuid[]) from public;
grant execute on function public.respond_to_invitation(text, boolean, uuid[]) to anon, authenticated, service_role;

-- =============================================================================================
-- Scheduled job (service role): decline follow-up, DESIGN rule 8
-- =============================================================================================

create function public.queue_decline_followups()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if coalesce(private.setting('inviteDeclineFollowupEnabled'), 'false') <> 'true' or not private.email_enabled() then
    return 0;
  end if;
  -- Matches 3 days away (club time zone) that still have seats; one follow-up per invitation (dedupe key).
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'invite_decline_followup', i.email,
         jsonb_build_object('playerName', p.name, 'matchName', m.name, 'courseName', m.course_name,
                            'matchDate', m.date, 'matchId', m.id,
                            'matchUrl', private.app_url() || '/matches/' || m.id),
         'invite_decline_followup:' || i.id
  from public.match_invites i
  join public.matches m on m.id = i.match_id
  join public.players p on p.id = i.player_id
  where i.status = 'DECLINED'
    and m.date = private.club_today() + 3
    and not m.is_final
    and p.status = 'ACTIVE'
    and not exists (select 1 from public.match_entries e where e.match_id = m.id and e.player_id = p.id)
    and (m.capacity is null or (select count(*) from public.match_entries e where e.match_id = m.id) < m.capacity)
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.queue_decline_followups() is 'Scheduler (service role): queue the gentle reminder to declined invitees 3 days before the match.';
revoke all on function public.queue_decline_followups() from public, anon, authenticated;
grant execute on function public.queue_decline_followups() to service_role;

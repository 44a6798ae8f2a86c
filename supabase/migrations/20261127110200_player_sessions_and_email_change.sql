-- Player sessions that end, and an e-mail change the new mailbox must confirm (issue 13 item 13).
--
-- * A player session expires after 90 days without use: expires_at is last use + 90 days, pushed forward
--   by refresh_player_session(), which the app calls when it starts.
-- * sign_out_everywhere() ends every session of the signed-in player.
-- * Changing a player's e-mail (update_player_profile, by the player or an admin) no longer writes it: it
--   queues a confirmation link to the NEW address and a notice to the old one. confirm_email_change(token)
--   makes the change and ends the player's other sessions (all but the one that asked, if a player asked).

-- =============================================================================================
-- Tables
-- =============================================================================================

alter table private.player_sessions alter column expires_at set default now() + interval '90 days';

comment on column private.player_sessions.expires_at is 'Last use + 90 days (sliding: refresh_player_session pushes it on).';

-- Sessions opened under the old one-year rule now end 90 days from today at the latest.
update private.player_sessions
set expires_at = least(expires_at, now() + interval '90 days')
where revoked_at is null;

create table private.email_changes (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  new_email text not null constraint email_changes_new_email_check
    check (new_email = lower(btrim(new_email)) and private.is_valid_email(new_email)),
  token_hash bytea not null unique,
  -- The player session that asked (null when an admin asked): it stays signed in after the change.
  requested_by_session uuid references private.player_sessions (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '24 hours',
  confirmed_at timestamptz,
  cancelled_at timestamptz
);

comment on table private.email_changes is 'Pending e-mail changes: the sha256 of the link sent to the new address; 24 hours, single use; a newer request cancels older ones.';

create index email_changes_player_id_idx on private.email_changes (player_id, created_at desc);

create index email_changes_requested_by_session_idx on private.email_changes (requested_by_session);

alter table private.email_changes enable row level security;

revoke all on private.email_changes from public, anon, authenticated;

-- =============================================================================================
-- RPCs
-- =============================================================================================

create function public.refresh_player_session()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player_id uuid;
begin
  update private.player_sessions s
  set expires_at = now() + interval '90 days'
  where s.token_hash = private.token_hash(private.request_header('x-player-token'))
    and s.revoked_at is null
    and s.expires_at > now()
    and exists (select 1 from public.players p where p.id = s.player_id and p.status <> 'INACTIVE')
  returning s.player_id into v_player_id;
  return json_build_object('player_id', v_player_id);
end
$$;
comment on function public.refresh_player_session() is
  'Keeps the x-player-token session alive for 90 more days; {player_id} or {player_id: null} when it has expired or been revoked.';
revoke all on function public.refresh_player_session() from public;
grant execute on function public.refresh_player_session() to anon, authenticated, service_role;

create function public.sign_out_everywhere()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player_id uuid := private.current_player_id();
  v_count integer;
begin
  if v_player_id is null then
    raise exception using message = 'Sign in first', errcode = '42501';
  end if;
  -- Audited first: once the sessions end, this request no longer has a player.
  perform private.audit('PLAYER_SIGNED_OUT_EVERYWHERE', 'player', v_player_id::text,
                        (select p.name from public.players p where p.id = v_player_id), '{}'::jsonb);
  update private.player_sessions s set revoked_at = now() where s.player_id = v_player_id and s.revoked_at is null;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.sign_out_everywhere() is 'Ends every session of the signed-in player, this one included; returns how many ended.';
revoke all on function public.sign_out_everywhere() from public;
grant execute on function public.sign_out_everywhere() to anon, authenticated, service_role;

-- Replaces update_player_profile of 20261127000200_players_and_handicaps.sql: a new e-mail address takes
-- effect only when confirmed from that address; the old address is told. The result adds pending_email.
create or replace function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_nickname text := nullif(btrim(coalesce(p_nickname, '')), '');
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_ghin text := btrim(coalesce(p_ghin, ''));
  v_old_email text;
  v_token text;
  v_pending text;
begin
  perform private.require_owner_or_admin(p_player_id);
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  select p.email into v_old_email from public.players p where p.id = p_player_id for update;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  -- Duplicates raise 23505 with players_email_key / players_ghin_key (the UI maps those names).
  if v_email <> v_old_email and exists (select 1 from public.players p where p.email = v_email) then
    raise exception using message = 'duplicate key value violates unique constraint "players_email_key"', errcode = '23505';
  end if;
  update public.players p
  set name = v_name, nickname = v_nickname, ghin = v_ghin
  where p.id = p_player_id;
  perform private.audit('PLAYER_PROFILE_UPDATED', 'player', p_player_id::text, v_name, '{}'::jsonb);

  if v_email <> v_old_email then
    update private.email_changes c set cancelled_at = now()
    where c.player_id = p_player_id and c.confirmed_at is null and c.cancelled_at is null;
    v_token := private.new_token();
    insert into private.email_changes (player_id, new_email, token_hash, requested_by_session)
    values (p_player_id, v_email, private.token_hash(v_token),
            (select s.id from private.player_sessions s
             where s.token_hash = private.token_hash(private.request_header('x-player-token'))
               and s.player_id = p_player_id and s.revoked_at is null));
    perform private.enqueue_email('email_change_confirm', v_email, jsonb_build_object(
      'playerName', v_name, 'newEmail', v_email,
      'confirmUrl', private.app_url() || '/confirm-email/' || v_token,
      'expiresAt', now() + interval '24 hours'));
    perform private.enqueue_email('email_change_notice', v_old_email, jsonb_build_object(
      'playerName', v_name, 'newEmail', v_email, 'requestedAt', now()));
    perform private.audit('PLAYER_EMAIL_CHANGE_REQUESTED', 'player', p_player_id::text, v_name,
                          jsonb_build_object('old_email', v_old_email, 'new_email', v_email));
    v_pending := v_email;
  end if;
  return (public.get_player_full_details(p_player_id)::jsonb || jsonb_build_object('pending_email', v_pending))::json;
end
$$;
comment on function public.update_player_profile(uuid, text, text, text, text) is
  'Owner or admin edits name, nickname, GHIN; a new e-mail is only requested (confirmation link to it, notice to the old one). Returns get_player_full_details plus pending_email.';

create function public.confirm_email_change(p_token text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_change private.email_changes;
  v_old_email text;
  v_name text;
begin
  update private.email_changes c
  set confirmed_at = now()
  where c.token_hash = private.token_hash(p_token)
    and c.confirmed_at is null and c.cancelled_at is null and c.expires_at > now()
  returning c.* into v_change;
  if v_change.id is null then
    raise exception using message = 'This confirmation link is not valid or has expired.', errcode = '22023';
  end if;
  select p.email, p.name into v_old_email, v_name from public.players p where p.id = v_change.player_id for update;
  -- 23505 players_email_key when another player took the address meanwhile.
  update public.players p set email = v_change.new_email where p.id = v_change.player_id;
  update private.player_sessions s
  set revoked_at = now()
  where s.player_id = v_change.player_id and s.revoked_at is null
    and s.id is distinct from v_change.requested_by_session;
  -- The link holder proves the new mailbox: recorded as the player (p_actor marks the acting-for case).
  perform private.audit('PLAYER_EMAIL_CHANGED', 'player', v_change.player_id::text, v_name,
                        jsonb_build_object('old_email', v_old_email, 'new_email', v_change.new_email), v_name);
  return json_build_object('player_id', v_change.player_id, 'email', v_change.new_email);
end
$$;
comment on function public.confirm_email_change(text) is
  'Applies a requested e-mail change from the link sent to the new address (24 hours, once) and ends the player''s other sessions; {player_id, email}.';
revoke all on function public.confirm_email_change(text) from public;
grant execute on function public.confirm_email_change(text) to anon, authenticated, service_role;

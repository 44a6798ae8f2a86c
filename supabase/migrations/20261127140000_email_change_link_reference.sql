-- Fairway League — the e-mail-change confirmation joins the link reference scheme (issue 13, item 11).
--
-- update_player_profile queued the confirmation of a new address with its raw token in the outbox
-- payload (confirmUrl). Like invitations and sign-in links (20261127130100_links_built_at_send_time.sql),
-- it now queues a reference (payload confirmRef = private.email_changes.id); the sending edge function
-- derives the token as HMAC-SHA256(LINK_SIGNING_SECRET, 'email_change:<ref>'), records its sha256 with
-- private.set_link_token_hash('email_change', …) and builds the link at send time. confirm_email_change
-- is unchanged: it matches sha256(token), and a change whose e-mail has not been sent matches nothing.

-- =============================================================================================
-- Tables
-- =============================================================================================
alter table private.email_changes alter column token_hash drop not null;
comment on table private.email_changes is 'Pending e-mail changes: id is the outbox''s reference, token_hash (sha256 of the link''s token) is set when the confirmation is sent; 24 hours, single use; a newer request cancels older ones.';

-- Confirmations sent before this migration kept their link in the payload and rendered body: drop them.
-- (Queued ones keep their link until they are sent; the tokens already issued stay valid.)
update public.email_outbox
set payload = payload - 'confirmUrl', html = null, text = null
where template = 'email_change_confirm' and status <> 'PENDING';

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- Replaces private.set_link_token_hash of 20261127130100_links_built_at_send_time.sql: a third kind,
-- 'email_change', for the confirmation of a new e-mail address.
create or replace function private.set_link_token_hash(p_kind text, p_ref uuid, p_token_hash bytea)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_bound bytea;
begin
  if p_token_hash is null or octet_length(p_token_hash) <> 32 then
    raise exception using message = 'A link token hash is 32 bytes (sha256)', errcode = '22023';
  end if;
  if p_kind = 'invite' then
    update private.invite_tokens t set token_hash = coalesce(t.token_hash, p_token_hash) where t.ref = p_ref
    returning t.token_hash into v_bound;
  elsif p_kind = 'sign_in' then
    update private.sign_in_links l set token_hash = coalesce(l.token_hash, p_token_hash) where l.id = p_ref
    returning l.token_hash into v_bound;
  elsif p_kind = 'email_change' then
    update private.email_changes c set token_hash = coalesce(c.token_hash, p_token_hash) where c.id = p_ref
    returning c.token_hash into v_bound;
  else
    raise exception using message = 'Unknown link kind', errcode = '22023';
  end if;
  return v_bound is not distinct from p_token_hash;
end
$$;
comment on function private.set_link_token_hash(text, uuid, bytea) is 'For the sending edge function: binds sha256(token) to an invite (''invite''), sign-in (''sign_in'') or e-mail change (''email_change'') link reference; false for an unknown reference or another hash.';
revoke all on function private.set_link_token_hash(text, uuid, bytea) from public;
grant execute on function private.set_link_token_hash(text, uuid, bytea) to service_role;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces update_player_profile of 20261127110200_player_sessions_and_email_change.sql: the
-- confirmation is queued with a link reference (confirmRef) instead of a link.
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
  v_ref uuid;
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
    insert into private.email_changes (player_id, new_email, requested_by_session)
    values (p_player_id, v_email,
            (select s.id from private.player_sessions s
             where s.token_hash = private.token_hash(private.request_header('x-player-token'))
               and s.player_id = p_player_id and s.revoked_at is null))
    returning id into v_ref;
    perform private.enqueue_email('email_change_confirm', v_email, jsonb_build_object(
      'playerName', v_name, 'newEmail', v_email,
      'confirmRef', v_ref,
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
  'Owner or admin edits name, nickname, GHIN; a new e-mail is only requested (confirmation link to it, by reference, notice to the old one). Returns get_player_full_details plus pending_email.';
revoke all on function public.update_player_profile(uuid, text, text, text, text) from public;
grant execute on function public.update_player_profile(uuid, text, text, text, text) to anon, authenticated, service_role;

-- Fairway League — e-mailed links whose tokens the database never holds (issue 13, items 7 and 11).
--
-- A sign-in link or an invitation is queued with a reference (the link row's id), never a token. The
-- edge function that sends the e-mail derives the token as HMAC-SHA256(LINK_SIGNING_SECRET,
-- '<kind>:<ref>') — a secret only the functions' environment holds — records sha256(token) with
-- private.set_link_token_hash, and puts the link in the message it sends. The outbox, the link tables,
-- the audit log and every database reader see references and hashes only; a link works from the
-- moment it is sent.
--
-- Sign-in links are requested only through the send-sign-in-link edge function (the raw RPC is gone):
-- private.issue_sign_in_link takes one hit per client address and one per e-mail address from the
-- atomic limiter, so parallel requests cannot send more than the limit.

-- =============================================================================================
-- Tables
-- =============================================================================================
alter table private.sign_in_links alter column token_hash drop not null;
comment on table private.sign_in_links is 'One-hour, single-use e-mailed sign-in links; id is the outbox''s reference, token_hash (sha256 of the token) is set when the e-mail is sent.';

alter table private.invite_tokens drop constraint invite_tokens_pkey;
alter table private.invite_tokens add column ref uuid not null default gen_random_uuid();
alter table private.invite_tokens add constraint invite_tokens_pkey primary key (ref);
alter table private.invite_tokens alter column token_hash drop not null;
alter table private.invite_tokens add constraint invite_tokens_token_hash_key unique (token_hash);
comment on table private.invite_tokens is 'Every link issued for an invitation (first send and resends): ref is the outbox''s reference, token_hash (sha256 of the token) is set when the e-mail is sent.';

-- Mail sent before this migration kept its links in the payload and its rendered body: drop them.
-- (Queued mail keeps its link until it is sent; the tokens already issued stay valid.)
update public.email_outbox
set payload = payload - 'inviteUrl' - 'acceptUrl' - 'declineUrl' - 'signInUrl' - 'token', html = null, text = null
where template in ('match_invite', 'sign_in_link') and status <> 'PENDING';

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- Replaces private.send_invite from 20261127000500_invitations_and_waitlist.sql: queues the
-- invitation with a link reference instead of a link.
create or replace function private.send_invite(p_invite_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ref uuid;
  v_row record;
begin
  insert into private.invite_tokens (invite_id) values (p_invite_id) returning ref into v_ref;
  select i.email, i.message, i.include_ics, i.expires_at, p.name as player_name,
         m.id as match_id, m.name as match_name, m.course_name, m.date
  into v_row
  from public.match_invites i
  join public.players p on p.id = i.player_id
  join public.matches m on m.id = i.match_id
  where i.id = p_invite_id;
  perform private.enqueue_email('match_invite', v_row.email, jsonb_build_object(
    'playerName', v_row.player_name,
    'matchName', v_row.match_name,
    'courseName', v_row.course_name,
    'matchDate', v_row.date,
    'inviteRef', v_ref,
    'adminMessage', v_row.message,
    'includeIcs', v_row.include_ics,
    'matchId', v_row.match_id,
    'expiryDate', v_row.expires_at
  ));
end
$$;
revoke all on function private.send_invite(uuid) from public;

-- The sender records the hash of the token it derived for a link reference. Idempotent (a retried
-- send derives the same token). False, without raising (the sender's transaction goes on to record
-- the failure), for an unknown reference or one already bound to another hash.
create function private.set_link_token_hash(p_kind text, p_ref uuid, p_token_hash bytea)
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
  else
    raise exception using message = 'Unknown link kind', errcode = '22023';
  end if;
  return v_bound is not distinct from p_token_hash;
end
$$;
comment on function private.set_link_token_hash(text, uuid, bytea) is 'For the sending edge function: binds sha256(token) to an invite (''invite'') or sign-in (''sign_in'') link reference; false for an unknown reference or another hash.';
revoke all on function private.set_link_token_hash(text, uuid, bytea) from public;
grant execute on function private.set_link_token_hash(text, uuid, bytea) to service_role;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces public.request_sign_in_link from 20261127000100_identity_settings_audit.sql, which anyone
-- could call through PostgREST. Only the send-sign-in-link edge function calls this, with the client
-- address the platform reported. Limits: 3 links per e-mail address and 10 requests per client address
-- in 15 minutes, whether or not the address belongs to a member (so the answer tells nothing). Returns
-- the queued e-mail's id, or null when nothing was queued (not a member, or e-mail is off).
drop function public.request_sign_in_link(text);

create function private.issue_sign_in_link(p_email text, p_client text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_player public.players;
  v_ref uuid;
  v_outbox_id uuid;
begin
  perform private.throttle('sign_in_client', p_client, 10, interval '15 minutes');
  perform private.throttle('sign_in_email', v_email, 3, interval '15 minutes');
  select p.* into v_player
  from public.players p
  where p.email = v_email and p.status in ('ACTIVE', 'PENDING');
  if not found or not private.email_enabled() then
    return null;
  end if;
  insert into private.sign_in_links (player_id) values (v_player.id) returning id into v_ref;
  insert into public.email_outbox (template, to_email, payload)
  values ('sign_in_link', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'signInRef', v_ref,
    'expiresAt', now() + interval '1 hour'
  ))
  returning id into v_outbox_id;
  return v_outbox_id;
end
$$;
comment on function private.issue_sign_in_link(text, text) is 'send-sign-in-link''s SQL: limits per client and per address (PT429), then queues a one-hour link by reference for an ACTIVE or PENDING member.';
revoke all on function private.issue_sign_in_link(text, text) from public;
grant execute on function private.issue_sign_in_link(text, text) to service_role;

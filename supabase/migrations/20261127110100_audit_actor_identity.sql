-- The audit log records who acted by identity, not by a display name (issue 13 item 3, DESIGN rule 14).
--
-- Each row stores actor_kind and actor_id:
--   admin       a named admin (private.admins.id) — from the request's admin session
--   player      a player (public.players.id) — from the request's player session, or the new player at sign-up
--   invitation  the holder of an invitation link (public.match_invites.id), acting without a session of their own
--   system      the service role (edge functions) or SQL run outside any HTTP request (scheduler, migrations)
--   visitor     an anonymous HTTP caller (e.g. a wrong admin PIN)
--   unknown     a row written before this migration that could not be attributed
-- get_audit_log shows the CURRENT name of that identity (a renamed admin or player shows the new name on
-- every row); `actor` keeps the name as it was written, shown only for 'unknown'. A player who names
-- themselves "admin" is a player row, shown with their name and the kind "player".
-- private.audit() derives the actor from the request by itself, so its callers are unchanged; rows inserted
-- directly into public.audit_log get theirs from the trigger audit_log_stamp_actor.

-- =============================================================================================
-- Table
-- =============================================================================================

alter table public.audit_log
  add column actor_kind text constraint audit_log_actor_kind_check
    check (actor_kind in ('admin', 'player', 'invitation', 'system', 'visitor', 'unknown')),
  add column actor_id text,
  add constraint audit_log_actor_id_check check ((actor_kind in ('admin', 'player', 'invitation')) = (actor_id is not null));

comment on column public.audit_log.actor is 'The actor''s name when the row was written (shown only for actor_kind unknown).';
comment on column public.audit_log.actor_kind is 'admin, player, invitation, system, visitor, or unknown (rows older than identities).';
comment on column public.audit_log.actor_id is 'private.admins.id, public.players.id or public.match_invites.id for those kinds; null otherwise.';

-- Rows written before identities: attribute what the stored text and the row itself prove.
-- 'admin', 'system' and 'visitor' were labels private.actor_name() wrote, unless a player bears that name.
-- The log is append-only for everyone; this one-time backfill lifts the guard inside this transaction.
alter table public.audit_log disable trigger audit_log_append_only;

with attributed as (
  select a.id as row_id,
    case
      when a.action in ('MATCH_INVITE_ACCEPTED', 'MATCH_INVITE_DECLINED', 'MATCH_WAITLIST_JOINED') and invite.id is not null
        then 'invitation'
      when a.action = 'PLAYER_REGISTERED' and registered.id is not null then 'player'
      when a.actor in ('admin', 'system', 'visitor') and named.n > 0 then 'unknown'
      when a.actor = 'admin' and private.owner_admin_id() is not null then 'admin'
      when a.actor in ('system', 'visitor') then a.actor
      when named.n = 1 then 'player'
      else 'unknown'
    end as kind,
    invite.id::text as invite_id, registered.id::text as registered_id, named.player_id
  from public.audit_log a
  left join public.match_invites invite on invite.id::text = a.details ->> 'invite_id'
  left join public.players registered on registered.id::text = a.target_id and a.target_type = 'player'
  cross join lateral (
    select count(*) as n, min(p.id::text) as player_id from public.players p where p.name = a.actor
  ) named
)
update public.audit_log a
set actor_kind = t.kind,
    actor_id = case t.kind
      when 'invitation' then t.invite_id
      when 'player' then coalesce(case when a.action = 'PLAYER_REGISTERED' then t.registered_id end, t.player_id)
      when 'admin' then private.owner_admin_id()::text
    end
from attributed t
where a.id = t.row_id;

alter table public.audit_log enable trigger audit_log_append_only;

alter table public.audit_log alter column actor_kind set not null;

create index audit_log_actor_idx on public.audit_log (actor_kind, actor_id);

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- Who is making this request, from its sessions: admin, player, system or visitor (never a display name).
create function private.current_actor(out kind text, out id text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_admin_id uuid := private.current_admin_id();
  v_player_id uuid;
begin
  if v_admin_id is not null then
    kind := 'admin';
    id := v_admin_id::text;
    return;
  end if;
  v_player_id := private.current_player_id();
  if v_player_id is not null then
    kind := 'player';
    id := v_player_id::text;
  elsif pg_catalog.current_setting('role', true) = 'service_role'
        or nullif(pg_catalog.current_setting('request.headers', true), '') is null then
    kind := 'system';
  else
    kind := 'visitor';
  end if;
end
$$;
comment on function private.current_actor() is
  'The request''s actor: (admin, admins.id), (player, players.id), (system, null) for the service role or SQL outside HTTP, else (visitor, null).';
revoke all on function private.current_actor() from public;

-- The current name of an actor, for display.
create function private.actor_display_name(p_kind text, p_id text, p_written text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case p_kind
    when 'admin' then (select a.name from private.admins a where a.id::text = p_id)
    when 'player' then (select p.name from public.players p where p.id::text = p_id)
    when 'invitation' then (select p.name || ' (invitation)' from public.match_invites i
                            join public.players p on p.id = i.player_id where i.id::text = p_id)
    when 'system' then 'System'
    when 'visitor' then 'Visitor'
    else p_written
  end
$$;
comment on function private.actor_display_name(text, text, text) is
  'Current name of an audit actor: the admin''s or player''s name now, "<player> (invitation)", System, Visitor; for unknown the name written then.';
revoke all on function private.actor_display_name(text, text, text) from public;

-- Replaces actor_name of 20261127000100_identity_settings_audit.sql: the name of the request's actor as
-- stored in audit_log.actor at write time (a named admin's name, no longer the word 'admin').
create or replace function private.actor_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.actor_display_name(c.kind, c.id, null), 'Visitor') from private.current_actor() c
$$;
comment on function private.actor_name() is 'The request actor''s name now (admin or player name, System, Visitor), as audit_log.actor stores it.';

-- Replaces audit of 20261127000100_identity_settings_audit.sql: records the actor's identity. p_actor (a
-- name) is still accepted from the callers that act on someone's behalf without a session — sign-up
-- (the new player) and invitation answers (details.invite_id) — and then identifies them by id.
create or replace function private.audit(
  p_action text,
  p_target_type text,
  p_target_id text,
  p_target_label text,
  p_details jsonb default '{}'::jsonb,
  p_actor text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor record := private.current_actor();
  v_kind text := v_actor.kind;
  v_id text := v_actor.id;
begin
  if p_actor is not null and v_kind <> 'admin' then
    if p_details ? 'invite_id' then
      v_kind := 'invitation';
      v_id := p_details ->> 'invite_id';
    elsif v_kind <> 'player' and p_target_type = 'player' and p_target_id is not null then
      v_kind := 'player';
      v_id := p_target_id;
    end if;
  end if;
  insert into public.audit_log (actor, actor_kind, actor_id, action, target_type, target_id, target_label, details)
  values (coalesce(private.actor_display_name(v_kind, v_id, null), p_actor, 'Visitor'), v_kind, v_id, p_action,
          p_target_type, p_target_id, p_target_label, coalesce(p_details, '{}'::jsonb));
end
$$;
comment on function private.audit(text, text, text, text, jsonb, text) is
  'Appends an audit row with the request''s actor (kind + id); p_actor marks a sign-up or an invitation answer made without a session.';

-- Rows inserted without private.audit (bulk approvals, index publishing) get the request's actor.
create function private.stamp_audit_actor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor record;
begin
  if new.actor_kind is null then
    v_actor := private.current_actor();
    new.actor_kind := v_actor.kind;
    new.actor_id := v_actor.id;
  end if;
  return new;
end
$$;
comment on function private.stamp_audit_actor() is 'Before insert on public.audit_log: fills actor_kind and actor_id from the request when not given.';
revoke all on function private.stamp_audit_actor() from public;

create trigger audit_log_actor_prepare
before insert on public.audit_log
for each row execute function private.stamp_audit_actor();

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces get_audit_log of 20261127000100_identity_settings_audit.sql: adds actor_kind and actor_id, and
-- actor is the identity's current name (not the text written then).
drop function public.get_audit_log(text, date, date, integer, integer);

create function public.get_audit_log(
  p_group text default 'ALL',
  p_from date default null,
  p_to date default null,
  p_limit integer default 100,
  p_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor text, actor_kind text, actor_id text, action text, target_type text,
  target_id text, target_label text, details jsonb, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_group text := upper(coalesce(p_group, 'ALL'));
  v_tz text := private.club_timezone();
  v_from timestamptz := p_from::timestamp at time zone v_tz;
  v_to timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_total bigint;
begin
  perform private.require_admin();
  if v_group not in ('ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER') then
    raise exception using message = 'Unknown audit group: ' || v_group, errcode = '22023';
  end if;
  -- The rows matching the filter, before paging: month counters plus the partial months at the edges.
  v_total := private.audit_log_total(v_group, v_from, v_to);
  return query
  select a.id, a.at,
         case a.actor_kind
           when 'admin' then coalesce(ad.name, a.actor)
           when 'player' then coalesce(pl.name, a.actor)
           when 'invitation' then coalesce(ip.name || ' (invitation)', a.actor)
           when 'system' then 'System'
           when 'visitor' then 'Visitor'
           else a.actor
         end,
         a.actor_kind, a.actor_id, a.action, a.target_type, a.target_id, a.target_label, a.details, v_total
  from (
    select l.*
    from public.audit_log l
    where (v_group = 'ALL' or l.action_group = v_group)
      and (v_from is null or l.at >= v_from)
      and (v_to is null or l.at < v_to)
    order by l.at desc, l.id desc
    limit least(greatest(coalesce(p_limit, 100), 1), 1000)
    offset greatest(coalesce(p_offset, 0), 0)
  ) a
  left join private.admins ad on a.actor_kind = 'admin' and ad.id = a.actor_id::uuid
  left join public.players pl on a.actor_kind = 'player' and pl.id = a.actor_id::uuid
  left join public.match_invites iv on a.actor_kind = 'invitation' and iv.id = a.actor_id::uuid
  left join public.players ip on ip.id = iv.player_id
  order by a.at desc, a.id desc;
end
$$;
comment on function public.get_audit_log(text, date, date, integer, integer) is
  'Admin: audit rows newest first; actor is the current name of (actor_kind, actor_id); dates are club-time-zone days, inclusive; total_count = rows matching before paging.';
revoke all on function public.get_audit_log(text, date, date, integer, integer) from public;
grant execute on function public.get_audit_log(text, date, date, integer, integer) to anon, authenticated, service_role;

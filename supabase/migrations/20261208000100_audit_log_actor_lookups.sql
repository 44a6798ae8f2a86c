-- The audit log's first page at league scale: the page's actors by primary key, not by joins.
-- Replaces get_audit_log of 20261127110100_audit_actor_identity.sql (same signature and result): the three
-- left joins made the planner hash the whole players table (a sequential scan of every member) for 50 rows;
-- scalar subqueries on the primary keys read only the page's actors (≤ 50 index probes), whatever the
-- roster's size. plpgsql keeps the statement's plan per connection (no re-planning per call).

create or replace function public.get_audit_log(
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
  v_limit integer := least(greatest(coalesce(p_limit, 100), 1), 1000);
  v_offset integer := greatest(coalesce(p_offset, 0), 0);
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
           when 'admin' then coalesce((select ad.name from private.admins ad where ad.id = a.actor_id::uuid), a.actor)
           when 'player' then coalesce((select pl.name from public.players pl where pl.id = a.actor_id::uuid), a.actor)
           when 'invitation' then coalesce(
             (select ip.name || ' (invitation)'
              from public.match_invites iv join public.players ip on ip.id = iv.player_id
              where iv.id = a.actor_id::uuid),
             a.actor)
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
    limit v_limit
    offset v_offset
  ) a
  order by a.at desc, a.id desc;
end
$$;

-- Issue #14 items 1–3 (DESIGN Turn 2 rules 17 and 22): edit a match, its start time, call it off.
--
-- 1. update_match edits every field of a match in one transaction: name, date, start time and mode,
--    course and tee set, capacity, notes, waitlist, payment rule. A finalized match refuses with the final
--    message, a called-off one with its own; capacity cannot drop below the entries already made. The
--    matches_audit_edit trigger keeps writing before → after. When the date, start or course changes,
--    entrants and pending invitees get one "match updated" e-mail (with a fresh calendar file).
-- 2. A match starts at its start time in the club zone (private.match_starts_at), so the opt-in cut-off
--    is the real tee time. Every match e-mail carries the start time: the outbox fills teeTime/startMode
--    from the match named by payload.matchId (one place instead of every enqueueing function).
-- 3. cancel_match (rain-out, course closed) and postpone_match (new date and time) with a reason. A
--    cancelled match shows CANCELLED in the match page and matches list; BEFORE triggers refuse its
--    scores, entries, opt-in changes, payments, invitations and acceptances. Pending invitations are
--    cancelled; entrants and pending invitees are e-mailed. Money consequences (dues void, credit or
--    refund) are the treasurer's and read matches.cancelled_at; postponing keeps entries and money.

-- ================================================================================================
-- Helpers
-- ================================================================================================

create function private.cancelled_match_message()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'This match has been called off. It takes no scores, entries or payments.'::text
$$;
comment on function private.cancelled_match_message() is 'The refusal every write to a called-off match gets.';
revoke all on function private.cancelled_match_message() from public;

-- Replaces private.match_starts_at of 20261127120100_opt_in_cutoffs.sql: matches now have a start time.
create or replace function private.match_starts_at(p_match_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select (m.date + m.start_time) at time zone private.club_timezone()
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.match_starts_at(uuid) is 'When a match starts: its date at its start time in the club time zone.';
revoke all on function private.match_starts_at(uuid) from public;

create function private.match_is_cancelled(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select m.cancelled_at is not null from public.matches m where m.id = p_match_id), false)
$$;
comment on function private.match_is_cancelled(uuid) is 'True when the match has been called off.';
revoke all on function private.match_is_cancelled(uuid) from public;

create function private.match_audience(p_match_id uuid)
returns table (email text, player_name text)
language sql
stable
security definer
set search_path = ''
as $$
  -- Entrants, then pending invitees not already entered; one row per address.
  select distinct on (lower(x.email)) x.email, x.player_name
  from (
    select p.email, p.name as player_name, 0 as rank
    from public.match_entries e join public.players p on p.id = e.player_id
    where e.match_id = p_match_id
    union all
    select i.email, p.name, 1
    from public.match_invites i join public.players p on p.id = i.player_id
    where i.match_id = p_match_id and i.status = 'PENDING' and i.expires_at > now()
  ) x
  order by lower(x.email), x.rank
$$;
comment on function private.match_audience(uuid) is 'Who hears about a change to a match: entrants and pending invitees (one row per address).';
revoke all on function private.match_audience(uuid) from public;

create function private.match_mail_payload(p_match public.matches)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object('matchId', p_match.id, 'matchName', p_match.name, 'courseName', p_match.course_name,
                            'matchDate', p_match.date, 'teeTime', to_char(p_match.start_time, 'HH24:MI'),
                            'startMode', p_match.start_mode)
$$;
comment on function private.match_mail_payload(public.matches) is 'The match facts every match e-mail carries (name, course, date, start time and mode).';
revoke all on function private.match_mail_payload(public.matches) from public;

create function private.notify_match_audience(p_template text, p_match public.matches, p_extra jsonb)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer := 0;
  v_row record;
begin
  for v_row in select a.email, a.player_name from private.match_audience(p_match.id) a loop
    perform private.enqueue_email(p_template, v_row.email,
      private.match_mail_payload(p_match) || jsonb_build_object('playerName', v_row.player_name) || coalesce(p_extra, '{}'::jsonb));
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
comment on function private.notify_match_audience(text, public.matches, jsonb) is 'Queues one e-mail per entrant and pending invitee of the match; returns how many.';
revoke all on function private.notify_match_audience(text, public.matches, jsonb) from public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

-- Every match e-mail states the start time: filled from the match when the enqueuer did not send it.
create function private.outbox_match_start()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
begin
  if new.payload ? 'matchId' and not new.payload ? 'teeTime'
     and (new.payload ->> 'matchId') ~ '^[0-9a-fA-F-]{36}$' then
    select m.* into v_match from public.matches m where m.id = (new.payload ->> 'matchId')::uuid;
    if found then
      new.payload := new.payload || jsonb_build_object('teeTime', to_char(v_match.start_time, 'HH24:MI'),
                                                       'startMode', v_match.start_mode);
    end if;
  end if;
  return new;
end
$$;
comment on function private.outbox_match_start() is 'email_outbox: adds the match''s start time and mode to a match e-mail''s payload.';
revoke all on function private.outbox_match_start() from public;
create trigger email_outbox_match_prepare before insert on public.email_outbox
  for each row execute function private.outbox_match_start();

-- A called-off match takes no scores, entries, opt-in changes, payments, invitations or acceptances.
create function private.refuse_cancelled_match_writes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match_id uuid := case when tg_op = 'DELETE' then old.match_id else new.match_id end;
begin
  -- (Nested ifs: a row's fields are only read on the table that has them.)
  if tg_table_name = 'match_invites' and tg_op = 'UPDATE' then
    if new.status <> 'ACCEPTED' or old.status = 'ACCEPTED' then
      return new;
    end if;
  end if;
  -- An opt-in deleted because its entry is being removed (cascade) is not an opt-in change.
  if tg_table_name = 'match_entry_opt_ins' and tg_op = 'DELETE' then
    if not exists (select 1 from public.match_entries e where e.match_id = old.match_id and e.player_id = old.player_id) then
      return old;
    end if;
  end if;
  if private.match_is_cancelled(v_match_id) then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
comment on function private.refuse_cancelled_match_writes() is 'BEFORE trigger: refuses scores, entries, opt-ins, payments, invitations and acceptances of a called-off match.';
revoke all on function private.refuse_cancelled_match_writes() from public;

create trigger scorecards_cancelled_check before insert or update on public.scorecards
  for each row execute function private.refuse_cancelled_match_writes();
create trigger match_entries_cancelled_check before insert on public.match_entries
  for each row execute function private.refuse_cancelled_match_writes();
create trigger match_entry_opt_ins_cancelled_check before insert or update or delete on public.match_entry_opt_ins
  for each row execute function private.refuse_cancelled_match_writes();
create trigger match_payments_cancelled_check before insert on public.match_payments
  for each row execute function private.refuse_cancelled_match_writes();
create trigger match_invites_cancelled_check before insert or update of status on public.match_invites
  for each row execute function private.refuse_cancelled_match_writes();
create trigger match_waitlist_cancelled_check before insert on public.match_waitlist
  for each row execute function private.refuse_cancelled_match_writes();

-- Replaces private.audit_match_edit of 20261127000400_matches_games_entries_results.sql: calling off and
-- postponing write their own audit action (set for the transaction by those RPCs) with the reason.
create or replace function private.audit_match_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changes jsonb;
  v_action text := coalesce(nullif(current_setting('fairway.match_edit_action', true), ''), 'MATCH_EDITED');
  v_reason text := nullif(current_setting('fairway.match_edit_reason', true), '');
begin
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', o.value, 'new', n.value)), '{}'::jsonb)
  into v_changes
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('is_final', 'finalized_at', 'updated_at', 'created_at', 'course_name', 'course_rating', 'course_slope');
  if v_changes <> '{}'::jsonb then
    perform private.audit(v_action, 'match', new.id::text, new.name,
                          jsonb_build_object('changes', v_changes)
                          || case when v_reason is null then '{}'::jsonb else jsonb_build_object('reason', v_reason) end);
  end if;
  return null;
end
$$;
comment on function private.audit_match_edit() is 'matches AFTER UPDATE: audits the changed fields old → new (MATCH_EDITED, or the call-off action its RPC set).';
revoke all on function private.audit_match_edit() from public;

-- ================================================================================================
-- RPCs
-- ================================================================================================

create function private.require_match_changeable(p_match public.matches)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if p_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if p_match.cancelled_at is not null then
    raise exception using message = 'This match has been called off and can no longer be changed.', errcode = '23514';
  end if;
end
$$;
comment on function private.require_match_changeable(public.matches) is 'Refuses changes to a finalized or called-off match.';
revoke all on function private.require_match_changeable(public.matches) from public;

create function private.parse_start_time(p_value text)
returns time
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or p_value !~ '^([01]?[0-9]|2[0-3]):[0-5][0-9](:00)?$' then
    raise exception using message = 'Start time must be a time of day, like 08:30', errcode = '22023';
  end if;
  return p_value::time;
end
$$;
comment on function private.parse_start_time(text) is 'HH:MM (24 h) → time; refuses anything else with the form''s message.';
revoke all on function private.parse_start_time(text) from public;

create function private.parse_start_mode(p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or p_value not in ('TEE_TIMES', 'SHOTGUN') then
    raise exception using message = 'Start must be tee times or shotgun', errcode = '22023';
  end if;
  return p_value;
end
$$;
comment on function private.parse_start_mode(text) is 'TEE_TIMES or SHOTGUN; refuses anything else.';
revoke all on function private.parse_start_mode(text) from public;

-- Replaces public.update_match of 20261127000400_matches_games_entries_results.sql: start time and mode,
-- the final / called-off refusals, the capacity floor, and the "match updated" e-mail.
create or replace function public.update_match(p_match_id uuid, p_changes json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_key text;
  v_before public.matches;
  v_after public.matches;
  v_changes jsonb := p_changes::jsonb;
  v_entries integer;
  v_capacity integer;
  v_what jsonb := '[]'::jsonb;
begin
  perform private.require_admin();
  if p_changes is null or json_typeof(p_changes) <> 'object' then
    raise exception using message = 'Changes must be an object', errcode = '22023';
  end if;
  for v_key in select jsonb_object_keys(v_changes) loop
    if v_key not in ('name', 'date', 'start_time', 'start_mode', 'format', 'notes', 'require_payment_before_play',
                     'course_id', 'teeset_id', 'capacity', 'allow_waitlist') then
      raise exception using message = 'This match field cannot be changed: ' || v_key, errcode = '22023';
    end if;
  end loop;
  v_before := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_before);

  if v_changes ? 'capacity' then
    v_capacity := nullif(btrim(v_changes ->> 'capacity'), '')::integer;
    select count(*) into v_entries from public.match_entries e where e.match_id = p_match_id;
    if v_capacity is not null and v_capacity < v_entries then
      raise exception using errcode = '23514',
        message = format('Capacity can''t be lower than the %s players already entered. Remove entries first.', v_entries);
    end if;
  end if;

  update public.matches m set
    name = case when v_changes ? 'name' then v_changes ->> 'name' else m.name end,
    date = case when v_changes ? 'date' then (v_changes ->> 'date')::date else m.date end,
    start_time = case when v_changes ? 'start_time' then private.parse_start_time(v_changes ->> 'start_time') else m.start_time end,
    start_mode = case when v_changes ? 'start_mode' then private.parse_start_mode(v_changes ->> 'start_mode') else m.start_mode end,
    format = case when v_changes ? 'format' then nullif(btrim(v_changes ->> 'format'), '') else m.format end,
    notes = case when v_changes ? 'notes' then nullif(btrim(v_changes ->> 'notes'), '') else m.notes end,
    require_payment_before_play = case when v_changes ? 'require_payment_before_play'
      then coalesce((v_changes ->> 'require_payment_before_play')::boolean, true) else m.require_payment_before_play end,
    course_id = case when v_changes ? 'course_id' then (v_changes ->> 'course_id')::uuid else m.course_id end,
    teeset_id = case when v_changes ? 'teeset_id' then (v_changes ->> 'teeset_id')::uuid else m.teeset_id end,
    capacity = case when v_changes ? 'capacity' then v_capacity else m.capacity end,
    allow_waitlist = case when v_changes ? 'allow_waitlist'
      then coalesce((v_changes ->> 'allow_waitlist')::boolean, true) else m.allow_waitlist end
  where m.id = p_match_id
  returning m.* into v_after;
  -- MATCH_EDITED (before → after) is written by the matches_audit_edit trigger.

  if v_after.date is distinct from v_before.date then
    v_what := v_what || jsonb_build_object('field', 'date', 'before', v_before.date, 'after', v_after.date);
  end if;
  if v_after.start_time is distinct from v_before.start_time or v_after.start_mode is distinct from v_before.start_mode then
    v_what := v_what || jsonb_build_object('field', 'start',
      'before', to_char(v_before.start_time, 'HH24:MI'), 'beforeMode', v_before.start_mode,
      'after', to_char(v_after.start_time, 'HH24:MI'), 'afterMode', v_after.start_mode);
  end if;
  if v_after.course_id is distinct from v_before.course_id or v_after.teeset_id is distinct from v_before.teeset_id then
    v_what := v_what || jsonb_build_object('field', 'course',
      'before', v_before.course_name || ' (' || (select t.label from public.teesets t where t.id = v_before.teeset_id) || ')',
      'after', v_after.course_name || ' (' || (select t.label from public.teesets t where t.id = v_after.teeset_id) || ')');
  end if;
  if jsonb_array_length(v_what) > 0 then
    perform private.notify_match_audience('match_updated', v_after, jsonb_build_object('changes', v_what, 'includeIcs', true));
  end if;
end
$$;
comment on function public.update_match(uuid, json) is 'Admin: edits a match''s fields in one transaction (audited before → after). Refuses a final or called-off match and a capacity below the entries; a changed date, start or course e-mails entrants and pending invitees once.';
revoke all on function public.update_match(uuid, json) from public;
grant execute on function public.update_match(uuid, json) to anon, authenticated, service_role;

create function public.cancel_match(p_match_id uuid, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_match public.matches;
  v_notified integer;
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

  -- The audience is read before the pending invitations are cancelled: those invitees hear about it too.
  perform set_config('fairway.match_edit_action', 'MATCH_CANCELLED', true);
  perform set_config('fairway.match_edit_reason', v_reason, true);
  update public.matches m set cancelled_at = now(), cancel_reason = v_reason
  where m.id = p_match_id
  returning m.* into v_match;
  perform set_config('fairway.match_edit_action', '', true);
  perform set_config('fairway.match_edit_reason', '', true);

  v_notified := private.notify_match_audience('match_cancelled', v_match, jsonb_build_object('reason', v_reason));
  update public.match_invites i set status = 'CANCELLED' where i.match_id = p_match_id and i.status = 'PENDING';
  return v_notified;
end
$$;
comment on function public.cancel_match(uuid, text) is 'Admin: calls a match off (rain-out, course closed) with a reason: no more scores, entries or payments; pending invitations cancelled; entrants and pending invitees e-mailed (returns how many). Money is settled by the treasurer.';
revoke all on function public.cancel_match(uuid, text) from public;
grant execute on function public.cancel_match(uuid, text) to anon, authenticated, service_role;

create function public.postpone_match(p_match_id uuid, p_date date, p_start_time text, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_before public.matches;
  v_after public.matches;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Say why the match is postponed', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'Reason must be 500 characters or less', errcode = '23514';
  end if;
  if p_date is null then
    raise exception using message = 'Choose the new date', errcode = '23514';
  end if;
  v_before := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_before);
  if p_date < private.club_today() then
    raise exception using message = 'The new date can''t be in the past', errcode = '23514';
  end if;

  perform set_config('fairway.match_edit_action', 'MATCH_POSTPONED', true);
  perform set_config('fairway.match_edit_reason', v_reason, true);
  update public.matches m
  set date = p_date,
      start_time = case when nullif(btrim(p_start_time), '') is null then m.start_time
                        else private.parse_start_time(btrim(p_start_time)) end
  where m.id = p_match_id
  returning m.* into v_after;
  perform set_config('fairway.match_edit_action', '', true);
  perform set_config('fairway.match_edit_reason', '', true);

  if v_after.date = v_before.date and v_after.start_time = v_before.start_time then
    raise exception using message = 'Choose a different date or start time', errcode = '23514';
  end if;
  return private.notify_match_audience('match_postponed', v_after, jsonb_build_object(
    'reason', v_reason, 'previousDate', v_before.date, 'previousTeeTime', to_char(v_before.start_time, 'HH24:MI'),
    'includeIcs', true));
end
$$;
comment on function public.postpone_match(uuid, date, text, text) is 'Admin: moves a match to a new date (and start time, HH:MM; null keeps it) with a reason; entries and money stay; entrants and pending invitees get the new date with a calendar file (returns how many).';
revoke all on function public.postpone_match(uuid, date, text, text) from public;
grant execute on function public.postpone_match(uuid, date, text, text) to anon, authenticated, service_role;

-- Replaces public.create_match of 20261127000400_matches_games_entries_results.sql: the match's start time
-- (HH:MM in the club zone, default 08:00) and start mode (TEE_TIMES or SHOTGUN).
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
                              require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist)
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
    coalesce((p_match ->> 'allow_waitlist')::boolean, true)
  )
  returning id into v_match_id;
  perform private.write_match_games(v_match_id, p_games);
  perform private.audit('MATCH_CREATED', 'match', v_match_id::text, btrim(p_match ->> 'name'),
                        jsonb_build_object('date', p_match ->> 'date', 'start_time', p_match ->> 'start_time',
                                           'games', coalesce(p_games::jsonb, '[]'::jsonb)));
  return v_match_id;
end
$$;
comment on function public.create_match(json, json) is 'Admin: match + games in one transaction. Course name, rating and slope come from the tee set; start_time HH:MM (default 08:00) and start_mode (default TEE_TIMES).';
revoke all on function public.create_match(json, json) from public;
grant execute on function public.create_match(json, json) to anon, authenticated, service_role;

-- Replaces public.get_match_detail of 20261127000400_matches_games_entries_results.sql: the CANCELLED
-- status, and no score entry on a called-off match.
create or replace function public.get_match_detail(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_today date := private.club_today();
begin
  return (
    with m as (
      select mm.* from public.matches mm where mm.id = p_match_id
    ),
    counts as (
      select count(*)::integer as entries, max(e.created_at) as latest_at
      from public.match_entries e
      where e.match_id = p_match_id
    )
    select json_build_object(
      'match', to_jsonb(m) || jsonb_build_object('status',
        case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL'
             when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end),
      'teeset', (
        select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                                 'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
        from public.teesets t where t.id = m.teeset_id),
      'games', coalesce((
        select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'name', c.name, 'category', c.category,
                                          'enabled', mg.enabled, 'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc,
                                          'requires_teams', c.requires_teams, 'notes', mg.notes)
                        order by c.sort_order, mg.created_at)
        from public.match_games mg
        join public.game_catalog c on c.code = mg.game_code
        where mg.match_id = p_match_id), '[]'::json),
      'pots', coalesce((
        select json_agg(json_build_object('match_game_id', gp.match_game_id, 'game_code', gp.game_code,
                                          'enabled', gp.enabled, 'pot_cents', gp.pot_cents,
                                          'entrants', gp.entrants, 'opted_in', gp.opted_in)
                        order by gp.game_code)
        from private.game_pots gp where gp.match_id = p_match_id), '[]'::json),
      'entries_count', counts.entries,
      'entries_latest_at', counts.latest_at,
      'seats_left', case when m.capacity is null then null else greatest(m.capacity - counts.entries, 0) end,
      'is_admin', v_is_admin,
      'can_enter_scores', not m.is_final and m.cancelled_at is null and (v_is_admin or exists (
        select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_me))
    )
    from m
    cross join counts
  );
end
$$;
comment on function public.get_match_detail(uuid) is 'The match page''s match (status CANCELLED, FINAL, IN_PROGRESS or DRAFT; start time and mode; call-off reason), tee set, games, pots, seats, entries count and latest entry time, the viewer''s flags; null when missing.';
revoke all on function public.get_match_detail(uuid) from public;
grant execute on function public.get_match_detail(uuid) to anon, authenticated, service_role;

-- Replaces public.get_matches_list of 20261127000400_matches_games_entries_results.sql: each row says its
-- status (CANCELLED included, and accepted as a filter), start time and mode, and call-off reason.
drop function public.get_matches_list(text, text, uuid, date, date, integer, integer);
create function public.get_matches_list(
  p_scope text default 'ALL',
  p_status text default null,
  p_course_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, date date, course_name text, course_rating numeric, course_slope integer,
               format text, is_final boolean, capacity integer, entries_count integer, paid_count integer,
               games json, total_count bigint, status text, start_time text, start_mode text, cancel_reason text)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := private.club_today();
  v_scope text := upper(coalesce(nullif(btrim(p_scope), ''), 'ALL'));
  v_status text := upper(nullif(btrim(p_status), ''));
  v_offset integer := coalesce(p_offset, 0);
  v_total bigint;
  v_ids uuid[];
begin
  if v_scope not in ('ALL', 'UPCOMING', 'PAST') then
    raise exception 'Scope must be ALL, UPCOMING or PAST' using errcode = '22023';
  end if;
  if v_status is not null and v_status not in ('DRAFT', 'IN_PROGRESS', 'FINAL', 'CANCELLED') then
    raise exception 'Status must be DRAFT, IN_PROGRESS, FINAL or CANCELLED' using errcode = '22023';
  end if;
  if p_limit is not null and p_limit < 0 then
    raise exception 'Limit must be 0 or more' using errcode = '22023';
  end if;
  if v_offset < 0 then
    raise exception 'Offset must be 0 or more' using errcode = '22023';
  end if;

  -- The status is derived inline (as get_match_detail does): this function runs as the caller, who may
  -- not execute private helpers.
  select count(*) into v_total
  from public.matches m
  where (v_scope = 'ALL'
         or (v_scope = 'UPCOMING' and not m.is_final and m.date >= v_today)
         or (v_scope = 'PAST' and (m.is_final or m.date < v_today)))
    and (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
    and (p_course_id is null or m.course_id = p_course_id)
    and (p_from is null or m.date >= p_from)
    and (p_to is null or m.date <= p_to);

  -- One query per scope so each can walk an index in its order and stop at the limit (see the replaced file).
  if v_scope = 'UPCOMING' then
    v_ids := array(
      select m.id from public.matches m
      where not m.is_final and m.date >= v_today
        and (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date, m.created_at, m.id
      limit p_limit offset v_offset);
  elsif v_scope = 'PAST' then
    v_ids := array(
      select m.id from public.matches m
      where (m.is_final or m.date < v_today)
        and (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  else
    v_ids := array(
      select m.id from public.matches m
      where (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  end if;

  return query
  select m.id, m.name, m.date, m.course_name, m.course_rating::numeric, m.course_slope, m.format, m.is_final,
         m.capacity, ec.entries::integer, ec.paid::integer, coalesce(gs.games, '[]'::json), v_total,
         case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end, to_char(m.start_time, 'HH24:MI'), m.start_mode, m.cancel_reason
  from public.matches m
  cross join lateral (
    select count(*) as entries, count(*) filter (where e.paid_in_full) as paid
    from public.match_entries e
    where e.match_id = m.id
  ) ec
  cross join lateral (
    select json_agg(json_build_object('code', g.game_code, 'name', c.name, 'enabled', g.enabled)
                    order by c.sort_order, g.created_at) as games
    from public.match_games g
    join public.game_catalog c on c.code = g.game_code
    where g.match_id = m.id
  ) gs
  where m.id = any(v_ids)
  order by array_position(v_ids, m.id);
end
$$;
comment on function public.get_matches_list(text, text, uuid, date, date, integer, integer) is
  'Matches by scope (ALL newest first, UPCOMING soonest first, PAST newest first), derived status (CANCELLED, FINAL, '
  'IN_PROGRESS, DRAFT), course and dates; paged by p_limit/p_offset (null limit = all); entry and paid counts, games, '
  'start time (HH:MM, club zone) and mode, call-off reason for the page''s rows; total_count = matches of the filter.';
revoke all on function public.get_matches_list(text, text, uuid, date, date, integer, integer) from public;
grant execute on function public.get_matches_list(text, text, uuid, date, date, integer, integer) to anon, authenticated, service_role;

-- Replaces public.get_invitation of 20261127000500_invitations_and_waitlist.sql: the match's start time and
-- mode, and whether (and why) it was called off.
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
      where g.match_id = m.id and g.enabled), '[]'::json)
  )
  from private.invite_tokens t
  join public.match_invites i on i.id = t.invite_id
  join public.matches m on m.id = i.match_id
  join public.players p on p.id = i.player_id
  where t.token_hash = private.token_hash(p_token)
$$;
comment on function public.get_invitation(text) is 'The invitation behind a link token (no e-mail or GHIN): match with start time (HH:MM, club zone), mode and call-off; null for an unknown token.';
revoke all on function public.get_invitation(text) from public;
grant execute on function public.get_invitation(text) to anon, authenticated, service_role;

-- ================================================================================================
-- Reference data
-- ================================================================================================

-- The club time zone becomes public (get_public_settings().extra.clubTimezone): every match time shown says
-- its zone (DESIGN rule 22). It stays validated by private.setting_problem's baseline rule.
create function private.club_timezone_problem(p_value text)
returns text
language sql
stable
set search_path = ''
as $$
  select private.setting_problem('clubTimezone', p_value)
$$;
comment on function private.club_timezone_problem(text) is 'clubTimezone''s validation (the baseline rule), for its registration as a public setting.';
revoke all on function private.club_timezone_problem(text) from public;

insert into private.setting_validators (key, validator, is_public)
values ('clubTimezone', 'private.club_timezone_problem(text)', true);

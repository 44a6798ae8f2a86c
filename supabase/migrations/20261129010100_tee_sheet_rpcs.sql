-- Tee sheet (issue #16 item 1): the admin saves a match's whole tee sheet in one call, late entries are
-- placed in a group with a free place (or a new one), and the entrants are e-mailed their group and time.
--   * private.tee_time_on_match_day: a tee time as the admin typed it ('08:10', or a date and time in the
--     club zone), refused when invalid or not on the match's day.
--   * public.save_tee_sheet: groups of 1–5, a tee time or a shotgun starting hole (the match's start_mode),
--     a marker from the group, an optional flight; all or nothing, audited. Group ids stay with their number.
--   * private.place_late_entry (statement trigger, under the match's lock): an entry added once a tee sheet
--     exists joins the first group with fewer players than the sheet's largest group, else a new group.
--   * public.email_tee_times: one 'tee_time' e-mail per placed entrant (group, partners, time, .ics).
-- The groups, match_entries.group_id and get_tee_sheet are those of 20261129000100 and 20261129000200.

-- helpers -------------------------------------------------------------------------------------------------

create function private.tee_time_on_match_day(p_value text, p_match_date date) returns time
language plpgsql immutable set search_path = '' as $$
declare
  v_parts text[];
  v_time time;
begin
  v_parts := regexp_match(btrim(coalesce(p_value, '')),
                          '^(?:(\d{4}-\d{2}-\d{2})[T ])?(\d{1,2}):(\d{2})(?::00)?$');
  if v_parts is null or v_parts[2]::integer > 23 or v_parts[3]::integer > 59 then
    raise exception using message = format('Enter a tee time as HH:MM (club time), not "%s"', left(coalesce(p_value, ''), 40)),
                          errcode = '22023';
  end if;
  if v_parts[1] is not null then
    begin
      if v_parts[1]::date is distinct from p_match_date then
        raise exception using message = format('Tee times must be on the match day (%s)',
                                               to_char(p_match_date, 'FMDay, FMMonth FMDD, YYYY')),
                              errcode = '23514';
      end if;
    exception when datetime_field_overflow or invalid_datetime_format then
      raise exception using message = format('Enter a tee time as HH:MM (club time), not "%s"', left(p_value, 40)),
                            errcode = '22023';
    end;
  end if;
  v_time := make_time(v_parts[2]::integer, v_parts[3]::integer, 0);
  return v_time;
end
$$;
comment on function private.tee_time_on_match_day(p_value text, p_match_date date) is 'A tee time typed as HH:MM, or as a date and time in the club zone that must be the match''s date; refused (22023 invalid, 23514 another day) otherwise.';
revoke all on function private.tee_time_on_match_day(text, date) from public;

-- Late entries ---------------------------------------------------------------------------------------------

create function private.place_late_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_entry record;
  v_size integer;
  v_group uuid;
  v_last public.match_groups;
  v_before time;
  v_tee time;
  v_hole smallint;
begin
  -- Once per statement: the matches among the new entries that have a tee sheet, each under its row lock
  -- (save_tee_sheet takes the same lock), then their new entrants in the order they came.
  for v_match in
    select m.* from public.matches m
    where m.id in (select n.match_id from new_rows n where n.group_id is null)
      and exists (select 1 from public.match_groups g where g.match_id = m.id)
    order by m.id
    for update
  loop
    for v_entry in
      select n.id, n.player_id from new_rows n
      where n.match_id = v_match.id and n.group_id is null
      order by n.created_at, n.id
    loop
      -- The sheet's group size is its largest group: a "free place" is in a group smaller than that.
      select coalesce(max(c.players), 0) into v_size
      from (select count(e.id) as players from public.match_groups g
            left join public.match_entries e on e.group_id = g.id
            where g.match_id = v_match.id group by g.id) c;
      select g.id into v_group
      from public.match_groups g
      where g.match_id = v_match.id
        and (select count(*) from public.match_entries e where e.group_id = g.id) < greatest(v_size, 1)
      order by g.number
      limit 1;
      if v_group is not null then
        update public.match_entries set group_id = v_group where id = v_entry.id;
        continue;
      end if;
      select g.* into v_last from public.match_groups g where g.match_id = v_match.id order by g.number desc limit 1;
      if v_last.number >= 99 then
        continue; -- no room for another group: the entrant stays unplaced for the admin to seat
      end if;
      v_tee := null;
      v_hole := null;
      if v_match.start_mode = 'SHOTGUN' then
        -- The first hole no group starts on, else the last group's hole (a second group on it).
        select h into v_hole from generate_series(1, 18) h
        where not exists (select 1 from public.match_groups g where g.match_id = v_match.id and g.start_hole = h)
        order by h limit 1;
        v_hole := coalesce(v_hole, v_last.start_hole, 1);
      else
        select g.tee_time into v_before from public.match_groups g
        where g.match_id = v_match.id and g.number < v_last.number and g.tee_time is not null
        order by g.number desc limit 1;
        v_tee := coalesce(v_last.tee_time, v_match.start_time)
                 + coalesce(case when v_before < v_last.tee_time then v_last.tee_time - v_before end, interval '10 minutes');
        if v_tee < coalesce(v_last.tee_time, v_match.start_time) then
          v_tee := coalesce(v_last.tee_time, v_match.start_time); -- would run past midnight: share the last time
        end if;
      end if;
      insert into public.match_groups (match_id, number, tee_time, start_hole, flight)
      values (v_match.id, v_last.number + 1, v_tee, v_hole, null)
      returning id into v_group;
      update public.match_entries set group_id = v_group where id = v_entry.id;
      update public.match_groups set marker_player_id = v_entry.player_id where id = v_group;
    end loop;
  end loop;
  return null;
end
$$;
comment on function private.place_late_entry() is 'Statement trigger on public.match_entries: once a match has a tee sheet, each new entrant joins the first group with fewer players than its largest group, else a new group (next tee time at the sheet''s interval, or the next free shotgun hole) that they mark. Under the match''s row lock.';
revoke all on function private.place_late_entry() from public;
create trigger match_entries_place_late_entry after insert on public.match_entries
  referencing new table as new_rows for each statement execute function private.place_late_entry();

-- RPCs -----------------------------------------------------------------------------------------------------

create function public.save_tee_sheet(p_match_id uuid, p_groups jsonb, p_method text default 'MANUAL') returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_group jsonb;
  v_number integer := 0;
  v_players uuid[];
  v_player uuid;
  v_seen uuid[] := '{}';
  v_tee time;
  v_hole integer;
  v_marker uuid;
  v_flight text;
  v_id uuid;
  v_placed integer := 0;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  if p_method is null or p_method not in ('MANUAL', 'HANDICAP', 'RANDOM', 'PARTNERS') then
    raise exception using message = 'Build method must be MANUAL, HANDICAP, RANDOM or PARTNERS', errcode = '22023';
  end if;
  if p_groups is null or jsonb_typeof(p_groups) <> 'array' then
    raise exception using message = 'Send the tee sheet as a list of groups', errcode = '22023';
  end if;
  if jsonb_array_length(p_groups) > 99 then
    raise exception using message = 'A tee sheet has at most 99 groups', errcode = '23514';
  end if;

  -- Everyone leaves their group first, so moving players between groups never overfills one on the way.
  update public.match_entries e set group_id = null where e.match_id = p_match_id and e.group_id is not null;
  delete from public.match_groups g where g.match_id = p_match_id and g.number > jsonb_array_length(p_groups);

  for v_group in select value from jsonb_array_elements(p_groups) loop
    v_number := v_number + 1;
    if jsonb_typeof(v_group) <> 'object' or jsonb_typeof(v_group -> 'player_ids') is distinct from 'array' then
      raise exception using message = format('Group %s: send its players as a list', v_number), errcode = '22023';
    end if;
    begin
      select coalesce(array_agg(value::uuid), '{}') into v_players from jsonb_array_elements_text(v_group -> 'player_ids');
      v_marker := nullif(v_group ->> 'marker_player_id', '')::uuid;
    exception when invalid_text_representation then
      raise exception using message = format('Group %s: players are given by their id', v_number), errcode = '22023';
    end;
    if cardinality(v_players) = 0 then
      raise exception using message = format('Group %s has no players: a group has 1 to 5 players', v_number), errcode = '23514';
    end if;
    if cardinality(v_players) > 5 then
      raise exception using message = format('Group %s has %s players: a group has at most 5 players', v_number, cardinality(v_players)),
                            errcode = '23514';
    end if;
    foreach v_player in array v_players loop
      if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_player) then
        raise exception using message = format('Group %s: %s is not entered in this match', v_number,
                                               coalesce((select p.name from public.players p where p.id = v_player), 'a player')),
                              errcode = '23514';
      end if;
      if v_player = any (v_seen) then
        raise exception using message = format('%s is in more than one group',
                                               (select p.name from public.players p where p.id = v_player)),
                              errcode = '23514';
      end if;
      v_seen := v_seen || v_player;
    end loop;
    if v_marker is not null and not v_marker = any (v_players) then
      raise exception using message = format('Group %s: the marker must play in the group', v_number), errcode = '23514';
    end if;

    v_tee := null;
    v_hole := null;
    if v_match.start_mode = 'SHOTGUN' then
      if nullif(v_group ->> 'tee_time', '') is not null then
        raise exception using message = format('Group %s: this match has a shotgun start, so groups get a starting hole, not a tee time', v_number),
                              errcode = '22023';
      end if;
      v_hole := case when (v_group ->> 'start_hole') ~ '^\d{1,2}$' then (v_group ->> 'start_hole')::integer end;
      if v_hole is null or v_hole not between 1 and 18 then
        raise exception using message = format('Group %s needs a starting hole from 1 to 18', v_number), errcode = '23514';
      end if;
    else
      if nullif(v_group ->> 'start_hole', '') is not null then
        raise exception using message = format('Group %s: this match uses tee times, so groups get a tee time, not a starting hole', v_number),
                              errcode = '22023';
      end if;
      if nullif(btrim(coalesce(v_group ->> 'tee_time', '')), '') is null then
        raise exception using message = format('Group %s needs a tee time', v_number), errcode = '23514';
      end if;
      begin
        v_tee := private.tee_time_on_match_day(v_group ->> 'tee_time', v_match.date);
      exception when others then
        raise exception using message = format('Group %s: %s', v_number, sqlerrm), errcode = sqlstate;
      end;
    end if;

    v_flight := upper(nullif(btrim(coalesce(v_group ->> 'flight', '')), ''));
    if v_flight is not null and v_flight !~ '^[A-Z]$' then
      raise exception using message = format('Group %s: a flight is one letter, A to Z', v_number), errcode = '23514';
    end if;

    insert into public.match_groups (match_id, number, tee_time, start_hole, marker_player_id, flight)
    values (p_match_id, v_number, v_tee, v_hole, null, v_flight)
    on conflict (match_id, number) do update
      set tee_time = excluded.tee_time, start_hole = excluded.start_hole, marker_player_id = null, flight = excluded.flight
    returning id into v_id;
    update public.match_entries e set group_id = v_id where e.match_id = p_match_id and e.player_id = any (v_players);
    update public.match_groups g set marker_player_id = v_marker where g.id = v_id;
    v_placed := v_placed + cardinality(v_players);
  end loop;

  perform private.audit('MATCH_TEE_SHEET_SAVED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('groups', v_number, 'placed', v_placed, 'method', p_method,
                                           'unplaced', (select count(*) from public.match_entries e
                                                        where e.match_id = p_match_id and e.group_id is null)));
  return public.get_tee_sheet(p_match_id);
end
$$;
comment on function public.save_tee_sheet(p_match_id uuid, p_groups jsonb, p_method text) is 'Admin: replaces a match''s tee sheet with p_groups in order ([{player_ids: [1–5 entrants], tee_time ''HH:MM'' (or a date and time on the match day, club zone) | start_hole 1–18 for a shotgun start, marker_player_id from the group or null, flight ''A''..''Z'' or null}]); entrants not listed are unplaced; an empty list clears the sheet. p_method (MANUAL, HANDICAP, RANDOM, PARTNERS) is recorded in the audit row. Refused on a final or called-off match. All or nothing; answers get_tee_sheet.';
revoke all on function public.save_tee_sheet(uuid, jsonb, text) from public;
grant execute on function public.save_tee_sheet(uuid, jsonb, text) to anon, authenticated, service_role;

create function public.email_tee_times(p_match_id uuid) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_queued integer;
  v_unplaced integer;
  v_no_email integer;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  perform private.require_match_changeable(v_match);
  if not exists (select 1 from public.match_groups g where g.match_id = p_match_id
                 and exists (select 1 from public.match_entries e where e.group_id = g.id)) then
    raise exception using message = 'Build the tee sheet first: no entrant is in a group yet', errcode = '23514';
  end if;
  if not private.email_enabled() then
    raise exception using message = 'E-mail is turned off for this league (Settings)', errcode = '23514';
  end if;

  with placed as (
    select e.player_id, p.name, p.email, g.id as group_id, g.number, g.tee_time, g.start_hole, g.flight, g.marker_player_id
    from public.match_entries e
    join public.players p on p.id = e.player_id
    join public.match_groups g on g.id = e.group_id
    where e.match_id = p_match_id
  ),
  queued as (
    insert into public.email_outbox (template, to_email, payload)
    select 'tee_time', x.email,
           jsonb_build_object(
             'playerName', x.name, 'matchId', v_match.id, 'matchName', v_match.name, 'courseName', v_match.course_name,
             'matchDate', v_match.date, 'startMode', v_match.start_mode,
             -- The calendar entry starts at the group's tee time (a shotgun: the match's start).
             'teeTime', to_char(coalesce(x.tee_time, v_match.start_time), 'HH24:MI'),
             'groupNumber', x.number, 'startHole', x.start_hole, 'flight', x.flight,
             'markerName', (select p.name from public.players p where p.id = x.marker_player_id),
             'isMarker', x.marker_player_id = x.player_id,
             'partners', coalesce((select jsonb_agg(o.name order by o.name) from placed o
                                   where o.group_id = x.group_id and o.player_id <> x.player_id), '[]'::jsonb),
             'includeIcs', true)
    from placed x
    where x.email is not null
    returning 1
  )
  select count(*) into v_queued from queued;
  select count(*) filter (where e.group_id is null),
         count(*) filter (where e.group_id is not null and p.email is null)
    into v_unplaced, v_no_email
  from public.match_entries e join public.players p on p.id = e.player_id
  where e.match_id = p_match_id;

  perform private.audit('MATCH_TEE_TIMES_EMAILED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('recipients', v_queued, 'unplaced', v_unplaced, 'without_email', v_no_email));
  return json_build_object('queued', v_queued, 'unplaced', v_unplaced, 'without_email', v_no_email);
end
$$;
comment on function public.email_tee_times(p_match_id uuid) is 'Admin: queues a ''tee_time'' e-mail to every placed entrant with an address (their group, partners, marker, tee time or shotgun hole; an .ics at the tee time). Sending again after a change sends again. Refused on a final or called-off match, before anyone is placed, and while e-mail is off. Answers {queued, unplaced, without_email}.';
revoke all on function public.email_tee_times(uuid) from public;
grant execute on function public.email_tee_times(uuid) to anon, authenticated, service_role;

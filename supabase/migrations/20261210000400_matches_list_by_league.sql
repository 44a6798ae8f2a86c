-- The matches list names each match's league and can keep one league's (#27 item 5: the matches page of a club of
-- several leagues says whose match each is and /l/<slug>/matches lists one league's). Adding a parameter and a
-- column changes the signature and the row type: the function is dropped and made again.
-- Replaces get_matches_list of 20261129060200_lists_at_five_times.sql: p_league_id (default null, every league) and
-- the league_id column; the rest as it was (one query per scope walking an index in its order; with a league,
-- matches_league_id_date_idx).

drop function public.get_matches_list(text, text, uuid, date, date, integer, integer);

create function public.get_matches_list(
  p_scope text default 'ALL',
  p_status text default null,
  p_course_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default null,
  p_offset integer default 0,
  p_league_id uuid default null
)
returns table (id uuid, name text, date date, course_name text, course_rating numeric, course_slope integer,
               format text, is_final boolean, capacity integer, entries_count integer, paid_count integer,
               games json, total_count bigint, status text, start_time text, start_mode text, cancel_reason text,
               league_id uuid)
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
  v_upcoming bigint;
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
  if v_status is null and p_course_id is null and p_from is null and p_to is null and p_league_id is null then
    -- No filter: UPCOMING (not final, today or later) is a short range of matches_is_final_date_idx and PAST is
    -- its complement, so the matches are counted from indexes alone instead of reading and testing each row.
    v_total := case when v_scope = 'UPCOMING' then 0 else (select count(*) from public.matches m) end;
    if v_scope <> 'ALL' then
      v_upcoming := (select count(*) from public.matches m where not m.is_final and m.date >= v_today);
      v_total := case when v_scope = 'UPCOMING' then v_upcoming else v_total - v_upcoming end;
    end if;
  else
    select count(*) into v_total
    from public.matches m
    where (v_scope = 'ALL'
           or (v_scope = 'UPCOMING' and not m.is_final and m.date >= v_today)
           or (v_scope = 'PAST' and (m.is_final or m.date < v_today)))
      and (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
      and (p_course_id is null or m.course_id = p_course_id)
      and (p_from is null or m.date >= p_from)
      and (p_to is null or m.date <= p_to)
      and (p_league_id is null or m.league_id = p_league_id);
  end if;

  -- One query per scope so each can walk an index in its order and stop at the limit (see the replaced file).
  if v_scope = 'UPCOMING' then
    v_ids := array(
      select m.id from public.matches m
      where not m.is_final and m.date >= v_today
        and (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
        and (p_league_id is null or m.league_id = p_league_id)
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
        and (p_league_id is null or m.league_id = p_league_id)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  else
    v_ids := array(
      select m.id from public.matches m
      where (v_status is null or v_status = case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
        and (p_league_id is null or m.league_id = p_league_id)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  end if;

  return query
  select m.id, m.name, m.date, m.course_name, m.course_rating::numeric, m.course_slope, m.format, m.is_final,
         m.capacity, ec.entries::integer, ec.paid::integer, coalesce(gs.games, '[]'::json), v_total,
         case when m.cancelled_at is not null then 'CANCELLED' when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end, to_char(m.start_time, 'HH24:MI'), m.start_mode, m.cancel_reason,
         m.league_id
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
comment on function public.get_matches_list(text, text, uuid, date, date, integer, integer, uuid) is
  'Matches by scope (ALL newest first, UPCOMING soonest first, PAST newest first), derived status (CANCELLED, FINAL, '
  'IN_PROGRESS, DRAFT), course and dates; paged by p_limit/p_offset (null limit = all); entry and paid counts, games, '
  'start time (HH:MM, club zone) and mode, call-off reason and league for the page''s rows; total_count = matches of the filter; '
  'p_league_id keeps one league''s matches (null: every league''s).';
revoke all on function public.get_matches_list(text, text, uuid, date, date, integer, integer, uuid) from public;
grant execute on function public.get_matches_list(text, text, uuid, date, date, integer, integer, uuid) to anon, authenticated, service_role;

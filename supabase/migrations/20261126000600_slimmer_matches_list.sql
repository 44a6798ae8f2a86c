-- A slimmer matches list (docs/benchmarks.md, issue 8): get_matches_list no longer sends finalized_at,
-- allow_waitlist, require_payment_before_play and course_id. No list shows them (the match page reads them
-- from get_match_detail), and at league scale they were a fifth of every page's bytes, which cost more than
-- the query: a page of 20 past matches went from 11.6 KB to 8.7 KB and from about 2.9× to 2.2× the floor's
-- p95. The filters (p_course_id and the rest), the order, the paging and every other column are unchanged.
-- The return type changes, so the function is dropped and created again with the same grants.

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
               games json, total_count bigint)
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
  if v_status is not null and v_status not in ('DRAFT', 'IN_PROGRESS', 'FINAL') then
    raise exception 'Status must be DRAFT, IN_PROGRESS or FINAL' using errcode = '22023';
  end if;
  if p_limit is not null and p_limit < 0 then
    raise exception 'Limit must be 0 or more' using errcode = '22023';
  end if;
  if v_offset < 0 then
    raise exception 'Offset must be 0 or more' using errcode = '22023';
  end if;

  -- The filter's size (a count over the matches table; no sort).
  select count(*) into v_total
  from public.matches m
  where (v_scope = 'ALL'
         or (v_scope = 'UPCOMING' and not m.is_final and m.date >= v_today)
         or (v_scope = 'PAST' and (m.is_final or m.date < v_today)))
    and (v_status is null
         or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
    and (p_course_id is null or m.course_id = p_course_id)
    and (p_from is null or m.date >= p_from)
    and (p_to is null or m.date <= p_to);

  -- The page's ids in order, one query per scope so each can walk an index in its order and stop at the limit:
  -- UPCOMING reads matches_is_final_date_idx (is_final, date) forwards; PAST and ALL read matches_date_idx
  -- (date desc, created_at desc). The id ends every order so pages never overlap.
  if v_scope = 'UPCOMING' then
    v_ids := array(
      select m.id from public.matches m
      where not m.is_final and m.date >= v_today
        and (v_status is null or v_status = case when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date, m.created_at, m.id
      limit p_limit offset v_offset);
  elsif v_scope = 'PAST' then
    v_ids := array(
      select m.id from public.matches m
      where (m.is_final or m.date < v_today)
        and (v_status is null
             or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  else
    v_ids := array(
      select m.id from public.matches m
      where (v_status is null
             or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  end if;

  -- Counts and games for the page's rows only (match_entries and match_games lead with match_id).
  return query
  select m.id, m.name, m.date, m.course_name, m.course_rating::numeric, m.course_slope, m.format, m.is_final,
         m.capacity, ec.entries::integer, ec.paid::integer, coalesce(gs.games, '[]'::json), v_total
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
  'Matches by scope (ALL newest first, UPCOMING soonest first, PAST newest first), derived status, course and dates; '
  'paged by p_limit/p_offset (null limit = all); entry and paid counts and games for the page''s rows; '
  'total_count = matches of the filter.';
revoke execute on function public.get_matches_list(text, text, uuid, date, date, integer, integer) from public;
grant execute on function public.get_matches_list(text, text, uuid, date, date, integer, integer) to anon, authenticated, service_role;

-- Five times the scale league (issue 16, slice "load": seed:scale --players 10000 --matches 5000) inside every API
-- budget. Two reads grew with the size of the league, not with the size of their answer:
--   * get_matches_list counted its filter by reading and testing every match (a sequential scan of 5,000 rows
--     for each page of 20 past matches); with no filter the count now comes from indexes alone;
--   * private.match_money_one (the match page's balances, every money write's finance refresh) priced the
--     opted-in games by hashing every game of the league (8,800 rows at 5×) to keep one match's few.
-- Same answers: compared on the scaled database before and after (docs/benchmarks.md).

-- Replaces the definition in 20261128010100_match_edit_start_time_call_off.sql: the count without filters.
create or replace function public.get_matches_list(
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
  if v_status is null and p_course_id is null and p_from is null and p_to is null then
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
      and (p_to is null or m.date <= p_to);
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

-- Replaces the definition in 20261128020300_money_pricing_inlined.sql: the opted-in games are read by the match's
-- index (g.match_id = p_match_id, which the opt-in's foreign key (match_game_id, match_id) already implies).
create or replace function private.match_money_one(p_match_id uuid)
returns table (
  match_id uuid, player_id uuid, entry_id uuid, due_cents bigint, paid_cents bigint, refunded_cents bigint,
  credit_in_cents bigint, credit_out_cents bigint, held_cents bigint, credit_cents bigint, outstanding_cents bigint,
  last_payment_at timestamp with time zone
)
language sql
stable
as $$
  with ms as (
    select m.id, m.cancelled_at is not null as cancelled
    from public.matches m
    where m.id = p_match_id
  ),
  per_player as (
    select coalesce(sum(g.buy_in), 0)::bigint as cents
    from public.match_games g
    where g.match_id = p_match_id and g.enabled and g.pot_calc = 'PER_PLAYER'
  ),
  opted as (
    select o.player_id, sum(g.buy_in)::bigint as cents
    from public.match_entry_opt_ins o
    join public.match_games g on g.id = o.match_game_id and g.match_id = p_match_id
    where o.match_id = p_match_id and o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
    group by o.player_id
  ),
  flows as (
    select p.player_id, p.amount_cents as paid, 0 as refunded, 0 as c_in, 0 as c_out, p.created_at as paid_at
    from public.match_payments p
    where p.match_id = p_match_id and p.voided_at is null
    union all
    select v.player_id, 0,
           case when v.kind = 'REFUND' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_OUT' then v.amount_cents else 0 end,
           case when v.kind = 'CREDIT_IN' then v.created_at end
    from public.match_money_moves v
    where v.match_id = p_match_id
  ),
  money as (
    select f.player_id, sum(f.paid)::bigint as paid, sum(f.refunded)::bigint as refunded,
           sum(f.c_in)::bigint as c_in, sum(f.c_out)::bigint as c_out, max(f.paid_at) as last_at
    from flows f
    group by f.player_id
  ),
  joined as (
    select coalesce(e.player_id, mo.player_id) as player_id, e.id as entry_id,
           case when e.id is null or ms.cancelled then 0::bigint else pp.cents + coalesce(op.cents, 0) end as due,
           coalesce(mo.paid, 0::bigint) as paid, coalesce(mo.refunded, 0::bigint) as refunded,
           coalesce(mo.c_in, 0::bigint) as c_in, coalesce(mo.c_out, 0::bigint) as c_out, mo.last_at
    from (select e.id, e.player_id from public.match_entries e where e.match_id = p_match_id) e
    full join money mo on mo.player_id = e.player_id
    cross join ms
    cross join per_player pp
    left join opted op on op.player_id = coalesce(e.player_id, mo.player_id)
  )
  select p_match_id, j.player_id, j.entry_id, j.due, j.paid, j.refunded, j.c_in, j.c_out,
         j.paid - j.refunded + j.c_in - j.c_out,
         greatest(j.paid - j.refunded + j.c_in - j.c_out - j.due, 0),
         case when j.entry_id is null then 0::bigint else greatest(j.due - (j.paid - j.refunded + j.c_in - j.c_out), 0) end,
         j.last_at
  from joined j
$$;
comment on function private.match_money_one(uuid) is 'Per (match, player) with an entry or money on one match: due (0 once removed or cancelled), paid (not voided), refunded, credit in/out, held, credit, outstanding. Inlined into its callers.';
revoke all on function private.match_money_one(uuid) from public;

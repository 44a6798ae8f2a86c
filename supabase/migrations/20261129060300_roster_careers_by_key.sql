-- Five times the scale league (issue 16, slice "load"): the roster's first page (get_players_public, on load of
-- /players) summed its 50 players' career earnings over final matches by hashing every final match of the league
-- (a sequential scan of 4,950 matches at 5× to keep ~1,800 results): 14 ms on this loaded machine, growing with
-- the league. A result now counts unless its match is one of the few matches not final, found by index. Same
-- answers (each result's match exists: results.match_id references matches).

-- Replaces the definition in 20261129040200_roster_sort.sql: only the careers' test of "final" changes.
create or replace function public.get_players_public(status_filter text default 'ACTIVE', p_search text default null,
  p_limit integer default null, p_offset integer default 0, p_sort text default 'NAME')
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
  league_index numeric, career_earnings_cents bigint, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  if get_players_public.status_filter is null
     or get_players_public.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  if p_sort is null or p_sort not in ('NAME', 'INDEX', 'EARNINGS') then
    raise exception using message = 'Sort must be NAME, INDEX or EARNINGS', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0);

  if p_sort = 'EARNINGS' then
    -- Every filtered member's earnings decide the order, so they are summed for all of them.
    return query
    with filtered as (
      select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index
      from public.players p
      where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter) and p.status <> 'GUEST'
        and (v_needle is null
             or strpos(lower(p.name), v_needle) > 0
             or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
    ),
    careers as (
      select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
      from public.results r
      where r.match_id not in (select m.id from public.matches m where not m.is_final)
      group by r.player_id
    )
    select f.id, f.name, f.nickname, f.status, f.created_at, f.join_date, f.league_index::numeric,
           coalesce(c.earnings_cents, 0)::bigint, v_total
    from filtered f
    left join careers c on c.player_id = f.id
    order by coalesce(c.earnings_cents, 0) desc, f.name, f.id
    limit p_limit offset coalesce(p_offset, 0);
    return;
  end if;

  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index
    from public.players p
    where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter) and p.status <> 'GUEST'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
    order by case when p_sort = 'INDEX' then p.league_index end asc nulls last, p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ),
  careers as (
    -- The page's players only (index-only on results (player_id, match_id) include (payout_cents, position)); a
    -- result counts unless its match is one of the few not final (a short range of matches_is_final_date_idx).
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
    from public.results r
    where r.player_id in (select pg.id from page pg)
      and r.match_id not in (select m.id from public.matches m where not m.is_final)
    group by r.player_id
  )
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric,
         coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by case when p_sort = 'INDEX' then pg.league_index end asc nulls last, pg.name, pg.id;
end
$$;
comment on function public.get_players_public(text, text, integer, integer, text) is 'Public roster of members (no guests; no e-mail, GHIN or consent) with career earnings (payouts of final matches); optional search on name/nickname and paging; p_sort NAME (default), INDEX (lowest first, none last) or EARNINGS (highest first), ties by name, id; total_count = size of the filtered set.';
revoke all on function public.get_players_public(text, text, integer, integer, text) from public;
grant execute on function public.get_players_public(text, text, integer, integer, text) to anon, authenticated, service_role;

-- Lighter list pages at league scale (docs/benchmarks.md, issue 8).
--
-- 1. The rosters (get_players_public, get_players_admin) counted their filter with count(*) over (),
--    which made every page sort and count the whole filter (1,800 active players for a page of 50:
--    about 1 ms). The total is now a separate count (index-only on players (status, name)) and the
--    page walks the index in its order and stops at the limit. Same answers, same order.
-- 2. The matches list counts each listed match's entries and paid entries: a covering index
--    match_entries (match_id) include (paid_in_full) answers that without visiting the table
--    (50 matches × 60 entries: about 0.25 ms less per page).

create index if not exists match_entries_match_paid_idx on public.match_entries (match_id) include (paid_in_full);

create or replace function public.get_players_public(
  status_filter text default 'ACTIVE',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, total_count bigint)
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
  select count(*) into v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0);
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric, v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
  order by p.name, p.id
  limit p_limit offset coalesce(p_offset, 0);
end
$$;

create or replace function public.get_players_admin(
  status_filter text default 'ALL',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, email text, ghin text, consent_at timestamptz,
               career_earnings_cents bigint, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  perform private.require_admin();
  if get_players_admin.status_filter is null
     or get_players_admin.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0
         or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0);
  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index,
           p.email, p.ghin, p.consent_at
    from public.players p
    where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter)
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0
           or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ),
  careers as (
    -- = private.player_careers.earnings_cents: payouts of final matches, for the page's players only
    -- (index-only on results (player_id, match_id) include (payout_cents, position)).
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
    from public.results r
    join public.matches m on m.id = r.match_id
    where m.is_final and r.player_id in (select pg.id from page pg)
    group by r.player_id
  )
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric,
         pg.email, pg.ghin, pg.consent_at, coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by pg.name, pg.id;
end
$$;

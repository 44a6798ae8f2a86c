-- Paged player lists (docs/benchmarks.md, "Over budget"): PostgREST answers at most max_rows = 1000 rows, so at
-- 2,000 players the roster, the admin roster and the e-mail centre's recipients were silently cut at 1,000.
--
-- 1. get_players_public / get_players_admin take a server-side search and a page (p_limit, p_offset) and return
--    total_count (the size of the filtered set, a window count) on every row. p_limit null = the whole filtered
--    list, so callers that pass only status_filter keep working. The old one-argument functions are dropped so a
--    call by status_filter alone is not ambiguous between two overloads.
-- 2. count_players(status_filter) for the 'Review Pending (N)' button (no rows are downloaded to be counted).
-- 3. get_email_recipients() → one JSON array (a scalar, so the row cap does not apply) of the ACTIVE players'
--    {id, name, nickname, email}, without the career figures the admin roster computes.
--
-- Search is a case-insensitive substring (strpos on lower(...), so '%' and '_' are plain characters). A substring
-- cannot use a btree; pg_trgm is not guaranteed on every deployment. At 2,000 players the filtered scan is well under
-- a millisecond (measured with the scale seed); an unsearched page walks the existing players_status_name_idx
-- (status, name). No new index is needed.

-- =============================================================================================
-- Public roster
-- =============================================================================================

drop function public.get_players_public(text);

-- Security invoker: it can only read the public columns anon is granted.
create function public.get_players_public(
  status_filter text default 'ACTIVE',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (
  id uuid, name text, nickname text, status text, created_at timestamptz, join_date date, league_index numeric,
  total_count bigint
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
begin
  if get_players_public.status_filter is null
     or get_players_public.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric,
         count(*) over ()
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
  order by p.name, p.id
  limit p_limit offset coalesce(p_offset, 0);
end
$$;
comment on function public.get_players_public(text, text, integer, integer) is
  'Public roster (no e-mail, GHIN or consent), ordered by name, id; optional search on name/nickname and paging; total_count = size of the filtered set.';

-- =============================================================================================
-- Admin roster
-- =============================================================================================

drop function public.get_players_admin(text);

create function public.get_players_admin(
  status_filter text default 'ALL',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (
  id uuid, name text, nickname text, status text, created_at timestamptz, join_date date, league_index numeric,
  email text, ghin text, consent_at timestamptz, career_earnings_cents bigint, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
begin
  perform private.require_admin();
  if get_players_admin.status_filter is null
     or get_players_admin.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index,
           p.email, p.ghin, p.consent_at, count(*) over () as total_count
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
         pg.email, pg.ghin, pg.consent_at, coalesce(c.earnings_cents, 0)::bigint, pg.total_count
  from page pg
  left join careers c on c.player_id = pg.id
  order by pg.name, pg.id;
end
$$;
comment on function public.get_players_admin(text, text, integer, integer) is
  'Admin roster with e-mail, GHIN, consent and career earnings; optional search on name/nickname/e-mail/GHIN and paging; total_count = size of the filtered set.';

-- =============================================================================================
-- Counts and e-mail recipients
-- =============================================================================================

-- Security invoker: counts over the public status column only.
create function public.count_players(status_filter text)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
begin
  if count_players.status_filter is null
     or count_players.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  return (select count(*) from public.players p
          where count_players.status_filter = 'ALL' or p.status = count_players.status_filter);
end
$$;
comment on function public.count_players(text) is 'Number of players with that status (ACTIVE, PENDING, INACTIVE or ALL).';

create function public.get_email_recipients()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return coalesce((
    select json_agg(json_build_object('id', p.id, 'name', p.name, 'nickname', p.nickname, 'email', p.email)
                    order by p.name, p.id)
    from public.players p
    where p.status = 'ACTIVE'), '[]'::json);
end
$$;
comment on function public.get_email_recipients() is
  'Admin: the e-mail centre''s audience, every ACTIVE player as [{id, name, nickname, email}] ordered by name (one JSON value, no row cap).';

revoke execute on function public.get_players_public(text, text, integer, integer), public.get_players_admin(text, text, integer, integer),
  public.count_players(text), public.get_email_recipients() from public;
grant execute on function public.get_players_public(text, text, integer, integer), public.get_players_admin(text, text, integer, integer),
  public.count_players(text), public.get_email_recipients() to anon, authenticated, service_role;

-- The index's source wherever the index shows (issue 18 item 3): the roster (public and admin) and the
-- profile also say where each player's index came from (index_source: LEAGUE, PROVISIONAL, MANUAL, or null
-- with no index). Nothing else changes.

-- Replaces player_details_json of 20261128070200_recent_matches_by_match.sql: adds index_source.
create or replace function private.player_details_json(p_player_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
begin
  return (
    select json_build_object(
      'id', p.id,
      'name', p.name,
      'nickname', p.nickname,
      'status', p.status,
      'join_date', p.join_date,
      'created_at', p.created_at,
      'league_index', p.league_index,
      'index_source', p.index_source,
      'email', case when v_is_admin or v_me = p.id then p.email end,
      'ghin', case when v_is_admin or v_me = p.id then p.ghin end,
      'consent_at', case when v_is_admin or v_me = p.id then p.consent_at end,
      'is_owner', coalesce(v_me = p.id, false),
      'career_earnings_cents', coalesce(c.earnings_cents, 0),
      'career_wins', coalesce(c.wins, 0),
      'career_top3', coalesce(c.top3, 0),
      'last5_results', coalesce((
        select json_agg(json_build_object(
                 'date', x.date, 'matchId', x.match_id, 'matchName', x.match_name, 'gameCode', x.game_code,
                 'points', x.points, 'skinsWon', x.skins_won, 'position', x.position,
                 'payoutCents', x.payout_cents, 'explanation', x.explanation)
               order by x.date desc, x.finalized_at desc, x.game_code)
        from (
          select m.date, m.id as match_id, m.name as match_name, m.finalized_at, r.game_code, r.points, r.skins_won,
                 r.position, r.payout_cents, r.explanation
          -- The player's own results first (tens of rows by index), then their matches.
          from (select r0.* from public.results r0 where r0.player_id = p.id offset 0) r
          cross join lateral (
            select m0.date, m0.id, m0.name, m0.finalized_at from public.matches m0
            where m0.id = r.match_id and m0.is_final offset 0
          ) m
          -- Every game of the player's last five final matches (was: the last five results, so one match of
          -- three games took three of the five rows).
          where r.match_id in (
            select r1.match_id
            from public.results r1
            join public.matches m1 on m1.id = r1.match_id and m1.is_final
            where r1.player_id = p.id
            group by r1.match_id, m1.date, m1.finalized_at
            order by m1.date desc, m1.finalized_at desc
            limit 5)
        ) x), '[]'::json)
    )
    from public.players p
    left join private.player_careers c on c.player_id = p.id
    where p.id = p_player_id
  );
end
$function$;

-- Replaces get_players_public of 20261129060300_roster_careers_by_key.sql: adds index_source (a new result column, so drop first).
drop function public.get_players_public(text, text, integer, integer, text);
create function public.get_players_public(status_filter text DEFAULT 'ACTIVE'::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT NULL::integer, p_offset integer DEFAULT 0, p_sort text DEFAULT 'NAME'::text)
 RETURNS TABLE(id uuid, name text, nickname text, status text, created_at timestamp with time zone, join_date date, league_index numeric, index_source text, career_earnings_cents bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
      select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source
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
    select f.id, f.name, f.nickname, f.status, f.created_at, f.join_date, f.league_index::numeric, f.index_source,
           coalesce(c.earnings_cents, 0)::bigint, v_total
    from filtered f
    left join careers c on c.player_id = f.id
    order by coalesce(c.earnings_cents, 0) desc, f.name, f.id
    limit p_limit offset coalesce(p_offset, 0);
    return;
  end if;

  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source
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
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric, pg.index_source,
         coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by case when p_sort = 'INDEX' then pg.league_index end asc nulls last, pg.name, pg.id;
end
$function$;
comment on function public.get_players_public(status_filter text, p_search text, p_limit integer, p_offset integer, p_sort text) is 'Public roster of members (no guests; no e-mail, GHIN or consent) with career earnings (payouts of final matches); optional search on name/nickname and paging; p_sort NAME (default), INDEX (lowest first, none last) or EARNINGS (highest first), ties by name, id; total_count = size of the filtered set.';
revoke all on function public.get_players_public(text, text, integer, integer, text) from public;
grant execute on function public.get_players_public(text, text, integer, integer, text) to anon, authenticated, service_role;

-- Replaces get_players_admin of 20261128080000_open_signup_and_guests.sql: adds index_source (a new result column, so drop first).
drop function public.get_players_admin(text, text, integer, integer);
create function public.get_players_admin(status_filter text DEFAULT 'ALL'::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT NULL::integer, p_offset integer DEFAULT 0)
 RETURNS TABLE(id uuid, name text, nickname text, status text, created_at timestamp with time zone, join_date date, league_index numeric, index_source text, email text, ghin text, consent_at timestamp with time zone, career_earnings_cents bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
  where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0
         or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0);
  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source,
           p.email, p.ghin, p.consent_at
    from public.players p
    where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter) and p.status <> 'GUEST'
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
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric, pg.index_source,
         pg.email, pg.ghin, pg.consent_at, coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by pg.name, pg.id;
end
$function$;
comment on function public.get_players_admin(status_filter text, p_search text, p_limit integer, p_offset integer) is 'Admin roster (members, not guests) with e-mail, GHIN, consent and career earnings; optional search on name/nickname/e-mail/GHIN and paging; total_count = size of the filtered set.';
revoke all on function public.get_players_admin(text, text, integer, integer) from public;
grant execute on function public.get_players_admin(text, text, integer, integer) to anon, authenticated, service_role;

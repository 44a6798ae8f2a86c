-- Standings per league season (#27 item 5, DESIGN rule 25: ledger, standings and schedule are per season): a
-- league's order of merit for one of its seasons (/l/<slug>/standings), from the same rule as the club's
-- calendar-year standings (/standings), now in one function both read.

-- The order of merit of a set of final matches, in one place: the calendar-year standings (get_season_standings)
-- and a league season's (get_league_standings) both read it.
create function private.standings_of(p_match_ids uuid[])
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with season_matches as (select unnest(p_match_ids) as id),
    rounds as (
      select e.player_id, count(*)::integer as rounds
      from season_matches sm
      join public.match_entries e on e.match_id = sm.id
      group by e.player_id
    ),
    figures as (
      select r.player_id,
             coalesce(sum(r.points) filter (where r.game_code = 'STB_V2'), 0) as points,
             count(r.points) filter (where r.game_code = 'STB_V2') as stableford_rounds,
             -- Rounds, not results: a round won in Stableford and stroke play is one win (Wins <= Top 3 <= Rounds).
             count(distinct r.match_id) filter (where r.position = 1 and r.game_code in ('STB_V2', 'STROKE_PLAY'))::integer as wins,
             count(distinct r.match_id) filter (where r.position between 1 and 3 and r.game_code in ('STB_V2', 'STROKE_PLAY'))::integer as top3,
             coalesce(sum(r.payout_cents), 0)::bigint as earnings_cents
      from season_matches sm
      join public.results r on r.match_id = sm.id
      group by r.player_id
    ),
    standings as (
      select p.id as player_id, p.name, ro.rounds,
             coalesce(f.points, 0) as points,
             coalesce(f.wins, 0) as wins,
             coalesce(f.top3, 0) as top3,
             coalesce(f.earnings_cents, 0) as earnings_cents,
             round(f.points / nullif(f.stableford_rounds, 0), 1) as avg_stableford,
             coalesce(f.stableford_rounds, 0)::integer as stableford_rounds
      from rounds ro
      join public.players p on p.id = ro.player_id and p.status <> 'GUEST'
      left join figures f on f.player_id = ro.player_id
    )
  select coalesce((
    select json_agg(json_build_object(
             'rank', s.rank, 'player_id', s.player_id, 'name', s.name, 'rounds', s.rounds, 'points', s.points,
             'wins', s.wins, 'top3', s.top3, 'earnings_cents', s.earnings_cents, 'avg_stableford', s.avg_stableford,
             'stableford_rounds', s.stableford_rounds)
           order by s.rank, s.earnings_cents desc, s.name)
    from (select st.*, rank() over (order by st.points desc, st.wins desc) as rank from standings st) s
  ), '[]'::json)
$$;
comment on function private.standings_of(uuid[]) is 'The standings rows of these (final) matches: rank by points then wins, rounds, Stableford points and average, wins and top-3 finishes (rounds, not results), earnings; guests left out. Read by get_season_standings and get_league_standings.';
revoke all on function private.standings_of(uuid[]) from public;

-- Replaces get_season_standings of 20261207500500_standings_add_up_per_row.sql: the same answer, its rows from
-- private.standings_of (pgTAP 66-league-joining checks the two agree on the demo data).
create or replace function public.get_season_standings(p_season integer default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_seasons integer[];
  v_season integer;
  v_matches uuid[];
begin
  if p_season is not null and (p_season < 1900 or p_season > 9999) then
    raise exception using message = 'Season must be a year', errcode = '22023';
  end if;

  select coalesce(array_agg(s.y order by s.y desc), '{}')
  into v_seasons
  from (select distinct extract(year from m.date)::integer as y from public.matches m where m.is_final) s;

  -- By default the latest season with a final match (last year's, before this year's first one).
  v_season := coalesce(p_season, v_seasons[1]);
  v_matches := array(select m.id from public.matches m
                     where m.is_final and m.date >= make_date(v_season, 1, 1) and m.date < make_date(v_season + 1, 1, 1));

  return json_build_object(
    'season', v_season,
    'seasons', to_json(v_seasons),
    'matches', cardinality(v_matches),
    'standings', private.standings_of(v_matches));
end
$$;

create function public.get_league_standings(p_league_id uuid, p_season_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_league public.leagues;
  v_season public.seasons;
  v_matches uuid[];
begin
  select * into v_league from public.leagues l where l.id = p_league_id;
  if not found then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  if p_season_id is not null then
    select * into v_season from public.seasons s where s.id = p_season_id and s.league_id = v_league.id;
    if not found then
      raise exception using message = 'Season not found', errcode = 'PT404';
    end if;
  else
    -- The latest season with a final match; else the one holding today; else the latest.
    select s.* into v_season from public.seasons s
    where s.league_id = v_league.id
    order by exists (select 1 from public.matches m where m.season_id = s.id and m.is_final) desc,
             (private.club_today() between s.first_day and s.last_day) desc,
             s.first_day desc
    limit 1;
  end if;
  v_matches := array(select m.id from public.matches m where m.season_id = v_season.id and m.is_final);

  return json_build_object(
    'league', json_build_object('id', v_league.id, 'name', v_league.name, 'slug', v_league.slug),
    'season', case when v_season.id is not null then
                json_build_object('id', v_season.id, 'name', v_season.name, 'first_day', v_season.first_day, 'last_day', v_season.last_day) end,
    'seasons', coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'first_day', s.first_day, 'last_day', s.last_day)
                                         order by s.first_day desc)
                         from public.seasons s where s.league_id = v_league.id), '[]'::json),
    'matches', cardinality(v_matches),
    'standings', private.standings_of(v_matches));
end
$$;
comment on function public.get_league_standings(uuid, uuid) is 'Public order of merit of one league''s season (null: its latest season with a final match, else the one holding today): the same columns and rule as get_season_standings (private.standings_of), from the season''s final matches; plus the league and its seasons to pick from. PT404 for an unknown league or a season of another league.';
revoke all on function public.get_league_standings(uuid, uuid) from public;
grant execute on function public.get_league_standings(uuid, uuid) to anon, authenticated, service_role;

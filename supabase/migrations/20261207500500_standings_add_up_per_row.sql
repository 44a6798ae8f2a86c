-- Standings that add up per row.
--
-- /standings counted Wins and Top 3 per result, over every game with a position: a round won in Stableford and
-- in stroke play was two wins, skins ranks were top-3s, and a player could have more top-3s than rounds. Wins
-- and Top 3 now count rounds (final matches) finished 1st / in the top 3 of a place game (Stableford or stroke
-- play), so Wins <= Top 3 <= Rounds on every row; and each row carries stableford_rounds, the rounds with a
-- Stableford score that Avg Stableford divides Points by (Points = Avg Stableford x stableford_rounds). The
-- screen says what each column counts.

-- Replaces get_season_standings of 20261128080100_standings_members_only.sql: Wins and Top 3 by round, in the
-- place games; stableford_rounds added.
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
begin
  if p_season is not null and (p_season < 1900 or p_season > 9999) then
    raise exception using message = 'Season must be a year', errcode = '22023';
  end if;

  select coalesce(array_agg(s.y order by s.y desc), '{}')
  into v_seasons
  from (select distinct extract(year from m.date)::integer as y from public.matches m where m.is_final) s;

  -- By default the latest season with a final match (last year's, before this year's first one).
  v_season := coalesce(p_season, v_seasons[1]);

  return (
    with season_matches as (
      select m.id
      from public.matches m
      where m.is_final and m.date >= make_date(v_season, 1, 1) and m.date < make_date(v_season + 1, 1, 1)
    ),
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
    select json_build_object(
      'season', v_season,
      'seasons', to_json(v_seasons),
      'matches', (select count(*) from season_matches),
      'standings', coalesce((
        select json_agg(json_build_object(
                 'rank', s.rank, 'player_id', s.player_id, 'name', s.name, 'rounds', s.rounds, 'points', s.points,
                 'wins', s.wins, 'top3', s.top3, 'earnings_cents', s.earnings_cents, 'avg_stableford', s.avg_stableford,
                 'stableford_rounds', s.stableford_rounds)
               order by s.rank, s.earnings_cents desc, s.name)
        from (select st.*, rank() over (order by st.points desc, st.wins desc) as rank from standings st) s
      ), '[]'::json))
  );
end
$$;
comment on function public.get_season_standings(p_season integer) is 'Public order of merit of a season (calendar year; null = the latest with a final match): rounds (final matches played), Stableford points, wins and top-3s (rounds finished 1st / in the top 3 of a place game: Stableford or stroke play), earnings, average Stableford and the Stableford rounds it averages over, per player, from final matches; plus the seasons to pick from. Members only: guests are not ranked.';
revoke all on function public.get_season_standings(integer) from public;
grant execute on function public.get_season_standings(integer) to anon, authenticated, service_role;

-- The landing page's figures and match dashboard from the league's own data (DESIGN: where the spec shows
-- sample content, the product does the real thing). Until now the landing page showed fixed marketing
-- numbers ($50K+ payouts this month, 2,500+ active players, 98.7% uptime …) and a made-up leaderboard.
--
-- get_league_showcase() → {
--   figures: {payouts_this_month_cents, active_players, active_matches, total_payouts_cents, rounds_scored,
--             matches_played},
--   latest_match: null | {id, name, date, course_name, teeset_label, course_rating, course_slope,
--                         leaders: [{player_id, name, league_index, points, skins, winnings_cents}] (top 5),
--                         pots: [{game_code, name, pot_calc, buy_in, players, pot_cents}], total_pot_cents}
-- }
-- Public (anyone may call it): names, indexes, results and pots are public on the roster and match pages;
-- no e-mail, GHIN or consent. "This month" and "played" follow the club's time zone. Total payouts are the
-- finance snapshot's (payouts of final matches, kept on write); the latest match is the final match played
-- most recently; its leaders are ranked by winnings, then Stableford points, then name.

create or replace function public.get_league_showcase()
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_today date := private.club_today();
  v_latest uuid;
begin
  select m.id into v_latest
  from public.matches m
  where m.is_final
  order by m.date desc, m.finalized_at desc, m.id
  limit 1;

  return json_build_object(
    'figures', json_build_object(
      'payouts_this_month_cents', (
        select coalesce(sum(r.payout_cents), 0)::bigint
        from public.matches m
        join public.results r on r.match_id = m.id
        where m.is_final and m.date >= date_trunc('month', v_today)::date and m.date <= v_today),
      'active_players', (select count(*) from public.players p where p.status = 'ACTIVE'),
      'active_matches', (select count(*) from public.matches m where not m.is_final),
      'total_payouts_cents', (select coalesce(f.paid_out_cents, 0) from private.finance_figures() f),
      'rounds_scored', (select count(*) from public.scorecards),
      'matches_played', (select count(*) from public.matches m where m.is_final)
    ),
    'latest_match', (
      select json_build_object(
        'id', m.id, 'name', m.name, 'date', m.date, 'course_name', m.course_name, 'teeset_label', t.label,
        'course_rating', m.course_rating, 'course_slope', m.course_slope,
        'leaders', coalesce((
          select json_agg(x order by x.winnings_cents desc, x.points desc nulls last, x.name)
          from (
            select r.player_id, p.name, p.league_index,
                   max(r.points) filter (where r.game_code = 'STB_V2') as points,
                   coalesce(sum(r.skins_won), 0)::integer as skins,
                   sum(r.payout_cents)::bigint as winnings_cents
            from public.results r
            join public.players p on p.id = r.player_id
            where r.match_id = m.id
            group by r.player_id, p.name, p.league_index
            order by winnings_cents desc, points desc nulls last, p.name
            limit 5
          ) x), '[]'::json),
        'pots', coalesce((
          select json_agg(json_build_object(
                   'game_code', gp.game_code, 'name', c.name, 'pot_calc', gp.pot_calc, 'buy_in', gp.buy_in,
                   'players', case gp.pot_calc when 'PER_ENTRY' then gp.opted_in else gp.entrants end,
                   'pot_cents', gp.pot_cents)
                 order by c.sort_order)
          from private.game_pots gp
          join public.game_catalog c on c.code = gp.game_code
          where gp.match_id = m.id and gp.enabled), '[]'::json),
        'total_pot_cents', (
          select coalesce(sum(gp.pot_cents), 0)::bigint from private.game_pots gp where gp.match_id = m.id and gp.enabled)
      )
      from public.matches m
      left join public.teesets t on t.id = m.teeset_id
      where m.id = v_latest
    )
  );
end
$$;
comment on function public.get_league_showcase() is
  'The landing page''s live figures and the latest final match''s leaders and pots; public, no PII.';
revoke execute on function public.get_league_showcase() from public;
grant execute on function public.get_league_showcase() to anon, authenticated, service_role;

-- Lighter match page and live poll (docs/benchmarks.md: get_match_detail p95 4.9× the floor, 59 KB for a
-- 60-player final match, mostly results' explanation JSON; the Scores tab re-polled all of it every 10 s).
--
-- 1. get_match_detail no longer sends results' `explanation`. In its place each result carries a small
--    `summary` the final-results table shows in its Score/Won column without the whole explanation:
--    STROKE_PLAY → {"score": net score | null}; NASSAU → {"parts_won": ["front"|"back"|"overall", …]};
--    other games → null. Everything else is unchanged (copied from 20261125095100_scale_indexes.sql).
-- 2. get_result_explanations(match): [{player_id, game_code, explanation}] — loaded by the UI only when
--    a payout's explanation is opened. Results are public, so anyone may call it.
-- 3. get_match_scorecards(match): what the live leaderboard polls every 10 s —
--    {is_final, scorecards:[{player_id, holes, gross_total, updated_at}], entries_count, entries_latest_at}.
--    The client refetches the full detail only when the match became final or the entries changed.

create or replace function public.get_match_detail(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  -- Who is asking, once per call (not once per entrant).
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_today date := private.club_today();
begin
  return (
    with m as (
      select mm.* from public.matches mm where mm.id = p_match_id
    ),
    counts as (
      select count(*)::integer as entries from public.match_entries e where e.match_id = p_match_id
    )
    select json_build_object(
      'match', to_jsonb(m) || jsonb_build_object(
        'status', case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end),
      'teeset', (
        select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                                 'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
        from public.teesets t where t.id = m.teeset_id),
      'games', coalesce((
        select json_agg(json_build_object('id', g.id, 'game_code', g.game_code, 'name', c.name, 'category', c.category,
                                          'enabled', g.enabled, 'buy_in', g.buy_in, 'pot_calc', g.pot_calc,
                                          'requires_teams', c.requires_teams, 'notes', g.notes)
                        order by c.sort_order, g.created_at)
        from public.match_games g
        join public.game_catalog c on c.code = g.game_code
        where g.match_id = p_match_id), '[]'::json),
      'pots', coalesce((
        select json_agg(json_build_object('match_game_id', gp.match_game_id, 'game_code', gp.game_code,
                                          'enabled', gp.enabled, 'pot_cents', gp.pot_cents,
                                          'entrants', gp.entrants, 'opted_in', gp.opted_in)
                        order by gp.game_code)
        from private.game_pots gp where gp.match_id = p_match_id), '[]'::json),
      -- Due and paid as private.entry_balances prices them (Σ enabled PER_PLAYER buy-ins + Σ opted-in
      -- enabled PER_ENTRY buy-ins; Σ payments), and the games each entrant plays (private.game_players),
      -- each computed once for the match and joined by player instead of once per entrant.
      'entries', coalesce((
        with per_player as (
          select coalesce(sum(g.buy_in), 0) as cents
          from public.match_games g
          where g.match_id = p_match_id and g.enabled and g.pot_calc = 'PER_PLAYER'
        ),
        opted as (
          select o.player_id, sum(g.buy_in) as cents
          from public.match_entry_opt_ins o
          join public.match_games g on g.id = o.match_game_id
          where o.match_id = p_match_id and g.match_id = p_match_id
            and o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
          group by o.player_id
        ),
        paid as (
          select x.player_id, sum(x.amount_cents) as cents
          from public.match_payments x
          where x.match_id = p_match_id
          group by x.player_id
        ),
        plays as (
          select gp.player_id, json_agg(gp.match_game_id order by gp.game_code) as game_ids
          from private.game_players gp
          where gp.match_id = p_match_id
          group by gp.player_id
        )
        select json_agg(json_build_object(
                 'id', e.id, 'player_id', e.player_id, 'name', p.name, 'nickname', p.nickname,
                 'league_index', p.league_index, 'created_at', e.created_at, 'paid_in_full', e.paid_in_full,
                 'paid_at', e.paid_at,
                 'due_cents', (pp.cents + coalesce(op.cents, 0))::bigint,
                 'paid_cents', coalesce(pa.cents, 0)::bigint,
                 'balance_cents', (pp.cents + coalesce(op.cents, 0))::bigint - coalesce(pa.cents, 0)::bigint,
                 'opted_in_game_ids', coalesce(pl.game_ids, '[]'::json),
                 'email', case when v_is_admin then p.email end)
               order by e.created_at, p.name)
        from public.match_entries e
        join public.players p on p.id = e.player_id
        cross join per_player pp
        left join opted op on op.player_id = e.player_id
        left join paid pa on pa.player_id = e.player_id
        left join plays pl on pl.player_id = e.player_id
        where e.match_id = p_match_id), '[]'::json),
      'scorecards', coalesce((
        select json_agg(json_build_object(
                 'player_id', s.player_id,
                 -- = private.scorecard_holes(s), read inline
                 'holes', array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                                s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                                s.hole_16, s.hole_17, s.hole_18]::integer[],
                 'gross_total', s.gross_total, 'updated_at', s.updated_at)
               order by s.player_id)
        from public.scorecards s where s.match_id = p_match_id), '[]'::json),
      'results', coalesce((
        select json_agg(json_build_object('player_id', r.player_id, 'game_code', r.game_code, 'position', r.position,
                                          'points', r.points, 'skins_won', r.skins_won, 'payout_cents', r.payout_cents,
                                          'notes', r.notes,
                                          'summary', case r.game_code
                                            when 'STROKE_PLAY' then json_build_object('score', r.explanation -> 'score')
                                            when 'NASSAU' then json_build_object('parts_won', coalesce((
                                              select json_agg(x.part ->> 'part' order by x.ord)
                                              from jsonb_array_elements(case when jsonb_typeof(r.explanation -> 'parts') = 'array'
                                                                             then r.explanation -> 'parts' else '[]'::jsonb end)
                                                   with ordinality as x(part, ord)
                                              where (x.part ->> 'won')::boolean), '[]'::json))
                                          end)
                        order by r.game_code, r.position nulls last, r.payout_cents desc, r.player_id)
        from public.results r where r.match_id = p_match_id), '[]'::json),
      'seats_left', case when m.capacity is null then null else greatest(m.capacity - counts.entries, 0) end,
      'is_admin', v_is_admin,
      'can_enter_scores', not m.is_final and (v_is_admin or exists (
        select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_me))
    )
    from m
    cross join counts
  );
end
$$;
comment on function public.get_match_detail(uuid) is 'The match page in one round trip; entrant e-mails only for admins; null when missing.';

create or replace function public.get_result_explanations(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(json_build_object('player_id', r.player_id, 'game_code', r.game_code,
                                             'explanation', r.explanation)
                           order by r.game_code, r.position nulls last, r.payout_cents desc, r.player_id), '[]'::json)
  from public.results r
  where r.match_id = p_match_id
$$;
comment on function public.get_result_explanations(uuid) is
  'The stored payout explanations of a match''s results, loaded when a payout is opened; public like results.';

create or replace function public.get_match_scorecards(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'is_final', m.is_final,
    'scorecards', coalesce((
      select json_agg(json_build_object(
               'player_id', s.player_id,
               'holes', array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                              s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                              s.hole_16, s.hole_17, s.hole_18]::integer[],
               'gross_total', s.gross_total, 'updated_at', s.updated_at)
             order by s.player_id)
      from public.scorecards s where s.match_id = p_match_id), '[]'::json),
    'entries_count', (select count(*)::integer from public.match_entries e where e.match_id = p_match_id),
    'entries_latest_at', (select max(e.created_at) from public.match_entries e where e.match_id = p_match_id)
  )
  from public.matches m
  where m.id = p_match_id
$$;
comment on function public.get_match_scorecards(uuid) is
  'The live leaderboard''s poll: final flag, scorecards, and the entries'' count and latest entry time; null when missing.';

revoke execute on function public.get_result_explanations(uuid) from public;
revoke execute on function public.get_match_scorecards(uuid) from public;
grant execute on function public.get_result_explanations(uuid) to anon, authenticated, service_role;
grant execute on function public.get_match_scorecards(uuid) to anon, authenticated, service_role;

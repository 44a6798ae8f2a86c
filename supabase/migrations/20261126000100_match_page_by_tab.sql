-- The match page within its budget (docs/benchmarks.md: get_match_detail p95 about 8× the floor for a
-- 60-player final match; budget 3×). The page's data now comes in parallel parts, each within budget,
-- and each tab reads only the parts it shows:
--
-- 1. get_match_detail: the match itself — match, teeset, games, pots, seats_left, is_admin,
--    can_enter_scores, and entries_count / entries_latest_at (what the live poll compares).
-- 2. get_match_entries: the entries with their opt-ins and payments (due, paid, balance; e-mail only for
--    admins). Per-entry created_at and paid_at are no longer sent (no screen shows them; the order is
--    still by entry time).
-- 3. get_match_results: the stored results with the small `summary` the results table shows.
-- The page asks for 1–3 at once (one round trip). Scorecards are get_match_scorecards (the Scores tab
-- and the live poll), payout explanations get_result_explanations (when a payout is opened).
--
-- Each is plpgsql with `plan_cache_mode = force_generic_plan`: under the default (auto) the page's
-- large statement was planned again on every call (about 1 ms, as long as running it) because the
-- generic plan's estimated cost looked worse than a custom one's. Rows become JSON with json_agg over
-- a row, about half the cost of json_build_object per field.

create or replace function public.get_match_detail(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_today date := private.club_today();
begin
  return (
    with m as (
      select mm.* from public.matches mm where mm.id = p_match_id
    ),
    counts as (
      select count(*)::integer as entries, max(e.created_at) as latest_at
      from public.match_entries e
      where e.match_id = p_match_id
    )
    select json_build_object(
      'match', to_jsonb(m) || jsonb_build_object(
        'status', case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end),
      'teeset', (
        select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                                 'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
        from public.teesets t where t.id = m.teeset_id),
      'games', coalesce((
        select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'name', c.name, 'category', c.category,
                                          'enabled', mg.enabled, 'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc,
                                          'requires_teams', c.requires_teams, 'notes', mg.notes)
                        order by c.sort_order, mg.created_at)
        from public.match_games mg
        join public.game_catalog c on c.code = mg.game_code
        where mg.match_id = p_match_id), '[]'::json),
      'pots', coalesce((
        select json_agg(json_build_object('match_game_id', gp.match_game_id, 'game_code', gp.game_code,
                                          'enabled', gp.enabled, 'pot_cents', gp.pot_cents,
                                          'entrants', gp.entrants, 'opted_in', gp.opted_in)
                        order by gp.game_code)
        from private.game_pots gp where gp.match_id = p_match_id), '[]'::json),
      'entries_count', counts.entries,
      'entries_latest_at', counts.latest_at,
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
comment on function public.get_match_detail(uuid) is
  'The match page''s match: match, tee set, games, pots, seats, entries count and latest entry time, the viewer''s flags; '
  'null when missing. Entries: get_match_entries; results: get_match_results; scorecards: get_match_scorecards.';

create or replace function public.get_match_entries(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_is_admin boolean := private.is_admin();
begin
  return (
    -- Due and paid as private.entry_balances prices them (DESIGN rule 4: Σ enabled PER_PLAYER buy-ins
    -- + Σ opted-in enabled PER_ENTRY buy-ins; Σ payments) and the games each entrant plays as
    -- private.game_players lists them, each grouped once for the match and joined by player.
    with g as (
      select mg.id, mg.game_code, mg.pot_calc, mg.buy_in
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(sum(g.buy_in) filter (where g.pot_calc = 'PER_PLAYER'), 0)::bigint as cents,
             coalesce(array_agg(g.id order by g.game_code) filter (where g.pot_calc <> 'PER_ENTRY'), '{}') as game_ids
      from g
    ),
    opted as (
      select o.player_id, sum(g.buy_in)::bigint as cents, array_agg(g.id order by g.game_code) as game_ids
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    ),
    paid as (
      select x.player_id, sum(x.amount_cents)::bigint as cents
      from public.match_payments x
      where x.match_id = p_match_id
      group by x.player_id
    )
    select coalesce(json_agg(x.entry order by x.entered_at, x.name), '[]'::json)
    from (
      -- `entry` is the row sent; the entry time orders the rows without being sent.
      select e.created_at as entered_at, p.name, (
               select r from (
                 select e.id, e.player_id, p.name, p.nickname, p.league_index, e.paid_in_full,
                        ev.cents + coalesce(op.cents, 0) as due_cents,
                        coalesce(pa.cents, 0) as paid_cents,
                        ev.cents + coalesce(op.cents, 0) - coalesce(pa.cents, 0) as balance_cents,
                        ev.game_ids || coalesce(op.game_ids, '{}') as opted_in_game_ids,
                        case when v_is_admin then p.email end as email
               ) r) as entry
      from public.match_entries e
      -- One index probe per entrant (the generic plan would hash the whole players table).
      cross join lateral (
        select pl.name, pl.nickname, pl.league_index, pl.email from public.players pl where pl.id = e.player_id offset 0
      ) p
      cross join everyone ev
      left join opted op on op.player_id = e.player_id
      left join paid pa on pa.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_entries(uuid) is
  'A match''s entries in entry order with the games each plays and what each owes and paid; e-mails only for admins.';

create or replace function public.get_match_results(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_agg(x order by x.game_code, x.position nulls last, x.payout_cents desc, x.player_id), '[]'::json)
    from (
      select r.player_id, r.game_code, r.position, r.points, r.skins_won, r.payout_cents, r.notes,
             -- What the results table shows without the whole explanation (get_result_explanations).
             case r.game_code
               when 'STROKE_PLAY' then json_build_object('score', r.explanation -> 'score')
               when 'NASSAU' then json_build_object('parts_won', coalesce((
                 select json_agg(part.value ->> 'part' order by part.ord)
                 from jsonb_array_elements(case when jsonb_typeof(r.explanation -> 'parts') = 'array'
                                                then r.explanation -> 'parts' else '[]'::jsonb end)
                      with ordinality as part(value, ord)
                 where (part.value ->> 'won')::boolean), '[]'::json))
             end as summary
      from public.results r
      where r.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_results(uuid) is
  'The stored results of a match with a small summary per result (no explanation); public like results.';

-- The Scores tab's first read and the live leaderboard's poll: same answer, plan cached per connection.
create or replace function public.get_match_scorecards(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select json_build_object(
      'is_final', m.is_final,
      'scorecards', coalesce((
        select json_agg(x order by x.player_id)
        from (
          select s.player_id,
                 array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                       s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                       s.hole_16, s.hole_17, s.hole_18]::integer[] as holes,
                 s.gross_total, s.updated_at
          from public.scorecards s
          where s.match_id = p_match_id
        ) x), '[]'::json),
      'entries_count', (select count(*)::integer from public.match_entries e where e.match_id = p_match_id),
      'entries_latest_at', (select max(e.created_at) from public.match_entries e where e.match_id = p_match_id)
    )
    from public.matches m
    where m.id = p_match_id
  );
end
$$;

create or replace function public.get_result_explanations(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_agg(json_build_object('player_id', r.player_id, 'game_code', r.game_code,
                                               'explanation', r.explanation)
                             order by r.game_code, r.position nulls last, r.payout_cents desc, r.player_id), '[]'::json)
    from public.results r
    where r.match_id = p_match_id
  );
end
$$;

revoke execute on function public.get_match_results(uuid) from public;
revoke execute on function public.get_match_entries(uuid) from public;
grant execute on function public.get_match_results(uuid) to anon, authenticated, service_role;
grant execute on function public.get_match_entries(uuid) to anon, authenticated, service_role;

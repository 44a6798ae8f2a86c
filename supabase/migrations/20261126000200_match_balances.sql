-- The match page's entries in two parts, sent at once (docs/benchmarks.md): at league scale the bytes
-- of a 60-player entry list cost more than the query behind them, and get_match_entries carried both
-- who is in and what each owes (18 KB, p95 about 2.8× the floor; budget 3×).
--
-- get_match_entries: who is in and what they play — id, player_id, name, nickname, league_index,
--   opted_in_game_ids, email (admins only), in entry order.
-- get_match_balances: what each entrant owes and paid — player_id, paid_in_full, due_cents,
--   paid_cents, balance_cents. A payment changes only this part.

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
    -- The games each entrant plays, as private.game_players lists them: every enabled PER_PLAYER and
    -- FLAT game, and the enabled PER_ENTRY games the entrant opted into.
    with g as (
      select mg.id, mg.game_code, mg.pot_calc
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(array_agg(g.id order by g.game_code) filter (where g.pot_calc <> 'PER_ENTRY'), '{}') as game_ids
      from g
    ),
    opted as (
      select o.player_id, array_agg(g.id order by g.game_code) as game_ids
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    )
    select coalesce(json_agg(x.entry order by x.entered_at, x.name), '[]'::json)
    from (
      -- `entry` is the row sent; the entry time orders the rows without being sent.
      select e.created_at as entered_at, p.name, (
               select r from (
                 select e.id, e.player_id, p.name, p.nickname, p.league_index,
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
      where e.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_entries(uuid) is
  'A match''s entries in entry order with the games each plays; e-mails only for admins. Money: get_match_balances.';

create or replace function public.get_match_balances(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    -- Due and paid as private.entry_balances prices them (DESIGN rule 4: Σ enabled PER_PLAYER buy-ins
    -- + Σ opted-in enabled PER_ENTRY buy-ins; Σ payments), each grouped once for the match.
    with g as (
      select mg.id, mg.pot_calc, mg.buy_in
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(sum(g.buy_in) filter (where g.pot_calc = 'PER_PLAYER'), 0)::bigint as cents from g
    ),
    opted as (
      select o.player_id, sum(g.buy_in)::bigint as cents
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
    select coalesce(json_agg(x order by x.player_id), '[]'::json)
    from (
      select e.player_id, e.paid_in_full,
             ev.cents + coalesce(op.cents, 0) as due_cents,
             coalesce(pa.cents, 0) as paid_cents,
             ev.cents + coalesce(op.cents, 0) - coalesce(pa.cents, 0) as balance_cents
      from public.match_entries e
      cross join everyone ev
      left join opted op on op.player_id = e.player_id
      left join paid pa on pa.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is
  'What each entrant of a match owes and paid (due, paid, balance in cents; paid_in_full), by player id.';

revoke execute on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

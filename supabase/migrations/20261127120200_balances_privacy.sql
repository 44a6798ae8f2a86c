-- Privacy of money (issue 13 item 12; DESIGN Turn 2 rule 20).
--
-- get_match_balances sent every entrant's due, paid and balance to anyone. The amounts now go to admins
-- and to the entrant themselves; everyone sees each entry's status: PAID, PENDING or NOTHING_DUE (an
-- entry that owes nothing is not "Paid", rule 19).

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces get_match_balances of 20261127000400_matches_games_entries_results.sql: amounts only for
-- admins and the entrant, a status for everyone.
create or replace function public.get_match_balances(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  v_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
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
    ),
    money as (
      select e.player_id, e.paid_in_full,
             ev.cents + coalesce(op.cents, 0) as due_cents,
             coalesce(pa.cents, 0) as paid_cents
      from public.match_entries e
      cross join everyone ev
      left join opted op on op.player_id = e.player_id
      left join paid pa on pa.player_id = e.player_id
      where e.match_id = p_match_id
    )
    select coalesce(json_agg(x order by x.player_id), '[]'::json)
    from (
      select mo.player_id, mo.paid_in_full,
             case when mo.due_cents = 0 then 'NOTHING_DUE' when mo.paid_in_full then 'PAID' else 'PENDING' end as status,
             case when v_admin or mo.player_id = v_me then mo.due_cents end as due_cents,
             case when v_admin or mo.player_id = v_me then mo.paid_cents end as paid_cents,
             case when v_admin or mo.player_id = v_me then mo.due_cents - mo.paid_cents end as balance_cents
      from money mo
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is
  'Each entrant''s payment status (PAID, PENDING, NOTHING_DUE) by player id; due, paid and balance in cents only for admins and the entrant (null otherwise).';
revoke all on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

-- Fairway League — the treasurer's ledger (admin).
--
-- A season is a calendar year of match dates. Per match: what entrants were charged (DESIGN rule 4),
-- what they paid, what is still owed, the pots, what final results paid out and the rounding
-- remainder (pot − payouts, final matches only). Per player: charges, payments, balance, winnings
-- from final matches and the net. FLAT pots are league-funded (nobody is charged for them).

create function public.get_ledger(p_season integer default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_result json;
begin
  perform private.require_admin();
  with season_matches as (
    select m.* from public.matches m
    where p_season is null or extract(year from m.date)::integer = p_season
  ),
  balances as (
    select b.* from private.entry_balances b join season_matches m on m.id = b.match_id
  ),
  pots as (
    select gp.match_id,
           sum(gp.pot_cents)::bigint as pot_cents,
           (sum(gp.pot_cents) filter (where gp.pot_calc = 'FLAT'))::bigint as league_funded_cents
    from private.game_pots gp join season_matches m on m.id = gp.match_id
    where gp.enabled
    group by gp.match_id
  ),
  payouts as (
    select r.match_id, sum(r.payout_cents)::bigint as cents
    from public.results r join season_matches m on m.id = r.match_id
    where m.is_final
    group by r.match_id
  ),
  payments as (
    select p.* from public.match_payments p join season_matches m on m.id = p.match_id
  ),
  match_rows as (
    select m.id, m.name, m.date, m.is_final,
           (select count(*) from balances b where b.match_id = m.id)::integer as entries_count,
           coalesce((select sum(b.charges_cents) from balances b where b.match_id = m.id), 0)::bigint as charged_cents,
           coalesce((select sum(p.amount_cents) from payments p where p.match_id = m.id), 0)::bigint as collected_cents,
           coalesce((select sum(greatest(b.charges_cents - b.paid_cents, 0)) from balances b where b.match_id = m.id), 0)::bigint
             as outstanding_cents,
           coalesce(pt.pot_cents, 0) as pot_cents,
           coalesce(pt.league_funded_cents, 0) as league_funded_cents,
           case when m.is_final then coalesce(po.cents, 0) else 0 end as paid_out_cents,
           case when m.is_final then coalesce(pt.pot_cents, 0) - coalesce(po.cents, 0) end as remainder_cents
    from season_matches m
    left join pots pt on pt.match_id = m.id
    left join payouts po on po.match_id = m.id
  ),
  player_rows as (
    select p.id as player_id, p.name,
           coalesce(ch.cents, 0)::bigint as charged_cents,
           coalesce(pa.cents, 0)::bigint as paid_cents,
           (coalesce(ch.cents, 0) - coalesce(pa.cents, 0))::bigint as balance_cents,
           coalesce(wi.cents, 0)::bigint as winnings_cents,
           (coalesce(wi.cents, 0) - coalesce(pa.cents, 0))::bigint as net_cents
    from public.players p
    left join (select b.player_id, sum(b.charges_cents) as cents from balances b group by b.player_id) ch on ch.player_id = p.id
    left join (select x.player_id, sum(x.amount_cents) as cents from payments x group by x.player_id) pa on pa.player_id = p.id
    left join (select r.player_id, sum(r.payout_cents) as cents
               from public.results r join season_matches m on m.id = r.match_id
               where m.is_final group by r.player_id) wi on wi.player_id = p.id
    where ch.player_id is not null or pa.player_id is not null or wi.player_id is not null
  )
  select json_build_object(
    'season', p_season,
    'seasons', coalesce((select json_agg(y order by y desc)
                         from (select distinct extract(year from m.date)::integer as y from public.matches m) ys), '[]'::json),
    'totals', (select json_build_object(
                 'charged_cents', coalesce(sum(mr.charged_cents), 0),
                 'collected_cents', coalesce(sum(mr.collected_cents), 0),
                 'outstanding_cents', coalesce(sum(mr.outstanding_cents), 0),
                 'credit_cents', coalesce((select sum(greatest(b.paid_cents - b.charges_cents, 0)) from balances b), 0)
                   + coalesce((select sum(p.amount_cents) from payments p
                               where not exists (select 1 from public.match_entries e
                                                 where e.match_id = p.match_id and e.player_id = p.player_id)), 0),
                 'pot_cents', coalesce(sum(mr.pot_cents), 0),
                 'league_funded_cents', coalesce(sum(mr.league_funded_cents), 0),
                 'paid_out_cents', coalesce(sum(mr.paid_out_cents), 0),
                 'remainder_cents', coalesce(sum(mr.remainder_cents), 0))
               from match_rows mr),
    'matches', coalesce((select json_agg(row_to_json(mr) order by mr.date desc, mr.name) from match_rows mr), '[]'::json),
    'players', coalesce((select json_agg(row_to_json(pr) order by pr.name, pr.player_id) from player_rows pr), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'match_id', x.match_id,
                                        'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note) order by x.created_at desc, x.id)
      from (select p.id, p.created_at, p.match_id, m.name as match_name, p.player_id, pl.name as player_name,
                   p.amount_cents, p.method, p.note
            from payments p
            join public.matches m on m.id = p.match_id
            join public.players pl on pl.id = p.player_id
            order by p.created_at desc, p.id
            limit 500) x), '[]'::json)
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_ledger(integer) is 'Admin treasurer ledger for a season (calendar year; null = all seasons): totals, per match, per player, recent payments.';

revoke execute on function public.get_ledger(integer) from public;
grant execute on function public.get_ledger(integer) to anon, authenticated, service_role;

-- Privacy of money on the match page and its board (DESIGN rule 20).
--
-- A finalized match's places, points and winnings are public results (get_match_results). What an
-- entrant put in (their buy-ins), owes, has paid, and their net (won − buy-ins) is the entrant's own:
-- get_match_balances sends those amounts to admins and to the entrant, and to nobody else — not to
-- anonymous visitors, pending players or other members. The page and the shared board read the match
-- only through these RPCs, so a browser is never sent another member's amounts.
--
-- New league setting publishNetsToMembers (default false, Admin → Settings): when true, signed-in
-- ACTIVE members also receive every entrant's buy-ins (stake) and net of a FINAL match — never what is
-- owed or paid, and never anonymous visitors or pending players.

-- ================================================================================================
-- Helpers
-- ================================================================================================

create function private.publish_nets_problem(p_value text)
returns text
language sql immutable set search_path = '' as $$
  select case when p_value in ('true', 'false') then null else 'Value must be true or false' end
$$;
comment on function private.publish_nets_problem(text) is 'Validator of setting publishNetsToMembers.';
revoke all on function private.publish_nets_problem(text) from public;
grant execute on function private.publish_nets_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('publishNetsToMembers', 'private.publish_nets_problem(text)', false);
insert into public.settings (key, value) values ('publishNetsToMembers', 'false')
on conflict (key) do nothing;

create function private.sees_match_nets(p_match_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
      or (coalesce((select s.value from public.settings s where s.key = 'publishNetsToMembers'), 'false') = 'true'
          and exists (select 1 from public.players p where p.id = private.current_player_id() and p.status = 'ACTIVE')
          and exists (select 1 from public.matches m where m.id = p_match_id and m.is_final))
$$;
comment on function private.sees_match_nets(uuid) is 'True when the request may see every entrant''s buy-ins and net of this match: an admin, or an ACTIVE member when publishNetsToMembers is on and the match is final (DESIGN rule 20).';
revoke all on function private.sees_match_nets(uuid) from public;
grant execute on function private.sees_match_nets(uuid) to service_role;

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces get_match_balances of 20261127000400_matches_games_entries_results.sql: adds stake_cents
-- (the entrant's buy-ins) and net_cents (won − stake), for admins and the entrant, and for members when
-- the league publishes nets of final matches; null for everyone else, like due, paid, balance and credit.
create or replace function public.get_match_balances(p_match_id uuid)
returns json
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
declare
  v_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_nets boolean := private.sees_match_nets(p_match_id);
begin
  return (
    with won as (
      select r.player_id, sum(r.payout_cents)::bigint as cents
      from public.results r
      where r.match_id = p_match_id
      group by r.player_id
    )
    select coalesce(json_agg(x order by x.player_id), '[]'::json)
    from (
      select mo.player_id, mo.held_cents >= mo.due_cents as paid_in_full,
             case when mo.due_cents = 0 then 'NOTHING_DUE' when mo.outstanding_cents = 0 then 'PAID' else 'PENDING' end as status,
             case when v_admin or mo.player_id = v_me then mo.due_cents end as due_cents,
             case when v_admin or mo.player_id = v_me then mo.held_cents end as paid_cents,
             case when v_admin or mo.player_id = v_me then mo.due_cents - mo.held_cents end as balance_cents,
             case when v_admin or mo.player_id = v_me then mo.credit_cents end as credit_cents,
             case when v_nets or mo.player_id = v_me then mo.due_cents end as stake_cents,
             case when v_nets or mo.player_id = v_me then coalesce(w.cents, 0) - mo.due_cents end as net_cents
      from private.match_money_one(p_match_id) mo
      left join won w on w.player_id = mo.player_id
      where mo.entry_id is not null
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is 'Each entrant''s payment status (PAID, PENDING, NOTHING_DUE) by player id; due, paid (held: payments not voided − refunds ± credit moved), balance and credit in cents only for admins and the entrant; stake (buy-ins) and net (won − stake) for admins and the entrant, and for ACTIVE members on a final match when publishNetsToMembers is on (null otherwise, DESIGN rule 20).';
revoke all on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

-- The league's money and entry rules that span rows (the ones triggers and RPCs keep; single-row rules are
-- CHECK constraints), checked over the whole database in one place: what a test or an operator runs after
-- anything unusual (hostile-input fuzzing, a crash, a bulk import) to prove that no row breaks them. Returns one row per broken rule
-- (none when all is well). Not callable through the API.

create or replace function private.integrity_problems()
returns table (problem text, rows bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select x.problem, x.rows
  from (
    select 'games whose payouts exceed the pot' as problem, count(*) as rows
    from (select r.match_id, r.game_code, sum(r.payout_cents) as paid from public.results r group by 1, 2) x
    join private.game_pots gp on gp.match_id = x.match_id and gp.game_code = x.game_code
    where x.paid > gp.pot_cents
    union all
    select 'entries whose paid_in_full disagrees with payments ≥ due', count(*)
    from public.match_entries e
    join private.entry_balances b on b.entry_id = e.id
    where e.paid_in_full is distinct from (b.paid_cents >= b.charges_cents)
    union all
    select 'final matches requiring payment with unpaid entries', count(*)
    from public.match_entries e
    join public.matches m on m.id = e.match_id
    where m.is_final and m.require_payment_before_play and not e.paid_in_full
    union all
    select 'results of final matches for players not in that game', count(*)
    from public.results r
    join public.matches m on m.id = r.match_id and m.is_final
    where not exists (select 1 from private.game_players gp
                      where gp.match_id = r.match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)
    union all
    select 'matches over capacity', count(*)
    from public.matches m
    where m.capacity is not null and (select count(*) from public.match_entries e where e.match_id = m.id) > m.capacity
    union all
    select 'players both entered and still waiting in a match', count(*)
    from public.match_waitlist w
    join public.match_entries e on e.match_id = w.match_id and e.player_id = w.player_id
    where w.promoted_at is null
    union all
    select 'opt-ins without their entry or game', count(*)
    from public.match_entry_opt_ins o
    where not exists (select 1 from public.match_entries e where e.match_id = o.match_id and e.player_id = o.player_id)
       or not exists (select 1 from public.match_games g where g.id = o.match_game_id and g.match_id = o.match_id)
    union all
    select 'scorecards without an entry', count(*)
    from public.scorecards c
    where not exists (select 1 from public.match_entries e where e.match_id = c.match_id and e.player_id = c.player_id)
    union all
    select 'enabled team games', count(*)
    from public.match_games g join public.game_catalog c on c.code = g.game_code
    where g.enabled and c.requires_teams

  ) x
  where x.rows > 0
$$;
comment on function private.integrity_problems() is
  'Every broken money or entry rule over the whole database, one row per rule with its row count; none when all is well.';
revoke all on function private.integrity_problems() from public, anon, authenticated;

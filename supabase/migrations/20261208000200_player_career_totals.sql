-- Career totals kept per player, so a roster page reads 50 rows instead of summing every result of its players.
-- At league scale the roster's first page summed ~1,700 results (34 per member) on every call, and the members'
-- order by name could only be planned per call (plan_cache_mode = force_custom_plan): together about two thirds
-- of the page's database time. private.player_career_totals holds, per player with a result in a final match,
-- exactly what private.player_careers computed (earnings, wins, top-3 finishes); the view now reads it, so every
-- reader (roster, profile, landing) keeps its query. It is re-counted from the results of the affected players
-- whenever a result changes or a match becomes final or stops being final; integrity_problems() checks it.

create table private.player_career_totals (
  player_id uuid primary key references public.players (id) on delete cascade,
  earnings_cents bigint not null,
  wins integer not null check (wins >= 0),
  top3 integer not null check (top3 >= wins),
  updated_at timestamptz not null default now()
);
alter table private.player_career_totals enable row level security;
comment on table private.player_career_totals is
  'Per player with a result in a final match: career earnings, wins and top-3 finishes (= the results of final matches; kept by private.refresh_player_careers, checked by integrity_problems()).';

-- The rule, in one place: a player's career is the results of final matches.
create view private.career_counts as
  select r.player_id, sum(r.payout_cents)::bigint as earnings_cents,
         (count(*) filter (where r.position = 1))::integer as wins,
         (count(*) filter (where r.position between 1 and 3))::integer as top3
  from public.results r
  join public.matches m on m.id = r.match_id and m.is_final
  group by r.player_id;
comment on view private.career_counts is 'Career earnings, wins and top-3 finishes per player, counted from the results of final matches (what private.player_career_totals keeps).';
revoke all on private.career_counts from anon, authenticated;

create function private.refresh_player_careers(p_player_ids uuid[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  if p_player_ids is null or cardinality(p_player_ids) = 0 then
    return;
  end if;
  -- One writer per player at a time (sorted: no deadlock between two finalizes). The statements below start
  -- after the lock is held, so under READ COMMITTED they see what a finalize that held it before committed.
  for v_id in select distinct u from unnest(p_player_ids) u where u is not null order by u loop
    perform pg_advisory_xact_lock(hashtextextended('player_career:' || v_id::text, 0));
  end loop;
  delete from private.player_career_totals t where t.player_id = any (p_player_ids);
  insert into private.player_career_totals (player_id, earnings_cents, wins, top3)
  select c.player_id, c.earnings_cents, c.wins, c.top3
  from private.career_counts c
  where c.player_id = any (p_player_ids)
    and exists (select 1 from public.players p where p.id = c.player_id);
end
$$;
comment on function private.refresh_player_careers(uuid[]) is
  'Re-counts private.player_career_totals for the given players from the results of final matches (a lock per player, held to the end of the transaction).';
revoke all on function private.refresh_player_careers(uuid[]) from public;

create function private.career_totals_disagreeing()
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)
  from private.player_career_totals t
  full join private.career_counts c on c.player_id = t.player_id
  where (t.earnings_cents, t.wins, t.top3) is distinct from (c.earnings_cents, c.wins, c.top3)
$$;
comment on function private.career_totals_disagreeing() is 'Players whose kept career totals disagree with the results of final matches (integrity_problems(), seed:scale).';
revoke all on function private.career_totals_disagreeing() from public;

create function private.results_career_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  execute format('select array_agg(distinct player_id) from (%s) r', private.changed_rows_sql(tg_op, 'player_id'))
  into v_ids;
  perform private.refresh_player_careers(v_ids);
  return null;
end
$$;
comment on function private.results_career_trigger() is 'Trigger: re-counts the career totals of the players whose results changed.';
revoke all on function private.results_career_trigger() from public;

create function private.matches_career_trigger()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  -- Only a match that became final or stopped being final moves careers; its results are the players'.
  select array_agg(distinct r.player_id) into v_ids
  from new_rows n
  join old_rows o on o.id = n.id
  join public.results r on r.match_id = n.id
  where n.is_final is distinct from o.is_final;
  perform private.refresh_player_careers(v_ids);
  return null;
end
$$;
comment on function private.matches_career_trigger() is 'Trigger: re-counts the career totals of the players of matches that became final or stopped being final.';
revoke all on function private.matches_career_trigger() from public;

create trigger zz_results_career_ins after insert on public.results
  referencing new table as new_rows for each statement execute function private.results_career_trigger();
create trigger zz_results_career_upd after update on public.results
  referencing old table as old_rows new table as new_rows for each statement execute function private.results_career_trigger();
create trigger zz_results_career_del after delete on public.results
  referencing old table as old_rows for each statement execute function private.results_career_trigger();
create trigger zz_matches_career_upd after update on public.matches
  referencing old table as old_rows new table as new_rows for each statement execute function private.matches_career_trigger();

-- Today's careers, from the same rows the view summed.
select private.refresh_player_careers(array(select distinct r.player_id from public.results r));

-- Replaces private.player_careers of 20261127000700_screens_and_reporting.sql: the same columns, from the totals.
create or replace view private.player_careers as
  select t.player_id, t.earnings_cents, t.wins, t.top3
  from private.player_career_totals t;
comment on view private.player_careers is 'Career earnings, wins and top-3 finishes per player from results of final matches (private.player_career_totals).';
create function private.career_earnings(p_player_ids uuid[])
returns table (player_id uuid, earnings_cents bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- Two statements, so the page's call keeps a primary-key plan (an OR of both would scan every total).
  if p_player_ids is null then
    return query select t.player_id, t.earnings_cents from private.player_career_totals t;
  else
    return query select t.player_id, t.earnings_cents from private.player_career_totals t where t.player_id = any (p_player_ids);
  end if;
end
$$;
comment on function private.career_earnings(uuid[]) is
  'Career earnings of the given players (null: every player with one), from private.player_career_totals: the public results'' sums, for the invoker rosters.';
revoke all on function private.career_earnings(uuid[]) from public;
grant execute on function private.career_earnings(uuid[]) to anon, authenticated, service_role;

-- Replaces get_players_public of 20261129080300_index_source_in_rosters.sql (same signature and result): one
-- statement per sort, so PL/pgSQL's cached plan of the name order walks players_status_name_idx to the page
-- (the force_custom_plan of 20261130020100_roster_plans_per_call.sql is no longer needed: reset below), and
-- the page's earnings are 50 primary-key reads of the career totals (through private.career_earnings: the roster
-- stays security invoker, a public read under the players' policy).
create or replace function public.get_players_public(status_filter text DEFAULT 'ACTIVE'::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT NULL::integer, p_offset integer DEFAULT 0, p_sort text DEFAULT 'NAME'::text)
 RETURNS TABLE(id uuid, name text, nickname text, status text, created_at timestamp with time zone, join_date date, league_index numeric, index_source text, career_earnings_cents bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_status text := get_players_public.status_filter;
  v_offset integer := coalesce(p_offset, 0);
  v_total bigint;
begin
  if v_status is null or v_status not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or v_offset < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  if p_sort is null or p_sort not in ('NAME', 'INDEX', 'EARNINGS') then
    raise exception using message = 'Sort must be NAME, INDEX or EARNINGS', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0);

  if p_sort = 'EARNINGS' then
    return query
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric, p.index_source,
           coalesce(t.earnings_cents, 0)::bigint, v_total
    from public.players p
    left join private.career_earnings(null) t on t.player_id = p.id
    where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
    order by coalesce(t.earnings_cents, 0) desc, p.name, p.id
    limit p_limit offset v_offset;
  elsif p_sort = 'INDEX' then
    return query
    with pg as materialized (
      select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source
      from public.players p
      where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
        and (v_needle is null
             or strpos(lower(p.name), v_needle) > 0
             or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
      order by p.league_index asc nulls last, p.name, p.id
      limit p_limit offset v_offset
    )
    select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric, pg.index_source,
           coalesce(t.earnings_cents, 0)::bigint, v_total
    from pg
    left join private.career_earnings(array(select x.id from pg x)) t on t.player_id = pg.id
    order by pg.league_index asc nulls last, pg.name, pg.id;
  else
    return query
    with pg as materialized (
      select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source
      from public.players p
      where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
        and (v_needle is null
             or strpos(lower(p.name), v_needle) > 0
             or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
      order by p.name, p.id
      limit p_limit offset v_offset
    )
    select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric, pg.index_source,
           coalesce(t.earnings_cents, 0)::bigint, v_total
    from pg
    left join private.career_earnings(array(select x.id from pg x)) t on t.player_id = pg.id
    order by pg.name, pg.id;
  end if;
end
$function$;
alter function public.get_players_public(text, text, integer, integer, text) reset plan_cache_mode;

-- Replaces get_players_admin of 20261129080300_index_source_in_rosters.sql (same signature and result): the
-- page's earnings from the career totals.
create or replace function public.get_players_admin(status_filter text DEFAULT 'ALL'::text, p_search text DEFAULT NULL::text, p_limit integer DEFAULT NULL::integer, p_offset integer DEFAULT 0)
 RETURNS TABLE(id uuid, name text, nickname text, status text, created_at timestamp with time zone, join_date date, league_index numeric, index_source text, email text, ghin text, consent_at timestamp with time zone, career_earnings_cents bigint, total_count bigint)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_status text := get_players_admin.status_filter;
  v_total bigint;
begin
  perform private.require_admin();
  if v_status is null or v_status not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0
         or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0);
  return query
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric, pg.index_source,
         pg.email, pg.ghin, pg.consent_at, coalesce(t.earnings_cents, 0)::bigint, v_total
  from (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index, p.index_source,
           p.email, p.ghin, p.consent_at
    from public.players p
    where (v_status = 'ALL' or p.status = v_status) and p.status <> 'GUEST'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0
           or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ) pg
  left join private.player_career_totals t on t.player_id = pg.id
  order by pg.name, pg.id;
end
$function$;

-- Replaces private.integrity_problems of 20261207700100_voided_payouts_in_accounts.sql: adds the career totals' check.
CREATE OR REPLACE FUNCTION private.integrity_problems()
 RETURNS TABLE(problem text, rows bigint)
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    select 'final matches with team-game players not in a full team', count(*)
    from public.matches m
    where m.is_final and exists (select 1 from private.team_games(m.id))
      and cardinality(private.team_problems(m.id)) > 0
    union all
    select 'money held below zero (refunded or moved beyond what was paid)', count(*)
    from private.match_money(null) mm
    where mm.held_cents < 0
    union all
    select 'credit moves without their matching other half', count(*)
    from (select v.transfer_id from public.match_money_moves v where v.transfer_id is not null
          group by v.transfer_id
          having count(*) <> 2 or count(distinct v.player_id) <> 1 or count(distinct v.match_id) <> 2
              or sum(v.amount_cents) filter (where v.kind = 'CREDIT_IN') is distinct from sum(v.amount_cents) filter (where v.kind = 'CREDIT_OUT')) t
    union all
    select 'winnings paid out beyond what was won', count(*)
    from private.winnings_by_match(null) w
    where w.owed_back_cents > 0
      and not exists (select 1 from private.match_corrections c where c.match_id = w.match_id and c.handed_over_cents > 0)
    union all
    select 'winnings paid out for matches that are not final', count(*)
    from public.winnings_payouts w
    join public.matches m on m.id = w.match_id
    where not m.is_final and w.voided_at is null
      and not exists (select 1 from private.match_corrections c where c.match_id = w.match_id and c.refinalized_at is null)
    union all
    select 'payments of cancelled matches recorded after the cancellation', count(*)
    from public.match_payments p
    join public.matches m on m.id = p.match_id
    where m.cancelled_at is not null and p.created_at > m.cancelled_at and p.voided_at is null
    union all
    select 'match finance rows that disagree with the money history', count(*)
    from private.match_finance f
    full join private.match_finance_figures(null) x on x.match_id = f.match_id
    where row(f.collected_cents, f.outstanding_cents, f.credit_cents, f.paid_out_cents, f.remainder_cents, f.handed_out_cents)
          is distinct from row(x.collected_cents, x.outstanding_cents, x.credit_cents, x.paid_out_cents, x.remainder_cents, x.handed_out_cents)
    union all
    select 'player accounts whose columns do not add up (outstanding − credit ≠ due − (paid − refunded) − credit moved)', count(*)
    from private.player_accounts(null) a
    where a.outstanding_cents - a.credit_cents
          <> a.due_cents - (a.paid_cents - a.refunded_cents) - a.credit_moved_cents
    union all
    select 'player accounts with credit moved between matches not netting to zero', count(*)
    from private.player_accounts(null) a
    where a.credit_moved_cents <> 0
    union all
    select 'money on a match shown both as owed and as credit', count(*)
    from private.match_money(null) mm
    where mm.outstanding_cents > 0 and mm.credit_cents > 0
    union all
    select 'career totals that disagree with the results of final matches', private.career_totals_disagreeing()
  ) x
  where x.rows > 0
$function$;

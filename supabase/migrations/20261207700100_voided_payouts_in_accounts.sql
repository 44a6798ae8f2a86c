-- Voided payouts everywhere the member's account is read, and one integrity check for both changes of the day.
-- 20261207300000_payout_void.sql made a recorded payout voidable and 20261207300100_corrections_after_payouts.sql
-- let a match with payouts be reopened; 20261207400100_one_account_per_member.sql (written beside them) rebuilt
-- the home, the player's account, the ledger and the integrity check from the functions before the void. This
-- migration joins them: the "paid <day>" of settled winnings skips voided payouts, the ledger's payouts list
-- carries each void and its reason (struck through on screen), and private.integrity_problems keeps the account
-- identity checks together with the correction's rules (a reopened match's payouts and what is owed back after a
-- correction are not problems; voided payouts count nowhere).

-- Replaces get_my_home of 20261207400100_one_account_per_member.sql: the last payout's day skips voided payouts.
create or replace function public.get_my_home()
returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  v_player public.players := private.require_player();
  v_today date := private.club_today();
  v_ids uuid[] := private.player_match_ids(v_player.id);
begin
  return (
    with mine as (
      select mm.*, m.name, m.date, m.start_time, m.course_name, m.is_final, m.cancelled_at
      from private.match_money(v_ids) mm
      join public.matches m on m.id = mm.match_id
      where mm.player_id = v_player.id
    ),
    acct as (
      select a.* from private.player_accounts(v_ids) a where a.player_id = v_player.id
    ),
    wins as (
      select w.match_id, w.won_cents, w.paid_out_cents, greatest(w.outstanding_cents, 0) as to_collect_cents,
             m.name, m.date,
             (select max(x.paid_on) from public.winnings_payouts x
              where x.match_id = w.match_id and x.player_id = v_player.id and x.voided_at is null) as last_paid_on
      from private.winnings_by_match((select coalesce(array_agg(distinct r.match_id), '{}') from public.results r
                                      where r.player_id = v_player.id and r.payout_cents > 0)) w
      join public.matches m on m.id = w.match_id
      where w.player_id = v_player.id and w.won_cents > 0
    ),
    shown_wins as (
      -- Everything still to collect; settled winnings of this season only, the latest 5.
      select w.* from wins w where w.to_collect_cents > 0
      union all
      select s.* from (select w.* from wins w
                       where w.to_collect_cents = 0 and extract(year from w.date) = extract(year from v_today)
                       order by w.date desc, w.name limit 5) s
    )
    select json_build_object(
      'player', json_build_object('id', v_player.id, 'name', v_player.name, 'status', v_player.status),
      'timezone', private.club_timezone(),
      'account', json_build_object(
        'due_cents', coalesce((select a.due_cents from acct a), 0),
        'paid_cents', coalesce((select a.paid_cents from acct a), 0),
        'refunded_cents', coalesce((select a.refunded_cents from acct a), 0),
        'credit_moved_cents', coalesce((select a.credit_moved_cents from acct a), 0),
        'credit_cents', coalesce((select a.credit_cents from acct a), 0),
        'outstanding_cents', coalesce((select a.outstanding_cents from acct a), 0)),
      'owed', coalesce((
        select json_agg(json_build_object(
                 'match_id', mi.match_id, 'name', mi.name, 'date', mi.date, 'start_time', to_char(mi.start_time, 'HH24:MI'),
                 'is_final', mi.is_final, 'due_cents', mi.due_cents, 'paid_cents', mi.held_cents,
                 'owed_cents', mi.outstanding_cents)
               order by mi.date, mi.start_time, mi.name)
        from mine mi where mi.outstanding_cents > 0), '[]'::json),
      'credits', coalesce((
        select json_agg(json_build_object(
                 'match_id', mi.match_id, 'name', mi.name, 'date', mi.date, 'credit_cents', mi.credit_cents,
                 'reason', case when mi.cancelled_at is not null then 'CANCELLED'
                                when mi.entry_id is null then 'REMOVED' else 'OVERPAID' end)
               order by mi.date, mi.name)
        from mine mi where mi.credit_cents > 0), '[]'::json),
      'upcoming', coalesce((
        select json_agg(json_build_object(
                 'match_id', mi.match_id, 'name', mi.name, 'date', mi.date, 'start_time', to_char(mi.start_time, 'HH24:MI'),
                 'course_name', mi.course_name, 'cancelled', mi.cancelled_at is not null,
                 'charges_cents', mi.due_cents, 'paid_cents', mi.held_cents,
                 'owed_cents', mi.outstanding_cents,
                 'can_withdraw', mi.cancelled_at is null and now() < private.match_starts_at(mi.match_id))
               order by mi.date, mi.start_time, mi.name)
        from mine mi where mi.entry_id is not null and not mi.is_final and mi.date >= v_today), '[]'::json),
      'waitlisted', coalesce((
        select json_agg(json_build_object(
                 'match_id', m.id, 'name', m.name, 'date', m.date, 'start_time', to_char(m.start_time, 'HH24:MI'),
                 'course_name', m.course_name,
                 'position', (select count(*) from public.match_waitlist w2
                              where w2.match_id = w.match_id and w2.promoted_at is null and w2.created_at <= w.created_at))
               order by m.date, m.name)
        from public.match_waitlist w
        join public.matches m on m.id = w.match_id
        where w.player_id = v_player.id and w.promoted_at is null and not m.is_final and m.date >= v_today), '[]'::json),
      'invitations', coalesce((
        select json_agg(json_build_object(
                 'invite_id', i.id, 'match_id', m.id, 'name', m.name, 'date', m.date,
                 'start_time', to_char(m.start_time, 'HH24:MI'), 'course_name', m.course_name,
                 'expires_at', i.expires_at,
                 'full', m.capacity is not null
                         and (select count(*) from public.match_entries e where e.match_id = m.id) >= m.capacity,
                 'games', coalesce((
                   select json_agg(json_build_object('id', g.id, 'name', c.name, 'buy_in_cents', g.buy_in,
                                                     'optional', g.pot_calc = 'PER_ENTRY')
                                   order by c.sort_order)
                   from public.match_games g join public.game_catalog c on c.code = g.game_code
                   where g.match_id = m.id and g.enabled and g.pot_calc <> 'FLAT'), '[]'::json))
               order by m.date, m.name)
        from public.match_invites i
        join public.matches m on m.id = i.match_id
        where i.player_id = v_player.id and i.status = 'PENDING' and i.expires_at > now()
          and not m.is_final and m.cancelled_at is null), '[]'::json),
      'winnings', coalesce((
        select json_agg(json_build_object('match_id', w.match_id, 'name', w.name, 'date', w.date,
                                          'won_cents', w.won_cents, 'handed_over_cents', w.paid_out_cents,
                                          'to_collect_cents', w.to_collect_cents,
                                          'paid_on', case when w.to_collect_cents = 0 then w.last_paid_on end)
                        order by w.date desc, w.name)
        from shown_wins w), '[]'::json),
      'winnings_to_collect_cents', coalesce((select sum(w.to_collect_cents) from wins w), 0),
      'recent_results', coalesce((
        select json_agg(json_build_object('match_id', x.id, 'name', x.name, 'date', x.date, 'position', x.position,
                                          'points', x.points, 'payout_cents', x.cents)
                        order by x.date desc, x.name)
        from (
          select m.id, m.name, m.date,
                 min(r.position) filter (where r.game_code = 'STB_V2') as position,
                 max(r.points) filter (where r.game_code = 'STB_V2') as points,
                 sum(r.payout_cents)::bigint as cents
          from public.match_entries e
          join public.matches m on m.id = e.match_id
          join public.results r on r.match_id = e.match_id and r.player_id = e.player_id
          where e.player_id = v_player.id and m.is_final
          group by m.id
          order by m.date desc
          limit 5
        ) x), '[]'::json)
    )
  );
end
$$;
comment on function public.get_my_home() is 'The signed-in player''s home in one call: their account (due, paid, refunded, credit moved, credit, outstanding — private.player_accounts over all their matches, as the ledger and get_player_account say), every match still owed on (any date), credit per match with its reason, upcoming entries (owed, can_withdraw until the start), waitlists, pending invitations with their games, winnings (won, handed over, to collect, paid_on once settled: all unsettled, this season''s settled latest 5), winnings_to_collect_cents and the last 5 results.';
revoke all on function public.get_my_home() from public;
grant execute on function public.get_my_home() to anon, authenticated, service_role;

-- Replaces get_player_account of 20261207400100_one_account_per_member.sql: the last payout's day skips voided payouts.
create or replace function public.get_player_account(p_player_id uuid)
returns json
language plpgsql stable security definer set search_path = '' set plan_cache_mode = force_generic_plan as $$
declare
  v_player public.players;
  v_ids uuid[];
begin
  if not private.is_admin() and private.current_player_id() is distinct from p_player_id then
    raise exception using message = 'Only the player or an admin can see this account', errcode = 'PT403';
  end if;
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  v_ids := private.player_match_ids(p_player_id);
  return (
    with mine as (
      select mm.*, m.name, m.date, m.cancelled_at, m.is_final
      from private.match_money(v_ids) mm
      join public.matches m on m.id = mm.match_id
      where mm.player_id = p_player_id
    ),
    acct as (
      select a.* from private.player_accounts(v_ids) a where a.player_id = p_player_id
    ),
    wins as (
      select w.*, m.name, m.date,
             (select max(x.paid_on) from public.winnings_payouts x
              where x.match_id = w.match_id and x.player_id = p_player_id and x.voided_at is null) as last_paid_on
      from private.winnings_by_match((select array_agg(r.match_id) from (
              select distinct r.match_id from public.results r where r.player_id = p_player_id and r.payout_cents > 0) r)) w
      join public.matches m on m.id = w.match_id
      where w.player_id = p_player_id
    )
    select json_build_object(
      'player_id', v_player.id,
      'name', v_player.name,
      'paid_cents', coalesce((select a.paid_cents from acct a), 0),
      'refunded_cents', coalesce((select a.refunded_cents from acct a), 0),
      'due_cents', coalesce((select a.due_cents from acct a), 0),
      'credit_moved_cents', coalesce((select a.credit_moved_cents from acct a), 0),
      -- payments − refunds − dues of active entries (credit moved between matches cancels out).
      'account_cents', coalesce((select a.paid_cents - a.refunded_cents - a.due_cents + a.credit_moved_cents from acct a), 0),
      'credit_cents', coalesce((select a.credit_cents from acct a), 0),
      'outstanding_cents', coalesce((select a.outstanding_cents from acct a), 0),
      'credits', coalesce((
        select json_agg(json_build_object('match_id', mi.match_id, 'match_name', mi.name, 'date', mi.date,
                                          'credit_cents', mi.credit_cents,
                                          'reason', case when mi.cancelled_at is not null then 'CANCELLED'
                                                         when mi.entry_id is null then 'REMOVED' else 'OVERPAID' end)
                        order by mi.date, mi.match_id)
        from mine mi where mi.credit_cents > 0), '[]'::json),
      'dues', coalesce((
        select json_agg(json_build_object('match_id', mi.match_id, 'match_name', mi.name, 'date', mi.date,
                                          'due_cents', mi.due_cents, 'outstanding_cents', mi.outstanding_cents)
                        order by mi.date, mi.match_id)
        from mine mi where mi.outstanding_cents > 0), '[]'::json),
      'winnings', json_build_object(
        'won_cents', coalesce((select sum(w.won_cents) from wins w), 0),
        'paid_out_cents', coalesce((select sum(w.paid_out_cents) from wins w), 0),
        'outstanding_cents', coalesce((select sum(w.outstanding_cents) from wins w), 0),
        'matches', coalesce((
          select json_agg(json_build_object('match_id', w.match_id, 'match_name', w.name, 'date', w.date,
                                            'won_cents', w.won_cents, 'paid_out_cents', w.paid_out_cents,
                                            'outstanding_cents', w.outstanding_cents,
                                            'paid_on', case when w.outstanding_cents <= 0 then w.last_paid_on end)
                            order by w.date, w.match_id)
          from wins w), '[]'::json))
    )
  );
end
$$;
comment on function public.get_player_account(uuid) is 'Admin or the player: their account from private.player_accounts (due, paid, refunded, credit moved, credit, outstanding; account = paid − refunded − due + credit moved), credit per match with its reason (OVERPAID, REMOVED, CANCELLED), what is owed per match, and winnings won / handed over (paid_out_cents) / outstanding per match with the last payout''s day once settled.';
revoke all on function public.get_player_account(uuid) from public;
grant execute on function public.get_player_account(uuid) to anon, authenticated, service_role;

-- Replaces get_ledger of 20261207400100_one_account_per_member.sql: payouts carry voided_at and void_reason.
create or replace function public.get_ledger(p_season integer default null)
returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  v_result json;
  v_ids uuid[];
begin
  perform private.require_admin();
  select coalesce(array_agg(m.id), '{}') into v_ids from public.matches m
  where p_season is null or extract(year from m.date)::integer = p_season;
  with season_matches as (
    select m.* from public.matches m where m.id = any (v_ids)
  ),
  money as (
    select mm.* from private.match_money(v_ids) mm
  ),
  wins as (
    select w.* from private.winnings_by_match(v_ids) w
  ),
  pots as (
    select gp.match_id,
           sum(gp.pot_cents)::bigint as pot_cents,
           (sum(gp.pot_cents) filter (where gp.pot_calc = 'FLAT'))::bigint as league_funded_cents
    from private.game_pots gp
    where gp.enabled and gp.match_id = any (v_ids)
      and not exists (select 1 from public.matches m where m.id = gp.match_id and m.cancelled_at is not null)
    group by gp.match_id
  ),
  money_by_match as (
    select mm.match_id, count(mm.entry_id) as entries, sum(mm.due_cents) as charged, sum(mm.refunded_cents) as refunded
    from money mm
    group by mm.match_id
  ),
  match_rows as (
    select m.id, m.name, m.date, m.is_final, m.cancelled_at is not null as is_cancelled,
           coalesce(mb.entries, 0)::integer as entries_count,
           coalesce(mb.charged, 0)::bigint as charged_cents,
           coalesce(f.collected_cents, 0) as collected_cents,
           coalesce(mb.refunded, 0)::bigint as refunded_cents,
           coalesce(f.outstanding_cents, 0) as outstanding_cents,
           coalesce(f.credit_cents, 0) as credit_cents,
           coalesce(pt.pot_cents, 0) as pot_cents,
           coalesce(pt.league_funded_cents, 0) as league_funded_cents,
           coalesce(f.paid_out_cents, 0) as paid_out_cents,
           case when m.is_final then coalesce(f.remainder_cents, 0) end as remainder_cents,
           coalesce(f.handed_out_cents, 0) as handed_out_cents,
           coalesce(f.paid_out_cents, 0) - coalesce(f.handed_out_cents, 0) as winnings_outstanding_cents
    from season_matches m
    left join private.match_finance f on f.match_id = m.id
    left join pots pt on pt.match_id = m.id
    left join money_by_match mb on mb.match_id = m.id
  ),
  player_rows as (
    -- Due − (Paid − Refunded) − Credit moved = Outstanding − Credit on every row (private.player_accounts).
    select p.id as player_id, p.name,
           coalesce(ac.due_cents, 0)::bigint as charged_cents,
           coalesce(ac.paid_cents, 0)::bigint as paid_cents,
           coalesce(ac.refunded_cents, 0)::bigint as refunded_cents,
           coalesce(ac.credit_moved_cents, 0)::bigint as credit_moved_cents,
           (coalesce(ac.due_cents, 0) - coalesce(ac.paid_cents, 0) + coalesce(ac.refunded_cents, 0)
            - coalesce(ac.credit_moved_cents, 0))::bigint as balance_cents,
           coalesce(ac.credit_cents, 0)::bigint as credit_cents,
           coalesce(ac.outstanding_cents, 0)::bigint as outstanding_cents,
           coalesce(wi.won, 0)::bigint as winnings_cents,
           coalesce(wi.handed, 0)::bigint as paid_out_cents,
           coalesce(wi.outstanding, 0)::bigint as winnings_outstanding_cents,
           (coalesce(wi.won, 0) - coalesce(ac.paid_cents, 0) + coalesce(ac.refunded_cents, 0))::bigint as net_cents
    from public.players p
    -- private.player_accounts' sums, over the rows this function has already read.
    left join (select mm.player_id, sum(mm.due_cents) as due_cents, sum(mm.paid_cents) as paid_cents,
                      sum(mm.refunded_cents) as refunded_cents,
                      sum(mm.credit_in_cents - mm.credit_out_cents) as credit_moved_cents,
                      sum(mm.credit_cents) as credit_cents, sum(mm.outstanding_cents) as outstanding_cents
               from money mm group by mm.player_id) ac on ac.player_id = p.id
    left join (select w.player_id, sum(w.won_cents) as won, sum(w.paid_out_cents) as handed,
                      sum(w.outstanding_cents) as outstanding
               from wins w group by w.player_id) wi on wi.player_id = p.id
    where ac.player_id is not null or wi.player_id is not null
  ),
  recorders as (
    select r.row_id, r.recorded_by from private.money_recorders('PAYMENT_RECORDED', 'payment_id') r
    union all select r.row_id, r.recorded_by from private.money_recorders('REFUND_RECORDED', 'refund_id') r
    union all select r.row_id, r.recorded_by from private.money_recorders('WINNINGS_PAID_OUT', 'payout_id') r
  )
  select json_build_object(
    'season', p_season,
    'seasons', coalesce((select json_agg(y order by y desc)
                         from (select distinct extract(year from m.date)::integer as y from public.matches m) ys), '[]'::json),
    'totals', (select json_build_object(
                 'charged_cents', coalesce(sum(mr.charged_cents), 0),
                 'collected_cents', coalesce(sum(mr.collected_cents), 0),
                 'refunded_cents', coalesce(sum(mr.refunded_cents), 0),
                 'outstanding_cents', coalesce(sum(mr.outstanding_cents), 0),
                 'credit_cents', coalesce(sum(mr.credit_cents), 0),
                 'pot_cents', coalesce(sum(mr.pot_cents), 0),
                 'league_funded_cents', coalesce(sum(mr.league_funded_cents), 0),
                 'paid_out_cents', coalesce(sum(mr.paid_out_cents), 0),
                 'remainder_cents', coalesce(sum(mr.remainder_cents), 0),
                 'handed_out_cents', coalesce(sum(mr.handed_out_cents), 0),
                 'winnings_outstanding_cents', coalesce(sum(mr.winnings_outstanding_cents), 0))
               from match_rows mr),
    'matches', coalesce((select json_agg(row_to_json(mr) order by mr.date desc, mr.name) from match_rows mr), '[]'::json),
    'players', coalesce((select json_agg(row_to_json(pr) order by pr.name, pr.player_id) from player_rows pr), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'match_id', x.match_id,
                                        'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note, 'voided_at', x.voided_at,
                                        'void_reason', x.void_reason, 'recorded_by', x.recorded_by) order by x.created_at desc, x.id)
      from (select p.id, p.created_at, p.match_id, m.name as match_name, p.player_id, pl.name as player_name,
                   p.amount_cents, p.method, p.note, p.voided_at, p.void_reason,
                   rc.recorded_by
            from public.match_payments p
            join season_matches m on m.id = p.match_id
            join public.players pl on pl.id = p.player_id
            left join recorders rc on rc.row_id = p.id::text
            order by p.created_at desc, p.id
            limit 500) x), '[]'::json),
    'refunds', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'refunded_on', x.moved_on,
                                        'match_id', x.match_id, 'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note, 'recorded_by', x.recorded_by) order by x.created_at desc, x.id)
      from (select v.id, v.created_at, v.moved_on, v.match_id, m.name as match_name, v.player_id, pl.name as player_name,
                   v.amount_cents, v.method, v.note,
                   rc.recorded_by
            from public.match_money_moves v
            join season_matches m on m.id = v.match_id
            join public.players pl on pl.id = v.player_id
            left join recorders rc on rc.row_id = v.id::text
            where v.kind = 'REFUND'
            order by v.created_at desc, v.id
            limit 500) x), '[]'::json),
    'payouts', coalesce((
      select json_agg(json_build_object('id', x.id, 'created_at', x.created_at, 'paid_on', x.paid_on,
                                        'match_id', x.match_id, 'match_name', x.match_name, 'player_id', x.player_id,
                                        'player_name', x.player_name, 'amount_cents', x.amount_cents,
                                        'method', x.method, 'note', x.note, 'recorded_by', x.recorded_by,
                                        'voided_at', x.voided_at, 'void_reason', x.void_reason) order by x.created_at desc, x.id)
      from (select w.id, w.created_at, w.paid_on, w.match_id, m.name as match_name, w.player_id, pl.name as player_name,
                   w.amount_cents, w.method, w.note, w.voided_at, w.void_reason,
                   rc.recorded_by
            from public.winnings_payouts w
            join season_matches m on m.id = w.match_id
            join public.players pl on pl.id = w.player_id
            left join recorders rc on rc.row_id = w.id::text
            order by w.created_at desc, w.id
            limit 500) x), '[]'::json)
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_ledger(integer) is 'Admin treasurer ledger for a season (calendar year; null = all seasons): totals (the sums of the per-match rows the dashboard also sums), per match, per player (due, paid, refunded, credit moved, credit, outstanding — outstanding − credit = due − (paid − refunded) − credit moved; won, handed over (paid_out_cents), winnings still to hand over), recent payments (voided ones too), refunds and payouts (voided ones too, with their reason) with their note and who recorded them.';
revoke all on function public.get_ledger(integer) from public;
grant execute on function public.get_ledger(integer) to anon, authenticated, service_role;

-- Replaces integrity_problems of 20261207400100_one_account_per_member.sql (and of 20261207300100_corrections_after_payouts.sql):
-- the account identity of the one with the correction's rules of the other.
create or replace function private.integrity_problems()
returns table (problem text, rows bigint)
language sql stable security definer set search_path = '' as $$
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
  ) x
  where x.rows > 0
$$;
comment on function private.integrity_problems() is 'Every broken money or entry rule over the whole database, one row per rule with its row count; none when all is well. Includes every player''s account identity (outstanding − credit = due − (paid − refunded) − credit moved).';
revoke all on function private.integrity_problems() from public;


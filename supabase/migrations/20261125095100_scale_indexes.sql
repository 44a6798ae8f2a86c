-- Fairway League — the screens at league scale (issue 8): indexes and rewritten read queries.
--
-- Measured with `npm run seed:scale` (2,000 players, 1,000 matches, 60,000 entries, scorecards and results,
-- 40,000 handicap logs, 20,000 audit rows) and `npm run bench:api`; figures in docs/benchmarks.md.
-- Every function below keeps its signature, privileges and answers; only how the answer is computed
-- changes. What was slow, and why:
--
-- 1. private.game_pots counted the opt-ins of EVERY game in the league (a grouped subquery a filter on
--    match_id cannot reach), so the match page, write_results and finalize_match aggregated ~90,000 rows
--    to price two games. Now each game counts its own entrants and opt-ins (lateral, by index).
-- 2. get_match_detail (also the live leaderboard's poll) and the profile's player_details_json were
--    `language sql` functions that PostgreSQL cannot inline (security definer, search_path): their large
--    query was planned again on every call. As plpgsql they keep their plan per connection (PostgREST's
--    connections are pooled and long-lived). Their `viewer` CTE was flattened into every entry row, so
--    private.is_admin() (a token hash and a lookup) ran once per entrant: now once per call. The scorecard
--    holes are read inline instead of through a non-inlinable helper per card. An entrant's due, paid and
--    games were priced per entrant through views the planner joined badly: now once per match.
-- 3. The profile's last five results walked every final match by date until it met five of the player's;
--    now it starts from the player's own results (an index) and sorts those.
-- 4. get_admin_dashboard priced every entry of the league (charges and payments of 60,000 entries) to sum
--    what is outstanding. An entry with paid_in_full owes nothing: the server keeps paid_in_full equal to
--    (payments ≥ due) on every write (private.refresh_paid_status from the triggers on games, entries,
--    opt-ins and payments; DESIGN rule 4), so only unpaid entries are priced now (a partial index already
--    lists them). Pots and payouts of final matches are summed from per-match and per-game counts.
-- 5. get_audit_log counted the whole log with a window function, so every page sorted and counted all rows.
--    Now the page walks an (at, id) index and the total is a separate count.
-- 6. get_players_admin (the e-mail centre's recipients, the admin roster) joined all results to all matches
--    for career earnings: now an index-only pass over results grouped by player.
-- 7. get_ledger (the treasurer's ledger) summed balances and payments per match with correlated subqueries
--    over CTEs: quadratic, seconds for a season at this scale. Now grouped once and joined.

-- =============================================================================================
-- Indexes
-- =============================================================================================

-- Audit log pages: newest first with the id tie-break the RPC orders by, for all rows or one group.
create index audit_log_at_id_idx on public.audit_log (at desc, id desc);
create index audit_log_group_at_id_idx on public.audit_log (action_group, at desc, id desc);

-- Careers (earnings, wins, top 3) and the admin roster read results by player without the wide rows.
create index results_player_career_idx on public.results (player_id, match_id) include (payout_cents, position);

-- Opted-in players per game (pots): an index-only count.
create index match_entry_opt_ins_opted_in_idx on public.match_entry_opt_ins (match_game_id, player_id) where opted_in;

-- =============================================================================================
-- Pots: per game, by index (rewrite of the view of 20261125000400; same columns, same values)
-- =============================================================================================

create or replace view private.game_pots as
select
  g.id as match_game_id,
  g.match_id,
  g.game_code,
  g.enabled,
  g.buy_in,
  g.pot_calc,
  ec.entrants::integer as entrants,
  oc.opted_in::integer as opted_in,
  (case g.pot_calc
     when 'PER_ENTRY' then g.buy_in::bigint * oc.opted_in
     when 'PER_PLAYER' then g.buy_in::bigint * ec.entrants
     else g.buy_in::bigint
   end) as pot_cents
from public.match_games g
cross join lateral (
  select count(*) as entrants from public.match_entries e where e.match_id = g.match_id
) ec
cross join lateral (
  select count(*) as opted_in from public.match_entry_opt_ins o where o.match_game_id = g.id and o.opted_in
) oc;
comment on view private.game_pots is 'Pot per match game: PER_ENTRY buy-in × opted in, PER_PLAYER buy-in × entrants, FLAT buy-in. Counted per game by index (filter on match_id).';

-- =============================================================================================
-- Profile (get_player_full_details, get_my_player_details, update_player_profile)
-- =============================================================================================

create or replace function private.player_details_json(p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
begin
  return (
    select json_build_object(
      'id', p.id,
      'name', p.name,
      'nickname', p.nickname,
      'status', p.status,
      'join_date', p.join_date,
      'created_at', p.created_at,
      'league_index', p.league_index,
      'email', case when v_is_admin or v_me = p.id then p.email end,
      'ghin', case when v_is_admin or v_me = p.id then p.ghin end,
      'consent_at', case when v_is_admin or v_me = p.id then p.consent_at end,
      'is_owner', coalesce(v_me = p.id, false),
      'career_earnings_cents', coalesce(c.earnings_cents, 0),
      'career_wins', coalesce(c.wins, 0),
      'career_top3', coalesce(c.top3, 0),
      'last5_results', coalesce((
        select json_agg(json_build_object(
                 'date', x.date, 'matchId', x.match_id, 'matchName', x.match_name, 'gameCode', x.game_code,
                 'points', x.points, 'skinsWon', x.skins_won, 'position', x.position,
                 'payoutCents', x.payout_cents, 'explanation', x.explanation)
               order by x.date desc, x.finalized_at desc, x.game_code)
        from (
          select m.date, m.id as match_id, m.name as match_name, m.finalized_at, r.game_code, r.points, r.skins_won,
                 r.position, r.payout_cents, r.explanation
          -- The player's own results first (tens of rows by index), then their matches.
          from (select r0.* from public.results r0 where r0.player_id = p.id offset 0) r
          join public.matches m on m.id = r.match_id
          where m.is_final
          order by m.date desc, m.finalized_at desc, r.game_code
          limit 5
        ) x), '[]'::json)
    )
    from public.players p
    left join private.player_careers c on c.player_id = p.id
    where p.id = p_player_id
  );
end
$$;

-- =============================================================================================
-- Match page and live leaderboard
-- =============================================================================================

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
                                          'notes', r.notes, 'explanation', r.explanation)
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

-- =============================================================================================
-- Admin dashboard
-- =============================================================================================

create or replace function public.get_admin_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
  v_result json;
begin
  perform private.require_admin();
  with final_payouts as (
    -- Σ payouts of results of final matches = Σ of all results − Σ of results of the (few) matches that
    -- are not final (every result belongs to a match: results → match_games → matches).
    select (select coalesce(sum(r.payout_cents), 0) from public.results r)
           - (select coalesce(sum(r.payout_cents), 0) from public.results r
              where r.match_id in (select m.id from public.matches m where not m.is_final))::bigint as cents
  ),
  final_pots as (
    -- Σ pot_cents of private.game_pots over the enabled games of final matches, by pot rule: PER_ENTRY
    -- buy-in × opted in, PER_PLAYER buy-in × entrants (counted per game by index), FLAT the buy-in.
    select (select coalesce(sum(g.buy_in::bigint * oc.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entry_opt_ins o
                                where o.match_game_id = g.id and o.opted_in) oc
            where m.is_final and g.enabled and g.pot_calc = 'PER_ENTRY')
         + (select coalesce(sum(g.buy_in::bigint * ec.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entries e where e.match_id = g.match_id) ec
            where m.is_final and g.enabled and g.pot_calc = 'PER_PLAYER')
         + (select coalesce(sum(g.buy_in::bigint), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            where m.is_final and g.enabled and g.pot_calc not in ('PER_ENTRY', 'PER_PLAYER'))::bigint as cents
  )
  select json_build_object(
    'pending_signups', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'created_at', x.created_at) order by x.created_at desc)
      from (select p.id, p.name, p.created_at from public.players p where p.status = 'PENDING'
            order by p.created_at desc limit 10) x), '[]'::json),
    'pending_count', (select count(*) from public.players p where p.status = 'PENDING'),
    'upcoming_matches', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'date', x.date, 'entries_count', x.entries,
                                        'capacity', x.capacity) order by x.date, x.name)
      from (select m.id, m.name, m.date, m.capacity,
                   (select count(*) from public.match_entries e where e.match_id = m.id) as entries
            from public.matches m
            where not m.is_final and m.date >= v_today and m.date <= v_today + 30) x), '[]'::json),
    'needs_attention', json_build_object(
      'unpaid_entries', (select count(*) from public.match_entries e join public.matches m on m.id = e.match_id
                         where not e.paid_in_full and not m.is_final),
      'unfinalized_past_matches', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'date', m.date) order by m.date desc)
        from public.matches m where not m.is_final and m.date < v_today), '[]'::json),
      'failed_emails', (select count(*) from public.email_outbox o where o.status = 'FAILED')),
    'finance', json_build_object(
      'collected_cents', (select coalesce(sum(p.amount_cents), 0)::bigint from public.match_payments p),
      'paid_out_cents', (select fp.cents from final_payouts fp),
      -- Σ max(due − paid, 0) over every entry, as private.entry_balances prices them; entries with
      -- paid_in_full owe nothing (paid ≥ due, kept by the server), so only the unpaid ones are priced.
      'outstanding_cents', (
        select coalesce(sum(greatest(ch.cents - pd.cents, 0)), 0)::bigint
        from public.match_entries e
        cross join lateral (
          select coalesce(sum(g.buy_in), 0) as cents
          from public.match_games g
          where g.match_id = e.match_id and g.enabled
            and (g.pot_calc = 'PER_PLAYER'
                 or (g.pot_calc = 'PER_ENTRY'
                     and exists (select 1 from public.match_entry_opt_ins o
                                 where o.match_game_id = g.id and o.player_id = e.player_id and o.opted_in)))
        ) ch
        cross join lateral (
          select coalesce(sum(p.amount_cents), 0) as cents
          from public.match_payments p
          where p.match_id = e.match_id and p.player_id = e.player_id
        ) pd
        where not e.paid_in_full),
      'remainder_cents', (select fp.cents from final_pots fp) - (select fp.cents from final_payouts fp)),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$$;

-- =============================================================================================
-- Audit log
-- =============================================================================================

create or replace function public.get_audit_log(
  p_group text default 'ALL',
  p_from date default null,
  p_to date default null,
  p_limit integer default 100,
  p_offset integer default 0
)
returns table (
  id bigint, at timestamptz, actor text, action text, target_type text, target_id text, target_label text,
  details jsonb, total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_group text := upper(coalesce(p_group, 'ALL'));
  v_tz text := private.club_timezone();
  v_from timestamptz := p_from::timestamp at time zone v_tz;
  v_to timestamptz := (p_to + 1)::timestamp at time zone v_tz;
  v_total bigint;
begin
  perform private.require_admin();
  if v_group not in ('ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER') then
    raise exception using message = 'Unknown audit group: ' || v_group, errcode = '22023';
  end if;
  -- The rows matching the filter, before paging (was count(*) over () on every row).
  select count(*) into v_total
  from public.audit_log a
  where (v_group = 'ALL' or a.action_group = v_group)
    and (v_from is null or a.at >= v_from)
    and (v_to is null or a.at < v_to);
  return query
  select a.id, a.at, a.actor, a.action, a.target_type, a.target_id, a.target_label, a.details, v_total
  from public.audit_log a
  where (v_group = 'ALL' or a.action_group = v_group)
    and (v_from is null or a.at >= v_from)
    and (v_to is null or a.at < v_to)
  order by a.at desc, a.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
  offset greatest(coalesce(p_offset, 0), 0);
end
$$;
comment on function public.get_audit_log(text, date, date, integer, integer) is 'Admin: audit rows newest first; dates are club-time-zone days, inclusive; total_count = rows matching before paging.';

-- =============================================================================================
-- Admin roster / e-mail recipients
-- =============================================================================================

create or replace function public.get_players_admin(status_filter text default 'ALL')
returns table (
  id uuid, name text, nickname text, status text, created_at timestamptz, join_date date, league_index numeric,
  email text, ghin text, consent_at timestamptz, career_earnings_cents bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  if get_players_admin.status_filter is null
     or get_players_admin.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric,
         p.email, p.ghin, p.consent_at, coalesce(c.earnings_cents, 0)::bigint
  from public.players p
  left join (
    -- = private.player_careers.earnings_cents: payouts of final matches, per player (index-only).
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
    from public.results r
    join public.matches m on m.id = r.match_id
    where m.is_final
    group by r.player_id
  ) c on c.player_id = p.id
  where get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter
  order by p.name, p.id;
end
$$;

-- =============================================================================================
-- Treasurer's ledger (20261125000700): per-match sums grouped once instead of per match
-- =============================================================================================

create or replace function public.get_ledger(p_season integer default null)
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
  -- Per match, grouped once (were correlated subqueries over the CTEs: one scan of them per match).
  balances_by_match as (
    select b.match_id, count(*) as entries, sum(b.charges_cents) as charged,
           sum(greatest(b.charges_cents - b.paid_cents, 0)) as outstanding
    from balances b
    group by b.match_id
  ),
  payments_by_match as (
    select p.match_id, sum(p.amount_cents) as cents from payments p group by p.match_id
  ),
  match_rows as (
    select m.id, m.name, m.date, m.is_final,
           coalesce(bm.entries, 0)::integer as entries_count,
           coalesce(bm.charged, 0)::bigint as charged_cents,
           coalesce(pm.cents, 0)::bigint as collected_cents,
           coalesce(bm.outstanding, 0)::bigint as outstanding_cents,
           coalesce(pt.pot_cents, 0) as pot_cents,
           coalesce(pt.league_funded_cents, 0) as league_funded_cents,
           case when m.is_final then coalesce(po.cents, 0) else 0 end as paid_out_cents,
           case when m.is_final then coalesce(pt.pot_cents, 0) - coalesce(po.cents, 0) end as remainder_cents
    from season_matches m
    left join pots pt on pt.match_id = m.id
    left join payouts po on po.match_id = m.id
    left join balances_by_match bm on bm.match_id = m.id
    left join payments_by_match pm on pm.match_id = m.id
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

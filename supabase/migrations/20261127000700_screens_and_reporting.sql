-- Fairway League — read RPCs behind the screens that span domains: the rosters and profiles (careers from
-- results), weekly leaders, the admin dashboard, the landing page's showcase, the e-mail centre's
-- recipients; the weekly-leaders mail job; the league-wide integrity check.
-- (The match page and matches list are in the matches file, the audit log in the identity file.)
--
-- Each is one set-based query (no per-row loops) over indexed columns, so they hold at league scale
-- (thousands of players, hundreds of matches, tens of thousands of results). Career figures are
-- derived from the results of final matches, never stored (DESIGN rule 7):
--   career_earnings_cents = Σ payout_cents; career_wins = results with position 1;
--   career_top3 = results with position 1–3; last5_results = the 5 most recent results.

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- Career earnings, wins and top-3 finishes from results of final matches. Each result looks its match up
-- by key: the view is only ever joined for one player (the profile), and hashing the whole matches table
-- to check "final" for ~35 results was most of the profile's time at league scale (docs/benchmarks.md).

create view private.player_careers as
select r.player_id,
       sum(r.payout_cents) as earnings_cents,
       (count(*) filter (where r.position = 1))::integer as wins,
       (count(*) filter (where r.position >= 1 and r.position <= 3))::integer as top3
from public.results r
where (select m.is_final from public.matches m where m.id = r.match_id)
group by r.player_id;
comment on view private.player_careers is 'Career earnings, wins and top-3 finishes per player from results of final matches.';

revoke all on private.player_careers from anon, authenticated;

-- The profile JSON; e-mail, GHIN and consent only for the owner or an admin.
create function private.player_details_json(p_player_id uuid)
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
          cross join lateral (
            select m0.date, m0.id, m0.name, m0.finalized_at from public.matches m0
            where m0.id = r.match_id and m0.is_final offset 0
          ) m
          order by m.date desc, m.finalized_at desc, r.game_code
          limit 5
        ) x), '[]'::json)
    )
    from public.players p
    left join private.player_careers c on c.player_id = p.id
    where p.id = p_player_id
  );
end
$$

;
revoke all on function private.player_details_json(uuid) from public;

-- The league's money and entry rules that span rows (the ones triggers and RPCs keep; single-row rules are
-- CHECK constraints), checked over the whole database in one place: what a test or an operator runs after
-- anything unusual (hostile-input fuzzing, a crash, a bulk import) to prove that no row breaks them. Returns one row per broken rule
-- (none when all is well). Not callable through the API.

create function private.integrity_problems()
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
revoke all on function private.integrity_problems() from public;

-- =============================================================================================
-- RPCs: players
-- =============================================================================================

-- Security invoker: it can only read the public columns anon is granted.
create function public.get_players_public(
  status_filter text default 'ACTIVE',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  if get_players_public.status_filter is null
     or get_players_public.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0);
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric, v_total
  from public.players p
  where (get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0)
  order by p.name, p.id
  limit p_limit offset coalesce(p_offset, 0);
end
$$;
comment on function public.get_players_public(text, text, integer, integer) is
  'Public roster (no e-mail, GHIN or consent), ordered by name, id; optional search on name/nickname and paging; total_count = size of the filtered set.';
revoke all on function public.get_players_public(text, text, integer, integer) from public;
grant execute on function public.get_players_public(text, text, integer, integer) to anon, authenticated, service_role;

create function public.get_players_admin(
  status_filter text default 'ALL',
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, nickname text, status text, created_at timestamptz, join_date date,
               league_index numeric, email text, ghin text, consent_at timestamptz,
               career_earnings_cents bigint, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
begin
  perform private.require_admin();
  if get_players_admin.status_filter is null
     or get_players_admin.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;
  select count(*) into v_total
  from public.players p
  where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter)
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0
         or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0);
  return query
  with page as (
    select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index,
           p.email, p.ghin, p.consent_at
    from public.players p
    where (get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter)
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0
           or strpos(lower(coalesce(p.ghin, '')), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ),
  careers as (
    -- = private.player_careers.earnings_cents: payouts of final matches, for the page's players only
    -- (index-only on results (player_id, match_id) include (payout_cents, position)).
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents
    from public.results r
    join public.matches m on m.id = r.match_id
    where m.is_final and r.player_id in (select pg.id from page pg)
    group by r.player_id
  )
  select pg.id, pg.name, pg.nickname, pg.status, pg.created_at, pg.join_date, pg.league_index::numeric,
         pg.email, pg.ghin, pg.consent_at, coalesce(c.earnings_cents, 0)::bigint, v_total
  from page pg
  left join careers c on c.player_id = pg.id
  order by pg.name, pg.id;
end
$$;
comment on function public.get_players_admin(text, text, integer, integer) is
  'Admin roster with e-mail, GHIN, consent and career earnings; optional search on name/nickname/e-mail/GHIN and paging; total_count = size of the filtered set.';
revoke all on function public.get_players_admin(text, text, integer, integer) from public;
grant execute on function public.get_players_admin(text, text, integer, integer) to anon, authenticated, service_role;

create function public.get_player_full_details(player_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.player_details_json($1)
$$;
comment on function public.get_player_full_details(uuid) is 'Profile with career figures; email/ghin/consent_at only for the owner or an admin; null when missing.';
revoke all on function public.get_player_full_details(uuid) from public;
grant execute on function public.get_player_full_details(uuid) to anon, authenticated, service_role;

create function public.get_my_player_details()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.player_details_json(private.current_player_id())
$$;
revoke all on function public.get_my_player_details() from public;
grant execute on function public.get_my_player_details() to anon, authenticated, service_role;

-- Security invoker: counts over the public status column only.
create function public.count_players(status_filter text)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
begin
  if count_players.status_filter is null
     or count_players.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  return (select count(*) from public.players p
          where count_players.status_filter = 'ALL' or p.status = count_players.status_filter);
end
$$;
comment on function public.count_players(text) is 'Number of players with that status (ACTIVE, PENDING, INACTIVE or ALL).';
revoke all on function public.count_players(text) from public;
grant execute on function public.count_players(text) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: league-wide
-- =============================================================================================

-- The e-mail centre's "Show preview" and the weekly leaders e-mail. plpgsql, not sql: a security-definer
-- sql function is planned again on every call, plpgsql caches its plan per connection. The week's results
-- are summed per player first and only the ~200 players of the week are named (by index), ordered by
-- earnings, then points, then name.

create function public.get_weekly_leaders()
returns table (player_id uuid, name text, earnings_cents bigint, points numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := private.club_today();
begin
  return query
  -- Results of final matches played in the last 7 days (club time zone), top 5 by earnings.
  with week as (
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents, coalesce(sum(r.points), 0)::numeric as points
    from public.matches m
    join public.results r on r.match_id = m.id
    where m.is_final and m.date > v_today - 7 and m.date <= v_today
    group by r.player_id
  )
  select w.player_id, p.name, w.earnings_cents, w.points
  from week w
  cross join lateral (select pl.name from public.players pl where pl.id = w.player_id offset 0) p
  order by w.earnings_cents desc, w.points desc, p.name
  limit 5;
end
$$;
revoke all on function public.get_weekly_leaders() from public;
grant execute on function public.get_weekly_leaders() to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: admin dashboard
-- =============================================================================================

create function public.get_admin_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
  v_result json;
  v_fin private.finance_snapshot;
begin
  perform private.require_admin();
  select s.* into v_fin from private.finance_snapshot s where s.id = 1;
  if not found then
    -- Only if the row was removed: refresh it (not possible in a read-only transaction) and answer the live
    -- figures (this stable function's snapshot does not see the row the refresh writes).
    if current_setting('transaction_read_only') = 'off' then
      perform private.refresh_finance_snapshot();
    end if;
    select 1, f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents, now()
    into v_fin from private.finance_figures() f;
  end if;
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
      -- Undelivered mail: refused for good, or still waiting for a retry after a failed attempt.
      'failed_emails', (select count(*) from public.email_outbox o
                        where o.status = 'FAILED' or (o.status = 'PENDING' and o.attempts > 0))),
    'finance', json_build_object(
      -- Kept up to date on write by private.refresh_finance_snapshot (20261125130000_finance_snapshot.sql).
      'collected_cents', v_fin.collected_cents,
      'paid_out_cents', v_fin.paid_out_cents,
      'outstanding_cents', v_fin.outstanding_cents,
      'remainder_cents', v_fin.remainder_cents),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_admin_dashboard() is
  'Admin dashboard in one call; needs_attention.failed_emails = undelivered outbox rows (FAILED, or PENDING after a failed attempt); finance = private.finance_snapshot, kept up to date on write.';
revoke all on function public.get_admin_dashboard() from public;
grant execute on function public.get_admin_dashboard() to anon, authenticated, service_role;

-- Scheduler (service role): the Monday weekly-leaders e-mail, at most once per ISO week per player.
create function public.queue_weekly_leaders()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_week text := to_char(private.club_today(), 'IYYY-"W"IW');
  v_leaders jsonb;
  v_count integer;
begin
  if coalesce(private.setting('weeklyLeadersEnabled'), 'true') <> 'true' or not private.email_enabled() then
    return 0;
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'earningsCents', l.earnings_cents,
                                               'earnings', private.money_text(l.earnings_cents), 'points', l.points)
                            order by l.earnings_cents desc, l.points desc, l.name), '[]'::jsonb)
  into v_leaders
  from public.get_weekly_leaders() l;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'weekly_leaders', p.email,
         jsonb_build_object('playerName', p.name, 'week', v_week, 'leaders', v_leaders,
                            'matchesUrl', private.app_url() || '/matches'),
         'weekly_leaders:' || v_week || ':' || p.id
  from public.players p
  where p.status = 'ACTIVE'
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.queue_weekly_leaders() is 'Scheduler (service role): queue the weekly leaders e-mail for ACTIVE players; a second run in the same week queues nothing.';
revoke all on function public.queue_weekly_leaders() from public, anon, authenticated;
grant execute on function public.queue_weekly_leaders() to service_role;

-- The landing page's figures and match dashboard from the league's own data (DESIGN: where the spec shows
-- sample content, the product does the real thing).
--
-- get_league_showcase() → {
--   figures: {payouts_this_month_cents, active_players, active_matches, total_payouts_cents, rounds_scored,
--             matches_played},
--   latest_match: null | {id, name, date, course_name, teeset_label, course_rating, course_slope,
--                         leaders: [{player_id, name, league_index, points, skins, winnings_cents}] (top 5),
--                         pots: [{game_code, name, pot_calc, buy_in, players, pot_cents}], total_pot_cents}
-- }
-- Public (anyone may call it): names, indexes, results and pots are public on the roster and match pages;
-- no e-mail, GHIN or consent. "This month" and "played" follow the club's time zone. Total payouts are the
-- finance snapshot's (payouts of final matches, kept on write); the latest match is the final match played
-- most recently; its leaders are ranked by winnings, then Stableford points, then name.

create function public.get_league_showcase()
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_today date := private.club_today();
  v_latest uuid;
begin
  select m.id into v_latest
  from public.matches m
  where m.is_final
  order by m.date desc, m.finalized_at desc, m.id
  limit 1;

  return json_build_object(
    'figures', json_build_object(
      'payouts_this_month_cents', (
        select coalesce(sum(r.payout_cents), 0)::bigint
        from public.matches m
        join public.results r on r.match_id = m.id
        where m.is_final and m.date >= date_trunc('month', v_today)::date and m.date <= v_today),
      'active_players', (select count(*) from public.players p where p.status = 'ACTIVE'),
      'active_matches', (select count(*) from public.matches m where not m.is_final),
      'total_payouts_cents', (select coalesce(f.paid_out_cents, 0) from private.finance_figures() f),
      'rounds_scored', (select count(*) from public.scorecards),
      'matches_played', (select count(*) from public.matches m where m.is_final)
    ),
    'latest_match', (
      select json_build_object(
        'id', m.id, 'name', m.name, 'date', m.date, 'course_name', m.course_name, 'teeset_label', t.label,
        'course_rating', m.course_rating, 'course_slope', m.course_slope,
        'leaders', coalesce((
          select json_agg(x order by x.winnings_cents desc, x.points desc nulls last, x.name)
          from (
            select r.player_id, p.name, p.league_index,
                   max(r.points) filter (where r.game_code = 'STB_V2') as points,
                   coalesce(sum(r.skins_won), 0)::integer as skins,
                   sum(r.payout_cents)::bigint as winnings_cents
            from public.results r
            join public.players p on p.id = r.player_id
            where r.match_id = m.id
            group by r.player_id, p.name, p.league_index
            order by winnings_cents desc, points desc nulls last, p.name
            limit 5
          ) x), '[]'::json),
        'pots', coalesce((
          select json_agg(json_build_object(
                   'game_code', gp.game_code, 'name', c.name, 'pot_calc', gp.pot_calc, 'buy_in', gp.buy_in,
                   'players', case gp.pot_calc when 'PER_ENTRY' then gp.opted_in else gp.entrants end,
                   'pot_cents', gp.pot_cents)
                 order by c.sort_order)
          from private.game_pots gp
          join public.game_catalog c on c.code = gp.game_code
          where gp.match_id = m.id and gp.enabled), '[]'::json),
        'total_pot_cents', (
          select coalesce(sum(gp.pot_cents), 0)::bigint from private.game_pots gp where gp.match_id = m.id and gp.enabled)
      )
      from public.matches m
      left join public.teesets t on t.id = m.teeset_id
      where m.id = v_latest
    )
  );
end
$$;
comment on function public.get_league_showcase() is
  'The landing page''s live figures and the latest final match''s leaders and pots; public, no PII.';
revoke all on function public.get_league_showcase() from public;
grant execute on function public.get_league_showcase() to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: the e-mail centre
-- =============================================================================================

-- The recipients picker: { "total": n, "rows": [{id, name, nickname, email}] } for ACTIVE players ordered
-- by name, id. p_limit null = every matching row (the send path for 'All Active Players'; one JSON value,
-- so PostgREST's row cap does not apply). Search is a case-insensitive substring (strpos on lower(...),
-- '%' and '_' are plain characters) over name, nickname and e-mail.
create function public.get_email_recipients(
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
  v_rows json;
begin
  perform private.require_admin();
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;

  select count(*) into v_total
  from public.players p
  where p.status = 'ACTIVE'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0);

  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'nickname', r.nickname, 'email', r.email)
                           order by r.name, r.id), '[]'::json)
  into v_rows
  from (
    select p.id, p.name, p.nickname, p.email
    from public.players p
    where p.status = 'ACTIVE'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ) r;

  return json_build_object('total', v_total, 'rows', v_rows);
end
$$;
comment on function public.get_email_recipients(text, integer, integer) is
  'Admin: the e-mail centre''s audience, ACTIVE players matching p_search (name, nickname or e-mail) as {total, rows: [{id, name, nickname, email}]} ordered by name, id; p_limit null = every match.';
revoke all on function public.get_email_recipients(text, integer, integer) from public;
grant execute on function public.get_email_recipients(text, integer, integer) to anon, authenticated, service_role;

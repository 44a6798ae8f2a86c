-- Fairway League — read RPCs behind the screens: roster, profiles, matches list, match page,
-- weekly leaders, admin dashboard, audit log; and the weekly-leaders mail job.
--
-- Each is one set-based query (no per-row loops) over indexed columns, so they hold at league scale
-- (thousands of players, hundreds of matches, tens of thousands of results). Career figures are
-- derived from the results of final matches, never stored (DESIGN rule 7):
--   career_earnings_cents = Σ payout_cents; career_wins = results with position 1;
--   career_top3 = results with position 1–3; last5_results = the 5 most recent results.

-- =============================================================================================
-- Helpers
-- =============================================================================================

create view private.player_careers as
select
  r.player_id,
  sum(r.payout_cents)::bigint as earnings_cents,
  (count(*) filter (where r.position = 1))::integer as wins,
  (count(*) filter (where r.position between 1 and 3))::integer as top3
from public.results r
join public.matches m on m.id = r.match_id
where m.is_final
group by r.player_id;
comment on view private.player_careers is 'Career earnings, wins and top-3 finishes per player from results of final matches.';
revoke all on private.player_careers from anon, authenticated;

-- The profile JSON; e-mail, GHIN and consent only for the owner or an admin.
create function private.player_details_json(p_player_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with viewer as (
    select private.is_admin() as is_admin, private.current_player_id() as me
  )
  select json_build_object(
    'id', p.id,
    'name', p.name,
    'nickname', p.nickname,
    'status', p.status,
    'join_date', p.join_date,
    'created_at', p.created_at,
    'league_index', p.league_index,
    'email', case when v.is_admin or v.me = p.id then p.email end,
    'ghin', case when v.is_admin or v.me = p.id then p.ghin end,
    'consent_at', case when v.is_admin or v.me = p.id then p.consent_at end,
    'is_owner', coalesce(v.me = p.id, false),
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
        from public.results r
        join public.matches m on m.id = r.match_id
        where r.player_id = p.id and m.is_final
        order by m.date desc, m.finalized_at desc, r.game_code
        limit 5
      ) x), '[]'::json)
  )
  from public.players p
  cross join viewer v
  left join private.player_careers c on c.player_id = p.id
  where p.id = p_player_id
$$;

-- =============================================================================================
-- RPCs: players
-- =============================================================================================

-- Security invoker: it can only read the public columns anon is granted.
create function public.get_players_public(status_filter text default 'ACTIVE')
returns table (
  id uuid, name text, nickname text, status text, created_at timestamptz, join_date date, league_index numeric
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
begin
  if get_players_public.status_filter is null
     or get_players_public.status_filter not in ('ACTIVE', 'PENDING', 'INACTIVE', 'ALL') then
    raise exception using message = 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', errcode = '22023';
  end if;
  return query
  select p.id, p.name, p.nickname, p.status, p.created_at, p.join_date, p.league_index::numeric
  from public.players p
  where get_players_public.status_filter = 'ALL' or p.status = get_players_public.status_filter
  order by p.name, p.id;
end
$$;
comment on function public.get_players_public(text) is 'Public roster (no e-mail, GHIN or consent), ordered by name.';

create function public.get_players_admin(status_filter text default 'ALL')
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
  left join private.player_careers c on c.player_id = p.id
  where get_players_admin.status_filter = 'ALL' or p.status = get_players_admin.status_filter
  order by p.name, p.id;
end
$$;

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

create function public.get_my_player_details()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.player_details_json(private.current_player_id())
$$;

-- =============================================================================================
-- RPCs: matches
-- =============================================================================================

create function public.get_matches_list()
returns table (
  id uuid, name text, date date, course_name text, course_rating numeric, course_slope integer, format text,
  is_final boolean, finalized_at timestamptz, capacity integer, allow_waitlist boolean,
  require_payment_before_play boolean, course_id uuid, entries_count integer, paid_count integer, games json
)
language sql
stable
set search_path = ''
as $$
  select m.id, m.name, m.date, m.course_name, m.course_rating::numeric, m.course_slope, m.format, m.is_final,
         m.finalized_at, m.capacity, m.allow_waitlist, m.require_payment_before_play, m.course_id,
         coalesce(ec.entries, 0)::integer, coalesce(ec.paid, 0)::integer, coalesce(gs.games, '[]'::json)
  from public.matches m
  left join (
    select e.match_id, count(*) as entries, count(*) filter (where e.paid_in_full) as paid
    from public.match_entries e
    group by e.match_id
  ) ec on ec.match_id = m.id
  left join (
    select g.match_id,
           json_agg(json_build_object('code', g.game_code, 'name', c.name, 'enabled', g.enabled)
                    order by c.sort_order, g.created_at) as games
    from public.match_games g
    join public.game_catalog c on c.code = g.game_code
    group by g.match_id
  ) gs on gs.match_id = m.id
  order by m.date desc, m.created_at desc
$$;
comment on function public.get_matches_list() is 'Every match, newest date first, with entry and paid counts and its games.';

create function public.get_match_detail(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with viewer as (
    select private.is_admin() as is_admin, private.current_player_id() as me, private.club_today() as today
  ),
  m as (
    select mm.* from public.matches mm where mm.id = p_match_id
  ),
  counts as (
    select count(*)::integer as entries from public.match_entries e where e.match_id = p_match_id
  )
  select json_build_object(
    'match', to_jsonb(m) || jsonb_build_object(
      'status', case when m.is_final then 'FINAL' when m.date <= v.today then 'IN_PROGRESS' else 'DRAFT' end),
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
    'entries', coalesce((
      select json_agg(json_build_object(
               'id', e.id, 'player_id', e.player_id, 'name', p.name, 'nickname', p.nickname,
               'league_index', p.league_index, 'created_at', e.created_at, 'paid_in_full', e.paid_in_full,
               'paid_at', e.paid_at, 'due_cents', b.charges_cents, 'paid_cents', b.paid_cents,
               'balance_cents', b.charges_cents - b.paid_cents,
               'opted_in_game_ids', coalesce((
                 select json_agg(gp.match_game_id order by gp.game_code)
                 from private.game_players gp
                 where gp.match_id = p_match_id and gp.player_id = e.player_id), '[]'::json),
               'email', case when v.is_admin then p.email end)
             order by e.created_at, p.name)
      from public.match_entries e
      join public.players p on p.id = e.player_id
      join private.entry_balances b on b.entry_id = e.id
      where e.match_id = p_match_id and b.match_id = p_match_id), '[]'::json),
    'scorecards', coalesce((
      select json_agg(json_build_object('player_id', s.player_id, 'holes', private.scorecard_holes(s),
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
    'is_admin', v.is_admin,
    'can_enter_scores', not m.is_final and (v.is_admin or exists (
      select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v.me))
  )
  from m
  cross join viewer v
  cross join counts
$$;
comment on function public.get_match_detail(uuid) is 'The match page in one round trip; entrant e-mails only for admins; null when missing.';

-- =============================================================================================
-- RPCs: league-wide
-- =============================================================================================

create function public.get_weekly_leaders()
returns table (player_id uuid, name text, earnings_cents bigint, points numeric)
language sql
stable
security definer
set search_path = ''
as $$
  -- Results of final matches played in the last 7 days (club time zone), top 5 by earnings.
  select r.player_id, p.name, sum(r.payout_cents)::bigint, coalesce(sum(r.points), 0)::numeric
  from public.matches m
  join public.results r on r.match_id = m.id
  join public.players p on p.id = r.player_id
  where m.is_final and m.date > private.club_today() - 7 and m.date <= private.club_today()
  group by r.player_id, p.name
  order by 3 desc, 4 desc, p.name
  limit 5
$$;

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
begin
  perform private.require_admin();
  with final_games as (
    select gp.match_id, gp.pot_cents
    from private.game_pots gp
    join public.matches m on m.id = gp.match_id
    where m.is_final and gp.enabled
  ),
  final_payouts as (
    select coalesce(sum(r.payout_cents), 0)::bigint as cents
    from public.results r join public.matches m on m.id = r.match_id
    where m.is_final
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
      'outstanding_cents', (select coalesce(sum(greatest(b.charges_cents - b.paid_cents, 0)), 0)::bigint
                            from private.entry_balances b),
      'remainder_cents', (select coalesce(sum(fg.pot_cents), 0)::bigint from final_games fg)
                         - (select fp.cents from final_payouts fp)),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$$;

create function public.get_audit_log(
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
begin
  perform private.require_admin();
  if v_group not in ('ALL', 'PLAYER', 'MATCH', 'PAYMENT', 'SCORECARD', 'OTHER') then
    raise exception using message = 'Unknown audit group: ' || v_group, errcode = '22023';
  end if;
  return query
  select a.id, a.at, a.actor, a.action, a.target_type, a.target_id, a.target_label, a.details,
         count(*) over ()
  from public.audit_log a
  where (v_group = 'ALL' or a.action_group = v_group)
    and (p_from is null or a.at >= (p_from::timestamp at time zone v_tz))
    and (p_to is null or a.at < ((p_to + 1)::timestamp at time zone v_tz))
  order by a.at desc, a.id desc
  limit least(greatest(coalesce(p_limit, 100), 1), 1000)
  offset greatest(coalesce(p_offset, 0), 0);
end
$$;
comment on function public.get_audit_log(text, date, date, integer, integer) is 'Admin: audit rows newest first; dates are club-time-zone days, inclusive; total_count = rows matching before paging.';

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

-- =============================================================================================
-- Function privileges
-- =============================================================================================

revoke execute on all functions in schema private from public;
grant execute on function private.is_admin(), private.current_player_id(), private.require_admin(),
  private.request_header(text), private.token_hash(text), private.is_valid_email(text),
  private.setting_problem(text, text), private.is_stroke_index_permutation(integer[])
  to anon, authenticated, service_role;

revoke execute on all functions in schema public from public;
grant execute on all functions in schema public to anon, authenticated, service_role;
revoke execute on function public.queue_decline_followups(), public.queue_weekly_leaders() from anon, authenticated;

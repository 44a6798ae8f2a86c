-- Settings by layer (issue #27 item 2, DESIGN rule 25): what a match is scored, priced and run with is its
-- league's setting. private.setting_scopes (20261210000100_club_of_leagues.sql) says which keys are a league's;
-- a league's own value (public.league_settings) wins over the club's (public.settings), which stays the default
-- of every league. With no league values at all — every club until an admin sets one — each function below
-- reads exactly what it read before.
--
-- * private.public_settings_json(league): the shape of get_public_settings() as a league reads it;
--   get_public_settings() answers it for the club's one active league (the club's values when it has several).
-- * get_league_settings(league) for anyone; upsert_league_setting(league, key, value) for the league's admins.
-- * The engine's input (engine_source_of, match_day_inputs → played_with), the nets' privacy, team building,
--   waitlist promotion, payment reminders, decline follow-ups, default buy-ins of a new game and the setup
--   checklist read the match's (or each) league.
--
-- The mail side reads a match's league for its payment instructions (supabase/functions/_shared/settings.ts,
-- outbox.ts). Not yet per league (the next piece of the issue): the weekly leaders e-mail job.

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.public_settings_json(p_league_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  -- The club's values, each replaced by the league's own where it has one.
  with kv as (
    select t.key, t.value from public.settings t
    where not exists (select 1 from public.league_settings ls where ls.league_id = p_league_id and ls.key = t.key)
    union all
    select ls.key, ls.value from public.league_settings ls where ls.league_id = p_league_id
  ), s as (select coalesce(jsonb_object_agg(kv.key, kv.value), '{}'::jsonb) as v from kv)
  select json_build_object(
    'branding', jsonb_build_object(
      'clubName', coalesce((s.v ->> 'branding')::jsonb ->> 'clubName', 'Fairway League'),
      'tagline', (s.v ->> 'branding')::jsonb -> 'tagline',
      'logoUrl', (s.v ->> 'branding')::jsonb -> 'logoUrl',
      'groupUrl', (s.v ->> 'branding')::jsonb -> 'groupUrl'
    ),
    'stablefordTable', coalesce(s.v ->> 'stablefordTable', 'MODIFIED_V2'),
    'allowancePct', coalesce((s.v ->> 'allowancePct')::integer, 100),
    'payoutCurves', coalesce((s.v ->> 'payoutCurves')::jsonb,
                             '{"small":"60,40","medium":"50,30,20","large":"40,30,20,10"}'::jsonb),
    'placeTies', coalesce(s.v ->> 'placeTies', 'split'),
    'defaultBuyIns', coalesce((s.v ->> 'defaultBuyIns')::jsonb, '{}'::jsonb),
    'emailEnabled', coalesce(s.v ->> 'emailEnabled', 'true') <> 'false',
    'extra', (select coalesce(jsonb_object_agg(kv.key, kv.value), '{}'::jsonb)
              from kv join private.setting_validators v on v.key = kv.key and v.is_public)
  )
  from s
$$;
comment on function private.public_settings_json(uuid) is 'The public settings (get_public_settings'' shape) as league p_league_id reads them: its own values over the club''s. p_league_id null: the club''s.';
revoke all on function private.public_settings_json(uuid) from public;
grant execute on function private.public_settings_json(uuid) to service_role;

-- =============================================================================================
-- RPCs
-- =============================================================================================

-- Replaces get_public_settings of 20261128000100_lifecycle_and_settings_foundations.sql: the body moves to
-- private.public_settings_json; the answer is the club's one active league's (the club's values when it has several).
create or replace function public.get_public_settings()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.public_settings_json(private.sole_league_id())
$$;
comment on function public.get_public_settings() is 'Settings anyone may read: branding, scoring table, allowance, payout curves, ties on places, default buy-ins, emailEnabled, and the registered public settings under "extra" — as the club''s one active league reads them (the club''s own values when it runs several leagues: use get_league_settings).';

create function public.get_league_settings(p_league_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.leagues l where l.id = p_league_id) then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  return private.public_settings_json(p_league_id);
end
$$;
comment on function public.get_league_settings(uuid) is 'Anyone: a league''s public settings (get_public_settings'' shape): its own values over the club''s. PT404 (HTTP 404) for an unknown league.';
revoke all on function public.get_league_settings(uuid) from public;
grant execute on function public.get_league_settings(uuid) to anon, authenticated, service_role;

create function public.upsert_league_setting(p_league_id uuid, p_key text, p_value text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old text;
  v_scope text;
  v_league public.leagues;
begin
  perform private.require_league_admin(p_league_id);
  select s.scope into v_scope from private.setting_scopes s where s.key = p_key;
  if v_scope is null then
    raise exception using message = 'Unknown setting: ' || coalesce(p_key, ''), errcode = '22023';
  end if;
  if v_scope <> 'LEAGUE' then
    raise exception using message = format('%s is a club setting: change it in the club''s settings', p_key), errcode = '22023';
  end if;
  select * into v_league from public.leagues l where l.id = p_league_id;
  select ls.value into v_old from public.league_settings ls where ls.league_id = p_league_id and ls.key = p_key;
  if p_value is null then
    -- Back to the club's value.
    delete from public.league_settings ls where ls.league_id = p_league_id and ls.key = p_key;
  else
    -- The trigger validates the value (private.setting_problem) with the club setting's message.
    insert into public.league_settings (league_id, key, value) values (p_league_id, p_key, p_value)
    on conflict (league_id, key) do update set value = excluded.value;
  end if;
  perform private.audit('SETTING_CHANGED', 'setting', p_key, p_key,
                        jsonb_build_object('key', p_key, 'league_id', p_league_id, 'league', v_league.name,
                                           'old', v_old, 'new', p_value));
  return json_build_object('league_id', p_league_id, 'key', p_key, 'value', p_value,
                           'effective', private.league_setting(p_league_id, p_key));
end
$$;
comment on function public.upsert_league_setting(uuid, text, text) is 'Admin of the league: set a league-level setting for this league (validated like the club''s), or with p_value null go back to the club''s value. 22023 for an unknown key or a club setting, 23514 for a bad value.';
revoke all on function public.upsert_league_setting(uuid, text, text) from public;
grant execute on function public.upsert_league_setting(uuid, text, text) to anon, authenticated, service_role;

-- =============================================================================================
-- Redefinitions: read the match's league
-- =============================================================================================

-- Replaces engine_source of 20261207200000_bracket_draw.sql: also holds the match's league settings for share while the engine reads them.
create or replace function private.engine_source(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.lock_match(p_match_id);
  perform private.draw_bracket(p_match_id);
  perform 1 from public.settings s for share;
  perform 1 from public.league_settings ls join public.matches m on m.league_id = ls.league_id
  where m.id = p_match_id for share of ls;
  perform 1 from public.players p join public.match_entries e on e.player_id = p.id
  where e.match_id = p_match_id order by p.id for share of p;
  return private.engine_source_of(p_match_id);
end
$$;

-- Replaces engine_source_of of 20261207200000_bracket_draw.sql: the scoring settings of a match not yet finalized are its league's (private.public_settings_json(m.league_id)).
create or replace function private.engine_source_of(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'match', json_build_object('id', m.id, 'name', m.name, 'date', m.date,
                               'course_rating', m.course_rating, 'course_slope', m.course_slope,
                               'is_final', m.is_final, 'bracket_draw', m.bracket_draw),
    'teeset', (
      select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                               'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
      from public.teesets t where t.id = m.teeset_id),
    'games', coalesce((
      select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'enabled', mg.enabled,
                                        'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc, 'requires_teams', c.requires_teams,
                                        'format', mg.format)
                      order by c.sort_order, mg.created_at)
      from public.match_games mg
      join public.game_catalog c on c.code = mg.game_code
      where mg.match_id = p_match_id), '[]'::json),
    -- opted_in_game_ids: the enabled games each entrant plays, as private.game_players lists them.
    'entries', coalesce((
      select json_agg(json_build_object(
               'player_id', e.player_id,
               'league_index', private.played_off_index(m.played_with, e.player_id, p.league_index),
               'team_id', e.team_id,
               'opted_in_game_ids', coalesce((
                 select json_agg(gp.match_game_id order by gp.game_code)
                 from private.game_players gp
                 where gp.match_id = p_match_id and gp.player_id = e.player_id), '[]'::json))
             order by e.created_at, e.player_id)
      from public.match_entries e
      join public.players p on p.id = e.player_id
      where e.match_id = p_match_id), '[]'::json),
    'teams', private.teams_json(p_match_id),
    'scorecards', coalesce((
      select json_agg(json_build_object(
               'player_id', s.player_id,
               'holes', array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                              s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                              s.hole_16, s.hole_17, s.hole_18]::integer[])
             order by s.player_id)
      from public.scorecards s
      where s.match_id = p_match_id), '[]'::json),
    'adjustments', coalesce((
      select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'player_id', a.player_id, 'game_code', a.game_code,
                                        'place', a.place, 'hole', a.hole, 'gross', a.gross, 'reason', a.reason)
                      order by a.created_at, a.id)
      from public.result_adjustments a
      where a.match_id = p_match_id), '[]'::json),
    'settings', coalesce((m.played_with -> 'settings')::json, private.public_settings_json(m.league_id))
  )
  from public.matches m
  where m.id = p_match_id
$$;

-- Replaces match_day_inputs of 20261130000100_finalized_matches_keep_their_inputs.sql: the settings recorded at the first finalize are the match's league's.
create or replace function private.match_day_inputs(p_match_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'indexes', coalesce((
      select jsonb_object_agg(e.player_id::text, to_jsonb(private.played_off_index(m.played_with, e.player_id, p.league_index)))
      from public.match_entries e
      join public.players p on p.id = e.player_id
      where e.match_id = m.id), '{}'::jsonb),
    'settings', coalesce(m.played_with -> 'settings', private.public_settings_json(m.league_id)::jsonb))
  from public.matches m
  where m.id = p_match_id
$$;

-- Replaces sees_match_nets of 20261207400200_match_money_privacy.sql: publishNetsToMembers is read from the match's league.
create or replace function private.sees_match_nets(p_match_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.is_admin()
      or (coalesce((select private.league_setting(m.league_id, 'publishNetsToMembers') from public.matches m where m.id = p_match_id), 'false') = 'true'
          and exists (select 1 from public.players p where p.id = private.current_player_id() and p.status = 'ACTIVE')
          and exists (select 1 from public.matches m where m.id = p_match_id and m.is_final))
$$;

-- Replaces build_teams of 20261130010200_team_rpcs.sql: noIndexPlaysOff is read from the match's league.
create or replace function public.build_teams(p_match_id uuid, p_method text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_no_index text;
  v_pool record;
  v_teams jsonb := '[]'::jsonb;
  v_count integer;
  i integer;
begin
  if not private.is_admin() then
    raise exception using message = 'Admin access required', errcode = 'PT403';
  end if;
  v_match := private.lock_match(p_match_id);
  v_no_index := coalesce(private.league_setting(v_match.league_id, 'noIndexPlaysOff'), 'ZERO');
  perform private.require_match_changeable(v_match);
  if p_method is null or p_method not in ('RANDOM', 'BALANCED') then
    raise exception using message = 'Build method must be RANDOM or BALANCED', errcode = '22023';
  end if;
  if not exists (select 1 from private.team_games(p_match_id)) then
    raise exception using message = 'This match has no team game', errcode = '23514';
  end if;

  -- The entrants playing a team game; partners must share a tee-sheet group, so each group (and the
  -- unplaced entrants) is paired on its own. BALANCED: best index with worst, next best with next worst (no
  -- index: the noIndexPlaysOff value, or last when no index is not allowed); RANDOM: shuffled.
  select count(distinct gp.player_id) into v_count
  from private.game_players gp
  where gp.match_id = p_match_id and gp.match_game_id in (select g.id from private.team_games(p_match_id) g);
  if v_count % 2 = 1 then
    raise exception using message = 'Pairs games need an even number of players', errcode = '23514';
  end if;

  for v_pool in
    select grp.number, array_agg(x.player_id order by
             case when p_method = 'BALANCED' then x.strength end nulls last,
             case when p_method = 'RANDOM' then random() end,
             x.name, x.player_id) as players
    from (
      select distinct e.player_id, e.group_id, p.name,
             coalesce(p.league_index,
                      case when v_no_index = 'ZERO' then 0
                           when v_no_index ~ '^-?[0-9]{1,2}(\.[0-9])?$' then v_no_index::numeric end) as strength
      from private.game_players gp
      join public.match_entries e on e.match_id = gp.match_id and e.player_id = gp.player_id
      join public.players p on p.id = e.player_id
      where gp.match_id = p_match_id and gp.match_game_id in (select g.id from private.team_games(p_match_id) g)
    ) x
    left join public.match_groups grp on grp.id = x.group_id
    group by grp.number
    order by grp.number nulls last
  loop
    if cardinality(v_pool.players) % 2 = 1 then
      raise exception using message = 'A team plays in one group', errcode = '23514';
    end if;
    for i in 1 .. cardinality(v_pool.players) / 2 loop
      v_teams := v_teams || jsonb_build_array(jsonb_build_object('name', null, 'player_ids',
        case when p_method = 'BALANCED'
             then jsonb_build_array(v_pool.players[i], v_pool.players[cardinality(v_pool.players) + 1 - i])
             else jsonb_build_array(v_pool.players[2 * i - 1], v_pool.players[2 * i]) end));
    end loop;
  end loop;
  return private.write_teams(v_match, v_teams, p_method);
end
$$;

-- Replaces withdraw_from_match of 20261128040000_player_home_and_member_lifecycle.sql: waitlistAutoPromote is read from the match's league.
create or replace function public.withdraw_from_match(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_match public.matches;
  v_entry public.match_entries;
  v_wait public.match_waitlist;
  v_next public.players;
  v_promoted text;
  v_admins_told boolean := false;
begin
  v_match := private.lock_match(p_match_id);
  select e.* into v_entry from public.match_entries e where e.match_id = v_match.id and e.player_id = v_player.id;
  if v_entry.id is null then
    raise exception using message = 'You are not entered in this match', errcode = '22023';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = 'This match has been cancelled', errcode = '23514';
  end if;
  if now() >= private.match_starts_at(v_match.id) then
    raise exception using message = 'You can no longer withdraw: the match has started. Ask an admin.', errcode = '23514';
  end if;

  -- Payments stay (credit, DESIGN rule 19); opt-ins and the scorecard cascade with the entry.
  delete from public.results r where r.match_id = v_match.id and r.player_id = v_player.id;
  delete from public.match_entries e where e.id = v_entry.id;
  perform private.audit('MATCH_ENTRY_WITHDRAWN', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('player_id', v_player.id, 'player_name', v_player.name));

  -- The first on the waitlist who can be entered, as promote_waitlist allows: an active member or a guest
  -- an admin added (status GUEST); a waitlist row with only an e-mail has no player to enter.
  select w.* into v_wait
  from public.match_waitlist w
  join public.players p on p.id = w.player_id
  where w.match_id = v_match.id and w.promoted_at is null and p.status in ('ACTIVE', 'GUEST')
    and not exists (select 1 from public.match_entries e where e.match_id = w.match_id and e.player_id = w.player_id)
  order by w.created_at, w.id
  limit 1
  for update of w;

  if v_wait.id is not null and coalesce(private.league_setting(v_match.league_id, 'waitlistAutoPromote'), 'true') = 'true' then
    select p.* into v_next from public.players p where p.id = v_wait.player_id;
    perform private.enter_player(v_match.id, v_next.id, v_wait.match_game_ids);
    update public.match_waitlist w set promoted_at = now() where w.id = v_wait.id;
    perform private.enqueue_email('waitlist_promoted', v_next.email, jsonb_build_object(
      'playerName', v_next.name, 'matchName', v_match.name, 'courseName', v_match.course_name,
      'matchDate', v_match.date, 'matchId', v_match.id,
      'matchUrl', private.app_url() || '/matches/' || v_match.id));
    perform private.audit('MATCH_WAITLIST_PROMOTED', 'match', v_match.id::text, v_match.name,
                          jsonb_build_object('waitlist_id', v_wait.id, 'player_id', v_next.id, 'player_name', v_next.name,
                                             'automatic', true));
    v_promoted := v_next.name;
  end if;

  v_admins_told := private.notify_admins('admin_notice', jsonb_build_object(
    'kind', 'WITHDRAWN', 'playerName', v_player.name, 'matchName', v_match.name, 'matchDate', v_match.date,
    'matchId', v_match.id, 'matchUrl', private.app_url() || '/matches/' || v_match.id,
    'promotedName', v_promoted, 'waitlistWaiting', v_wait.id is not null and v_promoted is null));

  return json_build_object('promoted', v_promoted, 'admins_told', v_admins_told,
                           -- What the money slice's account now holds for the player on this match.
                           'credit_cents', coalesce((select mm.credit_cents from private.match_money(array[v_match.id]) mm
                                                     where mm.player_id = v_player.id), 0));
end
$$;

-- Replaces queue_automatic_payment_reminders of 20261128030000_finalize_readiness_and_payment_reminders.sql: paymentReminderDays is read per match from its league (0 = off).
create or replace function public.queue_automatic_payment_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.email_enabled() then
    return 0;
  end if;
  -- Open matches from today up to their league's paymentReminderDays ahead (0 = off, at most 30; a match created
  -- inside the window still gets one); one automatic reminder per entrant per match, ever (dedupe key).
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'payment_reminder', r.email, r.payload || jsonb_build_object('automatic', true),
         'payment_reminder_auto:' || due.id || ':' || r.player_id
  from (select m.id
        from public.matches m
        cross join lateral (select coalesce(nullif(private.league_setting(m.league_id, 'paymentReminderDays'), '')::integer, 0) as days) d
        where not m.is_final
          and m.cancelled_at is null
          and m.date between private.club_today() and private.club_today() + 30
          and d.days > 0
          and m.date <= private.club_today() + d.days
        offset 0) due
  cross join lateral private.payment_reminder_rows(due.id) r
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.queue_automatic_payment_reminders() is 'Scheduler (service role): queue one payment reminder per entrant who still owes money, the match''s league''s paymentReminderDays days (or fewer) before the match; 0 = off.';

-- Replaces queue_decline_followups of 20261127000500_invitations_and_waitlist.sql: inviteDeclineFollowupEnabled is read per match from its league.
create or replace function public.queue_decline_followups()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  if not private.email_enabled() then
    return 0;
  end if;
  -- Matches 3 days away (club time zone) that still have seats; one follow-up per invitation (dedupe key).
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'invite_decline_followup', i.email,
         jsonb_build_object('playerName', p.name, 'matchName', m.name, 'courseName', m.course_name,
                            'matchDate', m.date, 'matchId', m.id,
                            'matchUrl', private.app_url() || '/matches/' || m.id),
         'invite_decline_followup:' || i.id
  from public.match_invites i
  join public.matches m on m.id = i.match_id
  join public.players p on p.id = i.player_id
  where i.status = 'DECLINED'
    and m.date = private.club_today() + 3
    and not m.is_final
    and coalesce(private.league_setting(m.league_id, 'inviteDeclineFollowupEnabled'), 'false') = 'true'
    and p.status = 'ACTIVE'
    and not exists (select 1 from public.match_entries e where e.match_id = m.id and e.player_id = p.id)
    and (m.capacity is null or (select count(*) from public.match_entries e where e.match_id = m.id) < m.capacity)
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;

-- Replaces get_setup_checklist of 20261207900300_setup_checklist.sql: payment instructions are done when every active league has some (its own or the club's).
create or replace function public.get_setup_checklist()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return json_build_object(
    'is_owner', private.current_admin_id() is not distinct from private.owner_admin_id(),
    'app_url', exists (select 1 from public.settings s where s.key = 'appUrl' and btrim(s.value) <> ''),
    -- Every active league tells its players how to pay (its own instructions or the club's).
    'payment_instructions', not exists (select 1 from public.leagues l
                                        where l.status = 'ACTIVE'
                                          and btrim(coalesce(private.league_setting(l.id, 'paymentInstructions'), '')) = ''),
    'named_admin', exists (select 1 from private.admins a where not a.is_owner and a.revoked_at is null),
    'course_with_tees', exists (select 1 from public.teesets t join public.courses c on c.id = t.course_id));
end
$$;

-- Replaces write_match_games of 20261130010100_match_teams.sql: a game without a buy-in takes its league's defaultBuyIns when the league has its own, else the catalog's (the club's).
create or replace function private.write_match_games(p_match_id uuid, p_games json)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_game record;
  v_count integer := 0;
  v_problem text;
  v_league_buy_ins jsonb;
begin
  if p_games is null or json_typeof(p_games) = 'null' then
    return 0;
  end if;
  if json_typeof(p_games) <> 'array' then
    raise exception using message = 'Games must be a list', errcode = '22023';
  end if;
  v_league_buy_ins := (select ls.value::jsonb from public.league_settings ls join public.matches m on m.league_id = ls.league_id
                       where m.id = p_match_id and ls.key = 'defaultBuyIns');
  for v_game in
    select x.game_code, x.enabled, x.buy_in, x.pot_calc, x.notes, nullif(btrim(x.format), '') as format,
           c.code as catalog_code, c.pot_calc as catalog_pot_calc, c.default_buy_in, c.name
    from json_to_recordset(p_games) as x(game_code text, enabled boolean, buy_in integer, pot_calc text, notes text, format text)
    left join public.game_catalog c on c.code = x.game_code
  loop
    if v_game.catalog_code is null then
      raise exception using message = 'Unknown game: ' || coalesce(v_game.game_code, ''), errcode = '23514';
    end if;
    if v_game.buy_in is not null and v_game.buy_in < 0 then
      raise exception using message = 'Buy-in must be 0 or more', errcode = '23514';
    end if;
    if v_game.pot_calc is not null and v_game.pot_calc not in ('PER_ENTRY', 'PER_PLAYER', 'FLAT') then
      raise exception using message = 'Pot calculation must be PER_ENTRY, PER_PLAYER or FLAT', errcode = '23514';
    end if;
    v_problem := private.game_format_problem(v_game.game_code, v_game.format);
    if v_problem is not null then
      raise exception using message = v_problem, errcode = '23514';
    end if;
    insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc, notes, format)
    values (p_match_id, v_game.game_code, coalesce(v_game.enabled, true),
            coalesce(v_game.buy_in, (v_league_buy_ins ->> v_game.game_code)::integer, v_game.default_buy_in), coalesce(v_game.pot_calc, v_game.catalog_pot_calc),
            nullif(btrim(v_game.notes), ''), v_game.format)
    on conflict (match_id, game_code) do update
      set enabled = excluded.enabled,
          buy_in = excluded.buy_in,
          pot_calc = case when v_game.pot_calc is null then public.match_games.pot_calc else excluded.pot_calc end,
          notes = coalesce(excluded.notes, public.match_games.notes),
          format = coalesce(v_game.format, public.match_games.format);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

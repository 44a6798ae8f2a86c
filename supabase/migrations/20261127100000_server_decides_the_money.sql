-- Issue 13, items 1–2 (DESIGN rule 18): the server decides the money.
--
-- Stored results are the engine's (src/domain) output, computed on the server by the finalize-match edge
-- function from what this database holds: the match's tee set, games, entries with their opt-ins,
-- scorecards, the league's scoring settings and the admin's adjustments. The function reads them with
-- private.engine_source and writes through private.store_engine_results; both are executable only by
-- service_role (the edge function's connection), and both first check the admin session the function
-- forwards. finalize_match and save_results, which took results (payouts included) from the client,
-- now refuse with a message saying where results come from.
--
-- Adjustments are the admin's explicit corrections, each with a reason and audited: a countback or
-- playoff deciding who takes a place (PLACE), a disqualification from one game or the match
-- (DISQUALIFIED), a hole score corrected after the card (HOLE). The engine applies them.
--
-- Setting placeTies: 'split' (rule 6, the default) or 'countback' (card countback on net over the last
-- 9, 6, 3, 1 holes; then split).

-- =============================================================================================
-- Tables
-- =============================================================================================

create table public.result_adjustments (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null,
  player_id uuid not null,
  kind text not null constraint result_adjustments_kind_check check (kind in ('PLACE', 'DISQUALIFIED', 'HOLE')),
  -- PLACE: the place game; DISQUALIFIED: the game, or null for the whole match; HOLE: null.
  game_code text,
  place integer,
  hole integer,
  -- HOLE: the corrected gross score, null to clear the hole.
  gross integer,
  reason text not null constraint result_adjustments_reason_check check (char_length(btrim(reason)) between 1 and 300),
  -- clock_timestamp: adjustments made in one transaction still apply in the order they were made.
  created_at timestamptz not null default clock_timestamp(),
  constraint result_adjustments_details_check check (
    case kind
      when 'PLACE' then game_code in ('STB_V2', 'STROKE_PLAY') and place >= 1 and hole is null and gross is null
      when 'DISQUALIFIED' then place is null and hole is null and gross is null
      else game_code is null and place is null and hole between 1 and 18 and (gross is null or gross between 1 and 12)
    end),
  constraint result_adjustments_entry_fkey foreign key (match_id, player_id)
    references public.match_entries (match_id, player_id) on delete cascade,
  constraint result_adjustments_game_fkey foreign key (match_id, game_code) references public.match_games (match_id, game_code)
);

comment on table public.result_adjustments is 'Admin corrections to a match''s results, each with a reason (DESIGN rule 18); the engine applies them in created order. Read and written through admin RPCs only.';

create index result_adjustments_match_idx on public.result_adjustments (match_id, created_at, id);

create index result_adjustments_entry_fkey_idx on public.result_adjustments (match_id, player_id);

create index result_adjustments_game_fkey_idx on public.result_adjustments (match_id, game_code);

alter table public.result_adjustments enable row level security;

revoke all on public.result_adjustments from anon, authenticated;

grant all on public.result_adjustments to service_role;

-- =============================================================================================
-- Settings: ties on places
-- =============================================================================================

-- Replaces settings_key_check of 20261127000100_identity_settings_audit.sql: adds placeTies.
alter table public.settings drop constraint settings_key_check;
alter table public.settings add constraint settings_key_check check (key in (
  'emailEnabled', 'fromEmail', 'weeklyLeadersEnabled', 'clubTimezone', 'weeklyLeadersSendHour',
  'weeklyLeadersSendMinute', 'inviteDeclineFollowupEnabled', 'payoutCurves', 'branding',
  'defaultBuyIns', 'stablefordTable', 'allowancePct', 'appUrl', 'placeTies'
));

-- Replaces private.setting_problem of 20261127000100_identity_settings_audit.sql: adds placeTies.
create or replace function private.setting_problem(p_key text, p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_json jsonb;
  v_band text;
  v_part text;
  v_total numeric;
  v_item record;
begin
  if p_value is null then
    return 'A value is required';
  end if;
  case p_key
    when 'emailEnabled', 'weeklyLeadersEnabled', 'inviteDeclineFollowupEnabled' then
      if p_value not in ('true', 'false') then
        return 'Value must be true or false';
      end if;
    when 'fromEmail' then
      if not private.is_valid_email(p_value) or p_value <> btrim(p_value) then
        return 'Please enter a valid email address';
      end if;
    when 'clubTimezone' then
      if p_value not in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles',
                         'America/Phoenix', 'Europe/London', 'Europe/Paris', 'Australia/Sydney') then
        return 'Please choose one of the listed time zones';
      end if;
    when 'weeklyLeadersSendHour' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 23 then
        return 'Hour must be between 0 and 23';
      end if;
    when 'weeklyLeadersSendMinute' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 55 or p_value::int % 5 <> 0 then
        return 'Minute must be between 0 and 55 in steps of 5';
      end if;
    when 'stablefordTable' then
      if p_value not in ('MODIFIED_V2', 'STANDARD') then
        return 'Stableford table must be MODIFIED_V2 or STANDARD';
      end if;
    when 'allowancePct' then
      if p_value !~ '^[0-9]{1,3}$' or p_value::int not between 1 and 100 then
        return 'Allowance must be a whole number between 1 and 100';
      end if;
    when 'placeTies' then
      if p_value not in ('split', 'countback') then
        return 'Ties on places must be split or countback';
      end if;
    when 'appUrl' then
      if p_value !~ '^https?://[^[:space:]]+$' then
        return 'App URL must start with http:// or https://';
      end if;
    when 'payoutCurves' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Payout curves must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Payout curves must be JSON';
      end if;
      foreach v_band in array array['small', 'medium', 'large'] loop
        if jsonb_typeof(v_json -> v_band) is distinct from 'string' or btrim(v_json ->> v_band) = '' then
          return 'Enter at least one payout percentage';
        end if;
        v_total := 0;
        foreach v_part in array string_to_array(v_json ->> v_band, ',') loop
          v_part := btrim(regexp_replace(btrim(v_part), '%$', ''));
          if v_part !~ '^[0-9]{1,3}(\.[0-9]{1,2})?$' or v_part::numeric > 100 then
            return 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals';
          end if;
          v_total := v_total + v_part::numeric;
        end loop;
        if v_total <> 100 then
          return 'Payout percentages must add up to 100%';
        end if;
      end loop;
    when 'branding' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Branding must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Branding must be JSON';
      end if;
      if jsonb_typeof(v_json -> 'clubName') is distinct from 'string' or btrim(v_json ->> 'clubName') = '' then
        return 'Club name is required';
      end if;
      if char_length(v_json ->> 'clubName') > 100 then
        return 'Club name must be 100 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'tagline'), 'null') not in ('string', 'null')
         or char_length(coalesce(v_json ->> 'tagline', '')) > 200 then
        return 'Tagline must be text of 200 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'logoUrl'), 'null') not in ('string', 'null') then
        return 'Logo URL must be text';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'groupUrl'), 'null') not in ('string', 'null')
         or (nullif(v_json ->> 'groupUrl', '') is not null and v_json ->> 'groupUrl' !~ '^https?://[^[:space:]]+$') then
        return 'Group link must start with http:// or https://';
      end if;
    when 'defaultBuyIns' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Default buy-ins must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Default buy-ins must be JSON';
      end if;
      for v_item in select e.key, e.value from jsonb_each(v_json) e loop
        if v_item.key not in ('STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY', 'MATCH_PLAY') then
          return 'Unknown game in default buy-ins: ' || v_item.key;
        end if;
        if jsonb_typeof(v_item.value) <> 'number' or (v_item.value #>> '{}')::numeric < 0
           or (v_item.value #>> '{}')::numeric <> trunc((v_item.value #>> '{}')::numeric)
           or (v_item.value #>> '{}')::numeric > 10000000 then
          return 'Default buy-ins must be whole cents of 0 or more';
        end if;
      end loop;
    else
      return 'Unknown setting: ' || coalesce(p_key, '');
  end case;
  return null;
end
$$;
comment on function private.setting_problem(text, text) is 'The validation message for a setting value, or null when valid. Used by the settings trigger and upsert_admin_setting.';
revoke all on function private.setting_problem(text, text) from public;
grant execute on function private.setting_problem(text, text) to anon, authenticated, service_role;

-- Replaces public.get_public_settings of 20261127000100_identity_settings_audit.sql: adds placeTies.
create or replace function public.get_public_settings()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with s as (select coalesce(jsonb_object_agg(t.key, t.value), '{}'::jsonb) as v from public.settings t)
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
    'emailEnabled', coalesce(s.v ->> 'emailEnabled', 'true') <> 'false'
  )
  from s
$$;
comment on function public.get_public_settings() is 'Settings anyone may read: branding, scoring table, allowance, payout curves, ties on places, default buy-ins, emailEnabled.';
revoke all on function public.get_public_settings() from public;
grant execute on function public.get_public_settings() to anon, authenticated, service_role;

-- =============================================================================================
-- The engine's path: read the match, store the results (service_role only)
-- =============================================================================================

-- Everything the engine needs about a match (null when there is none). Shapes follow get_match_detail /
-- get_match_entries / get_match_scorecards (the browser's preview reads those), so one assembly
-- (src/domain/engine-input.ts) serves both. For the server's own jobs (seed-scale, the results check).
create function private.engine_source_of(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'match', json_build_object('id', m.id, 'name', m.name, 'date', m.date,
                               'course_rating', m.course_rating, 'course_slope', m.course_slope,
                               'is_final', m.is_final),
    'teeset', (
      select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                               'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
      from public.teesets t where t.id = m.teeset_id),
    'games', coalesce((
      select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'enabled', mg.enabled,
                                        'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc, 'requires_teams', c.requires_teams)
                      order by c.sort_order, mg.created_at)
      from public.match_games mg
      join public.game_catalog c on c.code = mg.game_code
      where mg.match_id = p_match_id), '[]'::json),
    -- opted_in_game_ids: the enabled games each entrant plays, as private.game_players lists them.
    'entries', coalesce((
      select json_agg(json_build_object(
               'player_id', e.player_id, 'league_index', p.league_index,
               'opted_in_game_ids', coalesce((
                 select json_agg(gp.match_game_id order by gp.game_code)
                 from private.game_players gp
                 where gp.match_id = p_match_id and gp.player_id = e.player_id), '[]'::json))
             order by e.created_at, e.player_id)
      from public.match_entries e
      join public.players p on p.id = e.player_id
      where e.match_id = p_match_id), '[]'::json),
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
    'settings', public.get_public_settings()
  )
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.engine_source_of(uuid) is 'The engine''s input rows of a match: tee set, games, entries with the games they play, scorecards, adjustments, scoring settings. service_role only.';
revoke all on function private.engine_source_of(uuid) from public;
grant execute on function private.engine_source_of(uuid) to service_role;

-- The finalize-match edge function's read: the admin's session checked, the match locked so nothing
-- changes between this read and private.store_engine_results in the same transaction.
create function private.engine_source(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.lock_match(p_match_id);
  return private.engine_source_of(p_match_id);
end
$$;
comment on function private.engine_source(uuid) is 'private.engine_source_of under the match''s row lock, for an admin session. service_role only: the finalize-match edge function''s read.';
revoke all on function private.engine_source(uuid) from public;
grant execute on function private.engine_source(uuid) to service_role;

-- Replaces private.write_results of 20261127000400_matches_games_entries_results.sql: unchanged checks;
-- now reachable only through private.store_engine_results (its grants below close it to other roles).
create or replace function private.write_results(p_match_id uuid, p_results json)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_problem text;
  v_count integer;
begin
  if p_results is null or json_typeof(p_results) <> 'array' then
    raise exception using message = 'Results must be a list', errcode = '22023';
  end if;
  create temporary table if not exists pg_temp.incoming_results (
    player_id uuid, game_code text, position integer, points numeric, skins_won integer, payout_cents integer,
    notes text, explanation jsonb
  ) on commit drop;
  truncate pg_temp.incoming_results;
  insert into pg_temp.incoming_results
  select x.player_id, x.game_code, x.position, x.points, coalesce(x.skins_won, 0), x.payout_cents, x.notes, x.explanation
  from json_to_recordset(p_results) as x(player_id uuid, game_code text, position integer, points numeric,
                                         skins_won integer, payout_cents integer, notes text, explanation jsonb);

  select case
    when exists (select 1 from pg_temp.incoming_results r where r.player_id is null or r.game_code is null)
      then 'Each result needs a player and a game'
    when exists (select 1 from pg_temp.incoming_results r where r.payout_cents is null or r.payout_cents < 0)
      then 'Payouts must be 0 or more'
    when exists (select 1 from pg_temp.incoming_results r where r.skins_won < 0)
      then 'Skins won must be 0 or more'
    when exists (select 1 from pg_temp.incoming_results r where r.position < 1)
      then 'Position must be at least 1'
    when exists (select 1 from pg_temp.incoming_results r where r.points < 0 or r.points * 2 <> trunc(r.points * 2))
      then 'Points must be 0 or more in steps of 0.5'
    when exists (select 1 from pg_temp.incoming_results r group by r.player_id, r.game_code having count(*) > 1)
      then 'A player can have only one result per game'
  end into v_problem;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'Game ' || r.game_code || ' is not enabled for this match' into v_problem
  from pg_temp.incoming_results r
  where not exists (select 1 from public.match_games g where g.match_id = p_match_id and g.game_code = r.game_code and g.enabled)
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'A result names a player who is not in ' || c.name into v_problem
  from pg_temp.incoming_results r
  join public.game_catalog c on c.code = r.game_code
  where not exists (select 1 from private.game_players gp
                    where gp.match_id = p_match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'Payouts for ' || c.name || ' exceed the pot' into v_problem
  from (select r.game_code, sum(r.payout_cents) as paid from pg_temp.incoming_results r group by r.game_code) s
  join private.game_pots gp on gp.match_id = p_match_id and gp.game_code = s.game_code
  join public.game_catalog c on c.code = s.game_code
  where s.paid > gp.pot_cents
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  delete from public.results r where r.match_id = p_match_id;
  insert into public.results (match_id, player_id, game_code, position, points, skins_won, payout_cents, notes, explanation)
  select p_match_id, r.player_id, r.game_code, r.position, r.points, r.skins_won, r.payout_cents,
         nullif(btrim(r.notes), ''), r.explanation
  from pg_temp.incoming_results r;
  get diagnostics v_count = row_count;
  truncate pg_temp.incoming_results;
  return v_count;
end
$$;
comment on function private.write_results(uuid, json) is 'Replaces a match''s results after checking them (players in the game, Σ payout ≤ pot per game). Called only by private.store_engine_results.';
revoke all on function private.write_results(uuid, json) from public, anon, authenticated;
grant execute on function private.write_results(uuid, json) to service_role;

-- The one write of stored results: the finalize-match edge function passes the engine's rows for the
-- match it read with private.engine_source in the same transaction. p_finalize also locks the match
-- (DESIGN rule 7 and 17: every entry paid when payment is required, not before the match's date, one
-- result per player per game).
create function private.store_engine_results(p_match_id uuid, p_results json, p_finalize boolean)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_count integer;
  v_missing text;
  v_paid bigint;
  v_pot bigint;
  v_adjustments integer;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if p_finalize and v_match.date > private.club_today() then
    raise exception using message = 'A match cannot be finalized before its date', errcode = '23514';
  end if;
  if p_finalize and v_match.require_payment_before_play
     and exists (select 1 from public.match_entries e where e.match_id = p_match_id and not e.paid_in_full) then
    raise exception using message = 'All entries must be paid before results can be finalized', errcode = '23514';
  end if;
  v_count := private.write_results(p_match_id, p_results);
  if p_finalize then
    -- One result per player per enabled game (DESIGN rule 7).
    select c.name into v_missing
    from private.game_players gp
    join public.game_catalog c on c.code = gp.game_code
    where gp.match_id = p_match_id
      and not exists (select 1 from public.results r
                      where r.match_id = p_match_id and r.game_code = gp.game_code and r.player_id = gp.player_id)
    limit 1;
    if v_missing is not null then
      raise exception using message = 'Results are missing for some players in ' || v_missing, errcode = '23514';
    end if;
    update public.matches m set is_final = true, finalized_at = now() where m.id = p_match_id;
  end if;
  select coalesce(sum(r.payout_cents), 0) into v_paid from public.results r where r.match_id = p_match_id;
  select coalesce(sum(gp.pot_cents), 0) into v_pot from private.game_pots gp where gp.match_id = p_match_id and gp.enabled;
  select count(*)::integer into v_adjustments from public.result_adjustments a where a.match_id = p_match_id;
  perform private.audit(case when p_finalize then 'MATCH_FINALIZED' else 'MATCH_RESULTS_SAVED' end,
                        'match', p_match_id::text, v_match.name,
                        jsonb_build_object('results', v_count, 'pot_cents', v_pot, 'paid_out_cents', v_paid,
                                           'adjustments', v_adjustments, 'computed_by', 'engine'));
  return json_build_object('results', v_count, 'pot_cents', v_pot, 'paid_out_cents', v_paid, 'is_final', p_finalize);
end
$$;
comment on function private.store_engine_results(uuid, json, boolean) is 'Stores the engine''s results of a match (and finalizes it when asked). Admin session required; service_role only: the finalize-match edge function is its one caller.';
revoke all on function private.store_engine_results(uuid, json, boolean) from public;
grant execute on function private.store_engine_results(uuid, json, boolean) to service_role;

-- =============================================================================================
-- The old client path, closed
-- =============================================================================================

-- Replaces public.finalize_match of 20261127000400_matches_games_entries_results.sql: results (and their
-- payouts) are no longer accepted from a client; the name answers so an old client gets the reason.
create or replace function public.finalize_match(p_match_id uuid, p_results json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  raise exception using
    message = 'Results and payouts sent by a client are refused: the server computes them. Finalize through the finalize-match function.',
    errcode = '42501';
end
$$;
comment on function public.finalize_match(uuid, json) is 'Closed (issue 13): refuses client-sent results; finalize through the finalize-match edge function.';
revoke all on function public.finalize_match(uuid, json) from public;
grant execute on function public.finalize_match(uuid, json) to anon, authenticated, service_role;

-- Replaces public.save_results of 20261127000400_matches_games_entries_results.sql (as finalize_match above).
create or replace function public.save_results(p_match_id uuid, p_results json)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  raise exception using
    message = 'Results and payouts sent by a client are refused: the server computes them. Save through the finalize-match function.',
    errcode = '42501';
end
$$;
comment on function public.save_results(uuid, json) is 'Closed (issue 13): refuses client-sent results; save through the finalize-match edge function.';
revoke all on function public.save_results(uuid, json) from public;
grant execute on function public.save_results(uuid, json) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: adjustments (admin)
-- =============================================================================================

create function public.add_result_adjustment(p_match_id uuid, p_player_id uuid, p_kind text, p_reason text,
                                             p_game_code text default null, p_place integer default null,
                                             p_hole integer default null, p_gross integer default null)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_row public.result_adjustments;
  v_player_name text;
  v_problem text;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if p_reason is null or btrim(p_reason) = '' then
    raise exception using message = 'A reason is required', errcode = '23514';
  end if;
  if char_length(btrim(p_reason)) > 300 then
    raise exception using message = 'Reason must be 300 characters or less', errcode = '23514';
  end if;
  select p.name into v_player_name
  from public.match_entries e join public.players p on p.id = e.player_id
  where e.match_id = p_match_id and e.player_id = p_player_id;
  if v_player_name is null then
    raise exception using message = 'That player is not in this match', errcode = '23514';
  end if;
  v_problem := case
    when p_kind is null or p_kind not in ('PLACE', 'DISQUALIFIED', 'HOLE') then 'Adjustment must be PLACE, DISQUALIFIED or HOLE'
    when p_kind = 'PLACE' and (p_game_code is null or p_game_code not in ('STB_V2', 'STROKE_PLAY'))
      then 'Places can be decided only in Stableford and stroke play'
    when p_kind = 'PLACE' and (p_place is null or p_place < 1) then 'Place must be 1 or more'
    when p_kind = 'HOLE' and (p_hole is null or p_hole not between 1 and 18) then 'Hole must be 1 to 18'
    when p_kind = 'HOLE' and p_gross is not null and p_gross not between 1 and 12 then 'Score must be 1 to 12, or empty to clear the hole'
  end;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  if p_kind <> 'HOLE' and p_game_code is not null then
    if not exists (select 1 from public.match_games g where g.match_id = p_match_id and g.game_code = p_game_code and g.enabled) then
      raise exception using message = 'That game is not offered in this match', errcode = '23514';
    end if;
    if not exists (select 1 from private.game_players gp
                   where gp.match_id = p_match_id and gp.game_code = p_game_code and gp.player_id = p_player_id) then
      raise exception using message = v_player_name || ' is not in that game', errcode = '23514';
    end if;
  end if;
  insert into public.result_adjustments (match_id, player_id, kind, game_code, place, hole, gross, reason)
  values (p_match_id, p_player_id, p_kind, case when p_kind = 'HOLE' then null else p_game_code end,
          case when p_kind = 'PLACE' then p_place end, case when p_kind = 'HOLE' then p_hole end,
          case when p_kind = 'HOLE' then p_gross end, btrim(p_reason))
  returning * into v_row;
  perform private.audit('RESULT_ADJUSTED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('adjustment_id', v_row.id, 'kind', v_row.kind, 'player_id', v_row.player_id,
                                           'player', v_player_name, 'game_code', v_row.game_code, 'place', v_row.place,
                                           'hole', v_row.hole, 'gross', v_row.gross, 'reason', v_row.reason));
  return to_json(v_row);
end
$$;
comment on function public.add_result_adjustment(uuid, uuid, text, text, text, integer, integer, integer) is 'Admin: records a correction with its reason (PLACE: p_game_code + p_place; DISQUALIFIED: p_game_code or null for the match; HOLE: p_hole + p_gross, null clears). Match must not be final. Audited.';
revoke all on function public.add_result_adjustment(uuid, uuid, text, text, text, integer, integer, integer) from public;
grant execute on function public.add_result_adjustment(uuid, uuid, text, text, text, integer, integer, integer) to anon, authenticated, service_role;

create function public.remove_result_adjustment(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.result_adjustments;
  v_match public.matches;
begin
  perform private.require_admin();
  select a.* into v_row from public.result_adjustments a where a.id = p_id;
  if v_row.id is null then
    raise exception using message = 'Adjustment not found', errcode = 'PT404';
  end if;
  v_match := private.lock_match(v_row.match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  delete from public.result_adjustments a where a.id = p_id;
  perform private.audit('RESULT_ADJUSTMENT_REMOVED', 'match', v_row.match_id::text, v_match.name,
                        jsonb_build_object('adjustment_id', v_row.id, 'kind', v_row.kind, 'player_id', v_row.player_id,
                                           'game_code', v_row.game_code, 'place', v_row.place, 'hole', v_row.hole,
                                           'gross', v_row.gross, 'reason', v_row.reason));
end
$$;
comment on function public.remove_result_adjustment(uuid) is 'Admin: removes an adjustment of a match that is not final. Audited.';
revoke all on function public.remove_result_adjustment(uuid) from public;
grant execute on function public.remove_result_adjustment(uuid) to anon, authenticated, service_role;

create function public.get_match_adjustments(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select coalesce(json_agg(json_build_object('id', a.id, 'kind', a.kind, 'player_id', a.player_id, 'player_name', p.name,
                                               'game_code', a.game_code, 'place', a.place, 'hole', a.hole,
                                               'gross', a.gross, 'reason', a.reason, 'created_at', a.created_at)
                             order by a.created_at, a.id), '[]'::json)
    from public.result_adjustments a
    join public.players p on p.id = a.player_id
    where a.match_id = p_match_id
  );
end
$$;
comment on function public.get_match_adjustments(uuid) is 'Admin: a match''s adjustments in the order the engine applies them, with player names.';
revoke all on function public.get_match_adjustments(uuid) from public;
grant execute on function public.get_match_adjustments(uuid) to anon, authenticated, service_role;

-- A finished match keeps what it was scored with. The first finalize records each entrant's index and the
-- league's scoring settings in matches.played_with; the engine's input (private.engine_source_of) and the
-- browser's preview (get_match_entries' league_index, get_match_detail's match.played_with.settings) use
-- them from then on. So publishing a new index, changing an allowance or the tie rule never rewrites a
-- finished match: a reopened match is re-finalized with its match-day indexes and settings, and the stored
-- results always equal the engine's over the match's own inputs.

alter table public.matches add column played_with jsonb
  constraint matches_played_with_shape_check check (
    played_with is null
    or (jsonb_typeof(played_with -> 'indexes') = 'object' and jsonb_typeof(played_with -> 'settings') = 'object'));
comment on column public.matches.played_with is
  'What the match was scored with, recorded at its first finalize: {"indexes": {player id: league index or null}, "settings": get_public_settings()}. Null until then. An entrant added after it plays off their current index.';

create function private.played_off_index(p_played_with jsonb, p_player_id uuid, p_current numeric)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select case when p_played_with -> 'indexes' ? p_player_id::text
              then (p_played_with -> 'indexes' ->> p_player_id::text)::numeric
              else p_current end
$$;
comment on function private.played_off_index(jsonb, uuid, numeric) is 'The index a player plays off in a match: the one recorded at its first finalize, else their current league index.';
revoke all on function private.played_off_index(jsonb, uuid, numeric) from public;

-- What a match is scored with now: every entrant's index and the league's public settings.
create function private.match_day_inputs(p_match_id uuid)
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
    'settings', coalesce(m.played_with -> 'settings', public.get_public_settings()::jsonb))
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.match_day_inputs(uuid) is 'A match''s entrants'' indexes and the scoring settings it is scored with (recorded ones first): what the first finalize stores in matches.played_with.';
revoke all on function private.match_day_inputs(uuid) from public;
grant execute on function private.match_day_inputs(uuid) to service_role;

-- Replaces private.engine_source_of of 20261127100000_server_decides_the_money.sql: indexes and settings
-- recorded at the first finalize win over the current ones.
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
               'player_id', e.player_id,
               'league_index', private.played_off_index(m.played_with, e.player_id, p.league_index),
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
    'settings', coalesce((m.played_with -> 'settings')::json, public.get_public_settings())
  )
  from public.matches m
  where m.id = p_match_id
$$;
comment on function private.engine_source_of(uuid) is 'The engine''s input rows of a match: tee set, games, entries with the games they play and the index they play off, scorecards, adjustments, scoring settings (recorded at the first finalize, else the league''s). service_role only.';

-- Replaces private.engine_source of 20261127100000_server_decides_the_money.sql: besides the match, the settings
-- rows and the entrants' player rows are held (FOR SHARE) until the finalize commits, so what the engine read is
-- exactly what store_engine_results records, even if an admin changes a setting or an index meanwhile.
create or replace function private.engine_source(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  perform private.lock_match(p_match_id);
  perform 1 from public.settings s for share;
  perform 1 from public.players p join public.match_entries e on e.player_id = p.id
  where e.match_id = p_match_id order by p.id for share of p;
  return private.engine_source_of(p_match_id);
end
$$;

-- Replaces private.store_engine_results of 20261128030000_finalize_readiness_and_payment_reminders.sql: the first
-- finalize records the match-day indexes and settings (the ones engine_source_of just read, under the same lock).
create or replace function private.store_engine_results(p_match_id uuid, p_results json, p_finalize boolean)
 returns json
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_match public.matches;
  v_count integer;
  v_missing text;
  v_paid bigint;
  v_pot bigint;
  v_adjustments integer;
  v_problem text;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if p_finalize then
    v_problem := private.finalize_problem(v_match);
    if v_problem is not null then
      raise exception using message = v_problem, errcode = '23514';
    end if;
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
    order by c.sort_order, c.code
    limit 1;
    if v_missing is not null then
      raise exception using message = 'Results are missing for some players in ' || v_missing, errcode = '23514';
    end if;
    update public.matches m
    set is_final = true, finalized_at = now(), played_with = coalesce(m.played_with, private.match_day_inputs(p_match_id))
    where m.id = p_match_id;
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
$function$;
comment on function private.store_engine_results(uuid, json, boolean) is 'Stores the engine''s results of a match (and finalizes it when asked, refusing for private.finalize_problem''s reasons; the first finalize records matches.played_with). Admin session required; service_role only: the finalize-match edge function is its one caller.';

-- Replaces public.get_match_entries of 20261127100000_server_decides_the_money.sql: league_index is the index the
-- entrant plays off in this match (recorded at its first finalize, else the current one).
create or replace function public.get_match_entries(p_match_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
 SET plan_cache_mode TO 'force_generic_plan'
AS $function$
declare
  v_is_admin boolean := private.is_admin();
begin
  return (
    -- The games each entrant plays, as private.game_players lists them: every enabled PER_PLAYER and
    -- FLAT game, and the enabled PER_ENTRY games the entrant opted into.
    with g as (
      select mg.id, mg.game_code, mg.pot_calc
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(array_agg(g.id order by g.game_code) filter (where g.pot_calc <> 'PER_ENTRY'), '{}') as game_ids
      from g
    ),
    opted as (
      select o.player_id, array_agg(g.id order by g.game_code) as game_ids
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    )
    select coalesce(json_agg(x.entry order by x.entered_at, x.name), '[]'::json)
    from (
      -- `entry` is the row sent; the entry time orders the rows without being sent.
      select e.created_at as entered_at, p.name, (
               select r from (
                 select e.id, e.player_id, p.name, p.nickname,
                        private.played_off_index(m.played_with, e.player_id, p.league_index) as league_index,
                        ev.game_ids || coalesce(op.game_ids, '{}') as opted_in_game_ids,
                        case when v_is_admin then p.email end as email
               ) r) as entry
      from public.match_entries e
      -- One index probe per entrant (the generic plan would hash the whole players table).
      cross join lateral (
        select pl.name, pl.nickname, pl.league_index, pl.email from public.players pl where pl.id = e.player_id offset 0
      ) p
      cross join everyone ev
      cross join (select mm.played_with from public.matches mm where mm.id = p_match_id) m
      left join opted op on op.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$function$;

-- Replaces private.audit_match_edit of 20261128010100_match_edit_start_time_call_off.sql: recording played_with at finalize is not an edit
-- (MATCH_FINALIZED is audited).
create or replace function private.audit_match_edit()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_changes jsonb;
  v_action text := coalesce(nullif(current_setting('fairway.match_edit_action', true), ''), 'MATCH_EDITED');
  v_reason text := nullif(current_setting('fairway.match_edit_reason', true), '');
begin
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', o.value, 'new', n.value)), '{}'::jsonb)
  into v_changes
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('is_final', 'finalized_at', 'updated_at', 'created_at', 'course_name', 'course_rating', 'course_slope', 'played_with');
  if v_changes <> '{}'::jsonb then
    perform private.audit(v_action, 'match', new.id::text, new.name,
                          jsonb_build_object('changes', v_changes)
                          || case when v_reason is null then '{}'::jsonb else jsonb_build_object('reason', v_reason) end);
  end if;
  return null;
end
$function$;

-- Matches finalized before this migration keep what they hold now.
update public.matches m set played_with = private.match_day_inputs(m.id) where m.is_final and m.played_with is null;

-- A fair start and the record's watchmen (issue 18 items 2 and 3, DESIGN rule 21).
--
-- Index source: players.league_index is the index every net game plays off; players.index_source says
-- where it came from — LEAGUE (published from the record), PROVISIONAL or MANUAL (set by an admin, e.g.
-- from a GHIN card, through set_player_index). Publishing the league index (publish_index,
-- publish_recomputed_indexes) writes league_index and so marks it LEAGUE again (trigger): a provisional
-- or manual index holds until the league index is published. get_tee_sheet's players gain index_source.
--
-- Settings: noIndexPlaysOff (public; what a player with no index plays off in net games: ZERO — course
-- handicap 0, an index such as 24.0, or NOT_ALLOWED — the engine input refuses net games for them, so
-- the match page flags it and finalize is refused until they have an index), indexRiseAlert (admins are
-- flagged when a change to a member's record raises their suggested index by more than this; 0.5 by
-- default, so the issue's 20.5 → 21.4 after deleting the best round is caught) and selfVsLeagueAlert (the
-- sandbagging signal: among a member's 20 most recent rounds, at least 3 self-posted and 3 league rounds,
-- and the self-posted differentials average more than this above the league ones; 3.0 by default).
--
-- Index rises are recorded when a change to the record commits (a deferred trigger compares the
-- suggested index with the last one seen), so a statement-by-statement rewrite inside one transaction
-- (re-finalize) is judged by its end result; the league's own postings at finalize are not flagged. get_handicap_alerts lists the open flags for the dashboard's
-- "needs attention" and the player's page; dismiss_handicap_alert closes an index-rise flag (audited).

-- ================================================================================================
-- Tables
-- ================================================================================================

alter table public.players
  add column index_source text,
  add constraint players_index_source_check check (index_source in ('LEAGUE', 'PROVISIONAL', 'MANUAL'));
update public.players p set index_source = 'LEAGUE' where p.league_index is not null;
alter table public.players
  add constraint players_index_source_present_check check ((league_index is null) = (index_source is null));
comment on column public.players.index_source is 'Where league_index came from: LEAGUE (published from the record), PROVISIONAL or MANUAL (set by an admin); null when there is no index.';
grant select (index_source) on table public.players to anon, authenticated;

create table private.suggested_index_seen (
  player_id uuid primary key references public.players (id) on delete cascade,
  value numeric(4,1),
  -- Transaction and statement of the last check: a batch of deferred row triggers computes once per player.
  checked_mark text
);
alter table private.suggested_index_seen enable row level security;
comment on table private.suggested_index_seen is 'The suggested index of each player as last seen after a change to their record (for index-rise flags).';

create table private.index_rise_alerts (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  old_value numeric(4,1) not null,
  new_value numeric(4,1) not null,
  created_at timestamptz not null default now(),
  dismissed_at timestamptz,
  dismissed_by_kind text,
  dismissed_by_id text
);
alter table private.index_rise_alerts enable row level security;
create index index_rise_alerts_open_idx on private.index_rise_alerts (player_id, created_at desc) where dismissed_at is null;
comment on table private.index_rise_alerts is 'A change to a member''s record raised their suggested index by more than setting indexRiseAlert; open until an admin dismisses it.';

insert into private.suggested_index_seen (player_id, value)
select l.player_id, (private.suggested_index_json(l.player_id) ->> 'value')::numeric
from (select distinct h.player_id from public.handicap_logs h) l;

-- ================================================================================================
-- Helpers
-- ================================================================================================

create function private.no_index_plays_off_problem(p_value text) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_value in ('ZERO', 'NOT_ALLOWED') then null
    when p_value ~ '^-?[0-9]{1,2}(\.[0-9])?$' and p_value::numeric between -10 and 54 then null
    else 'Choose ZERO, NOT_ALLOWED or an index between -10.0 and 54.0'
  end
$$;
comment on function private.no_index_plays_off_problem(text) is 'Validator of setting noIndexPlaysOff.';
revoke all on function private.no_index_plays_off_problem(text) from public;
grant execute on function private.no_index_plays_off_problem(text) to service_role;

create function private.handicap_alert_threshold_problem(p_value text) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_value ~ '^[0-9]{1,2}(\.[0-9])?$' and p_value::numeric between 0.1 and 54 then null
    else 'Enter strokes between 0.1 and 54.0, with at most one decimal'
  end
$$;
comment on function private.handicap_alert_threshold_problem(text) is 'Validator of settings indexRiseAlert and selfVsLeagueAlert.';
revoke all on function private.handicap_alert_threshold_problem(text) from public;
grant execute on function private.handicap_alert_threshold_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('noIndexPlaysOff', 'private.no_index_plays_off_problem(text)', true),
  ('indexRiseAlert', 'private.handicap_alert_threshold_problem(text)', false),
  ('selfVsLeagueAlert', 'private.handicap_alert_threshold_problem(text)', false);
insert into public.settings (key, value) values
  ('noIndexPlaysOff', 'ZERO'), ('indexRiseAlert', '0.5'), ('selfVsLeagueAlert', '3.0')
on conflict (key) do nothing;

create function private.handicap_setting(p_key text, p_default numeric) returns numeric
language sql stable security definer set search_path = '' as $$
  select coalesce((select s.value::numeric from public.settings s
                   where s.key = p_key and private.handicap_alert_threshold_problem(s.value) is null), p_default)
$$;
comment on function private.handicap_setting(text, numeric) is 'A handicap alert threshold (indexRiseAlert, selfVsLeagueAlert) as a number, or the default.';
revoke all on function private.handicap_setting(text, numeric) from public;

-- ================================================================================================
-- Triggers
-- ================================================================================================

-- Publishing writes league_index: the index is the league's again. set_player_index writes the source
-- in a statement of its own after the index, which this trigger (update of league_index) does not see.
create function private.players_index_source() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.league_index is null then
    new.index_source := null;
  elsif tg_op = 'UPDATE' or new.index_source is null then
    new.index_source := 'LEAGUE';
  end if;
  return new;
end
$$;
comment on function private.players_index_source() is 'Marks a written league_index as LEAGUE (null index, null source).';
revoke all on function private.players_index_source() from public;
create trigger players_index_source_prepare before insert or update of league_index on public.players
  for each row execute function private.players_index_source();

-- Deferred to commit, so a transaction is judged by its end result (re-finalize rewrites rounds statement by
-- statement). Each statement that changes rounds bumps a transaction-local counter; the first deferred row
-- of a player in a batch computes and marks the player with (transaction, counter), the others return.
create function private.bump_index_batch() returns trigger
language plpgsql set search_path = '' as $$
begin
  perform pg_catalog.set_config('fairway.index_batch',
    (coalesce(nullif(pg_catalog.current_setting('fairway.index_batch', true), ''), '0')::bigint + 1)::text, true);
  return null;
end
$$;
comment on function private.bump_index_batch() is 'Counts the statements of a transaction that change handicap rounds (the index-rise check''s batch mark).';
revoke all on function private.bump_index_batch() from public;
create trigger handicap_logs_index_batch before insert or update or delete on public.handicap_logs
  for each statement execute function private.bump_index_batch();

create function private.watch_suggested_index() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_player uuid := case when tg_op = 'DELETE' then old.player_id else new.player_id end;
  v_mark constant text := pg_catalog.pg_current_xact_id()::text || '#'
                            || coalesce(pg_catalog.current_setting('fairway.index_batch', true), '');
  v_new numeric;
  v_old numeric;
  v_seen boolean := false;
begin
  if exists (select 1 from private.suggested_index_seen s where s.player_id = v_player and s.checked_mark = v_mark)
     or not exists (select 1 from public.players p where p.id = v_player) then
    return null;
  end if;
  v_new := (private.suggested_index_json(v_player) ->> 'value')::numeric;
  select s.value, true into v_old, v_seen from private.suggested_index_seen s where s.player_id = v_player;
  -- A league round posted at finalize is the league's own record, not a member's change: not flagged.
  if v_seen and v_old is not null and v_new is not null and v_new - v_old > private.handicap_setting('indexRiseAlert', 0.5)
     and coalesce(pg_catalog.current_setting('fairway.league_posting', true), '') <> 'on' then
    insert into private.index_rise_alerts (player_id, old_value, new_value) values (v_player, v_old, v_new);
  end if;
  insert into private.suggested_index_seen as s (player_id, value, checked_mark) values (v_player, v_new, v_mark)
  on conflict (player_id) do update set value = excluded.value, checked_mark = excluded.checked_mark;
  return null;
end
$$;
comment on function private.watch_suggested_index() is 'At commit, compares a player''s suggested index with the last one seen and records an index-rise flag when it rose by more than indexRiseAlert.';
revoke all on function private.watch_suggested_index() from public;
create constraint trigger handicap_logs_index_rise_check after insert or update or delete on public.handicap_logs
  deferrable initially deferred for each row execute function private.watch_suggested_index();

-- ================================================================================================
-- RPCs
-- ================================================================================================

create function public.set_player_index(p_player_id uuid, p_index numeric, p_source text)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_player public.players;
begin
  perform private.require_admin();
  select p.* into v_player from public.players p where p.id = p_player_id for update;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if p_source is null or p_source not in ('PROVISIONAL', 'MANUAL') then
    raise exception using message = 'Source must be PROVISIONAL or MANUAL', errcode = '22023';
  end if;
  if p_index is null or p_index not between -10 and 54 or p_index <> round(p_index, 1) then
    raise exception using message = 'Index must be a number between -10.0 and 54.0 with at most one decimal (a plus index is negative)',
                          errcode = '23514';
  end if;
  update public.players p set league_index = p_index where p.id = p_player_id;
  update public.players p set index_source = p_source where p.id = p_player_id;
  perform private.audit('INDEX_SET', 'player', p_player_id::text, v_player.name,
                        jsonb_build_object('old', v_player.league_index, 'old_source', v_player.index_source,
                                           'new', p_index, 'source', p_source));
  return json_build_object('league_index', p_index, 'index_source', p_source);
end
$$;
comment on function public.set_player_index(uuid, numeric, text) is 'Admin: gives a member a PROVISIONAL or MANUAL index (e.g. from their GHIN card), used in net games until the league index is published; audited.';
revoke all on function public.set_player_index(uuid, numeric, text) from public;
grant execute on function public.set_player_index(uuid, numeric, text) to anon, authenticated, service_role;

create function public.get_handicap_alerts(p_player_id uuid default null)
returns json
language plpgsql stable security definer set search_path = '' as $$
declare
  v_gap numeric := private.handicap_setting('selfVsLeagueAlert', 3.0);
begin
  perform private.require_admin();
  return coalesce((
    select json_agg(a order by a.created_at desc nulls last, a.player_name)
    from (
      select r.id, 'INDEX_RISE' as kind, r.player_id, p.name as player_name, r.old_value as from_index,
             r.new_value as to_index, null::numeric as self_average, null::numeric as league_average,
             null::integer as self_rounds, null::integer as league_rounds, r.created_at
      from private.index_rise_alerts r
      join public.players p on p.id = r.player_id
      where r.dismissed_at is null and (p_player_id is null or r.player_id = p_player_id)
      union all
      select null, 'SELF_ABOVE_LEAGUE', s.player_id, p.name, null, null, s.self_average, s.league_average,
             s.self_rounds, s.league_rounds, null
      from (
        select recent.player_id,
               round(avg(recent.differential) filter (where recent.source = 'SELF'), 1) as self_average,
               round(avg(recent.differential) filter (where recent.source = 'LEAGUE'), 1) as league_average,
               (count(*) filter (where recent.source = 'SELF'))::integer as self_rounds,
               (count(*) filter (where recent.source = 'LEAGUE'))::integer as league_rounds
        from (
          select l.player_id, l.source, l.differential,
                 row_number() over (partition by l.player_id order by l.date desc, l.created_at desc, l.id) as n
          from public.handicap_logs l
          where p_player_id is null or l.player_id = p_player_id
        ) recent
        where recent.n <= 20
        group by recent.player_id
      ) s
      join public.players p on p.id = s.player_id
      where s.self_rounds >= 3 and s.league_rounds >= 3 and s.self_average - s.league_average > v_gap
    ) a), '[]'::json);
end
$$;
comment on function public.get_handicap_alerts(uuid) is 'Admin: open handicap flags (of one player, or all): INDEX_RISE (a change raised the suggested index by more than indexRiseAlert) and SELF_ABOVE_LEAGUE (self-posted rounds average more than selfVsLeagueAlert above league rounds, 3+ of each among the 20 most recent).';
revoke all on function public.get_handicap_alerts(uuid) from public;
grant execute on function public.get_handicap_alerts(uuid) to anon, authenticated, service_role;

create function public.dismiss_handicap_alert(p_id uuid)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_alert private.index_rise_alerts;
  v_actor record := private.current_actor();
begin
  perform private.require_admin();
  update private.index_rise_alerts r
  set dismissed_at = now(), dismissed_by_kind = v_actor.kind, dismissed_by_id = v_actor.id
  where r.id = p_id and r.dismissed_at is null
  returning r.* into v_alert;
  if v_alert.id is null then
    raise exception using message = 'Alert not found', errcode = 'PT404';
  end if;
  perform private.audit('HANDICAP_ALERT_DISMISSED', 'player', v_alert.player_id::text,
                        (select p.name from public.players p where p.id = v_alert.player_id),
                        jsonb_build_object('alert_id', v_alert.id, 'from', v_alert.old_value, 'to', v_alert.new_value));
end
$$;
comment on function public.dismiss_handicap_alert(uuid) is 'Admin: closes an index-rise flag; audited.';
revoke all on function public.dismiss_handicap_alert(uuid) from public;
grant execute on function public.dismiss_handicap_alert(uuid) to anon, authenticated, service_role;

-- Replaces get_tee_sheet of 20261129010200_tee_sheet_partner_requests.sql: each player also says where their
-- index came from (index_source: LEAGUE, PROVISIONAL, MANUAL, or null with no index). Same shape otherwise.
create or replace function public.get_tee_sheet(p_match_id uuid) returns json
language sql stable security definer set search_path = '' as $$
  select json_build_object(
    'match_id', m.id,
    'start_mode', m.start_mode,
    'start_time', m.start_time,
    'groups', coalesce((
      select json_agg(json_build_object(
               'id', g.id, 'number', g.number, 'tee_time', g.tee_time, 'start_hole', g.start_hole,
               'marker_player_id', g.marker_player_id, 'flight', g.flight,
               'players', coalesce((
                 select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index,
                                                   'index_source', p.index_source, 'partner_player_id', e.partner_player_id)
                                 order by e.created_at, p.id)
                 from public.match_entries e join public.players p on p.id = e.player_id
                 where e.group_id = g.id), '[]'::json))
             order by g.number)
      from public.match_groups g where g.match_id = m.id), '[]'::json),
    'unplaced', coalesce((
      select json_agg(json_build_object('player_id', p.id, 'name', p.name, 'league_index', p.league_index,
                                        'index_source', p.index_source, 'partner_player_id', e.partner_player_id)
                      order by p.name, p.id)
      from public.match_entries e join public.players p on p.id = e.player_id
      where e.match_id = m.id and e.group_id is null), '[]'::json))
  from public.matches m
  where m.id = p_match_id
$$;
comment on function public.get_tee_sheet(p_match_id uuid) is 'A match''s tee sheet: start mode and time, groups in order (tee time or shotgun hole, marker, flight, players with name, league index, its source and requested partner) and the entrants not placed yet; null when the match is missing. Public, like the live board.';
revoke all on function public.get_tee_sheet(uuid) from public;
grant execute on function public.get_tee_sheet(uuid) to anon, authenticated, service_role;

-- Team games (issue #19, contract /work/wt/TEAMS-CONTRACT.md), the database's part:
--   * public.match_teams: a match's teams of two (number, optional name); match_entries.team_id places an
--     entrant in one. Written only through save_teams / build_teams (20261130010200_team_rpcs.sql).
--   * Triggers on match_entries: a team has at most 2 players; partners play in one tee-sheet group (the one
--     place that rule is enforced, so save_tee_sheet, save_teams, build_teams and late entries all obey it).
--   * match_games.format: how MATCH_PLAY (singles/pairs, round robin/bracket) and FOUR_BALL (Stableford/stroke)
--     are played; null for the other games; defaulted on insert.
--   * Catalog rows FOUR_BALL and TEAM_NASSAU; requires_teams now means "needs teams or a format set up", no
--     longer "coming soon": the games can be enabled (check_team_game and write_match_games stop refusing).
--   * The settings validators with a hard-coded list of game codes accept the new codes.

-- Tables ---------------------------------------------------------------------------------------------------

create table public.match_teams (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  number smallint not null check (number between 1 and 99),
  name text check (name is null or char_length(name) between 1 and 40),
  created_at timestamptz not null default now(),
  constraint match_teams_number_key unique (match_id, number),
  constraint match_teams_id_match_key unique (id, match_id)
);
comment on table public.match_teams is 'Teams of two of a match (team games: pairs match play, four-ball, two-man Nassau): number and optional name; match_entries.team_id places the partners. Written only through save_teams and build_teams.';
alter table public.match_teams enable row level security;
create policy "Anyone can read match teams" on public.match_teams for select to anon, authenticated using (true);
revoke all on public.match_teams from anon, authenticated;
grant select on public.match_teams to anon, authenticated;
grant all on public.match_teams to service_role;

alter table public.match_entries add column team_id uuid;
alter table public.match_entries add constraint match_entries_team_fkey foreign key (team_id, match_id)
  references public.match_teams (id, match_id) on delete set null (team_id);
create index match_entries_team_idx on public.match_entries (team_id, match_id) where team_id is not null;
comment on column public.match_entries.team_id is 'The team of two the entrant plays in (team games); null: no team.';

alter table public.match_games add column format text;
comment on column public.match_games.format is 'How the game is played: MATCH_PLAY SINGLES_ROUND_ROBIN, SINGLES_BRACKET, PAIRS_ROUND_ROBIN or PAIRS_BRACKET; FOUR_BALL STABLEFORD or STROKE; null for the other games. Defaulted on insert (PAIRS_ROUND_ROBIN, STABLEFORD).';

-- Catalog ----------------------------------------------------------------------------------------------------

insert into public.game_catalog (code, name, category, default_buy_in, pot_calc, requires_teams, sort_order) values
  ('FOUR_BALL', 'Four-Ball Better Ball', 'Team', 1000, 'PER_ENTRY', true, 70),
  ('TEAM_NASSAU', 'Two-Man Nassau', 'Team', 1500, 'PER_ENTRY', true, 80);

-- Helpers ----------------------------------------------------------------------------------------------------

create function private.default_game_format(p_game_code text) returns text
language sql immutable set search_path = '' as $$
  select case p_game_code when 'MATCH_PLAY' then 'PAIRS_ROUND_ROBIN' when 'FOUR_BALL' then 'STABLEFORD' end
$$;
comment on function private.default_game_format(p_game_code text) is 'The format a game gets when none is given: MATCH_PLAY PAIRS_ROUND_ROBIN, FOUR_BALL STABLEFORD, null for games without formats.';
revoke all on function private.default_game_format(text) from public;

create function private.game_format_problem(p_game_code text, p_format text) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_game_code = 'MATCH_PLAY' and p_format is not null
         and p_format not in ('SINGLES_ROUND_ROBIN', 'SINGLES_BRACKET', 'PAIRS_ROUND_ROBIN', 'PAIRS_BRACKET')
      then 'Match Play format must be SINGLES_ROUND_ROBIN, SINGLES_BRACKET, PAIRS_ROUND_ROBIN or PAIRS_BRACKET'
    when p_game_code = 'FOUR_BALL' and p_format is not null and p_format not in ('STABLEFORD', 'STROKE')
      then 'Four-Ball format must be STABLEFORD or STROKE'
    when p_game_code not in ('MATCH_PLAY', 'FOUR_BALL') and p_format is not null
      then 'Only Match Play and Four-Ball have a format'
  end
$$;
comment on function private.game_format_problem(p_game_code text, p_format text) is 'Why a format does not fit a game (null format: the default applies), or null.';
revoke all on function private.game_format_problem(text, text) from public;

-- Existing Match Play rows (never enabled: they were "coming soon") get the default before the constraint.
-- The final-match lock would refuse touching rows of final matches; this is a backfill, not an edit.
alter table public.match_games disable trigger match_games_final_lock_upd;
update public.match_games set format = private.default_game_format(game_code)
where format is null and private.default_game_format(game_code) is not null;
alter table public.match_games enable trigger match_games_final_lock_upd;
alter table public.match_games add constraint match_games_format_check check (
  case game_code
    when 'MATCH_PLAY' then format in ('SINGLES_ROUND_ROBIN', 'SINGLES_BRACKET', 'PAIRS_ROUND_ROBIN', 'PAIRS_BRACKET')
    when 'FOUR_BALL' then format in ('STABLEFORD', 'STROKE')
    else format is null
  end);

-- Replaces check_team_game of 20261127000400_matches_games_entries_results.sql: team games are playable now;
-- the trigger gives MATCH_PLAY and FOUR_BALL their default format instead of refusing them.
create or replace function private.check_team_game() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.format is null then
    new.format := private.default_game_format(new.game_code);
  end if;
  return new;
end
$$;
comment on function private.check_team_game() is 'Trigger on public.match_games: a MATCH_PLAY or FOUR_BALL game without a format gets the default one (PAIRS_ROUND_ROBIN, STABLEFORD).';
revoke all on function private.check_team_game() from public;

-- A team has at most 2 players; partners play in one tee-sheet group. Both rules for every writer of
-- match_entries (save_tee_sheet, late entries, save_teams, build_teams).
create function private.check_team_entry() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.team_id is null then
    return new;
  end if;
  if tg_op = 'INSERT' or new.team_id is distinct from old.team_id then
    -- Lock the team so two concurrent placements cannot both take its last place.
    perform 1 from public.match_teams t where t.id = new.team_id for update;
    if (select count(*) from public.match_entries e where e.team_id = new.team_id and e.id <> new.id) >= 2 then
      raise exception using message = 'A team has at most 2 players', errcode = '23514';
    end if;
  end if;
  if new.group_id is not null and exists (
       select 1 from public.match_entries e
       where e.team_id = new.team_id and e.id <> new.id and e.group_id is not null and e.group_id <> new.group_id) then
    raise exception using message = 'A team plays in one group', errcode = '23514';
  end if;
  return new;
end
$$;
comment on function private.check_team_entry() is 'Trigger on public.match_entries: a team has at most 2 players, and partners placed on the tee sheet are in the same group (''A team plays in one group'').';
revoke all on function private.check_team_entry() from public;
create trigger match_entries_team_check before insert or update of team_id, group_id on public.match_entries
  for each row execute function private.check_team_entry();

-- The games a match plays in teams: pairs match play, four-ball, two-man Nassau (enabled).
create function private.team_games(p_match_id uuid) returns setof public.match_games
language sql stable security definer set search_path = '' as $$
  select g.* from public.match_games g
  where g.match_id = p_match_id and g.enabled
    and (g.game_code in ('FOUR_BALL', 'TEAM_NASSAU') or (g.game_code = 'MATCH_PLAY' and g.format like 'PAIRS\_%'))
$$;
comment on function private.team_games(p_match_id uuid) is 'The enabled games of a match played by teams of two: FOUR_BALL, TEAM_NASSAU and MATCH_PLAY in a pairs format.';
revoke all on function private.team_games(uuid) from public;

create function private.team_problems(p_match_id uuid) returns text[]
language sql stable security definer set search_path = '' as $$
  with tg as (select g.id from private.team_games(p_match_id) g),
  players as (
    select gp.match_game_id, gp.player_id, e.team_id
    from private.game_players gp
    join public.match_entries e on e.match_id = gp.match_id and e.player_id = gp.player_id
    where gp.match_id = p_match_id and gp.match_game_id in (select tg.id from tg)
  )
  select coalesce(array_agg(x.message order by x.ord), '{}')
  from (
    select 1 as ord, 'Every player in a team game needs a team' as message
    where exists (select 1 from players p where p.team_id is null)
    union all
    select 2, 'Pairs games need an even number of players'
    where exists (select 1 from players p group by p.match_game_id having count(*) % 2 = 1)
    union all
    select 3, 'A team has exactly 2 players'
    where exists (select 1 from players p where p.team_id is not null group by p.match_game_id, p.team_id having count(*) <> 2)
  ) x
$$;
comment on function private.team_problems(p_match_id uuid) is 'What stops a match''s team games from being played, in this order: ''Every player in a team game needs a team'', ''Pairs games need an even number of players'', ''A team has exactly 2 players'' (a team with one partner in the game); empty when none. Shown on the tee sheet; finalize refuses with the first.';
revoke all on function private.team_problems(uuid) from public;

-- Replaces finalize_problem of 20261128030000_finalize_readiness_and_payment_reminders.sql: a match whose team
-- games are not set up (players without a team, an odd field, a team of one) is refused with the first problem.
create or replace function private.finalize_problem(p_match public.matches)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_match.is_final then private.final_match_message()
    when p_match.cancelled_at is not null then private.cancelled_match_message()
    when p_match.date > private.club_today() then 'A match cannot be finalized before its date'
    when not exists (select 1 from public.match_entries e where e.match_id = p_match.id)
      then 'A match with no entries cannot be finalized'
    when p_match.require_payment_before_play
         and exists (select 1 from public.match_entries e where e.match_id = p_match.id and not e.paid_in_full)
      then 'All entries must be paid before results can be finalized'
    else (private.team_problems(p_match.id))[1]
  end
$$;
comment on function private.finalize_problem(public.matches) is 'Why the match cannot be finalized now (final, cancelled, before its date, no entries, unpaid entries when payment is required, the first of private.team_problems), or null.';
revoke all on function private.finalize_problem(public.matches) from public;
grant execute on function private.finalize_problem(public.matches) to service_role;

-- Replaces write_match_games of 20261127000400_matches_games_entries_results.sql: team games are no longer
-- refused ('Requires teams (coming soon)'), and each game may carry its format (create_match, save_match_games).
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
begin
  if p_games is null or json_typeof(p_games) = 'null' then
    return 0;
  end if;
  if json_typeof(p_games) <> 'array' then
    raise exception using message = 'Games must be a list', errcode = '22023';
  end if;
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
            coalesce(v_game.buy_in, v_game.default_buy_in), coalesce(v_game.pot_calc, v_game.catalog_pot_calc),
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
comment on function private.write_match_games(p_match_id uuid, p_games json) is 'Upserts a match''s games from [{game_code, enabled, buy_in, pot_calc, notes, format}] (missing values: the catalog''s, or what the game had; format per private.game_format_problem). Callers check the admin and the match.';
revoke all on function private.write_match_games(uuid, json) from public;

-- Replaces allowance_by_game_problem of 20261129070100_handicap_method_and_game_allowances.sql: the team games
-- FOUR_BALL and TEAM_NASSAU are net games with an allowance too.
create or replace function private.allowance_by_game_problem(p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_json jsonb;
  v_item record;
begin
  begin
    v_json := p_value::jsonb;
  exception when others then
    return 'Allowances per game must be JSON';
  end;
  if jsonb_typeof(v_json) <> 'object' then
    return 'Allowances per game must be JSON';
  end if;
  for v_item in select e.key, e.value from jsonb_each(v_json) e order by e.key loop
    if v_item.key not in ('STB_V2', 'STROKE_PLAY', 'SKINS_NET', 'NASSAU', 'MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU') then
      return 'Unknown game for an allowance: ' || v_item.key;
    end if;
    if jsonb_typeof(v_item.value) <> 'number' or v_item.value::text !~ '^[0-9]{1,3}$' or v_item.value::text::integer > 100 then
      return 'Allowance must be a whole number between 0 and 100';
    end if;
  end loop;
  return null;
end
$$;
comment on function private.allowance_by_game_problem(text) is 'Validator of the allowanceByGame setting: a JSON object {game code: whole percent 0–100} for the net games (STB_V2, STROKE_PLAY, SKINS_NET, NASSAU, MATCH_PLAY, FOUR_BALL, TEAM_NASSAU).';
revoke all on function private.allowance_by_game_problem(text) from public;
grant execute on function private.allowance_by_game_problem(text) to service_role;

-- Replaces setting_problem of 20261128000100_lifecycle_and_settings_foundations.sql: defaultBuyIns accepts
-- FOUR_BALL and TEAM_NASSAU (the one change; settings added since go through private.setting_validators).
create or replace function private.setting_problem(p_key text, p_value text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
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
        if v_item.key not in ('STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY', 'MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU') then
          return 'Unknown game in default buy-ins: ' || v_item.key;
        end if;
        if jsonb_typeof(v_item.value) <> 'number' or (v_item.value #>> '{}')::numeric < 0
           or (v_item.value #>> '{}')::numeric <> trunc((v_item.value #>> '{}')::numeric)
           or (v_item.value #>> '{}')::numeric > 10000000 then
          return 'Default buy-ins must be whole cents of 0 or more';
        end if;
      end loop;
    else
      return private.registered_setting_problem(p_key, p_value);
  end case;
  return null;
end
$function$;
comment on function private.setting_problem(text, text) is 'The validation message for a setting value, or null when valid. Used by the settings trigger and upsert_admin_setting.';
revoke all on function private.setting_problem(text, text) from public;
grant execute on function private.setting_problem(text, text) to anon, authenticated, service_role;

-- Replaces integrity_problems of 20261128020200_per_match_finance.sql: 'enabled team games' (they were
-- "coming soon") becomes 'final matches with team-game players not in a full team'.
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
    where w.outstanding_cents < 0
    union all
    select 'winnings paid out for matches that are not final', count(*)
    from public.winnings_payouts w
    join public.matches m on m.id = w.match_id
    where not m.is_final
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

  ) x
  where x.rows > 0
$$;
comment on function private.integrity_problems() is 'Every broken money or entry rule over the whole database, one row per rule with its row count; none when all is well.';
revoke all on function private.integrity_problems() from public;


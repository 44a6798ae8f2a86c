-- A club of leagues and seasons (issue #27, DESIGN rule 25): the foundation the season work builds on.
--
-- 1. public.leagues (name, URL slug, status ACTIVE/ARCHIVED), public.seasons (a league's seasons, first and last
--    day; never overlapping within a league: an exclusion constraint), public.league_members (a member's place
--    in a league: status, joined_at, role REGULAR or SUB) and public.league_settings (a league's own value of a
--    league-level setting; without one the club's value in public.settings is the default).
-- 2. Every match belongs to a league and one of its seasons: matches.league_id and matches.season_id, not null;
--    (season_id, league_id) references seasons(id, league_id), so the season is the league's; a trigger keeps
--    the match's date inside its season. Callers that name no league (every RPC written before leagues existed,
--    the demo seed, the scale seed) get the club's one active league and the season covering the date; a club
--    with one league gets the calendar year's season made for it when none covers the date, so it works as before.
-- 3. Existing data becomes one league (named after the club) with one season per calendar year of its matches
--    and the current year; every ACTIVE member joins it, and everyone else who played in it (or joined it and
--    left) is an INACTIVE member of it, with their join date; guests and closed accounts aside.
--    Nothing else changes: scripts/league-migration-proof.mjs compares every balance, result, payout, standings
--    row and ledger total before and after this migration (npm test, layer "league proof").
-- 4. Admin RPCs to create, rename, archive and delete a league (refused while it has matches: archive it
--    instead), to open, change and delete seasons, to set a member's place in a league and a league's setting.
--    Each checks private.require_league_admin(league): today any admin; the per-league roles of DESIGN rule 26
--    change that one helper.
--
-- People, handicap records and the index, courses, branding and named admins stay the club's.

create extension if not exists btree_gist with schema extensions;

-- =============================================================================================
-- Tables
-- =============================================================================================

create table public.leagues (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  status text not null default 'ACTIVE',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leagues_name_check check (btrim(name) <> '' and char_length(name) <= 80),
  -- URLs name the league (/l/<slug>/…): lower-case letters, digits and hyphens, 3–40 characters,
  -- starting and ending with a letter or digit.
  constraint leagues_slug_check check (slug ~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$'),
  constraint leagues_slug_key unique (slug),
  constraint leagues_status_check check (status in ('ACTIVE', 'ARCHIVED'))
);
alter table public.leagues enable row level security;
comment on table public.leagues is 'The club''s leagues (DESIGN rule 25). A league with matches is archived, never deleted. Written through the league RPCs (create_league, update_league, set_league_status, delete_league).';
comment on column public.leagues.slug is 'The league in URLs (/l/<slug>/…): unique, lower-case letters, digits and hyphens, 3–40 characters.';
comment on column public.leagues.status is 'ACTIVE, or ARCHIVED (kept with its history; takes no new matches).';

create table public.seasons (
  id uuid primary key default gen_random_uuid(),
  league_id uuid not null references public.leagues (id) on delete cascade,
  name text not null,
  first_day date not null,
  last_day date not null,
  created_at timestamptz not null default now(),
  constraint seasons_name_check check (btrim(name) <> '' and char_length(name) <= 60),
  constraint seasons_days_check check (first_day <= last_day),
  constraint seasons_league_name_key unique (league_id, name),
  -- The target of matches' (season_id, league_id) reference: a match's season is its league's.
  constraint seasons_id_league_key unique (id, league_id),
  -- A day belongs to at most one season of a league.
  constraint seasons_no_overlap exclude using gist (league_id with =, daterange(first_day, last_day, '[]') with &&)
);
alter table public.seasons enable row level security;
comment on table public.seasons is 'A league''s seasons: first and last day inclusive, never overlapping within the league (seasons_no_overlap). Every match lies inside one season of its league. A season with matches is not deleted.';

create index seasons_league_id_first_day_idx on public.seasons (league_id, first_day);

create table public.league_members (
  league_id uuid not null references public.leagues (id) on delete cascade,
  player_id uuid not null references public.players (id) on delete cascade,
  status text not null default 'PENDING',
  role text not null default 'REGULAR',
  joined_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint league_members_pkey primary key (league_id, player_id),
  constraint league_members_status_check check (status in ('PENDING', 'ACTIVE', 'INACTIVE')),
  constraint league_members_role_check check (role in ('REGULAR', 'SUB')),
  -- An active member has joined; joined_at stays when they leave (history).
  constraint league_members_joined_check check (status <> 'ACTIVE' or joined_at is not null)
);
alter table public.league_members enable row level security;
comment on table public.league_members is 'Who plays in which league: PENDING (asked to join), ACTIVE (plays), INACTIVE (left); role REGULAR or SUB. The person, their index and handicap record stay the club''s (public.players).';
comment on column public.league_members.joined_at is 'When the member joined the league (set when they first become ACTIVE).';

create index league_members_player_id_idx on public.league_members (player_id);

-- The registry of setting keys: each is the club's or a league's (DESIGN rule 25). A league-level key may be
-- overridden per league in public.league_settings; public.settings holds the club's value, which is also
-- every league's default.
create table private.setting_scopes (
  key text primary key,
  scope text not null,
  constraint setting_scopes_scope_check check (scope in ('CLUB', 'LEAGUE'))
);
alter table private.setting_scopes enable row level security;
revoke all on table private.setting_scopes from anon, authenticated;
comment on table private.setting_scopes is 'Every setting key and whether it is the club''s (CLUB) or a league''s (LEAGUE). A LEAGUE key is read for a match from its league (private.league_setting), falling back to the club''s value in public.settings.';

insert into private.setting_scopes (key, scope) values
  -- The club's: branding, addresses, sender, time zone, handicap method and alerts, maintenance.
  ('branding', 'CLUB'), ('appUrl', 'CLUB'), ('fromEmail', 'CLUB'), ('emailEnabled', 'CLUB'),
  ('clubTimezone', 'CLUB'), ('copyrightYear', 'CLUB'), ('maintenanceMode', 'CLUB'),
  ('handicapMethod', 'CLUB'), ('indexRiseAlert', 'CLUB'), ('selfVsLeagueAlert', 'CLUB'),
  -- A league's: scoring table, payout curves, allowances, default buy-ins, payment instructions and reminders,
  -- RSVP follow-ups, weekly leaders e-mail, tie rule, waitlist promotion, who sees the nets, no-index rule.
  ('stablefordTable', 'LEAGUE'), ('payoutCurves', 'LEAGUE'), ('allowancePct', 'LEAGUE'),
  ('allowanceByGame', 'LEAGUE'), ('noIndexPlaysOff', 'LEAGUE'), ('defaultBuyIns', 'LEAGUE'),
  ('paymentInstructions', 'LEAGUE'), ('paymentReminderDays', 'LEAGUE'),
  ('inviteDeclineFollowupEnabled', 'LEAGUE'), ('weeklyLeadersEnabled', 'LEAGUE'),
  ('weeklyLeadersSendHour', 'LEAGUE'), ('weeklyLeadersSendMinute', 'LEAGUE'), ('placeTies', 'LEAGUE'),
  ('waitlistAutoPromote', 'LEAGUE'), ('publishNetsToMembers', 'LEAGUE');

create table public.league_settings (
  league_id uuid not null references public.leagues (id) on delete cascade,
  key text not null references private.setting_scopes (key),
  value text not null,
  updated_at timestamptz not null default now(),
  constraint league_settings_pkey primary key (league_id, key)
);
alter table public.league_settings enable row level security;
comment on table public.league_settings is 'A league''s own value of a league-level setting (private.setting_scopes scope LEAGUE), validated like public.settings; without a row the club''s value applies. Written through upsert_league_setting.';

create index league_settings_key_idx on public.league_settings (key);

-- Every match in a league and one of its seasons (filled below, then not null).
alter table public.matches add column league_id uuid references public.leagues (id) on delete restrict;
alter table public.matches add column season_id uuid;
alter table public.matches add constraint matches_season_league_fkey
  foreign key (season_id, league_id) references public.seasons (id, league_id) on delete restrict;
comment on column public.matches.league_id is 'The league the match belongs to (its settings score it). Defaults to the club''s one active league when a caller names none.';
comment on column public.matches.season_id is 'The season of the match''s league whose days hold the match date (private.place_match_in_season).';
create index matches_league_id_date_idx on public.matches (league_id, date);
create index matches_season_id_league_id_idx on public.matches (season_id, league_id);

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.slugify(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(s) >= 3 then s else 'league' end
  from (select btrim(left(btrim(regexp_replace(lower(coalesce(p_name, '')), '[^a-z0-9]+', '-', 'g'), '-'), 40), '-') as s) x
$$;
comment on function private.slugify(text) is 'A league slug made from a name: lower-case, runs of other characters become one hyphen, at most 40 characters; ''league'' when fewer than 3 are left.';
revoke all on function private.slugify(text) from public;

create function private.sole_league_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) = 1 then (array_agg(l.id))[1] end
  from public.leagues l
  where l.status = 'ACTIVE'
$$;
comment on function private.sole_league_id() is 'The club''s league when it has exactly one active league, else null: the league of callers that name none (a one-league club works as before).';
revoke all on function private.sole_league_id() from public;
grant execute on function private.sole_league_id() to service_role;

create function private.league_setting(p_league_id uuid, p_key text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select ls.value from public.league_settings ls where ls.league_id = p_league_id and ls.key = p_key),
    (select s.value from public.settings s where s.key = p_key))
$$;
comment on function private.league_setting(uuid, text) is 'A setting as a league reads it: the league''s own value (public.league_settings), else the club''s (public.settings), else null. p_league_id null: the club''s.';
revoke all on function private.league_setting(uuid, text) from public;
grant execute on function private.league_setting(uuid, text) to service_role;

create function private.is_active_member()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.players p where p.id = private.current_player_id() and p.status = 'ACTIVE')
$$;
comment on function private.is_active_member() is 'True when the request has the session of an ACTIVE (approved) player.';
revoke all on function private.is_active_member() from public;
grant execute on function private.is_active_member() to anon, authenticated, service_role;

-- The one place that says who may act on a league. Today every admin; DESIGN rule 26's roles (league admin,
-- treasurer, scorer, club admin) replace its body.
create function private.require_league_admin(p_league_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  if p_league_id is null or not exists (select 1 from public.leagues l where l.id = p_league_id) then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
end
$$;
comment on function private.require_league_admin(uuid) is 'Raises 42501 ''Admin access required'' unless the request may administer the league, PT404 ''League not found'' (HTTP 404) for an unknown league.';
revoke all on function private.require_league_admin(uuid) from public;

-- The calendar-year season of a league for a day, made when the league has no season on that day and the year
-- overlaps none of its seasons. Only for a one-league club (callers that predate leagues); null otherwise.
create function private.calendar_season_for(p_league_id uuid, p_day date)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_first date := make_date(extract(year from p_day)::integer, 1, 1);
  v_last date := make_date(extract(year from p_day)::integer, 12, 31);
  v_id uuid;
begin
  if p_day is null or private.sole_league_id() is distinct from p_league_id then
    return null;
  end if;
  if exists (select 1 from public.seasons s
             where s.league_id = p_league_id and daterange(s.first_day, s.last_day, '[]') && daterange(v_first, v_last, '[]')) then
    return null;
  end if;
  insert into public.seasons (league_id, name, first_day, last_day)
  values (p_league_id, extract(year from p_day)::integer::text, v_first, v_last)
  on conflict do nothing
  returning id into v_id;
  if v_id is null then
    -- Another transaction made it first (or a season of that name exists elsewhere in the year).
    v_id := (select s.id from public.seasons s where s.league_id = p_league_id and p_day between s.first_day and s.last_day);
  end if;
  return v_id;
end
$$;
comment on function private.calendar_season_for(uuid, date) is 'For a one-league club: makes the calendar year''s season of the day when the league has none overlapping that year; null otherwise.';
revoke all on function private.calendar_season_for(uuid, date) from public;

-- The season of a league holding a day; for a one-league club the calendar year's, made when missing.
create function private.season_for_day(p_league_id uuid, p_day date)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  return coalesce(
    (select s.id from public.seasons s where s.league_id = p_league_id and p_day between s.first_day and s.last_day),
    private.calendar_season_for(p_league_id, p_day));
end
$$;
comment on function private.season_for_day(uuid, date) is 'The league''s season holding the day; for a one-league club the calendar year''s season, made when the league has none overlapping that year; else null. For writers that bypass the matches trigger (seed:scale, bulk test data).';
revoke all on function private.season_for_day(uuid, date) from public;
grant execute on function private.season_for_day(uuid, date) to service_role;

-- =============================================================================================
-- Triggers
-- =============================================================================================

-- matches BEFORE INSERT / UPDATE: the match's league (the sole active league when none is named) and its season
-- (the league's season holding the date when none is named, or when the date or league moves and the season
-- was not named anew); then the date must lie inside the season and the season be the league's.
create function private.place_match_in_season()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_league public.leagues%rowtype;
  v_season public.seasons%rowtype;
begin
  if new.league_id is null then
    new.league_id := private.sole_league_id();
    if new.league_id is null then
      raise exception using message = 'Choose the league of this match', errcode = '23502';
    end if;
  end if;
  select * into v_league from public.leagues l where l.id = new.league_id;
  if not found then
    raise exception using message = 'League not found', errcode = '23503';
  end if;
  if v_league.status = 'ARCHIVED' and (tg_op = 'INSERT' or old.league_id is distinct from new.league_id) then
    raise exception using message = format('League %s is archived: it takes no new matches', v_league.name), errcode = '23514';
  end if;
  if new.season_id is null
     or (tg_op = 'UPDATE' and new.season_id is not distinct from old.season_id
         and (new.date is distinct from old.date or new.league_id is distinct from old.league_id)) then
    new.season_id := private.season_for_day(new.league_id, new.date);
    if new.season_id is null then
      raise exception using
        message = format('No season of league %s covers %s: open a season that holds the match date first', v_league.name, new.date),
        errcode = '23514';
    end if;
  end if;
  select * into v_season from public.seasons s where s.id = new.season_id;
  if not found then
    raise exception using message = 'Season not found', errcode = '23503';
  end if;
  if v_season.league_id <> new.league_id then
    raise exception using message = format('Season %s belongs to another league', v_season.name), errcode = '23514';
  end if;
  if new.date not between v_season.first_day and v_season.last_day then
    raise exception using
      message = format('The match date %s is outside its season %s (%s – %s)', new.date, v_season.name, v_season.first_day, v_season.last_day),
      errcode = '23514';
  end if;
  return new;
end
$$;
comment on function private.place_match_in_season() is 'matches BEFORE INSERT/UPDATE: fills league_id (the sole active league) and season_id (the league''s season holding the date; for a one-league club the calendar year''s, made when missing) and refuses a date outside the season or a season of another league.';
revoke all on function private.place_match_in_season() from public;

-- After matches_prepare (row triggers fire in name order).
create trigger matches_season_prepare before insert or update of date, league_id, season_id on public.matches
for each row execute function private.place_match_in_season();

-- seasons BEFORE UPDATE / DELETE: a season stays in its league, keeps every match of it inside its days and
-- is not deleted while it has matches.
create function private.guard_season()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_outside integer;
begin
  if tg_op = 'DELETE' then
    if exists (select 1 from public.matches m where m.season_id = old.id)
       and exists (select 1 from public.leagues l where l.id = old.league_id) then
      raise exception using message = format('Season %s has matches: it cannot be deleted', old.name), errcode = '23503';
    end if;
    return old;
  end if;
  if new.league_id <> old.league_id then
    raise exception using message = 'A season stays in its league', errcode = '23514';
  end if;
  if new.first_day <> old.first_day or new.last_day <> old.last_day then
    select count(*) into v_outside from public.matches m
    where m.season_id = new.id and m.date not between new.first_day and new.last_day;
    if v_outside > 0 then
      raise exception using
        message = format('Season %s would leave %s match(es) outside %s – %s', new.name, v_outside, new.first_day, new.last_day),
        errcode = '23514';
    end if;
  end if;
  return new;
end
$$;
comment on function private.guard_season() is 'seasons BEFORE UPDATE/DELETE: league fixed; new days must hold every match of the season; no delete while it has matches.';
revoke all on function private.guard_season() from public;

create trigger seasons_days_check before update or delete on public.seasons
for each row execute function private.guard_season();

-- leagues BEFORE DELETE: a league with matches is archived, never deleted; the club keeps one league.
create function private.guard_league_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.matches m where m.league_id = old.id) then
    raise exception using message = format('League %s has matches: archive it instead of deleting it', old.name), errcode = '23503';
  end if;
  if not exists (select 1 from public.leagues l where l.id <> old.id) then
    raise exception using message = 'The club needs at least one league', errcode = '23514';
  end if;
  return old;
end
$$;
comment on function private.guard_league_delete() is 'leagues BEFORE DELETE: refused while the league has matches (archive it) or when it is the club''s last league.';
revoke all on function private.guard_league_delete() from public;

create trigger leagues_delete_check before delete on public.leagues
for each row execute function private.guard_league_delete();

create trigger leagues_touch before update on public.leagues
for each row execute function private.touch_updated_at();
create trigger league_members_touch before update on public.league_members
for each row execute function private.touch_updated_at();

-- league_settings: only league-level keys, values checked by the same rules as the club's settings.
create function private.validate_league_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problem text;
begin
  if not exists (select 1 from private.setting_scopes s where s.key = new.key and s.scope = 'LEAGUE') then
    raise exception using message = format('%s is a club setting, not a league''s', new.key), errcode = '23514';
  end if;
  v_problem := private.setting_problem(new.key, new.value);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  new.updated_at := now();
  return new;
end
$$;
comment on function private.validate_league_setting() is 'league_settings BEFORE INSERT/UPDATE: the key must be a league-level setting and the value pass private.setting_problem.';
revoke all on function private.validate_league_setting() from public;

create trigger league_settings_validate before insert or update on public.league_settings
for each row execute function private.validate_league_setting();

-- players AFTER INSERT / UPDATE (per statement): in a one-league club a member who becomes ACTIVE plays in that
-- league (as before leagues). With several leagues, joining is the member's request or an admin's act.
create function private.join_sole_league()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_league uuid := private.sole_league_id();
begin
  if v_league is null then
    return null;
  end if;
  if tg_op = 'INSERT' then
    insert into public.league_members (league_id, player_id, status, joined_at)
    select v_league, n.id, 'ACTIVE', now() from new_rows n where n.status = 'ACTIVE'
    on conflict (league_id, player_id) do nothing;
  else
    insert into public.league_members (league_id, player_id, status, joined_at)
    select v_league, n.id, 'ACTIVE', now()
    from new_rows n join old_rows o on o.id = n.id
    where n.status = 'ACTIVE' and o.status <> 'ACTIVE'
    on conflict (league_id, player_id) do update
      set status = 'ACTIVE', joined_at = coalesce(public.league_members.joined_at, excluded.joined_at)
      where public.league_members.status <> 'ACTIVE';
  end if;
  return null;
end
$$;
comment on function private.join_sole_league() is 'players AFTER INSERT/UPDATE, per statement: members who become ACTIVE in a club with one active league become ACTIVE members of it.';
revoke all on function private.join_sole_league() from public;

create trigger players_join_sole_league_ins after insert on public.players
referencing new table as new_rows
for each statement execute function private.join_sole_league();
create trigger players_join_sole_league_upd after update on public.players
referencing old table as old_rows new table as new_rows
for each statement execute function private.join_sole_league();

-- =============================================================================================
-- Existing data: one league, a season per calendar year of its matches and the current year, its members
-- =============================================================================================

insert into public.leagues (name, slug)
select left(n.name, 80), private.slugify(n.name)
from (select coalesce(nullif(btrim((select s.value from public.settings s where s.key = 'branding')::jsonb ->> 'clubName'), ''),
                      'Fairway League') as name) n;

insert into public.seasons (league_id, name, first_day, last_day)
select l.id, y::text, make_date(y, 1, 1), make_date(y, 12, 31)
from public.leagues l
cross join (select distinct extract(year from m.date)::integer as y from public.matches m
            union
            select extract(year from private.club_today())::integer) years;

-- Each match goes to its year's season. The row triggers stay out of it: this is no edit of the match (no
-- audit row, no results e-mail, no finance refresh), and the values are set here exactly.
alter table public.matches disable trigger user;
update public.matches m
set league_id = s.league_id, season_id = s.id
from public.seasons s
where m.date between s.first_day and s.last_day;
alter table public.matches enable trigger user;

alter table public.matches alter column league_id set not null;
alter table public.matches alter column season_id set not null;

-- Members: every active member, and everyone else who has played in (or joined) the league — an inactive
-- member who has joined, anyone entered in a match, guests and closed accounts aside — as INACTIVE.
insert into public.league_members (league_id, player_id, status, joined_at)
select l.id, p.id, case when p.status = 'ACTIVE' then 'ACTIVE' else 'INACTIVE' end,
       coalesce(p.join_date::timestamp at time zone private.club_timezone(), p.created_at)
from public.leagues l
cross join public.players p
where p.closed_at is null
  and p.status <> 'GUEST'
  and (p.status = 'ACTIVE'
       or (p.status = 'INACTIVE' and p.join_date is not null)
       or exists (select 1 from public.match_entries e where e.player_id = p.id));

-- =============================================================================================
-- Row-level security and grants
-- =============================================================================================

revoke all on table public.leagues from anon, authenticated;
grant select on table public.leagues to anon, authenticated;
grant all on table public.leagues to service_role;
-- Names and slugs are as public as the matches they group (visitors open /l/<slug>/… links).
create policy "Anyone can read leagues" on public.leagues
  for select to anon, authenticated using (true);

revoke all on table public.seasons from anon, authenticated;
grant select on table public.seasons to anon, authenticated;
grant all on table public.seasons to service_role;
create policy "Anyone can read seasons" on public.seasons
  for select to anon, authenticated using (true);

revoke all on table public.league_members from anon, authenticated;
grant select on table public.league_members to anon, authenticated;
grant all on table public.league_members to service_role;
-- Rosters are the members' and the admins'; a member also sees their own rows (a pending request).
create policy "Members and admins can read league members" on public.league_members
  for select to anon, authenticated
  using ((select private.is_admin()) or (select private.is_active_member())
         or player_id = (select private.current_player_id()));

revoke all on table public.league_settings from anon, authenticated;
grant select on table public.league_settings to anon, authenticated;
grant all on table public.league_settings to service_role;
create policy "Admins can read league settings" on public.league_settings
  for select to anon, authenticated using ((select private.is_admin()));

-- =============================================================================================
-- RPCs: leagues
-- =============================================================================================

create function private.league_json(p_league public.leagues)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('id', p_league.id, 'name', p_league.name, 'slug', p_league.slug, 'status', p_league.status)
$$;
comment on function private.league_json(public.leagues) is 'A league as the league RPCs answer it: {id, name, slug, status}.';
revoke all on function private.league_json(public.leagues) from public;

create function private.league_name_and_slug_problem(p_league_id uuid, p_name text, p_slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_name is null or btrim(p_name) = '' then 'League name is required'
    when char_length(btrim(p_name)) > 80 then 'League name must be at most 80 characters'
    when p_slug is null or p_slug !~ '^[a-z0-9][a-z0-9-]{1,38}[a-z0-9]$' then
      'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit'
    when exists (select 1 from public.leagues l where l.slug = p_slug and l.id is distinct from p_league_id) then
      format('Slug %s is taken by another league', p_slug)
  end
$$;
comment on function private.league_name_and_slug_problem(uuid, text, text) is 'Why a league name and slug cannot be used (for a new league when p_league_id is null), or null.';
revoke all on function private.league_name_and_slug_problem(uuid, text, text) from public;

create function public.create_league(p_name text, p_slug text default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_slug text := coalesce(p_slug, private.slugify(p_name));
  v_problem text;
  v_league public.leagues;
begin
  perform private.require_admin();
  -- Serialises league writes so two admins cannot take one slug between the check and the insert.
  lock table public.leagues in share row exclusive mode;
  v_problem := private.league_name_and_slug_problem(null, p_name, v_slug);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = case when v_problem like 'Slug % is taken%' then '23505' else '22023' end;
  end if;
  insert into public.leagues (name, slug) values (btrim(p_name), v_slug) returning * into v_league;
  perform private.audit('LEAGUE_CREATED', 'league', v_league.id::text, v_league.name,
                        jsonb_build_object('league_id', v_league.id, 'slug', v_league.slug));
  return private.league_json(v_league);
end
$$;
comment on function public.create_league(text, text) is 'Admin: a new ACTIVE league (slug from the name when none is given). 22023 for a bad name or slug, 23505 for a taken slug. Its settings are the club''s until set (upsert_league_setting).';
revoke all on function public.create_league(text, text) from public;
grant execute on function public.create_league(text, text) to anon, authenticated, service_role;

create function public.update_league(p_league_id uuid, p_name text, p_slug text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old public.leagues;
  v_league public.leagues;
  v_problem text;
begin
  perform private.require_league_admin(p_league_id);
  lock table public.leagues in share row exclusive mode;
  select * into v_old from public.leagues l where l.id = p_league_id for update;
  v_problem := private.league_name_and_slug_problem(p_league_id, p_name, p_slug);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = case when v_problem like 'Slug % is taken%' then '23505' else '22023' end;
  end if;
  update public.leagues l set name = btrim(p_name), slug = p_slug where l.id = p_league_id returning * into v_league;
  perform private.audit('LEAGUE_CHANGED', 'league', v_league.id::text, v_league.name,
                        jsonb_build_object('league_id', v_league.id,
                                           'old', jsonb_build_object('name', v_old.name, 'slug', v_old.slug),
                                           'new', jsonb_build_object('name', v_league.name, 'slug', v_league.slug)));
  return private.league_json(v_league);
end
$$;
comment on function public.update_league(uuid, text, text) is 'Admin of the league: rename it and change its slug (same rules as create_league).';
revoke all on function public.update_league(uuid, text, text) from public;
grant execute on function public.update_league(uuid, text, text) to anon, authenticated, service_role;

create function public.set_league_status(p_league_id uuid, p_status text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_league public.leagues;
begin
  perform private.require_league_admin(p_league_id);
  if p_status is null or p_status not in ('ACTIVE', 'ARCHIVED') then
    raise exception using message = 'League status must be ACTIVE or ARCHIVED', errcode = '22023';
  end if;
  lock table public.leagues in share row exclusive mode;
  if p_status = 'ARCHIVED'
     and not exists (select 1 from public.leagues l where l.id <> p_league_id and l.status = 'ACTIVE') then
    raise exception using message = 'The club needs at least one active league', errcode = '23514';
  end if;
  update public.leagues l set status = p_status where l.id = p_league_id and l.status <> p_status returning * into v_league;
  if found then
    perform private.audit(case p_status when 'ARCHIVED' then 'LEAGUE_ARCHIVED' else 'LEAGUE_RESTORED' end,
                          'league', v_league.id::text, v_league.name, jsonb_build_object('league_id', v_league.id));
  else
    select * into v_league from public.leagues l where l.id = p_league_id;
  end if;
  return private.league_json(v_league);
end
$$;
comment on function public.set_league_status(uuid, text) is 'Admin of the league: archive it (kept with its history, no new matches) or make it active again. The club keeps one active league.';
revoke all on function public.set_league_status(uuid, text) from public;
grant execute on function public.set_league_status(uuid, text) to anon, authenticated, service_role;

create function public.delete_league(p_league_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_league public.leagues;
begin
  perform private.require_league_admin(p_league_id);
  select * into v_league from public.leagues l where l.id = p_league_id for update;
  -- The trigger refuses a league with matches (archive it) and the club's last league.
  delete from public.leagues l where l.id = p_league_id;
  perform private.audit('LEAGUE_DELETED', 'league', v_league.id::text, v_league.name,
                        jsonb_build_object('league_id', v_league.id, 'slug', v_league.slug));
end
$$;
comment on function public.delete_league(uuid) is 'Admin of the league: delete a league that has no matches (its seasons, members and settings go with it); refused with 23503 when it has matches (archive it instead).';
revoke all on function public.delete_league(uuid) from public;
grant execute on function public.delete_league(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: seasons
-- =============================================================================================

create function private.season_problem(p_name text, p_first_day date, p_last_day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_name is null or btrim(p_name) = '' then 'Season name is required'
    when char_length(btrim(p_name)) > 60 then 'Season name must be at most 60 characters'
    when p_first_day is null or p_last_day is null then 'A season needs its first and last day'
    when p_first_day > p_last_day then 'The season''s first day must not be after its last day'
  end
$$;
comment on function private.season_problem(text, date, date) is 'Why a season name and days cannot be used, or null.';
revoke all on function private.season_problem(text, date, date) from public;

-- Turns the constraint errors a season write may hit into readable messages.
create function private.season_write_error(p_league_id uuid, p_name text, p_constraint text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case p_constraint
    when 'seasons_no_overlap' then 'Seasons of a league cannot overlap: these days overlap another season of ' ||
                                   coalesce((select l.name from public.leagues l where l.id = p_league_id), 'the league')
    when 'seasons_league_name_key' then format('The league already has a season named %s', btrim(p_name))
  end
$$;
comment on function private.season_write_error(uuid, text, text) is 'The readable message for a season write refused by seasons_no_overlap or seasons_league_name_key.';
revoke all on function private.season_write_error(uuid, text, text) from public;

create function private.season_json(p_season public.seasons)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('id', p_season.id, 'league_id', p_season.league_id, 'name', p_season.name,
                           'first_day', p_season.first_day, 'last_day', p_season.last_day)
$$;
comment on function private.season_json(public.seasons) is 'A season as the season RPCs answer it.';
revoke all on function private.season_json(public.seasons) from public;

create function public.create_season(p_league_id uuid, p_name text, p_first_day date, p_last_day date)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_problem text := private.season_problem(p_name, p_first_day, p_last_day);
  v_season public.seasons;
  v_constraint text;
begin
  perform private.require_league_admin(p_league_id);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '22023';
  end if;
  begin
    insert into public.seasons (league_id, name, first_day, last_day)
    values (p_league_id, btrim(p_name), p_first_day, p_last_day)
    returning * into v_season;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    raise exception using message = coalesce(private.season_write_error(p_league_id, p_name, v_constraint), sqlerrm),
                          errcode = '23P01';
  end;
  perform private.audit('SEASON_CREATED', 'season', v_season.id::text, v_season.name,
                        jsonb_build_object('league_id', p_league_id, 'first_day', p_first_day, 'last_day', p_last_day));
  return private.season_json(v_season);
end
$$;
comment on function public.create_season(uuid, text, date, date) is 'Admin of the league: a new season (first and last day inclusive). 22023 for a bad name or days, 23P01 when it overlaps another season of the league or takes a season''s name.';
revoke all on function public.create_season(uuid, text, date, date) from public;
grant execute on function public.create_season(uuid, text, date, date) to anon, authenticated, service_role;

create function public.update_season(p_season_id uuid, p_name text, p_first_day date, p_last_day date)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_old public.seasons;
  v_season public.seasons;
  v_problem text := private.season_problem(p_name, p_first_day, p_last_day);
  v_constraint text;
begin
  select * into v_old from public.seasons s where s.id = p_season_id;
  if not found then
    perform private.require_admin();
    raise exception using message = 'Season not found', errcode = 'PT404';
  end if;
  perform private.require_league_admin(v_old.league_id);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '22023';
  end if;
  begin
    update public.seasons s set name = btrim(p_name), first_day = p_first_day, last_day = p_last_day
    where s.id = p_season_id
    returning * into v_season;
  exception when exclusion_violation or unique_violation then
    get stacked diagnostics v_constraint = constraint_name;
    raise exception using message = coalesce(private.season_write_error(v_old.league_id, p_name, v_constraint), sqlerrm),
                          errcode = '23P01';
  end;
  perform private.audit('SEASON_CHANGED', 'season', v_season.id::text, v_season.name,
                        jsonb_build_object('league_id', v_season.league_id,
                                           'old', jsonb_build_object('name', v_old.name, 'first_day', v_old.first_day, 'last_day', v_old.last_day),
                                           'new', jsonb_build_object('name', v_season.name, 'first_day', v_season.first_day, 'last_day', v_season.last_day)));
  return private.season_json(v_season);
end
$$;
comment on function public.update_season(uuid, text, date, date) is 'Admin of the season''s league: rename it or move its days; refused (23514) when a match of it would fall outside, 23P01 on an overlap.';
revoke all on function public.update_season(uuid, text, date, date) from public;
grant execute on function public.update_season(uuid, text, date, date) to anon, authenticated, service_role;

create function public.delete_season(p_season_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_season public.seasons;
begin
  select * into v_season from public.seasons s where s.id = p_season_id;
  if not found then
    perform private.require_admin();
    raise exception using message = 'Season not found', errcode = 'PT404';
  end if;
  perform private.require_league_admin(v_season.league_id);
  delete from public.seasons s where s.id = p_season_id;
  perform private.audit('SEASON_DELETED', 'season', v_season.id::text, v_season.name,
                        jsonb_build_object('league_id', v_season.league_id));
end
$$;
comment on function public.delete_season(uuid) is 'Admin of the season''s league: delete a season without matches (23503 when it has some).';
revoke all on function public.delete_season(uuid) from public;
grant execute on function public.delete_season(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: members of a league
-- =============================================================================================

create function public.set_league_member(p_league_id uuid, p_player_id uuid, p_status text, p_role text default 'REGULAR')
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player public.players;
  v_old public.league_members;
  v_member public.league_members;
begin
  perform private.require_league_admin(p_league_id);
  if p_status is null or p_status not in ('PENDING', 'ACTIVE', 'INACTIVE') then
    raise exception using message = 'Member status must be PENDING, ACTIVE or INACTIVE', errcode = '22023';
  end if;
  if p_role is null or p_role not in ('REGULAR', 'SUB') then
    raise exception using message = 'Member role must be REGULAR or SUB', errcode = '22023';
  end if;
  select * into v_player from public.players p where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if p_status = 'ACTIVE' and v_player.status <> 'ACTIVE' then
    raise exception using message = 'Only an approved, active member of the club can play in a league', errcode = '23514';
  end if;
  select * into v_old from public.league_members lm where lm.league_id = p_league_id and lm.player_id = p_player_id for update;
  insert into public.league_members (league_id, player_id, status, role, joined_at)
  values (p_league_id, p_player_id, p_status, p_role, case when p_status = 'ACTIVE' then now() end)
  on conflict (league_id, player_id) do update
    set status = excluded.status, role = excluded.role,
        joined_at = coalesce(public.league_members.joined_at, excluded.joined_at)
  returning * into v_member;
  perform private.audit('PLAYER_LEAGUE_MEMBERSHIP', 'player', p_player_id::text, v_player.name,
                        jsonb_build_object('league_id', p_league_id,
                                           'old', case when v_old.player_id is null then null
                                                       else jsonb_build_object('status', v_old.status, 'role', v_old.role) end,
                                           'new', jsonb_build_object('status', v_member.status, 'role', v_member.role)));
  return json_build_object('league_id', v_member.league_id, 'player_id', v_member.player_id, 'status', v_member.status,
                           'role', v_member.role, 'joined_at', v_member.joined_at);
end
$$;
comment on function public.set_league_member(uuid, uuid, text, text) is 'Admin of the league: add a club member to the league or change their place in it (status PENDING/ACTIVE/INACTIVE, role REGULAR/SUB). Only an ACTIVE club member can be ACTIVE in a league.';
revoke all on function public.set_league_member(uuid, uuid, text, text) from public;
grant execute on function public.set_league_member(uuid, uuid, text, text) to anon, authenticated, service_role;

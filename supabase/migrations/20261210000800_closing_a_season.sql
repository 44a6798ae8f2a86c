-- Closing a season (#27 item 5, DESIGN rule 25): once every match of a league's season is final or called off, its
-- admin closes it — its matches cannot be added, moved, edited or reopened, so its results and standings are final.
-- Money is a player's, across seasons: what anyone owes or is owed stays on their account and is paid, refunded or
-- credited as before (nothing is carried or written off by closing). Reopening the season undoes it; both are audited.

alter table public.seasons add column closed_at timestamptz;
comment on column public.seasons.closed_at is 'When the season was closed (close_season): its matches are final and stay so; null while open.';

-- matches BEFORE INSERT / UPDATE, after matches_season_prepare (names fire in order): a closed season takes no new match,
-- and its matches keep their date, league, season, games' state and finality.
create function private.refuse_closed_season()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
begin
  select s.name into v_name from public.seasons s where s.id = new.season_id and s.closed_at is not null;
  if v_name is not null and (tg_op = 'INSERT' or new.season_id is distinct from old.season_id) then
    raise exception using message = format('Season %s is closed: it takes no new matches', v_name), errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    select s.name into v_name from public.seasons s where s.id = old.season_id and s.closed_at is not null;
    if v_name is not null
       and (new.is_final is distinct from old.is_final or new.date is distinct from old.date
            or new.league_id is distinct from old.league_id or new.season_id is distinct from old.season_id
            or new.cancelled_at is distinct from old.cancelled_at or new.teeset_id is distinct from old.teeset_id) then
      raise exception using message = format('Season %s is closed: its matches cannot change. Reopen the season first.', v_name),
                            errcode = '23514';
    end if;
  end if;
  return new;
end
$$;
comment on function private.refuse_closed_season() is 'matches BEFORE INSERT/UPDATE: a closed season takes no new match and its matches keep date, league, season, tee set, call-off and finality (close_season).';
revoke all on function private.refuse_closed_season() from public;

create trigger matches_season_sealed_check before insert or update on public.matches
for each row execute function private.refuse_closed_season();

-- Replaces private.guard_season of 20261210000100_club_of_leagues.sql: a closed season keeps its name and days too.
create or replace function private.guard_season()
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
  if old.closed_at is not null and new.closed_at is not null
     and (new.name <> old.name or new.first_day <> old.first_day or new.last_day <> old.last_day) then
    raise exception using message = format('Season %s is closed: reopen it to change it', old.name), errcode = '23514';
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

create function public.close_season(p_season_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_season public.seasons;
  v_open integer;
begin
  select * into v_season from public.seasons s where s.id = p_season_id for update;
  if not found then
    perform private.require_admin();
    raise exception using message = 'Season not found', errcode = 'PT404';
  end if;
  perform private.require_league_admin(v_season.league_id);
  if v_season.closed_at is not null then
    return private.season_json(v_season);
  end if;
  select count(*) into v_open from public.matches m
  where m.season_id = v_season.id and not m.is_final and m.cancelled_at is null;
  if v_open > 0 then
    raise exception using
      message = format('Season %s has %s match(es) not yet final: finalize or call them off before closing it', v_season.name, v_open),
      errcode = '23514';
  end if;
  update public.seasons s set closed_at = now() where s.id = v_season.id returning * into v_season;
  perform private.audit('SEASON_CLOSED', 'season', v_season.id::text, v_season.name,
                        jsonb_build_object('league_id', v_season.league_id,
                                           'matches', (select count(*) from public.matches m where m.season_id = v_season.id)));
  return private.season_json(v_season);
end
$$;
comment on function public.close_season(uuid) is 'Admin of the league: close a season whose every match is final or called off (23514 otherwise): its matches can no longer be added, changed or reopened. Money stays each player''s. Closing a closed season changes nothing.';
revoke all on function public.close_season(uuid) from public;
grant execute on function public.close_season(uuid) to anon, authenticated, service_role;

create function public.reopen_season(p_season_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_season public.seasons;
begin
  select * into v_season from public.seasons s where s.id = p_season_id for update;
  if not found then
    perform private.require_admin();
    raise exception using message = 'Season not found', errcode = 'PT404';
  end if;
  perform private.require_league_admin(v_season.league_id);
  if v_season.closed_at is null then
    return private.season_json(v_season);
  end if;
  update public.seasons s set closed_at = null where s.id = v_season.id returning * into v_season;
  perform private.audit('SEASON_REOPENED', 'season', v_season.id::text, v_season.name,
                        jsonb_build_object('league_id', v_season.league_id));
  return private.season_json(v_season);
end
$$;
comment on function public.reopen_season(uuid) is 'Admin of the league: reopen a closed season (its matches may change again). Audited.';
revoke all on function public.reopen_season(uuid) from public;
grant execute on function public.reopen_season(uuid) to anon, authenticated, service_role;

-- Replaces get_leagues_admin of 20261210000300_leagues_screens_and_joining.sql: each season says when it was closed
-- and how many of its matches are still open.
create or replace function public.get_leagues_admin()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
begin
  perform private.require_admin();
  return coalesce((
    select json_agg(json_build_object(
      'id', l.id, 'name', l.name, 'slug', l.slug, 'status', l.status,
      'active_members', coalesce(c.active, 0), 'pending_members', coalesce(c.pending, 0), 'subs', coalesce(c.subs, 0),
      'matches', (select count(*) from public.matches m where m.league_id = l.id),
      'current_season_id', (select s.id from public.seasons s where s.league_id = l.id and v_today between s.first_day and s.last_day),
      'seasons', coalesce((
        select json_agg(json_build_object('id', s.id, 'name', s.name, 'first_day', s.first_day, 'last_day', s.last_day,
                                          'matches', (select count(*) from public.matches m where m.season_id = s.id),
                                          'open_matches', (select count(*) from public.matches m
                                                           where m.season_id = s.id and not m.is_final and m.cancelled_at is null),
                                          'closed_at', s.closed_at)
                        order by s.first_day desc)
        from public.seasons s where s.league_id = l.id), '[]'::json))
      order by l.status, l.name)
    from public.leagues l
    left join lateral (
      select count(*) filter (where lm.status = 'ACTIVE') as active,
             count(*) filter (where lm.status = 'PENDING') as pending,
             count(*) filter (where lm.status = 'ACTIVE' and lm.role = 'SUB') as subs
      from public.league_members lm where lm.league_id = l.id) c on true), '[]'::json);
end
$$;

-- Replaces get_league_standings of 20261210000500_standings_per_league_season.sql: the season says whether it is closed
-- (its standings final).
create or replace function public.get_league_standings(p_league_id uuid, p_season_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_league public.leagues;
  v_season public.seasons;
  v_matches uuid[];
begin
  select * into v_league from public.leagues l where l.id = p_league_id;
  if not found then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  if p_season_id is not null then
    select * into v_season from public.seasons s where s.id = p_season_id and s.league_id = v_league.id;
    if not found then
      raise exception using message = 'Season not found', errcode = 'PT404';
    end if;
  else
    -- The latest season with a final match; else the one holding today; else the latest.
    select s.* into v_season from public.seasons s
    where s.league_id = v_league.id
    order by exists (select 1 from public.matches m where m.season_id = s.id and m.is_final) desc,
             (private.club_today() between s.first_day and s.last_day) desc,
             s.first_day desc
    limit 1;
  end if;
  v_matches := array(select m.id from public.matches m where m.season_id = v_season.id and m.is_final);

  return json_build_object(
    'league', json_build_object('id', v_league.id, 'name', v_league.name, 'slug', v_league.slug),
    'season', case when v_season.id is not null then
                json_build_object('id', v_season.id, 'name', v_season.name, 'first_day', v_season.first_day, 'last_day', v_season.last_day,
                                  'closed', v_season.closed_at is not null) end,
    'seasons', coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'first_day', s.first_day, 'last_day', s.last_day)
                                         order by s.first_day desc)
                         from public.seasons s where s.league_id = v_league.id), '[]'::json),
    'matches', cardinality(v_matches),
    'standings', private.standings_of(v_matches));
end
$$;

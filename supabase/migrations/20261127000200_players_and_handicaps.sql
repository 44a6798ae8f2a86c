-- Fairway League — handicap logs, suggested and published indexes, profile edits, approvals.
--
-- Suggested index (spec §9, DESIGN rule 3), identical to src/domain/handicap.ts:
--   differentials sorted ascending; 12+ rounds → average of the best 4 ('best 4 of N'); 8–11 → best 3;
--   6–7 → best 2; fewer than 6 → all of them ('all N'); no rounds → null, 'No rounds available';
--   rounded to 1 decimal, halves away from zero (numeric round()).
-- The spec does not limit the window, so ALL of a player's logs count (not only the 20 most recent),
-- exactly as the TypeScript engine does with the differentials it is given.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.handicap_logs (
  id uuid primary key default gen_random_uuid(),
  player_id uuid not null references public.players (id) on delete cascade,
  date date not null default current_date,
  -- Spec §5: course name required.
  course_name text not null constraint handicap_logs_course_name_check check (btrim(course_name) <> '' and char_length(course_name) <= 100),
  -- Spec §5: rating 60–80 (one decimal, as printed on a scorecard).
  rating numeric(3, 1) not null constraint handicap_logs_rating_check check (rating between 60 and 80),
  -- Spec §5: slope an integer 55–155.
  slope integer not null constraint handicap_logs_slope_check check (slope between 55 and 155),
  -- Spec §5: gross 18 or more; 216 = 18 holes × the maximum hole score 12.
  gross integer not null constraint handicap_logs_gross_check check (gross between 18 and 216),
  -- Spec §9: (gross − rating) × 113 / slope, rounded to 2 decimals. Computed by the database only.
  differential numeric(6, 2) not null generated always as (round((gross - rating) * 113 / slope, 2)) stored,
  created_at timestamptz not null default now()
);

comment on table public.handicap_logs is 'Rounds a player logs for the handicap; differential is a generated column.';

create index handicap_logs_player_date_idx on public.handicap_logs (player_id, date desc, created_at desc);

-- =============================================================================================
-- Helpers
-- =============================================================================================

-- One row per player with logs. Filtering on player_id is pushed into the window partition.
create view private.suggested_indexes as
with ranked as (
  select
    l.player_id,
    l.id,
    l.differential,
    row_number() over (partition by l.player_id order by l.differential, l.date, l.created_at, l.id) as rn,
    count(*) over (partition by l.player_id) as rounds
  from public.handicap_logs l
),
counted as (
  select r.*,
    case when r.rounds >= 12 then 4 when r.rounds >= 8 then 3 when r.rounds >= 6 then 2 else r.rounds end as counting
  from ranked r
)
select
  c.player_id,
  c.rounds::integer as rounds,
  c.counting::integer as counting,
  round(avg(c.differential) filter (where c.rn <= c.counting), 1) as value,
  case when c.counting = c.rounds then 'all ' || c.rounds
       else 'best ' || c.counting || ' of ' || c.rounds end as label,
  array_agg(c.id order by c.rn) filter (where c.rn <= c.counting) as used_log_ids
from counted c
group by c.player_id, c.rounds, c.counting;
comment on view private.suggested_indexes is 'Suggested index per player (spec §9), all logs counted. Same rule as src/domain/handicap.ts.';

revoke all on private.suggested_indexes from anon, authenticated;

create function private.suggested_index_json(p_player_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select json_build_object('value', s.value, 'label', s.label, 'used_log_ids', s.used_log_ids, 'rounds', s.rounds)
     from private.suggested_indexes s where s.player_id = p_player_id),
    json_build_object('value', null, 'label', 'No rounds available', 'used_log_ids', '{}'::uuid[], 'rounds', 0)
  )
$$;
revoke all on function private.suggested_index_json(uuid) from public;

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================
alter table public.handicap_logs enable row level security;

revoke all on public.handicap_logs from anon, authenticated;

grant select on public.handicap_logs to anon, authenticated;

grant all on public.handicap_logs to service_role;

create policy "Anyone can read handicap logs" on public.handicap_logs
  for select to anon, authenticated using (true);

-- =============================================================================================
-- RPCs
-- =============================================================================================

create function public.update_player_profile(p_player_id uuid, p_name text, p_nickname text, p_email text, p_ghin text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_name text := btrim(coalesce(p_name, ''));
  v_nickname text := nullif(btrim(coalesce(p_nickname, '')), '');
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_ghin text := btrim(coalesce(p_ghin, ''));
begin
  perform private.require_owner_or_admin(p_player_id);
  perform private.check_player_fields(v_name, v_nickname, v_email, v_ghin);
  -- Duplicates raise 23505 with players_email_key / players_ghin_key.
  update public.players p
  set name = v_name, nickname = v_nickname, email = v_email, ghin = v_ghin
  where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  perform private.audit('PLAYER_PROFILE_UPDATED', 'player', p_player_id::text, v_name, '{}'::jsonb);
  return public.get_player_full_details(p_player_id);
end
$$;
comment on function public.update_player_profile(uuid, text, text, text, text) is 'Owner or admin edits name, nickname, email, GHIN; returns get_player_full_details.';
revoke all on function public.update_player_profile(uuid, text, text, text, text) from public;
grant execute on function public.update_player_profile(uuid, text, text, text, text) to anon, authenticated, service_role;

create function public.add_handicap_log(
  p_player_id uuid,
  p_date date,
  p_course_name text,
  p_rating numeric,
  p_slope integer,
  p_gross integer
)
returns public.handicap_logs
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.handicap_logs;
  v_player_name text;
begin
  perform private.require_owner_or_admin(p_player_id);
  select p.name into v_player_name from public.players p where p.id = p_player_id;
  if v_player_name is null then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if p_course_name is null or btrim(p_course_name) = '' then
    raise exception using message = 'Course name is required', errcode = '23514';
  end if;
  if char_length(btrim(p_course_name)) > 100 then
    raise exception using message = 'Course name must be 100 characters or less', errcode = '23514';
  end if;
  if p_rating is null or p_rating not between 60 and 80 then
    raise exception using message = 'Rating must be a number between 60 and 80', errcode = '23514';
  end if;
  if p_rating <> round(p_rating, 1) then
    raise exception using message = 'Rating must have at most one decimal', errcode = '23514';
  end if;
  if p_slope is null or p_slope not between 55 and 155 then
    raise exception using message = 'Slope must be an integer between 55 and 155', errcode = '23514';
  end if;
  if p_gross is null or p_gross < 18 then
    raise exception using message = 'Gross score must be an integer of 18 or higher', errcode = '23514';
  end if;
  if p_gross > 216 then
    raise exception using message = 'Gross score must be 216 or lower', errcode = '23514';
  end if;
  insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
  values (p_player_id, coalesce(p_date, private.club_today()), btrim(p_course_name), p_rating, p_slope, p_gross)
  returning * into v_row;
  perform private.audit('HANDICAP_LOG_ADDED', 'player', p_player_id::text, v_player_name,
                        jsonb_build_object('log_id', v_row.id, 'date', v_row.date, 'course_name', v_row.course_name,
                                           'gross', v_row.gross, 'differential', v_row.differential));
  return v_row;
end
$$;
revoke all on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) from public;
grant execute on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) to anon, authenticated, service_role;

create function public.delete_handicap_log(p_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_log public.handicap_logs;
begin
  select l.* into v_log from public.handicap_logs l where l.id = p_id;
  if not found then
    raise exception using message = 'Handicap log not found', errcode = 'PT404';
  end if;
  perform private.require_owner_or_admin(v_log.player_id);
  delete from public.handicap_logs l where l.id = p_id;
  perform private.audit('HANDICAP_LOG_DELETED', 'player', v_log.player_id::text,
                        (select p.name from public.players p where p.id = v_log.player_id),
                        jsonb_build_object('log_id', v_log.id, 'date', v_log.date, 'course_name', v_log.course_name,
                                           'gross', v_log.gross, 'differential', v_log.differential));
end
$$;
revoke all on function public.delete_handicap_log(uuid) from public;
grant execute on function public.delete_handicap_log(uuid) to anon, authenticated, service_role;

create function public.get_suggested_index(p_player_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select private.suggested_index_json(p_player_id)
$$;
comment on function public.get_suggested_index(uuid) is '{value, label, used_log_ids, rounds} from all of the player''s logs (spec §9).';
revoke all on function public.get_suggested_index(uuid) from public;
grant execute on function public.get_suggested_index(uuid) to anon, authenticated, service_role;

create function public.publish_index(p_player_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_player public.players;
  v_suggested record;
begin
  perform private.require_admin();
  select p.* into v_player from public.players p where p.id = p_player_id for update;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  select s.value, s.label into v_suggested from private.suggested_indexes s where s.player_id = p_player_id;
  if v_suggested.value is null then
    raise exception using message = 'No rounds available', errcode = '23514';
  end if;
  update public.players p set league_index = v_suggested.value where p.id = p_player_id;
  perform private.audit('INDEX_PUBLISHED', 'player', p_player_id::text, v_player.name,
                        jsonb_build_object('old', v_player.league_index, 'new', v_suggested.value, 'label', v_suggested.label));
  return json_build_object('league_index', v_suggested.value);
end
$$;
revoke all on function public.publish_index(uuid) from public;
grant execute on function public.publish_index(uuid) to anon, authenticated, service_role;

create function public.preview_recompute_indexes()
returns table (player_id uuid, name text, old_index numeric, new_index numeric, label text)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.require_admin();
  return query
  select p.id, p.name, p.league_index::numeric, s.value, s.label
  from public.players p
  join private.suggested_indexes s on s.player_id = p.id
  where s.value is distinct from p.league_index
  order by p.name, p.id;
end
$$;
comment on function public.preview_recompute_indexes() is 'Players whose suggested index differs from the published one (players with logs only).';
revoke all on function public.preview_recompute_indexes() from public;
grant execute on function public.preview_recompute_indexes() to anon, authenticated, service_role;

create function public.publish_recomputed_indexes()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin();
  with changes as (
    select p.id, p.name, p.league_index as old_index, s.value as new_index, s.label
    from public.players p
    join private.suggested_indexes s on s.player_id = p.id
    where s.value is distinct from p.league_index
  ),
  updated as (
    update public.players p set league_index = c.new_index
    from changes c
    where p.id = c.id
    returning p.id
  )
  insert into public.audit_log (actor, action, target_type, target_id, target_label, details)
  select 'admin', 'INDEX_PUBLISHED', 'player', c.id::text, c.name,
         jsonb_build_object('old', c.old_index, 'new', c.new_index, 'label', c.label, 'source', 'recompute')
  from changes c
  join updated u on u.id = c.id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function public.publish_recomputed_indexes() from public;
grant execute on function public.publish_recomputed_indexes() to anon, authenticated, service_role;

create function public.approve_players(p_player_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin();
  with approved as (
    update public.players p
    set status = 'ACTIVE', join_date = private.club_today()
    where p.id = any (coalesce(p_player_ids, '{}')) and p.status = 'PENDING'
    returning p.id, p.name, p.email
  ),
  mails as (
    insert into public.email_outbox (template, to_email, payload)
    select 'player_approved', a.email,
           jsonb_build_object('playerName', a.name, 'appUrl', private.app_url(),
                              'profileUrl', private.app_url() || '/players/' || a.id)
    from approved a
    where private.email_enabled()
  )
  insert into public.audit_log (actor, action, target_type, target_id, target_label, details)
  select 'admin', 'PLAYER_APPROVED', 'player', a.id::text, a.name, '{}'::jsonb
  from approved a;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function public.approve_players(uuid[]) from public;
grant execute on function public.approve_players(uuid[]) to anon, authenticated, service_role;

create function public.decline_players(p_player_ids uuid[])
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin();
  with declined as (
    update public.players p
    set status = 'INACTIVE'
    where p.id = any (coalesce(p_player_ids, '{}')) and p.status = 'PENDING'
    returning p.id, p.name, p.email
  ),
  mails as (
    insert into public.email_outbox (template, to_email, payload)
    select 'player_declined', d.email, jsonb_build_object('playerName', d.name, 'appUrl', private.app_url())
    from declined d
    where private.email_enabled()
  )
  insert into public.audit_log (actor, action, target_type, target_id, target_label, details)
  select 'admin', 'PLAYER_DECLINED', 'player', d.id::text, d.name, '{}'::jsonb
  from declined d;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
revoke all on function public.decline_players(uuid[]) from public;
grant execute on function public.decline_players(uuid[]) to anon, authenticated, service_role;

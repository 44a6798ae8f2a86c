-- Handicap log dates and duplicates (issue 13 item 14).
--
-- A round could be logged in year 1 or next year, and the same round twice (inflating its weight in the
-- index). Dates now lie between 1900-01-01 and today in the club time zone (the upper bound moves, so
-- add_handicap_log checks it; the table holds the lower one), and an exact duplicate — same player,
-- date, course and gross — is refused by a unique constraint and by the RPC with a readable message.

-- ================================================================================================
-- Tables
-- ================================================================================================

-- Duplicates already logged keep their first row; the others are removed and audited like a deletion.
with removed as (
  delete from public.handicap_logs h
  using public.handicap_logs k
  where k.player_id = h.player_id and k.date = h.date and k.course_name = h.course_name and k.gross = h.gross
    and (k.created_at, k.id) < (h.created_at, h.id)
  returning h.*
)
select private.audit('HANDICAP_LOG_DELETED', 'player', r.player_id::text,
                     (select p.name from public.players p where p.id = r.player_id),
                     jsonb_build_object('log_id', r.id, 'date', r.date, 'course_name', r.course_name, 'gross', r.gross,
                                        'differential', r.differential, 'reason', 'duplicate'),
                     'system')
from removed r;

alter table public.handicap_logs
  -- Not valid: a row logged earlier with an older date stays; every new or changed row is checked.
  add constraint handicap_logs_date_check check (date >= date '1900-01-01') not valid,
  -- The same round logged twice would count twice in the index.
  add constraint handicap_logs_no_duplicate unique (player_id, date, course_name, gross);

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces add_handicap_log of 20261127000200_players_and_handicaps.sql: the date must lie between
-- 1900-01-01 and today, and an exact duplicate is refused with a message.
create or replace function public.add_handicap_log(p_player_id uuid, p_date date, p_course_name text, p_rating numeric,
                                                   p_slope integer, p_gross integer)
returns public.handicap_logs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.handicap_logs;
  v_player_name text;
  v_date date := coalesce(p_date, private.club_today());
  v_duplicate constant text := 'This round is already in the handicap log (same date, course and gross score)';
begin
  perform private.require_owner_or_admin(p_player_id);
  select p.name into v_player_name from public.players p where p.id = p_player_id;
  if v_player_name is null then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if v_date < date '1900-01-01' or v_date > private.club_today() then
    raise exception using message = 'Date must be between 1900-01-01 and today', errcode = '23514';
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
  begin
    insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
    values (p_player_id, v_date, btrim(p_course_name), p_rating, p_slope, p_gross)
    returning * into v_row;
  exception when unique_violation then
    raise exception using message = v_duplicate, errcode = '23505';
  end;
  perform private.audit('HANDICAP_LOG_ADDED', 'player', p_player_id::text, v_player_name,
                        jsonb_build_object('log_id', v_row.id, 'date', v_row.date, 'course_name', v_row.course_name,
                                           'gross', v_row.gross, 'differential', v_row.differential));
  return v_row;
end
$$;
comment on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) is
  'The player or an admin logs a round (date 1900-01-01 … today, club time zone; no exact duplicate); audited.';
revoke all on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) from public;
grant execute on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) to anon, authenticated, service_role;

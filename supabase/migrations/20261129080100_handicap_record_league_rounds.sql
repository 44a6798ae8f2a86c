-- The protected handicap record (issue 18 items 1 and 2, DESIGN rule 21).
--
-- Every round now says where it came from: SELF (the member posted it), ADMIN (an admin posted it for the
-- member) or LEAGUE (posted at finalize from the member's complete 18-hole card in a league match, linked
-- to the match). League rounds post themselves: the finalize-match edge function computes each card's
-- adjusted gross score (net double bogey per hole, src/domain/handicap-posting.ts) and hands it to
-- private.post_league_rounds, which keeps exactly one row per (match, player) across reopen and
-- re-finalize and removes the row of a card that is no longer complete.
--
-- Duplicates: the old unique (player, date, course, gross) now holds among posted rounds (SELF, ADMIN)
-- only; league rounds are unique per (match, player), so two league matches on one day at one course
-- cannot collide. A round the member posted by hand on the match's date at the match's course is that
-- same league round: at finalize the league's entry replaces it (the replaced row's values stay in the
-- audit log, action HANDICAP_LOG_REPLACED), so the round counts once and nothing is lost; afterwards
-- add_handicap_log refuses to post it again.
--
-- Deleting: a member deletes only their own SELF rounds, within 24 hours of posting; LEAGUE and ADMIN
-- rounds, and SELF rounds older than that, only an admin can remove, with a reason, audited.

-- ================================================================================================
-- Tables
-- ================================================================================================

alter table public.handicap_logs
  add column source text not null default 'SELF',
  add column match_id uuid references public.matches (id) on delete set null,
  add constraint handicap_logs_source_check check (source in ('SELF', 'LEAGUE', 'ADMIN')),
  add constraint handicap_logs_match_is_league_check check (match_id is null or source = 'LEAGUE');
comment on column public.handicap_logs.source is 'SELF: posted by the member; ADMIN: posted by an admin; LEAGUE: posted at finalize from a league match''s card (match_id).';
comment on column public.handicap_logs.match_id is 'The league match a LEAGUE round was played in (null once that match is deleted).';

-- Rounds logged before sources existed: ADMIN when an admin's session logged them (the audit log says), else SELF.
update public.handicap_logs h set source = 'ADMIN'
where exists (select 1 from public.audit_log a
              where a.action = 'HANDICAP_LOG_ADDED' and a.actor_kind = 'admin' and a.details ->> 'log_id' = h.id::text);

alter table public.handicap_logs drop constraint handicap_logs_no_duplicate;
create unique index handicap_logs_no_duplicate on public.handicap_logs (player_id, date, course_name, gross)
  where source <> 'LEAGUE';
create unique index handicap_logs_match_player_key on public.handicap_logs (match_id, player_id);

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces add_handicap_log of 20261127120300_handicap_log_dates_and_duplicates.sql: the round is marked
-- SELF or ADMIN by who posts it, and the league round of that date at that course cannot be posted again.
create or replace function public.add_handicap_log(p_player_id uuid, p_date date, p_course_name text, p_rating numeric,
                                                   p_slope integer, p_gross integer)
returns public.handicap_logs
language plpgsql security definer set search_path = '' as $$
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
  if exists (select 1 from public.handicap_logs l
             where l.player_id = p_player_id and l.source = 'LEAGUE' and l.date = v_date
               and lower(l.course_name) = lower(btrim(p_course_name))) then
    raise exception using message = 'The league round of this date at this course is already in the handicap log', errcode = '23505';
  end if;
  begin
    insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, source)
    values (p_player_id, v_date, btrim(p_course_name), p_rating, p_slope, p_gross,
            case when private.is_admin() then 'ADMIN' else 'SELF' end)
    returning * into v_row;
  exception when unique_violation then
    raise exception using message = v_duplicate, errcode = '23505';
  end;
  perform private.audit('HANDICAP_LOG_ADDED', 'player', p_player_id::text, v_player_name,
                        jsonb_build_object('log_id', v_row.id, 'date', v_row.date, 'course_name', v_row.course_name,
                                           'gross', v_row.gross, 'differential', v_row.differential, 'source', v_row.source));
  return v_row;
end
$$;
comment on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) is 'The player (source SELF) or an admin (source ADMIN) logs a round (date 1900-01-01 … today, club time zone; no exact duplicate, not the league round of that date and course again); audited.';
revoke all on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) from public;
grant execute on function public.add_handicap_log(uuid, date, text, numeric, integer, integer) to anon, authenticated, service_role;

-- Replaces delete_handicap_log of 20261127000200_players_and_handicaps.sql (new argument p_reason): the
-- record is protected — the member removes only a SELF round of theirs within 24 hours of posting; every
-- other removal is an admin's, with a reason.
drop function public.delete_handicap_log(uuid);
create function public.delete_handicap_log(p_id uuid, p_reason text default null)
returns void
language plpgsql security definer set search_path = '' as $$
declare
  v_log public.handicap_logs;
  v_admin boolean := private.is_admin();
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  select l.* into v_log from public.handicap_logs l where l.id = p_id;
  if not found then
    raise exception using message = 'Handicap log not found', errcode = 'PT404';
  end if;
  perform private.require_owner_or_admin(v_log.player_id);
  if v_admin then
    if v_reason is null then
      raise exception using message = 'Give a reason for removing this round', errcode = '23514';
    end if;
    if char_length(v_reason) > 500 then
      raise exception using message = 'The reason must be 500 characters or less', errcode = '23514';
    end if;
  elsif v_log.source = 'LEAGUE' then
    raise exception using message = 'League rounds can be removed only by an admin', errcode = 'PT403';
  elsif v_log.source = 'ADMIN' then
    raise exception using message = 'Rounds an admin posted can be removed only by an admin', errcode = 'PT403';
  elsif v_log.created_at < now() - interval '24 hours' then
    raise exception using message = 'Rounds can be deleted within 24 hours of posting; ask an admin', errcode = 'PT403';
  end if;
  delete from public.handicap_logs l where l.id = p_id;
  perform private.audit('HANDICAP_LOG_DELETED', 'player', v_log.player_id::text,
                        (select p.name from public.players p where p.id = v_log.player_id),
                        jsonb_build_object('log_id', v_log.id, 'date', v_log.date, 'course_name', v_log.course_name,
                                           'gross', v_log.gross, 'differential', v_log.differential,
                                           'source', v_log.source, 'match_id', v_log.match_id, 'posted_at', v_log.created_at)
                        || case when v_admin then jsonb_build_object('reason', v_reason) else '{}'::jsonb end);
end
$$;
comment on function public.delete_handicap_log(uuid, text) is 'Removes a round: the member their own SELF round within 24 hours of posting; an admin any round, with a reason (p_reason). Audited with the round''s values.';
revoke all on function public.delete_handicap_log(uuid, text) from public;
grant execute on function public.delete_handicap_log(uuid, text) to anon, authenticated, service_role;

-- The league's rounds of a finalized match: p_rounds = [{player_id, adjusted_gross}], one per complete
-- 18-hole card, computed by the engine's handicap posting (src/domain/handicap-posting.ts) in the
-- finalize-match edge function. Course, date, rating and slope are the match's (its tee set's).
create function private.post_league_rounds(p_match_id uuid, p_rounds json)
returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_course text;
  v_rating numeric;
  v_slope integer;
  v_round record;
  v_log public.handicap_logs;
  v_posted integer := 0;
  v_removed integer := 0;
  v_replaced integer := 0;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if not v_match.is_final then
    raise exception using message = 'League rounds are posted when the match is finalized', errcode = '23514';
  end if;
  -- The index-rise check (20261129080200) does not flag the league's own postings of this transaction.
  perform pg_catalog.set_config('fairway.league_posting', 'on', true);
  if json_typeof(coalesce(p_rounds, 'null'::json)) <> 'array' then
    raise exception using message = 'Rounds must be a list', errcode = '22023';
  end if;
  select left(coalesce(nullif(btrim(v_match.course_name), ''), c.name), 100),
         coalesce(t.rating, v_match.course_rating), coalesce(t.slope, v_match.course_slope)
    into v_course, v_rating, v_slope
  from public.courses c
  left join public.teesets t on t.id = v_match.teeset_id
  where c.id = v_match.course_id;

  create temp table if not exists pg_temp.league_rounds (player_id uuid primary key, gross integer not null) on commit drop;
  truncate pg_temp.league_rounds;
  insert into pg_temp.league_rounds (player_id, gross)
  select (r ->> 'player_id')::uuid, (r ->> 'adjusted_gross')::integer
  from json_array_elements(p_rounds) r
  -- Only entrants of this match post; a rating or slope the record cannot hold posts nothing.
  where exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = (r ->> 'player_id')::uuid)
    and v_rating between 60 and 80 and v_slope between 55 and 155;
  if exists (select 1 from pg_temp.league_rounds where gross not between 18 and 216) then
    raise exception using message = 'An adjusted gross score must be between 18 and 216', errcode = '22023';
  end if;

  -- A card that is no longer complete (or a player no longer entered) loses its league round.
  for v_log in
    delete from public.handicap_logs l
    where l.match_id = p_match_id and not exists (select 1 from pg_temp.league_rounds r where r.player_id = l.player_id)
    returning l.*
  loop
    v_removed := v_removed + 1;
    perform private.audit('HANDICAP_LOG_DELETED', 'player', v_log.player_id::text,
                          (select p.name from public.players p where p.id = v_log.player_id),
                          jsonb_build_object('log_id', v_log.id, 'date', v_log.date, 'course_name', v_log.course_name,
                                             'gross', v_log.gross, 'differential', v_log.differential, 'source', v_log.source,
                                             'match_id', p_match_id, 'reason', 'The card is no longer complete at finalize'));
  end loop;

  -- The member's own posting of this round gives way to the league's (its values stay in the audit log).
  for v_log in
    delete from public.handicap_logs l
    using pg_temp.league_rounds r
    where l.player_id = r.player_id and l.source <> 'LEAGUE' and l.date = v_match.date
      and lower(l.course_name) = lower(v_course)
    returning l.*
  loop
    v_replaced := v_replaced + 1;
    perform private.audit('HANDICAP_LOG_REPLACED', 'player', v_log.player_id::text,
                          (select p.name from public.players p where p.id = v_log.player_id),
                          jsonb_build_object('log_id', v_log.id, 'date', v_log.date, 'course_name', v_log.course_name,
                                             'rating', v_log.rating, 'slope', v_log.slope, 'gross', v_log.gross,
                                             'differential', v_log.differential, 'source', v_log.source,
                                             'posted_at', v_log.created_at, 'match_id', p_match_id,
                                             'reason', 'The league posted this round from the match''s card'));
  end loop;

  insert into public.handicap_logs as l (player_id, date, course_name, rating, slope, gross, source, match_id)
  select r.player_id, v_match.date, v_course, v_rating, v_slope, r.gross, 'LEAGUE', p_match_id
  from pg_temp.league_rounds r
  on conflict (match_id, player_id) do update
    set date = excluded.date, course_name = excluded.course_name, rating = excluded.rating,
        slope = excluded.slope, gross = excluded.gross
    where (l.date, l.course_name, l.rating, l.slope, l.gross)
          is distinct from (excluded.date, excluded.course_name, excluded.rating, excluded.slope, excluded.gross);
  get diagnostics v_posted = row_count;

  if v_posted + v_removed + v_replaced > 0 then
    perform private.audit('LEAGUE_ROUNDS_POSTED', 'match', p_match_id::text, v_match.name,
                          jsonb_build_object('posted', v_posted, 'removed', v_removed, 'replaced', v_replaced,
                                             'rounds', (select count(*) from pg_temp.league_rounds)));
  end if;
  return json_build_object('posted', v_posted, 'removed', v_removed, 'replaced', v_replaced,
                           'rounds', (select count(*) from pg_temp.league_rounds));
end
$$;
comment on function private.post_league_rounds(uuid, json) is 'Posts a finalized match''s complete cards to the handicap record (source LEAGUE, one row per match and player, kept in step on re-finalize; a hand-posted copy of the round is replaced, audited). Admin session required; service_role only: the finalize-match edge function is its one caller.';
revoke all on function private.post_league_rounds(uuid, json) from public;
grant execute on function private.post_league_rounds(uuid, json) to service_role;

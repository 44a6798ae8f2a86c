-- Cards from the start of match day, for everyone (DESIGN rules 16 and 17).
--
-- A walk entered scores for a match dated next week: save_hole_scores and upsert_scorecard let an admin write
-- a card before the match day, and import_scorecards (admin only) checked neither the day nor a called-off
-- match (the scorecards trigger refused the latter with its own words, after the rows were validated). Rule 16
-- gives every card writer the same window — from the start of match day in the club time zone until finalize —
-- so all three now refuse a card before the match day, for admins too, with the message players already got
-- ('Scores can be entered from the match day'). A called-off match is refused first, with its own message. private.card_day_refusal() is the one place the rule is written.

create function private.card_day_refusal(p_match public.matches)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_match.cancelled_at is not null then private.cancelled_match_message()
    when p_match.date > private.club_today() then 'Scores can be entered from the match day'
  end
$$;
comment on function private.card_day_refusal(p_match public.matches) is 'Why no card of this match may be written now: called off, or before its day in the club time zone (DESIGN rules 16, 17); null when cards are open (finalize is checked by the callers).';
revoke all on function private.card_day_refusal(public.matches) from public;

-- Replaces save_hole_scores of 20261129020100_save_hole_scores_checks.sql: before the match day refused for
-- admins too (private.card_day_refusal), checked once before the rows rather than per player.
create or replace function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_admin boolean := private.is_admin();
  v_item jsonb;
  v_player uuid;
  v_strokes integer;
  v_seen uuid[] := '{}';
  v_card public.scorecards;
  v_cards json[] := '{}';
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  if p_hole is null or p_hole not between 1 and 18 then
    raise exception using message = 'Hole must be between 1 and 18', errcode = '22023';
  end if;
  if p_scores is null or jsonb_typeof(p_scores) <> 'array' or jsonb_array_length(p_scores) not between 1 and 5 then
    raise exception using message = 'Send the scores of 1 to 5 players', errcode = '22023';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if private.card_day_refusal(v_match) is not null then
    raise exception using message = private.card_day_refusal(v_match), errcode = '23514';
  end if;
  for v_item in select value from jsonb_array_elements(p_scores) loop
    if jsonb_typeof(v_item) <> 'object' or not (v_item ? 'player_id' and v_item ? 'strokes') then
      raise exception using message = 'Each score needs a player and strokes', errcode = '22023';
    end if;
    begin
      v_player := (v_item ->> 'player_id')::uuid;
      v_strokes := (v_item ->> 'strokes')::integer;
    exception when others then
      raise exception using message = 'Each score needs a player and strokes', errcode = '22023';
    end;
    if v_player is null then
      raise exception using message = 'Each score needs a player and strokes', errcode = '22023';
    end if;
    if v_player = any (v_seen) then
      raise exception using message = 'Send each player once per hole', errcode = '22023';
    end if;
    v_seen := v_seen || v_player;
    if v_strokes is not null and v_strokes not between 1 and 12 then
      raise exception using message = 'Hole scores must be between 1 and 12', errcode = '23514';
    end if;
    if not private.may_write_card(p_match_id, v_player) then
      raise exception using message = 'Only the player, their marker or an admin can change this card', errcode = 'PT403';
    end if;
    if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_player) then
      raise exception using message = 'Player is not entered in this match', errcode = '23514';
    end if;
    insert into public.scorecards (match_id, player_id) values (p_match_id, v_player)
      on conflict (match_id, player_id) do nothing;
    select s.* into v_card from public.scorecards s
      where s.match_id = p_match_id and s.player_id = v_player for update;
    if v_card.attested_at is not null and not v_admin then
      raise exception using message = 'This card has been attested; only an admin can change it', errcode = 'PT403';
    end if;
    -- p_hole is a checked integer 1–18, so the column name is one of hole_1 … hole_18.
    execute format('update public.scorecards set %I = $1, updated_at = now() where match_id = $2 and player_id = $3 returning *',
                   'hole_' || p_hole)
      into v_card using v_strokes, p_match_id, v_player;
    v_cards := v_cards || private.card_json(v_card);
  end loop;
  return array_to_json(v_cards);
end
$$;
comment on function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) is 'Saves one hole for 1–5 entrants ([{player_id, strokes|null}], each player once; null clears the hole): each card by its player, their group''s marker or an admin, from the start of match day (club time zone, admins too) until finalize, not in a called-off match; attested cards only an admin. All or nothing; every hole change is kept by scorecards_audit_edit. Answers the cards.';
revoke all on function public.save_hole_scores(uuid, integer, jsonb) from public;
grant execute on function public.save_hole_scores(uuid, integer, jsonb) to anon, authenticated, service_role;

-- Replaces upsert_scorecard of 20261127120000_card_writers_history_attestation.sql: before the match day
-- refused for admins too, and a called-off match refused with its own message (private.card_day_refusal).
create or replace function public.upsert_scorecard(p_match_id uuid, p_player_id uuid, p_holes integer[])
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_problem text;
  v_card public.scorecards;
  v_old public.scorecards;
  v_admin boolean := private.is_admin();
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  if not private.may_write_card(p_match_id, p_player_id) then
    raise exception using message = 'Only the player, their marker or an admin can change this card', errcode = 'PT403';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  if private.card_day_refusal(v_match) is not null then
    raise exception using message = private.card_day_refusal(v_match), errcode = '23514';
  end if;
  select s.* into v_old from public.scorecards s where s.match_id = p_match_id and s.player_id = p_player_id for update;
  if v_old.attested_at is not null and not v_admin then
    raise exception using message = 'This card has been attested; only an admin can change it', errcode = 'PT403';
  end if;
  v_problem := private.holes_problem(p_holes);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  insert into public.scorecards (match_id, player_id, hole_1, hole_2, hole_3, hole_4, hole_5, hole_6, hole_7, hole_8,
    hole_9, hole_10, hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18)
  values (p_match_id, p_player_id, p_holes[1], p_holes[2], p_holes[3], p_holes[4], p_holes[5], p_holes[6], p_holes[7],
    p_holes[8], p_holes[9], p_holes[10], p_holes[11], p_holes[12], p_holes[13], p_holes[14], p_holes[15], p_holes[16],
    p_holes[17], p_holes[18])
  on conflict (match_id, player_id) do update set
    hole_1 = excluded.hole_1, hole_2 = excluded.hole_2, hole_3 = excluded.hole_3, hole_4 = excluded.hole_4,
    hole_5 = excluded.hole_5, hole_6 = excluded.hole_6, hole_7 = excluded.hole_7, hole_8 = excluded.hole_8,
    hole_9 = excluded.hole_9, hole_10 = excluded.hole_10, hole_11 = excluded.hole_11, hole_12 = excluded.hole_12,
    hole_13 = excluded.hole_13, hole_14 = excluded.hole_14, hole_15 = excluded.hole_15, hole_16 = excluded.hole_16,
    hole_17 = excluded.hole_17, hole_18 = excluded.hole_18
  returning * into v_card;
  perform private.audit('SCORECARD_UPLOADED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('player_id', p_player_id,
                                           'player_name', (select p.name from public.players p where p.id = p_player_id),
                                           'holes', to_jsonb(p_holes), 'gross_total', v_card.gross_total,
                                           'attested', v_card.attested_at is not null));
  return private.card_json(v_card);
end
$$;
comment on function public.upsert_scorecard(p_match_id uuid, p_player_id uuid, p_holes integer[]) is 'Saves an entrant''s 18 hole scores: the player, their marker or an admin, from the start of match day (club time zone) until finalize, not in a called-off match; an attested card only an admin. Answers the card.';
revoke all on function public.upsert_scorecard(uuid, uuid, integer[]) from public;
grant execute on function public.upsert_scorecard(uuid, uuid, integer[]) to anon, authenticated, service_role;

-- Replaces import_scorecards of 20261127000400_matches_games_entries_results.sql: a called-off match and a
-- match before its day are refused before any row is read (private.card_day_refusal).
create or replace function public.import_scorecards(p_match_id uuid, p_rows json)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_problem record;
  v_count integer;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if private.card_day_refusal(v_match) is not null then
    raise exception using message = private.card_day_refusal(v_match), errcode = '23514';
  end if;
  if p_rows is null or json_typeof(p_rows) <> 'array' or json_array_length(p_rows) = 0 then
    raise exception using message = 'No scorecard rows to import', errcode = '23514';
  end if;
  -- Validate every row before writing anything (DESIGN rule 13).
  with rows as (
    select r.n, r.value ->> 'player_id' as player_text, r.value -> 'holes' as holes_json
    from json_array_elements(p_rows) with ordinality as r(value, n)
  ),
  checked as (
    select rows.n,
      case
        when rows.player_text is null or rows.player_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
          or not exists (select 1 from public.players p where p.id = rows.player_text::uuid)
          then 'unknown player'
        when not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = rows.player_text::uuid)
          then 'player is not entered in this match'
        when json_typeof(rows.holes_json) is distinct from 'array' or json_array_length(rows.holes_json) <> 18
          then 'a scorecard needs 18 hole scores'
        when exists (select 1 from json_array_elements(rows.holes_json) h
                     where json_typeof(h) <> 'null'
                       and (json_typeof(h) <> 'number' or (h #>> '{}') !~ '^[0-9]+$' or (h #>> '{}')::integer not between 1 and 12))
          then 'hole scores must be between 1 and 12'
        when (select count(*) from rows r2 where r2.player_text = rows.player_text) > 1
          then 'the player appears more than once'
      end as problem
    from rows
  )
  select c.n, c.problem into v_problem from checked c where c.problem is not null order by c.n limit 1;
  if v_problem.n is not null then
    raise exception using message = 'Row ' || v_problem.n || ': ' || v_problem.problem, errcode = '23514';
  end if;

  insert into public.scorecards (match_id, player_id, hole_1, hole_2, hole_3, hole_4, hole_5, hole_6, hole_7, hole_8,
    hole_9, hole_10, hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18)
  select p_match_id, (r.value ->> 'player_id')::uuid,
    (r.value -> 'holes' ->> 0)::smallint, (r.value -> 'holes' ->> 1)::smallint, (r.value -> 'holes' ->> 2)::smallint,
    (r.value -> 'holes' ->> 3)::smallint, (r.value -> 'holes' ->> 4)::smallint, (r.value -> 'holes' ->> 5)::smallint,
    (r.value -> 'holes' ->> 6)::smallint, (r.value -> 'holes' ->> 7)::smallint, (r.value -> 'holes' ->> 8)::smallint,
    (r.value -> 'holes' ->> 9)::smallint, (r.value -> 'holes' ->> 10)::smallint, (r.value -> 'holes' ->> 11)::smallint,
    (r.value -> 'holes' ->> 12)::smallint, (r.value -> 'holes' ->> 13)::smallint, (r.value -> 'holes' ->> 14)::smallint,
    (r.value -> 'holes' ->> 15)::smallint, (r.value -> 'holes' ->> 16)::smallint, (r.value -> 'holes' ->> 17)::smallint
  from json_array_elements(p_rows) r(value)
  on conflict (match_id, player_id) do update set
    hole_1 = excluded.hole_1, hole_2 = excluded.hole_2, hole_3 = excluded.hole_3, hole_4 = excluded.hole_4,
    hole_5 = excluded.hole_5, hole_6 = excluded.hole_6, hole_7 = excluded.hole_7, hole_8 = excluded.hole_8,
    hole_9 = excluded.hole_9, hole_10 = excluded.hole_10, hole_11 = excluded.hole_11, hole_12 = excluded.hole_12,
    hole_13 = excluded.hole_13, hole_14 = excluded.hole_14, hole_15 = excluded.hole_15, hole_16 = excluded.hole_16,
    hole_17 = excluded.hole_17, hole_18 = excluded.hole_18;
  get diagnostics v_count = row_count;
  perform private.audit('SCORECARDS_IMPORTED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('rows', v_count));
  return v_count;
end
$$;
comment on function public.import_scorecards(p_match_id uuid, p_rows json) is 'Admin: imports scorecards (rows {player_id, holes[18]}), every row validated before any is written; from the start of match day until finalize, not in a called-off match.';
revoke all on function public.import_scorecards(uuid, json) from public;
grant execute on function public.import_scorecards(uuid, json) to anon, authenticated, service_role;

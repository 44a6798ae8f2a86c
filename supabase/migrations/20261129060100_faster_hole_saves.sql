-- Saturday-morning load (issue 16, slice "load"): a marker's save of one hole for a group of four
-- (save_hole_scores) cost about 70 ms of server time on the scale league, so 36 markers saving at once
-- queued behind each other. Measured per function (track_functions = all, 18 saves of 4 players):
--   * private.may_write_card, a `language sql` security definer function (planned again on every call),
--     evaluated private.current_player_id() — a token hash and a session lookup — once per tee sheet
--     group it looked at: ~110 calls per card checked;
--   * private.scorecard_holes and private.card_json, `language sql` with `set search_path`, which
--     PostgreSQL never inlines: each of the ~10 calls per card (the card-history trigger reads the old and
--     the new card) parsed and planned its one-line body again;
--   * private.refuse_final_changes built its statement as text and planned it for every statement, twice
--     per card (the insert-if-missing and the update).
-- Same answers, same refusals; only how they are computed changes.

-- Replaces the definition in 20261129000100_tee_sheet_and_hole_scores_foundation.sql: plpgsql (its plan is
-- cached per connection), the admin check and the caller's player looked up once per call.
create or replace function private.may_write_card(p_match_id uuid, p_player_id uuid) returns boolean
language plpgsql stable security definer set search_path = '' as $$
declare
  v_me uuid;
begin
  if private.is_admin() then
    return true;
  end if;
  v_me := private.current_player_id();
  if v_me is null then
    return false;
  end if;
  return exists (
    select 1 from public.match_entries e
    where e.match_id = p_match_id and e.player_id = p_player_id
      and (e.player_id = v_me
           or exists (select 1 from public.match_groups g
                      join public.match_entries me on me.group_id = g.id and me.player_id = g.marker_player_id
                      where g.id = e.group_id and g.marker_player_id = v_me)));
end
$$;
comment on function private.may_write_card(p_match_id uuid, p_player_id uuid) is 'True when the request may write this entrant''s card: an admin, the player themselves, or the marker of the player''s tee sheet group who plays in it (DESIGN rule 16).';
revoke all on function private.may_write_card(uuid, uuid) from public;

-- Replaces the definition in 20261127000400_matches_games_entries_results.sql. Without `set search_path`
-- (its body names no object a search path could change) the planner inlines it into the calling statement.
create or replace function private.scorecard_holes(p_card public.scorecards)
returns integer[]
language sql
immutable
as $$
  select array[p_card.hole_1, p_card.hole_2, p_card.hole_3, p_card.hole_4, p_card.hole_5, p_card.hole_6,
               p_card.hole_7, p_card.hole_8, p_card.hole_9, p_card.hole_10, p_card.hole_11, p_card.hole_12,
               p_card.hole_13, p_card.hole_14, p_card.hole_15, p_card.hole_16, p_card.hole_17,
               p_card.hole_18]::integer[]
$$;
comment on function private.scorecard_holes(public.scorecards) is 'A card''s 18 holes as an array (null = not played). Inlined by the planner: no search_path of its own, nothing in it to look up.';
revoke all on function private.scorecard_holes(public.scorecards) from public;

-- Replaces the definition in 20261127120000_card_writers_history_attestation.sql; inlined, like scorecard_holes
-- (json_build_object is pg_catalog's, which every search path reads first).
create or replace function private.card_json(p_card public.scorecards)
returns json
language sql
stable
as $$
  select json_build_object('player_id', p_card.player_id, 'holes', private.scorecard_holes(p_card),
                           'gross_total', p_card.gross_total, 'updated_at', p_card.updated_at,
                           'attested_at', p_card.attested_at)
$$;
comment on function private.card_json(public.scorecards) is 'A card as the scoring RPCs answer it.';
revoke all on function private.card_json(public.scorecards) from public;

-- Replaces the definition in 20261127000400_matches_games_entries_results.sql: one static statement per
-- operation instead of text built by private.changed_rows_sql and planned on every call. PL/pgSQL compiles a
-- trigger function once per table, so each table keeps its own cached plans over its transition tables.
create or replace function private.refuse_final_changes() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_final boolean;
begin
  if tg_op = 'INSERT' then
    select exists (select 1 from new_rows c join public.matches m on m.id = c.match_id where m.is_final) into v_final;
  elsif tg_op = 'DELETE' then
    select exists (select 1 from old_rows c join public.matches m on m.id = c.match_id where m.is_final) into v_final;
  else
    select exists (select 1 from (select match_id from new_rows union all select match_id from old_rows) c
                   join public.matches m on m.id = c.match_id where m.is_final) into v_final;
  end if;
  if v_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  return null;
end
$$;
revoke all on function private.refuse_final_changes() from public;

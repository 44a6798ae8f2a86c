-- Group scoring hole by hole (issue 16, slice "groupscore"): save_hole_scores refuses with a readable
-- message what it let through or answered with a raw constraint error:
--   * an item without a "strokes" key (it cleared the hole; a clear is an explicit null),
--   * the same player twice in one call (the second score silently won, and the history showed both),
--   * a player who is not entered in the match (an admin got the foreign-key error of scorecards),
--   * a called-off match is refused up front with its message, before any card is touched.
-- Everything else is unchanged: one hole for 1–5 entrants, all or nothing.

-- Replaces save_hole_scores of 20261129000100_tee_sheet_and_hole_scores_foundation.sql.
create or replace function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) returns json
language plpgsql security definer set search_path = '' as $$
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
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
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
    if not v_admin and v_match.date > private.club_today() then
      raise exception using message = 'Scores can be entered from the match day', errcode = '23514';
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
comment on function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) is 'Saves one hole for 1–5 entrants ([{player_id, strokes|null}], each player once; null clears the hole): each card by its player, their group''s marker or an admin, from match day until finalize, not in a called-off match; attested cards only an admin. All or nothing; every hole change is kept by scorecards_audit_edit. Answers the cards.';
revoke all on function public.save_hole_scores(uuid, integer, jsonb) from public;
grant execute on function public.save_hole_scores(uuid, integer, jsonb) to anon, authenticated, service_role;

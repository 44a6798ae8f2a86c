-- Round day foundations (issue: tee sheet, group scoring hole by hole), shared by several slices:
--   * public.match_groups: a match's tee sheet groups (1–5 players, a tee time or a shotgun starting hole,
--     a marker from the group, an optional flight letter); match_entries.group_id places an entrant.
--   * private.may_write_card: the marker of the player's group may write the card (DESIGN rule 16).
--   * public.save_hole_scores: one hole for several players of a group in one call (the marker's screen).

create table public.match_groups (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  number smallint not null check (number between 1 and 99),
  tee_time time,
  start_hole smallint check (start_hole between 1 and 18),
  marker_player_id uuid,
  flight text check (flight is null or flight ~ '^[A-Z]$'),
  created_at timestamptz not null default now(),
  constraint match_groups_number_key unique (match_id, number),
  constraint match_groups_id_match_key unique (id, match_id),
  constraint match_groups_marker_entry_fkey foreign key (match_id, marker_player_id)
    references public.match_entries (match_id, player_id) on delete set null (marker_player_id)
);
comment on table public.match_groups is 'Tee sheet groups of a match: number, tee time (club zone) or shotgun starting hole, marker, flight. Written only through the tee sheet RPCs.';
alter table public.match_groups enable row level security;
create policy "Anyone can read tee sheet groups" on public.match_groups for select to anon, authenticated using (true);
revoke all on public.match_groups from anon, authenticated;
grant select on public.match_groups to anon, authenticated;
grant all on public.match_groups to service_role;

alter table public.match_entries add column group_id uuid;
alter table public.match_entries add constraint match_entries_group_fkey foreign key (group_id, match_id)
  references public.match_groups (id, match_id) on delete set null (group_id);
create index match_entries_group_idx on public.match_entries (group_id, match_id) where group_id is not null;
create index match_groups_marker_idx on public.match_groups (match_id, marker_player_id) where marker_player_id is not null;
comment on column public.match_entries.group_id is 'The tee sheet group the entrant plays in (null: not placed yet).';

create function private.check_group_size() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.group_id is null or (tg_op = 'UPDATE' and new.group_id is not distinct from old.group_id) then
    return new;
  end if;
  -- Lock the group so two concurrent placements cannot both take its last place.
  perform 1 from public.match_groups g where g.id = new.group_id for update;
  if (select count(*) from public.match_entries e where e.group_id = new.group_id and e.id <> new.id) >= 5 then
    raise exception using message = 'A group has at most 5 players', errcode = '23514';
  end if;
  return new;
end
$$;
comment on function private.check_group_size() is 'Trigger on public.match_entries: a tee sheet group holds at most 5 players.';
revoke all on function private.check_group_size() from public;
create trigger match_entries_group_size_check before insert or update of group_id on public.match_entries
  for each row execute function private.check_group_size();

-- Replaces the definition in 20261127120000_card_writers_history_attestation.sql (now: the group's marker too).
create or replace function private.may_write_card(p_match_id uuid, p_player_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select private.is_admin()
    or coalesce(
         exists (
           select 1 from public.match_entries e
           where e.match_id = p_match_id and e.player_id = p_player_id
             and (e.player_id = private.current_player_id()
                  or exists (select 1 from public.match_groups g
                             join public.match_entries me on me.group_id = g.id and me.player_id = g.marker_player_id
                             where g.id = e.group_id and g.marker_player_id = private.current_player_id()))),
         false)
$$;
comment on function private.may_write_card(p_match_id uuid, p_player_id uuid) is 'True when the request may write this entrant''s card: an admin, the player themselves, or the marker of the player''s tee sheet group who plays in it (DESIGN rule 16).';
revoke all on function private.may_write_card(uuid, uuid) from public;

create function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) returns json
language plpgsql security definer set search_path = '' as $$
declare
  v_match public.matches;
  v_admin boolean := private.is_admin();
  v_item jsonb;
  v_player uuid;
  v_strokes integer;
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
  for v_item in select value from jsonb_array_elements(p_scores) loop
    begin
      v_player := (v_item ->> 'player_id')::uuid;
      v_strokes := (v_item ->> 'strokes')::integer;
    exception when others then
      raise exception using message = 'Each score needs a player and strokes', errcode = '22023';
    end;
    if v_player is null then
      raise exception using message = 'Each score needs a player and strokes', errcode = '22023';
    end if;
    if v_strokes is not null and v_strokes not between 1 and 12 then
      raise exception using message = 'Hole scores must be between 1 and 12', errcode = '23514';
    end if;
    if not private.may_write_card(p_match_id, v_player) then
      raise exception using message = 'Only the player, their marker or an admin can change this card', errcode = 'PT403';
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
comment on function public.save_hole_scores(p_match_id uuid, p_hole integer, p_scores jsonb) is 'Saves one hole for 1–5 entrants ([{player_id, strokes|null}]): each card by its player, their group''s marker or an admin, from match day until finalize; attested cards only an admin. All or nothing; every hole change is kept by scorecards_audit_edit. Answers the cards.';
revoke all on function public.save_hole_scores(uuid, integer, jsonb) from public;
grant execute on function public.save_hole_scores(uuid, integer, jsonb) to anon, authenticated, service_role;

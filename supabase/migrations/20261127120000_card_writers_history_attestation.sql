-- Who writes a card, its per-hole history and attestation (issue 13 items 3–4; DESIGN Turn 2 rule 16).
--
-- Until now any entrant of a match could rewrite any card of it. A card is now written by the player,
-- their group's marker once the tee sheet exists, or an admin; players from the start of match day
-- (club time zone) until finalize. Every hole change is kept in private.scorecard_hole_changes (who,
-- when, old → new) by a trigger, so every writer — the RPCs, an import, a later adjustment — leaves its
-- trace. A player attests their complete card; from then on only an admin changes it.
-- Refusals use SQLSTATE PT403, which PostgREST answers with HTTP 403: the app always calls as the anon
-- role, for which PostgREST turns 42501 into 401 ("sign in"), the wrong answer to "not your card".

-- ================================================================================================
-- Tables
-- ================================================================================================

alter table public.scorecards add column attested_at timestamptz;
comment on column public.scorecards.attested_at is
  'When the player confirmed their card (attest_scorecard); after it only an admin changes the card.';

create table private.scorecard_hole_changes (
  id bigint generated always as identity primary key,
  match_id uuid not null,
  player_id uuid not null,
  hole smallint not null check (hole between 1 and 18),
  old_strokes smallint,
  new_strokes smallint,
  -- As the audit log records actors (DESIGN rule 14): a player by id; an admin (by id once named admins
  -- exist); the system (service role, seed, scheduled jobs).
  actor_kind text not null check (actor_kind in ('player', 'admin', 'system')),
  actor_id uuid,
  changed_at timestamptz not null default now(),
  constraint scorecard_hole_changes_card_fkey foreign key (match_id, player_id)
    references public.scorecards (match_id, player_id) on delete cascade,
  constraint scorecard_hole_changes_player_actor_check check (actor_kind <> 'player' or actor_id is not null)
);
alter table private.scorecard_hole_changes enable row level security;
create index scorecard_hole_changes_card_idx on private.scorecard_hole_changes (match_id, player_id, changed_at desc, id desc);
comment on table private.scorecard_hole_changes is
  'Every change of a hole score (who, when, old → new), written by the trigger scorecards_audit_edit; read through get_scorecard_history.';

-- ================================================================================================
-- Helpers
-- ================================================================================================

create function private.may_write_card(p_match_id uuid, p_player_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- The tee sheet's marker of the player's group joins this list when groups exist.
  select private.is_admin()
    or coalesce(p_player_id = private.current_player_id()
                and exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id),
                false)
$$;
comment on function private.may_write_card(uuid, uuid) is
  'True when the request may write this entrant''s card: an admin, or the player themselves (DESIGN rule 16).';
revoke all on function private.may_write_card(uuid, uuid) from public;

create function private.record_card_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_admin boolean := private.is_admin();
  v_player uuid := private.current_player_id();
begin
  insert into private.scorecard_hole_changes (match_id, player_id, hole, old_strokes, new_strokes, actor_kind, actor_id)
  select new.match_id, new.player_id, h.n, o.strokes, h.strokes,
         case when v_admin then 'admin' when v_player is not null then 'player' else 'system' end,
         case when v_admin then null else v_player end
  from unnest(private.scorecard_holes(new)) with ordinality as h(strokes, n)
  left join unnest(case when tg_op = 'UPDATE' then private.scorecard_holes(old) end) with ordinality as o(strokes, n)
    on o.n = h.n
  where h.strokes is distinct from o.strokes;
  return null;
end
$$;
comment on function private.record_card_changes() is
  'Trigger on public.scorecards: one private.scorecard_hole_changes row per hole whose score changed, with the actor.';
revoke all on function private.record_card_changes() from public;

create trigger scorecards_audit_edit
after insert or update of hole_1, hole_2, hole_3, hole_4, hole_5, hole_6, hole_7, hole_8, hole_9, hole_10,
  hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18 on public.scorecards
for each row execute function private.record_card_changes();

create function private.card_json(p_card public.scorecards)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('player_id', p_card.player_id, 'holes', private.scorecard_holes(p_card),
                           'gross_total', p_card.gross_total, 'updated_at', p_card.updated_at,
                           'attested_at', p_card.attested_at)
$$;
comment on function private.card_json(public.scorecards) is 'A card as the scoring RPCs answer it.';
revoke all on function private.card_json(public.scorecards) from public;

-- ================================================================================================
-- RPCs
-- ================================================================================================

-- Replaces upsert_scorecard of 20261127000400_matches_games_entries_results.sql: only the player (or
-- their marker) and admins write a card, players from match day on; an attested card only by an admin.
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
  if not v_admin and v_match.date > private.club_today() then
    raise exception using message = 'Scores can be entered from the match day', errcode = '23514';
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
comment on function public.upsert_scorecard(uuid, uuid, integer[]) is
  'Saves an entrant''s 18 hole scores: the player (from match day) or an admin; an attested card only an admin. Answers the card.';
revoke all on function public.upsert_scorecard(uuid, uuid, integer[]) from public;
grant execute on function public.upsert_scorecard(uuid, uuid, integer[]) to anon, authenticated, service_role;

create function public.attest_scorecard(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := private.current_player_id();
  v_match public.matches;
  v_card public.scorecards;
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  select s.* into v_card from public.scorecards s where s.match_id = p_match_id and s.player_id = v_me for update;
  if v_me is null or not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_me) then
    raise exception using message = 'Only a player in this match can attest their own card', errcode = 'PT403';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_card.player_id is null or array_position(private.scorecard_holes(v_card), null) is not null then
    raise exception using message = 'Enter all 18 holes before attesting your card', errcode = '23514';
  end if;
  if v_card.attested_at is null then
    update public.scorecards s set attested_at = now()
    where s.match_id = p_match_id and s.player_id = v_me
    returning * into v_card;
    perform private.audit('SCORECARD_ATTESTED', 'match', p_match_id::text, v_match.name,
                          jsonb_build_object('player_id', v_me, 'gross_total', v_card.gross_total));
  end if;
  return private.card_json(v_card);
end
$$;
comment on function public.attest_scorecard(uuid) is
  'The session player confirms their complete card of this match; afterwards only an admin changes it. Answers the card.';
revoke all on function public.attest_scorecard(uuid) from public;
grant execute on function public.attest_scorecard(uuid) to anon, authenticated, service_role;

create function public.get_scorecard_history(p_match_id uuid, p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() and p_player_id is distinct from private.current_player_id() then
    raise exception using message = 'Only the player or an admin can see the history of this card', errcode = 'PT403';
  end if;
  return (
    select coalesce(json_agg(json_build_object(
             'hole', c.hole, 'old_strokes', c.old_strokes, 'new_strokes', c.new_strokes,
             'actor_kind', c.actor_kind, 'actor_id', c.actor_id,
             'actor_name', case c.actor_kind
                             when 'player' then (select p.name from public.players p where p.id = c.actor_id)
                             when 'admin' then 'Admin'
                             else 'System'
                           end,
             'changed_at', c.changed_at)
           order by c.changed_at desc, c.id desc), '[]'::json)
    from private.scorecard_hole_changes c
    where c.match_id = p_match_id and c.player_id = p_player_id
  );
end
$$;
comment on function public.get_scorecard_history(uuid, uuid) is
  'Every hole change of a card, newest first (hole, old → new, who, when): for admins and the card''s player.';
revoke all on function public.get_scorecard_history(uuid, uuid) from public;
grant execute on function public.get_scorecard_history(uuid, uuid) to anon, authenticated, service_role;

-- Replaces get_match_scorecards of 20261127000400_matches_games_entries_results.sql: each card says
-- whether it is attested.
create or replace function public.get_match_scorecards(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
begin
  return (
    select json_build_object(
      'is_final', m.is_final,
      'scorecards', coalesce((
        select json_agg(x order by x.player_id)
        from (
          select s.player_id,
                 array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8,
                       s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15,
                       s.hole_16, s.hole_17, s.hole_18]::integer[] as holes,
                 s.gross_total, s.updated_at, s.attested_at
          from public.scorecards s
          where s.match_id = p_match_id
        ) x), '[]'::json),
      'entries_count', (select count(*)::integer from public.match_entries e where e.match_id = p_match_id),
      'entries_latest_at', (select max(e.created_at) from public.match_entries e where e.match_id = p_match_id)
    )
    from public.matches m
    where m.id = p_match_id
  );
end
$$;
comment on function public.get_match_scorecards(uuid) is
  'The live leaderboard''s poll: final flag, scorecards (with attested_at), and the entries'' count and latest entry time; null when missing.';
revoke all on function public.get_match_scorecards(uuid) from public;
grant execute on function public.get_match_scorecards(uuid) to anon, authenticated, service_role;

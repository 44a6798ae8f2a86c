-- Fairway League — game catalog, matches, match games, entries, opt-ins, payments, scorecards, results.
--
-- Money (DESIGN rules 4, 6, 7), all integer cents:
--   pot: PER_ENTRY = buy-in × opted-in players; PER_PLAYER = buy-in × entrants; FLAT = buy-in.
--   who plays a game: PER_ENTRY → opted-in entrants; PER_PLAYER and FLAT → every entrant.
--   a player's charges = Σ enabled PER_PLAYER buy-ins + Σ enabled, opted-in PER_ENTRY buy-ins;
--   paid_in_full is kept by triggers: payments ≥ charges (on payment, opt-in, game or entry change).
--   results: payouts ≥ 0, Σ payouts ≤ pot per game, players are in that game.
-- A final match is locked: triggers refuse changes to its entries, opt-ins, games, scorecards and
-- results (payments may still be recorded). Reopen unlocks and deletes its results.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.game_catalog (
  code text primary key constraint game_catalog_code_check check (code ~ '^[A-Z][A-Z0-9_]*$'),
  name text not null,
  category text not null,
  default_buy_in integer not null default 0 constraint game_catalog_default_buy_in_check check (default_buy_in >= 0),
  pot_calc text not null default 'PER_ENTRY' constraint game_catalog_pot_calc_check check (pot_calc in ('PER_ENTRY', 'PER_PLAYER', 'FLAT')),
  requires_teams boolean not null default false,
  sort_order integer not null default 0
);

comment on table public.game_catalog is 'Games the league offers. default_buy_in in cents follows the defaultBuyIns setting.';

create table public.matches (
  id uuid primary key default gen_random_uuid(),
  -- Spec §5: match name required.
  name text not null constraint matches_name_check check (btrim(name) <> '' and char_length(name) <= 100),
  -- Spec §5: match date required.
  date date not null,
  -- Copied from the course and tee set by a trigger (so they always agree with course_id/teeset_id).
  course_name text not null,
  course_rating numeric(3, 1) not null,
  course_slope integer not null constraint matches_course_slope_check check (course_slope between 55 and 155),
  format text constraint matches_format_check check (char_length(format) <= 50),
  notes text constraint matches_notes_check check (char_length(notes) <= 2000),
  require_payment_before_play boolean not null default true,
  -- Spec §5: course and tee set required; the tee set belongs to the course.
  course_id uuid not null references public.courses (id) on delete restrict,
  teeset_id uuid not null references public.teesets (id) on delete restrict,
  -- Spec §5: capacity at least 1, or blank (unlimited).
  capacity integer constraint matches_capacity_check check (capacity is null or capacity >= 1),
  allow_waitlist boolean not null default true,
  is_final boolean not null default false,
  finalized_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint matches_teeset_course_fkey foreign key (teeset_id, course_id) references public.teesets (id, course_id),
  constraint matches_final_check check (is_final = (finalized_at is not null))
);

comment on table public.matches is 'Wager matches. Status is derived: FINAL when is_final, IN_PROGRESS once the day has come, else DRAFT.';

create index matches_date_idx on public.matches (date desc, created_at desc);

create index matches_course_id_idx on public.matches (course_id);

create index matches_teeset_course_idx on public.matches (teeset_id, course_id);

create index matches_is_final_date_idx on public.matches (is_final, date);

create table public.match_games (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  game_code text not null references public.game_catalog (code),
  enabled boolean not null default true,
  -- Buy-ins are cents, 0 or more.
  buy_in integer not null default 0 constraint match_games_buy_in_check check (buy_in >= 0 and buy_in <= 10000000),
  pot_calc text not null constraint match_games_pot_calc_check check (pot_calc in ('PER_ENTRY', 'PER_PLAYER', 'FLAT')),
  notes text constraint match_games_notes_check check (char_length(notes) <= 500),
  created_at timestamptz not null default now(),
  constraint match_games_match_id_game_code_key unique (match_id, game_code),
  constraint match_games_id_match_id_key unique (id, match_id)
);

comment on table public.match_games is 'Games of a match with their buy-in (cents) and pot rule.';

create index match_games_game_code_idx on public.match_games (game_code);

create table public.match_entries (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  player_id uuid not null references public.players (id) on delete restrict,
  created_at timestamptz not null default now(),
  -- Maintained by the server (DESIGN rule 4): payments ≥ charges.
  paid_in_full boolean not null default false,
  paid_at timestamptz,
  constraint match_entries_match_id_player_id_key unique (match_id, player_id),
  constraint match_entries_paid_check check (paid_in_full = (paid_at is not null))
);

comment on table public.match_entries is 'Players entered in a match. paid_in_full/paid_at are set by triggers from charges and payments.';

create index match_entries_player_id_idx on public.match_entries (player_id);

create index match_entries_unpaid_idx on public.match_entries (match_id) where not paid_in_full;

create table public.match_entry_opt_ins (
  match_game_id uuid not null,
  player_id uuid not null,
  match_id uuid not null,
  opted_in boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (match_game_id, player_id),
  constraint match_entry_opt_ins_game_fkey foreign key (match_game_id, match_id)
    references public.match_games (id, match_id) on delete cascade,
  constraint match_entry_opt_ins_entry_fkey foreign key (match_id, player_id)
    references public.match_entries (match_id, player_id) on delete cascade
);

comment on table public.match_entry_opt_ins is 'Which optional (PER_ENTRY) games an entrant plays. PER_PLAYER and FLAT games include every entrant.';

create index match_entry_opt_ins_entry_idx on public.match_entry_opt_ins (match_id, player_id);

create index match_entry_opt_ins_player_id_idx on public.match_entry_opt_ins (player_id);

create index match_entry_opt_ins_game_idx on public.match_entry_opt_ins (match_game_id, match_id);

create table public.match_payments (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete restrict,
  player_id uuid not null references public.players (id) on delete restrict,
  -- Spec §5: amount greater than 0 (cents).
  amount_cents integer not null constraint match_payments_amount_cents_check check (amount_cents > 0 and amount_cents <= 10000000),
  method text not null constraint match_payments_method_check check (method in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER')),
  note text constraint match_payments_note_check check (char_length(note) <= 500),
  recorded_by text not null default 'admin',
  created_at timestamptz not null default now()
);

comment on table public.match_payments is 'Money received from a player for a match (admin-recorded). Kept if the entry is removed (a credit).';

create index match_payments_match_player_idx on public.match_payments (match_id, player_id);

create index match_payments_player_id_idx on public.match_payments (player_id);

create index match_payments_created_at_idx on public.match_payments (created_at desc);

create table public.scorecards (
  match_id uuid not null,
  player_id uuid not null,
  -- Spec §5: hole scores 1 to 12; null = not entered yet.
  hole_1 smallint check (hole_1 between 1 and 12),
  hole_2 smallint check (hole_2 between 1 and 12),
  hole_3 smallint check (hole_3 between 1 and 12),
  hole_4 smallint check (hole_4 between 1 and 12),
  hole_5 smallint check (hole_5 between 1 and 12),
  hole_6 smallint check (hole_6 between 1 and 12),
  hole_7 smallint check (hole_7 between 1 and 12),
  hole_8 smallint check (hole_8 between 1 and 12),
  hole_9 smallint check (hole_9 between 1 and 12),
  hole_10 smallint check (hole_10 between 1 and 12),
  hole_11 smallint check (hole_11 between 1 and 12),
  hole_12 smallint check (hole_12 between 1 and 12),
  hole_13 smallint check (hole_13 between 1 and 12),
  hole_14 smallint check (hole_14 between 1 and 12),
  hole_15 smallint check (hole_15 between 1 and 12),
  hole_16 smallint check (hole_16 between 1 and 12),
  hole_17 smallint check (hole_17 between 1 and 12),
  hole_18 smallint check (hole_18 between 1 and 12),
  gross_total integer not null generated always as (
    coalesce(hole_1, 0) + coalesce(hole_2, 0) + coalesce(hole_3, 0) + coalesce(hole_4, 0) + coalesce(hole_5, 0)
    + coalesce(hole_6, 0) + coalesce(hole_7, 0) + coalesce(hole_8, 0) + coalesce(hole_9, 0) + coalesce(hole_10, 0)
    + coalesce(hole_11, 0) + coalesce(hole_12, 0) + coalesce(hole_13, 0) + coalesce(hole_14, 0) + coalesce(hole_15, 0)
    + coalesce(hole_16, 0) + coalesce(hole_17, 0) + coalesce(hole_18, 0)
  ) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (match_id, player_id),
  constraint scorecards_entry_fkey foreign key (match_id, player_id)
    references public.match_entries (match_id, player_id) on delete cascade
);

comment on table public.scorecards is 'Hole scores of an entrant; gross_total is the sum of the entered holes (generated).';

create index scorecards_player_id_idx on public.scorecards (player_id);

create table public.results (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null,
  player_id uuid not null,
  game_code text not null,
  -- Spec §5: position at least 1 (null when a game has no place for the player, e.g. Nassau).
  position integer constraint results_position_check check (position is null or position >= 1),
  -- Spec §5: Stableford points in steps of 0.5.
  points numeric(5, 1) constraint results_points_check check (points is null or (points >= 0 and points * 2 = trunc(points * 2))),
  -- Spec §5: skins won at least 0.
  skins_won integer not null default 0 constraint results_skins_won_check check (skins_won >= 0),
  -- Payouts are cents, 0 or more (Σ per game ≤ pot is checked by save_results/finalize_match).
  payout_cents integer not null default 0 constraint results_payout_cents_check check (payout_cents >= 0),
  notes text constraint results_notes_check check (char_length(notes) <= 500),
  explanation jsonb,
  created_at timestamptz not null default now(),
  constraint results_match_id_player_id_game_code_key unique (match_id, player_id, game_code),
  constraint results_game_fkey foreign key (match_id, game_code) references public.match_games (match_id, game_code),
  constraint results_entry_fkey foreign key (match_id, player_id) references public.match_entries (match_id, player_id)
);

comment on table public.results is 'One row per player per game of a match. Career figures are derived from the results of final matches.';

create index results_player_id_idx on public.results (player_id, created_at desc);

create index results_game_fkey_idx on public.results (match_id, game_code);

-- Careers (earnings, wins, top 3) and the admin roster read results by player without the wide rows.
create index results_player_career_idx on public.results (player_id, match_id) include (payout_cents, position);

-- Opted-in players per game (pots): an index-only count.
create index match_entry_opt_ins_opted_in_idx on public.match_entry_opt_ins (match_game_id, player_id) where opted_in;

-- The matches list counts each listed match's entries and paid entries without visiting the table.
create index match_entries_match_paid_idx on public.match_entries (match_id) include (paid_in_full);

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.final_match_message()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'This match has been finalized. Results are locked and can only be viewed.'::text
$$;
revoke all on function private.final_match_message() from public;

-- Pot of every game (DESIGN rule 4). Each game counts its own entrants and opt-ins (lateral, by index):
-- a filter on match_id prices only that match's games, never the whole league's opt-ins.
create view private.game_pots as
select
  g.id as match_game_id,
  g.match_id,
  g.game_code,
  g.enabled,
  g.buy_in,
  g.pot_calc,
  ec.entrants::integer as entrants,
  oc.opted_in::integer as opted_in,
  (case g.pot_calc
     when 'PER_ENTRY' then g.buy_in::bigint * oc.opted_in
     when 'PER_PLAYER' then g.buy_in::bigint * ec.entrants
     else g.buy_in::bigint
   end) as pot_cents
from public.match_games g
cross join lateral (
  select count(*) as entrants from public.match_entries e where e.match_id = g.match_id
) ec
cross join lateral (
  select count(*) as opted_in from public.match_entry_opt_ins o where o.match_game_id = g.id and o.opted_in
) oc;
comment on view private.game_pots is 'Pot per match game: PER_ENTRY buy-in × opted in, PER_PLAYER buy-in × entrants, FLAT buy-in. Counted per game by index (filter on match_id).';

-- Who plays each enabled game: opted-in entrants (PER_ENTRY) or every entrant (PER_PLAYER, FLAT).
create view private.game_players as
select g.id as match_game_id, g.match_id, g.game_code, g.pot_calc, e.player_id
from public.match_games g
join public.match_entries e on e.match_id = g.match_id
where g.enabled
  and (g.pot_calc <> 'PER_ENTRY'
       or exists (select 1 from public.match_entry_opt_ins o
                  where o.match_game_id = g.id and o.player_id = e.player_id and o.opted_in));

-- Charges and payments of every entry (DESIGN rule 4).
create view private.entry_balances as
select
  e.id as entry_id,
  e.match_id,
  e.player_id,
  (coalesce(pp.cents, 0) + coalesce(oi.cents, 0))::bigint as charges_cents,
  coalesce(pay.cents, 0)::bigint as paid_cents,
  pay.last_at as last_payment_at
from public.match_entries e
left join (
  select g.match_id, sum(g.buy_in) as cents
  from public.match_games g
  where g.enabled and g.pot_calc = 'PER_PLAYER'
  group by g.match_id
) pp on pp.match_id = e.match_id
left join (
  select o.match_id, o.player_id, sum(g.buy_in) as cents
  from public.match_entry_opt_ins o
  join public.match_games g on g.id = o.match_game_id
  where o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
  group by o.match_id, o.player_id
) oi on oi.match_id = e.match_id and oi.player_id = e.player_id
left join (
  select p.match_id, p.player_id, sum(p.amount_cents) as cents, max(p.created_at) as last_at
  from public.match_payments p
  group by p.match_id, p.player_id
) pay on pay.match_id = e.match_id and pay.player_id = e.player_id;
comment on view private.entry_balances is 'Per entry: charges (Σ PER_PLAYER + opted-in PER_ENTRY buy-ins of enabled games) and payments.';

revoke all on private.game_pots, private.game_players, private.entry_balances from anon, authenticated;

-- Sets paid_in_full/paid_at from charges and payments (DESIGN rule 4) for the entries named by the
-- pairs (p_match_ids[i], p_player_ids[i]); a null player means every entry of that match.
-- Dynamic SQL on purpose: it is planned afresh for the real table sizes on every call. A plan cached
-- while the tables were small would make a bulk load (thousands of rows in one transaction) quadratic.
create function private.refresh_paid_status(p_match_ids uuid[], p_player_ids uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if coalesce(cardinality(p_match_ids), 0) = 0 then
    return;
  end if;
  execute $sql$
    with wanted as (
      select distinct k.match_id, k.player_id from unnest($1::uuid[], $2::uuid[]) as k(match_id, player_id)
    ),
    keys as materialized (
      select e.id, e.match_id, e.player_id, e.paid_in_full
      from public.match_entries e
      join wanted w on w.match_id = e.match_id and w.player_id = e.player_id
      union
      select e.id, e.match_id, e.player_id, e.paid_in_full
      from public.match_entries e
      join wanted w on w.match_id = e.match_id and w.player_id is null
    ),
    per_player as (
      select g.match_id, sum(g.buy_in) as cents
      from public.match_games g
      where g.enabled and g.pot_calc = 'PER_PLAYER' and g.match_id in (select k.match_id from keys k)
      group by g.match_id
    ),
    opted as (
      select o.match_id, o.player_id, sum(g.buy_in) as cents
      from public.match_entry_opt_ins o
      join public.match_games g on g.id = o.match_game_id
      where o.opted_in and g.enabled and g.pot_calc = 'PER_ENTRY'
        and (o.match_id, o.player_id) in (select k.match_id, k.player_id from keys k)
      group by o.match_id, o.player_id
    ),
    paid as (
      select p.match_id, p.player_id, sum(p.amount_cents) as cents, max(p.created_at) as last_at
      from public.match_payments p
      where (p.match_id, p.player_id) in (select k.match_id, k.player_id from keys k)
      group by p.match_id, p.player_id
    ),
    balances as (
      select k.id, k.paid_in_full, pa.last_at,
             coalesce(pa.cents, 0) >= coalesce(pp.cents, 0) + coalesce(op.cents, 0) as now_paid
      from keys k
      left join per_player pp on pp.match_id = k.match_id
      left join opted op on op.match_id = k.match_id and op.player_id = k.player_id
      left join paid pa on pa.match_id = k.match_id and pa.player_id = k.player_id
    )
    update public.match_entries e
    set paid_in_full = b.now_paid,
        paid_at = case when b.now_paid then coalesce(b.last_at, now()) end
    from balances b
    where e.id = b.id and b.paid_in_full is distinct from b.now_paid
  $sql$ using p_match_ids, p_player_ids;
end
$$;
revoke all on function private.refresh_paid_status(uuid[], uuid[]) from public;

create function private.lock_match(p_match_id uuid)
returns public.matches
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
begin
  -- Dynamic so the primary-key lookup is planned for the real table size (see refresh_paid_status).
  execute 'select m.* from public.matches m where m.id = $1 for update' into v_match using p_match_id;
  if v_match.id is null then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  return v_match;
end
$$;
revoke all on function private.lock_match(uuid) from public;

-- Transition-table query for a statement trigger: the given columns of the changed rows
-- (new rows on insert, old rows on delete, both on update).
create function private.changed_rows_sql(p_op text, p_columns text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_op
    when 'INSERT' then 'select ' || p_columns || ' from new_rows'
    when 'DELETE' then 'select ' || p_columns || ' from old_rows'
    else 'select ' || p_columns || ' from new_rows union all select ' || p_columns || ' from old_rows'
  end
$$;
revoke all on function private.changed_rows_sql(text, text) from public;

create function private.scorecard_holes(p_card public.scorecards)
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array[p_card.hole_1, p_card.hole_2, p_card.hole_3, p_card.hole_4, p_card.hole_5, p_card.hole_6,
               p_card.hole_7, p_card.hole_8, p_card.hole_9, p_card.hole_10, p_card.hole_11, p_card.hole_12,
               p_card.hole_13, p_card.hole_14, p_card.hole_15, p_card.hole_16, p_card.hole_17,
               p_card.hole_18]::integer[]
$$;
revoke all on function private.scorecard_holes(scorecards) from public;

-- Problem with an 18-hole score list, or null: exactly 18 values, each null or 1–12.
create function private.holes_problem(p_holes integer[])
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_holes is null or array_ndims(p_holes) is distinct from 1 or cardinality(p_holes) <> 18
      then 'A scorecard needs 18 hole scores'
    when exists (select 1 from unnest(p_holes) h where h is not null and h not between 1 and 12)
      then 'Hole scores must be between 1 and 12'
  end
$$;
revoke all on function private.holes_problem(integer[]) from public;

-- =============================================================================================
-- Triggers
-- =============================================================================================

create function private.prepare_match()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_teeset record;
begin
  new.name := btrim(coalesce(new.name, ''));
  if new.name = '' then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if char_length(new.name) > 100 then
    raise exception using message = 'Match name must be 100 characters or less', errcode = '23514';
  end if;
  if new.date is null then
    raise exception using message = 'Match date is required', errcode = '23514';
  end if;
  if new.course_id is null then
    raise exception using message = 'Course selection is required', errcode = '23514';
  end if;
  if new.teeset_id is null then
    raise exception using message = 'Tee set selection is required', errcode = '23514';
  end if;
  if new.capacity is not null and new.capacity < 1 then
    raise exception using message = 'Capacity must be at least 1', errcode = '23514';
  end if;
  if tg_op = 'INSERT' or new.course_id is distinct from old.course_id or new.teeset_id is distinct from old.teeset_id then
    select c.name as course_name, t.rating, t.slope into v_teeset
    from public.teesets t join public.courses c on c.id = t.course_id
    where t.id = new.teeset_id and t.course_id = new.course_id;
    if not found then
      raise exception using message = 'Tee set does not belong to the selected course', errcode = '23514';
    end if;
    new.course_name := v_teeset.course_name;
    new.course_rating := v_teeset.rating;
    new.course_slope := v_teeset.slope;
  end if;
  if tg_op = 'UPDATE' then
    if old.is_final and (new.course_id is distinct from old.course_id or new.teeset_id is distinct from old.teeset_id) then
      raise exception using message = private.final_match_message(), errcode = '23514';
    end if;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.prepare_match() from public;

create trigger matches_prepare
before insert or update on public.matches
for each row execute function private.prepare_match();

-- Every edit of a match's own fields is audited (MATCH_EDITED), whichever route it took.
create function private.audit_match_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changes jsonb;
begin
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('old', o.value, 'new', n.value)), '{}'::jsonb)
  into v_changes
  from jsonb_each(to_jsonb(new)) n
  join jsonb_each(to_jsonb(old)) o on o.key = n.key
  where n.value is distinct from o.value
    and n.key not in ('is_final', 'finalized_at', 'updated_at', 'created_at', 'course_name', 'course_rating', 'course_slope');
  if v_changes <> '{}'::jsonb then
    perform private.audit('MATCH_EDITED', 'match', new.id::text, new.name, jsonb_build_object('changes', v_changes));
  end if;
  return null;
end
$$;
revoke all on function private.audit_match_edit() from public;

create trigger matches_audit_edit
after update on public.matches
for each row execute function private.audit_match_edit();

-- Statement-level triggers (one set-based query per statement, so bulk loads stay linear):
--   the final-match lock for games, opt-ins, scorecards and results, and the paid_in_full refresh
--   whenever payments, opt-ins, games or entries change. Row-level triggers only where a row needs
--   it: the team-game check, the entry capacity under the match row lock, timestamps.

-- Refuses the statement when any changed row belongs to a final match.
create function private.refuse_final_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_final boolean;
begin
  execute format('select exists (select 1 from (%s) c join public.matches m on m.id = c.match_id where m.is_final)',
                 private.changed_rows_sql(tg_op, 'match_id'))
  into v_final;
  if v_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  return null;
end
$$;
revoke all on function private.refuse_final_changes() from public;

-- Refreshes paid_in_full for the (match, player) pairs of the changed rows.
create function private.refresh_paid_for_changed_entries()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match_ids uuid[];
  v_player_ids uuid[];
begin
  execute format('select array_agg(c.match_id), array_agg(c.player_id) from (select distinct match_id, player_id from (%s) r) c',
                 private.changed_rows_sql(tg_op, 'match_id, player_id'))
  into v_match_ids, v_player_ids;
  perform private.refresh_paid_status(v_match_ids, v_player_ids);
  return null;
end
$$;
revoke all on function private.refresh_paid_for_changed_entries() from public;

-- Refreshes paid_in_full for every entry of the matches whose games changed.
create function private.refresh_paid_for_changed_matches()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match_ids uuid[];
begin
  execute format('select array_agg(distinct match_id) from (%s) r', private.changed_rows_sql(tg_op, 'match_id'))
  into v_match_ids;
  perform private.refresh_paid_status(v_match_ids, array_fill(null::uuid, array[coalesce(cardinality(v_match_ids), 0)]));
  return null;
end
$$;
revoke all on function private.refresh_paid_for_changed_matches() from public;

-- Match games: team games cannot be enabled (row), final matches are locked, charges follow the games.
create function private.check_team_game()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.enabled and exists (select 1 from public.game_catalog c where c.code = new.game_code and c.requires_teams) then
    raise exception using message = 'Requires teams (coming soon)', errcode = '23514';
  end if;
  return new;
end
$$;
revoke all on function private.check_team_game() from public;

create trigger match_games_team_check
before insert or update on public.match_games
for each row execute function private.check_team_game();

create trigger match_games_final_lock_ins after insert on public.match_games
referencing new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger match_games_final_lock_upd after update on public.match_games
referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger match_games_final_lock_del after delete on public.match_games
referencing old table as old_rows for each statement execute function private.refuse_final_changes();

create trigger match_games_paid_ins after insert on public.match_games
referencing new table as new_rows for each statement execute function private.refresh_paid_for_changed_matches();

create trigger match_games_paid_upd after update on public.match_games
referencing old table as old_rows new table as new_rows for each statement execute function private.refresh_paid_for_changed_matches();

create trigger match_games_paid_del after delete on public.match_games
referencing old table as old_rows for each statement execute function private.refresh_paid_for_changed_matches();

-- Entries: each insert locks the match row, so capacity can never be exceeded by concurrent inserts.
create function private.check_match_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_count integer;
begin
  if tg_op = 'DELETE' then
    -- A cascade from a deleted (non-final) match finds no match row: nothing to protect.
    select m.* into v_match from public.matches m where m.id = old.match_id;
    if found and v_match.is_final then
      raise exception using message = private.final_match_message(), errcode = '23514';
    end if;
    return old;
  end if;
  v_match := private.lock_match(new.match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.capacity is not null then
    execute 'select count(*) from public.match_entries e where e.match_id = $1' into v_count using new.match_id;
    if v_count >= v_match.capacity then
      raise exception using message = 'Match is full', errcode = '23514';
    end if;
  end if;
  -- paid_in_full is the server's to set (statement trigger below).
  new.paid_in_full := false;
  new.paid_at := null;
  return new;
end
$$;
revoke all on function private.check_match_entry() from public;

create trigger match_entries_check
before insert or delete on public.match_entries
for each row execute function private.check_match_entry();

create trigger match_entries_paid_ins after insert on public.match_entries
referencing new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();

-- Opt-ins: locked when final; charges follow.
-- updated_at follows every update (inserts keep their own, default now()).
create function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.touch_updated_at() from public;

create trigger match_entry_opt_ins_touch
before update on public.match_entry_opt_ins
for each row execute function private.touch_updated_at();

create trigger match_entry_opt_ins_final_lock_ins after insert on public.match_entry_opt_ins
referencing new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger match_entry_opt_ins_final_lock_upd after update on public.match_entry_opt_ins
referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger match_entry_opt_ins_final_lock_del after delete on public.match_entry_opt_ins
referencing old table as old_rows for each statement execute function private.refuse_final_changes();

create trigger match_entry_opt_ins_paid_ins after insert on public.match_entry_opt_ins
referencing new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();

create trigger match_entry_opt_ins_paid_upd after update on public.match_entry_opt_ins
referencing old table as old_rows new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();

create trigger match_entry_opt_ins_paid_del after delete on public.match_entry_opt_ins
referencing old table as old_rows for each statement execute function private.refresh_paid_for_changed_entries();

-- Payments: charges and payments decide paid_in_full (payments of a final match may still be recorded).
create trigger match_payments_paid_ins after insert on public.match_payments
referencing new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();

create trigger match_payments_paid_upd after update on public.match_payments
referencing old table as old_rows new table as new_rows for each statement execute function private.refresh_paid_for_changed_entries();

create trigger match_payments_paid_del after delete on public.match_payments
referencing old table as old_rows for each statement execute function private.refresh_paid_for_changed_entries();

-- Scorecards and results of a final match are locked.
create trigger scorecards_touch
before update on public.scorecards
for each row execute function private.touch_updated_at();

create trigger scorecards_final_lock_ins after insert on public.scorecards
referencing new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger scorecards_final_lock_upd after update on public.scorecards
referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger scorecards_final_lock_del after delete on public.scorecards
referencing old table as old_rows for each statement execute function private.refuse_final_changes();

create trigger results_final_lock_ins after insert on public.results
referencing new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger results_final_lock_upd after update on public.results
referencing old table as old_rows new table as new_rows for each statement execute function private.refuse_final_changes();

create trigger results_final_lock_del after delete on public.results
referencing old table as old_rows for each statement execute function private.refuse_final_changes();

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================
alter table public.game_catalog enable row level security;

alter table public.matches enable row level security;

alter table public.match_games enable row level security;

alter table public.match_entries enable row level security;

alter table public.match_entry_opt_ins enable row level security;

alter table public.match_payments enable row level security;

alter table public.scorecards enable row level security;

alter table public.results enable row level security;

revoke all on public.game_catalog, public.matches, public.match_games, public.match_entries,
  public.match_entry_opt_ins, public.match_payments, public.scorecards, public.results
  from anon, authenticated;

grant select on public.game_catalog, public.matches, public.match_games, public.match_entries,
  public.match_entry_opt_ins, public.match_payments, public.scorecards, public.results
  to anon, authenticated;

-- Admins may edit a match's own fields directly; is_final/finalized_at only change through
-- finalize_match/reopen_match, and the course fields are derived from the tee set.
grant update (name, date, format, notes, require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist)
  on public.matches to anon, authenticated;

grant all on public.game_catalog, public.matches, public.match_games, public.match_entries,
  public.match_entry_opt_ins, public.match_payments, public.scorecards, public.results
  to service_role;

create policy "Anyone can read the game catalog" on public.game_catalog
  for select to anon, authenticated using (true);

create policy "Anyone can read matches" on public.matches
  for select to anon, authenticated using (true);

create policy "Admins can update matches" on public.matches
  for update to anon, authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Anyone can read match games" on public.match_games
  for select to anon, authenticated using (true);

create policy "Anyone can read match entries" on public.match_entries
  for select to anon, authenticated using (true);

create policy "Anyone can read opt-ins" on public.match_entry_opt_ins
  for select to anon, authenticated using (true);

create policy "Admins can read payments" on public.match_payments
  for select to anon, authenticated using ((select private.is_admin()));

create policy "Anyone can read scorecards" on public.scorecards
  for select to anon, authenticated using (true);

create policy "Anyone can read results" on public.results
  for select to anon, authenticated using (true);

-- =============================================================================================
-- RPCs: matches and games
-- =============================================================================================

-- Upserts [{game_code, enabled, buy_in, pot_calc?}] for a match (pot_calc defaults to the catalog's).
create function private.write_match_games(p_match_id uuid, p_games json)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_game record;
  v_count integer := 0;
begin
  if p_games is null or json_typeof(p_games) = 'null' then
    return 0;
  end if;
  if json_typeof(p_games) <> 'array' then
    raise exception using message = 'Games must be a list', errcode = '22023';
  end if;
  for v_game in
    select x.game_code, x.enabled, x.buy_in, x.pot_calc, x.notes, c.code as catalog_code,
           c.pot_calc as catalog_pot_calc, c.default_buy_in, c.requires_teams, c.name
    from json_to_recordset(p_games) as x(game_code text, enabled boolean, buy_in integer, pot_calc text, notes text)
    left join public.game_catalog c on c.code = x.game_code
  loop
    if v_game.catalog_code is null then
      raise exception using message = 'Unknown game: ' || coalesce(v_game.game_code, ''), errcode = '23514';
    end if;
    if coalesce(v_game.enabled, true) and v_game.requires_teams then
      raise exception using message = 'Requires teams (coming soon)', errcode = '23514';
    end if;
    if v_game.buy_in is not null and v_game.buy_in < 0 then
      raise exception using message = 'Buy-in must be 0 or more', errcode = '23514';
    end if;
    if v_game.pot_calc is not null and v_game.pot_calc not in ('PER_ENTRY', 'PER_PLAYER', 'FLAT') then
      raise exception using message = 'Pot calculation must be PER_ENTRY, PER_PLAYER or FLAT', errcode = '23514';
    end if;
    insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc, notes)
    values (p_match_id, v_game.game_code, coalesce(v_game.enabled, true),
            coalesce(v_game.buy_in, v_game.default_buy_in), coalesce(v_game.pot_calc, v_game.catalog_pot_calc),
            nullif(btrim(v_game.notes), ''))
    on conflict (match_id, game_code) do update
      set enabled = excluded.enabled,
          buy_in = excluded.buy_in,
          pot_calc = case when v_game.pot_calc is null then public.match_games.pot_calc else excluded.pot_calc end,
          notes = coalesce(excluded.notes, public.match_games.notes);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;
revoke all on function private.write_match_games(uuid, json) from public;

create function public.create_match(p_match json, p_games json)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match_id uuid;
  v_capacity integer;
begin
  perform private.require_admin();
  if p_match is null or json_typeof(p_match) <> 'object' then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'name'), '') is null then
    raise exception using message = 'Match name is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'date'), '') is null then
    raise exception using message = 'Match date is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'course_id'), '') is null then
    raise exception using message = 'Course selection is required', errcode = '23514';
  end if;
  if nullif(btrim(p_match ->> 'teeset_id'), '') is null then
    raise exception using message = 'Tee set selection is required', errcode = '23514';
  end if;
  v_capacity := nullif(btrim(p_match ->> 'capacity'), '')::integer;
  if v_capacity is not null and v_capacity < 1 then
    raise exception using message = 'Capacity must be at least 1', errcode = '23514';
  end if;
  insert into public.matches (name, date, course_name, course_rating, course_slope, format, notes,
                              require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist)
  values (
    p_match ->> 'name',
    (p_match ->> 'date')::date,
    '', 0, 113, -- replaced from the tee set by the matches_prepare trigger
    nullif(btrim(p_match ->> 'format'), ''),
    nullif(btrim(p_match ->> 'notes'), ''),
    coalesce((p_match ->> 'require_payment_before_play')::boolean, true),
    (p_match ->> 'course_id')::uuid,
    (p_match ->> 'teeset_id')::uuid,
    v_capacity,
    coalesce((p_match ->> 'allow_waitlist')::boolean, true)
  )
  returning id into v_match_id;
  perform private.write_match_games(v_match_id, p_games);
  perform private.audit('MATCH_CREATED', 'match', v_match_id::text, btrim(p_match ->> 'name'),
                        jsonb_build_object('date', p_match ->> 'date', 'games', coalesce(p_games::jsonb, '[]'::jsonb)));
  return v_match_id;
end
$$;
comment on function public.create_match(json, json) is 'Admin: match + games in one transaction. Course name, rating and slope come from the tee set.';
revoke all on function public.create_match(json, json) from public;
grant execute on function public.create_match(json, json) to anon, authenticated, service_role;

create function public.update_match(p_match_id uuid, p_changes json)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_key text;
  v_match public.matches;
begin
  perform private.require_admin();
  if p_changes is null or json_typeof(p_changes) <> 'object' then
    raise exception using message = 'Changes must be an object', errcode = '22023';
  end if;
  for v_key in select json_object_keys(p_changes) loop
    if v_key not in ('name', 'date', 'format', 'notes', 'require_payment_before_play', 'course_id', 'teeset_id',
                     'capacity', 'allow_waitlist') then
      raise exception using message = 'This match field cannot be changed: ' || v_key, errcode = '22023';
    end if;
  end loop;
  v_match := private.lock_match(p_match_id);
  update public.matches m set
    name = case when p_changes::jsonb ? 'name' then p_changes ->> 'name' else m.name end,
    date = case when p_changes::jsonb ? 'date' then (p_changes ->> 'date')::date else m.date end,
    format = case when p_changes::jsonb ? 'format' then nullif(btrim(p_changes ->> 'format'), '') else m.format end,
    notes = case when p_changes::jsonb ? 'notes' then nullif(btrim(p_changes ->> 'notes'), '') else m.notes end,
    require_payment_before_play = case when p_changes::jsonb ? 'require_payment_before_play'
      then coalesce((p_changes ->> 'require_payment_before_play')::boolean, true) else m.require_payment_before_play end,
    course_id = case when p_changes::jsonb ? 'course_id' then (p_changes ->> 'course_id')::uuid else m.course_id end,
    teeset_id = case when p_changes::jsonb ? 'teeset_id' then (p_changes ->> 'teeset_id')::uuid else m.teeset_id end,
    capacity = case when p_changes::jsonb ? 'capacity' then nullif(btrim(p_changes ->> 'capacity'), '')::integer else m.capacity end,
    allow_waitlist = case when p_changes::jsonb ? 'allow_waitlist'
      then coalesce((p_changes ->> 'allow_waitlist')::boolean, true) else m.allow_waitlist end
  where m.id = p_match_id;
  -- MATCH_EDITED is written by the matches_audit_edit trigger.
end
$$;
revoke all on function public.update_match(uuid, json) from public;
grant execute on function public.update_match(uuid, json) to anon, authenticated, service_role;

create function public.save_match_games(p_match_id uuid, p_games json)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  perform private.write_match_games(p_match_id, p_games);
  perform private.audit('MATCH_EDITED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('games', coalesce(p_games::jsonb, '[]'::jsonb)));
end
$$;
revoke all on function public.save_match_games(uuid, json) from public;
grant execute on function public.save_match_games(uuid, json) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: entries, opt-ins, payments
-- =============================================================================================

-- Enters a player (duplicates ignored) and opts them into the given games (null = every enabled game).
create function private.enter_player(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[] default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry_id uuid;
begin
  select e.id into v_entry_id from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id;
  if v_entry_id is not null then
    return v_entry_id;
  end if;
  insert into public.match_entries (match_id, player_id) values (p_match_id, p_player_id) returning id into v_entry_id;
  insert into public.match_entry_opt_ins (match_game_id, player_id, match_id, opted_in)
  select g.id, p_player_id, p_match_id, true
  from public.match_games g
  where g.match_id = p_match_id and g.enabled
    and (p_match_game_ids is null or g.pot_calc <> 'PER_ENTRY' or g.id = any (p_match_game_ids));
  return v_entry_id;
end
$$;
revoke all on function private.enter_player(uuid, uuid, uuid[]) from public;

create function public.add_match_entry(p_match_id uuid, p_player_id uuid)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_player public.players;
  v_entry_id uuid;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not found then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  select e.id into v_entry_id from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id;
  if v_entry_id is not null then
    return v_entry_id;
  end if;
  if v_player.status <> 'ACTIVE' then
    raise exception using message = 'Only active players can be entered in a match', errcode = '23514';
  end if;
  v_entry_id := private.enter_player(p_match_id, p_player_id, null);
  perform private.audit('MATCH_ENTRY_ADDED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('player_id', p_player_id, 'player_name', v_player.name));
  return v_entry_id;
end
$$;
revoke all on function public.add_match_entry(uuid, uuid) from public;
grant execute on function public.add_match_entry(uuid, uuid) to anon, authenticated, service_role;

create function public.remove_match_entry(p_entry_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_entry public.match_entries;
  v_match public.matches;
begin
  perform private.require_admin();
  select e.* into v_entry from public.match_entries e where e.id = p_entry_id;
  if not found then
    raise exception using message = 'Entry not found', errcode = 'PT404';
  end if;
  v_match := private.lock_match(v_entry.match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  -- Draft results of the player go with the entry; opt-ins and the scorecard cascade; payments stay (a credit).
  delete from public.results r where r.match_id = v_entry.match_id and r.player_id = v_entry.player_id;
  delete from public.match_entries e where e.id = p_entry_id;
  perform private.audit('MATCH_ENTRY_REMOVED', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('player_id', v_entry.player_id,
                                           'player_name', (select p.name from public.players p where p.id = v_entry.player_id)));
end
$$;
revoke all on function public.remove_match_entry(uuid) from public;
grant execute on function public.remove_match_entry(uuid) to anon, authenticated, service_role;

-- Sets an entrant's opt-ins: the listed PER_ENTRY games in, the others out; PER_PLAYER/FLAT always in.
create function private.write_opt_ins(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from unnest(coalesce(p_match_game_ids, '{}')) x(id)
             where not exists (select 1 from public.match_games g
                               where g.id = x.id and g.match_id = p_match_id and g.enabled)) then
    raise exception using message = 'That game is not offered in this match', errcode = '23514';
  end if;
  insert into public.match_entry_opt_ins (match_game_id, player_id, match_id, opted_in)
  select g.id, p_player_id, p_match_id, (g.pot_calc <> 'PER_ENTRY' or g.id = any (coalesce(p_match_game_ids, '{}')))
  from public.match_games g
  where g.match_id = p_match_id and g.enabled
  on conflict (match_game_id, player_id) do update
    set opted_in = excluded.opted_in
    where public.match_entry_opt_ins.opted_in is distinct from excluded.opted_in;
end
$$;
revoke all on function private.write_opt_ins(uuid, uuid, uuid[]) from public;

create function public.set_entry_opt_ins(p_match_id uuid, p_player_id uuid, p_match_game_ids uuid[])
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  perform private.write_opt_ins(p_match_id, p_player_id, p_match_game_ids);
  perform private.audit('MATCH_OPT_INS_CHANGED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('player_id', p_player_id, 'match_game_ids', coalesce(p_match_game_ids, '{}')));
end
$$;
revoke all on function public.set_entry_opt_ins(uuid, uuid, uuid[]) from public;
grant execute on function public.set_entry_opt_ins(uuid, uuid, uuid[]) to anon, authenticated, service_role;

create function public.record_payment(
  p_match_id uuid,
  p_player_id uuid,
  p_amount_cents integer,
  p_method text,
  p_note text
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_player public.players;
  v_balance record;
  v_method text := upper(btrim(coalesce(p_method, '')));
  v_payment_id uuid;
begin
  perform private.require_admin();
  if p_amount_cents is null or v_method = '' then
    raise exception using message = 'Please fill in amount and payment method', errcode = '23514';
  end if;
  if p_amount_cents <= 0 then
    raise exception using message = 'Amount must be greater than 0', errcode = '23514';
  end if;
  if v_method not in ('CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER') then
    raise exception using message = 'Payment method must be CASH, VENMO, ZELLE, CARD or OTHER', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  select p.* into v_player from public.players p where p.id = p_player_id;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
  end if;
  insert into public.match_payments (match_id, player_id, amount_cents, method, note)
  values (p_match_id, p_player_id, p_amount_cents, v_method, nullif(btrim(p_note), ''))
  returning id into v_payment_id;
  -- The payments trigger has refreshed paid_in_full.
  select b.charges_cents, b.paid_cents into v_balance
  from private.entry_balances b where b.match_id = p_match_id and b.player_id = p_player_id;
  perform private.audit('PAYMENT_RECORDED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('payment_id', v_payment_id, 'player_id', p_player_id, 'player_name', v_player.name,
                                           'amount_cents', p_amount_cents, 'method', v_method,
                                           'paid_cents', v_balance.paid_cents, 'due_cents', v_balance.charges_cents));
  perform private.enqueue_email('payment_confirmed', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'matchName', v_match.name,
    'matchDate', v_match.date,
    'amount', to_char(p_amount_cents / 100.0, 'FM999999990.00'),
    'amountCents', p_amount_cents,
    'method', v_method,
    'matchId', v_match.id,
    'matchUrl', private.app_url() || '/matches/' || v_match.id
  ));
  return json_build_object('paid_cents', v_balance.paid_cents, 'due_cents', v_balance.charges_cents,
                           'paid_in_full', v_balance.paid_cents >= v_balance.charges_cents);
end
$$;
comment on function public.record_payment(uuid, uuid, integer, text, text) is 'Admin records a payment; returns {paid_cents, due_cents (charges before payments), paid_in_full}.';
revoke all on function public.record_payment(uuid, uuid, integer, text, text) from public;
grant execute on function public.record_payment(uuid, uuid, integer, text, text) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: scorecards
-- =============================================================================================

create function public.upsert_scorecard(p_match_id uuid, p_player_id uuid, p_holes integer[])
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_problem text;
  v_card public.scorecards;
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if not found then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  if not private.is_admin() and not exists (
    select 1 from public.match_entries e
    where e.match_id = p_match_id and e.player_id = private.current_player_id()
  ) then
    raise exception using message = 'Only an admin or a player in this match can enter scores', errcode = '42501';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    raise exception using message = 'Player is not entered in this match', errcode = '23514';
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
                                           'holes', to_jsonb(p_holes), 'gross_total', v_card.gross_total));
  return json_build_object('player_id', v_card.player_id, 'holes', private.scorecard_holes(v_card),
                           'gross_total', v_card.gross_total, 'updated_at', v_card.updated_at);
end
$$;
revoke all on function public.upsert_scorecard(uuid, uuid, integer[]) from public;
grant execute on function public.upsert_scorecard(uuid, uuid, integer[]) to anon, authenticated, service_role;

create function public.import_scorecards(p_match_id uuid, p_rows json)
returns integer
language plpgsql
volatile
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
revoke all on function public.import_scorecards(uuid, json) from public;
grant execute on function public.import_scorecards(uuid, json) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: results, finalize, reopen
-- =============================================================================================

-- Replaces a match's results after checking them (DESIGN rules 6 and 7). Caller holds the match lock.
create function private.write_results(p_match_id uuid, p_results json)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_problem text;
  v_count integer;
begin
  if p_results is null or json_typeof(p_results) <> 'array' then
    raise exception using message = 'Results must be a list', errcode = '22023';
  end if;
  create temporary table if not exists pg_temp.incoming_results (
    player_id uuid, game_code text, position integer, points numeric, skins_won integer, payout_cents integer,
    notes text, explanation jsonb
  ) on commit drop;
  truncate pg_temp.incoming_results;
  insert into pg_temp.incoming_results
  select x.player_id, x.game_code, x.position, x.points, coalesce(x.skins_won, 0), x.payout_cents, x.notes, x.explanation
  from json_to_recordset(p_results) as x(player_id uuid, game_code text, position integer, points numeric,
                                         skins_won integer, payout_cents integer, notes text, explanation jsonb);

  select case
    when exists (select 1 from pg_temp.incoming_results r where r.player_id is null or r.game_code is null)
      then 'Each result needs a player and a game'
    when exists (select 1 from pg_temp.incoming_results r where r.payout_cents is null or r.payout_cents < 0)
      then 'Payouts must be 0 or more'
    when exists (select 1 from pg_temp.incoming_results r where r.skins_won < 0)
      then 'Skins won must be 0 or more'
    when exists (select 1 from pg_temp.incoming_results r where r.position < 1)
      then 'Position must be at least 1'
    when exists (select 1 from pg_temp.incoming_results r where r.points < 0 or r.points * 2 <> trunc(r.points * 2))
      then 'Points must be 0 or more in steps of 0.5'
    when exists (select 1 from pg_temp.incoming_results r group by r.player_id, r.game_code having count(*) > 1)
      then 'A player can have only one result per game'
  end into v_problem;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'Game ' || r.game_code || ' is not enabled for this match' into v_problem
  from pg_temp.incoming_results r
  where not exists (select 1 from public.match_games g where g.match_id = p_match_id and g.game_code = r.game_code and g.enabled)
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'A result names a player who is not in ' || c.name into v_problem
  from pg_temp.incoming_results r
  join public.game_catalog c on c.code = r.game_code
  where not exists (select 1 from private.game_players gp
                    where gp.match_id = p_match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  select 'Payouts for ' || c.name || ' exceed the pot' into v_problem
  from (select r.game_code, sum(r.payout_cents) as paid from pg_temp.incoming_results r group by r.game_code) s
  join private.game_pots gp on gp.match_id = p_match_id and gp.game_code = s.game_code
  join public.game_catalog c on c.code = s.game_code
  where s.paid > gp.pot_cents
  limit 1;
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;

  delete from public.results r where r.match_id = p_match_id;
  insert into public.results (match_id, player_id, game_code, position, points, skins_won, payout_cents, notes, explanation)
  select p_match_id, r.player_id, r.game_code, r.position, r.points, r.skins_won, r.payout_cents,
         nullif(btrim(r.notes), ''), r.explanation
  from pg_temp.incoming_results r;
  get diagnostics v_count = row_count;
  truncate pg_temp.incoming_results;
  return v_count;
end
$$;
revoke all on function private.write_results(uuid, json) from public;

create function public.save_results(p_match_id uuid, p_results json)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_count integer;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  v_count := private.write_results(p_match_id, p_results);
  perform private.audit('MATCH_RESULTS_SAVED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('results', v_count));
end
$$;
revoke all on function public.save_results(uuid, json) from public;
grant execute on function public.save_results(uuid, json) to anon, authenticated, service_role;

create function public.finalize_match(p_match_id uuid, p_results json)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_count integer;
  v_missing text;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.require_payment_before_play
     and exists (select 1 from public.match_entries e where e.match_id = p_match_id and not e.paid_in_full) then
    raise exception using message = 'All entries must be paid before results can be finalized', errcode = '23514';
  end if;
  v_count := private.write_results(p_match_id, p_results);
  -- One result per player per enabled game (DESIGN rule 7).
  select c.name into v_missing
  from private.game_players gp
  join public.game_catalog c on c.code = gp.game_code
  where gp.match_id = p_match_id
    and not exists (select 1 from public.results r
                    where r.match_id = p_match_id and r.game_code = gp.game_code and r.player_id = gp.player_id)
  limit 1;
  if v_missing is not null then
    raise exception using message = 'Results are missing for some players in ' || v_missing, errcode = '23514';
  end if;
  update public.matches m set is_final = true, finalized_at = now() where m.id = p_match_id;
  perform private.audit('MATCH_FINALIZED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object(
                          'results', v_count,
                          'pot_cents', (select coalesce(sum(gp.pot_cents), 0) from private.game_pots gp
                                        where gp.match_id = p_match_id and gp.enabled),
                          'paid_out_cents', (select coalesce(sum(r.payout_cents), 0) from public.results r
                                             where r.match_id = p_match_id)));
end
$$;
revoke all on function public.finalize_match(uuid, json) from public;
grant execute on function public.finalize_match(uuid, json) to anon, authenticated, service_role;

create function public.reopen_match(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_deleted integer;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if not v_match.is_final then
    raise exception using message = 'This match is not finalized', errcode = '23514';
  end if;
  update public.matches m set is_final = false, finalized_at = null where m.id = p_match_id;
  delete from public.results r where r.match_id = p_match_id;
  get diagnostics v_deleted = row_count;
  perform private.audit('MATCH_REOPENED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('results_removed', v_deleted));
end
$$;
revoke all on function public.reopen_match(uuid) from public;
grant execute on function public.reopen_match(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- RPCs: the match page and the matches list
-- =============================================================================================

-- The matches list, filtered and paged in SQL (PostgREST's max_rows would cut a whole-league answer):
--   p_scope   'ALL' (default): every match, newest date first;
--             'UPCOMING': not final and dated today or later (club time zone), soonest first;
--             'PAST': the rest (final, or dated before today), newest first.
--   p_status  'DRAFT' | 'IN_PROGRESS' | 'FINAL' as get_match_detail derives it (final → FINAL; match day has come →
--             IN_PROGRESS; else DRAFT); null = any.
--   p_course_id, p_from, p_to (inclusive dates): null = any.
--   p_limit   null = no limit; p_offset rows skipped.
-- Every row carries total_count, the number of matches of the filter. The filter, order and limit run on
-- the matches table first (by index, stopping at the limit), then only the page's rows are priced.
create function public.get_matches_list(
  p_scope text default 'ALL',
  p_status text default null,
  p_course_id uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns table (id uuid, name text, date date, course_name text, course_rating numeric, course_slope integer,
               format text, is_final boolean, capacity integer, entries_count integer, paid_count integer,
               games json, total_count bigint)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := private.club_today();
  v_scope text := upper(coalesce(nullif(btrim(p_scope), ''), 'ALL'));
  v_status text := upper(nullif(btrim(p_status), ''));
  v_offset integer := coalesce(p_offset, 0);
  v_total bigint;
  v_ids uuid[];
begin
  if v_scope not in ('ALL', 'UPCOMING', 'PAST') then
    raise exception 'Scope must be ALL, UPCOMING or PAST' using errcode = '22023';
  end if;
  if v_status is not null and v_status not in ('DRAFT', 'IN_PROGRESS', 'FINAL') then
    raise exception 'Status must be DRAFT, IN_PROGRESS or FINAL' using errcode = '22023';
  end if;
  if p_limit is not null and p_limit < 0 then
    raise exception 'Limit must be 0 or more' using errcode = '22023';
  end if;
  if v_offset < 0 then
    raise exception 'Offset must be 0 or more' using errcode = '22023';
  end if;

  -- The filter's size (a count over the matches table; no sort).
  select count(*) into v_total
  from public.matches m
  where (v_scope = 'ALL'
         or (v_scope = 'UPCOMING' and not m.is_final and m.date >= v_today)
         or (v_scope = 'PAST' and (m.is_final or m.date < v_today)))
    and (v_status is null
         or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
    and (p_course_id is null or m.course_id = p_course_id)
    and (p_from is null or m.date >= p_from)
    and (p_to is null or m.date <= p_to);

  -- The page's ids in order, one query per scope so each can walk an index in its order and stop at the limit:
  -- UPCOMING reads matches_is_final_date_idx (is_final, date) forwards; PAST and ALL read matches_date_idx
  -- (date desc, created_at desc). The id ends every order so pages never overlap.
  if v_scope = 'UPCOMING' then
    v_ids := array(
      select m.id from public.matches m
      where not m.is_final and m.date >= v_today
        and (v_status is null or v_status = case when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date, m.created_at, m.id
      limit p_limit offset v_offset);
  elsif v_scope = 'PAST' then
    v_ids := array(
      select m.id from public.matches m
      where (m.is_final or m.date < v_today)
        and (v_status is null
             or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  else
    v_ids := array(
      select m.id from public.matches m
      where (v_status is null
             or v_status = case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end)
        and (p_course_id is null or m.course_id = p_course_id)
        and (p_from is null or m.date >= p_from)
        and (p_to is null or m.date <= p_to)
      order by m.date desc, m.created_at desc, m.id
      limit p_limit offset v_offset);
  end if;

  -- Counts and games for the page's rows only (match_entries and match_games lead with match_id).
  return query
  select m.id, m.name, m.date, m.course_name, m.course_rating::numeric, m.course_slope, m.format, m.is_final,
         m.capacity, ec.entries::integer, ec.paid::integer, coalesce(gs.games, '[]'::json), v_total
  from public.matches m
  cross join lateral (
    select count(*) as entries, count(*) filter (where e.paid_in_full) as paid
    from public.match_entries e
    where e.match_id = m.id
  ) ec
  cross join lateral (
    select json_agg(json_build_object('code', g.game_code, 'name', c.name, 'enabled', g.enabled)
                    order by c.sort_order, g.created_at) as games
    from public.match_games g
    join public.game_catalog c on c.code = g.game_code
    where g.match_id = m.id
  ) gs
  where m.id = any(v_ids)
  order by array_position(v_ids, m.id);
end
$$;
comment on function public.get_matches_list(text, text, uuid, date, date, integer, integer) is
  'Matches by scope (ALL newest first, UPCOMING soonest first, PAST newest first), derived status, course and dates; '
  'paged by p_limit/p_offset (null limit = all); entry and paid counts and games for the page''s rows; '
  'total_count = matches of the filter.';
revoke all on function public.get_matches_list(text, text, uuid, date, date, integer, integer) from public;
grant execute on function public.get_matches_list(text, text, uuid, date, date, integer, integer) to anon, authenticated, service_role;

-- The match page comes in parallel parts (one round trip), each tab reading only what it shows:
--   get_match_detail     the match itself — match, teeset, games, pots, seats_left, is_admin,
--                        can_enter_scores, and entries_count / entries_latest_at (what the live poll compares);
--   get_match_entries    who is in and what they play (e-mail only for admins), in entry order;
--   get_match_balances   what each entrant owes and paid (a payment changes only this part);
--   get_match_results    the stored results with the small `summary` the results table shows;
--   get_match_scorecards the Scores tab and the live poll; get_result_explanations when a payout is opened.
-- Each is plpgsql with `plan_cache_mode = force_generic_plan`: under the default (auto) the large statement
-- was planned again on every call (as long as running it) because the generic plan's estimated cost looked
-- worse than a custom one's. Rows become JSON with json_agg over a row, about half the cost of
-- json_build_object per field.
create function public.get_match_detail(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
  v_today date := private.club_today();
begin
  return (
    with m as (
      select mm.* from public.matches mm where mm.id = p_match_id
    ),
    counts as (
      select count(*)::integer as entries, max(e.created_at) as latest_at
      from public.match_entries e
      where e.match_id = p_match_id
    )
    select json_build_object(
      'match', to_jsonb(m) || jsonb_build_object(
        'status', case when m.is_final then 'FINAL' when m.date <= v_today then 'IN_PROGRESS' else 'DRAFT' end),
      'teeset', (
        select json_build_object('id', t.id, 'label', t.label, 'rating', t.rating, 'slope', t.slope,
                                 'par_by_hole', t.par_by_hole, 'stroke_index_by_hole', t.stroke_index_by_hole)
        from public.teesets t where t.id = m.teeset_id),
      'games', coalesce((
        select json_agg(json_build_object('id', mg.id, 'game_code', mg.game_code, 'name', c.name, 'category', c.category,
                                          'enabled', mg.enabled, 'buy_in', mg.buy_in, 'pot_calc', mg.pot_calc,
                                          'requires_teams', c.requires_teams, 'notes', mg.notes)
                        order by c.sort_order, mg.created_at)
        from public.match_games mg
        join public.game_catalog c on c.code = mg.game_code
        where mg.match_id = p_match_id), '[]'::json),
      'pots', coalesce((
        select json_agg(json_build_object('match_game_id', gp.match_game_id, 'game_code', gp.game_code,
                                          'enabled', gp.enabled, 'pot_cents', gp.pot_cents,
                                          'entrants', gp.entrants, 'opted_in', gp.opted_in)
                        order by gp.game_code)
        from private.game_pots gp where gp.match_id = p_match_id), '[]'::json),
      'entries_count', counts.entries,
      'entries_latest_at', counts.latest_at,
      'seats_left', case when m.capacity is null then null else greatest(m.capacity - counts.entries, 0) end,
      'is_admin', v_is_admin,
      'can_enter_scores', not m.is_final and (v_is_admin or exists (
        select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = v_me))
    )
    from m
    cross join counts
  );
end
$$;
comment on function public.get_match_detail(uuid) is
  'The match page''s match: match, tee set, games, pots, seats, entries count and latest entry time, the viewer''s flags; '
  'null when missing. Entries: get_match_entries; results: get_match_results; scorecards: get_match_scorecards.';
revoke all on function public.get_match_detail(uuid) from public;
grant execute on function public.get_match_detail(uuid) to anon, authenticated, service_role;

create function public.get_match_entries(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
declare
  v_is_admin boolean := private.is_admin();
begin
  return (
    -- The games each entrant plays, as private.game_players lists them: every enabled PER_PLAYER and
    -- FLAT game, and the enabled PER_ENTRY games the entrant opted into.
    with g as (
      select mg.id, mg.game_code, mg.pot_calc
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(array_agg(g.id order by g.game_code) filter (where g.pot_calc <> 'PER_ENTRY'), '{}') as game_ids
      from g
    ),
    opted as (
      select o.player_id, array_agg(g.id order by g.game_code) as game_ids
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    )
    select coalesce(json_agg(x.entry order by x.entered_at, x.name), '[]'::json)
    from (
      -- `entry` is the row sent; the entry time orders the rows without being sent.
      select e.created_at as entered_at, p.name, (
               select r from (
                 select e.id, e.player_id, p.name, p.nickname, p.league_index,
                        ev.game_ids || coalesce(op.game_ids, '{}') as opted_in_game_ids,
                        case when v_is_admin then p.email end as email
               ) r) as entry
      from public.match_entries e
      -- One index probe per entrant (the generic plan would hash the whole players table).
      cross join lateral (
        select pl.name, pl.nickname, pl.league_index, pl.email from public.players pl where pl.id = e.player_id offset 0
      ) p
      cross join everyone ev
      left join opted op on op.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_entries(uuid) is
  'A match''s entries in entry order with the games each plays; e-mails only for admins. Money: get_match_balances.';
revoke all on function public.get_match_entries(uuid) from public;
grant execute on function public.get_match_entries(uuid) to anon, authenticated, service_role;

create function public.get_match_balances(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    -- Due and paid as private.entry_balances prices them (DESIGN rule 4: Σ enabled PER_PLAYER buy-ins
    -- + Σ opted-in enabled PER_ENTRY buy-ins; Σ payments), each grouped once for the match.
    with g as (
      select mg.id, mg.pot_calc, mg.buy_in
      from public.match_games mg
      where mg.match_id = p_match_id and mg.enabled
    ),
    everyone as (
      select coalesce(sum(g.buy_in) filter (where g.pot_calc = 'PER_PLAYER'), 0)::bigint as cents from g
    ),
    opted as (
      select o.player_id, sum(g.buy_in)::bigint as cents
      from public.match_entry_opt_ins o
      join g on g.id = o.match_game_id
      where o.match_id = p_match_id and o.opted_in and g.pot_calc = 'PER_ENTRY'
      group by o.player_id
    ),
    paid as (
      select x.player_id, sum(x.amount_cents)::bigint as cents
      from public.match_payments x
      where x.match_id = p_match_id
      group by x.player_id
    )
    select coalesce(json_agg(x order by x.player_id), '[]'::json)
    from (
      select e.player_id, e.paid_in_full,
             ev.cents + coalesce(op.cents, 0) as due_cents,
             coalesce(pa.cents, 0) as paid_cents,
             ev.cents + coalesce(op.cents, 0) - coalesce(pa.cents, 0) as balance_cents
      from public.match_entries e
      cross join everyone ev
      left join opted op on op.player_id = e.player_id
      left join paid pa on pa.player_id = e.player_id
      where e.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_balances(uuid) is
  'What each entrant of a match owes and paid (due, paid, balance in cents; paid_in_full), by player id.';
revoke all on function public.get_match_balances(uuid) from public;
grant execute on function public.get_match_balances(uuid) to anon, authenticated, service_role;

create function public.get_match_results(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_agg(x order by x.game_code, x.position nulls last, x.payout_cents desc, x.player_id), '[]'::json)
    from (
      select r.player_id, r.game_code, r.position, r.points, r.skins_won, r.payout_cents, r.notes,
             -- What the results table shows without the whole explanation (get_result_explanations).
             case r.game_code
               when 'STROKE_PLAY' then json_build_object('score', r.explanation -> 'score')
               when 'NASSAU' then json_build_object('parts_won', coalesce((
                 select json_agg(part.value ->> 'part' order by part.ord)
                 from jsonb_array_elements(case when jsonb_typeof(r.explanation -> 'parts') = 'array'
                                                then r.explanation -> 'parts' else '[]'::jsonb end)
                      with ordinality as part(value, ord)
                 where (part.value ->> 'won')::boolean), '[]'::json))
             end as summary
      from public.results r
      where r.match_id = p_match_id
    ) x
  );
end
$$;
comment on function public.get_match_results(uuid) is
  'The stored results of a match with a small summary per result (no explanation); public like results.';
revoke all on function public.get_match_results(uuid) from public;
grant execute on function public.get_match_results(uuid) to anon, authenticated, service_role;

-- The Scores tab's first read and the live leaderboard's poll: same answer, plan cached per connection.
create function public.get_match_scorecards(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
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
                 s.gross_total, s.updated_at
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
  'The live leaderboard''s poll: final flag, scorecards, and the entries'' count and latest entry time; null when missing.';
revoke all on function public.get_match_scorecards(uuid) from public;
grant execute on function public.get_match_scorecards(uuid) to anon, authenticated, service_role;

create function public.get_result_explanations(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
set plan_cache_mode = force_generic_plan
as $$
begin
  return (
    select coalesce(json_agg(json_build_object('player_id', r.player_id, 'game_code', r.game_code,
                                               'explanation', r.explanation)
                             order by r.game_code, r.position nulls last, r.payout_cents desc, r.player_id), '[]'::json)
    from public.results r
    where r.match_id = p_match_id
  );
end
$$;
comment on function public.get_result_explanations(uuid) is
  'The stored payout explanations of a match''s results, loaded when a payout is opened; public like results.';
revoke all on function public.get_result_explanations(uuid) from public;
grant execute on function public.get_result_explanations(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- Reference data
-- =============================================================================================
insert into public.game_catalog (code, name, category, default_buy_in, pot_calc, requires_teams, sort_order) values
  ('STB_V2', 'Stableford v2', 'Points', 1000, 'PER_ENTRY', false, 10),
  ('SKINS_GROSS', 'Skins (Gross)', 'Skins', 500, 'PER_ENTRY', false, 20),
  ('SKINS_NET', 'Skins (Net)', 'Skins', 500, 'PER_ENTRY', false, 30),
  ('NASSAU', 'Nassau', 'Match', 1500, 'PER_ENTRY', false, 40),
  ('MATCH_PLAY', 'Match Play', 'Match', 1000, 'PER_ENTRY', true, 50),
  ('STROKE_PLAY', 'Stroke Play', 'Stroke', 1000, 'PER_ENTRY', false, 60);


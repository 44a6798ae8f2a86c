-- Issue #18 items 4 and 5 (DESIGN rules 21 and 21a): the league chooses its index method, and the
-- handicap allowance can be set per game.
--
-- 1. handicapMethod (public setting): 'TABLE' — the spec's best-N-of-recent table over every round
--    (default, as before) — or 'WHS' — the World Handicap System: best 8 of the most recent 20, the
--    table for 3–19 scores, exceptional score reduction, soft and hard caps against the Low Handicap
--    Index, 54.0 maximum. private.whs_index_of is a line-by-line mirror of whsIndex in
--    src/domain/handicap-whs.ts (tests/integration/handicap-method-parity.test.ts proves they agree on
--    generated records). private.suggested_indexes — read by get_suggested_index, publish_index,
--    preview_recompute_indexes and publish_recomputed_indexes — now follows the chosen method, so
--    every server path computes and publishes the same index the profile shows.
-- 2. allowanceByGame (public setting): a JSON object of whole percentages per game code, e.g.
--    {"STB_V2": 100, "STROKE_PLAY": 90}; a game not listed uses the league-wide allowancePct. The
--    engine (src/domain, and the finalize-match edge function through its synced copy) reads it from
--    get_public_settings().extra.

-- Settings ------------------------------------------------------------------------------------------

create function private.handicap_method_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_value not in ('TABLE', 'WHS') then 'Handicap method must be TABLE or WHS' end
$$;
comment on function private.handicap_method_problem(text) is 'Validator of the handicapMethod setting: TABLE (the spec''s best-N table) or WHS.';
revoke all on function private.handicap_method_problem(text) from public;
grant execute on function private.handicap_method_problem(text) to service_role;

create function private.allowance_by_game_problem(p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_json jsonb;
  v_item record;
begin
  begin
    v_json := p_value::jsonb;
  exception when others then
    return 'Allowances per game must be JSON';
  end;
  if jsonb_typeof(v_json) <> 'object' then
    return 'Allowances per game must be JSON';
  end if;
  for v_item in select e.key, e.value from jsonb_each(v_json) e order by e.key loop
    if v_item.key not in ('STB_V2', 'STROKE_PLAY', 'SKINS_NET', 'NASSAU', 'MATCH_PLAY') then
      return 'Unknown game for an allowance: ' || v_item.key;
    end if;
    if jsonb_typeof(v_item.value) <> 'number' or v_item.value::text !~ '^[0-9]{1,3}$' or v_item.value::text::integer > 100 then
      return 'Allowance must be a whole number between 0 and 100';
    end if;
  end loop;
  return null;
end
$$;
comment on function private.allowance_by_game_problem(text) is 'Validator of the allowanceByGame setting: a JSON object {game code: whole percent 0–100} for the net games (STB_V2, STROKE_PLAY, SKINS_NET, NASSAU, MATCH_PLAY).';
revoke all on function private.allowance_by_game_problem(text) from public;
grant execute on function private.allowance_by_game_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('handicapMethod', 'private.handicap_method_problem(text)', true),
  ('allowanceByGame', 'private.allowance_by_game_problem(text)', true);
insert into public.settings (key, value) values ('handicapMethod', 'TABLE'), ('allowanceByGame', '{}')
on conflict (key) do nothing;

create function private.handicap_method()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.setting('handicapMethod'), 'TABLE')
$$;
comment on function private.handicap_method() is 'The league''s index method: TABLE (default) or WHS.';
revoke all on function private.handicap_method() from public;
grant execute on function private.handicap_method() to service_role;

-- The WHS index ----------------------------------------------------------------------------------

create function private.whs_index_of(p_rounds jsonb)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
-- Mirror of whsIndex (src/domain/handicap-whs.ts); change both together. p_rounds: [{id, date,
-- posted_at, gross, rating, slope}] in any order. Integer tenths throughout; halves toward +∞.
declare
  v_ids text[];
  v_days integer[];
  v_num integer[];
  v_slope integer[];
  v_diff integer[];
  v_esr integer[];
  v_trig integer[];
  v_issued integer[];
  v_n integer;
  v_first integer;
  v_prev integer;
  v_gap integer;
  v_red integer;
  v_count integer;
  v_counting integer := 0;
  v_adj integer := 0;
  v_sum integer;
  v_counted integer[] := '{}';
  v_uncapped integer;
  v_low integer;
  v_idx integer;
  v_cap text := 'none';
  v_label text;
begin
  select coalesce(array_agg(r ->> 'id' order by (r ->> 'date')::date, (r ->> 'posted_at')::timestamptz, (r ->> 'id') collate "C"), '{}'),
         coalesce(array_agg((r ->> 'date')::date - date '2000-01-01' order by (r ->> 'date')::date, (r ->> 'posted_at')::timestamptz, (r ->> 'id') collate "C"), '{}'),
         coalesce(array_agg(113 * (10 * (r ->> 'gross')::integer - round((r ->> 'rating')::numeric * 10)::integer)
                            order by (r ->> 'date')::date, (r ->> 'posted_at')::timestamptz, (r ->> 'id') collate "C"), '{}'),
         coalesce(array_agg((r ->> 'slope')::integer order by (r ->> 'date')::date, (r ->> 'posted_at')::timestamptz, (r ->> 'id') collate "C"), '{}')
    into v_ids, v_days, v_num, v_slope
  from jsonb_array_elements(coalesce(p_rounds, '[]'::jsonb)) r;
  v_n := coalesce(array_length(v_ids, 1), 0);

  for k in 1 .. v_n loop
    -- Rule 5.1: the differential to the tenth, halves toward +∞ (numerator / slope tenths exactly).
    v_diff[k] := floor((2 * v_num[k] + v_slope[k])::numeric / (2 * v_slope[k]))::integer;
    v_esr[k] := 0;
    v_trig[k] := 0;
  end loop;

  for k in 1 .. v_n loop
    v_first := greatest(1, k - 19);
    -- Exceptional score reduction, judged on the unrounded differential against the index before it.
    if v_prev is not null then
      v_gap := v_prev * v_slope[k] - v_num[k];
      v_red := case when v_gap >= 100 * v_slope[k] then 2 when v_gap >= 70 * v_slope[k] then 1 else 0 end;
      if v_red > 0 then
        v_trig[k] := -v_red;
        for j in v_first .. k loop
          v_esr[j] := v_esr[j] - 10 * v_red;
        end loop;
      end if;
    end if;

    v_count := least(k, 20);
    if v_count < 3 then
      v_idx := null; v_uncapped := null; v_low := null; v_cap := 'none';
      v_counting := 0; v_adj := 0; v_counted := '{}';
    else
      v_counting := case when v_count <= 5 then 1 when v_count <= 8 then 2 when v_count <= 11 then 3
                         when v_count <= 14 then 4 when v_count <= 16 then 5 when v_count <= 18 then 6
                         when v_count = 19 then 7 else 8 end;
      v_adj := case v_count when 3 then -20 when 4 then -10 when 6 then -10 else 0 end;
      select array_agg(b.p order by b.p), sum(b.t)
        into v_counted, v_sum
      from (select w.p, w.t
            from (select j as p, v_diff[j] + v_esr[j] as t from generate_series(v_first, k) j) w
            order by w.t, w.p
            limit v_counting) b;
      v_uncapped := floor((2 * v_sum + v_counting)::numeric / (2 * v_counting))::integer + v_adj;

      -- Caps once 20 scores exist, against the lowest index issued with 20 or more scores on the
      -- 365 days before this score's date.
      v_low := null;
      if k >= 20 then
        select min(v_issued[j]) into v_low
        from generate_series(20, k - 1) j
        where v_issued[j] is not null and v_days[j] < v_days[k] and v_days[j] >= v_days[k] - 365;
      end if;
      v_idx := v_uncapped;
      v_cap := 'none';
      if v_low is not null and v_idx - v_low > 30 then
        v_idx := v_low + 30 + floor((2 * (v_idx - v_low - 30) + 2)::numeric / 4)::integer;
        v_cap := 'soft';
        if v_idx - v_low > 50 then
          v_idx := v_low + 50;
          v_cap := 'hard';
        end if;
      end if;
      v_idx := least(v_idx, 540);
    end if;
    v_issued[k] := v_idx;
    v_prev := v_idx;
  end loop;

  v_label := case
    when v_n = 0 then 'No rounds available'
    when v_idx is null then 'Needs 3 rounds (' || v_n || ' so far)'
    else 'best ' || v_counting || ' of ' || least(v_n, 20)
         || case when v_adj = 0 then '' else ' − ' || to_char(-v_adj / 10.0, 'FM990.0') end
         || case when v_cap = 'none' then '' else ', ' || v_cap || ' cap' end
  end;

  return jsonb_build_object(
    'value', round(v_idx / 10.0, 1),
    'label', v_label,
    'rounds', v_n,
    'counting', v_counting,
    'adjustment', round(v_adj / 10.0, 1),
    'low_index', round(v_low / 10.0, 1),
    'uncapped', round(v_uncapped / 10.0, 1),
    'cap', v_cap,
    'scores', coalesce((
      select jsonb_agg(jsonb_build_object(
               'id', v_ids[k],
               'differential', round(v_diff[k] / 10.0, 1),
               'esr_triggered', v_trig[k],
               'esr_applied', round(v_esr[k] / 10.0, 1),
               'recent', k > v_n - 20,
               'counts', k = any(v_counted),
               'index_after', round(v_issued[k] / 10.0, 1))
             order by k)
      from generate_series(1, v_n) k), '[]'::jsonb)
  );
end
$$;
comment on function private.whs_index_of(jsonb) is 'The WHS index of a record [{id, date, posted_at, gross, rating, slope}]: {value, label, rounds, counting, adjustment, low_index, uncapped, cap, scores[{id, differential, esr_triggered, esr_applied, recent, counts, index_after}]} in play order. Mirror of whsIndex in src/domain/handicap-whs.ts.';
revoke all on function private.whs_index_of(jsonb) from public;
grant execute on function private.whs_index_of(jsonb) to service_role;

-- The suggested index follows the method -------------------------------------------------------------

-- The spec's table, exactly as private.suggested_indexes computed it in
-- 20261127000200_players_and_handicaps.sql.
create view private.table_suggested_indexes as
with ranked as (
  select l.player_id, l.id, l.differential,
         row_number() over (partition by l.player_id order by l.differential, l.date, l.created_at, l.id) as rn,
         count(*) over (partition by l.player_id) as rounds
  from public.handicap_logs l
), counted as (
  select r.*, case when r.rounds >= 12 then 4::bigint when r.rounds >= 8 then 3::bigint when r.rounds >= 6 then 2::bigint else r.rounds end as counting
  from ranked r
)
select c.player_id,
       c.rounds::integer as rounds,
       c.counting::integer as counting,
       round(avg(c.differential) filter (where c.rn <= c.counting), 1) as value,
       case when c.counting = c.rounds then 'all ' || c.rounds else 'best ' || c.counting || ' of ' || c.rounds end as label,
       array_agg(c.id order by c.rn) filter (where c.rn <= c.counting) as used_log_ids
from counted c
group by c.player_id, c.rounds, c.counting;
comment on view private.table_suggested_indexes is 'Suggested index per player by the spec''s table (spec §9), all logs counted. Same rule as suggestedIndex in src/domain/handicap.ts.';

create view private.whs_suggested_indexes as
select l.player_id,
       (w.r ->> 'rounds')::integer as rounds,
       (w.r ->> 'counting')::integer as counting,
       (w.r ->> 'value')::numeric as value,
       w.r ->> 'label' as label,
       (select array_agg((s ->> 'id')::uuid order by o) from jsonb_array_elements(w.r -> 'scores') with ordinality x(s, o)
        where (s ->> 'counts')::boolean) as used_log_ids
from (select h.player_id,
             jsonb_agg(jsonb_build_object('id', h.id, 'date', h.date, 'posted_at', h.created_at, 'gross', h.gross,
                                          'rating', h.rating, 'slope', h.slope)) as rounds
      from public.handicap_logs h
      group by h.player_id) l
cross join lateral (select private.whs_index_of(l.rounds) as r) w;
comment on view private.whs_suggested_indexes is 'Suggested index per player by the World Handicap System (private.whs_index_of over all of the player''s logs).';

-- Replaces private.suggested_indexes of 20261127000200_players_and_handicaps.sql: the same columns, by
-- the league's method (its table body moved to private.table_suggested_indexes unchanged).
create or replace view private.suggested_indexes as
select t.player_id, t.rounds, t.counting, t.value, t.label, t.used_log_ids
from private.table_suggested_indexes t
where private.handicap_method() = 'TABLE'
union all
select w.player_id, w.rounds, w.counting, w.value, w.label, w.used_log_ids
from private.whs_suggested_indexes w
where private.handicap_method() = 'WHS';
comment on view private.suggested_indexes is 'Suggested index per player by the league''s handicapMethod (TABLE: spec §9 over all logs; WHS: best 8 of 20 with ESR and caps). Same rules as indexByMethod in src/domain/handicap.ts.';

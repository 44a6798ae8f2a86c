-- The WHS caps' Low Handicap Index is anchored on the previous score (DESIGN rule 21a, as corrected;
-- Rules of Handicapping 2024, Rule 5.7 and Interpretation 5.7/1).
--
-- private.whs_index_of looked the Low Handicap Index up in the 365 days before the *new* score's date.
-- Rule 5.7 defines it as the lowest index of the 365 days before the day on which the most recent score
-- *preceding* the new one was played, and Interpretation 5.7/1 spells out what follows: a Low HI set
-- within 365 days of that previous score still counts after a long break. After a break of more than a
-- year the old lookup found no index at all and applied no cap (15.6 where the rules give 14.3: the
-- worked example in docs/handicaps.md). The window now runs from 365 days before the previous score's
-- date to that date itself (the index issued after that score counts: Interpretation 5.7/2). Unchanged:
-- only indexes issued with 20 or more scores count, caps only once 20 scores exist, the 54.0 maximum
-- after the caps.
--
-- whsIndex in src/domain/handicap-whs.ts changes the same way in the same commit
-- (tests/integration/handicap-method-parity.test.ts proves they agree). Every suggested index follows at
-- once (private.whs_suggested_indexes reads this function): Admin → Recompute Indexes
-- (preview_recompute_indexes, then publish_recomputed_indexes, audited) shows each published index that
-- changes, old → new, before anything is published. No data changes here.

-- Replaces private.whs_index_of of 20261129070100_handicap_method_and_game_allowances.sql: the Low
-- Handicap Index window is anchored on the previous score's date (Interpretation 5.7/1), not the new one's.
create or replace function private.whs_index_of(p_rounds jsonb)
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

      -- Caps once 20 scores exist (Rule 5.7), against the Low Handicap Index: the lowest index issued
      -- with 20 or more scores from 365 days before the date of the score preceding this one up to that
      -- date (Interpretation 5.7/1: anchored on the previous score, so a Low HI still counts after a long
      -- break). E.g. 10.0 issued up to 7 Aug 2023, 14.0 on 25 Sep 2023, then nothing until a round on
      -- 1 Oct 2024 whose best 8 of 20 is 15.6: the window 25 Sep 2022 – 25 Sep 2023 holds the 10.0, so
      -- the soft cap gives 14.3 (with the new score's date as anchor there was no Low HI: 15.6).
      v_low := null;
      if k >= 20 then
        select min(v_issued[j]) into v_low
        from generate_series(20, k - 1) j
        where v_issued[j] is not null and v_days[j] >= v_days[k - 1] - 365;
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

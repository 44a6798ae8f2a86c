-- Issue #18 items 4 and 5: the index method (handicapMethod: TABLE or WHS) and the allowance per game
-- (allowanceByGame) as settings, and the server's suggested / published indexes following the method.
-- Actors: anon, pending player, the player (Alice), other player (Oscar), admin.
begin;
select plan(49);

select tests.setup_fixtures();

-- Alice: the WHS worked example — twelve rounds of 20.0, then 17.2, 16.1, 15.1, 15.0, 14.5, 14.0, 13.5,
-- 13.0 (index 14.8 after 20 scores), then an exceptional 6.8 (8.0 better: ESR −1 → 12.5). One a week,
-- slope 113, so the differential is gross − rating. Oscar: 10.0, 12.0, 14.0.
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
select pg_temp.fx('active'), date '2026-01-01' + 7 * (i::integer - 1), 'Test Course', (72 + ceil(d)) - d, 113, 72 + ceil(d)
from unnest(array[20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 17.2, 16.1, 15.1, 15.0, 14.5, 14.0, 13.5, 13.0, 6.8]::numeric[])
     with ordinality as x(d, i);
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
select pg_temp.fx('other'), date '2026-02-01' + i::integer, 'Test Course', 70.0, 113, 70 + d
from unnest(array[10, 12, 14]) with ordinality as x(d, i);

-- The setting: who may change it -------------------------------------------------------------------

select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'handicapMethod', 'TABLE', 'the method is public and TABLE by default');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'allowanceByGame', '{}', 'no allowance per game by default');
select throws_ok($$ select public.upsert_admin_setting('handicapMethod', 'WHS') $$, '42501', 'Admin access required', 'anonymous cannot choose the method');
select pg_temp.act_as('pending');
select throws_ok($$ select public.upsert_admin_setting('handicapMethod', 'WHS') $$, '42501', 'Admin access required', 'a pending player cannot choose the method');
select pg_temp.act_as('active');
select throws_ok($$ select public.upsert_admin_setting('handicapMethod', 'WHS') $$, '42501', 'Admin access required', 'a player cannot choose the method');
select throws_ok($$ select public.upsert_admin_setting('allowanceByGame', '{"STROKE_PLAY": 90}') $$, '42501', 'Admin access required', 'a player cannot set allowances');

-- The table method (default) on the server ---------------------------------------------------------

select is((public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'value')::numeric, 11.8, 'TABLE: best 4 of 21 = (6.8 + 13.0 + 13.5 + 14.0) / 4 = 11.8');
select is(public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'label', 'best 4 of 21', 'TABLE label');

-- Validation ---------------------------------------------------------------------------------------

select pg_temp.act_as('admin');
select throws_ok(format('select public.upsert_admin_setting(%L, %L)', k, v), '23514', m, k || ' = ' || v || ' is refused')
from (values
  ('handicapMethod', 'USGA', 'Handicap method must be TABLE or WHS'),
  ('handicapMethod', 'whs', 'Handicap method must be TABLE or WHS'),
  ('allowanceByGame', 'ninety', 'Allowances per game must be JSON'),
  ('allowanceByGame', '[90]', 'Allowances per game must be JSON'),
  ('allowanceByGame', '{"STROKE_PLAY": 101}', 'Allowance must be a whole number between 0 and 100'),
  ('allowanceByGame', '{"STROKE_PLAY": 90.5}', 'Allowance must be a whole number between 0 and 100'),
  ('allowanceByGame', '{"STROKE_PLAY": -5}', 'Allowance must be a whole number between 0 and 100'),
  ('allowanceByGame', '{"STROKE_PLAY": "90"}', 'Allowance must be a whole number between 0 and 100'),
  ('allowanceByGame', '{"SKINS_GROSS": 90}', 'Unknown game for an allowance: SKINS_GROSS'),
  ('allowanceByGame', '{"BINGO": 90}', 'Unknown game for an allowance: BINGO')
) as t(k, v, m);

select lives_ok($$ select public.upsert_admin_setting('allowanceByGame', '{"STB_V2": 100, "STROKE_PLAY": 90, "NASSAU": 0}') $$, 'an admin sets allowances per game (0–100)');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'allowanceByGame', '{"STB_V2": 100, "STROKE_PLAY": 90, "NASSAU": 0}', 'allowances per game are public (the engine reads them)');
select lives_ok($$ select public.upsert_admin_setting('handicapMethod', 'WHS') $$, 'an admin chooses WHS');
select results_eq($$ select actor_kind, details ->> 'key', details ->> 'old', details ->> 'new' from public.audit_log where action = 'SETTING_CHANGED' order by id desc limit 1 $$,
  $$ values ('admin', 'handicapMethod', 'TABLE', 'WHS') $$, 'the method change is audited with old and new values');

-- The WHS method on the server ---------------------------------------------------------------------

select pg_temp.act_as('anon');
select is((public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'value')::numeric, 12.5, 'WHS: best 8 of 20 = 13.5, exceptional score reduction −1 → 12.5');
select is(public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'label', 'best 8 of 20', 'WHS label');
select is((public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'rounds')::integer, 21, 'every round is in the record');
select is(json_array_length(public.get_suggested_index(pg_temp.fx('active')) -> 'used_log_ids'), 8, 'the 8 counted rounds are listed');
select is((select gross from public.handicap_logs where id = (public.get_suggested_index(pg_temp.fx('active')) -> 'used_log_ids' ->> 7)::uuid),
  79, 'the exceptional round (gross 79) is the last counted in play order');
select is((public.get_suggested_index(pg_temp.fx('other'))::jsonb ->> 'value')::numeric, 8.0, 'WHS: 3 scores → lowest 10.0 − 2.0 = 8.0');
select is(public.get_suggested_index(pg_temp.fx('other'))::jsonb ->> 'label', 'best 1 of 3 − 2.0', 'WHS label with the table''s adjustment');

select pg_temp.act_as('active');
select throws_ok($$ select public.publish_index(pg_temp.fx('active')) $$, '42501', 'Admin access required', 'a player cannot publish their index');
select throws_ok($$ select * from public.preview_recompute_indexes() $$, '42501', 'Admin access required', 'a player cannot preview the recompute');
select throws_ok($$ select public.publish_recomputed_indexes('[]') $$, '42501', 'Admin access required', 'a player cannot publish the recompute');
select pg_temp.act_as('other');
select throws_ok($$ select public.publish_index(pg_temp.fx('active')) $$, '42501', 'Admin access required', 'another player cannot publish an index');

select pg_temp.act_as('admin');
select results_eq($$ select name, new_index, label from public.preview_recompute_indexes() where player_id in (pg_temp.fx('active'), pg_temp.fx('other')) order by name $$,
  $$ values ('Alice Active', 12.5, 'best 8 of 20'), ('Oscar Other', 8.0, 'best 1 of 3 − 2.0') $$,
  'the recompute preview shows the WHS indexes');
select is((public.publish_index(pg_temp.fx('active'))::jsonb ->> 'league_index')::numeric, 12.5, 'publish_index publishes the WHS index');
select is((select league_index from public.players where id = pg_temp.fx('active')), 12.5::numeric, 'the league index is stored');
select is((select details ->> 'label' from public.audit_log where action = 'INDEX_PUBLISHED' order by id desc limit 1), 'best 8 of 20', 'the audit names the WHS rule');
select ok(public.publish_recomputed_indexes((select coalesce(jsonb_agg(v), '[]') from public.preview_recompute_indexes() v)) >= 1, 'the recompute publishes (Oscar''s WHS index among them)');
select is((select league_index from public.players where id = pg_temp.fx('other')), 8.0::numeric, 'Oscar plays off 8.0');

-- A deleted round recomputes the whole record: without the exceptional round, 14.8 again.
select pg_temp.act_as('postgres');
delete from public.handicap_logs where player_id = pg_temp.fx('active') and gross = 79;
select pg_temp.act_as('admin');
select results_eq($$ select name, old_index, new_index from public.preview_recompute_indexes() where player_id = pg_temp.fx('active') $$,
  $$ values ('Alice Active', 12.5, 14.8) $$, 'deleting the exceptional round recomputes: 14.8');

-- Back to the table: the server follows the setting at once.
select lives_ok($$ select public.upsert_admin_setting('handicapMethod', 'TABLE') $$, 'an admin goes back to the table');
select is((public.get_suggested_index(pg_temp.fx('other'))::jsonb ->> 'value')::numeric, 12.0, 'TABLE again: all 3 average 12.0');

-- private.whs_index_of: the worked examples (service_role only) ------------------------------------

select pg_temp.act_as('postgres');
create function pg_temp.record(p_low numeric, p_high numeric, p_high_from date) returns jsonb language sql as $$
  -- 20 rounds of p_low weekly from 2025-12-01, then 20 rounds of p_high on p_high_from (slope 113).
  select jsonb_agg(r) from (
    select jsonb_build_object('id', 'a' || lpad(i::text, 2, '0'), 'date', date '2025-12-01' + 7 * (i - 1),
                              'posted_at', '2025-01-01T12:00:00+00:00', 'gross', 72 + ceil(p_low), 'rating', 72 + ceil(p_low) - p_low, 'slope', 113) r
    from generate_series(1, 20) i
    union all
    select jsonb_build_object('id', 'b' || lpad(i::text, 2, '0'), 'date', p_high_from,
                              'posted_at', '2026-06-01T12:00:' || lpad(i::text, 2, '0') || '+00:00', 'gross', 72 + ceil(p_high), 'rating', 72 + ceil(p_high) - p_high, 'slope', 113)
    from generate_series(1, 20) i
  ) x
$$;
select is(private.whs_index_of(pg_temp.record(10, 14.5, '2026-06-01')) - 'scores',
  '{"value": 13.8, "label": "best 8 of 20, soft cap", "rounds": 40, "counting": 8, "adjustment": 0.0, "low_index": 10.0, "uncapped": 14.5, "cap": "soft"}'::jsonb,
  'soft cap: Low Handicap Index 10.0, calculated 14.5 → 13.8');
select is(private.whs_index_of(pg_temp.record(10, 18, '2026-06-01')) ->> 'value', '15.0', 'hard cap: calculated 18.0 → 15.0');
select is(private.whs_index_of(pg_temp.record(10, 18, '2027-06-01')) ->> 'value', '15.0',
  'after a break of more than a year the Low HI of the year before the previous score still caps (Interpretation 5.7/1): 18.0 → 15.0');
select is(private.whs_index_of('[{"id":"x","date":"2026-01-01","posted_at":"2026-01-01T00:00:00+00:00","gross":73,"rating":72.1,"slope":226}]') -> 'scores' -> 0 ->> 'differential',
  '0.5', 'Rule 5.1c: 0.45 rounds to 0.5');
select is(private.whs_index_of('[{"id":"x","date":"2026-01-01","posted_at":"2026-01-01T00:00:00+00:00","gross":70,"rating":72.1,"slope":226}]') -> 'scores' -> 0 ->> 'differential',
  '-1.0', 'Rule 5.1c: −1.05 rounds toward +∞ to −1.0');
select is(private.whs_index_of('[]') ->> 'label', 'No rounds available', 'an empty record');
select pg_temp.act_as('anon');
select throws_ok($$ select private.whs_index_of('[]') $$, '42501', null, 'anonymous cannot call the private function');

select * from finish();
rollback;

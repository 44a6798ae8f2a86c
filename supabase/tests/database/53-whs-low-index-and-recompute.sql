-- The WHS caps' Low Handicap Index anchored on the score preceding the new one (DESIGN rule 21a; Rules
-- of Handicapping 2024, Rule 5.7 and Interpretations 5.7/1 and 5.7/2), in private.whs_index_of, and the
-- admin's Recompute Indexes showing (old → new) and publishing, audited, an index this rule changes.
-- Actors: the admin; Alice (the long break), Oscar (a record the rule leaves alone).
begin;
select plan(23);

select tests.setup_fixtures();

select pg_temp.act_as('postgres');
-- A record from (date, differential) pairs in play order; slope 113, so differential = gross − rating.
create function pg_temp.rounds(p_dates date[], p_diffs numeric[]) returns jsonb language sql as $$
  select jsonb_agg(jsonb_build_object('id', 'r' || lpad(u.i::text, 3, '0'), 'date', u.d, 'posted_at', '2020-01-01T12:00:00+00:00',
                                      'gross', 72 + ceil(u.x), 'rating', 72 + ceil(u.x) - u.x, 'slope', 113) order by u.i)
  from unnest(p_dates, p_diffs) with ordinality as u(d, x, i)
$$;
-- The worked example of docs/handicaps.md: 20 rounds of 10.0 a week from 2 Jan 2023, 19 rounds of 15.6 a
-- week from 22 May 2023 (the last on 25 Sep 2023), then p_more rounds of 15.6 on the dates given.
create function pg_temp.long_break(p_more date[]) returns jsonb language sql as $$
  select pg_temp.rounds(
    array(select date '2023-01-02' + 7 * i from generate_series(0, 19) i)
      || array(select date '2023-05-22' + 7 * i from generate_series(0, 18) i) || p_more,
    array_fill(10.0, array[20]) || array_fill(15.6, array[19 + cardinality(p_more)]))
$$;

-- private.whs_index_of: the worked examples ------------------------------------------------------

select is(private.whs_index_of(pg_temp.long_break('{}')) - 'scores',
  '{"value": 14.0, "label": "best 8 of 20, soft cap", "rounds": 39, "counting": 8, "adjustment": 0.0, "low_index": 10.0, "uncapped": 14.9, "cap": "soft"}'::jsonb,
  'before the break (25 Sep 2023): best 8 of 20 = 14.9, soft-capped against the Low HI 10.0 → 14.0');
select is(private.whs_index_of(pg_temp.long_break('{2024-10-01}')) - 'scores',
  '{"value": 14.3, "label": "best 8 of 20, soft cap", "rounds": 40, "counting": 8, "adjustment": 0.0, "low_index": 10.0, "uncapped": 15.6, "cap": "soft"}'::jsonb,
  'Interpretation 5.7/1: after a break of more than a year the Low HI 10.0 of the year before the previous score (25 Sep 2023) still caps: 15.6 → 10.0 + 3.0 + ½ × 2.6 = 14.3');
select is(private.whs_index_of(pg_temp.long_break('{2024-10-01,2024-10-08}')) - 'scores',
  '{"value": 15.6, "label": "best 8 of 20", "rounds": 41, "counting": 8, "adjustment": 0.0, "low_index": 14.3, "uncapped": 15.6, "cap": "none"}'::jsonb,
  'Interpretation 5.7/2: the next score''s window is anchored on 1 Oct 2024, whose index (14.3) is the Low HI: 15.6 is within 3.0, no cap');

-- The window's edge: 20 rounds of 10.0 and 12 of 40.0 on 1 Mar 2025 (10.0 issued), a 40.0 on day P
-- (13.8 → soft cap 13.4), then a 40.0 on 1 Jun 2027: best 8 of 20 = 17.5. The 10.0 counts while P is
-- at most 365 days after 1 Mar 2025 (hard cap 15.0); from 366 days the Low HI is P's 13.4 (soft cap 17.0).
create function pg_temp.edge(p_gap integer) returns jsonb language sql as $$
  select private.whs_index_of(pg_temp.rounds(
    array_fill(date '2025-03-01', array[32]) || (date '2025-03-01' + p_gap) || date '2027-06-01',
    array_fill(10.0, array[20]) || array_fill(40.0, array[14])))
$$;
select is(pg_temp.edge(365) ->> 'low_index', '10.0', 'a Low HI issued 365 days before the previous score counts');
select is(pg_temp.edge(365) ->> 'value', '15.0', '… and caps 17.5 at 15.0 (hard cap), whatever the gap to the new score');
select is(pg_temp.edge(366) ->> 'low_index', '13.4', 'one issued 366 days before the previous score does not');
select is(pg_temp.edge(366) ->> 'value', '17.0', '… so 17.5 is soft-capped against 13.4 → 17.0');

-- Recompute Indexes shows the change, then publishes it, audited ----------------------------------

-- Alice's handicap log is the worked example; her published 15.6 is what the old lookup gave. Oscar's
-- three rounds (10.0, 12.0, 14.0 → 8.0) are published already and no rule here touches them.
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, source)
select pg_temp.fx('active'), (r ->> 'date')::date, 'Test Course', (r ->> 'rating')::numeric, 113, (r ->> 'gross')::integer, 'ADMIN'
from jsonb_array_elements(pg_temp.long_break('{2024-10-01}')) r;
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
select pg_temp.fx('other'), date '2026-02-01' + i::integer, 'Test Course', 70.0, 113, 70 + d
from unnest(array[10, 12, 14]) with ordinality as x(d, i);
update public.players set league_index = 15.6 where id = pg_temp.fx('active');
update public.players set league_index = 8.0 where id = pg_temp.fx('other');

select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('handicapMethod', 'WHS') $$, 'the league uses the WHS method');
select is((public.get_suggested_index(pg_temp.fx('active'))::jsonb ->> 'value')::numeric, 14.3, 'Alice''s suggested index follows the rule at once: 14.3');
select results_eq($$ select name, old_index, new_index, label from public.preview_recompute_indexes()
                     where player_id in (pg_temp.fx('active'), pg_temp.fx('other')) $$,
  $$ values ('Alice Active', 15.6, 14.3, 'best 8 of 20, soft cap') $$,
  'the preview lists Alice 15.6 → 14.3 (soft cap) before anything is published; Oscar, unchanged, is not listed');
select is((select league_index from public.players where id = pg_temp.fx('active')), 15.6::numeric, 'previewing publishes nothing');
select pg_temp.keep('reviewed', (select coalesce(jsonb_agg(v), '[]') from public.preview_recompute_indexes() v)::text);
select pg_temp.keep('previewed', (select count(*) from public.preview_recompute_indexes())::text);

-- What the admin reviewed is what publishes: a change that appears after the review refuses it.
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross) values (pg_temp.fx('other'), '2026-02-10', 'Test Course', 70.0, 113, 75);
select pg_temp.act_as('admin');
select throws_ok(format('select public.publish_recomputed_indexes(%L)', pg_temp.val('reviewed')), '23514',
  'The indexes changed since you reviewed them: review the new list, then publish', 'a change the admin has not seen (Oscar''s new round) refuses the publish');
select is((select league_index from public.players where id = pg_temp.fx('active')), 15.6::numeric, '… and nothing is published');
select throws_ok($$ select public.publish_recomputed_indexes('[]') $$, '23514',
  'The indexes changed since you reviewed them: review the new list, then publish', 'an empty review publishes nothing while there are changes');
select ok(('{"new_index": 9}'::jsonb -> 'new_index') = to_jsonb(9.0::numeric(3,1)), 'a review compares as JSON: 9 (a browser''s 9.0) equals the stored 9.0');
select throws_ok($$ select public.publish_recomputed_indexes('{"player_id": 1}') $$, '22023', 'The reviewed changes must be a list', 'the review must be a list');
select pg_temp.act_as('postgres');
delete from public.handicap_logs where player_id = pg_temp.fx('other') and date = '2026-02-10';
select pg_temp.act_as('admin');
select is(public.publish_recomputed_indexes(pg_temp.val('reviewed')::jsonb), pg_temp.val('previewed')::integer, 'publishing publishes exactly the changes the preview listed');
select is((select league_index from public.players where id = pg_temp.fx('active')), 14.3::numeric, 'Alice plays off 14.3');
select is((select league_index from public.players where id = pg_temp.fx('other')), 8.0::numeric, 'Oscar still plays off 8.0');
select results_eq($$ select actor_kind, target_id, details ->> 'old', details ->> 'new', details ->> 'label', details ->> 'source'
                     from public.audit_log where action = 'INDEX_PUBLISHED' and target_id in (pg_temp.fx('active')::text, pg_temp.fx('other')::text) $$,
  $$ values ('admin', pg_temp.fx('active')::text, '15.6', '14.3', 'best 8 of 20, soft cap', 'recompute') $$,
  'the audit log records Alice''s 15.6 → 14.3 by the admin, with its rule; nothing for Oscar');
select is((select count(*)::integer from public.preview_recompute_indexes() where player_id in (pg_temp.fx('active'), pg_temp.fx('other'))), 0,
  'afterwards the preview has nothing left for them');

-- Only the admin sees or publishes the recompute.
select pg_temp.act_as('active');
select throws_ok($$ select * from public.preview_recompute_indexes() $$, '42501', 'Admin access required', 'a player cannot preview the recompute');
select throws_ok($$ select public.publish_recomputed_indexes('[]') $$, '42501', 'Admin access required', 'a player cannot publish it');

select * from finish();
rollback;

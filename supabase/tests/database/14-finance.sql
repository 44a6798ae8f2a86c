-- The admin dashboard's finance figures kept up to date on write: after every
-- kind of money write — payments, results, finalize and reopen (via the RPCs), opt-in changes, entries added and
-- removed, game changes, direct table writes — private.finance_snapshot holds exactly what the live expressions
-- (private.finance_figures(), get_admin_dashboard's finance block as of 20261125110000) price, and the dashboard
-- answers the snapshot.
-- Fixture (from 12-results.sql): STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice and Oscar in both.
begin;
select plan(47);

-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();


create function pg_temp.res(p_player text, p_game text, p_position int, p_points numeric, p_skins int, p_payout int) returns jsonb language sql as $$
  select jsonb_build_object('player_id', pg_temp.fx(p_player), 'game_code', p_game, 'position', p_position, 'points', p_points,
                            'skins_won', p_skins, 'payout_cents', p_payout, 'notes', p_game || ' result',
                            'explanation', jsonb_build_object('kind', 'place', 'score', p_points))
$$;
create function pg_temp.full_results() returns json language sql as $$
  select json_build_array(pg_temp.res('active', 'STB_V2', 1, 36, 0, 1200), pg_temp.res('other', 'STB_V2', 2, 30, 0, 800),
                          pg_temp.res('active', 'SKINS_GROSS', 1, null, 3, 600), pg_temp.res('other', 'SKINS_GROSS', 2, null, 2, 400))
$$;
create function pg_temp.career(p_player text) returns jsonb language sql as $$
  select (public.get_player_full_details(pg_temp.fx(p_player))::jsonb) - 'last5_results' - 'created_at' - 'join_date' - 'email' - 'ghin' - 'consent_at'
         - 'id' - 'name' - 'nickname' - 'status' - 'league_index' - 'is_owner'
$$;


-- The snapshot as text, the live figures as text, and the dashboard's finance block as text (run as postgres).
create function pg_temp.snap() returns text language sql stable as $$
  select row(s.collected_cents, s.paid_out_cents, s.outstanding_cents, s.remainder_cents)::text
  from private.finance_snapshot s where s.id = 1
$$;
create function pg_temp.live() returns text language sql stable as $$
  select row(f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents)::text from private.finance_figures() f
$$;
create function pg_temp.dash() returns text language plpgsql volatile as $$
declare v json;
begin
  perform pg_temp.act_as('admin');
  v := public.get_admin_dashboard() -> 'finance';
  perform pg_temp.act_as('postgres');
  return row((v ->> 'collected_cents')::bigint, (v ->> 'paid_out_cents')::bigint, (v ->> 'outstanding_cents')::bigint,
             (v ->> 'remainder_cents')::bigint)::text;
end $$;
-- One figure of the snapshot minus its value when kept under p_key.
create function pg_temp.fig(p_name text) returns bigint language sql stable as $$
  select (to_jsonb(s) ->> p_name)::bigint from private.finance_snapshot s where s.id = 1
$$;
create function pg_temp.mark(p_key text) returns void language sql volatile as $$
  insert into pg_temp.scratch (key, value) select p_key || '.' || k, pg_temp.fig(k)::text
  from unnest(array['collected_cents', 'paid_out_cents', 'outstanding_cents', 'remainder_cents']) k
  on conflict (key) do update set value = excluded.value
$$;
create function pg_temp.delta(p_key text, p_name text) returns bigint language sql stable as $$
  select pg_temp.fig(p_name) - pg_temp.val(p_key || '.' || p_name)::bigint
$$;

select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'fixture written: snapshot = live figures');
select is(pg_temp.dash(), pg_temp.live(), 'the dashboard answers the same figures');
select pg_temp.mark('start');

-- Payments --------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 1500, 'CASH', null) $$, 'Alice pays');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after a payment: snapshot = live');
select is(pg_temp.delta('start', 'collected_cents'), 1500::bigint, 'collected grows by the payment');
select is(pg_temp.delta('start', 'outstanding_cents'), -1500::bigint, 'outstanding shrinks by it');
select pg_temp.act_as('admin');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 1000, 'ZELLE', null) $$, 'Oscar pays part');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after a part payment: snapshot = live');
select pg_temp.act_as('admin');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('other'), 500, 'ZELLE', null) $$, 'Oscar pays the rest');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after the rest: snapshot = live');
select is(pg_temp.delta('start', 'outstanding_cents'), -3000::bigint, 'nothing outstanding for the match');

-- Results, finalize, reopen ---------------------------------------------------------------------------------------
select pg_temp.mark('paid');
select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), false) $$, 'results saved (the edge function''s write)');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after saving results: snapshot = live');
select is(pg_temp.delta('paid', 'paid_out_cents'), 0::bigint, 'results of a match that is not final pay nothing out');
update public.matches set date = private.club_today() - 1 where id = pg_temp.fx('match');
select pg_temp.as_engine();
select lives_ok($$ select private.store_engine_results(pg_temp.fx('match'), pg_temp.full_results(), true) $$, 'finalize (the edge function''s write)');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after finalize: snapshot = live');
select is(pg_temp.delta('paid', 'paid_out_cents'), 3000::bigint, 'finalize pays out 3000');
select is(pg_temp.delta('paid', 'remainder_cents'), 0::bigint, 'pots 3000 − payouts 3000: the remainder is unchanged');
select is(pg_temp.dash(), pg_temp.live(), 'the dashboard answers the figures after finalize');
select pg_temp.act_as('admin');
select lives_ok($$ select public.record_payment(pg_temp.fx('match'), pg_temp.fx('active'), 200, 'CASH', 'Late fee') $$, 'a payment on a final match');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after a payment on a final match: snapshot = live');
select pg_temp.act_as('admin');
select lives_ok($$ select public.reopen_match(pg_temp.fx('match'), 'a card was wrong') $$, 'reopen_match');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after reopen: snapshot = live');
select is(pg_temp.delta('paid', 'paid_out_cents'), 0::bigint, 'reopening takes the payouts back out');

-- Opt-ins, entries, games -----------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('other'), array[pg_temp.fx('stb')]) $$, 'Oscar leaves the skins game');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after an opt-out: snapshot = live');
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('other'), array[pg_temp.fx('stb'), pg_temp.fx('skins')]) $$, 'Oscar is back in');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after an opt-in: snapshot = live');
select pg_temp.mark('three');
select pg_temp.act_as('postgres');
insert into public.players (id, name, email, ghin, status, join_date, consent_at)
values ('00000000-0000-4000-8000-00000000f1f1', 'Fay Finance', 'fay.finance@test.example', '9000999', 'ACTIVE', '2026-01-10', now());
select pg_temp.act_as('admin');
select lives_ok($$ select public.add_match_entry(pg_temp.fx('match'), '00000000-0000-4000-8000-00000000f1f1') $$, 'Fay enters (unpaid)');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after an entry: snapshot = live');
select cmp_ok(pg_temp.delta('three', 'outstanding_cents'), '>', 0::bigint, 'the new entry owes its buy-ins');
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), '00000000-0000-4000-8000-00000000f1f1', array[pg_temp.fx('stb')]) $$, 'Fay plays Stableford only');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after the new entrant''s opt-ins: snapshot = live');
select is(pg_temp.delta('three', 'outstanding_cents'), 1000::bigint, 'she owes 1000');
select pg_temp.act_as('admin');
select throws_ok($$ select public.save_match_games(pg_temp.fx('match'), '[{"game_code":"STB_V2","buy_in":1200}]') $$, '23514',
  'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.', 'a buy-in cannot change once the match has payments');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after a refused game change: snapshot = live');
select pg_temp.act_as('admin');
select lives_ok($$ select public.remove_match_entry((select e.id from public.match_entries e
                                                     where e.match_id = pg_temp.fx('match') and e.player_id = '00000000-0000-4000-8000-00000000f1f1')) $$,
  'Fay''s entry is removed');
select pg_temp.act_as('postgres');
select is(pg_temp.snap(), pg_temp.live(), 'after an entry removal: snapshot = live');

-- Direct writes, several rows per statement ----------------------------------------------------------------------
delete from public.match_payments p where p.match_id = pg_temp.fx('match');
select is(pg_temp.snap(), pg_temp.live(), 'after a multi-row delete of payments: snapshot = live');
update public.match_entry_opt_ins o set opted_in = false where o.match_game_id = pg_temp.fx('skins');
select is(pg_temp.snap(), pg_temp.live(), 'after a multi-row opt-in update: snapshot = live');
select is(pg_temp.dash(), pg_temp.live(), 'the dashboard answers the latest figures');

-- Lost per-match rows are rebuilt by a full refresh --------------------------------------------------------------
delete from private.match_finance;
select isnt(pg_temp.snap(), pg_temp.live(), 'without the per-match rows the sums are wrong');
select lives_ok($$ select private.refresh_finance_snapshot() $$, 'a full refresh');
select is(pg_temp.snap(), pg_temp.live(), 'the rows are back');

-- Only security definer code reads the figures -------------------------------------------------------------------
select ok((select relrowsecurity from pg_class where oid = 'private.match_finance'::regclass), 'RLS is enabled');
select is((select count(*)::int from pg_policies where schemaname = 'private' and tablename = 'match_finance'), 0, 'no policies');
select pg_temp.act_as('anon');
select throws_ok($$ select private.refresh_finance_snapshot() $$, '42501', null, 'anon cannot refresh it');

select * from finish();
rollback;

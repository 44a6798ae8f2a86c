-- Issue 18 items 1–3: league rounds posted at finalize (one per match and player), the protected record
-- (sources, who deletes what, 24 hours, reasons, audit), provisional and manual indexes with their source,
-- the no-index and alert settings, index-rise and self-above-league flags.
begin;
select plan(80);
select tests.setup_fixtures();

-- The fixture match, played three days ago at Test Course (its course_name is blank: the course's name is used),
-- tee White 70.0 / 120. Alice and Oscar are entered; Sam Stranger is not.
select pg_temp.act_as('postgres');
update public.matches m set date = private.club_today() - 3 where m.id = pg_temp.fx('match');
insert into fx values ('stranger', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date) values
  (pg_temp.fx('stranger'), 'Sam Stranger', 'sam@test.example', '8000047', 'ACTIVE', '2026-01-01');

-- post_league_rounds: service_role only, an admin session, a finalized match ---------------------------------
select ok(not has_function_privilege('anon', 'private.post_league_rounds(uuid,json)', 'execute'), 'anon cannot post league rounds');
select ok(not has_function_privilege('authenticated', 'private.post_league_rounds(uuid,json)', 'execute'), 'authenticated cannot post league rounds');
select pg_temp.as_engine(false);
select throws_ok($$ select private.post_league_rounds(pg_temp.fx('match'), '[]') $$, '42501', 'Admin access required', 'the engine needs the forwarded admin session');
select pg_temp.as_engine();
select throws_ok($$ select private.post_league_rounds(pg_temp.fx('match'), '[]') $$, '23514', 'League rounds are posted when the match is finalized',
  'nothing posts before finalize');

-- Alice posted this very round by hand before the match was finalized (different course-name case).
select pg_temp.act_as('active');
select lives_ok($$ select pg_temp.keep('alice_self', (public.add_handicap_log(pg_temp.fx('active'), private.club_today() - 3, 'test course', 70.0, 120, 81)).id::text) $$,
  'Alice posts the round herself first');
select is((select source from public.handicap_logs where id = pg_temp.val('alice_self')::uuid), 'SELF', 'a member''s round is marked SELF');

select pg_temp.act_as('postgres');
update public.matches m set is_final = true, finalized_at = now() where m.id = pg_temp.fx('match');
select pg_temp.as_engine();
select throws_ok($$ select private.post_league_rounds(pg_temp.fx('match'), '{"player_id": 1}') $$, '22023', 'Rounds must be a list', 'rounds are a list');
select throws_ok($$ select private.post_league_rounds(pg_temp.fx('match'), json_build_array(json_build_object('player_id', pg_temp.fx('active'), 'adjusted_gross', 300))) $$,
  '22023', 'An adjusted gross score must be between 18 and 216', 'an impossible adjusted gross is refused');
select is(
  private.post_league_rounds(pg_temp.fx('match'), json_build_array(
    json_build_object('player_id', pg_temp.fx('active'), 'adjusted_gross', 80),
    json_build_object('player_id', pg_temp.fx('other'), 'adjusted_gross', 90),
    json_build_object('player_id', pg_temp.fx('stranger'), 'adjusted_gross', 77)))::jsonb,
  '{"posted": 2, "removed": 0, "replaced": 1, "rounds": 2}'::jsonb,
  'finalize posts the two entrants'' cards (not a stranger''s) and replaces Alice''s own posting of the round');

select pg_temp.act_as('postgres');
select results_eq($$
  select p.name, l.source, l.date, l.course_name, l.rating, l.slope, l.gross, l.differential
  from public.handicap_logs l join public.players p on p.id = l.player_id
  where l.match_id = pg_temp.fx('match') order by p.name $$,
  $$ values ('Alice Active', 'LEAGUE', private.club_today() - 3, 'Test Course', 70.0::numeric(3,1), 120, 80, 9.42::numeric(6,2)),
            ('Oscar Other', 'LEAGUE', private.club_today() - 3, 'Test Course', 70.0::numeric(3,1), 120, 90, 18.83::numeric(6,2)) $$,
  'each card is a LEAGUE round of the match: course, date, tee rating and slope, adjusted gross, differential ((80 − 70) × 113 / 120 = 9.42)');
select is((select count(*)::int from public.handicap_logs where id = pg_temp.val('alice_self')::uuid), 0, 'Alice''s hand-posted copy is gone (the round counts once)');
select is((select details ->> 'gross' from public.audit_log where action = 'HANDICAP_LOG_REPLACED' and target_id = pg_temp.fx('active')::text),
  '81', 'the replaced round''s values stay in the audit log');
select is((select actor_kind from public.audit_log where action = 'LEAGUE_ROUNDS_POSTED' and target_id = pg_temp.fx('match')::text), 'admin',
  'the posting is audited with the finalizing admin as actor');
select pg_temp.keep('alice_league', (select id::text from public.handicap_logs where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active')));

-- Re-finalize: Alice's card changed (updated in place), Oscar's is no longer complete (removed).
select pg_temp.as_engine();
select is(private.post_league_rounds(pg_temp.fx('match'), json_build_array(json_build_object('player_id', pg_temp.fx('active'), 'adjusted_gross', 82)))::jsonb,
  '{"posted": 1, "removed": 1, "replaced": 0, "rounds": 1}'::jsonb, 're-finalize updates Alice''s round and removes Oscar''s');
select pg_temp.act_as('postgres');
select results_eq($$ select id::text, gross from public.handicap_logs where match_id = pg_temp.fx('match') $$,
  $$ values (pg_temp.val('alice_league'), 82) $$, 'exactly one entry per complete card, the same row updated in place');
select is((select details ->> 'reason' from public.audit_log where action = 'HANDICAP_LOG_DELETED' and target_id = pg_temp.fx('other')::text),
  'The card is no longer complete at finalize', 'the removal is audited with its reason');
select pg_temp.as_engine();
select is(private.post_league_rounds(pg_temp.fx('match'), json_build_array(json_build_object('player_id', pg_temp.fx('active'), 'adjusted_gross', 82)))::jsonb,
  '{"posted": 0, "removed": 0, "replaced": 0, "rounds": 1}'::jsonb, 're-finalizing an unchanged card changes nothing');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'LEAGUE_ROUNDS_POSTED'), 2, 'an unchanged re-finalize writes no audit row');

-- The league round cannot be posted again by hand; another round that day elsewhere can.
select pg_temp.act_as('active');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today() - 3, 'Test Course', 70.0, 120, 95) $$,
  '23505', 'The league round of this date at this course is already in the handicap log', 'the league round is not posted twice');
select lives_ok($$ select pg_temp.keep('alice_fresh', (public.add_handicap_log(pg_temp.fx('active'), private.club_today() - 3, 'Other Links', 70.0, 120, 82)).id::text) $$,
  'a round that day at another course with the same gross is fine');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today() - 3, 'Other Links', 70.0, 120, 82) $$,
  '23505', 'This round is already in the handicap log (same date, course and gross score)', 'an exact duplicate of a posted round is refused');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today() + 1, 'Other Links', 70.0, 120, 82) $$,
  '23514', 'Date must be between 1900-01-01 and today', 'a date after today is refused');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '1899-12-31', 'Other Links', 70.0, 120, 82) $$,
  '23514', 'Date must be between 1900-01-01 and today', 'a date before 1900 is refused');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'Other Links', 80.1, 120, 82) $$,
  '23514', 'Rating must be a number between 60 and 80', 'a rating outside 60–80 is refused');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'Other Links', 70.0, 156, 82) $$,
  '23514', 'Slope must be an integer between 55 and 155', 'a slope outside 55–155 is refused');
select pg_temp.act_as('admin');
select is((public.add_handicap_log(pg_temp.fx('active'), private.club_today() - 10, 'Admin Links', 70.0, 120, 85)).source, 'ADMIN',
  'a round an admin posts is marked ADMIN');
select pg_temp.keep('alice_admin', (select id::text from public.handicap_logs where course_name = 'Admin Links'));

-- delete_handicap_log: each actor ------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_fresh')::uuid) $$, '42501', 'Only this player or an admin can do that', 'anonymous cannot delete');
select pg_temp.act_as('pending');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_fresh')::uuid) $$, '42501', 'Only this player or an admin can do that', 'a pending player cannot delete another''s round');
select pg_temp.act_as('other');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_fresh')::uuid) $$, '42501', 'Only this player or an admin can do that', 'another player cannot delete it');
select pg_temp.act_as('active');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid) $$, 'PT403', 'League rounds can be removed only by an admin', 'the member cannot delete a league round');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_admin')::uuid) $$, 'PT403', 'Rounds an admin posted can be removed only by an admin', 'nor a round an admin posted');
select pg_temp.act_as('postgres');
update public.handicap_logs l set created_at = now() - interval '24 hours 1 minute' where l.id = pg_temp.val('alice_fresh')::uuid;
select pg_temp.act_as('active');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_fresh')::uuid) $$, 'PT403', 'Rounds can be deleted within 24 hours of posting; ask an admin',
  'the member cannot delete their own round 24 hours after posting');
select pg_temp.act_as('postgres');
update public.handicap_logs l set created_at = now() - interval '23 hours 59 minutes' where l.id = pg_temp.val('alice_fresh')::uuid;
select pg_temp.act_as('active');
select lives_ok($$ select public.delete_handicap_log(pg_temp.val('alice_fresh')::uuid) $$, 'within 24 hours the member deletes their own round');
select is((select count(*)::int from public.handicap_logs where id = pg_temp.val('alice_fresh')::uuid), 0, 'it is gone');
select pg_temp.act_as('postgres');
select is((select actor_kind || ' ' || actor_id from public.audit_log where action = 'HANDICAP_LOG_DELETED' and details ->> 'log_id' = pg_temp.val('alice_fresh')),
  'player ' || pg_temp.fx('active')::text, 'audited with the member as actor');
select pg_temp.act_as('admin');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid) $$, '23514', 'Give a reason for removing this round', 'an admin needs a reason');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid, '   ') $$, '23514', 'Give a reason for removing this round', 'a blank reason is no reason');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid, repeat('x', 501)) $$, '23514', 'The reason must be 500 characters or less', 'reason max 500');
select lives_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid, ' Card was entered for the wrong player ') $$, 'an admin removes a league round with a reason');
select results_eq($$ select actor_kind, details ->> 'reason', details ->> 'source', details ->> 'match_id' from public.audit_log
                    where action = 'HANDICAP_LOG_DELETED' and details ->> 'log_id' = pg_temp.val('alice_league') $$,
  $$ values ('admin', 'Card was entered for the wrong player', 'LEAGUE', pg_temp.fx('match')::text) $$, 'audited: the admin, the reason, the round''s source and match');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('alice_league')::uuid, 'again') $$, 'PT404', 'Handicap log not found', 'deleting twice');

-- set_player_index: admins only; source shown; publishing makes it the league's ---------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.0, 'PROVISIONAL') $$, '42501', 'Admin access required', 'anonymous cannot set an index');
select pg_temp.act_as('pending');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.0, 'PROVISIONAL') $$, '42501', 'Admin access required', 'a pending player cannot set their own');
select pg_temp.act_as('other');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.0, 'PROVISIONAL') $$, '42501', 'Admin access required', 'another player cannot');
select pg_temp.act_as('active');
select throws_ok($$ select public.set_player_index(pg_temp.fx('active'), 18.0, 'MANUAL') $$, '42501', 'Admin access required', 'the player cannot set their own');
select pg_temp.act_as('admin');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.0, 'LEAGUE') $$, '22023', 'Source must be PROVISIONAL or MANUAL', 'LEAGUE comes from publishing only');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 54.1, 'PROVISIONAL') $$, '23514',
  'Index must be a number between -10.0 and 54.0 with at most one decimal (a plus index is negative)', 'index above 54.0');
select throws_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.05, 'PROVISIONAL') $$, '23514',
  'Index must be a number between -10.0 and 54.0 with at most one decimal (a plus index is negative)', 'two decimals');
select throws_ok($$ select public.set_player_index(gen_random_uuid(), 18.0, 'PROVISIONAL') $$, 'PT404', 'Player not found', 'unknown player');
select is(public.set_player_index(pg_temp.fx('pending'), 18.0, 'PROVISIONAL')::jsonb, '{"league_index": 18.0, "index_source": "PROVISIONAL"}'::jsonb,
  'an admin gives a new member a provisional 18.0');
select pg_temp.act_as('anon');
select results_eq($$ select league_index, index_source from public.players where id = pg_temp.fx('pending') $$,
  $$ values (18.0::numeric(4,1), 'PROVISIONAL') $$, 'anyone reads the index and its source');
select results_eq($$ select p ->> 'name', p::jsonb ? 'index_source', p ->> 'index_source' from json_array_elements(public.get_tee_sheet(pg_temp.fx('match')) -> 'unplaced') p $$,
  $$ values ('Alice Active', true, null::text), ('Oscar Other', true, null::text) $$, 'the tee sheet''s players carry index_source (null: no index)');
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_player_index(pg_temp.fx('pending'), 18.0, 'MANUAL') $$, 'the same value as MANUAL');
select is((select index_source from public.players where id = pg_temp.fx('pending')), 'MANUAL', 'the source follows');
select lives_ok($$ select public.set_player_index(pg_temp.fx('pending'), 17.5, 'MANUAL') $$, 'a new value with the same source');
select results_eq($$ select league_index, index_source from public.players where id = pg_temp.fx('pending') $$,
  $$ values (17.5::numeric(4,1), 'MANUAL') $$, 'a new manual value stays manual');
select results_eq($$ select details ->> 'old', details ->> 'old_source', details ->> 'new', details ->> 'source', actor_kind from public.audit_log
                    where action = 'INDEX_SET' and details ->> 'new' = '17.5' $$,
  $$ values ('18.0', 'MANUAL', '17.5', 'MANUAL', 'admin') $$, 'audited with old and new value and source');
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross) values (pg_temp.fx('pending'), '2026-10-01', 'Links', 70.0, 113, 90);
select pg_temp.act_as('admin');
select lives_ok($$ select public.publish_index(pg_temp.fx('pending')) $$, 'the admin publishes the league index');
select results_eq($$ select league_index, index_source from public.players where id = pg_temp.fx('pending') $$,
  $$ values (20.0::numeric(4,1), 'LEAGUE') $$, 'the published index replaces the manual one and is the league''s');

-- Settings ---------------------------------------------------------------------------------------------
select throws_ok($$ select public.upsert_admin_setting('noIndexPlaysOff', '60') $$, '23514', 'Choose ZERO, NOT_ALLOWED or an index between -10.0 and 54.0', 'noIndexPlaysOff range');
select lives_ok($$ select public.upsert_admin_setting('noIndexPlaysOff', '24.0') $$, 'noIndexPlaysOff accepts an index');
select is(public.get_public_settings() -> 'extra' ->> 'noIndexPlaysOff', '24.0', 'noIndexPlaysOff is public (the browser''s engine reads it)');
select throws_ok($$ select public.upsert_admin_setting('indexRiseAlert', '0') $$, '23514', 'Enter strokes between 0.1 and 54.0, with at most one decimal', 'indexRiseAlert range');
select is((public.get_public_settings() -> 'extra')::jsonb ? 'indexRiseAlert', false, 'alert thresholds are not public');

-- Index-rise flag: the issue's story (three rounds, 20.5; the best deleted → 21.3) ----------------------------
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, created_at) values
  (pg_temp.fx('other'), '2026-09-01', 'Links', 70.0, 113, 89, now() - interval '3 days'),
  (pg_temp.fx('other'), '2026-09-08', 'Links', 70.0, 113, 91, now() - interval '3 days'),
  (pg_temp.fx('other'), '2026-09-15', 'Links', 70.0, 113, 92, now() - interval '3 days');
-- Oscar's league round of the match was removed above: his record is these three rounds, differentials 19, 21, 22.
-- Index-rise checks run at commit; from here on they run at the end of each statement instead.
set constraints all immediate;
select is((select value from private.suggested_index_seen where player_id = pg_temp.fx('other')), 20.7::numeric(4,1), 'the suggested index is watched: all 3 → 20.7');
select is((select count(*)::int from private.index_rise_alerts), 0, 'no flags so far (the league''s postings above are not flagged)');
select set_config('fairway.league_posting', '', true);
select pg_temp.act_as('admin');
select lives_ok($$ select public.delete_handicap_log((select id from public.handicap_logs where player_id = pg_temp.fx('other') and gross = 89), 'Duplicate of a card') $$,
  'the best round is removed');

select results_eq($$ select a ->> 'kind', a ->> 'player_name', (a ->> 'from_index')::numeric, (a ->> 'to_index')::numeric
                    from json_array_elements(public.get_handicap_alerts()) a $$,
  $$ values ('INDEX_RISE', 'Oscar Other', 20.7, 21.5) $$, 'the admin is flagged: 20.7 → 21.5 rose by more than 0.5');
select is(json_array_length(public.get_handicap_alerts(pg_temp.fx('active'))), 0, 'filtered by player: nothing for Alice');
select pg_temp.act_as('other');
select throws_ok($$ select public.get_handicap_alerts() $$, '42501', 'Admin access required', 'players do not see flags');
select throws_ok($$ select public.dismiss_handicap_alert((select (public.get_handicap_alerts() -> 0 ->> 'id')::uuid)) $$, '42501', 'Admin access required', 'nor dismiss them');
select pg_temp.act_as('admin');
select lives_ok($$ select public.dismiss_handicap_alert((public.get_handicap_alerts() -> 0 ->> 'id')::uuid) $$, 'the admin dismisses the flag');
select is(json_array_length(public.get_handicap_alerts()), 0, 'no open flags');
select throws_ok($$ select public.dismiss_handicap_alert(gen_random_uuid()) $$, 'PT404', 'Alert not found', 'an unknown flag');
select lives_ok($$ select public.upsert_admin_setting('indexRiseAlert', '2.0') $$, 'the threshold is raised');
select lives_ok($$ select public.delete_handicap_log((select id from public.handicap_logs where player_id = pg_temp.fx('other') and gross = 91), 'Duplicate') $$,
  'another round removed: 21.5 → 22.0');

select is(json_array_length(public.get_handicap_alerts()), 0, 'a rise of 0.5 under a 2.0 threshold is not flagged');

-- Self-posted rounds far above league rounds ------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, source) values
  (pg_temp.fx('stranger'), '2026-08-01', 'League Links', 70.0, 113, 80, 'LEAGUE'),
  (pg_temp.fx('stranger'), '2026-08-08', 'League Links', 70.0, 113, 80, 'LEAGUE'),
  (pg_temp.fx('stranger'), '2026-08-15', 'League Links', 70.0, 113, 80, 'LEAGUE'),
  (pg_temp.fx('stranger'), '2026-08-02', 'Home Links', 70.0, 113, 83, 'SELF'),
  (pg_temp.fx('stranger'), '2026-08-09', 'Home Links', 70.0, 113, 83, 'SELF');
select pg_temp.act_as('admin');
select is(json_array_length(public.get_handicap_alerts(pg_temp.fx('stranger'))), 0, 'two self-posted rounds are not enough to judge');
select pg_temp.act_as('postgres');
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, source) values
  (pg_temp.fx('stranger'), '2026-08-16', 'Home Links', 70.0, 113, 82, 'SELF');
select pg_temp.act_as('admin');
select is(json_array_length(public.get_handicap_alerts(pg_temp.fx('stranger'))), 0, 'self rounds 2.7 above league rounds (12.7 vs 10.0) are not more than 3.0 above');
select pg_temp.act_as('postgres');
update public.handicap_logs l set gross = 85 where l.player_id = pg_temp.fx('stranger') and l.date = '2026-08-16';
select pg_temp.act_as('admin');
select results_eq($$ select a ->> 'kind', (a ->> 'self_average')::numeric, (a ->> 'league_average')::numeric, (a ->> 'self_rounds')::int, (a ->> 'league_rounds')::int
                    from json_array_elements(public.get_handicap_alerts(pg_temp.fx('stranger'))) a $$,
  $$ values ('SELF_ABOVE_LEAGUE', 13.7, 10.0, 3, 3) $$, 'self-posted rounds averaging 3.7 above league rounds are flagged');

select * from finish();
rollback;

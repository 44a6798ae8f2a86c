-- Profiles, handicap logs, differentials, the suggested index (spec §9), publishing, approvals.
begin;
select plan(99);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- update_player_profile ----------------------------------------------------------------------------------
select pg_temp.act_as('active');
select lives_ok($$ select pg_temp.keep('upd', public.update_player_profile(pg_temp.fx('active'), ' Alice A. Active ', 'Ace', ' Alice@Test.Example ', '9000002')::text) $$,
  'the owner edits their profile');
select is(pg_temp.val('upd')::json ->> 'name', 'Alice A. Active', 'name trimmed');
select is(pg_temp.val('upd')::json ->> 'pending_email', 'alice@test.example', 'a new e-mail is lowercased, trimmed and pending (confirmed from the new address: 20-admins-actors-sessions.sql)');
select is((pg_temp.val('upd')::json ->> 'is_owner')::boolean, true, 'answer is the owner''s full profile');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('other'), 'Hacked', null, 'h@test.example', '1111111') $$,
  '42501', 'Only this player or an admin can do that', 'a player cannot edit another player');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), '', null, 'alice@test.example', '9000002') $$, '23514', 'Name is required', 'name required');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), repeat('a', 101), null, 'alice@test.example', '9000002') $$, '23514', 'Name must be 100 characters or less', 'name max 100');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', 'x', 'alice@test.example', '9000002') $$, '23514', 'Nickname must be 2-30 characters', 'nickname 2-30');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, '', '9000002') $$, '23514', 'Email is required', 'e-mail required');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice@', '9000002') $$, '23514', 'Please enter a valid email address', 'e-mail format');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice@test.example', '') $$, '23514', 'GHIN is required', 'GHIN required');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice@test.example', '90000') $$, '23514', 'GHIN must be 6-10 digits', 'GHIN digits');
select is(public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'oscar.other@test.example', '9000002')::jsonb ->> 'message',
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', 'another player''s e-mail: one answer, no constraint name (F9)');
select is(public.update_player_profile(pg_temp.fx('active'), 'Alice', null, 'alice@test.example', '9000003')::jsonb ->> 'message',
  'We could not use this e-mail or GHIN. If you are already a member, sign in with a link instead.', 'another player''s GHIN: the same answer');
select pg_temp.act_as('pending');
select lives_ok($$ select public.update_player_profile(pg_temp.fx('pending'), 'Pat Pending', 'Patty', 'pat.pending@test.example', '9000001') $$,
  'a PENDING player may edit their own profile');
select pg_temp.act_as('inactive');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('inactive'), 'Ivan', null, 'ivan.inactive@test.example', '9000004') $$,
  '42501', 'Only this player or an admin can do that', 'an INACTIVE player''s session cannot edit');
select pg_temp.act_as('anon');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Hacked', null, 'h@test.example', '1111111') $$,
  '42501', 'Only this player or an admin can do that', 'anonymous cannot edit a profile');
select pg_temp.act_as('admin');
select lives_ok($$ select public.update_player_profile(pg_temp.fx('other'), 'Oscar Q. Other', null, 'oscar.other@test.example', '9000003') $$, 'an admin edits any profile');
select throws_ok($$ select public.update_player_profile(gen_random_uuid(), 'Ghost', null, 'ghost@test.example', '1212121') $$, 'PT404', 'Player not found', 'unknown player');
select is((select count(*)::int from public.audit_log where action = 'PLAYER_PROFILE_UPDATED' and at = now()), 3, 'profile edits are audited');

-- add_handicap_log ----------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select lives_ok($$ select pg_temp.keep('log1', (public.add_handicap_log(pg_temp.fx('active'), '2026-11-01', ' Pebble Creek ', 72.1, 130, 85)).id::text) $$, 'the owner adds a log');
select results_eq($$ select course_name, rating, slope, gross, differential from public.handicap_logs where id = pg_temp.val('log1')::uuid $$,
  $$ values ('Pebble Creek', 72.1::numeric(3,1), 130, 85, 11.21::numeric(6,2)) $$, 'differential = round((85 − 72.1) × 113 / 130, 2) = 11.21');
select is((public.add_handicap_log(pg_temp.fx('active'), null, 'Links', 72.5, 100, 85)).differential, 14.13::numeric(6,2), 'halves round away from zero: 14.125 → 14.13');
select is((public.add_handicap_log(pg_temp.fx('active'), null, 'Links', 70.5, 100, 68)).differential, -2.83::numeric(6,2), 'negative halves round away from zero: −2.825 → −2.83');
select is((public.add_handicap_log(pg_temp.fx('active'), null, 'Links', 70.0, 113, 90)).differential, 20.00::numeric(6,2), 'slope 113: differential = gross − rating');
select is((public.add_handicap_log(pg_temp.fx('active'), null, 'Links', 70.0, 113, 91)).date, (now() at time zone 'America/New_York')::date, 'the date defaults to today (club time zone)');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, '', 72, 113, 85) $$, '23514', 'Course name is required', 'course name required');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, '   ', 72, 113, 85) $$, '23514', 'Course name is required', 'blank course name');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 59.9, 113, 85) $$, '23514', 'Rating must be a number between 60 and 80', 'rating 59.9');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 80.1, 113, 85) $$, '23514', 'Rating must be a number between 60 and 80', 'rating 80.1');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', null, 113, 85) $$, '23514', 'Rating must be a number between 60 and 80', 'rating missing');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 71.25, 113, 85) $$, '23514', 'Rating must have at most one decimal', 'rating with 2 decimals');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 60, 55, 18) $$, 'lower limits: rating 60, slope 55, gross 18');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 80, 155, 216) $$, 'upper limits: rating 80, slope 155, gross 216');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 54, 85) $$, '23514', 'Slope must be an integer between 55 and 155', 'slope 54');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 156, 85) $$, '23514', 'Slope must be an integer between 55 and 155', 'slope 156');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, null, 85) $$, '23514', 'Slope must be an integer between 55 and 155', 'slope missing');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 113, 17) $$, '23514', 'Gross score must be an integer of 18 or higher', 'gross 17');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 113, null) $$, '23514', 'Gross score must be an integer of 18 or higher', 'gross missing');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 113, 217) $$, '23514', 'Gross score must be 216 or lower', 'gross above 18 × 12');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('other'), null, 'X', 72, 113, 85) $$, '42501', 'Only this player or an admin can do that', 'a player cannot log for another');
select pg_temp.act_as('anon');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), null, 'X', 72, 113, 85) $$, '42501', 'Only this player or an admin can do that', 'anonymous cannot add logs');
select pg_temp.act_as('admin');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('other'), '2026-10-01', 'Admin Links', 71.0, 120, 88) $$, 'an admin adds a log for any player');
select throws_ok($$ select public.add_handicap_log(gen_random_uuid(), null, 'X', 72, 113, 85) $$, 'PT404', 'Player not found', 'unknown player');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx('active'), 'X', 81, 113, 85) $$, '23514', null, 'constraint: rating 60-80');
select throws_ok($$ insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx('active'), 'X', 72, 160, 85) $$, '23514', null, 'constraint: slope 55-155');
select throws_ok($$ insert into public.handicap_logs (player_id, course_name, rating, slope, gross) values (pg_temp.fx('active'), 'X', 72, 113, 10) $$, '23514', null, 'constraint: gross ≥ 18');
select throws_ok($$ insert into public.handicap_logs (player_id, course_name, rating, slope, gross, differential) values (pg_temp.fx('active'), 'X', 72, 113, 80, 1.0) $$, '428C9', null, 'the differential cannot be supplied by a writer');
select is((select count(*)::int from public.audit_log where action = 'HANDICAP_LOG_ADDED' and at = now()), 8, 'log additions are audited');

-- delete_handicap_log
select pg_temp.act_as('other');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('log1')::uuid) $$, '42501', 'Only this player or an admin can do that', 'a player cannot delete another''s log');
select pg_temp.act_as('anon');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('log1')::uuid) $$, '42501', 'Only this player or an admin can do that', 'anonymous cannot delete logs');
select pg_temp.act_as('active');
select lives_ok($$ select public.delete_handicap_log(pg_temp.val('log1')::uuid) $$, 'the owner deletes their log');
select is((select count(*)::int from public.handicap_logs where id = pg_temp.val('log1')::uuid), 0, 'the log is gone');
select throws_ok($$ select public.delete_handicap_log(pg_temp.val('log1')::uuid) $$, 'PT404', 'Handicap log not found', 'deleting twice');
select pg_temp.act_as('admin');
select lives_ok($$ select public.delete_handicap_log((select id from public.handicap_logs where player_id = pg_temp.fx('other') limit 1), 'Posted twice') $$, 'an admin deletes any log, with a reason (47-hcprecord-protected-record.sql)');
select is((select count(*)::int from public.audit_log where action = 'HANDICAP_LOG_DELETED' and at = now()), 2, 'deletions are audited');

-- Suggested index: spec §9 for every band ----------------------------------------------------------------------
-- A test player whose differentials are chosen directly: slope 113 makes differential = gross − rating.
select pg_temp.act_as('postgres');
insert into fx values ('hcp', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date) values (pg_temp.fx('hcp'), 'Hal Handicap', 'hal@test.example', '8000001', 'ACTIVE', '2026-01-01');
create function pg_temp.set_diffs(p_diffs numeric[]) returns void language sql as $$
  delete from public.handicap_logs where player_id = pg_temp.fx('hcp');
  insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, created_at)
  select pg_temp.fx('hcp'), date '2026-01-01' + n::int, 'Band Links', 70 + ceil(d) - d, 113, 70 + ceil(d)::int, now() + n * interval '1 second'
  from unnest(p_diffs) with ordinality as t(d, n);
$$;
create function pg_temp.suggested() returns jsonb language sql as $$ select public.get_suggested_index(pg_temp.fx('hcp'))::jsonb - 'used_log_ids' $$;

select pg_temp.act_as('anon');
select is(public.get_suggested_index(pg_temp.fx('hcp'))::jsonb, '{"value": null, "label": "No rounds available", "used_log_ids": [], "rounds": 0}'::jsonb, '0 rounds: nothing computed');
select pg_temp.act_as('postgres');
select pg_temp.set_diffs('{14.7}');
select is(pg_temp.suggested(), '{"value": 14.7, "label": "all 1", "rounds": 1}'::jsonb, '1 round: all 1');
select pg_temp.set_diffs('{18, 10, 16, 12, 14}');
select is(pg_temp.suggested(), '{"value": 14.0, "label": "all 5", "rounds": 5}'::jsonb, '5 rounds: average of all 5');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11}');
select is(pg_temp.suggested(), '{"value": 10.5, "label": "best 2 of 6", "rounds": 6}'::jsonb, '6 rounds: best 2');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11, 9.4}');
select is(pg_temp.suggested(), '{"value": 9.7, "label": "best 2 of 7", "rounds": 7}'::jsonb, '7 rounds: best 2');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11, 9.4, 20}');
select is(pg_temp.suggested(), '{"value": 10.1, "label": "best 3 of 8", "rounds": 8}'::jsonb, '8 rounds: best 3 (30.4 / 3 = 10.13)');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11, 9.4, 20, 25, 30, 8}');
select is(pg_temp.suggested(), '{"value": 9.1, "label": "best 3 of 11", "rounds": 11}'::jsonb, '11 rounds: best 3');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11, 9.4, 20, 25, 30, 8, 13}');
select is(pg_temp.suggested(), '{"value": 9.6, "label": "best 4 of 12", "rounds": 12}'::jsonb, '12 rounds: best 4 (38.4 / 4)');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11, 9.4, 20, 25, 30, 8, 13, 17, 19, 21, 22, 23, 24, 26, 27}');
select is(pg_temp.suggested(), '{"value": 9.6, "label": "best 4 of 20", "rounds": 20}'::jsonb, '20 rounds: best 4');
select pg_temp.set_diffs('{5, 5, 5, 5, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30}');
select is(pg_temp.suggested(), '{"value": 5.0, "label": "best 4 of 25", "rounds": 25}'::jsonb, 'all logs count, not only the 20 most recent (the 4 oldest are the best)');
select pg_temp.set_diffs('{10, 10, 10, 10.2}');
select is(pg_temp.suggested() ->> 'value', '10.1', 'an average of exactly 10.05 rounds half away from zero to 10.1');
select pg_temp.set_diffs('{10, 10, 10, 10.1, 30, 30, 30, 30, 30, 30, 30, 30}');
select is(pg_temp.suggested() ->> 'value', '10.0', 'best 4 averaging 10.025 → 10.0');
select pg_temp.set_diffs('{-1.5, -2}');
select is(pg_temp.suggested(), '{"value": -1.8, "label": "all 2", "rounds": 2}'::jsonb, 'plus handicaps: −1.75 rounds away from zero to −1.8');
select pg_temp.set_diffs('{18, 10, 16, 12, 14, 11}');
select is((select array_agg(l.differential order by l.differential) from public.handicap_logs l
           where l.id = any (array(select json_array_elements_text(public.get_suggested_index(pg_temp.fx('hcp')) -> 'used_log_ids')::uuid))),
  '{10.00,11.00}'::numeric[], 'used_log_ids are the counted (lowest) logs');

-- publish_index
select pg_temp.act_as('active');
select throws_ok($$ select public.publish_index(pg_temp.fx('active')) $$, '42501', 'Admin access required', 'a player cannot publish their own index');
select pg_temp.act_as('admin');
select is(public.publish_index(pg_temp.fx('hcp'))::jsonb, '{"league_index": 10.5}'::jsonb, 'publish_index publishes the suggested index');
select is((select league_index from public.players where id = pg_temp.fx('hcp')), 10.5::numeric(3,1), 'league_index is set');
select results_eq($$ select target_label, details ->> 'old', details ->> 'new', details ->> 'label' from public.audit_log where action = 'INDEX_PUBLISHED' order by id desc limit 1 $$,
  $$ values ('Hal Handicap', null, '10.5', 'best 2 of 6') $$, 'INDEX_PUBLISHED is audited (old → new)');
select throws_ok($$ select public.publish_index(pg_temp.fx('pending')) $$, '23514', 'No rounds available', 'no logs, nothing to publish');
select throws_ok($$ select public.publish_index(gen_random_uuid()) $$, 'PT404', 'Player not found', 'unknown player');

-- Recompute Indexes (admin): preview the changes, then publish them all in one transaction
select pg_temp.act_as('postgres');
select pg_temp.set_diffs('{8, 9, 10}');
select pg_temp.act_as('anon');
select throws_ok($$ select * from public.preview_recompute_indexes() $$, '42501', 'Admin access required', 'anonymous cannot preview');
select throws_ok($$ select public.publish_recomputed_indexes('[]') $$, '42501', 'Admin access required', 'anonymous cannot publish');
select pg_temp.act_as('admin');
select results_eq($$ select name, old_index, new_index, label from public.preview_recompute_indexes() where player_id = pg_temp.fx('hcp') $$,
  $$ values ('Hal Handicap'::text, 10.5::numeric, 9.0::numeric, 'all 3'::text) $$, 'preview shows old → new');
select is_empty($$ select 1 from public.preview_recompute_indexes() where player_id = pg_temp.fx('pending') $$, 'players without logs are not listed');
select pg_temp.keep('preview', (select count(*)::text from public.preview_recompute_indexes()));
select is(public.publish_recomputed_indexes((select coalesce(jsonb_agg(v), '[]') from public.preview_recompute_indexes() v)), pg_temp.val('preview')::int, 'publish_recomputed_indexes publishes every change reviewed');
select is_empty($$ select * from public.preview_recompute_indexes() $$, 'after publishing nothing differs');
select is((select league_index from public.players where id = pg_temp.fx('hcp')), 9.0::numeric(3,1), 'the new index is published');
select is((select count(*)::int from public.audit_log where action = 'INDEX_PUBLISHED' and details ->> 'source' = 'recompute' and at = now()),
  pg_temp.val('preview')::int, 'one INDEX_PUBLISHED audit row per change');
select is(public.publish_recomputed_indexes('[]'), 0, 'publishing again changes nothing');

-- Approvals --------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into fx values ('p2', gen_random_uuid()), ('p3', gen_random_uuid());
insert into public.players (id, name, email, ghin) values (pg_temp.fx('p2'), 'Penny Two', 'penny.two@test.example', '8100002'),
  (pg_temp.fx('p3'), 'Percy Three', 'percy.three@test.example', '8100003');
select pg_temp.act_as('active');
select throws_ok($$ select public.approve_players(array[pg_temp.fx('pending')]) $$, '42501', 'Admin access required', 'a player cannot approve');
select throws_ok($$ select public.decline_players(array[pg_temp.fx('pending')]) $$, '42501', 'Admin access required', 'a player cannot decline');
select pg_temp.act_as('admin');
select is(public.approve_players(array[pg_temp.fx('pending'), pg_temp.fx('p2'), pg_temp.fx('active'), pg_temp.fx('inactive')]), 2, 'only PENDING players are approved');
select results_eq($$ select status, join_date from public.players where id in (pg_temp.fx('pending'), pg_temp.fx('p2')) $$,
  $$ values ('ACTIVE', (now() at time zone 'America/New_York')::date), ('ACTIVE', (now() at time zone 'America/New_York')::date) $$, 'approved: ACTIVE, joined today');
select is((select status from public.players where id = pg_temp.fx('inactive')), 'INACTIVE', 'an INACTIVE player is not approved');
select is((select count(*)::int from public.email_outbox where template = 'player_approved' and to_email in ('pat.pending@test.example', 'penny.two@test.example')), 2,
  'player_approved e-mails are queued');
select is((select count(*)::int from public.audit_log where action = 'PLAYER_APPROVED' and at = now()), 2, 'PLAYER_APPROVED audited per player');
select is(public.decline_players(array[pg_temp.fx('p3'), pg_temp.fx('p2')]), 1, 'only PENDING players are declined');
select is((select status from public.players where id = pg_temp.fx('p3')), 'INACTIVE', 'declined: INACTIVE');
select is((select join_date from public.players where id = pg_temp.fx('p3')), null, 'a declined player has no join date');
select is((select count(*)::int from public.email_outbox where template = 'player_declined' and to_email = 'percy.three@test.example'), 1, 'player_declined e-mail queued');
select is((select count(*)::int from public.audit_log where action = 'PLAYER_DECLINED' and at = now()), 1, 'PLAYER_DECLINED audited');
select is(public.approve_players('{}'), 0, 'an empty selection approves nobody');
select is(public.approve_players(null), 0, 'a null selection approves nobody');

select * from finish();
rollback;

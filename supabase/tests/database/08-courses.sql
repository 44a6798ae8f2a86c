-- Courses and tee sets: spec messages from the table triggers, constraints, the New Course RPC,
-- one default tee set per course, deletion rules, storage permission.
begin;
select plan(62);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

create function pg_temp.course_json(p_name text) returns json language sql as $$
  select json_build_object('name', p_name, 'city', 'Austin', 'state', 'tx', 'location', '1 Main St', 'holes', 18, 'par_out', 36, 'par_in', 36)
$$;
create function pg_temp.tee_json(p_label text, p_si int[] default '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', p_par int[] default '{4,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5}',
  p_rating numeric default 71.2, p_slope int default 128) returns json language sql as $$
  select json_build_object('label', p_label, 'rating', p_rating, 'slope', p_slope, 'par_by_hole', p_par, 'stroke_index_by_hole', p_si)
$$;

-- create_course_with_teeset
select pg_temp.act_as('anon');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Nope'), pg_temp.tee_json('Blue')) $$, '42501', 'Admin access required', 'anonymous cannot create courses');
select pg_temp.act_as('active');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Nope'), pg_temp.tee_json('Blue')) $$, '42501', 'Admin access required', 'a player cannot create courses');
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('new', public.create_course_with_teeset(pg_temp.course_json('  Barton Creek  '), pg_temp.tee_json('Blue'))::text) $$,
  'an admin creates a course with its first tee set');
select results_eq($$ select name, city, state, holes, par_out, par_in from public.courses where id = (pg_temp.val('new')::json ->> 'course_id')::uuid $$,
  $$ values ('Barton Creek', 'Austin', 'TX', 18, 36, 36) $$, 'course stored (name trimmed, state upper-cased)');
select results_eq($$ select course_id::text, label, rating, slope, is_default, par_by_hole[4], stroke_index_by_hole[10] from public.teesets where id = (pg_temp.val('new')::json ->> 'teeset_id')::uuid $$,
  $$ values (pg_temp.val('new')::json ->> 'course_id', 'Blue', 71.2::numeric(3,1), 128, true, 5, 2) $$, 'first tee set stored as the default');
select is((select count(*)::int from public.audit_log where action = 'COURSE_CREATED' and at = now()), 1, 'COURSE_CREATED audited');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json(''), pg_temp.tee_json('Blue')) $$, '23514', 'Course name is required', 'course name required');
select throws_ok($$ select public.create_course_with_teeset(null, pg_temp.tee_json('Blue')) $$, '23514', 'Course name is required', 'no course at all');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('  ')) $$, '23514', 'Tee label is required', 'tee label required');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), null) $$, '23514', 'Tee label is required', 'no tee set at all');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', '{1,1,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}')) $$,
  '23514', 'Stroke indexes must be unique numbers 1-18', 'duplicate stroke index');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', '{0,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}')) $$,
  '23514', 'Stroke indexes must be exactly 1-18', 'stroke index 0');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', '{19,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}')) $$,
  '23514', 'Stroke indexes must be exactly 1-18', 'stroke index 19');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16}')) $$,
  '23514', 'Stroke indexes must be exactly 1-18', '17 stroke indexes');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18,18}')) $$,
  '23514', 'Stroke indexes must be exactly 1-18', '19 stroke indexes');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', p_par => '{2,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5}')) $$,
  '23514', 'Par per hole must be between 3 and 6', 'par 2');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', p_par => '{7,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5}')) $$,
  '23514', 'Par per hole must be between 3 and 6', 'par 7');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', p_par => '{4,4,3,5,4,4,3,4,5}')) $$,
  '23514', 'Par is required for all 18 holes', 'only 9 pars');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', p_slope => 54)) $$,
  '23514', 'Slope must be an integer between 55 and 155', 'slope 54');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), pg_temp.tee_json('Blue', p_slope => 156)) $$,
  '23514', 'Slope must be an integer between 55 and 155', 'slope 156');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), json_build_object('label', 'Blue', 'slope', 120, 'par_by_hole', array[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4], 'stroke_index_by_hole', array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18])) $$,
  '23514', 'Rating is required', 'rating required');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), json_build_object('label', 'Blue', 'rating', 70, 'par_by_hole', array[4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4], 'stroke_index_by_hole', array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18])) $$,
  '23514', 'Slope is required', 'slope required');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), json_build_object('label', 'Blue', 'rating', 70, 'slope', 120, 'par_by_hole', 'four', 'stroke_index_by_hole', array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18])) $$,
  '23514', 'Expected a list of 18 whole numbers', 'pars that are not a list');
select throws_ok($$ select public.create_course_with_teeset(pg_temp.course_json('Ok'), json_build_object('label', 'Blue', 'rating', 70, 'slope', 120, 'par_by_hole', json_build_array('4','x'), 'stroke_index_by_hole', array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18])) $$,
  '23514', 'Expected a list of 18 whole numbers', 'pars that are not numbers');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Ok', 'holes', 8), pg_temp.tee_json('Blue')) $$, '23514', 'Holes must be between 9 and 18', 'holes 8');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Ok', 'holes', 19), pg_temp.tee_json('Blue')) $$, '23514', 'Holes must be between 9 and 18', 'holes 19');
select lives_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Nine Hole Muni', 'holes', 9), pg_temp.tee_json('Red')) $$, 'holes 9');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Ok', 'par_out', 26), pg_temp.tee_json('Blue')) $$, '23514', 'Front 9 par must be between 27 and 45', 'front par 26');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Ok', 'par_in', 46), pg_temp.tee_json('Blue')) $$, '23514', 'Back 9 par must be between 27 and 45', 'back par 46');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', 'Ok', 'state', 'TEX'), pg_temp.tee_json('Blue')) $$, '23514', 'State must be 2 characters or less', 'state of 3 characters');
select throws_ok($$ select public.create_course_with_teeset(json_build_object('name', repeat('c', 101)), pg_temp.tee_json('Blue')) $$, '23514', 'Course name must be 100 characters or less', 'course name too long');
select is((select count(*)::int from public.courses where name = 'Ok'), 0, 'a failed New Course leaves nothing behind (one transaction)');

-- Direct table writes (admin) get the same messages from the triggers
select lives_ok($$ insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default)
  values ((pg_temp.val('new')::json ->> 'course_id')::uuid, 'White', 69.5, 121, '{4,4,3,5,4,4,3,4,5,4,4,3,5,4,4,3,4,5}', '{2,4,6,8,10,12,14,16,18,1,3,5,7,9,11,13,15,17}', true) $$,
  'an admin adds a second tee set directly');
select is((select array_agg(label order by label) from public.teesets where course_id = (pg_temp.val('new')::json ->> 'course_id')::uuid and is_default), array['White'],
  'a new default tee set takes the default from the old one (one default per course)');
select throws_ok($$ update public.teesets set stroke_index_by_hole[2] = 1 where id = (pg_temp.val('new')::json ->> 'teeset_id')::uuid $$,
  '23514', 'Stroke indexes must be unique numbers 1-18', 'editing a tee set is validated');
select throws_ok($$ update public.teesets set label = '' where id = (pg_temp.val('new')::json ->> 'teeset_id')::uuid $$, '23514', 'Tee label is required', 'tee label required on edit');
select throws_ok($$ update public.courses set name = ' ' where id = (pg_temp.val('new')::json ->> 'course_id')::uuid $$, '23514', 'Course name is required', 'course name required on edit');
select throws_ok($$ update public.courses set state = 'XYZ' where id = (pg_temp.val('new')::json ->> 'course_id')::uuid $$, '23514', 'State must be 2 characters or less', 'state on edit');
select lives_ok($$ update public.courses set archived = true, notes = 'Closed for aeration' where id = (pg_temp.val('new')::json ->> 'course_id')::uuid $$, 'archive a course');
select ok((select updated_at = now() from public.courses where id = (pg_temp.val('new')::json ->> 'course_id')::uuid), 'updated_at follows edits');

-- The constraints hold by themselves (bypassing the triggers' friendly messages)
select pg_temp.act_as('postgres');
alter table public.teesets disable trigger teesets_validate;
select throws_ok($$ insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx('course'), 'X', 70, 120, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,1,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}') $$,
  '23514', null, 'constraint: stroke indexes are a permutation of 1-18');
select throws_ok($$ insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx('course'), 'X', 70, 120, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}') $$,
  '23514', null, 'constraint: 18 pars');
select throws_ok($$ insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx('course'), 'X', 70, 120, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,null}', '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}') $$,
  '23514', null, 'constraint: no missing par');
select throws_ok($$ insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole) values (pg_temp.fx('course'), 'X', 70, 50, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18}') $$,
  '23514', null, 'constraint: slope 55-155');
alter table public.teesets enable trigger teesets_validate;
alter table public.courses disable trigger courses_validate;
select throws_ok($$ insert into public.courses (name, state) values ('X', 'ABC') $$, '23514', null, 'constraint: state ≤ 2');
select throws_ok($$ insert into public.courses (name, holes) values ('X', 20) $$, '23514', null, 'constraint: holes 9-18');
select throws_ok($$ insert into public.courses (name, par_out) values ('X', 50) $$, '23514', null, 'constraint: par out 27-45');
select throws_ok($$ insert into public.courses (name) values ('') $$, '23514', null, 'constraint: name required');
alter table public.courses enable trigger courses_validate;
select throws_ok($$ insert into public.course_pars values ('Bad Pars', 2,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4) $$, '23514', null, 'constraint: course par 3-6');
select ok(private.is_stroke_index_permutation('{18,17,16,15,14,13,12,11,10,9,8,7,6,5,4,3,2,1}'), 'any order of 1-18 is a permutation');
select ok(not private.is_stroke_index_permutation(null), 'null is not a permutation');

-- Deleting: a course or tee set used by a match cannot go; otherwise tee sets go with their course
select pg_temp.act_as('admin');
select throws_ok($$ delete from public.teesets where id = pg_temp.fx('teeset') $$, '23503', null, 'a tee set used by a match cannot be deleted');
select throws_ok($$ delete from public.courses where id = pg_temp.fx('course') $$, '23503', null, 'a course used by a match cannot be deleted');
select lives_ok($$ delete from public.courses where id = (pg_temp.val('new')::json ->> 'course_id')::uuid $$, 'an unused course can be deleted');
select is((select count(*)::int from public.teesets where course_id = (pg_temp.val('new')::json ->> 'course_id')::uuid), 0, 'its tee sets go with it');

-- Storage: who may upload scorecard images and the logo
select pg_temp.act_as('admin');
select is(public.storage_can_write('scorecards'), true, 'admins write scorecards');
select is(public.storage_can_write('branding'), true, 'admins write branding');
select is(public.storage_can_write('secrets'), false, 'no other bucket');
select pg_temp.act_as('active');
select is(public.storage_can_write('scorecards'), false, 'players do not write storage');
select pg_temp.act_as('anon');
select is(public.storage_can_write('branding'), false, 'anonymous does not write storage');
select is(public.storage_can_write(null), false, 'no bucket, no write');
select pg_temp.act_as('admin');
select is(public.storage_can_write(null), false, 'no bucket, no write (even for an admin)');

select * from finish();
rollback;

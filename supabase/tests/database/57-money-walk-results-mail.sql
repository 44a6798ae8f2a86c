-- The results e-mail names the Nassau parts a player won (partsWon, from the stored result's explanation).
-- Fixture (00-helpers.sql): 'match' with Alice ('active') and Oscar ('other') entered.
begin;
select plan(3);

select tests.setup_fixtures();

insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values (pg_temp.fx('match'), 'NASSAU', true, 900, 'PER_ENTRY');
update public.matches set date = private.club_today() where id = pg_temp.fx('match');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents, explanation) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 'NASSAU', null, null, 1200, jsonb_build_object('kind', 'nassau', 'parts', jsonb_build_array(
     jsonb_build_object('part', 'front', 'eligible', true, 'netTotal', 36, 'won', false, 'shareCents', 0),
     jsonb_build_object('part', 'back', 'eligible', true, 'netTotal', 34, 'won', true, 'shareCents', 600),
     jsonb_build_object('part', 'overall', 'eligible', true, 'netTotal', 70, 'won', true, 'shareCents', 600)))),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'NASSAU', null, null, 600, jsonb_build_object('kind', 'nassau', 'parts', jsonb_build_array(
     jsonb_build_object('part', 'front', 'eligible', true, 'netTotal', 35, 'won', true, 'shareCents', 600),
     jsonb_build_object('part', 'back', 'eligible', true, 'netTotal', 37, 'won', false, 'shareCents', 0),
     jsonb_build_object('part', 'overall', 'eligible', true, 'netTotal', 72, 'won', false, 'shareCents', 0)))),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 1, 36, 0, jsonb_build_object('kind', 'place'));
-- Finalized through the API (the e-mail is queued only in a request).
select set_config('request.headers', '{"x-admin-token": "tok-admin"}', true);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select set_config('request.headers', '', true);

select is((select g -> 'partsWon' from public.email_outbox o, jsonb_array_elements(o.payload -> 'games') g
           where o.template = 'results_in' and o.to_email = 'alice.active@test.example' and g ->> 'game' = 'Nassau'),
  '["back", "overall"]'::jsonb, 'Alice''s results e-mail names the back nine and the overall');
select is((select g -> 'partsWon' from public.email_outbox o, jsonb_array_elements(o.payload -> 'games') g
           where o.template = 'results_in' and o.to_email = 'oscar.other@test.example' and g ->> 'game' = 'Nassau'),
  '["front"]'::jsonb, 'Oscar''s the front nine');
select is((select g -> 'partsWon' from public.email_outbox o, jsonb_array_elements(o.payload -> 'games') g
           where o.template = 'results_in' and o.to_email = 'oscar.other@test.example' and g ->> 'game' <> 'Nassau'),
  'null'::jsonb, 'other games carry no parts');

select * from finish();
rollback;

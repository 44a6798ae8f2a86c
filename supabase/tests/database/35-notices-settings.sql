-- Settings a real deployment needs (issue #15 item 6): the public URL's validation, links queued as paths,
-- no made-up group link, maintenanceMode and copyrightYear, and the maintenance switch per actor.
begin;
select plan(41);

select tests.setup_fixtures();

-- The public URL ---------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok(format('select public.upsert_admin_setting(%L, %L)', 'appUrl', v), '23514', m, 'appUrl = ' || v || ' is refused')
from (values
  ('league.example.com', 'App URL must start with http:// or https://'),
  ('ftp://league.example.com', 'App URL must start with http:// or https://'),
  ('http://league.example.com', 'App URL must use https:// (http:// is only for localhost)'),
  ('https://league.example.com/?ref=mail', 'App URL must be the address of the app only, without ?, # or a user name'),
  ('https://league.example.com/#top', 'App URL must be the address of the app only, without ?, # or a user name'),
  ('https://admin@league.example.com', 'App URL must be the address of the app only, without ?, # or a user name'),
  ('https://:443/', 'App URL must name a host, e.g. https://league.example.com')
) as t (v, m);
select lives_ok($$ select public.upsert_admin_setting('appUrl', 'https://league.example.com') $$, 'an https address is taken');
select lives_ok($$ select public.upsert_admin_setting('appUrl', 'https://league.example.com/golf/') $$, 'with a path');
select lives_ok($$ select public.upsert_admin_setting('appUrl', 'http://localhost:54321') $$, 'http for localhost');
select lives_ok($$ select public.upsert_admin_setting('appUrl', 'http://127.0.0.1:8080') $$, 'http for 127.0.0.1');
select pg_temp.act_as('postgres');
select throws_ok($$ update public.settings set value = 'http://league.example.com' where key = 'appUrl' $$, '23514',
  'App URL must use https:// (http:// is only for localhost)', 'the rule holds for a direct write too');
select is(private.app_url_problem('https://league.example.com'), null, 'app_url_problem: null for a good address');

-- Links are queued as paths and resolved by the sender ------------------------------------------------------
select is(private.app_url(), '', 'queued links carry no host');
select pg_temp.act_as('admin');
select lives_ok($$ select public.approve_players(array[pg_temp.fx('pending')]) $$, 'approving queues the approval e-mail');
select pg_temp.act_as('postgres');
select is((select payload ->> 'profileUrl' from public.email_outbox where template = 'player_approved' and to_email = 'pat.pending@test.example'),
  '/players/' || pg_temp.fx('pending'), 'the approval e-mail''s link is a path');

-- The group link: empty by default (the made-up link is gone) -------------------------------------------------
select is((select value::jsonb -> 'groupUrl' from public.settings where key = 'branding'), 'null'::jsonb, 'no group link ships');
select is(public.get_public_settings()::jsonb -> 'branding' -> 'groupUrl', 'null'::jsonb, 'so the join-our-group buttons hide');

-- maintenanceMode and copyrightYear --------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'maintenanceMode', 'false', 'maintenance is off by default and public');
select pg_temp.act_as('active');
select throws_ok($$ select public.upsert_admin_setting('maintenanceMode', 'true') $$, '42501', 'Admin access required', 'a player cannot switch maintenance on');
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_admin_setting('maintenanceMode', 'on') $$, '23514', 'Value must be true or false', 'maintenanceMode is true or false');
select throws_ok($$ select public.upsert_admin_setting('copyrightYear', '24') $$, '23514',
  'Year must be four digits between 2000 and 2100, or blank for the current year', 'copyrightYear: four digits');
select throws_ok($$ select public.upsert_admin_setting('copyrightYear', '1999') $$, '23514',
  'Year must be four digits between 2000 and 2100, or blank for the current year', 'copyrightYear: not before 2000');
select lives_ok($$ select public.upsert_admin_setting('copyrightYear', '2026') $$, 'copyrightYear 2026');
select lives_ok($$ select public.upsert_admin_setting('copyrightYear', '') $$, 'copyrightYear blank: the current year');
select lives_ok($$ select public.upsert_admin_setting('maintenanceMode', 'true') $$, 'the admin switches maintenance on');
select is((select details ->> 'new' from public.audit_log where action = 'SETTING_CHANGED' and details ->> 'key' = 'maintenanceMode' order by id desc limit 1),
  'true', 'the switch is audited');

-- Maintenance per actor ----------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'maintenanceMode', 'true', 'visitors learn that the site is in maintenance');
select throws_ok($$ select public.register_player('Mia Maint', null, 'mia.maint@test.example', '7000001', true) $$, 'PT503',
  'The league site is under maintenance. Please try again later.', 'anonymous: sign-up waits');
select lives_ok($$ select public.get_matches_list() $$, 'anonymous: reading still works');
select pg_temp.act_as('pending');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('pending'), '2026-11-01', 'Links', 72.0, 120, 90) $$, 'PT503',
  'The league site is under maintenance. Please try again later.', 'pending player: a handicap log waits');
select pg_temp.act_as('active');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '2026-11-01', 'Links', 72.0, 120, 90) $$, 'PT503',
  'The league site is under maintenance. Please try again later.', 'the player: their own handicap log waits');
select throws_ok($$ select public.update_player_profile(pg_temp.fx('active'), 'Alice Renamed', null, 'alice.active@test.example', '9000002') $$, 'PT503',
  'The league site is under maintenance. Please try again later.', 'the player: a profile edit waits');
select pg_temp.act_as('other');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('other'), '2026-11-01', 'Links', 72.0, 120, 90) $$, 'PT503',
  'The league site is under maintenance. Please try again later.', 'another player: their own log waits too');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '2026-11-01', 'Links', 72.0, 120, 90) $$, '42501',
  'Only this player or an admin can do that', 'another player: someone else''s log stays refused as before');
select pg_temp.act_as('admin');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '2026-11-01', 'Links', 72.0, 120, 90) $$, 'the admin keeps working');
select lives_ok($$ select public.remove_match_entry((select e.id from public.match_entries e where e.match_id = pg_temp.fx('match') and e.player_id = pg_temp.fx('other'))) $$, 'the admin changes a match''s field');
select pg_temp.act_as('postgres');
select ok(not private.maintenance_blocks_caller(), 'the system (database owner: edge functions, scheduler) is not held');
select pg_temp.as_engine(false);
select ok(not private.maintenance_blocks_caller(), 'the service role is not held');
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('maintenanceMode', 'false') $$, 'maintenance off');
select pg_temp.act_as('active');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '2026-11-02', 'Links', 72.0, 120, 91) $$, 'the player writes again');

select * from finish();
rollback;

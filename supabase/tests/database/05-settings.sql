-- Settings: admin read/write with validation of every key, public settings, audit.
begin;
select plan(69);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

select pg_temp.act_as('anon');
select throws_ok($$ select public.get_admin_settings() $$, '42501', 'Admin access required', 'anonymous cannot read admin settings');
select throws_ok($$ select public.upsert_admin_setting('emailEnabled', 'false') $$, '42501', 'Admin access required', 'anonymous cannot change settings');
select pg_temp.act_as('active');
select throws_ok($$ select public.get_admin_settings() $$, '42501', 'Admin access required', 'a player cannot read admin settings');
select throws_ok($$ select public.upsert_admin_setting('emailEnabled', 'false') $$, '42501', 'Admin access required', 'a player cannot change settings');

select pg_temp.act_as('admin');
select is((public.get_admin_settings()::jsonb ->> 'clubTimezone'), 'America/New_York', 'get_admin_settings returns every key');
select ok(not (public.get_admin_settings()::jsonb ? 'adminPin'), 'the PIN is not a setting');
select is(public.upsert_admin_setting('emailEnabled', 'false')::jsonb, '{"key": "emailEnabled", "value": "false"}'::jsonb, 'upsert answers {key, value}');
select is((select value from public.settings where key = 'emailEnabled'), 'false', 'the value is stored');
select results_eq($$ select actor_kind, actor, details ->> 'key', details ->> 'old', details ->> 'new' from public.audit_log where action = 'SETTING_CHANGED' order by id desc limit 1 $$,
  $$ values ('admin', 'League owner', 'emailEnabled', 'true', 'false') $$, 'SETTING_CHANGED is audited with the admin who acted and old and new values');
select lives_ok($$ select public.upsert_admin_setting('appUrl', 'https://league.fairway.example') $$, 'a new key (appUrl) is inserted');
select pg_temp.act_as('postgres');
select is(private.app_url(), '', 'queued links are paths: the sender resolves them against appUrl when it sends');
select pg_temp.act_as('admin');

-- every key's validation
select throws_ok(format('select public.upsert_admin_setting(%L, %L)', k, v), '23514', m, k || ' = ' || coalesce(v, 'null') || ' is refused')
from (values
  ('emailEnabled', 'yes', 'Value must be true or false'),
  ('weeklyLeadersEnabled', 'TRUE', 'Value must be true or false'),
  ('inviteDeclineFollowupEnabled', '1', 'Value must be true or false'),
  ('fromEmail', 'league-at-fairway', 'Please enter a valid email address'),
  ('clubTimezone', 'Mars/Olympus', 'Please choose one of the listed time zones'),
  ('clubTimezone', 'UTC', 'Please choose one of the listed time zones'),
  ('weeklyLeadersSendHour', '24', 'Hour must be between 0 and 23'),
  ('weeklyLeadersSendHour', '-1', 'Hour must be between 0 and 23'),
  ('weeklyLeadersSendHour', 'noon', 'Hour must be between 0 and 23'),
  ('weeklyLeadersSendMinute', '7', 'Minute must be between 0 and 55 in steps of 5'),
  ('weeklyLeadersSendMinute', '60', 'Minute must be between 0 and 55 in steps of 5'),
  ('stablefordTable', 'CUSTOM', 'Stableford table must be MODIFIED_V2 or STANDARD'),
  ('allowancePct', '0', 'Allowance must be a whole number between 1 and 100'),
  ('allowancePct', '101', 'Allowance must be a whole number between 1 and 100'),
  ('allowancePct', '90.5', 'Allowance must be a whole number between 1 and 100'),
  ('appUrl', 'ftp://x', 'App URL must start with http:// or https://'),
  ('payoutCurves', 'not json', 'Payout curves must be JSON'),
  ('payoutCurves', '{"small":"60,40","medium":"50,30,20","large":"40,30,20"}', 'Payout percentages must add up to 100%'),
  ('payoutCurves', '{"small":"60,50","medium":"50,30,20","large":"40,30,20,10"}', 'Payout percentages must add up to 100%'),
  ('payoutCurves', '{"small":"60,40","medium":"50,30,20"}', 'Enter at least one payout percentage'),
  ('payoutCurves', '{"small":"60,forty","medium":"50,30,20","large":"40,30,20,10"}', 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals'),
  ('payoutCurves', '{"small":"60.555,39.445","medium":"50,30,20","large":"40,30,20,10"}', 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals'),
  ('branding', '{"clubName":"","tagline":"x"}', 'Club name is required'),
  ('branding', '[1,2]', 'Branding must be JSON'),
  ('branding', '{"clubName":"X","groupUrl":"javascript:alert(1)"}', 'Group link must start with http:// or https://'),
  ('branding', '{"clubName":"X","logoUrl":42}', 'Logo URL must be text'),
  ('defaultBuyIns', '{"STB_V2":-100}', 'Default buy-ins must be whole cents of 0 or more'),
  ('defaultBuyIns', '{"STB_V2":10.5}', 'Default buy-ins must be whole cents of 0 or more'),
  ('defaultBuyIns', '{"POKER":100}', 'Unknown game in default buy-ins: POKER'),
  ('adminPin', '1234', 'Unknown setting: adminPin'),
  ('whatever', 'x', 'Unknown setting: whatever'),
  ('fromEmail', null, 'A value is required')
) as t(k, v, m);

select lives_ok($$ select public.upsert_admin_setting('payoutCurves', '{"small":"70, 30%","medium":"50,30,20","large":"40,30,20,10"}') $$,
  'curves accept spaces and % signs');
select lives_ok($$ select public.upsert_admin_setting('payoutCurves', '{"small":"33.34,33.33,33.33","medium":"50,30,20","large":"40,30,20,10"}') $$,
  'curves accept 2 decimals adding up to exactly 100');
select lives_ok($$ select public.upsert_admin_setting('weeklyLeadersSendMinute', '55') $$, 'minute 55');
select lives_ok($$ select public.upsert_admin_setting('weeklyLeadersSendHour', '0') $$, 'hour 0');
select lives_ok($$ select public.upsert_admin_setting('clubTimezone', 'Australia/Sydney') $$, 'one of the 8 listed zones');
select lives_ok($$ select public.upsert_admin_setting('stablefordTable', 'STANDARD') $$, 'the standard Stableford table');
select lives_ok($$ select public.upsert_admin_setting('allowancePct', '90') $$, 'allowance 90%');
select lives_ok($$ select public.upsert_admin_setting('branding', '{"clubName":"Pine Valley Wolves","tagline":"Hit it straight.","logoUrl":"http://localhost:54321/storage/v1/object/public/branding/logo.png","groupUrl":null}') $$, 'branding JSON');
select lives_ok($$ select public.upsert_admin_setting('defaultBuyIns', '{"STB_V2":2000,"SKINS_GROSS":700,"SKINS_NET":500,"NASSAU":1500,"STROKE_PLAY":1000}') $$, 'default buy-ins');
select is((select default_buy_in from public.game_catalog where code = 'STB_V2'), 2000, 'the catalog''s default buy-ins follow the setting');
select is((select default_buy_in from public.game_catalog where code = 'SKINS_GROSS'), 700, 'every listed game follows');

-- The settings table validates direct writes too (service role, migrations).
select pg_temp.act_as('postgres');
select throws_ok($$ update public.settings set value = 'maybe' where key = 'emailEnabled' $$, '23514', 'Value must be true or false', 'the table trigger validates values');
select throws_ok($$ insert into public.settings (key, value) values ('secret', 'x') $$, '23514', null, 'unknown keys are refused by the table');

-- Public settings
select pg_temp.act_as('anon');
select is(array(select json_object_keys(public.get_public_settings()) order by 1),
  array['allowancePct', 'branding', 'defaultBuyIns', 'emailEnabled', 'extra', 'payoutCurves', 'placeTies', 'stablefordTable'], 'get_public_settings keys');
select is(public.get_public_settings()::jsonb -> 'branding',
  '{"clubName":"Pine Valley Wolves","tagline":"Hit it straight.","logoUrl":"http://localhost:54321/storage/v1/object/public/branding/logo.png","groupUrl":null}'::jsonb,
  'branding for everyone');
select is(public.get_public_settings()::jsonb ->> 'stablefordTable', 'STANDARD', 'the league''s one Stableford table');
select is((public.get_public_settings()::jsonb ->> 'allowancePct')::int, 90, 'allowance as a number');
select is(public.get_public_settings()::jsonb -> 'payoutCurves' ->> 'small', '33.34,33.33,33.33', 'payout curves');
select is((public.get_public_settings()::jsonb -> 'defaultBuyIns' ->> 'STB_V2')::int, 2000, 'default buy-ins');
select is((public.get_public_settings()::jsonb ->> 'emailEnabled')::boolean, false, 'emailEnabled as a boolean');
select ok(public.get_public_settings()::text !~ 'league@fairway|fromEmail|appUrl', 'no sender address or internal keys in public settings');

-- Settings registered after the baseline (private.setting_validators): validated by their function,
-- public ones readable under "extra", private ones not.
select pg_temp.act_as('postgres');
create function pg_temp.upper_only(p_value text) returns text language sql as $$
  select case when p_value = upper(p_value) then null else 'Must be upper case' end $$;
insert into private.setting_validators (key, validator, is_public) values
  ('testPublicKey', 'pg_temp.upper_only(text)', true), ('testPrivateKey', 'pg_temp.upper_only(text)', false);
select throws_ok($$ insert into public.settings (key, value) values ('testPublicKey', 'lower') $$, '23514', 'Must be upper case', 'a registered key is validated by its function');
select lives_ok($$ insert into public.settings (key, value) values ('testPublicKey', 'UP'), ('testPrivateKey', 'HIDDEN') $$, 'a valid registered value is stored');
select throws_ok($$ insert into public.settings (key, value) values ('notRegistered', 'X') $$, '23514', 'Unknown setting: notRegistered', 'an unregistered key is still unknown');
select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'testPublicKey', 'UP', 'a public registered setting is readable by anyone');
select ok(not (public.get_public_settings()::jsonb -> 'extra' ? 'testPrivateKey'), 'a private registered setting is not');

select * from finish();
rollback;

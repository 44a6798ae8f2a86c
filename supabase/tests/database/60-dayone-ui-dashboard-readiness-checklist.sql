-- The organiser's day-one screens, server side: the dashboard's "Needs attention" leaves out called-off matches,
-- Finalize readiness counts unattested cards, and the setup checklist reads each item from live data.
-- Fixture match (00-helpers.sql): Alice and Oscar entered, nothing paid, dated 2026-12-20.
begin;
select plan(16);

select tests.setup_fixtures();

create function pg_temp.attention() returns jsonb language sql as $$
  select (public.get_admin_dashboard() -> 'needs_attention')::jsonb
$$;
create function pg_temp.listed() returns boolean language sql as $$
  select exists (select 1 from jsonb_array_elements(pg_temp.attention() -> 'unfinalized_past_matches') x
                 where x ->> 'id' = pg_temp.fx('match')::text)
$$;

-- Dashboard: a past unfinalized match is listed until it is called off ----------------------------------------
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() - 3 where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select ok(pg_temp.listed(), 'a past match not finalized is listed');
select ok((pg_temp.attention() ->> 'unpaid_entries')::int >= 2, 'its unpaid entries are counted');
select pg_temp.keep('unpaid_before', pg_temp.attention() ->> 'unpaid_entries');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select ok(not pg_temp.listed(), 'a called-off match is not listed as "not finalized"');
select is((pg_temp.attention() ->> 'unpaid_entries')::int, pg_temp.val('unpaid_before')::int - 2,
  'a called-off match''s entries are not counted as unpaid');
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null where id = pg_temp.fx('match');

-- Finalize readiness: unattested cards ------------------------------------------------------------------------
select pg_temp.act_as('admin');
select is((public.get_finalize_readiness(pg_temp.fx('match')) ->> 'unattested_cards')::int, 2, 'no cards yet: both unattested');
select pg_temp.act_as('postgres');
insert into public.scorecards (match_id, player_id, hole_1, attested_at)
values (pg_temp.fx('match'), pg_temp.fx('active'), 4, now()),
       (pg_temp.fx('match'), pg_temp.fx('other'), 4, null);
select pg_temp.act_as('admin');
select is((public.get_finalize_readiness(pg_temp.fx('match')) ->> 'unattested_cards')::int, 1,
  'one attested card, one card not attested: 1 unattested');

-- Setup checklist ----------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_setup_checklist() $$, '42501', 'Admin access required', 'anonymous: no checklist');
select pg_temp.act_as('active');
select throws_ok($$ select public.get_setup_checklist() $$, '42501', 'Admin access required', 'a player: no checklist');

select pg_temp.act_as('postgres');
delete from public.settings where key in ('appUrl', 'paymentInstructions');
update private.admins set revoked_at = now() where not is_owner and revoked_at is null;
select pg_temp.act_as('admin');
select is((public.get_setup_checklist() ->> 'is_owner')::boolean, true, 'the fixture admin is the owner');
select is((public.get_setup_checklist() ->> 'app_url')::boolean, false, 'no public URL yet');
select is((public.get_setup_checklist() ->> 'payment_instructions')::boolean, false, 'no payment instructions yet');
select is((public.get_setup_checklist() ->> 'named_admin')::boolean, false, 'no named admin yet');
select is((public.get_setup_checklist() ->> 'course_with_tees')::boolean, true, 'the fixture course has a tee set');

select lives_ok($$ select public.upsert_admin_setting('appUrl', 'https://golf.example.org') $$, 'the owner sets the public URL');
select lives_ok($$ select public.upsert_admin_setting('paymentInstructions', 'Venmo @club-treasurer') $$, 'and the payment instructions');
select pg_temp.act_as('postgres');
insert into private.admins (name, pin_hash) values ('Tess Treasurer', 'not-a-real-hash');
select pg_temp.act_as('admin');
select is(public.get_setup_checklist()::jsonb,
  jsonb_build_object('is_owner', true, 'app_url', true, 'payment_instructions', true, 'named_admin', true, 'course_with_tees', true),
  'every item ticked from live data once it exists');
select * from finish();
rollback;
